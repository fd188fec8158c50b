// Language server benchmark: the time from a keystroke to its diagnostics on the largest real
// config (crewAI's docs.json, 2.3 MB), as an editor sees it. The server (dist/lsp/server.js) runs in
// a process of its own over stdio; each edit inserts or removes one character inside a group's label
// (the file stays valid), alternately, and the clock runs from sending the didChange to receiving the
// publishDiagnostics of that version (the server's debounce included). Edits are sent one after the
// other's diagnostics. Reports the first compile, median and p90 of the edits, and the server's peak
// resident set size (it reports its own as it exits).
// Usage (after npm run build): node bench/lsp.js [path/to/folder-with-docs.json] [--edits 50]
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver/node'
import { corpusFolder } from '../scripts/corpus.mjs'

const { values, positionals } = parseArgs({ allowPositionals: true, options: { edits: { type: 'string', default: '50' } } })
const edits = Number(values.edits)
const root = resolve(positionals[0] ?? join(corpusFolder, 'crewAIInc__crewAI'))
const text = readFileSync(join(root, 'docs.json'), 'utf8')
const uri = pathToFileURL(join(root, 'docs.json')).href
const entry = pathToFileURL(join(import.meta.dirname, '..', 'dist', 'lsp', 'server.js')).href
const scratch = mkdtempSync(join(tmpdir(), 'docsnav-lsp-bench-'))
const peakFile = join(scratch, 'peak-rss')

// Where the edits go: just inside the first group's label.
const labelAt = text.indexOf('"group": "')
if (labelAt === -1) throw new Error('no group label in docs.json to edit')
const offset = labelAt + '"group": "'.length
const before = text.slice(0, offset)
const position = { line: before.split('\n').length - 1, character: offset - (before.lastIndexOf('\n') + 1) }

const server = spawn(
  process.execPath,
  [
    '--require',
    join(import.meta.dirname, 'peak-rss.cjs'),
    '-e',
    `import(${JSON.stringify(entry)}).then((m) => m.runLanguageServer()).then((code) => { process.exitCode = code })`,
  ],
  { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, DOCSNAV_PEAK_RSS_FILE: peakFile } },
)
const connection = createMessageConnection(new StreamMessageReader(server.stdout), new StreamMessageWriter(server.stdin))
const waiting = new Map()
connection.onNotification('textDocument/publishDiagnostics', (params) => {
  if (params.uri !== uri) return
  waiting.get(params.version)?.(params)
  waiting.delete(params.version)
})
connection.listen()
const diagnosticsOf = (version) => new Promise((resolveVersion) => waiting.set(version, resolveVersion))

await connection.sendRequest('initialize', {
  processId: process.pid,
  rootUri: pathToFileURL(root).href,
  capabilities: {},
  initializationOptions: { noFiles: true },
})
await connection.sendNotification('initialized', {})
let start = performance.now()
const first = diagnosticsOf(1)
await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text } })
const opened = await first
const firstMs = performance.now() - start

const samples = []
for (let version = 2; version < edits + 2; version++) {
  const insert = version % 2 === 0
  const change = insert
    ? { range: { start: position, end: position }, text: 'x' }
    : { range: { start: position, end: { line: position.line, character: position.character + 1 } }, text: '' }
  const published = diagnosticsOf(version)
  start = performance.now()
  await connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [change] })
  await published
  samples.push(performance.now() - start)
  // A pause, as between keystrokes.
  await new Promise((resolvePause) => setTimeout(resolvePause, 20))
}

// One request of each kind at the last version, as the editor asks after a pause: completion and
// hover in the first page entry, the outline (each the first at its version: the file is read again).
const pagesAt = text.indexOf('"pages": ["') + '"pages": ["'.length + 1
const beforePage = text.slice(0, pagesAt)
const pagePosition = { line: beforePage.split('\n').length - 1, character: pagesAt - (beforePage.lastIndexOf('\n') + 1) }
const timed = async (method, params) => {
  const began = performance.now()
  const answer = await connection.sendRequest(method, { textDocument: { uri }, ...params })
  return { ms: performance.now() - began, answer }
}
const requests = {
  completion: await timed('textDocument/completion', { position: pagePosition }),
  hover: await timed('textDocument/hover', { position: pagePosition }),
  documentSymbol: await timed('textDocument/documentSymbol', {}),
}

await connection.sendRequest('shutdown')
const exited = new Promise((resolveExit) => server.on('exit', resolveExit))
await connection.sendNotification('exit')
const code = await exited
connection.dispose()
const peakKb = Number(readFileSync(peakFile, 'utf8'))
rmSync(scratch, { recursive: true, force: true })

const quantile = (list, q) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))]
console.log(`${join(root, 'docs.json')}: ${(text.length / 1e6).toFixed(1)} MB, ${opened.diagnostics.length} diagnostics, noFiles, node ${process.version}`)
console.log(`first compile (didOpen -> diagnostics): ${firstMs.toFixed(0)} ms`)
console.log(
  `keystroke -> diagnostics, ${samples.length} edits: median ${quantile(samples, 0.5).toFixed(1)} ms, p90 ${quantile(samples, 0.9).toFixed(1)} ms (debounce included)`,
)
console.log(
  `requests: ${Object.entries(requests)
    .map(([method, { ms }]) => `${method} ${ms.toFixed(0)} ms`)
    .join(', ')}`,
)
console.log(`server peak RSS: ${(peakKb / 1024).toFixed(0)} MB; exit code ${code}`)
