// The floor of `lsp-keystroke` while the language server holds an editor's text whole: what each of
// bench/lsp.js's edits costs the server before any compile. The same edits (one character put in and
// taken out of crewAI's first group label) are applied by vscode-languageserver-textdocument, as the
// server's TextDocuments does, and the text is then read once, as the compile reads it: V8 keeps an
// edited string as its pieces and copies them into one new string at the first read. Times each
// edit from the update to the read, in this process: no messages, no compile (docs/performance.md).
// Usage:
//   node bench/lsp-text-floor.js [path/to/folder-with-docs.json] [--edits 50] [--json] [--loaded]
// --json: the last stdout line is one JSON object ({file, bytes, loaded, medianMs, p90Ms, edits}).
// --loaded: one CPU-bound process per core runs beside it, as bench/lsp.js --loaded.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { TextDocument } from 'vscode-languageserver-textdocument'
import { corpusFolder } from '../scripts/corpus.mjs'
import { busyCores, median } from './processes.js'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    edits: { type: 'string', default: '50' },
    json: { type: 'boolean', default: false },
    loaded: { type: 'boolean', default: false },
    document: { type: 'string', default: 'edited' },
  },
})
if (values.document !== 'edited' && values.document !== 'textdocument') throw new Error('--document is edited or textdocument')
const edits = Number(values.edits)
const file = join(resolve(positionals[0] ?? join(corpusFolder, 'crewAIInc__crewAI')), 'docs.json')
const text = readFileSync(file, 'utf8')
const labelAt = text.indexOf('"group": "')
if (labelAt === -1) throw new Error('no group label in docs.json to edit')
const offset = labelAt + '"group": "'.length

const { EditedDocument } = await import(pathToFileURL(join(import.meta.dirname, '..', 'dist', 'lsp', 'edited-document.js')).href)
const edited = values.document === 'edited'
const document = edited ? new EditedDocument('file:///docs.json', 'json', 0, text) : TextDocument.create('file:///docs.json', 'json', 0, text)
const position = document.positionAt(offset)
let codes = 0
const times = []
const stopLoad = values.loaded ? await busyCores() : undefined
try {
  // Ten edits first, not timed: the code warm, as the server's is by its first keystroke.
  for (let edit = 0; edit < edits + 10; edit++) {
    const change =
      edit % 2 === 0
        ? { range: { start: position, end: position }, text: 'x' }
        : { range: { start: position, end: { line: position.line, character: position.character + 1 } }, text: '' }
    const began = performance.now()
    if (edited) {
      document.update([change], edit + 1)
      // As the compile reads it: the edited value (the label, and a little around it).
      codes += document.text.slice(offset - 16, offset + 16).charCodeAt(0)
    } else {
      TextDocument.update(document, [change], edit + 1)
      // The first read of the edited text, as the compile's: one character is enough to make it whole.
      codes += document.getText().charCodeAt(0)
    }
    if (edit >= 10) times.push(performance.now() - began)
    // An editor's keystrokes come apart: the next one finds the machine as a keystroke does.
    await new Promise((resolvePause) => setTimeout(resolvePause, 20))
  }
} finally {
  stopLoad?.()
}
times.sort((a, b) => a - b)
const figures = {
  file,
  bytes: Buffer.byteLength(text),
  loaded: stopLoad?.count ?? 0,
  medianMs: median(times),
  p90Ms: times[Math.floor(times.length * 0.9)],
  edits,
  document: values.document,
  // Read, so that no engine can leave the reads out.
  read: codes > 0,
}
console.log(`${file}: ${(figures.bytes / 1e6).toFixed(1)} MB${values.loaded ? `, ${figures.loaded} busy processes beside it` : ''}`)
console.log(
  `an edit applied to the ${values.document === 'edited' ? 'EditedDocument and the edited value read' : 'TextDocument and the text read whole'}, ${edits} edits: median ${figures.medianMs.toFixed(1)} ms, p90 ${figures.p90Ms.toFixed(1)} ms`,
)
if (values.json) console.log(JSON.stringify(figures))
