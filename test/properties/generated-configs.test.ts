import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compileSync } from '../../src/index.js'
import { nearValidConfig, validConfig } from '../../src/testing/index.js'
import { expectValidPositions } from '../helpers/positions.js'

/** Reorders the keys of every object, keeping arrays in order. */
function shuffleKeys(value: unknown, seed: number): unknown {
  if (Array.isArray(value)) return value.map((item, index) => shuffleKeys(item, seed + index))
  if (typeof value !== 'object' || value === null) return value
  const entries = Object.entries(value)
  const shuffled = entries.map((entry, index) => ({ entry, order: Math.sin(seed * 31 + index * 17) })).sort((a, b) => a.order - b.order)
  return Object.fromEntries(shuffled.map(({ entry: [key, item] }, index) => [key, shuffleKeys(item, seed * 7 + index)]))
}

describe('generated configs (docsnav/testing)', () => {
  it('valid configs compile with no diagnostics at all', () => {
    fc.assert(
      fc.property(validConfig(), (config) => {
        expect(compileSync({ config }, { noFiles: true }).diagnostics).toEqual([])
      }),
      { numRuns: 300 },
    )
  })

  it('a config with one mistake reports that mistake by its code', () => {
    fc.assert(
      fc.property(nearValidConfig(), ({ config, mistake }) => {
        const result = compileSync({ config }, { noFiles: true })
        expectValidPositions(result)
        expect(result.diagnostics.map((diagnostic) => diagnostic.code)).toContain(mistake.code)
      }),
      { numRuns: 300 },
    )
  })

  it('reports the same problems whatever the order of keys in objects', () => {
    fc.assert(
      fc.property(nearValidConfig(), fc.integer({ min: 1, max: 1000 }), ({ config }, seed) => {
        const problems = (input: unknown) =>
          compileSync({ config: input as object }, { noFiles: true })
            .diagnostics.map((diagnostic) => `${diagnostic.code} ${diagnostic.pointer}`)
            .sort()
        expect(problems(shuffleKeys(config, seed))).toEqual(problems(config))
      }),
      { numRuns: 200 },
    )
  })

  it('builds the same tree from the same config twice', () => {
    fc.assert(
      fc.property(validConfig(), (config) => {
        expect(JSON.stringify(compileSync({ config }, { noFiles: true }).tree)).toBe(JSON.stringify(compileSync({ config }, { noFiles: true }).tree))
      }),
      { numRuns: 50 },
    )
  })
})
