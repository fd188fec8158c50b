import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sizeAfter } from '../../src/lsp/text-size.js'
import { numRuns } from '../helpers/runs.js'

/** Text of ASCII, accented and CJK letters, emoji (surrogate pairs) and lone surrogates. */
const text = fc.array(fc.constantFrom('a', '"', '\n', 'é', 'ß', '語', '😀', '\uD83D', '\uDE00', '\r'), { maxLength: 24 }).map((parts) => parts.join(''))
/** Text without surrogates: its size is always followed. */
const plainText = fc.array(fc.constantFrom('a', '"', '\n', 'é', '語', '\r'), { maxLength: 24 }).map((parts) => parts.join(''))

/** An edit of `before`: the range from..to (in UTF-16 code units, as an editor's positions) replaced. */
const edit = (before: fc.Arbitrary<string>, inserted: fc.Arbitrary<string>) =>
  before.chain((value) =>
    fc.tuple(fc.constant(value), fc.nat({ max: value.length }), fc.nat({ max: value.length }), inserted).map(([value, a, b, insert]) => ({
      value,
      range: [Math.min(a, b), Math.max(a, b)] as const,
      insert,
    })),
  )

describe("an editor's text's size followed through its edits", () => {
  it('is the size of the edited text in UTF-8, or unknown (surrogates at the edit)', () => {
    fc.assert(
      fc.property(edit(text, text), ({ value, range, insert }) => {
        const after = value.slice(0, range[0]) + insert + value.slice(range[1])
        const size = sizeAfter(Buffer.byteLength(value), value, range, insert)
        if (size !== undefined) expect(size).toBe(Buffer.byteLength(after))
      }),
      { numRuns: numRuns(2000) },
    )
  })

  it('is known after any edit of a text without surrogates', () => {
    fc.assert(
      fc.property(edit(plainText, plainText), ({ value, range, insert }) => {
        const after = value.slice(0, range[0]) + insert + value.slice(range[1])
        expect(sizeAfter(Buffer.byteLength(value), value, range, insert)).toBe(Buffer.byteLength(after))
      }),
      { numRuns: numRuns(1000) },
    )
  })
})
