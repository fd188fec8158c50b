import { existsSync } from 'node:fs'
import { basename, dirname, isAbsolute, join, relative } from 'node:path'
import type { Readable, Writable } from 'node:stream'
import {
  createConnection,
  DidChangeWatchedFilesNotification,
  TextDocuments,
  TextDocumentSyncKind,
  type Connection,
  type DocumentSymbol,
  type InitializeParams,
  type InitializeResult,
  type WatchDog,
} from 'vscode-languageserver'
import { createProtocolConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver/node'
import { EditedDocument } from './edited-document.js'
import type { CompileOptions } from '../compile/compile.js'
import { quickFixes } from './code-actions.js'
import { completionsAt, type RangeOf } from './completion.js'
import { cursorContext, isNavigationFile } from './cursor-context.js'
import { definitionAt } from './definition.js'
import { diagnosticMessages } from './diagnostics.js'
import { hoverAt } from './hover.js'
import { joinEdits, parseLoose, updateLoose, type LooseArray, type LooseObject, type LooseValue, type TextEdit } from './loose-json.js'
import { fileOfUri } from './project-paths.js'
import { compileOptions, rootOf } from './initialize.js'
import { newlines, sizeAfter, type LinesEdit } from './text-size.js'
import { openSession, type Compiled, type Session } from './session.js'
import { outlineShape, symbolsOf, type OutlineShape } from './symbols.js'
import { sameSegments, type Segment } from './cursor.js'
import { indexOf } from './result-index.js'

/**
 * `docsnav lsp`: the Language Server Protocol over stdio, for docs.json, the files it includes
 * with `$ref`, and docsnav.config.json of the workspace folder (the folder that holds docs.json).
 * Diagnostics as you type, completion, hover, go to definition, quick fixes and the outline.
 *
 * `initializationOptions`: `{ noFiles?: boolean, links?: boolean }`, the compile options of the
 * same names (`--no-files`: no page files read; `--links`: the links inside pages checked).
 *
 * Resolves with the exit code when the client sends `exit` (0 after `shutdown`, else 1) or closes
 * the connection; nothing else ends the process. `input` and `output`: the connection, stdio by default.
 */
export function runLanguageServer(input: Readable = process.stdin, output: Writable = process.stdout): Promise<number> {
  return new Promise((resolve) => {
    let finished = false
    let parentCheck: NodeJS.Timeout | undefined
    const watchDog: WatchDog = {
      shutdownReceived: false,
      initialize(params) {
        // The client's process gone without a word: stop, as vscode-languageserver's own watchdog does.
        if (typeof params.processId !== 'number') return
        const processId = params.processId
        parentCheck = setInterval(() => {
          try {
            process.kill(processId, 0)
          } catch {
            finish(watchDog.shutdownReceived ? 0 : 1)
          }
        }, 3000)
        parentCheck.unref()
      },
      exit: (code) => finish(code),
    }
    const connection = createConnection((logger) => createProtocolConnection(new StreamMessageReader(input), new StreamMessageWriter(output), logger), watchDog)
    const server = languageServer(connection)
    const finish = (code: number) => {
      if (finished) return
      finished = true
      if (parentCheck) clearInterval(parentCheck)
      server.close()
      connection.dispose()
      input.destroy()
      resolve(code)
    }
    input.on('end', () => finish(watchDog.shutdownReceived ? 0 : 1))
    input.on('close', () => finish(watchDog.shutdownReceived ? 0 : 1))
    connection.listen()
  })
}

/** The handlers of every request and notification the server answers. */
function languageServer(connection: Connection): { close(): void } {
  // The tolerant tree of each open document at its version (treeOf).
  const trees = new WeakMap<EditedDocument, { version: number; tree: LooseValue | undefined }>()
  // The outline of each open document at its version, with the base it was made for and the symbols of its containers.
  const outlines = new WeakMap<
    EditedDocument,
    { version: number; base: Segment[] | undefined; shape: OutlineShape; symbols: DocumentSymbol[]; kept: Map<LooseObject | LooseArray, KeptContainer> }
  >()
  // What changed in each open document since its outline was made: which of its symbols still stand.
  const outlineEdits = new WeakMap<EditedDocument, LinesEdit | 'all'>()
  // What changed in each open document since its tree was made (treeOf): where its tree is to be read again.
  const edits = new WeakMap<EditedDocument, TextEdit | 'all'>()
  // Each open document's size in UTF-8, followed through its edits: measuring it again at each
  // keystroke would cost more than the compile (26 ms of crewAI's 2.3 MB; the project needs it for its size caps).
  const sizes = new WeakMap<EditedDocument, number>()
  const documents = new TextDocuments<EditedDocument>({
    create(uri, languageId, version, content) {
      const document = new EditedDocument(uri, languageId, version, content)
      sizes.set(document, Buffer.byteLength(content))
      return document
    },
    update(document, changes, version) {
      // One change at a time, as TextDocument.update applies them: each one's range is in the text the one before made.
      for (const change of changes) {
        const range =
          'range' in change
            ? ([document.offsetAt(change.range.start), document.offsetAt(change.range.end)].sort((a, b) => a - b) as [number, number])
            : undefined
        const size = sizes.get(document)
        const resized = range && size !== undefined ? sizeAfter(size, document.text, range, change.text) : undefined
        if (resized === undefined) sizes.delete(document)
        else sizes.set(document, resized)
        const kept = edits.get(document)
        const keptForOutline = outlineEdits.get(document)
        const tracked = (kept !== 'all' && trees.has(document)) || (keptForOutline !== 'all' && outlines.has(document))
        if (tracked) {
          let edit: LinesEdit | 'all' = 'all'
          if (range) {
            const [from, to] = range
            const text = document.text
            const removed = text.slice(from, to)
            // Lines counted as positions count them, but a `\r` next to the edit may join or split a `\r\n`: unknown then.
            const lines =
              text.charCodeAt(from - 1) === 0x0d || removed.includes('\r') || change.text.includes('\r')
                ? Number.NaN
                : newlines(change.text) - newlines(removed)
            edit = { from, to, delta: change.text.length - (to - from), lines }
          }
          const join = (before: LinesEdit | 'all' | undefined): LinesEdit | 'all' =>
            before === undefined || edit === 'all' ? edit : before === 'all' ? 'all' : { ...joinEdits(before, edit), lines: before.lines + edit.lines }
          if (trees.has(document)) edits.set(document, join(kept as LinesEdit | 'all' | undefined))
          if (outlines.has(document)) outlineEdits.set(document, join(keptForOutline))
        }
        document.update([change], version)
      }
      return document
    },
  })
  let session: Session | undefined
  let workspaceRoot: string | undefined
  let options: CompileOptions = {}
  let watchFiles = false
  let published = new Set<string>()

  const log = (what: string, error: unknown) =>
    connection.console.error(`docsnav: ${what}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)

  const publish = ({ result, versions }: Compiled) => {
    if (!session) return
    try {
      const { messages, published: now } = diagnosticMessages(result, session.paths, published, versions)
      published = now
      for (const message of messages) void connection.sendDiagnostics(message)
    } catch (error) {
      log('publishing diagnostics', error)
    }
  }

  /** The session of the project at `root`, opened once (a later folder is not taken up). */
  const open = (root: string): Session => {
    session ??= openSession(root, options, { compiled: publish, failed: (error) => log('compile', error) }, () => watchFiles)
    return session
  }

  /** The session's project-relative path of a document, opening the project of the first docs.json opened if the workspace has none. */
  const pathOf = (uri: string): string | undefined => {
    if (!session) {
      const file = fileOfUri(uri)
      if (file === undefined || basename(file) !== 'docs.json') return undefined
      const folder = dirname(file)
      const inside = workspaceRoot === undefined ? '' : relative(workspaceRoot, folder)
      if (inside.startsWith('..') || isAbsolute(inside)) return undefined
      open(folder)
    }
    return session!.paths.pathOf(uri)
  }

  connection.onInitialize((params: InitializeParams): InitializeResult => {
    options = compileOptions(params.initializationOptions)
    workspaceRoot = rootOf(params)
    watchFiles = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
        completionProvider: { triggerCharacters: ['"'] },
        hoverProvider: true,
        definitionProvider: true,
        documentSymbolProvider: true,
        codeActionProvider: { codeActionKinds: ['quickfix'] },
      },
      serverInfo: { name: 'docsnav' },
    }
  })

  connection.onInitialized(() => {
    if (watchFiles) {
      void connection.client
        .register(DidChangeWatchedFilesNotification.type, {
          // Every file and folder: pages, specs, includes, .mintignore, folders added or renamed.
          watchers: [{ globPattern: '**/*' }],
        })
        .catch((error: unknown) => log('registering file watchers', error))
    }
    if (workspaceRoot !== undefined && existsSync(join(workspaceRoot, 'docs.json'))) open(workspaceRoot).schedule()
  })

  connection.onShutdown(() => {
    session?.close()
  })

  documents.onDidChangeContent(({ document }) => {
    const path = pathOf(document.uri)
    if (path !== undefined) session!.setText(path, document.text, document.version, sizes.get(document))
  })
  documents.onDidClose(({ document }) => {
    const path = session?.paths.pathOf(document.uri)
    if (path !== undefined) session!.closeText(path)
  })
  documents.onDidSave(({ document }) => {
    const path = session?.paths.pathOf(document.uri)
    if (path !== undefined) session!.changedOnDisk([path])
  })
  connection.onDidChangeWatchedFiles(({ changes }) => {
    if (!session) return
    const paths = changes.flatMap((change) => {
      const path = session!.paths.pathOf(change.uri)
      return path === undefined ? [] : [path]
    })
    session.changedOnDisk(paths)
  })

  // The tolerant tree of each open document at its version: requests come in bursts at one version.
  // At a new version, the tree of the last is brought up to it (updateLoose): the edit's container read again, not the file.
  const treeOf = (document: EditedDocument) => {
    let kept = trees.get(document)
    if (kept?.version !== document.version) {
      const edit = edits.get(document)
      const tree = kept && edit !== undefined && edit !== 'all' ? updateLoose(kept.tree, document.text, edit) : parseLoose(document.getText())
      edits.delete(document)
      trees.set(document, (kept = { version: document.version, tree }))
    }
    return kept.tree
  }

  /** The document of a request, its path and a way to turn offsets into ranges; undefined outside the project. */
  const requestAt = (uri: string) => {
    const document = documents.get(uri)
    const path = session?.paths.pathOf(uri)
    if (!document || path === undefined || !session) return undefined
    const rangeOf: RangeOf = (start, end) => ({ start: document.positionAt(start), end: document.positionAt(end) })
    const contextAt = (offset: number, latest: Compiled | undefined) =>
      isNavigationFile(path) ? cursorContext(path, document.text, treeOf(document), offset, latest) : undefined
    return { document, path, session, rangeOf, contextAt }
  }
  /** A request's answer; a fault of docsnav's is logged and answered with nothing, never a crash. */
  const guarded = async <T>(what: string, empty: T, answer: () => T | Promise<T>): Promise<T> => {
    try {
      return await answer()
    } catch (error) {
      log(what, error)
      return empty
    }
  }

  connection.onCompletion((params) =>
    guarded('completion', [], () => {
      const request = requestAt(params.textDocument.uri)
      if (!request) return []
      const { document, session: current, rangeOf, contextAt } = request
      const context = contextAt(document.offsetAt(params.position), current.latest)
      return context ? completionsAt(context, () => current.pagePaths, rangeOf) : []
    }),
  )

  // Completion and hover answer at once from the latest result: what the cursor is at is read from
  // the text as typed, and an entry the latest compile did not see as written (just typed) has no
  // hover until the compile that reads it. Go to definition and quick fixes wait for that compile.
  connection.onHover((params) =>
    guarded('hover', null, () => {
      const request = requestAt(params.textDocument.uri)
      if (!request) return null
      const { document, session: current, rangeOf, contextAt } = request
      const context = contextAt(document.offsetAt(params.position), current.latest)
      return (context && hoverAt(context, current.paths, rangeOf)) ?? null
    }),
  )

  connection.onDefinition((params) =>
    guarded('definition', null, async () => {
      const request = requestAt(params.textDocument.uri)
      if (!request) return null
      const { document, session: current, contextAt } = request
      const context = contextAt(document.offsetAt(params.position), await current.fresh())
      return (context && definitionAt(context, current.paths)) ?? null
    }),
  )

  connection.onDocumentSymbol((params) =>
    guarded('document symbols', [], async () => {
      const request = requestAt(params.textDocument.uri)
      if (!request) return []
      const { document, path, session: current, rangeOf } = request
      if (!isNavigationFile(path)) return []
      // The outline reads the text as it is now; of the compile, only where the file sits in docs.json:
      // nowhere for docs.json itself (no compile waited for), else as the compile under way finds it.
      let base: Segment[] | undefined = []
      if (path !== 'docs.json') {
        const latest = await current.fresh()
        base = latest && indexOf(latest.result).baseOf(path)
      }
      const before = outlines.get(document)
      const edit = outlineEdits.get(document)
      outlineEdits.delete(document)
      const tree = treeOf(document)
      if (before?.version === document.version && sameSegments(before.base, base)) return before.symbols
      // Pages listed one by one, or (many of them) a shallow outline, of as many levels as fit: symbolsOf.
      const shape = outlineShape(tree)
      // The symbols of a container before the edit, or after it with no line added or removed (from
      // the line after the edit's on: the same lines and columns), still stand; the tree kept it.
      const reusable =
        before &&
        before.shape.pages === shape.pages &&
        before.shape.depth === shape.depth &&
        edit !== undefined &&
        edit !== 'all' &&
        !Number.isNaN(edit.lines) &&
        sameSegments(before.base, base)
          ? before.kept
          : undefined
      const after = edit !== undefined && edit !== 'all' ? edit.to + edit.delta : 0
      const afterLine = reusable && edit !== 'all' && edit?.lines === 0 ? document.positionAt(after).line : undefined
      const kept = new Map<LooseObject | LooseArray, KeptContainer>()
      const symbols = symbolsOf(
        tree,
        base,
        rangeOf,
        {
          reuse(node, depth) {
            const container = reusable?.get(node)
            if (container?.depth !== depth || edit === undefined || edit === 'all') return undefined
            const { symbols } = container
            if (node.end <= edit.from) return symbols
            if (afterLine !== undefined && node.start >= after && document.positionAt(node.start).line > afterLine) return symbols
            return undefined
          },
          keep: (node, depth, symbols) => void kept.set(node, { depth, symbols }),
        },
        shape,
      )
      outlines.set(document, { version: document.version, base, shape, symbols, kept })
      return symbols
    }),
  )

  connection.onCodeAction((params) =>
    guarded('code actions', [], async () => {
      const request = requestAt(params.textDocument.uri)
      if (!request) return []
      const { document, path, session: current } = request
      const latest = await current.fresh()
      return quickFixes(
        {
          uri: document.uri,
          file: path,
          text: document.getText(),
          version: document.version,
          positionAt: (offset) => document.positionAt(offset),
          diagnostics: params.context.diagnostics,
          ...(params.context.only ? { only: params.context.only } : {}),
        },
        latest,
      )
    }),
  )

  documents.listen(connection)
  return {
    close() {
      session?.close()
    },
  }
}

/** The symbols an outline made of a container, and its depth there (how many elements hold it). */
interface KeptContainer {
  depth: number
  symbols: DocumentSymbol[]
}
