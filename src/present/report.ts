import type { Diagnostic, Summary } from '../ir/diagnostics/diagnostic.js'

/** Turning diagnostics into text for people (pretty), programs (json) and CI (GitHub annotations). */

export interface RenderOptions {
  color: boolean
  /** Text of the files diagnostics point into, for code frames. */
  sources: Readonly<Record<string, string>>
  /** How to show a project-relative path (e.g. relative to the working folder). */
  displayPath?: (file: string) => string
}

const STYLES = { red: [31, 39], yellow: [33, 39], blue: [34, 39], cyan: [36, 39], dim: [2, 22], bold: [1, 22] } as const
type Style = keyof typeof STYLES

function painter(color: boolean): (style: Style, text: string) => string {
  return color ? (style, text) => `\u001b[${STYLES[style][0]}m${text}\u001b[${STYLES[style][1]}m` : (_style, text) => text
}

const SEVERITY_STYLE: Record<Diagnostic['severity'], Style> = { error: 'red', warning: 'yellow', info: 'blue' }

/**
 * Characters of user input a terminal would act on rather than show: C0 and C1 controls (ESC
 * sequences retitle or clear the terminal; a line feed would start a line that looks like
 * docsnav's own), DEL, line separators and bidirectional overrides (which reorder what is shown).
 * Tab is handled where code frames are laid out.
 */
const UNSHOWABLE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/

/**
 * How one character that must not reach a terminal is shown: C0 controls and DEL as their Unicode
 * control pictures (one column, so carets stay aligned), the others as `<U+XXXX>`.
 */
function shown(character: string): string {
  const code = character.charCodeAt(0)
  if (code < 0x20) return String.fromCharCode(0x2400 + code)
  if (code === 0x7f) return '\u2421'
  return `<U+${code.toString(16).toUpperCase().padStart(4, '0')}>`
}

/** Text from user input made safe for a terminal or a CI log: every control character shown, not sent. */
export function visible(text: string): string {
  if (!UNSHOWABLE.test(text)) return text
  let out = ''
  for (const character of text) out += UNSHOWABLE.test(character) ? shown(character) : character
  return out
}

/** Compiler-style output: location, severity, code, message, a code frame, the hint, related places. */
export function renderPretty(diagnostics: readonly Diagnostic[], summary: Summary, options: RenderOptions): string {
  const paint = painter(options.color)
  const show = (file: string) => visible((options.displayPath ?? ((path: string) => path))(file))
  // Each file split, and each of its lines laid out, once: a minified file has thousands of
  // diagnostics on one line, which must not be laid out again for each of them.
  const linesOf = new Map<string, Array<string | ShownLine>>()
  const blocks = diagnostics.map((diagnostic) => {
    const place =
      diagnostic.file === undefined
        ? ''
        : diagnostic.line === undefined
          ? `${show(diagnostic.file)} `
          : `${show(diagnostic.file)}:${diagnostic.line}:${diagnostic.column} `
    const lines = [
      `${paint('bold', place)}${paint(SEVERITY_STYLE[diagnostic.severity], diagnostic.severity)} ${paint('dim', diagnostic.code)} ${visible(diagnostic.message)}`,
    ]
    const source = diagnostic.file === undefined ? undefined : options.sources[diagnostic.file]
    if (source !== undefined && diagnostic.line !== undefined) {
      if (!linesOf.has(diagnostic.file!)) linesOf.set(diagnostic.file!, source.split('\n'))
      lines.push(...codeFrame(linesOf.get(diagnostic.file!)!, diagnostic as Required<Diagnostic>, paint))
    }
    lines.push(`  ${paint('cyan', 'hint:')} ${visible(diagnostic.hint)}`)
    for (const related of diagnostic.related) {
      lines.push(`  ${paint('dim', `${visible(related.message)}: ${show(related.file)}:${related.line}:${related.column}`)}`)
    }
    return lines.join('\n')
  })
  blocks.push(summaryLine(summary, paint))
  return `${blocks.join('\n\n')}\n`
}

