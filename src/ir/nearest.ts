/**
 * Names compared for "did you mean" in one compile (one check), at most: a few hundred
 * milliseconds. Past it, misses are reported without suggestions: thousands of misses among
 * thousands of names (missing operations of a large spec, missing pages beside many files) would
 * otherwise take minutes.
 */
export const MAX_SUGGESTION_COMPARISONS = 250_000

/** Spends `count` comparisons of an allowance when it still covers them (true); else spends it out (false). */
export function spendComparisons(allowance: { comparisonsLeft: number }, count: number): boolean {
  if (count > allowance.comparisonsLeft) {
    allowance.comparisonsLeft = 0
    return false
  }
  allowance.comparisonsLeft -= count
  return true
}

/** "Did you mean ...?": the candidate closest to a word, if it is close enough to be a likely typo. */
export function nearest(word: string, candidates: Iterable<string>): string | undefined {
  const lower = word.toLowerCase()
  let best: string | undefined
  let bestDistance = Infinity
  for (const candidate of candidates) {
    const candidateLower = candidate.toLowerCase()
    if (candidateLower === lower) return candidate
    const distance = editDistance(lower, candidateLower)
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  // A third of the word's length, at least one edit: `colapsed` -> `collapsed`, not `x` -> `tab`.
  const allowed = Math.max(1, Math.floor(Math.max(word.length, 3) / 3))
  return bestDistance <= allowed ? best : undefined
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. With
 * `limit`, a distance above it may be given as any number above it (the work stops there).
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > Math.min(8, limit)) return Math.abs(a.length - b.length)
  // What both start and end with costs nothing: only the middles are compared (operation paths share most of their text).
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  let end = 0
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++
  if (start > 0 || end > 0) {
    a = a.slice(start, a.length - end)
    b = b.slice(start, b.length - end)
  }
  // Three rows of the table, reused: the one before the last (for swaps), the last, and this one.
  let before = new Int32Array(b.length + 1)
  let previous = new Int32Array(b.length + 1)
  let current = new Int32Array(b.length + 1)
  for (let j = 0; j <= b.length; j++) previous[j] = j
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowLeast = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1)
      current[j] = value
      if (value < rowLeast) rowLeast = value
    }
    // A row never holds less than the row above it did, less one swap: past the limit by two, the distance is too.
    if (rowLeast > limit + 1) return limit + 1
    const oldest = before
    before = previous
    previous = current
    current = oldest
  }
  return previous[b.length]!
}

/** `{ suggestion }` when a string value is near one of the candidates (with `prefix` before it), else `{}`: for spreading into a message's parameters. */
export function suggest(value: unknown, candidates: readonly string[], prefix = ''): { suggestion?: string } {
  if (typeof value !== 'string') return {}
  const match = nearest(value, candidates)
  return match === undefined ? {} : { suggestion: `${prefix}${match}` }
}
