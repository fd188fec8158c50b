// Benchmark for `docsnav/render` on crewAI's navigation (../shared/corpus, checked with `noFiles`):
// every route rendered (top bar, sidebar with the page marked, eyebrow, pager), the time per route
// and for the whole site, each route's HTML made flat (its UTF-8 length taken, as writing it would);
// the size of the two ways `build --target html` could store it (a copy per route, or one per
// sidebar scope plus each route's own parts); and the client script's size, gzipped.
// Usage: npm run bench:render [-- --runs 5 --corpus ../shared/corpus --json]
// --json: the last line of stdout is {"routes", "siteMs", "perRouteUs", "clientBytes", "clientGzipBytes"},
// read by bench/report.js.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    corpus: { type: 'string', default: join(import.meta.dirname, '..', '..', 'shared', 'corpus') },
    json: { type: 'boolean', default: false },
  },
})
const runs = Number(values.runs)
const { compile } = await import('../dist/index.js')
const { navigationDocument } = await import('../dist/emit/navigation.js')
const { createRenderer, clientScript, defaultStyles } = await import('../dist/render/index.js')

console.log(`node ${process.version}; median of ${runs} runs, in-process`)
console.log(`client script: ${clientScript.length} bytes, ${gzipSync(clientScript).length} gzipped; default styles ${gzipSync(defaultStyles).length} gzipped`)
const crew = join(values.corpus, 'crewAIInc__crewAI')
if (!existsSync(crew)) {
  console.log(`crewAI: not found in ${values.corpus} (pass --corpus)`)
  process.exit(0)
}
const result = await compile(crew, { noFiles: true })
const input = { navigation: navigationDocument(result.tree, result.site), routes: result.site.routes }
const urls = input.routes.map((route) => route.url)
const times = []
let perRoute = 0
for (let run = -1; run < runs; run++) {
  // A new renderer each run: the scopes' sidebars are rendered within the time measured.
  const start = performance.now()
  const renderer = createRenderer(input)
  let bytes = 0
  for (const url of urls) {
    const parts = renderer.render(url)
    bytes += Buffer.byteLength(parts.topBar) + Buffer.byteLength(parts.sidebar) + Buffer.byteLength(parts.eyebrow) + Buffer.byteLength(parts.pager)
  }
  const time = performance.now() - start
  if (run >= 0) times.push(time)
  perRoute = bytes
}
const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]
console.log(`crewAI: ${urls.length} routes rendered in ${median.toFixed(0)} ms: ${((median * 1000) / urls.length).toFixed(1)} µs per route`)
const renderer = createRenderer(input)
let perScope = 0
for (let scope = 0; scope < renderer.scopeCount; scope++) {
  const parts = renderer.renderScope(scope)
  perScope += Buffer.byteLength(parts.topBar) + Buffer.byteLength(parts.sidebar)
}
let routeParts = 0
for (const url of urls) {
  const parts = renderer.renderRouteParts(url)
  routeParts += Buffer.byteLength(JSON.stringify({ url, scope: renderer.scopeOf(url), ...parts }))
}
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
console.log(
  `stored per route: ${mb(perRoute)}; per scope: ${renderer.scopeCount} scopes, ${mb(perScope)} + each route's own parts ${mb(routeParts)} = ${mb(perScope + routeParts)}`,
)
if (values.json) {
  console.log(
    JSON.stringify({
      routes: urls.length,
      siteMs: median,
      perRouteUs: (median * 1000) / urls.length,
      clientBytes: clientScript.length,
      clientGzipBytes: gzipSync(clientScript).length,
    }),
  )
}
