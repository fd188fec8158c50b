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

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 8) return Math.abs(a.length - b.length)
  let before = new Array<number>(b.length + 1).fill(0)
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1)
      current.push(value)
    }
    before = previous
    previous = current
  }
  return previous[b.length]!
}

/** `{ suggestion }` when a string value is near one of the candidates (with `prefix` before it), else `{}`: for spreading into a message's parameters. */
export function suggest(value: unknown, candidates: readonly string[], prefix = ''): { suggestion?: string } {
  if (typeof value !== 'string') return {}
  const match = nearest(value, candidates)
  return match === undefined ? {} : { suggestion: `${prefix}${match}` }
}
