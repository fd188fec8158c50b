// Benchmark for the redirect check on a site with many redirects whose destinations have
// parameters (`/gone-N/:slug*`, each looked up against every route, file and redirect source):
// 20,000 pages, 2,000 such redirects, checked in-process without page files, median of the runs.
// Usage: npm run bench:redirects [-- --runs 9]
import { parseArgs } from 'node:util'
import { medianTime } from './timing.js'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '9' } } })
const { compileSync } = await import('../dist/index.js')
const pages = Array.from({ length: 20_000 }, (_, index) => `section-${index % 50}/page-${index}`)
const redirects = Array.from({ length: 2_000 }, (_, index) => ({ source: `/old-${index}/:slug*`, destination: `/gone-${index}/:slug*` }))
const config = JSON.stringify({ navigation: { groups: [{ group: 'Pages', pages }] }, redirects })
const check = () => compileSync({ config }, { noFiles: true })
check()
console.log(
  `node ${process.version}; 20,000 pages, 2,000 redirects with parameters: check ${medianTime(check, Number(values.runs)).toFixed(0)} ms (median of ${values.runs})`,
)
