// The benchmark report's tables (bench/report-format.js) on a fixed report: the formatting, whether a
// row meets its target, a failed measurement shown as failed, and the report's section of
// docs/performance.md replaced between its markers in a copy. No benchmark runs here.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  END_MARKER,
  START_MARKER,
  docsSection,
  formatValue,
  markdownReport,
  markdownTable,
  type Report,
  replaceSection,
  verdict,
} from '../bench/report-format.js'

const report: Report = {
  version: 1,
  date: '2026-11-27T15:00:00Z',
  quick: false,
  machine: { cpu: 'Test CPU', cores: 2, memoryGb: 24, node: 'v20.20.2', loadAverage: [1.5, 1.25, 1] },
  durationMs: 754_000,
  rows: [
    {
      id: 'cli-check-crewai',
      measure: '`check --no-files` of crewAI ÷ JSON.parse process',
      status: 'measured',
      docsnav: '174 ms, 80 MB',
      comparedWith: 'node, JSON.parse: 68 ms',
      value: 2.5588,
      unit: '×',
      target: { op: '<=', value: 2 },
      command: 'npm run bench:cold',
    },
    {
      id: 'cli-check-tiny',
      measure: '`check` of a tiny project ÷ `node -e 0`',
      status: 'measured',
      docsnav: '60 ms',
      comparedWith: 'node -e 0: 50 ms',
      value: 1.2,
      unit: '×',
      target: { op: '<=', value: 1.3 },
      command: 'npm run bench:cold',
    },
    {
      id: 'build-vs-mintlify',
      measure: 'build vs Mintlify | times faster',
      status: 'measured',
      docsnav: '300 ms',
      comparedWith: "Mintlify's prebuild: 23,000 ms",
      value: 76.67,
      unit: '×',
      target: { op: '>=', value: 60 },
      command: 'node bench/report.js --only build-vs-mintlify',
    },
    {
      id: 'build-peak-rss-pages',
      measure: 'peak RSS at 20,000 pages',
      status: 'measured',
      docsnav: '512 MB',
      value: 512,
      unit: 'MB',
      target: { op: '<=', value: 300 },
      partial: true,
      command: 'node bench/report.js --only build-peak-rss-pages',
      note: 'at 20,000 pages (--quick); the target is for 100,000',
    },
    {
      id: 'lsp-keystroke',
      measure: 'keystroke → diagnostics',
      status: 'failed',
      unit: 'ms',
      target: { op: '<=', value: 50 },
      command: 'node bench/lsp.js --json',
      error: 'took more than 240 s: killed',
    },
    {
      id: 'lsp-outline',
      measure: 'outline',
      status: 'measured',
      docsnav: '20 ms',
      value: 20,
      unit: 'ms',
      target: { op: '<=', value: 50, underLoad: true },
      loaded: { value: 75.5, docsnav: '2 busy processes' },
      command: 'node bench/lsp.js --json',
    },
    {
      id: 'search-pagefind',
      measure: 'Pagefind index',
      status: 'measured',
      docsnav: '11,791 ms',
      value: 11_791.4,
      unit: 'ms',
      command: 'npm run bench:search',
    },
    {
      id: 'starlight-share',
      measure: "docsnav's share of astro build",
      status: 'not run',
      unit: '%',
      target: { op: '<=', value: 10 },
      command: 'npm run bench:starlight',
      note: 'not run in --quick (minutes)',
    },
  ],
}

const lineOf = (table: string, id: string) => {
  const index = report.rows.findIndex((row) => row.id === id)
  return table.split('\n')[2 + index] ?? ''
}

