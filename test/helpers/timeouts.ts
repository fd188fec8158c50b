/**
 * Timeouts sized from the work a test does, so that they stop a hang and never a slow or busy
 * machine. A test doing `units` of work that each take about `unitMs` on a quiet two-core machine
 * gets {@link SLACK} times that: the suite run beside another CPU-heavy job (a second `npm test`)
 * goes at a third of its quiet speed, and this leaves as much again. Tests that do little keep the
 * suite's default, {@link DEFAULT_TIMEOUT_MS}, which covers any test of up to 24 s when quiet.
 */
export const DEFAULT_TIMEOUT_MS = 120_000
export const SLACK = 5

export function timeoutFor(units: number, unitMs: number): number {
  return Math.max(DEFAULT_TIMEOUT_MS, Math.ceil(units * unitMs * SLACK))
}
