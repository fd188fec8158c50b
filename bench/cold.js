// Cold whole-process benchmark: the command line as a CI job runs it (a new process, once), side by
// side with a node process doing the least the same job needs, in turns (A B A B ...) so drift in
// machine load hits both alike. Reports median wall time, the median of the pairwise ratios, and
// peak memory (each process reports its own maximum resident set size as it exits).
// Usage: npm run bench:cold [-- --runs 15] [-- --build 100000]
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { syntheticSite } from './synthetic-site.js'
import { docsnav, paired, readAndParse, root, tinyProject } from './processes.js'
import { corpusFolder } from '../scripts/corpus.mjs'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '15' }, build: { type: 'string', default: '10000' } } })
const runs = Number(values.runs)
const scratch = mkdtempSync(join(tmpdir(), 'docsnav-cold-'))
const crewAI = join(corpusFolder, 'crewAIInc__crewAI')
const tiny = tinyProject(join(scratch, 'tiny'))

const pairs = [
  {
    name: 'check, a tiny project (one group, two pages with frontmatter)',
    a: [docsnav, 'check', tiny],
    b: ['-e', '0'],
    bName: 'node -e 0',
  },
  {
    name: 'check, examples/acme (two languages, a YAML OpenAPI spec, 15 pages)',
    a: [docsnav, 'check', join(root, 'examples', 'acme')],
    b: ['-e', '0'],
    bName: 'node -e 0',
  },
]
if (existsSync(join(crewAI, 'docs.json'))) {
  pairs.push({
    name: "check, crewAI's docs.json (2.3 MB, 23k pages, --no-files)",
    a: [docsnav, 'check', crewAI, '--no-files'],
    b: ['-e', readAndParse(join(crewAI, 'docs.json'))],
    bName: 'node, JSON.parse of it',
  })
} else {
  console.log(`(crewAI's docs.json is not at ${crewAI}: its pair is left out)`)
}
const size = Number(values.build)
const site = syntheticSite(join(import.meta.dirname, '.cache', `site-r-${size}`), size)
const out = join(scratch, 'out')
pairs.push({
  name: `build, synthetic site of ${size.toLocaleString('en-US')} pages (bench/synthetic-site.js)`,
  a: [docsnav, 'build', site, '--out', out, '--site-url', 'https://docs.example.com'],
  b: ['-e', readAndParse(join(site, 'docs.json'))],
  bName: 'node, JSON.parse of docs.json',
})

console.log(`node ${process.version}; ${runs} runs of each after 2 warm-up runs, in turns; median wall time, median of the pairwise ratios, median peak RSS`)
for (const pair of pairs) {
  const { a, b, ratio } = paired(pair.a, pair.b, { runs })
  const row = (name, summary) => `  ${name.padEnd(32)} ${summary.wallMs.toFixed(0).padStart(6)} ms ${summary.peakMb.toFixed(0).padStart(6)} MB`
  console.log(`\n${pair.name}`)
  console.log(row('docsnav', a))
  console.log(row(pair.bName, b))
  console.log(`  ${'wall time, docsnav ÷ the other'.padEnd(32)} ${ratio.toFixed(2).padStart(6)} ×`)
}
rmSync(scratch, { recursive: true, force: true })
