// The benchmark report (issue 32): the figures docsnav is held to, each measured by the benchmark
// behind it, in one table. Whole processes run in pairs and in turns (A B A B ..., bench/processes.js);
// each other benchmark runs in a process of its own with `--json` and is read from its last line.
// Every child process has a time limit and is killed (SIGKILL, with its own children) past it; a
// measurement that fails is shown as failed and the others still run.
//
// Usage (after npm run build):
//   node bench/report.js            the full report: writes bench/report.json and the report's section of
//                                   docs/performance.md (npm run bench:report); about 20 minutes on two
//                                   cores without the generators' builds, which take about 25 more
//   node bench/report.js --quick    smaller sizes and fewer runs (each labelled), the generators' builds
//                                   left out, at most about 4 minutes: prints the table, writes nothing
//                                   in the repository (what CI runs)
//   --only <id,id>                  only these rows (ids as in bench/report.json); prints, writes nothing
//   --json <file>                   also write the report's JSON there
//   --minutes <n>                   the report's time (default: 50, --quick 3.8): rows not started by then
//                                   are shown as not run
//   --rows-from <file,file>         take the rows those files (earlier --json) measured from them, each
//                                   marked with its date, instead of measuring them again: the
//                                   generators' builds (about 25 minutes) can be run apart with --only
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import { join, relative } from 'node:path'
import { execPath } from 'node:process'
import { parseArgs } from 'node:util'
import { corpusFolder } from '../scripts/corpus.mjs'
import { busyCores, docsnav, median, paired, readAndParse, root, runCommand, runNode, tinyProject } from './processes.js'
import { docsSection, markdownReport, replaceSection } from './report-format.js'
import { syntheticSite } from './synthetic-site.js'

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    json: { type: 'string' },
    'rows-from': { type: 'string' },
    minutes: { type: 'string' },
  },
})
const quick = values.quick
/** Earlier reports' JSON (--rows-from a,b): a row is taken from the last file that measured it, or that failed at it. */
const rowsFrom = (values['rows-from'] ?? '')
  .split(',')
  .filter(Boolean)
  .map((file) => JSON.parse(readFileSync(file, 'utf8')))
  .reverse()
