import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, unlinkSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createMessageConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type CodeAction,
  type CompletionItem,
  type CompletionList,
  type Diagnostic,
  type DocumentSymbol,
  type Hover,
  type Location,
  type MessageConnection,
  type Position,
  type PublishDiagnosticsParams,
  type TextEdit,
} from 'vscode-languageserver/node'
import { compileSync } from '../src/compile/compile.js'
import { FIELDS } from '../src/ir/schema.js'
import { completionsAt } from '../src/lsp/completion.js'
import { cursorContext } from '../src/lsp/cursor-context.js'
import { definitionAt } from '../src/lsp/definition.js'
import { hoverAt } from '../src/lsp/hover.js'
import { parseLoose } from '../src/lsp/loose-json.js'
import { projectPaths } from '../src/lsp/project-paths.js'
import { symbolsOf } from '../src/lsp/symbols.js'

/**
 * `docsnav lsp` driven as an editor drives it: the server from dist/ (built by the global set-up)
 * in a process of its own, over stdio, on a small project with a `$ref` include, pages and an
 * OpenAPI spec.
 */

const DOCS = `{
  "name": "Pets",
  "navigation": {
    "tabs": [
      {
        "tab": "Guides",
        "groups": [
          {
            "group": "Start",
            "pages": ["intro", "guides/setup"]
          }
        ]
      },
      {
        "tab": "API",
        "openapi": "openapi.json",
        "directory": "card",
        "groups": [
          { "group": "Pets", "pages": ["GET /pets", "POST /pets"] }
        ]
      },
      { "$ref": "more.json" }
    ]
  },
  "theme": "mint",
  "colors": { "primary": "#0D9373" }
}
`
const MORE = `{
  "tab": "More",
  "groups": [
    { "group": "Help", "pages": ["guides/faq", "intro"] }
  ]
}
`
const SPEC = `{
  "openapi": "3.0.3",
  "info": { "title": "Pets", "version": "1.0.0" },
  "paths": {
    "/pets": {
      "get": { "summary": "List pets", "operationId": "listPets", "responses": { "200": { "description": "ok" } } },
      "post": { "summary": "Create a pet", "operationId": "createPet", "responses": { "201": { "description": "ok" } } }
    }
  }
}
`

/** The zero-based position of the `nth` occurrence of `needle` in `text`, plus `shift` characters. */
function positionOf(text: string, needle: string, shift = 0, nth = 0): Position {
  let offset = -1
  for (let count = 0; count <= nth; count++) {
    offset = text.indexOf(needle, offset + 1)
    if (offset === -1) throw new Error(`${needle} not in the text`)
  }
  offset += shift
  const before = text.slice(0, offset)
  const line = before.split('\n').length - 1
  return { line, character: offset - (before.lastIndexOf('\n') + 1) }
}

/** Applies edits (non-overlapping) to a text. */
function applyEdits(text: string, edits: readonly TextEdit[]): string {
  const offsetOf = (position: Position) => {
    const lines = text.split('\n')
    return lines.slice(0, position.line).reduce((sum, line) => sum + line.length + 1, 0) + position.character
  }
  return [...edits]
    .sort((a, b) => offsetOf(b.range.start) - offsetOf(a.range.start))
    .reduce((result, edit) => result.slice(0, offsetOf(edit.range.start)) + edit.newText + result.slice(offsetOf(edit.range.end)), text)
}

