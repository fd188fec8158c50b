import fc from 'fast-check'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import type { Reporter } from '../../src/ir/diagnostics/report.js'
import { readJson, rereadJson } from '../../src/parse/read-json.js'
import { EditedText } from '../../src/source/edited-text.js'
import { pointAt, sourceFile } from '../../src/source/source-file.js'
import { locate } from '../../src/source/locate.js'
import { childPointer } from '../../src/ir/diagnostics/report.js'

/**
 * Reading an edited text from the text before it (a project kept open parses again only the value
 * an edit is in) gives exactly what reading it whole gives: the value, and every problem reported
 * where readJson reports it. The value before is left as it was.
 */

function reporter(): Reporter {
  return { file: new VFile(), sources: new Map(), reported: new Set(), tally: new Map() }
}

function reported(into: Reporter) {
  return into.file.messages.map((message) => [message.reason, message.place])
}

/** Deep-freezes a value, so that changing what an earlier compile shares throws. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const member of Object.values(value)) frozen(member)
    Object.freeze(value)
  }
  return value
}

/**
 * An edit of a text: characters replaced, inserted or removed, or a JSON value written in; or, as
 * an editor's keystrokes mostly do, a letter typed where a letter or digit is (in a string, most often).
 */
const edit = fc.oneof(
  fc.record({
    at: fc.nat(),
    remove: fc.nat({ max: 12 }),
    insert: fc.oneof(
      fc.constantFrom('', 'x', '"', ',', ':', '}', ']', '{', '[', ' ', '\\', '1', 'true', 'null', '"a":1,', '"k"', '0', '-'),
      fc.json({ maxDepth: 2 }),
    ),
  }),
  fc.record({ at: fc.nat(), remove: fc.constantFrom(0, 1), insert: fc.constantFrom('q', 'Q', '7'), typed: fc.constant(true) }),
)

function applied(text: string, change: { at: number; remove: number; insert: string; typed?: boolean }): string {
  const { start, end, insert } = placed(text, change)
  return text.slice(0, start) + insert + text.slice(end)
}

/** The same edit of an editor's EditedText (its string is {@link applied}'s). */
function appliedTo(text: EditedText, change: { at: number; remove: number; insert: string; typed?: boolean }): EditedText {
  const { start, end, insert } = placed(text.toString(), change)
  return text.edit(start, end, insert)
}

function placed(
  text: string,
  { at, remove, insert, typed }: { at: number; remove: number; insert: string; typed?: boolean },
): { start: number; end: number; insert: string } {
  let start = at % (text.length + 1)
  if (typed) {
    // The nearest letter from there on that is in a string or a key (letters back to a quote).
    const inString = (at: number) => {
      let back = at
      while (back > 0 && /[A-Za-z]/.test(text[back - 1]!)) back--
      return back > 0 && text[back - 1] === '"'
    }
    while (start < text.length && !(/[A-Za-z]/.test(text[start]!) && inString(start))) start++
  }
  return { start, end: Math.min(text.length, start + remove), insert }
}

