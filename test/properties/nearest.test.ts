import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { editDistance } from '../../src/ir/nearest.js'

/** Short strings of few letters, so that they are near each other and swaps are common. */
const word = fc.stringMatching(/^[abc/]{0,12}$/)

/** Optimal string alignment distance, as its definition computes it: the whole table. */
function alignmentDistance(a: string, b: string): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)))
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      table[i]![j] = Math.min(table[i - 1]![j]! + 1, table[i]![j - 1]! + 1, table[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) table[i]![j] = Math.min(table[i]![j]!, table[i - 2]![j - 2]! + 1)
    }
  }
  return table[a.length]![b.length]!
}

describe('edit distance', () => {
  it('is the optimal string alignment distance (for strings whose lengths differ by 8 or less)', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        fc.pre(Math.abs(a.length - b.length) <= 8)
        expect(editDistance(a, b)).toBe(alignmentDistance(a, b))
      }),
      { numRuns: 3000 },
    )
  })
})

describe('edit distance with a limit', () => {
  it('is the distance when that is within the limit, and above the limit otherwise', () => {
    fc.assert(
      fc.property(word, word, fc.nat(6), (a, b, limit) => {
        const distance = editDistance(a, b)
        const limited = editDistance(a, b, limit)
        if (distance <= limit) expect(limited).toBe(distance)
        else expect(limited).toBeGreaterThan(limit)
      }),
      { numRuns: 2000 },
    )
  })
})