describe('docsnav lsp', () => {
  let root: string
  let server: ChildProcess
  let connection: MessageConnection
  const published: PublishDiagnosticsParams[] = []
  const listeners: Array<() => boolean> = []
  let docsUri: string

  /** The first diagnostics published for `uri` that satisfy `accept` (already received or to come), from the `from`th message on. */
  const diagnosticsFor = (uri: string, accept: (params: PublishDiagnosticsParams) => boolean, from = 0) =>
    new Promise<PublishDiagnosticsParams>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no diagnostics for ${uri} as expected; got ${JSON.stringify(published.filter((params) => params.uri === uri))}`)),
        10_000,
      )
      const check = () => {
        const found = published.slice(from).find((params) => params.uri === uri && accept(params))
        if (!found) return false
        clearTimeout(timer)
        resolve(found)
        return true
      }
      if (!check()) listeners.push(check)
    })

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'docsnav-lsp-'))
    mkdirSync(join(root, 'guides'))
    writeFileSync(join(root, 'docs.json'), DOCS)
    writeFileSync(join(root, 'more.json'), MORE)
    writeFileSync(join(root, 'openapi.json'), SPEC)
    writeFileSync(join(root, 'intro.mdx'), '---\ntitle: Introduction\n---\n\nHello.\n')
    writeFileSync(join(root, 'guides', 'setup.mdx'), '---\ntitle: Set-up\n---\n\nSteps.\n')
    writeFileSync(join(root, 'guides', 'faq.md'), '# FAQ\n')
    writeFileSync(join(root, 'guides', 'unlisted.mdx'), '# Unlisted\n')
    docsUri = pathToFileURL(join(root, 'docs.json')).href

    // As an editor starts it: `docsnav lsp --stdio` (VS Code's client adds `--stdio`), through the bundled command line.
    server = spawn(process.execPath, [join(import.meta.dirname, '..', 'bin', 'docsnav.js'), 'lsp', '--stdio'], { stdio: ['pipe', 'pipe', 'inherit'] })
    connection = createMessageConnection(new StreamMessageReader(server.stdout!), new StreamMessageWriter(server.stdin!))
    connection.onNotification('textDocument/publishDiagnostics', (params: PublishDiagnosticsParams) => {
      published.push(params)
      for (const listener of listeners.splice(0)) if (!listener()) listeners.push(listener)
    })
    connection.listen()
    const initialized = (await connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: pathToFileURL(root).href,
      capabilities: {},
      workspaceFolders: [{ uri: pathToFileURL(root).href, name: 'pets' }],
    })) as { capabilities: Record<string, unknown> }
    expect(initialized.capabilities).toMatchObject({
      hoverProvider: true,
      definitionProvider: true,
      documentSymbolProvider: true,
      completionProvider: expect.any(Object),
    })
    await connection.sendNotification('initialized', {})
    await connection.sendNotification('textDocument/didOpen', { textDocument: { uri: docsUri, languageId: 'json', version: 1, text: DOCS } })
  })

  afterAll(() => {
    connection?.dispose()
    if (server && server.exitCode === null) server.kill()
    if (root) rmSync(root, { recursive: true, force: true })
  })

  const completion = async (uri: string, position: Position): Promise<CompletionItem[]> => {
    const answer = (await connection.sendRequest('textDocument/completion', { textDocument: { uri }, position })) as CompletionItem[] | CompletionList | null
    return Array.isArray(answer) ? answer : (answer?.items ?? [])
  }

  it('publishes the diagnostics of the opened project, with an empty list for docs.json', async () => {
    const docs = await diagnosticsFor(docsUri, (params) => params.version === 1)
    expect(docs.diagnostics).toEqual([])
    const unlisted = await diagnosticsFor(pathToFileURL(join(root, 'guides', 'unlisted.mdx')).href, () => true)
    expect(unlisted.diagnostics).toMatchObject([{ code: 'DN7001', severity: 3, source: 'docsnav', range: { start: { line: 0, character: 0 } } }])
  })

  let introDiagnostic: Diagnostic
  const edited = DOCS.replace('"intro", "guides/setup"', '"intro.mdx", "guides/setup"')

  it('reports a mistake typed in docs.json at its place, with code, link, hint', async () => {
    // The keystrokes of `.mdx` after `intro`, as an incremental change.
    const at = positionOf(DOCS, '"intro"', 6)
    await connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: docsUri, version: 2 },
      contentChanges: [{ range: { start: at, end: at }, text: '.mdx' }],
    })
    const docs = await diagnosticsFor(docsUri, (params) => params.version === 2)
    expect(docs.diagnostics).toHaveLength(1)
    introDiagnostic = docs.diagnostics[0]!
    const start = positionOf(edited, '"intro.mdx"')
    expect(introDiagnostic).toMatchObject({
      code: 'DN4001',
      severity: 2,
      source: 'docsnav',
      codeDescription: { href: 'https://github.com/docsnav/docsnav/blob/main/docs/diagnostics.md#dn4001' },
      range: { start, end: { line: start.line, character: start.character + '"intro.mdx"'.length } },
    })
    // The message, then the hint.
    expect(introDiagnostic.message).toMatch(/^Page `intro\.mdx` includes the file extension `\.mdx`\n\S/)
  })

  it('offers the quick fix of the diagnostic, which restores the entry', async () => {
    const actions = (await connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri: docsUri },
      range: introDiagnostic.range,
      context: { diagnostics: [introDiagnostic] },
    })) as CodeAction[]
    expect(actions).toHaveLength(1)
    const action = actions[0]!
    expect(action).toMatchObject({ kind: 'quickfix', isPreferred: true, diagnostics: [introDiagnostic] })
    expect(applyEdits(edited, action.edit!.changes![docsUri]!)).toBe(DOCS)
  })

  it('completes page paths and the operations of the spec in force inside `pages` strings', async () => {
    const pages = await completion(docsUri, positionOf(edited, '"guides/setup"', 3))
    expect(pages.map((item) => item.label)).toEqual(expect.arrayContaining(['intro', 'guides/setup', 'guides/faq', 'guides/unlisted']))
    expect(pages.map((item) => item.label)).not.toContain('GET /pets')
    const setup = pages.find((item) => item.label === 'guides/setup')!
    // The whole inside of the string is replaced.
    const inside = positionOf(edited, '"guides/setup"', 1)
    expect(setup.textEdit).toEqual({
      range: { start: inside, end: { line: inside.line, character: inside.character + 'guides/setup'.length } },
      newText: 'guides/setup',
    })

    const operations = await completion(docsUri, positionOf(edited, '"GET /pets"', 2))
    const get = operations.find((item) => item.label === 'GET /pets')
    expect(get).toMatchObject({ detail: 'List pets' })
    expect(operations.find((item) => item.label === 'POST /pets')).toMatchObject({ detail: 'Create a pet' })
  })

  it('completes the values of a key that takes a few', async () => {
    const values = await completion(docsUri, positionOf(edited, '"card"', 1))
    expect(values.map((item) => item.label)).toEqual(['none', 'accordion', 'card'])
  })

  it('completes the keys a group may still take, with what each is for', async () => {
    const keys = await completion(docsUri, positionOf(edited, '{ "group": "Pets"', 1))
    const labels = keys.map((item) => item.label)
    expect(labels).toEqual(expect.arrayContaining(['root', 'expanded', 'icon', 'tag', 'openapi']))
    expect(labels).not.toContain('group')
    expect(labels).not.toContain('tabs')
    expect(keys.find((item) => item.label === 'expanded')).toMatchObject({
      detail: 'boolean',
      documentation: { kind: 'markdown', value: FIELDS.group.expanded.doc },
    })
    expect(keys.find((item) => item.label === 'root')!.textEdit).toMatchObject({ newText: '"root": ' })
  })

  it('hovers a page entry with its title, URL and the other places it is listed', async () => {
    const hover = (await connection.sendRequest('textDocument/hover', {
      textDocument: { uri: docsUri },
      position: positionOf(edited, '"guides/setup"', 2),
    })) as Hover
    const text = (hover.contents as { value: string }).value
    expect(text).toContain('**Set-up** · `/guides/setup`')
    expect(text).toContain('File: `guides/setup.mdx`')

    const more = pathToFileURL(join(root, 'more.json')).href
    await connection.sendNotification('textDocument/didOpen', { textDocument: { uri: more, languageId: 'json', version: 1, text: MORE } })
    const intro = (await connection.sendRequest('textDocument/hover', { textDocument: { uri: more }, position: positionOf(MORE, '"intro"', 2) })) as Hover
    const introText = (intro.contents as { value: string }).value
    expect(introText).toContain('**Introduction**')
    expect(introText).toContain(`Also listed at [docs.json:10](${docsUri}#L10)`)
  })

  it('hovers an operation reference with its summary and generated URL', async () => {
    const hover = (await connection.sendRequest('textDocument/hover', {
      textDocument: { uri: docsUri },
      position: positionOf(edited, '"GET /pets"', 3),
    })) as Hover
    const text = (hover.contents as { value: string }).value
    expect(text).toContain('**GET /pets** — List pets')
    expect(text).toContain('URL: `/api-reference/list-pets`')
    expect(text).toContain('Spec: `openapi.json` · operationId `listPets`')
  })

  it('goes to the page file, the operation in its spec, and the included file', async () => {
    const definition = (position: Position) =>
      connection.sendRequest('textDocument/definition', { textDocument: { uri: docsUri }, position }) as Promise<Location | null>
    expect(await definition(positionOf(edited, '"guides/setup"', 4))).toMatchObject({
      uri: pathToFileURL(join(root, 'guides', 'setup.mdx')).href,
      range: { start: { line: 0, character: 0 } },
    })
    const get = positionOf(SPEC, '"get"')
    expect(await definition(positionOf(edited, '"GET /pets"', 1))).toEqual({
      uri: pathToFileURL(join(root, 'openapi.json')).href,
      range: { start: get, end: { line: get.line, character: get.character + '"get"'.length } },
    })
    const post = positionOf(SPEC, '"post"')
    expect(await definition(positionOf(edited, '"POST /pets"', 1))).toMatchObject({ range: { start: post } })
    expect(await definition(positionOf(edited, '"more.json"', 2))).toMatchObject({ uri: pathToFileURL(join(root, 'more.json')).href })
    expect(await definition(positionOf(edited, '"Pets"', 2))).toBeNull()
  })

  it('outlines the navigation: tabs, groups, pages and operations, the include by its file', async () => {
    const symbols = (await connection.sendRequest('textDocument/documentSymbol', { textDocument: { uri: docsUri } })) as DocumentSymbol[]
    const outline = (list: DocumentSymbol[]): unknown[] =>
      list.map((symbol) => (symbol.children?.length ? { [symbol.name]: outline(symbol.children) } : symbol.name))
    expect(outline(symbols)).toEqual([
      {
        navigation: [{ Guides: [{ Start: ['intro.mdx', 'guides/setup'] }] }, { API: [{ Pets: ['GET /pets', 'POST /pets'] }] }, '$ref more.json'],
      },
    ])
    const guides = symbols[0]!.children![0]!
    expect(guides).toMatchObject({ detail: 'tab', selectionRange: { start: positionOf(edited, '"Guides"') } })
  })

  it('hears of files added on disk: the page found, its path completed', async () => {
    const later = edited.replace('"guides/setup"', '"guides/later"')
    const at = positionOf(edited, 'setup"')
    await connection.sendNotification('textDocument/didChange', {
      textDocument: { uri: docsUri, version: 3 },
      contentChanges: [{ range: { start: at, end: { line: at.line, character: at.character + 'setup'.length } }, text: 'later' }],
    })
    const missing = await diagnosticsFor(docsUri, (params) => params.version === 3)
    expect(missing.diagnostics.map((diagnostic) => [diagnostic.code, diagnostic.range.start])).toEqual([
      ['DN4001', positionOf(later, '"intro.mdx"')],
      ['DN4006', positionOf(later, '"guides/later"')],
    ])
    const from = published.length
    writeFileSync(join(root, 'guides', 'later.mdx'), '# Later\n')
    await connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: pathToFileURL(join(root, 'guides', 'later.mdx')).href, type: 1 }] })
    const found = await diagnosticsFor(docsUri, () => true, from)
    expect(found.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['DN4001'])
    const pages = await completion(docsUri, positionOf(later, '"guides/later"', 2))
    expect(pages.map((item) => item.label)).toContain('guides/later')
  })

  it('answers requests at places that are not there, and a docs.json that is not JSON, without failing', async () => {
    const far = { line: 9999, character: 9999 }
    expect(await completion(docsUri, far)).toEqual([])
    expect(await connection.sendRequest('textDocument/hover', { textDocument: { uri: docsUri }, position: far })).toBeNull()
    const outside = pathToFileURL(join(tmpdir(), 'elsewhere.json')).href
    expect(await connection.sendRequest('textDocument/hover', { textDocument: { uri: outside }, position: { line: 0, character: 0 } })).toBeNull()
    const halfWritten = '{ "navigation": { "pages": ["intro", "gu'
    await connection.sendNotification('textDocument/didChange', { textDocument: { uri: docsUri, version: 4 }, contentChanges: [{ text: halfWritten }] })
    const broken = await diagnosticsFor(docsUri, (params) => params.version === 4)
    expect(broken.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['DN1004'])
    // Completion still reads the half-written file, the outline what it can.
    const pages = await completion(docsUri, { line: 0, character: halfWritten.length })
    expect(pages.find((item) => item.label === 'guides/faq')?.textEdit).toEqual({
      range: { start: { line: 0, character: halfWritten.length - 2 }, end: { line: 0, character: halfWritten.length } },
      newText: 'guides/faq',
    })
    const symbols = (await connection.sendRequest('textDocument/documentSymbol', { textDocument: { uri: docsUri } })) as DocumentSymbol[]
    expect(symbols.map((symbol) => symbol.children?.map((child) => child.name))).toEqual([['intro', 'gu']])
  })

  it('without file events from the client (it registers none), reads the disk again on every compile', async () => {
    // The page of the test above goes, with no word to the server; the next keystroke shows it.
    unlinkSync(join(root, 'guides', 'later.mdx'))
    const later = edited.replace('"guides/setup"', '"guides/later"')
    await connection.sendNotification('textDocument/didChange', { textDocument: { uri: docsUri, version: 99 }, contentChanges: [{ text: `${later} ` }] })
    const gone = await diagnosticsFor(docsUri, (params) => params.version === 99)
    expect(gone.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['DN4001', 'DN4006'])
  })

  it('shuts down and exits with code 0', async () => {
    const exit = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)))
    await connection.sendRequest('shutdown')
    await connection.sendNotification('exit')
    expect(await exit).toBe(0)
  })
})

