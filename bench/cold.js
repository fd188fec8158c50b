// Cold whole-process benchmark: the command line as a CI job runs it (a new process, once), side by
// side with a node process doing the least the same job needs, in turns (A B A B ...) so drift in
// machine load hits both alike. Reports median wall time, the median of the pairwise ratios, and
// peak memory (each process reports its own maximum resident set size as it exits).
// Usage: npm run bench:cold [-- --runs 15] [-- --build 100000]
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { syntheticSite } from './synthetic-site.js'
import { corpusFolder } from '../scripts/corpus.mjs'

const { values } = parseArgs({ options: { runs: { type: 'string', default: '15' }, build: { type: 'string', default: '10000' } } })
const runs = Number(values.runs)
const root = join(import.meta.dirname, '..')
const docsnav = join(root, 'bin', 'docsnav.js')
const peakReporter = join(import.meta.dirname, 'peak-rss.cjs')
const scratch = mkdtempSync(join(tmpdir(), 'docsnav-cold-'))
const crewAI = join(corpusFolder, 'crewAIInc__crewAI')
const readAndParse = (file) => `JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8'))`

const tiny = join(scratch, 'tiny')
mkdirSync(tiny)
writeFileSync(
  join(tiny, 'docs.json'),
  JSON.stringify({ name: 'Tiny', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['index', 'quickstart'] }] } }),
)
writeFileSync(join(tiny, 'index.mdx'), '---\ntitle: Home\n---\n# Home\n')
writeFileSync(join(tiny, 'quickstart.mdx'), '---\ntitle: Quickstart\ndescription: Start here\n---\n# Quickstart\n')

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

/** One run: wall milliseconds and the process's own peak resident set size in MB. */
function run(args) {
  const report = join(scratch, 'peak')
  rmSync(report, { force: true })
  const start = process.hrtime.bigint()
  const child = spawnSync(process.execPath, ['--require', peakReporter, ...args], {
    env: { ...process.env, DOCSNAV_PEAK_RSS_FILE: report },
    stdio: ['ignore', 'ignore', 'pipe'],
    maxBuffer: 1 << 26,
  })
  const wall = Number(process.hrtime.bigint() - start) / 1e6
  if (child.status !== 0) throw new Error(`${args.join(' ')} exited with ${child.status}: ${child.stderr}`)
  return { wall, peak: Number(readFileSync(report, 'utf8')) / 1024 }
}

const median = (list) => [...list].sort((x, y) => x - y)[Math.floor(list.length / 2)]
console.log(`node ${process.version}; ${runs} runs of each after 2 warm-up runs, in turns; median wall time, median of the pairwise ratios, median peak RSS`)
for (const pair of pairs) {
  const a = []
  const b = []
  for (let round = -2; round < runs; round++) {
    const first = run(pair.a)
    const second = run(pair.b)
    if (round >= 0) {
      a.push(first)
      b.push(second)
    }
  }
  const ratio = median(a.map((sample, index) => sample.wall / b[index].wall))
  const row = (name, samples) =>
    `  ${name.padEnd(32)} ${median(samples.map((s) => s.wall))
      .toFixed(0)
      .padStart(6)} ms ${median(samples.map((s) => s.peak))
      .toFixed(0)
      .padStart(6)} MB`
  console.log(`\n${pair.name}`)
  console.log(row('docsnav', a))
  console.log(row(pair.bName, b))
  console.log(`  ${'wall time, docsnav ÷ the other'.padEnd(32)} ${ratio.toFixed(2).padStart(6)} ×`)
}
rmSync(scratch, { recursive: true, force: true })