describe('reading an edited JSON text from the text before it', () => {
  it('gives what reading the edited text whole gives, and leaves the value before as it was', () => {
    const layouts = fc.constantFrom<number | string | undefined>(undefined, 2, '\t')
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), layouts, fc.array(edit, { minLength: 1, maxLength: 3 }), (value, space, edits) => {
        const before = JSON.stringify(value, null, space as never) ?? 'null'
        let text = before
        let edited = EditedText.of(before)
        for (const change of edits) {
          text = applied(text, change)
          edited = appliedTo(edited, change)
        }
        const read = readJson(reporter(), sourceFile('docs.json', before))
        if (!read?.clean) return
        const earlier = frozen(read.value)
        const whole = reporter()
        const wholly = readJson(whole, sourceFile('docs.json', text))
        const again = reporter()
        const partly = rereadJson(again, sourceFile('docs.json', text), { source: sourceFile('docs.json', before), value: earlier })
        expect(partly?.value).toEqual(wholly?.value)
        expect(partly?.clean).toBe(wholly?.clean)
        expect(reported(again)).toEqual(reported(whole))
        // As an editor gives it: read where it was edited, the same.
        const inPieces = reporter()
        const fromPieces = rereadJson(inPieces, sourceFile('docs.json', edited.toString(), 'json', edited), {
          source: sourceFile('docs.json', before),
          value: earlier,
        })
        expect(fromPieces?.value).toEqual(wholly?.value)
        expect(fromPieces?.clean).toBe(wholly?.clean)
        expect(reported(inPieces)).toEqual(reported(whole))
      }),
      { numRuns: 1500 },
    )
  })

  it('carries what was found of positions in the text before to the edited one, as finding them anew would', () => {
    const layouts = fc.constantFrom<number | string | undefined>(undefined, 2, '\t')
    /** Whether positions were carried over (only part of the text read again); where they were, they are the fresh ones. */
    const carries = (value: unknown, space: number | string | undefined, change: Parameters<typeof applied>[1], inPieces = false): boolean => {
      const before = sourceFile('docs.json', JSON.stringify(value, null, space as never) ?? 'null')
      const edited = appliedTo(EditedText.of(before.text), change)
      const after = inPieces ? sourceFile('docs.json', edited.toString(), 'json', edited) : sourceFile('docs.json', applied(before.text, change))
      // What a compile had found in the text before: every container, every line.
      locate(before, '', 'value')
      pointAt(before, 0)
      const read = rereadJson(reporter(), after, { source: before, value: JSON.parse(before.text) })
      if (!read?.clean || !after.lines) return false
      const fresh = sourceFile('docs.json', after.text)
      const visit = (node: unknown, pointer: string) => {
        for (const part of ['value', 'key', 'start'] as const) expect(locate(after, pointer, part), pointer).toEqual(locate(fresh, pointer, part))
        if (typeof node === 'object' && node !== null)
          for (const [key, member] of Object.entries(node)) visit(member, childPointer(pointer, Array.isArray(node) ? Number(key) : key))
      }
      visit(read.value, '')
      for (let offset = 0; offset <= after.text.length; offset += Math.max(1, Math.floor(after.text.length / 50)))
        expect(pointAt(after, offset)).toEqual(pointAt(fresh, offset))
      return true
    }
    // Objects of named entries, as a docs.json is, with text to type into.
    const documents = fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), fc.jsonValue({ maxDepth: 3 }), { minKeys: 1, maxKeys: 6 })
    fc.assert(
      fc.property(documents, layouts, edit, fc.boolean(), (value, space, change, inPieces) => {
        carries(value, space, change, inPieces)
      }),
      { numRuns: 500 },
    )
    // Not vacuous: a letter typed into a string of a page list is read as that value only, and its positions carried.
    const docs = { navigation: { pages: ['intro', 'setup'] }, name: 'Docs' }
    const at = JSON.stringify(docs, null, 2).indexOf('setup') + 2
    expect(carries(docs, 2, { at, remove: 0, insert: 'q', typed: true })).toBe(true)
    expect(carries(docs, 2, { at, remove: 0, insert: 'q', typed: true }, true)).toBe(true)
  })

  it('parses again only the value an edit is in, and shares the rest', () => {
    const before = JSON.stringify(
      {
        navigation: {
          tabs: [
            { tab: 'A', pages: ['a', 'b'] },
            { tab: 'B', pages: ['c'] },
          ],
        },
        redirects: [{ source: '/x', destination: '/y' }],
      },
      null,
      2,
    )
    const earlier = frozen(JSON.parse(before) as { navigation: { tabs: Array<{ tab: string; pages: string[] }> }; redirects: unknown[] })
    const text = before.replace('"tab": "B"', '"tab": "Better"')
    const read = rereadJson(reporter(), sourceFile('docs.json', text), { source: sourceFile('docs.json', before), value: earlier })
    const value = read!.value as typeof earlier
    expect(value.navigation.tabs[1]!.tab).toBe('Better')
    expect(value.navigation.tabs[0]).toBe(earlier.navigation.tabs[0])
    expect(value.navigation.tabs[1]!.pages).toBe(earlier.navigation.tabs[1]!.pages)
    expect(value.redirects).toBe(earlier.redirects)
    expect(value.navigation).not.toBe(earlier.navigation)
  })

  it('keeps a repeated key, an own `__proto__` key and deep nesting as reading it whole does', () => {
    const before = '{"a": {"b": 1}, "__proto__": {"c": 2}, "d": [[[1]]]}'
    const cases = [
      before.replace('"b": 1', '"b": 1, "b": 2'),
      before.replace('"c": 2', '"c": 3'),
      before.replace('[[[1]]]', `${'['.repeat(600)}${']'.repeat(600)}`),
      before.replace('"b": 1', '"b": 1,'),
    ]
    for (const text of cases) {
      const whole = reporter()
      const again = reporter()
      const wholly = readJson(whole, sourceFile('docs.json', text))
      const partly = rereadJson(again, sourceFile('docs.json', text), { source: sourceFile('docs.json', before), value: frozen(JSON.parse(before)) })
      expect(partly?.value, text).toEqual(wholly?.value)
      expect(Object.getPrototypeOf(partly?.value ?? {})).toBe(Object.getPrototypeOf(wholly?.value ?? {}))
      expect(reported(again), text).toEqual(reported(whole))
    }
  })
})