const only = values.only ? new Set(values.only.split(',')) : undefined
const reportFile = join(import.meta.dirname, 'report.json')
const docsFile = join(root, 'docs', 'performance.md')
// --quick writes nothing in the repository: its sites are made (once) in the system's temporary folder.
const cache = quick ? join(tmpdir(), 'docsnav-bench-report-cache') : join(import.meta.dirname, '.cache')
const scratch = mkdtempSync(join(tmpdir(), 'docsnav-bench-report-'))
const crewAI = join(corpusFolder, 'crewAIInc__crewAI')
/** A row's `skip` for the rows that measure on crewAI's docs.json (the corpus holds it): why it cannot run, if it cannot. */
const withoutCrewAI = () => (existsSync(join(crewAI, 'docs.json')) ? undefined : `crewAI's docs.json is not at ${crewAI}`)
const githubSpec = join(import.meta.dirname, 'node_modules', '@octokit', 'openapi', 'generated', 'api.github.com.json')
const mintlify = join(root, 'oracles', 'mintlify', 'node_modules', '@mintlify', 'prebuild')
const SITE_URL = 'https://docs.example.com'
/** The whole report's time: past it, the rows not yet run are shown as not run. */
const budgetMs = (values.minutes ? Number(values.minutes) * 60 : quick ? 230 : 50 * 60) * 1000
const started = Date.now()
const left = () => budgetMs - (Date.now() - started)
const seconds = (value) => value * 1000
const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`
const mb = (value) => `${Math.round(value).toLocaleString('en-US')} MB`
const pages = (count) => `${count.toLocaleString('en-US')} pages`

/** A site of bench/synthetic-site.js in the report's cache (sites are made once: the first run takes longer). */
const site = (size) => syntheticSite(join(cache, `report-site-${size}`), size)

/** Runs `node bench/<script> <args> --json` in a process group of its own; resolves with its last stdout line, parsed. */
async function benchJson(script, args, timeoutMs) {
  const stdout = await runCommand(process.execPath, [join(import.meta.dirname, script), ...args, '--json'], {
    timeoutMs: Math.min(timeoutMs, Math.max(1000, left())),
  })
  const last = stdout.trim().split('\n').at(-1) ?? ''
  try {
    return JSON.parse(last)
  } catch {
    throw new Error(`bench/${script} printed no JSON last line (${JSON.stringify(last.slice(0, 200))})`)
  }
}

/** Whole processes in turns, under the report's time: each run's limit is what is left, at most `limitMs`. */
function pairedProcesses(a, b, runs, limitMs, beforeA) {
  return paired(a, b, { runs, warmups: quick ? 1 : 2, timeoutMs: Math.min(limitMs, Math.max(1000, left())), beforeA })
}

const ratioFigures = (result, otherName) => ({
  docsnav: `${ms(result.a.wallMs)}, ${mb(result.a.peakMb)}`,
  comparedWith: `${otherName}: ${ms(result.b.wallMs)}, ${mb(result.b.peakMb)} (medians of ${result.runs} paired runs)`,
  value: result.ratio,
  unit: '×',
})

/** The pairs of {@link pairedProcesses} again with every core busy: the row's figure under load. */
async function pairedUnderLoad(a, b, runs, limitMs) {
  const stop = await busyCores()
  try {
    const result = pairedProcesses(a, b, runs, limitMs)
    return { value: result.ratio, docsnav: `${ms(result.a.wallMs)} ÷ ${ms(result.b.wallMs)}, ${stop.count} busy processes` }
  } finally {
    stop()
  }
}

/**
 * The machine's CPU time so far, all cores (Linux's /proc/stat): `busy`, and `all` with idle time.
 * Read before and after a command on a machine running nothing else, the difference is the
 * command's, the processes it left to others included (a test worker's Chromium, which the worker
 * does not wait for): counting the children waited for (cutime, cstime) left those out.
 */
function machineCpuSeconds() {
  const [user, nice, system, idle, iowait, irq, softirq] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
  const busy = user + nice + system + irq + softirq
  return { busy: busy / CLOCK_TICKS, all: (busy + idle + iowait) / CLOCK_TICKS }
}

/** Linux's clock ticks a second, in which /proc gives CPU time (100 on every Linux docsnav runs on). */
const CLOCK_TICKS = 100

/**
 * Makes room for a first build at `folder`: what is there is moved aside, not deleted, since on
 * this disk (ext4 mounted with `discard`) 12,000 files deleted just before are paid for by the
 * next flush, which would be the build's.
 */
function moveAside(folder) {
  if (!existsSync(folder)) return
  mkdirSync(join(scratch, 'aside'), { recursive: true })
  renameSync(folder, mkdtempSync(join(scratch, 'aside', 'out-')))
}

/** The number of routes of a build's routes.json in `out`. */
function routesIn(out) {
  const value = JSON.parse(readFileSync(join(out, 'routes.json'), 'utf8'))
  return (Array.isArray(value) ? value : value.routes).length
}

const buildSize = quick ? 1000 : 10_000
const rssSize = quick ? 10_000 : 100_000
const incrementalSize = quick ? 2000 : 10_000
const lspEdits = quick ? '10' : '50'

/** bench/check.js's run, which the in-process check's row and its floor's both read (the floor is measured in the same runs). */
const inProcessChecks = (shared) => shared('check', () => benchJson('check.js', ['--runs', quick ? '20' : '60'], seconds(120)))

/**
 * The rows. `run` returns the row's figures (docsnav, comparedWith, value, unit, note), or throws
 * (the row is then shown as failed); `skip` says why a row is not run (then it is not). `partial`:
 * measured at another size than the target is for.
 */
const rows = [
  {
    id: 'cli-check-crewai',
    measure: "`check --no-files` of crewAI's docs.json (2.3 MB), whole process ÷ a node process that only JSON.parses it",
    target: { op: '<=', value: 2 },
    command: 'npm run bench:cold',
    skip: withoutCrewAI,
    run: async () => {
      const pair = [
        [docsnav, 'check', crewAI, '--no-files'],
        ['-e', readAndParse(join(crewAI, 'docs.json'))],
      ]
      const result = pairedProcesses(...pair, quick ? 5 : 15, seconds(60))
      return { ...ratioFigures(result, 'node, JSON.parse'), loaded: await pairedUnderLoad(...pair, quick ? 3 : 9, seconds(120)) }
    },
  },
  {
    id: 'floor-cli-check-crewai',
    measure:
      "the floor of `cli-check-crewai`: a node process that loads docsnav's command line as bin/docsnav.js does and JSON.parses crewAI's docs.json, ÷ one that only JSON.parses it; what the check adds to it is its compile, run once in a new process, before V8 has optimised it",
    command: 'node bench/report.js --only floor-cli-check-crewai',
    skip: withoutCrewAI,
    run: async () => {
      const parse = readAndParse(join(crewAI, 'docs.json'))
      const load = `require(${JSON.stringify(join(root, 'bin', 'load-bundle.cjs'))}).loadBundle(${JSON.stringify(join(root, 'dist', 'cli.bundle.cjs'))});`
      const result = pairedProcesses(['-e', load + parse], ['-e', parse], quick ? 5 : 15, seconds(60))
      // The same check run again and again in one process: the first run is the cold check's.
      const checks = []
      for (let run = 0; run < (quick ? 3 : 5); run++) {
        const stdout = await runCommand(execPath, [join(import.meta.dirname, 'first-check.cjs'), crewAI, '6'], {
          timeoutMs: Math.min(seconds(60), Math.max(1000, left())),
        })
        checks.push(JSON.parse(stdout.trim().split('\n').at(-1)).wallMs)
      }
      const first = median(checks.map((runs) => runs[0]))
      const sixth = median(checks.map((runs) => runs[5]))
      const figures = ratioFigures(result, 'node, JSON.parse')
      return {
        ...figures,
        comparedWith: `${figures.comparedWith}; the check run six times in one process (bench/first-check.cjs, medians of ${checks.length} processes): the first ${ms(first)}, the sixth ${ms(sixth)}`,
      }
    },
  },
  {
    id: 'cli-check-tiny',
    measure: '`check` of a tiny project (one group, two pages), whole process ÷ `node -e 0`',
    target: { op: '<=', value: 1.3 },
    command: 'npm run bench:cold',
    run: async () => {
      const pair = [
        [docsnav, 'check', tinyProject(join(scratch, 'tiny'))],
        ['-e', '0'],
      ]
      return {
        ...ratioFigures(pairedProcesses(...pair, quick ? 9 : 21, seconds(30)), 'node -e 0'),
        loaded: await pairedUnderLoad(...pair, quick ? 5 : 15, seconds(60)),
      }
    },
  },
  {
    id: 'floor-cli-check-tiny',
    measure:
      "the floor of `cli-check-tiny`: a node process that loads docsnav's command line as bin/docsnav.js does (its bundle, from V8's code cache) and runs nothing, ÷ `node -e 0`",
    command: 'node bench/report.js --only floor-cli-check-tiny',
    run: () => {
      const load = `require(${JSON.stringify(join(root, 'bin', 'load-bundle.cjs'))}).loadBundle(${JSON.stringify(join(root, 'dist', 'cli.bundle.cjs'))})`
      return ratioFigures(pairedProcesses(['-e', load], ['-e', '0'], quick ? 9 : 21, seconds(30)), 'node -e 0')
    },
  },
  {
    id: 'cli-openapi-github',
    measure:
      "GitHub's REST API description (13 MB, 1,223 operations) expanded: `check --no-files` of a folder holding only it, whole process ÷ a node process that JSON.parses the spec",
    target: { op: '<=', value: 1.2 },
    command: 'node bench/report.js --only cli-openapi-github',
    skip: () => (existsSync(githubSpec) ? undefined : '@octokit/openapi is not installed in bench/node_modules (npm ci in bench/)'),
    run: () => {
      const folder = join(scratch, 'github')
      mkdirSync(folder, { recursive: true })
      cpSync(githubSpec, join(folder, 'github.json'))
      const config = { name: 'GitHub', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { tabs: [{ tab: 'REST API', openapi: 'github.json' }] } }
      writeFileSync(join(folder, 'docs.json'), JSON.stringify(config))
      const result = pairedProcesses([docsnav, 'check', folder, '--no-files'], ['-e', readAndParse(join(folder, 'github.json'))], quick ? 5 : 15, seconds(60))
      return ratioFigures(result, 'node, JSON.parse of the spec')
    },
  },
  {
    id: 'floor-openapi-github',
    measure:
      "the floor of `cli-openapi-github`: a node process that reads GitHub's spec, JSON.parses it and checks it against the OpenAPI 3.0 schema with the validator docsnav ships, as Mintlify's build checks it (bench/spec-schema-floor.cjs), ÷ a node process that JSON.parses it",
    command: 'node bench/report.js --only floor-openapi-github',
    skip: () => (existsSync(githubSpec) ? undefined : '@octokit/openapi is not installed in bench/node_modules (npm ci in bench/)'),
    run: () => {
      const floor = [join(import.meta.dirname, 'spec-schema-floor.cjs'), githubSpec]
      return ratioFigures(pairedProcesses(floor, ['-e', readAndParse(githubSpec)], quick ? 5 : 15, seconds(60)), 'node, JSON.parse of the spec')
    },
  },
  {
    id: 'build-vs-mintlify',
    measure: `\`build\` with pages and \`--site-url\` of the synthetic site (bench/synthetic-site.js) at ${pages(buildSize)} into a new folder, whole process, against Mintlify's navigation build (prebuild) in-process: how many times faster`,
    target: { op: '>=', value: 60 },
    partial: buildSize !== 10_000,
    late: true,
    command: 'node bench/report.js --only build-vs-mintlify',
    skip: () => (existsSync(mintlify) ? undefined : 'oracles/mintlify is not installed (npm ci in oracles/mintlify)'),
    run: async () => {
      const folder = site(buildSize)
      const out = join(scratch, 'out-mintlify')
      const walls = []
      // Each a first build: into the folder of the one before, what did not change is not written again (row build-rebuild).
      for (let run = 0; run < (quick ? 3 : 5); run++) {
        moveAside(out)
        walls.push(runNode([docsnav, 'build', folder, '--out', out, '--site-url', SITE_URL], { timeoutMs: seconds(120) }).wall)
      }
      const routes = routesIn(out)
      // Mintlify's build grows with the square of the pages: once, in a process of its own.
      const theirs = await benchJson('mintlify-build.mjs', [folder], quick ? seconds(90) : seconds(12 * 60))
      if (theirs.error) throw new Error(theirs.error)
      const ours = median(walls)
      return {
        docsnav: `${ms(ours)} (${routes.toLocaleString('en-US')} routes; median of ${walls.length})`,
        comparedWith: `Mintlify's prebuild: ${ms(theirs.ms)} (${theirs.pages.toLocaleString('en-US')} pages in its navigation; one run)`,
        value: theirs.ms / ours,
        unit: '×',
        note: buildSize === 10_000 ? undefined : `at ${pages(buildSize)} (--quick); the target is for 10,000, where Mintlify's build (quadratic) is slower`,
      }
    },
  },
  {
    id: 'floor-build-writes',
    measure: `the floor of \`build-vs-mintlify\`'s writing: a node process that creates the files that build wrote at ${pages(buildSize)} (the same names and sizes, not flushed; bench/write-floor.cjs), and the build into a new folder, whole processes`,
    partial: buildSize !== 10_000,
    command: 'node bench/report.js --only floor-build-writes',
    run: () => {
      const folder = site(buildSize)
      const out = join(scratch, 'out-floor')
      runNode([docsnav, 'build', folder, '--out', out, '--site-url', SITE_URL], { timeoutMs: seconds(120) })
      const list = readdirSync(out, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && !join(entry.parentPath, entry.name).includes(`${out}/.docsnav`))
        .map((entry) => {
          const path = join(entry.parentPath, entry.name)
          return [relative(out, path), statSync(path).size]
        })
      const listFile = join(scratch, 'written.json')
      writeFileSync(listFile, JSON.stringify(list))
      const buildOut = join(scratch, 'out-floor-build')
      const result = pairedProcesses(
        [docsnav, 'build', folder, '--out', buildOut, '--site-url', SITE_URL],
        [join(import.meta.dirname, 'write-floor.cjs'), listFile, join(scratch, 'floor-writes')],
        quick ? 3 : 5,
        seconds(120),
        () => moveAside(buildOut),
      )
      const megabytes = list.reduce((sum, [, bytes]) => sum + bytes, 0) / 1e6
      return ratioFigures(result, `node creating its ${list.length.toLocaleString('en-US')} files (${megabytes.toFixed(0)} MB)`)
    },
  },
  {
    id: 'build-rebuild',
    measure: `\`build\` with pages and \`--site-url\` of the synthetic site at ${pages(buildSize)} into the folder of the build before: nothing changed, and one page's title edited (issue 41: reported)`,
    partial: buildSize !== 10_000,
    command: 'node bench/report.js --only build-rebuild',
    run: () => {
      // A copy of the site, so that its page can be edited.
      const folder = join(scratch, 'rebuild-site')
      cpSync(site(buildSize), folder, { recursive: true })
      const out = join(scratch, 'out-rebuild')
      const build = () => runNode([docsnav, 'build', folder, '--out', out, '--site-url', SITE_URL], { timeoutMs: seconds(120) }).wall
      const first = build()
      const runs = quick ? 3 : 5
      const same = Array.from({ length: runs }, build)
      const page = join(
        folder,
        readdirSync(folder, { recursive: true }).find((name) => String(name).endsWith('.mdx')),
      )
      const text = readFileSync(page, 'utf8')
      const edited = Array.from({ length: runs }, (_, run) => {
        writeFileSync(page, text.replace(/^title: .*$/m, `title: "Edited ${run}"`))
        return build()
      })
      const unchanged = median(same)
      return {
        docsnav: `nothing changed: ${ms(unchanged)}; one page edited: ${ms(median(edited))} (medians of ${runs})`,
        comparedWith: `the first build into the folder: ${ms(first)}`,
        value: unchanged,
        unit: 'ms',
      }
    },
  },
  {
    id: 'build-watch',
    measure: `\`build --watch\` with pages and \`--site-url\` of the synthetic site at ${pages(buildSize)}: a page's title edited → the build that wrote it, median (issue 41: reported)`,
    partial: buildSize !== 10_000,
    command: 'node bench/watch-build.js',
    run: async () => {
      const result = await benchJson('watch-build.js', ['--site', site(buildSize), '--size', String(buildSize), '--edits', quick ? '3' : '8'], seconds(600))
      return {
        docsnav: `${ms(result.medianMs)} (${result.editMs.length} edits)`,
        comparedWith: `the first build of the watch: ${ms(result.firstBuildMs)}`,
        value: result.medianMs,
        unit: 'ms',
      }
    },
  },
  ...[
    {
      id: 'build-peak-rss-pages',
      measure: `peak RSS of \`build\` with pages and \`--site-url\` of the synthetic site at ${pages(rssSize)}, whole process`,
      target: { op: '<=', value: 300 },
      flags: [],
    },
    {
      id: 'build-peak-rss-no-files',
      measure: `peak RSS of \`build --no-files --site-url\` of the synthetic site at ${pages(rssSize)} (2 languages × 2 versions, pages not read), whole process`,
      target: { op: '<=', value: 400 },
      flags: ['--no-files'],
    },
  ].map((row) => ({
    ...row,
    unit: 'MB',
    partial: rssSize !== 100_000,
    late: true,
    command: `node bench/report.js --only ${row.id}`,
    run: () => {
      // The site bench:build and docs/performance.md's earlier figures measured (made without colors, which changes nothing here).
      const folder = syntheticSite(join(cache, `site-r-${rssSize}`), rssSize)
      const out = join(scratch, `out-${row.id}`)
      const samples = []
      for (let run = 0; run < 1; run++) {
        samples.push(runNode([docsnav, 'build', folder, '--out', out, '--site-url', SITE_URL, ...row.flags], { timeoutMs: Math.min(left(), seconds(180)) }))
      }
      const routes = routesIn(out)
      rmSync(out, { recursive: true, force: true })
      const peak = median(samples.map((sample) => sample.peak))
      return {
        docsnav: `${mb(peak)}, ${ms(median(samples.map((sample) => sample.wall)))} (${routes.toLocaleString('en-US')} routes; median of ${samples.length})`,
        comparedWith: 'the target',
        value: peak,
        unit: 'MB',
        note: rssSize === 100_000 ? undefined : `at ${pages(rssSize)} (--quick); the target is for 100,000`,
      }
    },
  })),
  {
    id: 'floor-build-peak-rss-pages',
    measure: `the floor of \`build-peak-rss-pages\` in docsnav's present design: the compile build runs, in a process that writes nothing (bench/model-floor.mjs, with build's \`--heap-growing-percent=20\`); outputs are made from the site model as they are written, so the model lives to the last`,
    unit: 'MB',
    partial: rssSize !== 100_000,
    late: true,
    command: 'node bench/report.js --only floor-build-peak-rss-pages',
    run: () => {
      const folder = syntheticSite(join(cache, `site-r-${rssSize}`), rssSize)
      const figures = join(scratch, 'model-floor.json')
      const model = join(import.meta.dirname, 'model-floor.mjs')
      const run = runNode(['--expose-gc', '--heap-growing-percent=20', model, folder, SITE_URL, figures], { timeoutMs: Math.min(left(), seconds(120)) })
      const { heapUsedMb, outputs } = JSON.parse(readFileSync(figures, 'utf8'))
      return {
        docsnav: `${mb(run.peak)}, ${ms(run.wall)} (${outputs.toLocaleString('en-US')} outputs made ready, none written)`,
        comparedWith: `the model alone, the heap in use after the compile and a full collection: ${mb(heapUsedMb)}`,
        value: run.peak,
        unit: 'MB',
        note: rssSize === 100_000 ? undefined : `at ${pages(rssSize)} (--quick)`,
      }
    },
  },
  ...[
    {
      id: 'lsp-keystroke',
      measure: "language server on crewAI's docs.json: keystroke → published diagnostics (debounce included), median",
      target: { op: '<=', value: 50, underLoad: true },
      pick: (figures) => ({
        value: figures.keystroke?.medianMs,
        docsnav: `median ${ms(figures.keystroke?.medianMs)}, p90 ${ms(figures.keystroke?.p90Ms)} (${figures.keystroke?.edits} edits)`,
      }),
    },
    {
      id: 'lsp-completion',
      measure: "language server on crewAI's docs.json: completion in a page entry, the first at its version",
      target: { op: '<=', value: 30, underLoad: true },
      pick: (figures) => ({ value: requestMs(figures.requests?.completion) }),
    },
    {
      id: 'lsp-outline',
      measure: "language server on crewAI's docs.json: outline (documentSymbol)",
      target: { op: '<=', value: 50, underLoad: true },
      pick: (figures) => ({ value: requestMs(figures.requests?.documentSymbol) }),
    },
    {
      id: 'lsp-completion-opening',
      measure:
        "language server on crewAI's docs.json: a completion sent with didOpen, while the first compile holds the server's thread (reported: its floor is that compile)",
      pick: (figures) => ({ value: figures.firstCompletionMs, docsnav: `${ms(figures.firstCompletionMs)}; the first compile ${ms(figures.firstCompileMs)}` }),
    },
  ].map((row) => ({
    ...row,
    unit: 'ms',
    command: 'node bench/lsp.js --runs 5 --json [--loaded]',
    skip: withoutCrewAI,
    shared: 'lsp',
    run: async (shared) => {
      /** bench/lsp.js's figures, quiet or with every core busy (`--loaded`), run once for every row. */
      const lspFigures = (loaded) =>
        shared(loaded ? 'lsp-loaded' : 'lsp', async () => {
          const args = [join(import.meta.dirname, 'lsp.js'), '--json', '--edits', lspEdits, '--runs', quick ? '3' : '5', ...(loaded ? ['--loaded'] : [])]
          const stdout = await runCommand(process.execPath, args, { timeoutMs: Math.min(left(), quick ? seconds(90) : seconds(240)) })
          const last = stdout.trim().split('\n').at(-1) ?? ''
          try {
            return JSON.parse(last)
          } catch {
            return { unavailable: true }
          }
        })
      const figures = await lspFigures(false)
      if (figures.unavailable) return { unavailable: 'bench/lsp.js does not print its JSON line yet (--json)' }
      const picked = row.pick(figures)
      if (typeof picked.value !== 'number') return { unavailable: 'bench/lsp.js --json gave no figure for it' }
      const underLoad = await lspFigures(true)
      const pickedLoaded = underLoad.unavailable ? undefined : row.pick(underLoad)
      return {
        docsnav: picked.docsnav ?? ms(picked.value),
        comparedWith: `first compile ${ms(figures.firstCompileMs)}, server's peak RSS ${mb(figures.peakRssMb)}`,
        value: picked.value,
        unit: 'ms',
        ...(typeof pickedLoaded?.value === 'number'
          ? { loaded: { value: pickedLoaded.value, docsnav: `${pickedLoaded.docsnav ?? ms(pickedLoaded.value)}, ${underLoad.loaded} busy processes` } }
          : {}),
      }
    },
  })),
  {
    id: 'floor-lsp-keystroke-text',
    measure:
      "what the editor's text costs `lsp-keystroke` before its compile: its edits applied to crewAI's text by the server's EditedDocument and the edited value read as the compile reads it (bench/lsp-text-floor.js), median; against vscode-languageserver-textdocument's TextDocument, which the server used before, whose first read makes V8 copy the whole 4.6 MB text",
    command: 'node bench/lsp-text-floor.js [--document textdocument] [--loaded]',
    skip: withoutCrewAI,
    run: async () => {
      const args = ['--edits', lspEdits]
      const quiet = await benchJson('lsp-text-floor.js', args, seconds(60))
      const loaded = await benchJson('lsp-text-floor.js', [...args, '--loaded'], seconds(60))
      const whole = await benchJson('lsp-text-floor.js', [...args, '--document', 'textdocument'], seconds(60))
      return {
        docsnav: `median ${ms(quiet.medianMs)}, p90 ${ms(quiet.p90Ms)} (${quiet.edits} edits)`,
        comparedWith: `TextDocument, the text read whole: median ${ms(whole.medianMs)}, p90 ${ms(whole.p90Ms)}`,
        value: quiet.medianMs,
        unit: 'ms',
        loaded: { value: loaded.medianMs, docsnav: `median ${ms(loaded.medianMs)}, p90 ${ms(loaded.p90Ms)}, ${loaded.loaded} busy processes` },
      }
    },
  },
  {
    id: 'inprocess-check-crewai',
    measure: "in-process `check` (compileSync, noFiles) of crewAI's docs.json ÷ `JSON.parse` of the same text",
    target: { op: '<=', value: 5 },
    command: 'npm run bench',
    skip: withoutCrewAI,
    run: async (shared) => {
      const figures = await inProcessChecks(shared)
      return {
        docsnav: ms(figures.subjects['docsnav check'].medianMs),
        comparedWith: `JSON.parse: ${figures.subjects['JSON.parse'].medianMs.toFixed(1)} ms`,
        value: figures.ratio,
        unit: '×',
        note: `medians of ${figures.runs} runs, in interleaved batches of 5`,
      }
    },
  },
  {
    id: 'floor-inprocess-check-crewai',
    measure:
      "the floor of `inprocess-check-crewai` in docsnav's present design: docs.json read to its navigation tree and no further (JSON.parse, the count of keys that finds a repeated one, a node per element and page), what every check does before it checks anything, ÷ `JSON.parse`; the checks over the tree add the rest",
    command: 'npm run bench',
    skip: withoutCrewAI,
    run: async (shared) => {
      const figures = await inProcessChecks(shared)
      return {
        docsnav: ms(figures.subjects['docsnav parse'].medianMs),
        comparedWith: `JSON.parse: ${figures.subjects['JSON.parse'].medianMs.toFixed(1)} ms; the whole check in the same runs: ${ms(figures.subjects['docsnav check'].medianMs)}`,
        value: figures.parseRatio,
        unit: '×',
        note: `medians of ${figures.runs} runs, in interleaved batches of 5`,
      }
    },
  },
  {
    id: 'test-suite',
    measure:
      'the whole test suite once its installs are made: `npm test` as README.md gives it (biome, tsc, vitest), with CI=true (every test runs), whole command, on a machine running nothing else; measured only when named (`--only test-suite`: it takes the machine for about 15 minutes) (issue 41)',
    target: { op: '<=', value: 12 },
    unit: 'min',
    quickSkip: true,
    command: 'node bench/report.js --only test-suite',
    skip: () =>
      !only?.has('test-suite')
        ? 'not run unless named: node bench/report.js --only test-suite'
        : existsSync('/proc/stat')
          ? undefined
          : "needs /proc/stat (Linux) for the machine's CPU time",
    run: async () => {
      const before = machineCpuSeconds()
      const start = Date.now()
      const stdout = await runCommand('npm', ['test'], { env: { ...process.env, CI: 'true' }, timeoutMs: Math.min(left(), seconds(45 * 60)) })
      const wallSeconds = (Date.now() - start) / 1000
      const after = machineCpuSeconds()
      const cpuSeconds = after.busy - before.busy
      const busyShare = cpuSeconds / (after.all - before.all)
      const plain = stdout.replace(/\u001b\[[0-9;]*m/g, '')
      const summary = /^(\d+) passed, (\d+) failed(?:, (\d+) skipped)?$/m.exec(plain)
      if (summary?.[2] !== '0') throw new Error(`npm test did not pass: ${summary?.[0] ?? 'no summary line'}`)
      // vitest's own line is the last of its kind (a test's output may hold another before it).
      const vitest = [...plain.matchAll(/Duration\s+([\d.]+)s/g)].at(-1)?.[1]
      const cores = cpus().length
      return {
        docsnav: `${(wallSeconds / 60).toFixed(1)} min; ${summary[0]}${vitest ? `; vitest's own time ${(Number(vitest) / 60).toFixed(1)} min` : ''}`,
        comparedWith: `the machine's CPU time during the command: ${Math.round(cpuSeconds).toLocaleString('en-US')} core-seconds (its ${cores} cores ${Math.round(busyShare * 100)}% busy), which they take at least ${(cpuSeconds / cores / 60).toFixed(1)} min to do: the floor while the suite does this work`,
        value: wallSeconds / 60,
        unit: 'min',
      }
    },
  },
  // The integrations' and outputs' own targets (issues 11–14, 28, 29, 31).
  {
    id: 'page-markdown-prose',
    measure: `each page as Markdown (\`<route>.md\`), prose pages of the synthetic site at ${pages(quick ? 1000 : 10_000)} ÷ reading the pages' bodies (issue 31)`,
    target: { op: '<=', value: 1.5 },
    partial: quick,
    command: 'node bench/page-markdown.js --only prose',
    run: async () => {
      const figures = (
        await benchJson('page-markdown.js', ['--only', 'prose', '--size', quick ? '1000' : '10000', '--cache', cache], seconds(quick ? 60 : 180))
      ).sites.prose
      return {
        docsnav: ms(figures.markdownMs),
        comparedWith: `reading the bodies: ${ms(figures.bodiesMs)} (${figures.pages} pages)`,
        value: figures.ratio,
        unit: '×',
        note: quick ? 'at 1,000 pages (--quick); the target is for 10,000' : undefined,
      }
    },
  },
  {
    id: 'page-markdown-components',
    measure: "each page as Markdown, pages full of Mintlify's components, 1,000 pages ÷ reading the pages' bodies (issue 31; the floor is the MDX parse)",
    target: { op: '<=', value: 1.5 },
    command: 'node bench/page-markdown.js --only components --size 1000',
    quickSkip: true,
    run: async () => {
      const figures = (await benchJson('page-markdown.js', ['--only', 'components', '--size', '1000', '--cache', cache], seconds(240))).sites.components
      return {
        docsnav: ms(figures.markdownMs),
        comparedWith: `reading the bodies: ${ms(figures.bodiesMs)}; the MDX parse alone: ${ms(figures.parseMs)} (${figures.pages} pages)`,
        value: figures.ratio,
        unit: '×',
        note: `the conversion is ${(figures.markdownMs / figures.parseMs).toFixed(2)}× the MDX parse it needs`,
      }
    },
  },
  ...searchRows(),
  {
    id: 'mcp-search',
    measure: "`docsnav mcp` on crewAI's docs.json (22,934 stub pages): `search_pages`, median (issue 31: reported)",
    unit: 'ms',
    command: 'npm run bench:mcp',
    quickSkip: true,
    skip: withoutCrewAI,
    run: async () => {
      const figures = await benchJson('mcp.js', ['--runs', '10', '--edits', '3', '--corpus', corpusFolder], seconds(300))
      const search = figures.tools['search_pages {"query":"agent memory","limit":10}']
      const tool = (prefix) => Object.entries(figures.tools).find(([name]) => name.startsWith(prefix))?.[1]
      return {
        docsnav: ms(search),
        comparedWith: `get_page ${ms(tool('get_page'))}, list_navigation ${ms(tool('list_navigation'))}, resolve_url ${ms(tool('resolve_url'))}, list_diagnostics ${ms(tool('list_diagnostics'))}; after a docs.json edit ${ms(figures.afterEdit.listDiagnosticsMs)}; start ${ms(figures.startMs)}, first search ${ms(figures.firstSearchMs)}`,
        value: search,
        unit: 'ms',
      }
    },
  },
  ...incrementalRows(),
  {
    id: 'links-cold',
    measure: '`check --links`, cold, 1,000 pages of realistic MDX, whole process ÷ remark-parse + remark-mdx alone (issue 12; its target is at 10,000 pages)',
    target: { op: '<=', value: 1.2 },
    partial: true,
    command: 'node bench/links.js --sizes 1000 --runs 3',
    quickSkip: true,
    run: async () => {
      const row = (await benchJson('links.js', ['--sizes', '1000', '--runs', '3'], seconds(300))).rows[0]
      return {
        docsnav: `cold ${ms(row.cold)}, warm cache ${ms(row.warm)} (${row.warmRatio.toFixed(2)}× floor)`,
        comparedWith: `the floor: ${ms(row.floor)}`,
        value: row.coldRatio,
        unit: '×',
        note: "measured at 1,000 pages, where the threads' start-up weighs more: 10,000 take minutes a round (node bench/links.js --sizes 10000)",
      }
    },
  },
  ...renderRows(),
  {
    id: 'diff-100k',
    measure: 'comparing 100,000 routes with 100,000 of an earlier build (10,000 moved): what the comparison adds to the check (issue 11)',
    target: { op: '<=', value: 1000 },
    unit: 'ms',
    command: 'npm run bench:diff',
    run: async () => {
      const figures = await benchJson('diff.js', ['--runs', quick ? '3' : '5'], seconds(120))
      return { docsnav: ms(figures.comparisonMs), comparedWith: `the check alone ${ms(figures.checkMs)}`, value: figures.comparisonMs, unit: 'ms' }
    },
  },
  ...generatorRows(),
]

