// Types of bench/report-format.js (the benchmark report's tables), for test/bench-report.test.ts.
export interface Target {
  op: '<=' | '>='
  value: number
  underLoad?: boolean
}
export interface Loaded {
  value: number
  docsnav?: string
}
export interface Row {
  id: string
  measure: string
  status: 'measured' | 'failed' | 'not run' | 'unavailable'
  docsnav?: string
  comparedWith?: string
  value?: number
  unit?: string
  target?: Target
  loaded?: Loaded
  partial?: boolean
  command: string
  note?: string
  error?: string
}
export interface Report {
  version: number
  date: string
  quick: boolean
  machine: { cpu: string; cores: number; memoryGb: number; node: string; loadAverage: number[] }
  durationMs: number
  rows: Row[]
}
export const START_MARKER: string
export const END_MARKER: string
export function verdict(row: Row): boolean | undefined
export function formatValue(value: number | undefined, unit?: string): string
export function formatTarget(target: Target | undefined, unit?: string): string
export function formatVerdict(row: Row): string
export function formatResult(row: Row): string
export function formatLoaded(row: Row): string
export function cell(text: string): string
export function markdownTable(report: Report, previous?: Report): string
export function machineLine(report: Report): string
export function summaryLine(report: Report): string
export function markdownReport(report: Report, previous?: Report): string
export function docsSection(report: Report, previous?: Report): string
export function replaceSection(doc: string, section: string): string
