// Language server benchmark: the time from a keystroke to its diagnostics on the largest real
// config (crewAI's docs.json, 2.3 MB), as an editor sees it. The server (dist/lsp/server.js) runs in
// a process of its own over stdio; each edit inserts or removes one character inside a group's label
// (the file stays valid), alternately, and the clock runs from sending the didChange to receiving the
// publishDiagnostics of that version (the server's debounce included). Edits are sent one after the
// other's diagnostics. Reports the first compile, median and p90 of the edits, and the server's peak
// resident set size (it reports its own as it exits).
// Then the requests an editor sends after a pause (completion and hover in the first page entry, the
// outline), each the first at its version: `--runs K` times, each after one more edit and its
// diagnostics, and reports the medians (one sample is noisy).
// The first completion: one completion request sent right after didOpen, before the first
// compile has ended (as an editor asks when the file opens); its time from sending to the answer.
// --loaded: the machine busy, as editors are used: one CPU-bound process per core
// (os.availableParallelism(), each a `for (;;)` loop in a node process of its own) runs beside the
// server from before it starts until it exits; the output says so.
// Usage (after npm run build):
//   node bench/lsp.js [path/to/folder-with-docs.json] [--edits 50] [--runs 5] [--json] [--prof DIR] [--dist DIR] [--watched] [--loaded]
// --json: the last stdout line is one JSON object ({file, bytes, loaded, firstCompileMs, firstCompletionMs, keystroke: {medianMs,
// p90Ms, edits}, requests: {completion, hover, documentSymbol}, peakRssMb}; bench/report.js reads it).
// --prof DIR: the server runs with --cpu-prof, its profile written into DIR as it exits.
// --watched: the client tells file changes (didChangeWatchedFiles), as VS Code does; without it,
// the server reads the disk again at every compile.
// --dist DIR: the server of another build (DIR/lsp/server.js; a copy of dist/ made before a change).
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { createMessageConnection, StreamMessageReader, StreamMessageWriter } from 'vscode-languageserver/node'
import { corpusFolder } from '../scripts/corpus.mjs'
import { busyCores } from './processes.js'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    edits: { type: 'string', default: '50' },
    runs: { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
    prof: { type: 'string' },
    dist: { type: 'string' },
    watched: { type: 'boolean', default: false },
    loaded: { type: 'boolean', default: false },
  },
})
const edits = Number(values.edits)
const runs = Math.max(1, Number(values.runs))
const root = resolve(positionals[0] ?? join(corpusFolder, 'crewAIInc__crewAI'))
const text = readFileSync(join(root, 'docs.json'), 'utf8')
const uri = pathToFileURL(join(root, 'docs.json')).href
const dist = values.dist ? resolve(values.dist) : join(import.meta.dirname, '..', 'dist')
// The server as `docsnav lsp` starts it (its own thread), or as a build from before that thread started it.
const [entry, entryFunction] = existsSync(join(dist, 'lsp', 'thread.js'))
  ? [pathToFileURL(join(dist, 'lsp', 'thread.js')).href, 'runLanguageServerInThread']
  : [pathToFileURL(join(dist, 'lsp', 'server.js')).href, 'runLanguageServer']
const scratch = mkdtempSync(join(tmpdir(), 'docsnav-lsp-bench-'))
const peakFile = join(scratch, 'peak-rss')

// Where the edits go: just inside the first group's label.
const labelAt = text.indexOf('"group": "')
if (labelAt === -1) throw new Error('no group label in docs.json to edit')
const offset = labelAt + '"group": "'.length
const before = text.slice(0, offset)
const position = { line: before.split('\n').length - 1, character: offset - (before.lastIndexOf('\n') + 1) }

// The load: one busy process per core, started before the server and ended after it.
const stopLoad = values.loaded ? await busyCores() : undefined

const server = spawn(
  process.execPath,
  [
    ...(values.prof ? ['--cpu-prof', '--cpu-prof-dir', resolve(values.prof)] : []),
    '--require',
    join(import.meta.dirname, 'peak-rss.cjs'),
    '-e',
    `import(${JSON.stringify(entry)}).then((m) => m.${entryFunction}()).then((code) => { process.exitCode = code })`,
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
// The file watchers the server registers when the client tells file changes (none change here).
connection.onRequest('client/registerCapability', () => null)
connection.listen()
const diagnosticsOf = (version) => new Promise((resolveVersion) => waiting.set(version, resolveVersion))

await connection.sendRequest('initialize', {
  processId: process.pid,
  rootUri: pathToFileURL(root).href,
  capabilities: values.watched ? { workspace: { didChangeWatchedFiles: { dynamicRegistration: true } } } : {},
  initializationOptions: { noFiles: true },
})
await connection.sendNotification('initialized', {})
// Where completion is asked: in the first page entry.
const pagesAt = text.indexOf('"pages": ["') + '"pages": ["'.length + 1
const beforePage = text.slice(0, pagesAt)
const pagePosition = { line: beforePage.split('\n').length - 1, character: pagesAt - (beforePage.lastIndexOf('\n') + 1) }
const start = performance.now()
const first = diagnosticsOf(1)
await connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text } })
// The first completion, asked as the file opens (the first compile not yet ended).
const firstCompletion = connection
  .sendRequest('textDocument/completion', { textDocument: { uri }, position: pagePosition })
  .then(() => performance.now() - start)