function requestMs(request) {
  if (typeof request === 'number') return request
  if (request && typeof request === 'object') return request.medianMs ?? request.ms
  return undefined
}

function searchRows() {
  const size = quick ? 1000 : 10_000
  const measured = (shared) =>
    shared('search', () => benchJson('search.js', ['--size', String(size), '--runs', quick ? '1' : '3', '--cache', cache], seconds(quick ? 60 : 240)))
  return [
    {
      id: 'search-docsearch',
      measure: `\`docsearch.json\` of the synthetic site at ${pages(size)} (issue 31: reported)`,
      unit: 'ms',
      command: 'npm run bench:search',
      run: async (shared) => {
        const figures = await measured(shared)
        return {
          docsnav: `${ms(figures.docsearchMs)}, ${figures.records.toLocaleString('en-US')} records`,
          comparedWith: `reading the bodies: ${ms(figures.floorMs)}`,
          value: figures.docsearchMs,
          unit: 'ms',
        }
      },
    },
    {
      id: 'search-pagefind',
      measure: `Pagefind index (\`--pagefind\`) of the synthetic site at ${pages(size)} (issue 31: reported)`,
      unit: 'ms',
      command: 'npm run bench:search',
      run: async (shared) => {
        const figures = await measured(shared)
        return {
          docsnav: `${ms(figures.pagefindMs)}, ${figures.pagefindMb.toFixed(1)} MB of files`,
          comparedWith: `reading the bodies: ${ms(figures.floorMs)}`,
          value: figures.pagefindMs,
          unit: 'ms',
        }
      },
    },
  ]
}

