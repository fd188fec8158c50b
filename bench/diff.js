// Benchmark for comparing a build with an earlier one (`docsnav diff`): a navigation of 100,000
// pages against the routes of an earlier build of 100,000, 10,000 of which were elsewhere
// (moved) and 1,000 of those covered by redirects. What the comparison adds to the check, in-process.
// Usage: npm run bench:diff [-- --pages 100000 --runs 5 --json]
// --json: the last line of stdout is {"pages", "checkMs", "comparedMs", "comparisonMs"}, read by bench/report.js.
import { parseArgs } from 'node:util'
import { medianTime } from './timing.js'

const { values } = parseArgs({
  options: { pages: { type: 'string', default: '100000' }, runs: { type: 'string', default: '5' }, json: { type: 'boolean', default: false } },
})
const { compileSync } = await import('../dist/index.js')
const pages = Number(values.pages)
const paths = Array.from({ length: pages }, (_, index) => `section-${Math.floor(index / 100)}/page-${index}`)
const groups = []
for (let start = 0; start < pages; start += 100) groups.push({ group: `Section ${start / 100}`, pages: paths.slice(start, start + 100) })
// One page in ten was elsewhere in the earlier build; the first thousand of those have redirects.
const earlier = paths.map((path, index) => ({ url: index % 10 === 0 ? `/old/${path}` : `/${path}`, title: path.slice(path.lastIndexOf('/') + 1) }))
const redirects = paths
  .filter((_, index) => index % 10 === 0)
  .slice(0, 1000)
  .map((path) => ({ source: `/old/${path}`, destination: `/${path}` }))
const config = { navigation: { groups }, redirects }

let changes
const runs = Number(values.runs)
const check = medianTime(() => compileSync({ config }, { noFiles: true }), runs)
const compared = medianTime(() => {
  changes = compileSync({ config }, { noFiles: true, previousRoutes: earlier }).urlChanges
}, runs)
console.log(
  `node ${process.version}; ${pages.toLocaleString('en-US')} pages against ${earlier.length.toLocaleString('en-US')} earlier routes; medians of ${runs} runs`,
)
console.log(`check alone ${check.toFixed(0)} ms; with the comparison ${compared.toFixed(0)} ms; the comparison ${(compared - check).toFixed(0)} ms`)
console.log(
  `found: ${changes.added.length} added, ${changes.removed.length} removed, ${changes.moved.length} moved (${changes.moved.filter((move) => move.redirect).length} covered by redirects)`,
)
if (values.json) console.log(JSON.stringify({ pages, checkMs: check, comparedMs: compared, comparisonMs: compared - check }))
