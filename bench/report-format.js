// The benchmark report's tables (bench/report.js): from the report's JSON to Markdown, whether each
// row meets its target, and the report's section of docs/performance.md. No measuring here: the
// functions take the JSON as it is (test/bench-report.test.ts runs them on a fixed one).

export const START_MARKER = '<!-- bench:report:start -->'
export const END_MARKER = '<!-- bench:report:end -->'

/**
 * A row of the report, as bench/report.json holds it:
 * - id: stable across reports (a later report is compared with this one by it);
 * - measure, docsnav (its figure, in words), comparedWith (what it is compared with, in words);
 * - status: 'measured', 'failed' (error says why), 'not run' or 'unavailable' (note says why);
 * - value and unit (×, ms, MB, %, µs, KB, s): the figure the target is about;
 * - target: { op: '<=' | '>=', value, underLoad? } or absent (a figure reported, without a target);
 *   underLoad: the target is for the figure under load;
 * - loaded: { value, docsnav? }, the same figure measured with the machine busy (one CPU-bound
 *   process per core running beside it), where the row measures it: what people wait for on a
 *   shared machine, and where a regression shows that a quiet machine hides;
 * - partial: measured at another size than the target's (--quick), so not judged;
 * - command: what reproduces it; note: anything the reader needs beside the figure.
 * @typedef {{ id: string, measure: string, status: 'measured' | 'failed' | 'not run' | 'unavailable', docsnav?: string,
 *   comparedWith?: string, value?: number, unit?: string, target?: { op: '<=' | '>=', value: number, underLoad?: boolean },
 *   loaded?: { value: number, docsnav?: string }, partial?: boolean,
 *   command: string, note?: string, error?: string }} Row
 */

/** Whether a row meets its target: true, false, or undefined (no target, not measured, or measured at another size). */
export function verdict(row) {
  const value = row.target?.underLoad ? row.loaded?.value : row.value
  if (row.status !== 'measured' || !row.target || typeof value !== 'number' || row.partial) return undefined
  return row.target.op === '<=' ? value <= row.target.value : value >= row.target.value
}

/** A figure with its unit, rounded to what the noise allows: about 3 significant digits, at most 2 decimals. */
export function formatValue(value, unit = '') {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '—'
  const magnitude = Math.abs(value)
  const decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2
  const text = value.toLocaleString('en-US', { maximumFractionDigits: decimals })
  if (unit === '×') return `${text}×`
  if (unit === '%') return `${text}%`
  return unit ? `${text} ${unit}` : text
}

export function formatTarget(target, unit) {
  if (!target) return '(reported)'
  return `${target.op === '<=' ? '≤' : '≥'} ${formatValue(target.value, unit)}${target.underLoad ? ' under load' : ''}`
}

/** The "met" cell. */
export function formatVerdict(row) {
  if (row.status === 'failed') return '**failed**'
  if (row.status !== 'measured') return row.status
  if (!row.target) return '—'
  if (row.partial) return '— (other size)'
  return verdict(row) ? 'met' : '**not met**'
}

/** The "result" cell: the figure, or why there is none. */
export function formatResult(row) {
  if (row.status === 'failed') return `failed: ${cell(row.error ?? 'no reason given')}`
  if (row.status !== 'measured') return `${row.status}${row.note ? `: ${cell(row.note)}` : ''}`
  return formatValue(row.value, row.unit)
}

/** The "under load" cell: the figure with the machine busy, and what it is made of. */
export function formatLoaded(row) {
  if (row.status !== 'measured' || typeof row.loaded?.value !== 'number') return '—'
  const figure = formatValue(row.loaded.value, row.unit)
  return row.loaded.docsnav ? `${figure} (${cell(row.loaded.docsnav)})` : figure
}

/** Text safe in a Markdown table cell: no pipes, no line breaks, not too long. */
export function cell(text) {
  const flat = String(text).replaceAll('|', '\\|').replace(/\s+/g, ' ').trim()
  return flat.length > 300 ? `${flat.slice(0, 297)}...` : flat
}

/**
 * The Markdown table of a report. `previous` (an earlier report's JSON, or undefined) adds a column
 * with that report's figure for the same row id.
 */