function incrementalRows() {
  const measured = (shared) =>
    shared('incremental', () =>
      benchJson(
        'incremental.js',
        ['--runs', quick ? '3' : '15', '--corpus', corpusFolder, '--size', String(incrementalSize), '--cache', cache],
        seconds(quick ? 90 : 400),
      ),
    )
  return [
    {
      id: 'incremental-title',
      measure: `a project kept open, synthetic site of ${pages(incrementalSize)}: one page's frontmatter title edited, \`update()\` ÷ a full build (issue 13)`,
      partial: incrementalSize !== 10_000,
      target: { op: '<=', value: 10 },
      unit: '%',
      command: 'npm run bench:incremental',
      run: async (shared) => {
        const figures = await measured(shared)
        return {
          docsnav: ms(figures.title.update),
          comparedWith: `a full build: ${ms(figures.title.full)} (medians of ${figures.runs})`,
          value: (100 * figures.title.update) / figures.title.full,
          note: incrementalSize === 10_000 ? undefined : `at ${pages(incrementalSize)} (--quick); the target is for 10,000`,
          unit: '%',
        }
      },
    },
    // One character of docs.json edited in a project kept open, against a full check of the same project.
    ...[
      ['incremental-docs-json', 'crewAI', 'issue 13', 'docsJson', `crewAI's docs.json is not at ${crewAI}`],
      [
        'incremental-docs-json-specs',
        'Spree (docs.json beside 3 MB of YAML specs)',
        'issue 41',
        'docsJsonBesideSpecs',
        `Spree's docs.json is not in ${corpusFolder}`,
      ],
    ].map(([id, site, issue, key, missing]) => ({
      id,
      measure: `a project kept open, ${site}: one character of docs.json edited, \`update()\` ÷ a full check (${issue})`,
      target: { op: '<=', value: 50 },
      unit: '%',
      command: 'npm run bench:incremental',
      run: async (shared) => {
        const figures = (await measured(shared))[key]
        if (!figures) return { unavailable: missing }
        return { docsnav: ms(figures.update), comparedWith: `a full check: ${ms(figures.full)}`, value: (100 * figures.update) / figures.full, unit: '%' }
      },
    })),
  ]
}

