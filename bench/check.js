// Benchmark for `docsnav check` in-process: parse + $ref + tree + every pass on the largest real
// config, side by side with JSON.parse of the same text, momoa (a position-keeping JSON parser), and
// docsnav's parse alone (docs.json read to its navigation tree, before any check: the floor of a
// check in docsnav's present design) in the same run.
// Usage: npm run bench [-- path/to/docs.json] [--runs N] [--json]
// --json: the last line of stdout is {"file", "bytes", "runs", "subjects": {name: {"medianMs", "p90Ms"}}, "ratio", "parseRatio"}
// (ratio: docsnav check's median ÷ JSON.parse's; parseRatio: docsnav parse's), read by bench/report.js.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { parse as momoaParse } from '@humanwhocodes/momoa'
import { compileSync } from '../dist/index.js'
import { parseNavigationSync } from '../dist/compile/compile.js'
import { corpusFolder } from '../scripts/corpus.mjs'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '60' }, json: { type: 'boolean', default: false } },
})
const file = positionals[0] ?? join(corpusFolder, 'crewAIInc__crewAI', 'docs.json')
const runs = Number(values.runs)
const text = readFileSync(file, 'utf8')

const subjects = {
  'JSON.parse': () => JSON.parse(text),
  'momoa parse': () => momoaParse(text, { mode: 'json', ranges: false, tokens: false }),
  'docsnav parse': () => {
    const tree = parseNavigationSync({ config: text }, { noFiles: true })
    if (tree.children.length === 0) throw new Error('docs.json read to no navigation')
    return tree
  },
  'docsnav check': () => {
    const result = compileSync({ config: text }, { noFiles: true })
    if (result.diagnostics.some((diagnostic) => diagnostic.code.startsWith('DN9'))) throw new Error('internal error')
    return result
  },
}

// Interleaved rounds, so drift in machine load hits every subject alike; in each, a subject runs a
// batch of times in a row. Run once each, every subject paid for the garbage of the one before it:
// JSON.parse after the check took 4 to 15 ms from one run of this script to the next, where in
// batches it takes 3.8 ms in every run (the others as steady).
const BATCH = 5
const samples = Object.fromEntries(Object.keys(subjects).map((name) => [name, []]))
for (let round = -2; round < Math.ceil(runs / BATCH); round++) {
  for (const [name, run] of Object.entries(subjects)) {
    for (let time = 0; time < BATCH; time++) {
      const start = process.hrtime.bigint()
      run()
      const elapsed = Number(process.hrtime.bigint() - start) / 1e6
      if (round >= 0) samples[name].push(elapsed)
    }
  }
}

const quantile = (list, q) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))]
const floor = quantile(samples['JSON.parse'], 0.5)
console.log(`${file}: ${(text.length / 1e6).toFixed(1)} MB, ${runs} runs each, node ${process.version}, flags: ${process.execArgv.join(' ') || '(none)'}`)
console.log('subject          median      p90   × JSON.parse')
for (const [name, list] of Object.entries(samples)) {
  const median = quantile(list, 0.5)
  console.log(
    `${name.padEnd(15)} ${median.toFixed(2).padStart(6)} ms ${quantile(list, 0.9).toFixed(2).padStart(6)} ms ${(median / floor).toFixed(2).padStart(8)}`,
  )
}
if (values.json) {
  const summary = Object.fromEntries(Object.entries(samples).map(([name, list]) => [name, { medianMs: quantile(list, 0.5), p90Ms: quantile(list, 0.9) }]))
  console.log(
    JSON.stringify({
      file,
      bytes: Buffer.byteLength(text),
      runs: samples['JSON.parse'].length,
      subjects: summary,
      ratio: summary['docsnav check'].medianMs / floor,
      parseRatio: summary['docsnav parse'].medianMs / floor,
    }),
  )
}
