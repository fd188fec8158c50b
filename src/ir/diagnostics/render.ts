import type { Diagnostic, Summary } from '../../compile.js'

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

/** Compiler-style output: location, severity, code, message, a code frame, the hint, related places. */
export function renderPretty(diagnostics: readonly Diagnostic[], summary: Summary, options: RenderOptions): string {
  const paint = painter(options.color)
  const show = options.displayPath ?? ((file: string) => file)
  const linesOf = new Map<string, string[]>()
  const blocks = diagnostics.map((diagnostic) => {
    const lines = [
      `${paint('bold', `${show(diagnostic.file)}:${diagnostic.line}:${diagnostic.column}`)} ${paint(SEVERITY_STYLE[diagnostic.severity], diagnostic.severity)} ${paint('dim', diagnostic.code)} ${diagnostic.message}`,
    ]
    const source = options.sources[diagnostic.file]
    if (source !== undefined) {
      if (!linesOf.has(diagnostic.file)) linesOf.set(diagnostic.file, source.split('\n'))
      lines.push(...codeFrame(linesOf.get(diagnostic.file)!, diagnostic, paint))
    }
    lines.push(`  ${paint('cyan', 'hint:')} ${diagnostic.hint}`)
    for (const related of diagnostic.related) {
      lines.push(`  ${paint('dim', `${related.message}: ${show(related.file)}:${related.line}:${related.column}`)}`)
    }
    return lines.join('\n')
  })
  blocks.push(summaryLine(summary, paint))
  return `${blocks.join('\n\n')}\n`
}

function countOf(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`
}

function summaryLine(summary: Summary, paint: ReturnType<typeof painter>): string {
  const text = `${countOf(summary.errors, 'error')}, ${countOf(summary.warnings, 'warning')}${summary.infos ? `, ${countOf(summary.infos, 'info')}` : ''}`
  if (summary.errors > 0) return paint('red', `✖ ${text}`)
  return summary.warnings > 0 ? paint('yellow', `⚠ ${text}`) : `✔ ${text}`
}

/** Two lines of context around the first line of the diagnostic, with a marker under its range. */
function codeFrame(lines: readonly string[], diagnostic: Diagnostic, paint: ReturnType<typeof painter>): string[] {
  const first = Math.max(1, diagnostic.line - 2)
  const last = Math.min(lines.length, diagnostic.line + 2)
  const width = String(last).length
  const frame: string[] = []
  for (let number = first; number <= last; number++) {
    const text = (lines[number - 1] ?? '').replace(/\r$/, '').replace(/\t/g, ' ')
    const shown = text.length > 160 ? `${text.slice(0, 157)}...` : text
    const gutter = `${String(number).padStart(width)} |`
    if (number !== diagnostic.line) {
      frame.push(`  ${paint('dim', `  ${gutter}`)} ${shown}`)
      continue
    }
    frame.push(`  ${paint('bold', '>')} ${paint('dim', gutter)} ${shown}`)
    const end = diagnostic.endLine === diagnostic.line ? diagnostic.endColumn : text.length + 1
    const length = Math.max(1, Math.min(end, 160) - diagnostic.column)
    frame.push(`    ${' '.repeat(width)} ${paint('dim', '|')} ${' '.repeat(Math.max(0, diagnostic.column - 1))}${paint(SEVERITY_STYLE[diagnostic.severity], '^'.repeat(length))}`)
  }
  return frame
}

/** `{"diagnostics": [...], "summary": {...}}`, one stable document for programs. */
export function renderJson(diagnostics: readonly Diagnostic[], summary: Summary): string {
  return `${JSON.stringify({ diagnostics, summary }, null, 2)}\n`
}

/** GitHub Actions workflow commands: each diagnostic becomes an annotation on its line. */
export function renderGithub(diagnostics: readonly Diagnostic[], summary: Summary, displayPath: (file: string) => string = (file) => file): string {
  const command = { error: 'error', warning: 'warning', info: 'notice' } as const
  const lines = diagnostics.map((diagnostic) => {
    const properties = [
      `file=${escapeProperty(displayPath(diagnostic.file))}`,
      `line=${diagnostic.line}`, `col=${diagnostic.column}`,
      `endLine=${diagnostic.endLine}`, `endColumn=${diagnostic.endColumn}`,
      `title=${escapeProperty(`${diagnostic.code} ${diagnostic.slug}`)}`,
    ].join(',')
    return `::${command[diagnostic.severity]} ${properties}::${escapeData(`${diagnostic.message}\n${diagnostic.hint}`)}`
  })
  lines.push(`docsnav: ${countOf(summary.errors, 'error')}, ${countOf(summary.warnings, 'warning')}, ${countOf(summary.infos, 'info')}`)
  return `${lines.join('\n')}\n`
}

function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C')
}