function renderRows() {
  const measured = (shared) => shared('render', () => benchJson('render.js', ['--runs', quick ? '1' : '5', '--corpus', corpusFolder], seconds(120)))
  return [
    {
      id: 'render-per-route',
      measure: '`docsnav/render`: every route of crewAI (top bar, sidebar, eyebrow, pager), per route (issue 14)',
      target: { op: '<=', value: 50 },
      unit: 'µs',
      command: 'npm run bench:render',
      skip: withoutCrewAI,
      run: async (shared) => {
        const figures = await measured(shared)
        return {
          docsnav: `${ms(figures.siteMs)} for ${figures.routes.toLocaleString('en-US')} routes`,
          comparedWith: 'the target',
          value: figures.perRouteUs,
          unit: 'µs',
        }
      },
    },
    {
      id: 'render-client-gzip',
      measure: "`docsnav/render`'s client script, gzipped (issue 14)",
      target: { op: '<=', value: 5 },
      unit: 'KB',
      command: 'npm run bench:render',
      skip: withoutCrewAI,
      run: async (shared) => {
        const figures = await measured(shared)
        return {
          docsnav: `${figures.clientGzipBytes.toLocaleString('en-US')} bytes (${figures.clientBytes.toLocaleString('en-US')} before gzip)`,
          comparedWith: 'the target',
          value: figures.clientGzipBytes / 1024,
          unit: 'KB',
        }
      },
    },
  ]
}