const opened = await first
const firstMs = performance.now() - start
const firstCompletionMs = await firstCompletion

let version = 1
/** Inserts or removes (alternately) one character in the label; resolves with the ms until its diagnostics. */
const edit = async () => {
  version++
  const insert = version % 2 === 0
  const change = insert
    ? { range: { start: position, end: position }, text: 'x' }
    : { range: { start: position, end: { line: position.line, character: position.character + 1 } }, text: '' }
  const published = diagnosticsOf(version)
  const began = performance.now()
  await connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [change] })
  await published
  return performance.now() - began
}
const pause = () => new Promise((resolvePause) => setTimeout(resolvePause, 20))

const samples = []
for (let count = 0; count < edits; count++) {
  samples.push(await edit())
  // A pause, as between keystrokes.
  await pause()
}

// One request of each kind at the last version, as the editor asks after a pause: completion and
// hover in the first page entry, the outline (each the first at its version: the file is read again).
const timed = async (method, params) => {
  const began = performance.now()
  const answer = await connection.sendRequest(method, { textDocument: { uri }, ...params })
  return { ms: performance.now() - began, answer }
}
const requestSamples = { completion: [], hover: [], documentSymbol: [] }
for (let run = 0; run < runs; run++) {
  // Each run at a version of its own (the first run at the last edit's).
  if (run > 0) {
    await edit()
    await pause()
  }
  requestSamples.completion.push((await timed('textDocument/completion', { position: pagePosition })).ms)
  requestSamples.hover.push((await timed('textDocument/hover', { position: pagePosition })).ms)
  requestSamples.documentSymbol.push((await timed('textDocument/documentSymbol', {})).ms)
}

await connection.sendRequest('shutdown')
const exited = new Promise((resolveExit) => server.on('exit', resolveExit))
await connection.sendNotification('exit')
const code = await exited
stopLoad?.()
connection.dispose()
const peakKb = Number(readFileSync(peakFile, 'utf8'))
rmSync(scratch, { recursive: true, force: true })

const quantile = (list, q) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))]
const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const requests = Object.fromEntries(Object.entries(requestSamples).map(([method, list]) => [method, median(list)]))
const round = (ms) => Math.round(ms * 10) / 10
console.log(
  `${join(root, 'docs.json')}: ${(text.length / 1e6).toFixed(1)} MB, ${opened.diagnostics.length} diagnostics, noFiles${values.watched ? ', file changes told' : ''}, node ${process.version}`,
)
if (stopLoad) console.log(`loaded: ${stopLoad.count} CPU-bound processes (one per core) running beside the server`)
console.log(`first compile (didOpen -> diagnostics): ${firstMs.toFixed(0)} ms`)
console.log(`first completion (sent with didOpen): ${firstCompletionMs.toFixed(1)} ms`)
console.log(
  `keystroke -> diagnostics, ${samples.length} edits: median ${quantile(samples, 0.5).toFixed(1)} ms, p90 ${quantile(samples, 0.9).toFixed(1)} ms (debounce included)`,
)
console.log(
  `requests${runs > 1 ? `, median of ${runs} versions` : ''}: ${Object.entries(requests)
    .map(([method, ms]) => `${method} ${ms.toFixed(1)} ms`)
    .join(', ')}`,
)
console.log(`server peak RSS: ${(peakKb / 1024).toFixed(0)} MB; exit code ${code}`)
if (values.json) {
  const report = {
    file: join(root, 'docs.json'),
    bytes: Buffer.byteLength(text),
    loaded: stopLoad?.count ?? 0,
    firstCompileMs: round(firstMs),
    firstCompletionMs: round(firstCompletionMs),
    keystroke: { medianMs: round(quantile(samples, 0.5)), p90Ms: round(quantile(samples, 0.9)), edits: samples.length },
    requests: Object.fromEntries(Object.entries(requests).map(([method, ms]) => [method, round(ms)])),
    peakRssMb: Math.round(peakKb / 1024),
  }
  console.log(JSON.stringify(report))
}
