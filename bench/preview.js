// Benchmark for `docsnav preview`'s live reload: the time from a file's change to the event that
// makes open pages reload (watch settle time, the project's update, the new renderer), on a copy
// of the example site and on crewAI's docs.json (../shared/corpus; no page files, so `noFiles`).
// Median of the runs. Usage: npm run bench:preview [-- --runs 10 --corpus ../shared/corpus]
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '10' }, corpus: { type: 'string', default: join(import.meta.dirname, '..', '..', 'shared', 'corpus') } },
})
const runs = Number(values.runs)
const { startPreview } = await import('../dist/preview/server.js')

/** Median ms from a write of docs.json to the preview's next reload event. */
async function measure(source, options) {
  const copy = mkdtempSync(join(tmpdir(), 'docsnav-preview-bench-'))
  cpSync(source, copy, { recursive: true })
  const docs = readFileSync(join(copy, 'docs.json'), 'utf8')
  const preview = await startPreview(copy, { port: 0, compile: options })
  const response = await fetch(`${preview.url}__docsnav/events`)
  const reader = response.body.getReader()
  await reader.read()
  const times = []
  for (let run = 0; run < runs; run++) {
    const start = performance.now()
    writeFileSync(join(copy, 'docs.json'), docs.replace('"name": "', `"name": "${run} `))
    await reader.read()
    times.push(performance.now() - start)
  }
  await reader.cancel()
  await preview.close()
  rmSync(copy, { recursive: true, force: true })
  return [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]
}

console.log(`node ${process.version}; median of ${runs} edits; includes the watcher's 150 ms settle time`)
console.log(`example site: docs.json edited → reload event ${(await measure(join(import.meta.dirname, '..', 'examples', 'acme'), {})).toFixed(0)} ms`)
const crew = join(values.corpus, 'crewAIInc__crewAI')
if (existsSync(crew)) console.log(`crewAI (22,934 routes): docs.json edited → reload event ${(await measure(crew, { noFiles: true })).toFixed(0)} ms`)
else console.log(`crewAI: not found in ${values.corpus} (pass --corpus)`)