export function markdownTable(report, previous) {
  const earlier = new Map((previous?.rows ?? []).map((row) => [row.id, row]))
  const withPrevious = earlier.size > 0
  const header = ['#', 'measure', 'docsnav', 'compared with', 'result', 'under load', 'target', 'met', ...(withPrevious ? ['previous report'] : []), 'command']
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`]
  for (const [index, row] of report.rows.entries()) {
    const before = earlier.get(row.id)
    const cells = [
      String(index + 1),
      cell(row.measure),
      cell(row.status === 'measured' ? (row.docsnav ?? '') : ''),
      cell(row.status === 'measured' ? (row.comparedWith ?? '') : ''),
      formatResult(row),
      formatLoaded(row),
      formatTarget(row.target, row.unit),
      formatVerdict(row),
      ...(withPrevious ? [before?.status === 'measured' ? formatValue(before.value, before.unit) : '—'] : []),
      `\`${cell(row.command).replaceAll('`', "'")}\``,
    ]
    lines.push(`| ${cells.join(' | ')} |`)
  }
  const notes = report.rows.flatMap((row, index) => (row.status === 'measured' && row.note ? [`- ${index + 1} (\`${row.id}\`): ${cell(row.note)}`] : []))
  return [...lines, ...(notes.length > 0 ? ['', ...notes] : [])].join('\n')
}

/** The machine and the date, in one line. */
export function machineLine(report) {
  const machine = report.machine ?? {}
  const load = Array.isArray(machine.loadAverage) ? machine.loadAverage.map((value) => value.toFixed(2)).join(', ') : '?'
  return `${machine.cpu ?? 'unknown CPU'}, ${machine.cores ?? '?'} cores, ${machine.memoryGb ?? '?'} GB of memory, node ${machine.node ?? '?'}; load average at the start ${load}`
}

/** A summary line: how many rows meet their target. */
export function summaryLine(report) {
  const judged = report.rows.map(verdict).filter((value) => value !== undefined)
  const met = judged.filter(Boolean).length
  const failed = report.rows.filter((row) => row.status === 'failed').length
  return `${met} of ${judged.length} targets met${failed > 0 ? `; ${failed} measurement${failed === 1 ? '' : 's'} failed` : ''}.`
}

/** The whole report in Markdown: a title line, the machine, the summary and the table. */
export function markdownReport(report, previous) {
  const kind = report.quick ? '`node bench/report.js --quick` (smaller sizes where labelled)' : '`npm run bench:report`'
  return [
    `Benchmark report of ${report.date} by ${kind}, taking ${formatDuration(report.durationMs)}.`,
    `Machine: ${machineLine(report)}.`,
    summaryLine(report),
    '',
    markdownTable(report, previous),
  ].join('\n')
}

function formatDuration(milliseconds) {
  if (typeof milliseconds !== 'number') return 'an unknown time'
  const seconds = Math.round(milliseconds / 1000)
  return seconds >= 120 ? `${Math.floor(seconds / 60)} min ${seconds % 60} s` : `${seconds} s`
}

/** The section of docs/performance.md that holds the latest report, markers included. */
export function docsSection(report, previous) {
  return [
    START_MARKER,
    '## The latest benchmark report',
    '',
    'The figures to go by are these: the sections after this one are the history of how the figures',
    'came to be, each measured when its change was made, and older than this table where they differ.',
    'Each row names the command that measures it again (ratios are medians of paired runs, A B A B ...,',
    'of whole processes where it says "process"). "Under load": the same measure with one CPU-bound',
    'process per core running beside it, as editors and CI jobs run on shared machines; a target marked',
    '"under load" is judged on that figure. `npm run bench:report` writes this section and',
    "`bench/report.json` (the rows by stable ids, so a later report shows this one's figure beside its own);",
    'CI prints `node bench/report.js --quick` at the end of its log without failing on it.',
    '',
    markdownReport(report, previous),
    END_MARKER,
  ].join('\n')
}

/**
 * `doc` with its report section replaced by `section`; where it has none yet, the section goes
 * after the page's title (its first line starting with `# `).
 */
export function replaceSection(doc, section) {
  const start = doc.indexOf(START_MARKER)
  const end = doc.indexOf(END_MARKER)
  if (start !== -1 && end > start) return doc.slice(0, start) + section + doc.slice(end + END_MARKER.length)
  if (start !== -1 || end !== -1) throw new Error(`the report's markers in the document are not a pair in order (${START_MARKER} … ${END_MARKER})`)
  const title = doc.match(/^# .*\n/m)
  if (!title) return `${section}\n\n${doc}`
  const after = title.index + title[0].length
  return `${doc.slice(0, after)}\n${section}\n${doc.slice(after).replace(/^\n*/, '\n')}`
}
