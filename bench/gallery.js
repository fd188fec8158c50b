// A real site of the gallery (a folder with docs.json and its pages, copied unchanged) built by a
// real generator through docsnav's integration, with the installed example's Astro and Starlight
// (examples/starlight), Next.js and Fumadocs (examples/fumadocs) or Docusaurus
// (examples/docusaurus); issues 38 and 39. Reported:
//
// - the pages built (HTML pages, redirect pages left out) beside the routes docs.json has;
// - a build's wall time and peak memory (the largest process's resident set, /usr/bin/time), and
//   the load average as it starts (two shared cores: the ratio below is what to compare);
// - docsnav's share, from a second build with every Node process of it profiled
//   (bench/profile-process.cjs in NODE_OPTIONS: Next's workers and Turbopack's loader processes too):
//   the samples in docsnav's code and its own dependencies (the repository's dist/ and node_modules,
//   and, through the chunks' source maps, what Turbopack bundled of them) ÷ the busy time of all
//   the profiles (idle samples left out). For Starlight, as bench/starlight.js does, the route
//   middleware's work for every page is timed apart and added: Astro bundles it into the pages,
//   and its chunks are gone (and without source maps) once the build ends;
// - the warnings the build printed, docsnav's by kind (diagnostics by code, components shown as
//   content, redirects left out, ...) and the generator's own; each distinct line once (Next's
//   workers each say theirs);
// - where docsnav's time went: its top functions, and the functions through which the generator
//   called it (the outermost of docsnav's on each sample's stack) with the time under them.
//
// Usage: node bench/gallery.js --site <folder> [--generator starlight|fumadocs|docusaurus|vitepress] [--runs 1] [--json] [--keep]
// (`npm run build` first: the examples use the built dist/). --json: the last line of stdout is
// the figures as JSON. --keep leaves the built copy in place and prints where.
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join, relative, resolve, sep } from 'node:path'
import { parseArgs } from 'node:util'
import { docusaurusCopy, fumadocsCopy, starlightMiddlewareMs, vitepressCopy } from './example-copies.js'
import { profiledTime } from './profiled-time.js'