/** The generators' builds (issues 28 and 29): minutes each, so only in the full report. */
function generatorRows() {
  const limit = (minutes) => seconds(minutes * 60)
  const starlight = (shared) => shared('starlight', () => benchJson('starlight.js', ['--runs', '1', '--pages', '1000', '--corpus', corpusFolder], limit(9)))
  const vitepress = (shared) => shared('vitepress', () => benchJson('vitepress.js', ['--runs', '1', '--pages', '1000'], limit(6)))
  const docusaurus = (shared) => shared('docusaurus', () => benchJson('docusaurus.js', ['--runs', '3', '--pages', '1000'], limit(12)))
  const fumadocs = (shared) => shared('fumadocs', () => benchJson('fumadocs.js', ['--pages', '1000'], limit(8)))
  const mkdocs = (shared) => shared('mkdocs', () => benchJson('mkdocs.js', ['--runs', '1', '--pages', '1000'], limit(6)))
  const installed = (name, file) => () =>
    existsSync(join(root, 'examples', name, 'node_modules', ...file)) ? undefined : `examples/${name} is not installed (npm test's set-up installs it)`
  const share = (percent, seconds_, total) => ({ docsnav: `${seconds_.toFixed(2)} s of ${total.toFixed(1)} s`, value: percent, unit: '%' })
  return [
    {
      id: 'starlight-share',
      measure: "docsnav's share of `astro build` (Starlight plugin) of a 1,000-page site (issue 28)",
      target: { op: '<=', value: 10 },
      unit: '%',
      command: 'npm run bench:starlight -- --runs 1',
      skip: installed('starlight', ['astro']),
      run: async (shared) => {
        const figures = await starlight(shared)
        return {
          ...share(figures.sharePercent, figures.shareMs / 1000, figures.profiledMs / 1000),
          comparedWith: `the build profiled; plain Starlight's build ${(figures.plainMs / 1000).toFixed(1)} s, the plugin's ${(figures.pluginMs / 1000).toFixed(1)} s`,
        }
      },
    },
    {
      id: 'starlight-dev-example',
      measure: '`astro dev`: a docs.json edit → the page served with it, examples/starlight (issue 28)',
      target: { op: '<=', value: 1000 },
      unit: 'ms',
      command: 'npm run bench:starlight -- --only dev',
      skip: installed('starlight', ['astro']),
      run: async (shared) => {
        const figures = await starlight(shared)
        return { docsnav: ms(figures.devExampleMs), comparedWith: 'the target', value: figures.devExampleMs, unit: 'ms' }
      },
    },
    {
      id: 'starlight-dev-crewai',
      measure: "`astro dev`: a docs.json edit → the page served with it, crewAI's docs.json without pages (issue 28)",
      target: { op: '<=', value: 2000 },
      unit: 'ms',
      command: 'npm run bench:starlight -- --only dev',
      skip: installed('starlight', ['astro']),
      run: async (shared) => {
        const figures = await starlight(shared)
        if (figures.devCrewAIMs === undefined) return { unavailable: `crewAI's docs.json is not at ${crewAI}` }
        return { docsnav: ms(figures.devCrewAIMs), comparedWith: 'the target', value: figures.devCrewAIMs, unit: 'ms' }
      },
    },
    {
      id: 'vitepress-share',
      measure: "docsnav's share of `vitepress build` of a 1,000-page site, first build (issue 29: reported)",
      unit: '%',
      command: 'npm run bench:vitepress -- --runs 1',
      skip: installed('vitepress', ['vitepress']),
      run: async (shared) => {
        const figures = await vitepress(shared)
        return {
          ...share(figures.sharePercent, figures.configMs / 1000, figures.buildMs / 1000),
          comparedWith: `the build; ${figures.rebuildSharePercent.toFixed(1)}% with the last build's source folder kept; dev: a docs.json edit → site data served ${ms(figures.devMs)}`,
        }
      },
    },
    {
      id: 'docusaurus-share',
      measure: "docsnav's share of a cold `docusaurus build` of a 1,000-page site, CPU profile (issue 29: reported)",
      unit: '%',
      command: 'npm run bench:docusaurus -- --runs 3',
      skip: installed('docusaurus', ['@docusaurus', 'core']),
      run: async (shared) => {
        const figures = await docusaurus(shared)
        return {
          ...share(figures.sharePercent, figures.docsnavS, figures.profiledS),
          comparedWith: `the build profiled (${figures.buildS.toFixed(0)} s wall); dev: sidebars rewritten ${ms(figures.devSidebarsMs)}, client rebuilt ${ms(figures.devRebuiltMs)} after an edit`,
        }
      },
    },
    {
      id: 'fumadocs-share',
      measure: "docsnav's share of `next build` (Fumadocs) of a 1,000-page site (issue 29: reported)",
      unit: '%',
      command: 'npm run bench:fumadocs',
      skip: installed('fumadocs', ['next']),
      run: async (shared) => {
        const figures = await fumadocs(shared)
        return {
          ...share(figures.sharePercent, figures.docsnavMs / 1000, figures.buildMs / 1000),
          comparedWith: `the build's wall time; dev: a docs.json edit → the page served ${ms(figures.devMs)}`,
        }
      },
    },
    {
      id: 'mkdocs-share',
      measure: "docsnav's share of `docsnav mkdocs` + `mkdocs build` of a 1,000-page site, first run (issue 29: reported)",
      unit: '%',
      command: 'npm run bench:mkdocs -- --runs 1',
      skip: () => (existsSync('/usr/bin/mkdocs') || existsSync('/usr/local/bin/mkdocs') ? undefined : 'MkDocs is not installed'),
      run: async (shared) => {
        const figures = await mkdocs(shared)
        return {
          docsnav: `${ms(figures.docsnavMs)} (${ms(figures.againMs)} on a run after the first, ${figures.againSharePercent.toFixed(1)}%)`,
          comparedWith: `mkdocs build ${ms(figures.mkdocsMs)}; dev loop after a docs.json edit ${ms(figures.devSite.servedMs)} at 1,000 pages`,
          value: figures.sharePercent,
          unit: '%',
        }
      },
    },
  ].map((row) => ({ ...row, quickSkip: true }))
}