describe('the benchmark report', () => {
  it('judges each row against its target, in the direction the target says', () => {
    expect(report.rows.map(verdict)).toEqual([false, true, true, undefined, undefined, false, undefined, undefined])
    // A target under load is judged on the figure under load, and only on it.
    const outline = report.rows.find((row) => row.id === 'lsp-outline')!
    expect(verdict({ ...outline, loaded: { value: 49 } })).toBe(true)
    expect(verdict({ ...outline, loaded: undefined })).toBeUndefined()
  })

  it('formats figures to about three significant digits, with their units', () => {
    expect(formatValue(2.5588, '×')).toBe('2.56×')
    expect(formatValue(76.67, '×')).toBe('76.7×')
    expect(formatValue(11_791.4, 'ms')).toBe('11,791 ms')
    expect(formatValue(9.04, '%')).toBe('9.04%')
    expect(formatValue(50, 'ms')).toBe('50 ms')
    expect(formatValue(undefined, 'ms')).toBe('—')
  })

  it('makes one table line per row: figure, target, met or not, the command', () => {
    const table = markdownTable(report)
    expect(table.split('\n')[0]).toBe('| # | measure | docsnav | compared with | result | under load | target | met | command |')
    expect(lineOf(table, 'cli-check-crewai')).toBe(
      '| 1 | `check --no-files` of crewAI ÷ JSON.parse process | 174 ms, 80 MB | node, JSON.parse: 68 ms | 2.56× | — | ≤ 2× | **not met** | `npm run bench:cold` |',
    )
    expect(lineOf(table, 'cli-check-tiny')).toContain('| 1.2× | — | ≤ 1.3× | met |')
    expect(lineOf(table, 'build-vs-mintlify')).toContain('build vs Mintlify \\| times faster')
    expect(lineOf(table, 'build-vs-mintlify')).toContain('| 76.7× | — | ≥ 60× | met |')
    // Measured at another size than the target's: shown, not judged; the size is said below the table.
    expect(lineOf(table, 'build-peak-rss-pages')).toContain('| 512 MB | — | ≤ 300 MB | — (other size) |')
    expect(table).toContain('- 4 (`build-peak-rss-pages`): at 20,000 pages (--quick); the target is for 100,000')
    // The figure under load beside the quiet one, and the target it is judged by.
    expect(lineOf(table, 'lsp-outline')).toContain('| 20 ms | 75.5 ms (2 busy processes) | ≤ 50 ms under load | **not met** |')
    expect(lineOf(table, 'search-pagefind')).toContain('| 11,791 ms | — | (reported) | — |')
    expect(lineOf(table, 'starlight-share')).toContain('| not run: not run in --quick (minutes) | — | ≤ 10% | not run |')
  })

  it('shows a failed measurement as failed, with its reason, and the others still', () => {
    const line = lineOf(markdownTable(report), 'lsp-keystroke')
    expect(line).toBe('| 5 | keystroke → diagnostics |  |  | failed: took more than 240 s: killed | — | ≤ 50 ms | **failed** | `node bench/lsp.js --json` |')
    const whole = markdownReport(report)
    expect(whole).toContain('2 of 4 targets met; 1 measurement failed.')
    expect(whole).toContain('Test CPU, 2 cores, 24 GB of memory, node v20.20.2; load average at the start 1.50, 1.25, 1.00')
    expect(whole).toContain('taking 12 min 34 s')
  })

  it("shows an earlier report's figure beside each row with the same id", () => {
    const previous: Report = {
      ...report,
      rows: [
        { ...report.rows[0]!, value: 3.1 },
        { ...report.rows[1]!, status: 'failed', error: 'x' },
      ],
    }
    const table = markdownTable(report, previous)
    expect(table.split('\n')[0]).toContain('| met | previous report | command |')
    expect(lineOf(table, 'cli-check-crewai')).toContain('| **not met** | 3.1× |')
    expect(lineOf(table, 'cli-check-tiny')).toContain('| met | — |')
    expect(lineOf(table, 'search-pagefind')).toContain('| — | — |')
  })

  it("replaces the report's section of a copy of docs/performance.md between its markers, and only that", () => {
    const doc = readFileSync(join(import.meta.dirname, '..', 'docs', 'performance.md'), 'utf8')
    const section = docsSection(report)
    expect(section.startsWith(START_MARKER)).toBe(true)
    expect(section.endsWith(END_MARKER)).toBe(true)
    const once = replaceSection(doc, section)
    expect(once.split(START_MARKER)).toHaveLength(2)
    expect(once).toContain(lineOf(markdownTable(report), 'cli-check-tiny'))
    expect(once.startsWith('# Performance\n')).toBe(true)
    // Replaced again, the section is swapped, not added; what is outside it stays as it was.
    const later = docsSection({ ...report, date: '2026-12-01T09:00:00Z' })
    const twice = replaceSection(once, later)
    expect(twice.split(START_MARKER)).toHaveLength(2)
    expect(twice).toContain('2026-12-01T09:00:00Z')
    expect(twice).not.toContain('2026-11-27T15:00:00Z')
    const outside = (text: string) => text.slice(0, text.indexOf(START_MARKER)) + text.slice(text.indexOf(END_MARKER))
    expect(outside(twice)).toBe(outside(once))
    // The first time, the section goes under the page's title, before everything that was there.
    if (doc.includes(START_MARKER)) expect(outside(once)).toBe(outside(doc))
    else expect(once).toBe(`# Performance\n\n${section}\n\n${doc.replace(/^# Performance\n+/, '')}`)
  })

  it('inserts the section after the title of a page that has none, and refuses a lone marker', () => {
    expect(replaceSection('# Title\n\nText.\n', 'S')).toBe('# Title\n\nS\n\nText.\n')
    expect(() => replaceSection(`# Title\n${END_MARKER}\n`, 'S')).toThrow(/markers/)
  })
})
