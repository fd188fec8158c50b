// Benchmark of the Docusaurus preset (docs/integrations/docusaurus.md), with the real Docusaurus of
// examples/docusaurus (installed by `npm test`'s set-up, or `npm install` there):
//
// 1. `docusaurus build` of a 1,000-page docs.json site (5 tabs of 20-page groups), cold (no
//    cache): the build's time, and docsnav's share of it from a CPU profile (the time in docsnav's
//    code and its own dependencies ÷ the profile's time, every thread's profile).
// 2. `docusaurus start` on the example: the time from a docs.json edit (a group renamed) to the
//    sidebars file rewritten, and to the dev server's client bundle rebuilt after it (what the open
//    page then takes as a hot update).
//
// Usage: npm run bench:docusaurus [-- --pages 1000 --runs 5 --only share|dev --json]
// --json: the last line of stdout is {"pages", "buildS"?, "docsnavS"?, "profiledS"?, "sharePercent"?,
// "devSidebarsMs"?, "devRebuiltMs"?}, read by bench/report.js.
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { parseArgs } from 'node:util'
import { onWebpack } from '../scripts/docusaurus-webpack.mjs'

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
})
const example = join(import.meta.dirname, '..', 'examples', 'docusaurus')
const docusaurus = join(example, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs')
if (!existsSync(docusaurus)) throw new Error('examples/docusaurus is not installed: run `npm install` in it (or `npm test` once)')
const env = { ...process.env, DOCUSAURUS_TELEMETRY_DISABLED: '1', NO_COLOR: '1' }
delete env.NODE_ENV
const made = []
/** A folder inside the example, which finds its node_modules as Node and webpack do. */
const folder = (prefix) => {
  const path = mkdtempSync(join(example, prefix))
  made.push(path)
  return path
}
const write = (path, text) => {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, text)
}
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]
/** The example's config on webpack (scripts/docusaurus-webpack.mjs says why). */
const writeConfig = (site) => writeFileSync(join(site, 'docusaurus.config.js'), onWebpack(readFileSync(join(example, 'docusaurus.config.js'), 'utf8')))

function pageText(title, index) {
  return `---\ntitle: ${title}\n---\n\nPage ${index} of the benchmark site. ${'Some prose about deploying applications, with a [link](https://example.com). '.repeat(8)}\n\n## Details\n\n- one\n- two\n- three\n\n<Note>A note on page ${index}.</Note>\n\n\`\`\`bash\nacme deploy --page ${index}\n\`\`\`\n`
}

/** A docs.json site of `count` pages: 5 tabs of 20-page groups, in a Docusaurus project using the preset. */
function makeSite(count) {
  const tabs = 5
  const perGroup = 20
  const pages = Array.from({ length: count }, (_, index) => ({ path: `tab-${index % tabs}/group-${Math.floor(index / tabs / perGroup)}/page-${index}`, index }))
  const site = folder('.bench-site-')
  cpSync(join(example, 'package.json'), join(site, 'package.json'))
  writeConfig(site)
  const navigation = {
    tabs: Array.from({ length: tabs }, (_, tab) => {
      const groups = new Map()
      for (const page of pages.filter((each) => each.path.startsWith(`tab-${tab}/`))) {
        const group = page.path.split('/')[1]
        groups.set(group, [...(groups.get(group) ?? []), page.path])
      }
      return { tab: `Tab ${tab}`, groups: [...groups].map(([group, list]) => ({ group, pages: list })) }
    }),
  }
  write(join(site, 'docs', 'docs.json'), JSON.stringify({ name: 'Bench', theme: 'mint', colors: { primary: '#0D9373' }, navigation }, null, 2))
  for (const page of pages) write(join(site, 'docs', `${page.path}.mdx`), pageText(`Page ${page.index}`, page.index))
  return site
}

