import { catalogue, chooseHint, fill, type DiagnosticCode, type ParamsOf } from '../ir/diagnostics/catalogue.js'
import type { Diagnostic, Summary } from '../ir/diagnostics/diagnostic.js'
import { LineIndex } from '../source/source-file.js'

/**
 * Where an import's diagnostic points: a file of the source project (relative to its root), and in
 * it, when known, a stretch of its text: by offset, or by the first place a value is written
 * (a label or a path: configs that are programs, such as `sidebars.js`, give values without places).
 */
export interface SourceSpot {
  file: string
  /** The file's text, for the line and column and the code frame. */
  text?: string
  offset?: number
  length?: number
  /** The value to look for when there is no offset: its first quoted occurrence, else its first occurrence. */
  value?: string
}

/** The diagnostics of an import, in the same shape as a compile's (so the same reports print them). */
export class ImportReport {
  readonly diagnostics: Diagnostic[] = []
  /** The text of each file a diagnostic points into, for code frames. */
  readonly sources: Record<string, string> = {}

  add<C extends DiagnosticCode>(code: C, params: ParamsOf<C>, at?: SourceSpot): void {
    const entry = catalogue[code]
    const filled = params as unknown as Readonly<Record<string, string | undefined>>
    const diagnostic: Diagnostic = {
      code,
      severity: entry.severity,
      slug: entry.slug,
      message: fill(entry.message, filled),
      hint: chooseHint(entry.hint, filled),
      related: [],
      params: Object.fromEntries(Object.entries(filled).filter((pair): pair is [string, string] => pair[1] !== undefined)),
    }
    if (at) Object.assign(diagnostic, placeOf(at))
    if (at?.text !== undefined && diagnostic.line !== undefined) this.sources[at.file] = at.text
    this.diagnostics.push(diagnostic)
  }

  /** Diagnostics of another report (a compile's), as they are. */
  addAll(diagnostics: readonly Diagnostic[], sources: Readonly<Record<string, string>> = {}): void {
    this.diagnostics.push(...diagnostics)
    Object.assign(this.sources, sources)
  }

  get summary(): Summary {
    const summary: Summary = { errors: 0, warnings: 0, infos: 0 }
    for (const { severity } of this.diagnostics) {
      if (severity === 'error') summary.errors++
      else if (severity === 'warning') summary.warnings++
      else summary.infos++
    }
    return summary
  }
}

function placeOf(at: SourceSpot): Partial<Diagnostic> {
  const offset = at.offset ?? (at.text !== undefined && at.value !== undefined ? offsetOfValue(at.text, at.value) : undefined)
  if (at.text === undefined || offset === undefined) return { file: at.file }
  const lines = new LineIndex(at.text)
  const start = lines.point(offset)
  const end = lines.point(Math.min(at.text.length, offset + (at.length ?? (at.value === undefined ? 0 : quotedLength(at.text, offset, at.value)))))
  return { file: at.file, line: start.line, column: start.column, endLine: end.line, endColumn: end.column, pointer: '' }
}

/** The offset of the first `"value"` or `'value'` in the text, else of `value` itself. */
function offsetOfValue(text: string, value: string): number | undefined {
  for (const quoted of [JSON.stringify(value), `'${value}'`, value]) {
    const at = text.indexOf(quoted)
    if (at !== -1) return at
  }
  return undefined
}

function quotedLength(text: string, offset: number, value: string): number {
  const quote = text[offset]
  return (quote === '"' || quote === "'") && text.startsWith(value, offset + 1) ? value.length + 2 : value.length
}

/**
 * The error that says why, where a generator wraps it (Docusaurus: "Docusaurus could not load
 * module at path …" around "Cannot find module '../package.json'"): the innermost cause.
 */
export function innermostCause(error: unknown): unknown {
  let cause = error
  for (let depth = 0; cause instanceof Error && cause.cause !== undefined && depth < 10; depth++) cause = cause.cause
  return cause
}

/** An error's first line with text, and its innermost cause's, without the stack: a diagnostic says what failed and why, not where in the generator. */
export function firstLine(error: unknown): string {
  const line = (value: unknown) => {
    const message = value instanceof Error ? value.message : String(value)
    return (message.split('\n').find((text) => text.trim() !== '') ?? message).trim()
  }
  const cause = innermostCause(error)
  const outer = line(error)
  const inner = cause === error ? outer : line(cause)
  return inner === outer || outer.endsWith(inner) ? outer : `${outer}: ${inner}`
}