function machine() {
  const list = cpus()
  return {
    cpu: list[0]?.model.trim() ?? 'unknown',
    cores: list.length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    loadAverage: loadavg(),
  }
}

/** Measures every row (or those --only names); a failure is the row's, never the report's. */
async function measureRows() {
  const results = []
  const memo = new Map()
  // Rows that read the same benchmark's figures share one run of it (also when it failed).
  const shared = (key, make) => {
    if (!memo.has(key)) memo.set(key, Promise.resolve().then(make))
    return memo.get(key)
  }
  // Under --quick the builds of large sites go last, so that within its time the many short rows are measured first.
  const order = rows
    .map((row, index) => ({ row, index }))
    .sort((x, y) => (quick ? Number(Boolean(x.row.late)) - Number(Boolean(y.row.late)) : 0) || x.index - y.index)
  for (const { row, index } of order) {
    if (only && !only.has(row.id)) continue
    const from = rowsFrom.find((earlierReport) => earlierReport.rows.some((measured) => measured.id === row.id && measured.status !== 'not run'))
    const earlier = from?.rows.find((measured) => measured.id === row.id)
    if (earlier) {
      const when = `measured ${from.date} in a run of its own (load average at its start ${from.machine.loadAverage.map((value) => value.toFixed(2)).join(', ')})`
      results.push({ ...earlier, index, note: earlier.note ? `${earlier.note}; ${when}` : when })
      continue
    }
    const { run, skip, quickSkip, late: _late, shared: _, pick: __, flags: ___, ...described } = row
    const base = { index, ...described, unit: row.unit ?? (row.target ? '×' : undefined) }
    const reason = quick && quickSkip ? 'not run in --quick (minutes)' : skip?.()
    if (reason) {
      results.push({ ...base, status: reason.startsWith('not run') ? 'not run' : 'unavailable', note: reason })
      continue
    }
    // A row is not started with less than a few seconds of the report's time left.
    if (left() < seconds(10)) {
      results.push({ ...base, status: 'not run', note: "the report's time ran out" })
      continue
    }
    const rowStarted = Date.now()
    process.stderr.write(`${row.id}...`)
    try {
      const figures = await run(shared)
      if (figures.unavailable) results.push({ ...base, status: 'unavailable', note: figures.unavailable })
      else results.push({ ...base, ...figures, status: 'measured' })
    } catch (error) {
      results.push({ ...base, status: 'failed', error: String(error?.message ?? error).split('\n')[0] })
    }
    process.stderr.write(` ${((Date.now() - rowStarted) / 1000).toFixed(1)} s\n`)
  }
  // In the table's order, without the index that kept it.
  return results.sort((x, y) => x.index - y.index).map(({ index: _, ...row }) => row)
}

const machineAtStart = machine()
let report
try {
  const measured = await measureRows()
  report = {
    version: 1,
    date: new Date(started).toISOString().replace(/\.\d+Z$/, 'Z'),
    quick,
    machine: machineAtStart,
    durationMs: Date.now() - started,
    rows: measured,
  }
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
const previous = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : undefined
console.log(markdownReport(report, previous))
if (values.json) writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`)
if (!quick && !only) {
  writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`)
  writeFileSync(docsFile, replaceSection(readFileSync(docsFile, 'utf8'), docsSection(report, previous)))
  console.log(`\nwrote ${relative(root, reportFile)} and the report's section of ${relative(root, docsFile)}`)
}
