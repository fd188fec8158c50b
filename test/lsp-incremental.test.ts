import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { editBetween, joinEdits, parseLoose, updateLoose, type TextEdit } from '../src/lsp/loose-json.js'
import { numRuns } from './helpers/runs.js'

const DOCS = `{
  "name": "Pets",
  "navigation": {
    "tabs": [
      {
        "tab": "Guides",
        "groups": [
          { "group": "Start", "pages": ["intro", "guides/setup", { "group": "Nested", "pages": ["guides/faq"] }] },
          { "group": "API", "openapi": "openapi.json", "pages": ["GET /pets", "POST /pets"] }
        ]
      },
      { "$ref": "more.json" }
    ]
  }
}
`

/** The tree without the parser's own bookkeeping: what any reader of it sees. */
const plain = (text: string) => JSON.parse(JSON.stringify(parseLoose(text) ?? null)) as unknown

describe("the language server's tree of a file being typed, kept across edits", () => {
  const pieces = ['{', '}', '[', ']', ':', ',', '"', '\\', ' ', '\n', 'x', '1', '//', '/*', '*/', '"pages"', '"group"', '"a b"', 'é', '😀']

  it('reads as the whole text read again, whatever the edit', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.constantFrom(...pieces), { maxLength: 30 }),
        fc.array(fc.tuple(fc.nat(DOCS.length), fc.nat(12), fc.array(fc.constantFrom(...pieces), { maxLength: 3 })), { minLength: 1, maxLength: 6 }),
        (plainStart, start, edits) => {
          // A text, then edits one after the other, the tree kept from each to the next.
          let text = plainStart ? DOCS : start.join('') + DOCS
          let tree = parseLoose(text)
          // Each edit as the editor tells it, then all of them as one (the tree read once after a burst).
          const first = text
          let joined: TextEdit | undefined
          for (const [at, removed, inserted] of edits) {
            const from = Math.min(at, text.length)
            const to = Math.min(text.length, from + removed)
            const added = inserted.join('')
            const edit = { from, to, delta: added.length - (to - from) }
            joined = joined ? joinEdits(joined, edit) : edit
            text = text.slice(0, from) + added + text.slice(to)
            tree = updateLoose(tree, text, edit)
            expect(JSON.parse(JSON.stringify(tree ?? null))).toEqual(plain(text))
          }
          expect(JSON.parse(JSON.stringify(updateLoose(parseLoose(first), text, joined!) ?? null))).toEqual(plain(text))
          expect(JSON.parse(JSON.stringify(updateLoose(parseLoose(first), text, editBetween(first, text)) ?? null))).toEqual(plain(text))
        },
      ),
      { numRuns: numRuns(3000) },
    )
  })

  it('keeps the tree of an edit inside a label, its later offsets moved', () => {
    const tree = parseLoose(DOCS)
    const at = DOCS.indexOf('Start') + 2
    const typed = `${DOCS.slice(0, at)}xy${DOCS.slice(at)}`
    const kept = updateLoose(tree, typed, { from: at, to: at, delta: 2 })
    expect(kept).toBe(tree)
    expect(JSON.parse(JSON.stringify(kept))).toEqual(plain(typed))
  })
})
