// Benchmark for OpenAPI expansion: loading GitHub's REST API description (13 MB, ~1,200 operations)
// and expanding every operation into a page, side by side with JSON.parse of the same file, plus
// the memory docsnav keeps beyond the parsed spec. Usage: npm run bench:openapi [-- --runs N]
// The spec comes from bench/package.json (@octokit/openapi), installed on first use.
import { existsSync, readFileSync } from 'node:fs'
import { execSync } from 'node:child_process'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { compileSync } from '../dist/index.js'
import { indexSpec } from '../dist/parse/openapi.js'
import { sourceFile } from '../dist/source/source-file.js'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '30' } } })
const runs = Number(values.runs)
const specPath = join(import.meta.dirname, 'node_modules', '@octokit', 'openapi', 'generated', 'api.github.com.json')
if (!existsSync(specPath)) execSync('npm ci --no-audit --no-fund', { cwd: import.meta.dirname, stdio: 'inherit' })
const text = readFileSync(specPath, 'utf8')

const config = { navigation: { tabs: [{ tab: 'REST API', openapi: 'github.json' }] } }
const files = { 'github.json': text }
let operations = 0
const subjects = {
  'JSON.parse': () => JSON.parse(text),
  'docsnav load + expand': () => {
    const result = compileSync({ config, files }, { noFiles: true })
    if (result.summary.errors > 0) throw new Error(JSON.stringify(result.diagnostics[0]))
    operations = countOperations(result.tree)
  },
}

function countOperations(node) {
  return (node.type === 'operation' ? 1 : 0) + (node.children ?? []).reduce((sum, child) => sum + countOperations(child), 0)
}

const samples = Object.fromEntries(Object.keys(subjects).map((name) => [name, []]))
for (let round = -5; round < runs; round++) {
  for (const [name, run] of Object.entries(subjects)) {
    const start = process.hrtime.bigint()
    run()
    if (round >= 0) samples[name].push(Number(process.hrtime.bigint() - start) / 1e6)
  }
}
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]
const floor = median(samples['JSON.parse'])
console.log(`${specPath}: ${(text.length / 1e6).toFixed(1)} MB, ${operations} operation pages, ${runs} runs each, node ${process.version}`)
console.log('subject                  median   × JSON.parse')
for (const [name, list] of Object.entries(samples)) {
  console.log(`${name.padEnd(22)} ${median(list).toFixed(1).padStart(7)} ms ${(median(list) / floor).toFixed(2).padStart(8)}`)
}

// Memory: the heap the parsed spec holds, and what docsnav's index of it adds.
if (globalThis.gc) {
  const heap = () => {
    globalThis.gc()
    return process.memoryUsage().heapUsed
  }
  const before = heap()
  const value = JSON.parse(text)
  const parsed = heap()
  const source = sourceFile('github.json', text)
  source.value = value
  const { spec } = indexSpec('github.json', value, source, () => ({ error: 'no refs' }))
  const indexed = heap()
  console.log(
    `memory: parsed spec ${((parsed - before) / 1e6).toFixed(1)} MB; docsnav's index of its ${spec.operations.length} operations ${((indexed - parsed) / 1e6).toFixed(2)} MB beyond it`,
  )
} else {
  console.log('memory: run with node --expose-gc to measure')
}