const { values } = parseArgs({
  options: {
    site: { type: 'string' },
    generator: { type: 'string', default: 'starlight' },
    runs: { type: 'string', default: '1' },
    json: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
})
if (values.site === undefined || !existsSync(join(values.site, 'docs.json'))) throw new Error('--site <folder>: a folder with docs.json and its pages')
if (!['starlight', 'fumadocs', 'docusaurus', 'vitepress'].includes(values.generator))
  throw new Error('--generator: starlight, fumadocs, docusaurus or vitepress')
const repository = join(import.meta.dirname, '..')
const siteFolder = resolve(values.site)
const made = []

/** A generator: its example, how a copy of it is made around the site, its build command, and its output. */
const generators = {
  starlight: {
    example: join(repository, 'examples', 'starlight'),
    bin: ['node_modules', 'astro', 'astro.js'],
    env: { ASTRO_TELEMETRY_DISABLED: '1' },
    versions: ['astro', '@astrojs/starlight'],
    out: 'dist',
    /** As test/browser/gallery.test.ts: the example's config, package.json and src (its pages' folder removed), the site as docs/. */
    project(example) {
      const folder = mkdtempSync(join(example, '.gallery-'))
      made.push(folder)
      for (const part of ['astro.config.mjs', 'package.json', 'src']) cpSync(join(example, part), join(folder, part), { recursive: true })
      rmSync(join(folder, 'src', 'pages'), { recursive: true, force: true })
      return folder
    },
    clean: (folder) => ['dist', '.astro', 'node_modules'].forEach((part) => rmSync(join(folder, part), { recursive: true, force: true })),
  },
  fumadocs: {
    example: join(repository, 'examples', 'fumadocs'),
    bin: ['node_modules', 'next', 'dist', 'bin', 'next'],
    env: { NEXT_TELEMETRY_DISABLED: '1' },
    versions: ['next', 'fumadocs-core', 'fumadocs-ui'],
    out: 'out',
    /** As bench/fumadocs.js: the example's app, one folder further down (Turbopack's root and Tailwind's sources follow). */
    project(example) {
      const folder = fumadocsCopy(example, '.gallery-')
      made.push(folder)
      return folder
    },
    clean: (folder) => ['out', '.next', 'public'].forEach((part) => rmSync(join(folder, part), { recursive: true, force: true })),
  },
  docusaurus: {
    example: join(repository, 'examples', 'docusaurus'),
    bin: ['node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'],
    env: {},
    versions: ['@docusaurus/core'],
    out: 'build',
    project(example) {
      const folder = docusaurusCopy(example, '.gallery-')
      made.push(folder)
      return folder
    },
    // A cold build: Docusaurus's caches (.docusaurus, node_modules/.cache) go too.
    clean: (folder) => ['build', '.docusaurus', 'node_modules'].forEach((part) => rmSync(join(folder, part), { recursive: true, force: true })),
  },
  vitepress: {
    example: join(repository, 'examples', 'vitepress'),
    bin: ['node_modules', 'vitepress', 'bin', 'vitepress.js'],
    env: {},
    versions: ['vitepress', 'vite'],
    out: '.vitepress/dist',
    project(example) {
      const folder = vitepressCopy(example, '.gallery-')
      made.push(folder)
      return folder
    },
    // A cold build: the pages docsnav writes (and its cache of their conversions) and VitePress's cache go too.
    clean: (folder) =>
      ['.vitepress/dist', '.vitepress/cache', '.vitepress/docsnav'].forEach((part) => rmSync(join(folder, part), { recursive: true, force: true })),
  },
}
const BUILD_COMMAND = { starlight: 'astro build', fumadocs: 'next build', docusaurus: 'docusaurus build', vitepress: 'vitepress build' }
const generator = generators[values.generator]
const bin = join(generator.example, ...generator.bin)
if (!existsSync(bin)) throw new Error(`examples/${values.generator} is not installed: run \`npm install\` in it (or \`npm test\` once)`)
const env = { ...process.env, ...generator.env, NO_COLOR: '1', FORCE_COLOR: '0' }
delete env.NODE_ENV

/** One build: wall time, the largest process's peak RSS and the CPU time of all of them (/usr/bin/time), its log and exit status. */
function build(folder, extraEnv = {}) {
  generator.clean(folder)
  const usage = join(folder, '.usage')
  const load = loadavg()
  const timed = existsSync('/usr/bin/time')
  const command = timed ? ['/usr/bin/time', ['-o', usage, '-f', '%M %U %S', process.execPath, bin, 'build']] : [process.execPath, [bin, 'build']]
  const start = performance.now()
  const run = spawnSync(command[0], command[1], { cwd: folder, env: { ...env, ...extraEnv }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
  const wallMs = performance.now() - start
  const [peakKb, user, system] = timed && existsSync(usage) ? readFileSync(usage, 'utf8').trim().split('\n').at(-1).split(' ').map(Number) : []
  return { wallMs, load, peakKb, cpuMs: user === undefined ? undefined : (user + system) * 1000, status: run.status, log: `${run.stdout}\n${run.stderr}` }
}

/** The HTML pages of the build (their paths): redirect pages (a meta refresh) and the not-found pages left out. */
function builtPages(out) {
  if (!existsSync(out)) return []
  const pages = []
  for (const entry of readdirSync(out, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html') || /^(404|_not-found)(\.html$|$)/.test(entry.name)) continue
    if (/^(404|_not-found)$/.test(relative(out, entry.parentPath).split(sep)[0] ?? '')) continue
    if (!/http-equiv="refresh"/i.test(readFileSync(join(entry.parentPath, entry.name), 'utf8')))
      pages.push(relative(out, join(entry.parentPath, entry.name)).split(sep).join('/'))
  }
  return pages.sort()
}

/** Each distinct warning line of the log, docsnav's by kind and the generator's own. */
function warningsOf(log) {
  const lines = [
    ...new Set(
      log
        .replace(/\x1b\[[0-9;]*m/g, '')
        .split('\n')
        .map((line) => line.trim()),
    ),
  ]
  const kinds = {}
  const add = (kind, count = 1) => (kinds[kind] = (kinds[kind] ?? 0) + count)
  for (const line of lines) {
    const warning = {
      starlight: /\[WARN\]/,
      fumadocs: /^⚠/,
      docusaurus: /\[WARNING\]/,
      vitepress: /^\[docsnav\] (?!wrote )|^\(!\)|is not loaded, falling back/,
    }[values.generator].test(line)
    if (!warning) continue
    const ours =
      values.generator === 'starlight'
        ? /\[WARN\] \[docsnav\]/.test(line)
        : /DN\d{4}|docsnav|has no equivalent in (Fumadocs|Docusaurus|VitePress)|leads to no \.mdx|redirects that (Next|@docusaurus\/plugin-client-redirects) cannot express/.test(
            line,
          )
    if (!ours) add("the generator's own")
    else if (/ (DN\d{4}) /.test(line)) add(`diagnostic ${line.match(/ (DN\d{4}) /)[1]}`)
    else if (/<[\w.$-]+> (has no equivalent|is a React component|is no Mintlify component)/.test(line))
      add(`component shown as content (${line.match(/> (has no equivalent|is a React component|is no Mintlify component)/)[1]})`)
    else if (/leads to no \.mdx/.test(line)) add('import of no page or snippet: shown as content')
    else if (/redirects? of docs\.json ha(s|ve) no form/.test(line)) add('redirects left out', Number(line.match(/(\d+) redirects of docs\.json/)?.[1] ?? 1))
    else if (/redirects that (Next|@docusaurus\/plugin-client-redirects) cannot express/.test(line)) add('redirects left out')
    else if (/cannot be read .* is left out/.test(line)) add('page left out')
    else add('other of docsnav')
  }
  return kinds
}

/** The first error of a failed build's log, verbatim (its first lines). */
function firstError(log) {
  const lines = log.replace(/\x1b\[[0-9;]*m/g, '').split('\n')
  const at = lines.findIndex((line) => /(^|\s)(⨯|Error:|error|\[ERROR\])/.test(line) && !/^\s*$/.test(line))
  return lines.slice(Math.max(at, 0), Math.max(at, 0) + 8).join('\n')
}

const version = (name) => JSON.parse(readFileSync(join(generator.example, 'node_modules', name, 'package.json'), 'utf8')).version
const figures = { site: relative(process.cwd(), siteFolder) || '.', generator: values.generator }
try {
  console.log(`node ${process.version}; ${generator.versions.map((name) => `${name} ${version(name)}`).join(', ')}; ${cpus().length} cores`)
  const { compile } = await import('../dist/index.js')
  const compiled = await compile(siteFolder, { outputs: true })
  const routes = JSON.parse(compiled.files['routes.json']).routes
  figures.routes = routes.length
  const folder = generator.project(generator.example)
  cpSync(siteFolder, join(folder, 'docs'), { recursive: true })

  const runs = []
  for (let run = 0; run < Number(values.runs); run++) runs.push(build(folder))
  const failed = runs.find((run) => run.status !== 0)
  const timed = [...runs].sort((a, b) => a.wallMs - b.wallMs)[Math.floor(runs.length / 2)]
  const built = builtPages(join(folder, generator.out))
  // What is built beside the routes, or missing (a route /a/b is a/b/index.html or a/b.html).
  const urls = new Set(built.map((page) => `/${page.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/\/$/, '') || '/'))
  const routeUrls = new Set(routes.map((route) => route.url.replace(/\/$/, '') || '/'))
  figures.pagesNotRoutes = [...urls].filter((url) => !routeUrls.has(url))
  figures.routesNotBuilt = [...routeUrls].filter((url) => !urls.has(url))
  Object.assign(figures, {
    load: timed.load.map((value) => Number(value.toFixed(2))),
    status: timed.status,
    pages: built.length,
    wallMs: Math.round(timed.wallMs),
    peakMb: timed.peakKb === undefined ? undefined : Math.round(timed.peakKb / 1024),
    cpuMs: timed.cpuMs === undefined ? undefined : Math.round(timed.cpuMs),
    warnings: warningsOf(timed.log),
  })
  console.log(
    `${figures.site} in ${values.generator}: ${figures.routes} routes in docs.json; \`${BUILD_COMMAND[values.generator]}\` ${failed ? `FAILED (exit ${failed.status})` : `built ${figures.pages} HTML pages`} in ${(timed.wallMs / 1000).toFixed(1)} s wall, ${figures.cpuMs === undefined ? '' : `${(figures.cpuMs / 1000).toFixed(1)} s CPU, `}peak RSS ${figures.peakMb} MB (largest process); load average ${figures.load.join(', ')} at its start${runs.length > 1 ? ` (median of ${runs.length})` : ''}`,
  )
  if (figures.pagesNotRoutes.length > 0) console.log(`HTML pages at no route: ${figures.pagesNotRoutes.join(', ')}`)
  if (!failed && figures.routesNotBuilt.length > 0) console.log(`routes with no HTML page: ${figures.routesNotBuilt.join(', ')}`)
  if (failed) {
    figures.error = firstError(failed.log)
    console.log(`first error:\n${figures.error}`)
  }
  console.log(
    `warnings (each distinct line once): ${
      Object.entries(figures.warnings)
        .map(([kind, count]) => `${kind} ${count}`)
        .join('; ') || 'none'
    }`,
  )

  if (!failed) {
    const profiles = mkdtempSync(join(tmpdir(), 'docsnav-gallery-profiles-'))
    made.push(profiles)
    const profiled = build(folder, {
      DOCSNAV_PROFILE_DIR: profiles,
      NODE_OPTIONS: `${env.NODE_OPTIONS ?? ''} --require=${join(import.meta.dirname, 'profile-process.cjs')}`.trim(),
    })
    if (profiled.status !== 0) throw new Error(`the profiled build failed:\n${firstError(profiled.log)}`)
    // Turbopack's source maps name files from its root, the repository (the project's next.config.mjs).
    const time = profiledTime(profiles, repository, folder, repository)
    const middleware = values.generator === 'starlight' ? await starlightMiddlewareMs(routes, JSON.parse(compiled.files['navigation.json'])) : 0
    const docsnavMs = time.docsnavMs + middleware
    Object.assign(figures, {
      profiledLoad: profiled.load.map((value) => Number(value.toFixed(2))),
      profiledWallMs: Math.round(profiled.wallMs),
      processes: time.processes,
      processList: time.list,
      processesStarted: time.started,
      busyMs: Math.round(time.busyMs),
      idleMs: Math.round(time.idleMs),
      gcMs: Math.round(time.gcMs),
      shareOfJsPercent: Number(((docsnavMs / (time.busyMs - time.gcMs)) * 100).toFixed(2)),
      docsnavMs: Math.round(docsnavMs),
      middlewareMs: Math.round(middleware),
      inclusiveMs: Math.round(time.inclusiveMs + middleware),
      bundledMs: Math.round(time.bundledMs),
      sharePercent: Number(((docsnavMs / time.busyMs) * 100).toFixed(2)),
      profiledCpuMs: profiled.cpuMs === undefined ? undefined : Math.round(profiled.cpuMs),
      shareOfProfilePercent: Number(((docsnavMs / time.profiledMs) * 100).toFixed(2)),
      inclusivePercent: Number((((time.inclusiveMs + middleware) / time.busyMs) * 100).toFixed(2)),
      top: time.top.map(([name, ms]) => [name, Math.round(ms)]),
      entries: time.entries.map(([name, ms]) => [name, Math.round(ms)]),
    })
    console.log(
      `docsnav's share: ${(docsnavMs / 1000).toFixed(2)} s of ${(time.busyMs / 1000).toFixed(1)} s busy in the profiles of ${time.processes} Node process${time.processes === 1 ? '' : 'es'}${time.started > time.processes ? ` (${time.started - time.processes} more ended unprofiled)` : ''}, **${figures.sharePercent}%** (${figures.shareOfProfilePercent}% of all ${(time.profiledMs / 1000).toFixed(1)} s profiled, idle included; ${figures.shareOfJsPercent}% of the ${((time.busyMs - time.gcMs) / 1000).toFixed(1)} s outside the garbage collector, whose ${(time.gcMs / 1000).toFixed(1)} s a busy machine inflates${middleware ? `; of it the route middleware's work for every page ${(middleware / 1000).toFixed(2)} s, timed apart` : ''}); with what docsnav calls ${(figures.inclusiveMs / 1000).toFixed(2)} s, ${figures.inclusivePercent}%; the profiled build took ${(profiled.wallMs / 1000).toFixed(1)} s${profiled.cpuMs === undefined ? '' : ` (${(profiled.cpuMs / 1000).toFixed(1)} s CPU)`}, load ${figures.profiledLoad.join(', ')} at its start`,
    )
    for (const process of time.list) console.log(`  process: ${JSON.stringify(process)}`)
    if (values.generator === 'starlight')
      console.log(
        `the site's bundled page code (Astro's, Starlight's and docsnav's components together, unattributed): ${(time.bundledMs / 1000).toFixed(2)} s`,
      )
    console.log("docsnav's top functions (own time):")
    for (const [name, ms] of figures.top) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${name}`)
    console.log("where the generator called docsnav (docsnav's outermost function on the stack, with what it calls):")
    for (const [name, ms] of figures.entries) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${name}`)
  }
  if (values.keep) {
    made.splice(made.indexOf(folder), 1)
    console.log(`kept: ${folder}`)
  }
  if (values.json) console.log(JSON.stringify(figures))
} finally {
  for (const path of made) rmSync(path, { recursive: true, force: true })
}
