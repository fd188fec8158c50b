import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createMessageConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type CompletionItem,
  type DocumentSymbol,
  type MessageConnection,
  type Position,
  type PublishDiagnosticsParams,
  type TextDocumentContentChangeEvent,
} from 'vscode-languageserver/node'
import { TextDocument } from 'vscode-languageserver-textdocument'
import { parseLoose } from '../src/lsp/loose-json.js'
import { symbolsOf } from '../src/lsp/symbols.js'

/**
 * The language server's answers right after an edit, before its compile: completion and the
 * outline read the text as it is now (the tree of the last version brought up to this one), never
 * the text of an older version. The server from dist/ (built by the global set-up), over stdio.
 */

const DOCS = `{
  "name": "Pets",
  "navigation": {
    "tabs": [
      {
        "tab": "Guides",
        "groups": [
          { "group": "Start", "pages": ["intro", "guides/setup"] }, { "group": "Side", "pages": ["intro"] },
          { "group": "More", "pages": ["guides/faq", { "group": "Nested", "pages": ["intro"] }] }
        ]
      }
    ]
  }
}
`

describe('docsnav lsp, answers right after an edit', () => {
  let root: string
  let server: ChildProcess
  let connection: MessageConnection
  let uri: string
  const published: PublishDiagnosticsParams[] = []
  // The text as the editor holds it, with the same edits applied.
  let document: TextDocument
  let version = 1

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'docsnav-lsp-answers-'))
    writeFileSync(join(root, 'docs.json'), DOCS)
    writeFileSync(join(root, 'intro.mdx'), '# Intro\n')
    uri = pathToFileURL(join(root, 'docs.json')).href
    document = TextDocument.create(uri, 'json', 1, DOCS)
    const entry = pathToFileURL(join(import.meta.dirname, '..', 'dist', 'lsp', 'server.js')).href
    server = spawn(
      process.execPath,
      ['-e', `import(${JSON.stringify(entry)}).then((m) => m.runLanguageServer()).then((code) => { process.exitCode = code })`],
      { stdio: ['pipe', 'pipe', 'inherit'] },
    )
    connection = createMessageConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!))
    connection.onNotification('textDocument/publishDiagnostics', (params: PublishDiagnosticsParams) => void published.push(params))
    connection.listen()
    await connection.sendRequest('initialize', { processId: process.pid, rootUri: pathToFileURL(root).href, capabilities: {} })
    await connection.sendNotification('initialized', {})
    await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text: DOCS } })
  })

  afterAll(() => {
    connection?.dispose()
    if (server && server.exitCode === null) server.kill()
    if (root) rmSync(root, { recursive: true, force: true })
  })

  /** Sends the changes as one didChange (no wait for its diagnostics), and applies them to the test's copy. */
  const change = async (changes: TextDocumentContentChangeEvent[]) => {
    version++
    document = TextDocument.update(document, changes, version)
    await connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: changes })
  }
  const at = (needle: string, shift = 0): Position => {
    const offset = document.getText().indexOf(needle)
    if (offset === -1) throw new Error(`${needle} not in the text`)
    return document.positionAt(offset + shift)
  }
  const insert = (position: Position, text: string): TextDocumentContentChangeEvent => ({ range: { start: position, end: position }, text })
  const remove = (start: Position, length: number): TextDocumentContentChangeEvent => ({
    range: { start, end: document.positionAt(document.offsetAt(start) + length) },
    text: '',
  })
  const outline = () => connection.sendRequest('textDocument/documentSymbol', { textDocument: { uri } }) as Promise<DocumentSymbol[]>
  /** The outline of the text as the test holds it, read whole. */
  const expectedOutline = () =>
    symbolsOf(parseLoose(document.getText()), [], (start, end) => ({ start: document.positionAt(start), end: document.positionAt(end) }))
  const completion = async (position: Position) =>
    ((await connection.sendRequest('textDocument/completion', { textDocument: { uri }, position })) as CompletionItem[]).map((item) => item.label)

  it('outlines the text of the version just sent, edit after edit', async () => {
    // The tree is kept from here on.
    expect(await outline()).toEqual(expectedOutline())
    const steps: Array<() => TextDocumentContentChangeEvent[]> = [
      // Typing in a label, a page path, then a character at a time.
      () => [insert(at('"Start"', 3), 'xy')],
      () => [insert(at('"guides/faq"', 7), 'q')],
      // A character typed, then removed, before a group on the same line (its columns move) and groups on later lines (they do not).
      () => [insert(at('"Stxyart"', 1), 'S')],
      () => [remove(at('"SStxyart"', 1), 1)],
      // Two changes in one message, the second's place in the text the first made.
      () => [insert(at('"Nested"', 1), 'A'), insert(at('"Nested"', 2), 'B')],
      // A new page, a new group, a removed bracket (the rest of the file reads otherwise), put back.
      () => [insert(at('"intro", "guides/setup"', 0), '"new", ')],
      () => [insert(at('{ "group": "More"', 0), '{ "group": "Added", "pages": [] },\n          ')],
      () => [remove(at('] }] }', 0), 1)],
      () => [insert(at(' }] }', 0), ']')],
      // A newline inside a group: every later line moves.
      () => [insert(at('"pages": ["guides', 0), '\n            ')],
      // The whole text at once.
      () => [{ text: DOCS.replace('"Guides"', '"Guidance"') }],
      () => [remove(at('"Guidance"', 1), 4)],
    ]
    for (const step of steps) {
      await change(step())
      expect(await outline()).toEqual(expectedOutline())
    }
    const names = (list: DocumentSymbol[]): unknown[] =>
      list.map((symbol) => (symbol.children?.length ? { [symbol.name]: names(symbol.children) } : symbol.name))
    expect(names(await outline())).toEqual([
      { navigation: [{ ance: [{ Start: ['intro', 'guides/setup'] }, { Side: ['intro'] }, { More: ['guides/faq', { Nested: ['intro'] }] }] }] },
    ])
  })

  it('completes the keys a group may still take as the text is now, a key typed just before left out', async () => {
    await change([insert(at('"group": "More"', '"group": "More"'.length), ', "icon": "book", ')])
    const keys = await completion(at(', "icon"', 1))
    expect(keys).toContain('expanded')
    expect(keys).not.toContain('icon')
    expect(keys).not.toContain('group')
  })

  it('publishes, after the edits, the diagnostics of the last version', async () => {
    await expect.poll(() => published.filter((params) => params.uri === uri).at(-1)?.version, { timeout: 10_000 }).toBe(version)
    // Those of the text on disk, before the editor opened it, have no version.
    const versions = published.filter((params) => params.uri === uri && params.version !== undefined).map((params) => params.version!)
    expect(versions).toEqual([...versions].sort((a, b) => a - b))
  })
})
