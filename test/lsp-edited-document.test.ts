import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TextDocument, type TextDocumentContentChangeEvent } from 'vscode-languageserver-textdocument'
import { EditedDocument } from '../src/lsp/edited-document.js'
import { numRuns } from './helpers/runs.js'

/**
 * The language server's EditedDocument against vscode-languageserver-textdocument's TextDocument,
 * the reference it stands in for: after the same changes (ranges in either order, characters past a
 * line's end, `\r\n` made and split; whole texts), the same text, and the lines, positions and
 * offsets of a TextDocument made of that text. (A TextDocument followed through the changes is no
 * oracle for its lines: they go wrong where a change joins or splits a `\r\n`.)
 */

const texts = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.array(fc.constantFrom('a', 'bc', '\n', '\r\n', '\r', '"', ' ', 'é'), { maxLength: 60 }).map((parts) => parts.join('')),
)
const position = fc.record({ line: fc.integer({ min: -1, max: 12 }), character: fc.integer({ min: -1, max: 30 }) })
/**
 * A change as a client sends it: a range of the text (its ends in either order, a character past
 * its line's end now and then) replaced, or the whole text. Its ends are drawn as offsets and made
 * positions of the text it changes: clients name lines of the document, and TextDocument followed
 * through a change naming lines past its end goes wrong.
 */
const change = fc.oneof(
  {
    weight: 9,
    arbitrary: fc.record({ from: fc.nat(), to: fc.nat(), past: fc.constantFrom(0, 0, 0, 5), text: texts }),
  },
  { weight: 1, arbitrary: fc.record({ text: texts }) },
)
type Change = { from: number; to: number; past: number; text: string } | { text: string }

/** The change's event for a document holding `document`'s text. */
function eventFor(document: TextDocument, drawn: Change): TextDocumentContentChangeEvent {
  if (!('from' in drawn)) return { text: drawn.text }
  const length = document.getText().length + 1
  const end = document.positionAt(drawn.to % length)
  return { range: { start: document.positionAt(drawn.from % length), end: { line: end.line, character: end.character + drawn.past } }, text: drawn.text }
}

describe('EditedDocument', () => {
  it('holds what TextDocument holds after the same changes', () => {
    fc.assert(
      fc.property(
        texts,
        fc.array(fc.array(change, { minLength: 1, maxLength: 3 }), { maxLength: 6 }),
        fc.array(position, { maxLength: 6 }),
        (content, versions, asked) => {
          const edited = new EditedDocument('file:///docs.json', 'json', 1, content)
          let text = content
          let version = 1
          for (const changes of versions) {
            version++
            // Each change's range is in the text the one before it made, placed by a TextDocument made of that text.
            for (const drawn of changes) {
              const reference = TextDocument.create('file:///docs.json', 'json', version, text)
              const event = eventFor(reference, drawn)
              TextDocument.update(reference, [event], version)
              text = reference.getText()
              edited.update([event], version)
            }
            expect(edited.getText()).toBe(text)
            expect(edited.text.toString()).toBe(text)
            expect(edited.version).toBe(version)
            const fresh = TextDocument.create('file:///docs.json', 'json', version, text)
            expect(edited.lineCount).toBe(fresh.lineCount)
            for (const at of asked) {
              expect(edited.offsetAt(at)).toBe(fresh.offsetAt(at))
              const line = { start: at, end: { line: at.line + 1, character: 0 } }
              expect(edited.getText(line)).toBe(fresh.getText(line))
            }
            for (let offset = -1; offset <= text.length + 1; offset++) expect(edited.positionAt(offset)).toEqual(fresh.positionAt(offset))
          }
        },
      ),
      { numRuns: numRuns(800) },
    )
  })
})
