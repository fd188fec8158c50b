import type { CodeAction, Diagnostic as LspDiagnostic, Position, TextEdit } from 'vscode-languageserver'
import type { Diagnostic } from '../compile/compile.js'
import { fixOf } from '../fix/index.js'
import { rangeOf } from './diagnostics.js'
import type { Compiled } from './session.js'

/** What a code action request is about: a file as the editor holds it, and the diagnostics it is asked for. */
export interface ActionRequest {
  uri: string
  /** Project-relative. */
  file: string
  text: string
  /** The editor's version of the text. */
  version: number
  positionAt(offset: number): Position
  diagnostics: readonly LspDiagnostic[]
  /** The kinds the client wants, if it says. */
  only?: readonly string[]
}

/**
 * The quick fixes of the request's diagnostics that have a mechanical fix (src/fix), one action per
 * diagnostic, preferred. Only when the text is the one the latest compile read: the diagnostics'
 * ranges are into that text.
 */
export function quickFixes(request: ActionRequest, latest: Compiled | undefined): CodeAction[] {
  if (!latest || latest.versions.get(request.file) !== request.version) return []
  if (request.only && !request.only.some((kind) => kind === '' || kind === 'quickfix')) return []
  const actions: CodeAction[] = []
  for (const shown of request.diagnostics) {
    if (shown.source !== 'docsnav') continue
    const diagnostic = latest.result.diagnostics.find(
      (candidate) => (candidate.file ?? 'docs.json') === request.file && candidate.code === shown.code && sameRange(candidate, shown),
    )
    const fix = diagnostic && fixOf(diagnostic, request.text)
    if (!fix) continue
    const edits: TextEdit[] = fix.edits.map((edit) => ({
      range: { start: request.positionAt(edit.start), end: request.positionAt(edit.end) },
      newText: edit.text,
    }))
    actions.push({ title: fix.title, kind: 'quickfix', diagnostics: [shown], isPreferred: true, edit: { changes: { [request.uri]: edits } } })
  }
  return actions
}

function sameRange(diagnostic: Diagnostic, shown: LspDiagnostic): boolean {
  const range = rangeOf(diagnostic)
  return (
    range.start.line === shown.range.start.line &&
    range.start.character === shown.range.start.character &&
    range.end.line === shown.range.end.line &&
    range.end.character === shown.range.end.character
  )
}
