import type { Diagnostic as LspDiagnostic, DiagnosticRelatedInformation, PublishDiagnosticsParams, Range } from 'vscode-languageserver'
import type { CompileResult, Diagnostic } from '../compile/compile.js'
import { schemeOf } from '../ir/urls.js'
import type { ProjectPaths } from './project-paths.js'
import { helpUriOf } from '../ir/diagnostics/help.js'

const SEVERITY = { error: 1, warning: 2, info: 3 } as const

/**
 * A compile's diagnostics as the client shows them, one message per file: each file that has some,
 * and an empty list for each file that had some in the previous message and has none now. Problems
 * with no file (the options) are shown on docs.json; those of remote specs are left out (no file to
 * show them in).
 */
export function diagnosticMessages(
  result: CompileResult,
  paths: ProjectPaths,
  previous: ReadonlySet<string>,
  versions: ReadonlyMap<string, number>,
): { messages: PublishDiagnosticsParams[]; published: Set<string> } {
  const byUri = new Map<string, LspDiagnostic[]>()
  for (const diagnostic of result.diagnostics) {
    const file = diagnostic.file ?? 'docs.json'
    if (schemeOf(file) !== undefined) continue
    const uri = paths.uriOf(file)
    let list = byUri.get(uri)
    if (!list) byUri.set(uri, (list = []))
    list.push(toLsp(diagnostic, paths))
  }
  const messages: PublishDiagnosticsParams[] = []
  const withVersion = (uri: string, diagnostics: LspDiagnostic[]): PublishDiagnosticsParams => {
    const path = paths.pathOf(uri)
    const version = path === undefined ? undefined : versions.get(path)
    return version === undefined ? { uri, diagnostics } : { uri, version, diagnostics }
  }
  for (const [uri, diagnostics] of byUri) messages.push(withVersion(uri, diagnostics))
  for (const uri of previous) if (!byUri.has(uri)) messages.push(withVersion(uri, []))
  // Files open in the editor always hear back, so a client waiting for a version sees it.
  for (const path of versions.keys()) {
    const uri = paths.uriOf(path)
    if (!byUri.has(uri) && !previous.has(uri)) messages.push(withVersion(uri, []))
  }
  return { messages, published: new Set(byUri.keys()) }
}

/** One diagnostic in the protocol's terms: the hint after the message, related locations as related information. */
export function toLsp(diagnostic: Diagnostic, paths: ProjectPaths): LspDiagnostic {
  const related: DiagnosticRelatedInformation[] = diagnostic.related
    .filter((location) => schemeOf(location.file) === undefined)
    .map((location) => ({ location: { uri: paths.uriOf(location.file), range: rangeOf(location) }, message: location.message }))
  const lsp: LspDiagnostic = {
    range: rangeOf(diagnostic),
    severity: SEVERITY[diagnostic.severity],
    code: diagnostic.code,
    codeDescription: { href: helpUriOf(diagnostic.code) },
    source: 'docsnav',
    message: diagnostic.hint ? `${diagnostic.message}\n${diagnostic.hint}` : diagnostic.message,
  }
  if (related.length > 0) lsp.relatedInformation = related
  return lsp
}

/** The range of a located diagnostic (1-based lines and columns) as a zero-based LSP range; the file's start when it has none. */
export function rangeOf(location: { line?: number; column?: number; endLine?: number; endColumn?: number }): Range {
  if (location.line === undefined || location.column === undefined) return { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }
  const start = { line: location.line - 1, character: location.column - 1 }
  const end = location.endLine === undefined || location.endColumn === undefined ? start : { line: location.endLine - 1, character: location.endColumn - 1 }
  return { start, end }
}
