import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DocumentSymbol } from 'vscode-languageserver'
import { TextDocument } from 'vscode-languageserver-textdocument'
import { afterEach, describe, expect, it } from 'vitest'
import { parseLoose } from '../src/lsp/loose-json.js'
import { openSession, type Session } from '../src/lsp/session.js'
import { OUTLINE_PAGES_MAX, outlineShape, symbolsOf, type OutlineShape } from '../src/lsp/symbols.js'

/**
 * The language server on a large navigation and a busy thread: requests answered from what the
 * server has before a compile takes the thread, and the outline of a navigation of thousands of
 * pages kept small (its divisions and groups).
 */
describe('the language server, before a compile and on a large navigation', () => {
  let root: string | undefined
  let session: Session | undefined
  afterEach(() => {
    session?.close()
    if (root) rmSync(root, { recursive: true, force: true })
  })

  it('answers a request received with a change before the compile it starts', async () => {
    root = mkdtempSync(join(tmpdir(), 'docsnav-lsp-busy-'))
    writeFileSync(join(root, 'docs.json'), JSON.stringify({ name: 'Pets', navigation: { pages: [] } }))
    session = openSession(root, {}, { compiled() {}, failed() {} }, () => true)
    const order: string[] = []
    // The compile held: it records that it began, and never ends.
    const held = () => {
      order.push('compile')
      return new Promise<never>(() => {})
    }
    Object.assign(session.project, { compile: held, update: held })
    const opened = session
    await new Promise<void>((done) => {
      // As vscode-languageserver hands over messages: one per turn, the change first, then the request.
      setImmediate(() => {
        opened.setText('docs.json', JSON.stringify({ name: 'Pets', navigation: { pages: ['intro'] } }), 1)
        // The compile's timer is due before the request's turn comes.
        const until = performance.now() + 5
        while (performance.now() < until) {}
        setImmediate(() => {
          order.push('request')
          done()
        })
      })
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(order).toEqual(['request', 'compile'])
    expect(session.latest).toBeUndefined()
  })

  const navigation = (pagesPerGroup: number, groups: number) =>
    JSON.stringify(
      {
        name: 'Big',
        navigation: {
          tabs: [
            {
              tab: 'Guides',
              groups: Array.from({ length: groups }, (_, group) => ({
                group: `Group ${group}`,
                pages: [...Array.from({ length: pagesPerGroup }, (_, page) => `g${group}/p${page}`), { group: `Inner ${group}`, pages: [`g${group}/inner`] }],
              })),
            },
          ],
        },
      },
      null,
      2,
    )
  const outlineOf = (text: string, shape?: OutlineShape) => {
    const document = TextDocument.create('file:///docs.json', 'json', 1, text)
    return symbolsOf(parseLoose(text), [], (start, end) => ({ start: document.positionAt(start), end: document.positionAt(end) }), undefined, shape)
  }
  const names = (list: DocumentSymbol[]): unknown[] => list.map((symbol) => (symbol.children?.length ? { [symbol.name]: names(symbol.children) } : symbol.name))

  it('outlines a navigation of more than OUTLINE_PAGES_MAX pages shallow: divisions and groups, no page', () => {
    const text = navigation(OUTLINE_PAGES_MAX / 4, 4)
    expect(outlineShape(parseLoose(text))).toEqual({ pages: false, depth: undefined })
    expect(names(outlineOf(text))).toEqual([
      {
        navigation: [
          {
            Guides: [0, 1, 2, 3].map((group) => ({ [`Group ${group}`]: [`Inner ${group}`] })),
          },
        ],
      },
    ])
  })

  it('leaves out the deepest groups of a shallow outline, a level at a time, past OUTLINE_ELEMENTS_MAX', () => {
    // 1 tab, 4 groups, 4 inner groups: 9 elements in 3 levels, and 12 pages.
    const tree = parseLoose(navigation(2, 4))
    expect(outlineShape(tree, 11, 9)).toEqual({ pages: false, depth: undefined })
    expect(outlineShape(tree, 11, 8)).toEqual({ pages: false, depth: 2 })
    expect(outlineShape(tree, 11, 4)).toEqual({ pages: false, depth: 1 })
    // The first level shows even when it alone is more than the most.
    expect(outlineShape(tree, 11, 0)).toEqual({ pages: false, depth: 1 })
    // A navigation that lists its pages is listed whole.
    expect(outlineShape(tree, 12, 0)).toEqual({ pages: true, depth: undefined })
    const text = navigation(2, 4)
    expect(names(outlineOf(text, { pages: false, depth: 2 }))).toEqual([{ navigation: [{ Guides: [0, 1, 2, 3].map((group) => `Group ${group}`) }] }])
    expect(names(outlineOf(text, { pages: false, depth: 1 }))).toEqual([{ navigation: ['Guides'] }])
  })

  it('lists every page of a smaller navigation', () => {
    const text = navigation(2, 2)
    expect(names(outlineOf(text))).toEqual([
      {
        navigation: [
          {
            Guides: [0, 1].map((group) => ({ [`Group ${group}`]: [`g${group}/p0`, `g${group}/p1`, { [`Inner ${group}`]: [`g${group}/inner`] }] })),
          },
        ],
      },
    ])
  })
})