/** One cold `docusaurus build` under `--cpu-prof`: its wall time, and the profiled time in docsnav's code (dist/ and the repository's node_modules). */
function profiledBuild(site) {
  const profiles = mkdtempSync(join(site, '.profile-'))
  for (const generated of ['build', '.docusaurus', 'node_modules']) rmSync(join(site, generated), { recursive: true, force: true })
  const start = performance.now()
  try {
    execFileSync(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profiles}`, docusaurus, 'build'], {
      cwd: site,
      env,
      stdio: 'pipe',
      maxBuffer: 64 * 1024 * 1024,
    })
  } catch (error) {
    throw new Error(`docusaurus build failed:\n${String(error.stdout).slice(-3000)}\n${String(error.stderr).slice(-3000)}`)
  }
  const wall = performance.now() - start
  const repository = join(import.meta.dirname, '..')
  const ours = (url) => url.includes(`${join(repository, 'dist')}/`) || url.includes(`${join(repository, 'node_modules')}/`)
  let total = 0
  let docsnav = 0
  for (const name of readdirSync(profiles)) {
    const profile = JSON.parse(readFileSync(join(profiles, name), 'utf8'))
    const byId = new Map(profile.nodes.map((node) => [node.id, node]))
    profile.samples.forEach((id, index) => {
      const delta = profile.timeDeltas[index] ?? 0
      total += delta
      if (ours(byId.get(id)?.callFrame.url ?? '')) docsnav += delta
    })
  }
  return { wall: wall / 1000, total: total / 1e6, docsnav: docsnav / 1e6 }
}

async function freePort() {
  const probe = createServer()
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** Median ms from a docs.json edit (the first group renamed) to `docusaurus start` having rebuilt the client with it. */
async function devUpdate(runs) {
  const site = folder('.bench-dev-')
  for (const part of ['package.json', 'docs']) cpSync(join(example, part), join(site, part), { recursive: true })
  writeConfig(site)
  const port = await freePort()
  const server = spawn(process.execPath, [docusaurus, 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
    cwd: site,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  server.stdout.on('data', (chunk) => (log += chunk))
  server.stderr.on('data', (chunk) => (log += chunk))
  const compiled = () => (log.match(/compiled successfully/gi) ?? []).length
  while (compiled() === 0) {
    if (server.exitCode !== null) throw new Error(log)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const text = readFileSync(join(site, 'docs', 'docs.json'), 'utf8')
  const sidebars = join(site, '.docusaurus', 'docsnav', 'sidebars.mjs')
  const times = []
  const ours = []
  try {
    for (let run = 0; run < runs; run++) {
      const name = `Renamed ${run}`
      const start = performance.now()
      writeFileSync(join(site, 'docs', 'docs.json'), text.replace('"group": "Getting started"', `"group": ${JSON.stringify(name)}`))
      // Two rebuilds follow: docsnav's plugin (the navbar's data), then the docs plugin (the sidebars file it watches).
      let written
      let compiledBefore
      while (written === undefined || compiled() === compiledBefore) {
        if (written === undefined && readFileSync(sidebars, 'utf8').includes(name)) {
          written = performance.now() - start
          compiledBefore = compiled()
        }
        if (performance.now() - start > 60_000) throw new Error(`docusaurus start did not follow the edit within a minute:\n${log.slice(-2000)}`)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      times.push(performance.now() - start)
      ours.push(written)
      // Each edit on its own: the next after Docusaurus has settled.
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  } finally {
    server.kill()
  }
  return { rebuilt: median(times), sidebars: median(ours) }
}

const figures = { pages: Number(values.pages) }
try {
  console.log(
    `node ${process.version}; docusaurus ${JSON.parse(readFileSync(join(example, 'node_modules', '@docusaurus', 'core', 'package.json'), 'utf8')).version}`,
  )
  if (values.only !== 'dev') {
    const site = makeSite(Number(values.pages))
    const { wall, total, docsnav } = profiledBuild(site)
    Object.assign(figures, { buildS: wall, docsnavS: docsnav, profiledS: total, sharePercent: (docsnav / total) * 100 })
    console.log(
      `${values.pages} pages, docusaurus build (cold): ${wall.toFixed(1)} s; docsnav's share ${docsnav.toFixed(2)} s of ${total.toFixed(1)} s profiled (every thread), ${((docsnav / total) * 100).toFixed(1)}%`,
    )
  }
  if (values.only !== 'share') {
    const { rebuilt, sidebars } = await devUpdate(Number(values.runs))
    Object.assign(figures, { devSidebarsMs: sidebars, devRebuiltMs: rebuilt })
    console.log(
      `docusaurus start, example: docs.json edited → sidebars rewritten ${sidebars.toFixed(0)} ms, client rebuilt with the change ${rebuilt.toFixed(0)} ms (medians of ${values.runs})`,
    )
  }
  if (values.json) console.log(JSON.stringify(figures))
} finally {
  for (const path of made) rmSync(path, { recursive: true, force: true })
}
