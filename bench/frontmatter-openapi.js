// Benchmark for pages whose frontmatter names an operation (`openapi: GET /path`), looked up as
// Mintlify looks: in every JSON and YAML file of the project. A synthetic site of 10,000 pages
// (bench/synthetic-site.js) gets 40 JSON data files and 4 specs docs.json does not name (500
// operations each); a `check` of it, in-process, is timed:
//   - plain: no page names an operation (no file beyond the navigation's is read);
//   - named: 500 pages name operations of the 4 specs, which docs.json also names in `api.openapi`;
//   - searched: the same pages, the specs named by nobody (found by the project's walk);
//   - missing: the same, each page naming an operation no spec has (500 errors, each with the
//     three nearest operations of the 2,000).
// Usage: npm run bench:frontmatter-openapi [-- --pages 10000]
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { compileSync } from '../dist/index.js'
import { syntheticSite } from './synthetic-site.js'
import { medianTime } from './timing.js'

const { values } = parseArgs({ options: { pages: { type: 'string', default: '10000' }, runs: { type: 'string', default: '9' } } })
const size = Number(values.pages)
const runs = Number(values.runs)
const SPECS = 4
const OPERATIONS = 500
const DATA_FILES = 40

const base = syntheticSite(join(import.meta.dirname, '.cache', `site-r-${size}`), size)
const variants = {
  plain: variant('plain', false, false),
  named: variant('named', true, true),
  searched: variant('searched', true, false),
  missing: variant('missing', true, false, 'thing-'),
}

console.log(
  `${size.toLocaleString('en-US')} pages, ${DATA_FILES} JSON data files, ${SPECS} specs of ${OPERATIONS} operations; check (files read), median of ${runs} runs after one, node ${process.version}`,
)
console.log('variant     check (ms)   diagnostics')
for (const [name, folder] of Object.entries(variants)) {
  const check = () => compileSync(folder)
  const result = check()
  if (result.summary.errors !== (name === 'missing' ? 500 : 0)) throw new Error(`${name}: ${JSON.stringify(result.diagnostics.slice(0, 3))}`)
  console.log(`${name.padEnd(10)} ${medianTime(check, runs).toFixed(1).padStart(11)}   ${result.diagnostics.length}`)
}

/** A copy of the site with the data files and specs, and (`frontmatter`) pages naming operations (`GET /service-N/<operationName>M`); made once. */
function variant(name, frontmatter, namedInDocsJson, operationName = 'things-') {
  const folder = join(import.meta.dirname, '.cache', `frontmatter-openapi-${size}-${name}`)
  if (existsSync(join(folder, '.complete'))) return folder
  rmSync(folder, { recursive: true, force: true })
  cpSync(base, folder, { recursive: true })
  mkdirSync(join(folder, 'data'), { recursive: true })
  for (let index = 0; index < DATA_FILES; index++) {
    writeFileSync(
      join(folder, 'data', `table-${index}.json`),
      JSON.stringify({ rows: Array.from({ length: 200 }, (_, row) => ({ row, label: `Row ${row}` })) }),
    )
  }
  const specs = []
  for (let index = 0; index < SPECS; index++) {
    const paths = {}
    for (let operation = 0; operation < OPERATIONS; operation++) {
      paths[`/service-${index}/things-${operation}`] = { get: { summary: `Thing ${operation} of service ${index}`, responses: { 200: { description: 'ok' } } } }
    }
    specs.push(`specs/service-${index}.json`)
    mkdirSync(join(folder, 'specs'), { recursive: true })
    writeFileSync(join(folder, specs.at(-1)), JSON.stringify({ openapi: '3.1.0', info: { title: `Service ${index}`, version: '1' }, paths }))
  }
  if (namedInDocsJson) {
    const docs = JSON.parse(readFileSync(join(folder, 'docs.json'), 'utf8'))
    writeFileSync(join(folder, 'docs.json'), JSON.stringify({ ...docs, api: { openapi: specs } }, null, 2))
  }
  if (frontmatter) {
    // 500 of the pages become API pages written by hand (the first group pages of the `v2` tabs).
    let named = 0
    for (let tab = 1; tab <= 4 && named < 500; tab++) {
      for (let page = 0; page < 125; page++, named++) {
        const file = join(folder, 'v2', `tab-${tab}`, `group-${Math.floor(page / 25)}`, `page-${page}.mdx`)
        if (!existsSync(file)) continue
        const service = named % SPECS
        writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*\n/m, `openapi: GET /service-${service}/${operationName}${named % OPERATIONS}\n`))
      }
    }
  }
  writeFileSync(join(folder, '.complete'), '')
  return folder
}
