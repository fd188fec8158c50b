// Benchmark for a project kept open (createProject; watch mode and the language server use it):
// 1. a 10,000-page synthetic site (bench/synthetic-site.js): one page's frontmatter title edited, then
//    project.update([page]), against a full build (compile with every output made, as `docsnav build`
//    makes them), with and without making the outputs' text after the update; and without outputs
//    (check --watch, the language server) against a full check;
// 2. crewAI's docs.json (../shared/corpus, with its specs; no page files, so `noFiles`): one character
//    of a group label edited, then project.update(['docs.json']), against a full check (compile());
//    once a character replaced in the first group label, once a character typed into (and then
//    deleted from) the label of the group in the middle of the file, which moves all that follows.
// 3. Spree's docs.json beside its four YAML specs (3 MB): the same edit, then update(['docs.json']).
// Each figure is the median of the runs, in this process, after a warm-up.
// Usage: npm run bench:incremental [-- --runs 15 --corpus ../shared/corpus --size 10000 --cache DIR --json]
// --size: the synthetic site's pages (default 10,000); --cache: where it is made (default: bench/.cache)
// --json: the last line of stdout is {"runs", "title": {full, update, updateWithOutputs}, "titleCheck": {full, update},
// "docsJson"?: {full, update}, "docsJsonTyped"?: {full, update}, "docsJsonBesideSpecs"?: {full, update}} (ms), read by bench/report.js.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { syntheticSite } from './synthetic-site.js'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '15' },
    corpus: { type: 'string', default: join(import.meta.dirname, '..', '..', 'shared', 'corpus') },
    size: { type: 'string', default: '10000' },
    cache: { type: 'string', default: join(import.meta.dirname, '.cache') },
    json: { type: 'boolean', default: false },
  },
})
const runs = Number(values.runs)
const { compile, createProject } = await import('../dist/index.js')

const median = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]
const textOf = (result) => {
  let length = 0
  for (const output of Object.values(result.outputs ?? {})) for (const chunk of output.chunks()) length += chunk.length
  return length
}

/** Median times of a full compile and of an update after `edit(i)` (which returns the paths it changed), in ms. */
async function measure(root, options, edit, { makeOutputs }) {
  const project = createProject(root, options)
  await project.compile()
  const full = []
  const update = []
  const updateWithOutputs = []
  for (let run = -2; run < runs; run++) {
    const paths = edit(run)
    let start = performance.now()
    const kept = await project.update(paths)
    const updated = performance.now() - start
    if (makeOutputs) textOf(kept)
    const updatedWithOutputs = performance.now() - start
    start = performance.now()
    const fresh = await compile(root, options)
    if (makeOutputs) textOf(fresh)
    const fullTime = performance.now() - start
    if (JSON.stringify(kept.diagnostics) !== JSON.stringify(fresh.diagnostics)) throw new Error('the update and the fresh compile disagree')
    // Two warm-up rounds.
    if (run < 0) continue
    full.push(fullTime)
    update.push(updated)
    updateWithOutputs.push(updatedWithOutputs)
  }
  return { full: median(full), update: median(update), updateWithOutputs: median(updateWithOutputs) }
}

console.log(`node ${process.version}; medians of ${runs} runs, in-process`)

// 1. The synthetic site: a frontmatter title.
const size = Number(values.size)
const site = syntheticSite(join(values.cache, `site-r-${size}`), size)
const scratch = mkdtempSync(join(tmpdir(), 'docsnav-incremental-'))
cpSync(site, scratch, { recursive: true })
const options = { outputs: { siteUrl: 'https://docs.example.com', stream: true } }
const first = (await compile(scratch, options)).site.routes.find((route) => route.source.kind === 'page').source.file
const original = readFileSync(join(scratch, first), 'utf8')
const edited = await measure(
  scratch,
  options,
  (run) => {
    writeFileSync(join(scratch, first), original.replace(/^title: (.*)$/m, `title: $1 (edit ${run})`))
    return [first]
  },
  { makeOutputs: true },
)
// The same edit for `check --watch` and the language server: diagnostics only, against a full check.
const checkedOnly = await measure(
  scratch,
  {},
  (run) => {
    writeFileSync(join(scratch, first), original.replace(/^title: (.*)$/m, `title: $1 (check ${run})`))
    return [first]
  },
  { makeOutputs: false },
)
rmSync(scratch, { recursive: true, force: true })
const ratio = (part, whole) => `${((part / whole) * 100).toFixed(1)}%`
console.log(`${size.toLocaleString('en-US')} pages, one frontmatter title edited:`)
console.log(
  `  full build ${edited.full.toFixed(0)} ms; update ${edited.update.toFixed(0)} ms (${ratio(edited.update, edited.full)}); update with every output's text made ${edited.updateWithOutputs.toFixed(0)} ms (${ratio(edited.updateWithOutputs, edited.full)})`,
)
console.log(
  `  check only: full check ${checkedOnly.full.toFixed(0)} ms; update ${checkedOnly.update.toFixed(0)} ms (${ratio(checkedOnly.update, checkedOnly.full)})`,
)

