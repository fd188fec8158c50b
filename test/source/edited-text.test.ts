import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EditedText, sameText, spanBetween } from '../../src/source/edited-text.js'
import { numRuns } from '../helpers/runs.js'

/**
 * An EditedText reads as the string its edits make: its length, characters, slices, searches and
 * whole text are those of the string edited alike, and two texts made from one base say where they
 * may differ, and whether they are the same, as comparing the strings would.
 */

/** An edit as an editor sends it: a range of the text replaced; now and then a long one, past which the text starts anew. */
const edit = fc.record({
  at: fc.nat(),
  remove: fc.oneof(fc.nat({ max: 6 }), fc.nat({ max: 200 })),
  insert: fc.oneof(
    { weight: 12, arbitrary: fc.oneof(fc.constantFrom('', 'x', '\n', 'é', '"', '{', '😀', '\uD83D', '\uDE00'), fc.string({ maxLength: 8 })) },
    // Now and then one past the span's limit: the text starts anew from its whole text.
    { weight: 1, arbitrary: fc.constant('y'.repeat(70_000)) },
  ),
})
type Edit = { at: number; remove: number; insert: string }

/** Applies the edits to a string and to an EditedText of it alike. */
function editBoth(base: string, edits: readonly Edit[]): { text: string; edited: EditedText } {
  let text = base
  let edited = EditedText.of(base)
  for (const { at, remove, insert } of edits) {
    const start = at % (text.length + 1)
    const end = Math.min(text.length, start + remove)
    text = text.slice(0, start) + insert + text.slice(end)
    edited = edited.edit(start, end, insert)
  }
  return { text, edited }
}

const bases = fc.oneof(fc.string({ maxLength: 300 }), fc.json({ maxDepth: 3 }), fc.string({ unit: 'binary', maxLength: 40 }))

describe('EditedText', () => {
  it('reads as the string its edits make', () => {
    fc.assert(
      fc.property(
        bases,
        fc.array(edit, { maxLength: 8 }),
        fc.array(fc.integer({ min: -20, max: 400 }), { minLength: 4, maxLength: 4 }),
        (base, edits, [a, b, c, d]) => {
          const { text, edited } = editBoth(base, edits)
          expect(edited.length).toBe(text.length)
          expect(edited.toString()).toBe(text)
          expect(edited.byteLength()).toBe(Buffer.byteLength(text))
          for (const index of [a!, b!, c!, d!, 0, text.length - 1, text.length]) expect(edited.charCodeAt(index)).toEqual(text.charCodeAt(index))
          expect(edited.slice(a, b)).toBe(text.slice(a, b))
          expect(edited.slice(c)).toBe(text.slice(c))
          expect(edited.slice()).toBe(text)
          for (const search of ['"', '\n', '{', 'x', 'é', '"a', '']) expect(edited.indexOf(search, Math.abs(d!))).toBe(text.indexOf(search, Math.abs(d!)))
        },
      ),
      { numRuns: numRuns(500) },
    )
  })

  it('says where two texts of one base may differ, and whether they are the same', () => {
    fc.assert(
      fc.property(bases, fc.array(edit, { maxLength: 4 }), fc.array(edit, { maxLength: 4 }), (base, first, second) => {
        const one = editBoth(base, first)
        const other = editBoth(base, second)
        expect(sameText(one.edited, other.edited)).toBe(one.text === other.text)
        expect(sameText(one.edited, other.text)).toBe(one.text === other.text)
        const span = spanBetween(one.edited, other.edited)
        // Texts that started anew (a long edit) no longer share their base: nothing is said of them.
        if (one.edited.base !== other.edited.base) return
        expect(span).toBeDefined()
        const { prefix, last, delta } = span!
        expect(prefix).toBeLessThanOrEqual(last)
        expect(one.text.slice(0, prefix)).toBe(other.text.slice(0, prefix))
        expect(one.text.slice(last)).toBe(other.text.slice(last + delta))
        expect(other.text.length - one.text.length).toBe(delta)
      }),
      { numRuns: numRuns(1000) },
    )
  })

  it('takes the ends of an edit as substring takes them: clamped to the text, in either order', () => {
    fc.assert(
      fc.property(bases, fc.integer({ min: -20, max: 400 }), fc.integer({ min: -20, max: 400 }), fc.string({ maxLength: 4 }), (base, a, b, insert) => {
        const edited = EditedText.of(base).edit(5, 5, 'q').edit(a, b, insert)
        const typed = `${base.slice(0, 5)}q${base.slice(5)}`
        const expected = typed.substring(0, Math.min(a, b)) + insert + typed.substring(Math.max(a, b))
        expect(edited.toString()).toBe(expected)
        expect(edited.length).toBe(expected.length)
        expect(edited.slice(0, 30)).toBe(expected.slice(0, 30))
      }),
      { numRuns: numRuns(300) },
    )
  })

  it('keeps the edits apart from its base until one is long, then starts anew from its whole text', () => {
    const base = `{"navigation": {"pages": ["intro"]}}${' '.repeat(1000)}`
    const typed = EditedText.of(base).edit(27, 27, 'x').edit(28, 28, 'y')
    expect(typed.base).toBe(base)
    expect([typed.from, typed.to, typed.changed]).toEqual([27, 27, 'xy'])
    const long = typed.edit(0, 0, 'z'.repeat(70_000))
    expect(long.edited).toBe(false)
    expect(long.base).toBe(`${'z'.repeat(70_000)}{"navigation": {"pages": ["xyintro"]}}${' '.repeat(1000)}`)
  })
})