/** `1 error`, `2 errors`. */
export function countOf(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

function summaryLine(summary: Summary, paint: ReturnType<typeof painter>): string {
  const text = `${countOf(summary.errors, 'error')}, ${countOf(summary.warnings, 'warning')}${summary.infos ? `, ${countOf(summary.infos, 'info')}` : ''}`
  if (summary.errors > 0) return paint('red', `✖ ${text}`)
  return summary.warnings > 0 ? paint('yellow', `⚠ ${text}`) : `✔ ${text}`
}

/** Columns of a code frame line: a long (minified) line is shown as a window around the column. */
const FRAME_WIDTH = 120
/** How much of the window is left of the column, when the line must be cut. */
const FRAME_LEAD = 40

/**
 * Two lines of context around the first line of the diagnostic, with a marker under its range.
 * Every line is shown through the same window of columns, so the marker stays under its text.
 */
function codeFrame(lines: Array<string | ShownLine>, diagnostic: Required<Diagnostic>, paint: ReturnType<typeof painter>): string[] {
  const shownLine = (number: number): ShownLine => {
    const line = lines[number - 1] ?? ''
    if (typeof line !== 'string') return line
    const laidOut = displayLine(line)
    if (number <= lines.length) lines[number - 1] = laidOut
    return laidOut
  }
  const first = Math.max(1, diagnostic.line - 2)
  const last = Math.min(lines.length, diagnostic.line + 2)
  const width = String(last).length
  const marked = shownLine(diagnostic.line)
  const startColumn = marked.columnOf(diagnostic.column - 1)
  const endColumn = diagnostic.endLine === diagnostic.line ? marked.columnOf(diagnostic.endColumn - 1) : marked.text.length
  const windowStart = marked.text.length <= FRAME_WIDTH || startColumn < FRAME_WIDTH - FRAME_LEAD ? 0 : startColumn - FRAME_LEAD
  const frame: string[] = []
  for (let number = first; number <= last; number++) {
    const line = number === diagnostic.line ? marked : shownLine(number)
    const cut = windowOf(line.text, windowStart)
    const gutter = `${String(number).padStart(width)} |`
    if (number !== diagnostic.line) {
      frame.push(`  ${paint('dim', `  ${gutter}`)} ${cut.text}`)
      continue
    }
    frame.push(`  ${paint('bold', '>')} ${paint('dim', gutter)} ${cut.text}`)
    const caretStart = startColumn - cut.from + cut.lead
    const caretEnd = Math.min(endColumn - cut.from, FRAME_WIDTH + windowStart - cut.from) + cut.lead
    const length = Math.max(1, caretEnd - caretStart)
    frame.push(
      `    ${' '.repeat(width)} ${paint('dim', '|')} ${' '.repeat(Math.max(0, caretStart))}${paint(SEVERITY_STYLE[diagnostic.severity], '^'.repeat(length))}`,
    )
  }
  return frame
}

/**
 * The columns `[start, start + FRAME_WIDTH)` of a line, widened to whole characters (a surrogate
 * pair is never cut in two), with `…` where it was cut; `from` is the first column shown and
 * `lead` is 1 when cut on the left.
 */
function windowOf(text: string, start: number): { text: string; lead: number; from: number } {
  const from = start > 0 && isLowSurrogate(text.charCodeAt(start)) ? start - 1 : start
  let to = start + FRAME_WIDTH
  if (to < text.length && isLowSurrogate(text.charCodeAt(to))) to++
  // An empty line has nothing to cut.
  const left = from > 0 && text.length > 0 ? '…' : ''
  const right = to < text.length ? '…' : ''
  return { text: `${left}${text.slice(from, to)}${right}`, lead: left.length, from }
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff
}

/** A source line as shown (tabs as spaces, controls made visible), and where each UTF-16 column of it ended up. */
interface ShownLine {
  text: string
  columnOf: (column: number) => number
}

function displayLine(raw: string): ShownLine {
  const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw
  if (!UNSHOWABLE.test(line) && !line.includes('\t')) return { text: line, columnOf: (column) => Math.min(column, line.length) }
  const starts: number[] = []
  let text = ''
  for (let at = 0; at < line.length; at++) {
    starts.push(text.length)
    const character = line[at]!
    text += character === '\t' ? ' ' : UNSHOWABLE.test(character) ? shown(character) : character
  }
  return { text, columnOf: (column) => (column < starts.length ? starts[column]! : text.length) }
}

/** `{"diagnostics": [...], "summary": {...}}`, one stable document for programs, with any `extra` fields (the CLI's `outputs`). */
export function renderJson(diagnostics: readonly Diagnostic[], summary: Summary, extra: Readonly<Record<string, unknown>> = {}): string {
  return `${JSON.stringify({ diagnostics, summary, ...extra }, null, 2)}\n`
}

/** GitHub Actions workflow commands: each diagnostic becomes an annotation on its line. */
export function renderGithub(diagnostics: readonly Diagnostic[], summary: Summary, displayPath: (file: string) => string = (file) => file): string {
  const command = { error: 'error', warning: 'warning', info: 'notice' } as const
  const lines = diagnostics.map((diagnostic) => {
    const properties = [
      ...(diagnostic.file === undefined ? [] : [`file=${escapeProperty(displayPath(diagnostic.file))}`]),
      ...(diagnostic.line === undefined
        ? []
        : [`line=${diagnostic.line}`, `col=${diagnostic.column}`, `endLine=${diagnostic.endLine}`, `endColumn=${diagnostic.endColumn}`]),
      `title=${escapeProperty(`${diagnostic.code} ${diagnostic.slug}`)}`,
    ].join(',')
    return `::${command[diagnostic.severity]} ${properties}::${escapeData(`${diagnostic.message}\n${diagnostic.hint}`)}`
  })
  lines.push(`docsnav: ${countOf(summary.errors, 'error')}, ${countOf(summary.warnings, 'warning')}, ${countOf(summary.infos, 'info')}`)
  return `${lines.join('\n')}\n`
}

/** Workflow command data: `%`, CR and LF encoded as the runner expects; other controls made visible. */
function escapeData(text: string): string {
  return visible(text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A'))
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')
}