// 2. crewAI: one character of docs.json.
const figures = { runs, size, title: edited, titleCheck: checkedOnly }
const crew = join(values.corpus, 'crewAIInc__crewAI')
if (!existsSync(crew)) {
  console.log(`crewAI: not found in ${values.corpus} (pass --corpus)`)
} else {
  const copy = mkdtempSync(join(tmpdir(), 'docsnav-incremental-crew-'))
  cpSync(crew, copy, { recursive: true })
  const docs = readFileSync(join(copy, 'docs.json'), 'utf8')
  const label = docs.indexOf('"group": "') + '"group": "'.length
  const middle = docs.indexOf('"group": "', docs.length >> 1) + '"group": "'.length
  const crewOptions = { noFiles: true }
  const checked = await measure(
    copy,
    crewOptions,
    (run) => {
      writeFileSync(join(copy, 'docs.json'), docs.slice(0, label) + String.fromCharCode(65 + ((run + 2) % 26)) + docs.slice(label + 1))
      return ['docs.json']
    },
    { makeOutputs: false },
  )
  const typed = await measure(
    copy,
    crewOptions,
    (run) => {
      writeFileSync(join(copy, 'docs.json'), run % 2 === 0 ? `${docs.slice(0, middle)}x${docs.slice(middle)}` : docs)
      return ['docs.json']
    },
    { makeOutputs: false },
  )
  rmSync(copy, { recursive: true, force: true })
  figures.docsJson = checked
  figures.docsJsonTyped = typed
  console.log('crewAI, one character of docs.json edited:')
  console.log(
    `  replaced in the first group's label: full check ${checked.full.toFixed(0)} ms; update ${checked.update.toFixed(0)} ms (${ratio(checked.update, checked.full)})`,
  )
  console.log(
    `  typed into (or deleted from) the label of the group in the middle: full check ${typed.full.toFixed(0)} ms; update ${typed.update.toFixed(0)} ms (${ratio(typed.update, typed.full)})`,
  )
}
// 3. Spree: docs.json beside 3 MB of YAML specs, one character of a group label edited: the specs are
// read again unchanged (what parsing them costs is paid once, not at every edit).
const spree = join(values.corpus, 'spree__spree')
if (existsSync(spree)) {
  const copy = mkdtempSync(join(tmpdir(), 'docsnav-incremental-spree-'))
  cpSync(spree, copy, { recursive: true })
  const docs = readFileSync(join(copy, 'docs.json'), 'utf8')
  const label = docs.indexOf('"group": "') + '"group": "'.length
  const specs = await measure(
    copy,
    { noFiles: true },
    (run) => {
      writeFileSync(join(copy, 'docs.json'), docs.slice(0, label) + String.fromCharCode(65 + ((run + 2) % 26)) + docs.slice(label + 1))
      return ['docs.json']
    },
    { makeOutputs: false },
  )
  rmSync(copy, { recursive: true, force: true })
  figures.docsJsonBesideSpecs = specs
  console.log('Spree (3 MB of YAML specs), one character of docs.json edited:')
  console.log(`  full check ${specs.full.toFixed(0)} ms; update ${specs.update.toFixed(0)} ms (${ratio(specs.update, specs.full)})`)
}
if (values.json) console.log(JSON.stringify(figures))
