// Measures the two places where docsnav keeps its own code instead of a library the design names,
// side by side in one process, interleaved: walking the navigation tree (src/ir/walk.ts against
// unist-util-visit) and following path item `$ref`s of a split OpenAPI spec (src/parse/openapi.ts
// against @apidevtools/json-schema-ref-parser, from bench/package.json).
// Usage: npm run bench:deps [-- --runs N]
import { execSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { visit } from 'unist-util-visit'
import { compileSync, walk } from '../dist/index.js'
import { corpusFolder } from '../scripts/corpus.mjs'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '40' } } })
const runs = Number(values.runs)
if (!existsSync(join(import.meta.dirname, 'node_modules', '@apidevtools')))
  execSync('npm ci --no-audit --no-fund', { cwd: import.meta.dirname, stdio: 'inherit' })
const { default: $RefParser } = await import('@apidevtools/json-schema-ref-parser')

function median(run) {
  const times = []
  for (let round = -5; round < runs; round++) {
    const start = performance.now()
    run()
    if (round >= 0) times.push(performance.now() - start)
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]
}

async function medianAsync(run) {
  const times = []
  for (let round = -3; round < Math.min(runs, 15); round++) {
    const start = performance.now()
    await run()
    if (round >= 0) times.push(performance.now() - start)
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]
}

// 1. Walking crewAI's tree (23,000 pages) once, visiting every node.
const crewai = join(corpusFolder, 'crewAIInc__crewAI', 'docs.json')
const { tree } = compileSync({ config: readFileSync(crewai, 'utf8') }, { noFiles: true })
let nodes = 0
const walked = median(() => {
  nodes = 0
  walk(tree, () => void nodes++)
})
let visited = 0
const visitedTime = median(() => {
  visited = 0
  visit(tree, () => void visited++)
})
if (nodes !== visited) throw new Error(`the walks disagree: ${nodes} and ${visited} nodes`)
console.log(
  `walk crewAI's tree (${nodes} nodes): docsnav walk ${walked.toFixed(2)} ms, unist-util-visit ${visitedTime.toFixed(2)} ms (${(visitedTime / walked).toFixed(2)}×)`,
)

// 2. A split spec: 1,000 path items, each in a file of its own, each with a schema reference.
const folder = join(import.meta.dirname, '.cache', 'split-spec')
mkdirSync(join(folder, 'paths'), { recursive: true })
const paths = {}
for (let index = 0; index < 1000; index++) {
  paths[`/items${index}`] = { $ref: `./paths/item${index}.json` }
  writeFileSync(
    join(folder, 'paths', `item${index}.json`),
    JSON.stringify({
      get: {
        summary: `Get item ${index}`,
        tags: [`tag${index % 20}`],
        responses: { 200: { description: 'ok', content: { 'application/json': { schema: { $ref: '../openapi.json#/components/schemas/Item' } } } } },
      },
    }),
  )
}
writeFileSync(
  join(folder, 'openapi.json'),
  JSON.stringify({ openapi: '3.1.0', info: { title: 'Split', version: '1' }, paths, components: { schemas: { Item: { type: 'object' } } } }),
)
writeFileSync(join(folder, 'docs.json'), JSON.stringify({ navigation: { tabs: [{ tab: 'API', openapi: 'openapi.json' }] } }))
let pages = 0
const docsnav = median(() => {
  const result = compileSync(folder, { noFiles: true, outputs: true })
  if (result.summary.errors > 0) throw new Error(JSON.stringify(result.diagnostics[0]))
  pages = result.site.routes.length
})
let operations = 0
const library = await medianAsync(async () => {
  const $refs = await $RefParser.resolve(join(folder, 'openapi.json'))
  const spec = $refs.get('#')
  operations = 0
  for (const item of Object.values(spec.paths)) {
    const resolved = item.$ref ? $refs.get(item.$ref) : item
    if (resolved.get) operations++
  }
})
if (pages !== operations) throw new Error(`${pages} pages but ${operations} operations`)
console.log(
  `split spec (1,000 path item files): docsnav, the whole compile with its pages ${docsnav.toFixed(1)} ms; json-schema-ref-parser resolving the references alone ${library.toFixed(1)} ms (${(library / docsnav).toFixed(2)}×)`,
)
