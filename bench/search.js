// Benchmark for the search indexes (issue 31) on the synthetic site of 10,000 pages (bench/synthetic-site.js):
// docsearch.json made whole (every page's Markdown, its sections, its records, as `build --site-url` writes it) and
// the Pagefind index through Pagefind's Node API (as `build --pagefind` makes it), each against the floor of reading
// every page's body. In-process, from dist/.
// Usage: npm run bench:search [-- --size 10000 --runs 3 --cache DIR --json]
// --cache: where the site is made (default: bench/.cache)
// --json: the last line of stdout is {"size", "routes", "floorMs", "docsearchMs", "records", "pagefindMs",
// "pagefindMb"}, read by bench/report.js.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { syntheticSite } from './synthetic-site.js'
import { medianTime } from './timing.js'

const { values } = parseArgs({
  options: {
    size: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '3' },
    cache: { type: 'string', default: join(import.meta.dirname, '.cache') },
    json: { type: 'boolean', default: false },
  },
})
const size = Number(values.size)
const runs = Number(values.runs)

const { compileSync } = await import('../dist/index.js')
const { docsearchOutputs } = await import('../dist/emit/docsearch.js')
const { pagefindIndex, closePagefind } = await import('../dist/search/pagefind.js')

const folder = syntheticSite(join(values.cache, `site-r-${size}`), size)
const siteUrl = 'https://docs.example.com'
const result = compileSync(folder)
if (result.summary.errors > 0) throw new Error(JSON.stringify(result.diagnostics.slice(0, 3)))
const content = (file) => {
  try {
    return readFileSync(join(folder, file), 'utf8')
  } catch {
    return undefined
  }
}
const files = result.site.routes.filter((route) => route.source.kind === 'page' && route.source.file !== null).map((route) => route.source.file)
const indexable = result.site.routes.filter((route) => route.indexable).length

const floorMs = medianTime(() => {
  for (const file of files) content(file)
}, runs)
let records = 0
const docsearchMs = medianTime(() => {
  let text = ''
  for (const chunk of docsearchOutputs(result.tree, result.site, siteUrl, content)['docsearch.json'].chunks()) text += chunk
  records = JSON.parse(text).length
}, runs)
const pagefindTimes = []
let indexBytes = 0
for (let run = 0; run < runs; run++) {
  const start = performance.now()
  const index = await pagefindIndex({ tree: result.tree, site: result.site, siteUrl, content })
  pagefindTimes.push(performance.now() - start)
  indexBytes = Object.values(index).reduce((total, bytes) => total + bytes.length, 0)
}
await closePagefind()
const pagefindMs = pagefindTimes.sort((a, b) => a - b)[Math.floor(runs / 2)]

console.log(
  `node ${process.version}; ${size}-page synthetic site: ${result.site.routes.length} routes, ${indexable} indexable, ${files.length} page files; median of ${runs} runs`,
)
console.log(`reading the page bodies (floor)  ${floorMs.toFixed(0).padStart(7)} ms`)
console.log(`docsearch.json                   ${docsearchMs.toFixed(0).padStart(7)} ms   ${(docsearchMs / floorMs).toFixed(1)}× floor, ${records} records`)
console.log(
  `Pagefind index                   ${pagefindMs.toFixed(0).padStart(7)} ms   ${(pagefindMs / floorMs).toFixed(1)}× floor, ${(indexBytes / 1024 / 1024).toFixed(1)} MB of files`,
)
if (values.json) {
  console.log(JSON.stringify({ size, routes: result.site.routes.length, floorMs, docsearchMs, records, pagefindMs, pagefindMb: indexBytes / 1024 / 1024 }))
}
