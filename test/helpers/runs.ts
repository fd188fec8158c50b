/**
 * How many cases a fast-check property runs: all of `full` in `npm test`, a quarter of them (at
 * least `least`) in `npm run test:quick`, whose config sets DOCSNAV_QUICK. The seed is the same,
 * so the quick loop runs the first cases of the full run: a failure it finds, the full run finds.
 */
export function numRuns(full: number, least = 25): number {
  return process.env.DOCSNAV_QUICK === '1' ? Math.min(full, Math.max(least, Math.ceil(full / 4))) : full
}

/**
 * Whether this is `npm run test:quick`. The tests of scale (a group of 150,000 pages, a page of
 * 20,000 links, nesting past the stack) take seconds each and are skipped there with
 * `it.skipIf(quick)`: `npm test` runs them, as CI does.
 */
export const quick = process.env.DOCSNAV_QUICK === '1'
