// Benchmark of docsnav/vitepress (docs/integrations/vitepress.md), with the real VitePress of
// examples/vitepress (installed by `npm test`'s set-up, or `npm install` there):
//
// 1. `vitepress build` of a 1,000-page docs.json site (5 tabs of 20-page groups), median of runs;
//    docsnav's share of it: its config function (the compile, every page converted and written,
//    the sidebars and locales) timed apart in a fresh process, plus its `buildEnd` (redirect pages,
//    sitemap), against the build's wall time; the config step both on a fresh source folder (a
//    clone's first build: every page converted) and on the one the last run left (a rebuild: only
//    pages whose text changed are converted, from the folder's `.docsnav-pages.json`).
// 2. `vitepress dev` on the same site: the time from a docs.json edit (a group renamed) to the dev
//    server serving VitePress's site data with the new label (what the browser's hot update loads).
//
// Usage: npm run bench:vitepress [-- --runs 3 --pages 1000 --json]
// --json: the last line of stdout is {"pages", "buildMs", "configMs", "rebuildConfigMs", "sharePercent",
// "rebuildSharePercent", "devMs"}, read by bench/report.js.
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, pages: { type: 'string', default: '1000' }, json: { type: 'boolean', default: false } },
})
const example = join(import.meta.dirname, '..', 'examples', 'vitepress')
const vitepress = join(example, 'node_modules', 'vitepress', 'bin', 'vitepress.js')
if (!existsSync(vitepress)) throw new Error('examples/vitepress is not installed: run `npm install` in it (or `npm test` once)')
const env = { ...process.env, NO_COLOR: '1', DO_NOT_TRACK: '1' }
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]
const write = (path, text) => {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, text)
}

function pageText(title, index) {
  return `---\ntitle: ${title}\n---\n\nPage ${index} of the benchmark site. ${'Some prose about deploying applications, with a [link](https://example.com). '.repeat(8)}\n\n<Note>A note on page ${index}.</Note>\n\n## Details\n\n- one\n- two\n- three\n\n\`\`\`bash\nacme deploy --page ${index}\n\`\`\`\n`
}

/** A 1,000-page docs.json site inside the example (which finds its node_modules from there). */
function makeSite(count) {
  const site = mkdtempSync(join(example, '.bench-'))
  cpSync(join(example, 'package.json'), join(site, 'package.json'))
  cpSync(join(example, '.vitepress', 'theme'), join(site, '.vitepress', 'theme'), { recursive: true })
  write(
    join(site, '.vitepress', 'config.mts'),
    "import { withDocsnav } from 'docsnav/vitepress'\nexport default withDocsnav({ title: 'Bench' }, { root: 'docs', siteUrl: 'https://docs.example.com' })\n",
  )
  const tabs = 5
  const perGroup = 20
  const pages = Array.from({ length: count }, (_, index) => ({ path: `tab-${index % tabs}/group-${Math.floor(index / tabs / perGroup)}/page-${index}`, index }))
  const navigation = {
    tabs: Array.from({ length: tabs }, (_, tab) => {
      const groups = new Map()
      for (const page of pages.filter((page) => page.path.startsWith(`tab-${tab}/`))) {
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

/** docsnav's config function in a fresh process, as `vitepress build` calls it, on a fresh source folder or (`kept`) the last run's: milliseconds. */
function configTime(site, kept = false) {
  if (!kept) rmSync(join(site, '.vitepress', 'docsnav'), { recursive: true, force: true })
  const script = `const { withDocsnav } = await import('docsnav/vitepress'); const started = performance.now(); await withDocsnav({}, { root: 'docs', siteUrl: 'https://docs.example.com' })({ command: 'build' }); console.log(performance.now() - started)`
  return Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: site, env, encoding: 'utf8' }).trim().split('\n').at(-1))
}

function buildTime(site) {
  rmSync(join(site, '.vitepress', 'docsnav'), { recursive: true, force: true })
  rmSync(join(site, '.vitepress', 'cache'), { recursive: true, force: true })
  const started = performance.now()
  const log = execFileSync(process.execPath, [vitepress, 'build'], { cwd: site, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (!log.includes('build complete')) throw new Error(log)
  return performance.now() - started
}

async function freePort() {
  const probe = createServer()
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** Milliseconds from each docs.json edit to the dev server's site data holding the new group label. */
async function devTimes(site, runs) {
  const port = await freePort()
  const server = spawn(process.execPath, [vitepress, 'dev', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: site,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  server.stdout.on('data', (chunk) => (log += chunk))
  server.stderr.on('data', (chunk) => (log += chunk))
  try {
    while (!log.includes('Local:')) {
      if (server.exitCode !== null) throw new Error(log)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const siteData = async () => (await fetch(`http://127.0.0.1:${port}/@siteData?t=${Date.now()}`)).text()
    await fetch(`http://127.0.0.1:${port}/tab-0/group-0/page-0`)
    await siteData()
    const docs = join(site, 'docs', 'docs.json')
    const times = []
    let label = 'group-0'
    for (let run = 0; run < runs; run++) {
      const next = `Renamed ${run}`
      const started = performance.now()
      writeFileSync(docs, readFileSync(docs, 'utf8').replace(`"group": "${label}"`, `"group": "${next}"`))
      while (!(await siteData()).includes(next)) await new Promise((resolve) => setTimeout(resolve, 10))
      times.push(performance.now() - started)
      label = next
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    return times
  } finally {
    server.kill()
  }
}

const runs = Number(values.runs)
const site = makeSite(Number(values.pages))
try {
  const builds = []
  const configs = []
  const rebuilds = []
  for (let run = 0; run < runs; run++) {
    configs.push(configTime(site))
    rebuilds.push(configTime(site, true))
    builds.push(buildTime(site))
  }
  const build = median(builds)
  const config = median(configs)
  const rebuild = median(rebuilds)
  console.log(
    `vitepress build, ${values.pages} pages: ${(build / 1000).toFixed(1)} s (median of ${runs}: ${builds.map((ms) => (ms / 1000).toFixed(1)).join(', ')})`,
  )
  console.log(
    `docsnav's config step (compile, ${values.pages} pages converted and written, sidebars), fresh source folder: ${(config / 1000).toFixed(2)} s (median of ${runs}: ${configs.map((ms) => (ms / 1000).toFixed(2)).join(', ')}), ${((100 * config) / build).toFixed(1)}% of the build`,
  )
  console.log(
    `the same step on the last run's source folder (a rebuild, no page changed): ${(rebuild / 1000).toFixed(2)} s (median of ${runs}: ${rebuilds.map((ms) => (ms / 1000).toFixed(2)).join(', ')}), ${((100 * rebuild) / build).toFixed(1)}% of the build`,
  )
  const dev = await devTimes(site, runs)
  console.log(`vitepress dev, docs.json edit → site data served with it: ${Math.round(median(dev))} ms median (${dev.map(Math.round).join(', ')})`)
  if (values.json) {
    const pages = Number(values.pages)
    const [sharePercent, rebuildSharePercent] = [(100 * config) / build, (100 * rebuild) / build]
    console.log(JSON.stringify({ pages, buildMs: build, configMs: config, rebuildConfigMs: rebuild, sharePercent, rebuildSharePercent, devMs: median(dev) }))
  }
} finally {
  rmSync(site, { recursive: true, force: true })
}