describe("the language server's reading of a file being typed", () => {
  // A compile of the project above, against texts that have nothing to do with it (a stale result).
  const latest = {
    result: compileSync({ config: DOCS, files: { 'more.json': MORE, 'openapi.json': SPEC } }, { noFiles: true }),
    versions: new Map<string, number>(),
  }
  const paths = projectPaths(join(tmpdir(), 'docsnav-lsp-nowhere'))
  const rangeOf = (start: number, end: number) => ({ start: { line: 0, character: start }, end: { line: 0, character: end } })
  const pieces = [
    '{',
    '}',
    '[',
    ']',
    ':',
    ',',
    '"',
    '\\',
    ' ',
    '\n',
    'x',
    '1',
    'true',
    '"pages"',
    '"tabs"',
    '"tab"',
    '"group"',
    '"groups"',
    '"navigation"',
    '"openapi"',
    '"root"',
    '"language"',
    '"$ref"',
    '"global"',
    '"GET /pets"',
    '"intro"',
    '"more.json"',
    '"openapi.json"',
    '//',
    '/*',
    '0',
    '"directory"',
  ]

  it('never throws, whatever the text and the place', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 60 }), fc.nat(400), fc.constantFrom('docs.json', 'more.json'), (parts, offset, file) => {
        const text = parts.join('')
        const tree = parseLoose(text)
        const context = cursorContext(file, text, tree, offset, latest)!
        completionsAt(context, () => ['intro'], rangeOf)
        hoverAt(context, paths, rangeOf)
        definitionAt(context, paths)
        symbolsOf(tree, context.base, rangeOf)
      }),
      { numRuns: 2000 },
    )
  })

  it('finds every entry of a valid file where it is written, as the compile does', () => {
    const context = cursorContext('docs.json', DOCS, parseLoose(DOCS), DOCS.indexOf('"POST /pets"') + 3, latest)!
    expect(context.spot).toMatchObject({ role: 'item', index: 1, token: { value: 'POST /pets', start: DOCS.indexOf('"POST /pets"') } })
    expect(context.spot.holder!.path).toEqual(['navigation', 'tabs', 1, 'groups', 0, 'pages'])
    const included = cursorContext('more.json', MORE, parseLoose(MORE), MORE.indexOf('"intro"') + 1, latest)!
    expect(included.base).toEqual(['navigation', 'tabs', 2])
  })
})
