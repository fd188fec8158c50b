// Benchmark of docsnav/fumadocs (docs/integrations/fumadocs.md), with the real Next.js and Fumadocs
// of examples/fumadocs (installed by `npm test`'s set-up, or `npm install` there):
//
// 1. `next build` (a static export) of a 1,000-page synthetic docs.json site (bench/synthetic-site.js:
//    languages, versions, tabs, an OpenAPI tab, redirects) with the example's app: its wall time and
//    how many Node processes it runs; and docsnav's work in it, timed in this process (the compile
//    once per process of the build, every page's view: see docsnavWork). Next's workers cannot be
//    CPU-profiled (see timedBuild). Plain Fumadocs is not built beside it: fumadocs-mdx does not yet
//    accept fumadocs-core 17.
// 2. `next dev` on the example: the time from a docs.json edit (a group renamed) to the dev server
//    serving the page with the new name (median of 5).
//
// Usage: npm run bench:fumadocs [-- --pages 1000 --only share|dev --json]
// --json: the last line of stdout is {"pages", "buildMs"?, "docsnavMs"?, "sharePercent"?, "devMs"?}, read by
// bench/report.js.
import { execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { fumadocsCopy } from './example-copies.js'
import { syntheticSite } from './synthetic-site.js'

const { values } = parseArgs({ options: { pages: { type: 'string', default: '1000' }, only: { type: 'string' }, json: { type: 'boolean', default: false } } })
const repository = join(import.meta.dirname, '..')
const example = join(repository, 'examples', 'fumadocs')
const next = join(example, 'node_modules', 'next', 'dist', 'bin', 'next')
if (!existsSync(next)) throw new Error('examples/fumadocs is not installed: run `npm install` in it (or `npm test` once)')
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NO_COLOR: '1' }
delete env.NODE_ENV
const made = []
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** A copy of the example's project (its docs/ left out) inside the example, which finds its node_modules as Node and Turbopack do. */
function project(prefix) {
  const site = fumadocsCopy(example, prefix)
  made.push(site)
  return site
}

/** `next build` of the synthetic site: its wall time, the HTML files written, and how many Node processes it ran (each compiles docs.json once). */
function timedBuild(site) {
  const processes = join(site, '.processes')
  writeFileSync(join(site, '.count.mjs'), `import { appendFileSync } from 'node:fs'\nappendFileSync(${JSON.stringify(processes)}, process.pid + '\\n')\n`)
  const start = performance.now()
  execFileSync(process.execPath, [next, 'build'], {
    cwd: site,
    // --cpu-prof is refused in NODE_OPTIONS, and given to the build alone it breaks Next's workers (EPIPE): each process is counted instead.
    env: { ...env, NODE_OPTIONS: `--import=${join(site, '.count.mjs')}` },
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  })
  const wall = performance.now() - start
  const html = (folder) =>
    readdirSync(folder, { withFileTypes: true }).reduce(
      (count, entry) => count + (entry.isDirectory() ? html(join(folder, entry.name)) : entry.name.endsWith('.html') ? 1 : 0),
      0,
    )
  return { wall, pages: html(join(site, 'out')), processes: readFileSync(processes, 'utf8').trim().split('\n').length }
}

/**
 * docsnav's work in a build, timed in this process with the example's Fumadocs: the compile and
 * Fumadocs' loader over it (once per process of the build), then for every route what the example's
 * page asks of docsnav (`docsnavPage` twice: the page and its metadata) and the static params. The
 * MDX compile of each page's body is left out: it is Fumadocs' work (fumadocs-mdx) in any site.
 */
async function docsnavWork(site) {
  const { docsnavLoader, docsnavPage, docsnavStaticParams } = await import('../dist/integrations/fumadocs/site.js')
  const { loader } = await import(join(example, 'node_modules', 'fumadocs-core', 'dist', 'source', 'index.js'))
  const start = performance.now()
  const source = await docsnavLoader(loader, { root: join(site, 'docs') })
  const compile = performance.now() - start
  const pagesStart = performance.now()
  const params = docsnavStaticParams(source)
  for (const { slug } of params) {
    docsnavPage(source, slug)
    docsnavPage(source, slug)
  }
  return { compile, pages: performance.now() - pagesStart, routes: params.length }
}

async function freePort() {
  const probe = createServer()
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** Median ms from a docs.json edit (the group of `path` renamed) to `next dev` serving the new name at `path`. */
async function devUpdate(path, runs) {
  const site = project('.bench-dev-')
  cpSync(join(example, 'docs'), join(site, 'docs'), { recursive: true })
  const port = await freePort()
  const server = spawn(process.execPath, [next, 'dev', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: site,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let log = ''
  server.stdout.on('data', (chunk) => (log += chunk))
  server.stderr.on('data', (chunk) => (log += chunk))
  try {
    while (!/Ready in/.test(log)) {
      if (server.exitCode !== null) throw new Error(log)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const url = `http://127.0.0.1:${port}${path}`
    await fetch(url).then((response) => response.text())
    const text = readFileSync(join(site, 'docs', 'docs.json'), 'utf8')
    const times = []
    for (let run = 0; run < runs; run++) {
      const name = `Renamed ${run}`
      const start = performance.now()
      writeFileSync(join(site, 'docs', 'docs.json'), text.replace('"group": "Getting started"', `"group": "${name}"`))
      while (!(await fetch(url).then((response) => response.text())).includes(name)) {
        if (performance.now() - start > 60_000) throw new Error(`next dev did not serve the renamed group at ${path} within a minute:\n${log.slice(-2000)}`)
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      times.push(performance.now() - start)
      // As a writer's pace: the dev server's refresh of the page settles before the next edit.
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    return median(times)
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve))
    process.kill(-server.pid, 'SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
  }
}

const figures = { pages: Number(values.pages) }
try {
  const version = (name) => JSON.parse(readFileSync(join(example, 'node_modules', name, 'package.json'), 'utf8')).version
  console.log(`node ${process.version}; next ${version('next')}, fumadocs-core ${version('fumadocs-core')}, fumadocs-ui ${version('fumadocs-ui')}`)
  if (values.only !== 'dev') {
    const site = project('.bench-build-')
    syntheticSite(join(site, 'docs'), Number(values.pages))
    const work = await docsnavWork(site)
    const build = timedBuild(site)
    const ours = work.compile * build.processes + work.pages
    Object.assign(figures, { buildMs: build.wall, docsnavMs: ours, sharePercent: (ours / build.wall) * 100 })
    console.log(
      `${values.pages}-page synthetic site (${work.routes} routes and fixed redirects), next build (static export, ${build.pages} HTML files): ${(build.wall / 1000).toFixed(1)} s in ${build.processes} Node processes`,
    )
    console.log(
      `docsnav's share: ${(ours / 1000).toFixed(2)} s, ${((ours / build.wall) * 100).toFixed(1)}% of the build's wall time (the compile and Fumadocs' loader over it ${(work.compile / 1000).toFixed(2)} s, counted once per process as an upper bound; every page's view and the static params ${(work.pages / 1000).toFixed(2)} s; timed in-process)`,
    )
  }
  if (values.only !== 'share') {
    figures.devMs = await devUpdate('/quickstart', 5)
    console.log(`next dev, example: docs.json edited → page served with the change ${figures.devMs.toFixed(0)} ms (median of 5)`)
  }
  if (values.json) console.log(JSON.stringify(figures))
} finally {
  for (const path of made) rmSync(path, { recursive: true, force: true })
}
