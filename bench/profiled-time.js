// docsnav's time in a generator build's CPU profiles (bench/profile-process.cjs writes one per Node
// process), for bench/gallery.js: its own samples and what runs under it, by function.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { SourceMap } from 'node:module'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Source maps (Turbopack's chunks', tsc's of dist/), read from disk: where a function of a chunk came from, its file, line (1-based) and name. */
const maps = new Map()
function original(path, line, column, turbopackRoot) {
  if (!maps.has(path)) {
    let map
    try {
      if (existsSync(`${path}.map`)) map = new SourceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8')))
    } catch {
      map = undefined
    }
    maps.set(path, map)
  }
  const entry = maps.get(path)?.findEntry(line, column)
  const source = entry?.originalSource
  if (!source) return { file: path, line: line + 1 }
  const project = /^turbopack:\/\/\/\[project\]\/(.*)$/.exec(source)
  // Turbopack names a client component's server proxy after the component's file.
  const file = (project ? join(turbopackRoot, project[1]) : source.startsWith('file://') ? fileURLToPath(source) : resolve(dirname(path), source)).replace(
    /\/__nextjs-internal-proxy\.mjs.*$/,
    '',
  )
  return { file, line: entry.originalLine + 1, name: entry.name }
}

/**
 * docsnav's time in the profiles of a build (one per Node process). Its own: a sample whose
 * function is in docsnav's code or dependencies; with what it calls: a sample with such a
 * function anywhere on its stack (Fumadocs' loader, the site's MDX compile where docsnav asks for
 * it, Node's built-ins).
 */
export function profiledTime(profiles, turbopackRoot, site, repository) {
  const ours = (path) =>
    [join(repository, 'dist'), join(repository, 'src'), join(repository, 'node_modules')].some((folder) => path.startsWith(`${folder}${sep}`))
  const figures = {
    processes: 0,
    started: 0,
    profiledMs: 0,
    idleMs: 0,
    gcMs: 0,
    docsnavMs: 0,
    inclusiveMs: 0,
    bundledMs: 0,
    cpuMs: 0,
    peakKb: 0,
    top: {},
    entries: {},
    list: [],
  }
  const started = readdirSync(profiles).filter((name) => name.endsWith('.start'))
  figures.started = started.length
  for (const name of started)
    if (!existsSync(join(profiles, name.replace(/\.start$/, '.json'))))
      figures.list.push({ argv: readFileSync(join(profiles, name), 'utf8').slice(0, 100), unprofiled: true })
  for (const name of readdirSync(profiles).filter((file) => file.endsWith('.json'))) {
    const facts = JSON.parse(readFileSync(join(profiles, name), 'utf8'))
    figures.processes++
    figures.cpuMs += facts.cpuMs
    figures.peakKb = Math.max(figures.peakKb, facts.maxRSS)
    figures.list.push({
      argv: facts.argv
        .slice(1)
        .map((part) => relative(repository, part) || part)
        .join(' ')
        .slice(0, 100),
      cpuMs: Math.round(facts.cpuMs),
      peakMb: Math.round(facts.maxRSS / 1024),
    })
  }
  for (const name of readdirSync(profiles).filter((file) => file.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join(profiles, name), 'utf8'))
    const parent = new Map()
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
    const byId = new Map(profile.nodes.map((node) => [node.id, node]))
    const where = new Map()
    const placeOf = (node) => {
      if (!where.has(node.id)) {
        const { url, lineNumber, columnNumber, functionName } = node.callFrame
        const path = url.startsWith('file://') ? fileURLToPath(url) : url.startsWith('/') ? url : undefined
        const from = path === undefined ? undefined : original(path, lineNumber, columnNumber, turbopackRoot)
        const file = from?.file
        // A minified chunk's names are the source map's.
        const name = from?.name !== undefined && file !== path && functionName.length <= 3 ? from.name : functionName || '(anonymous)'
        where.set(node.id, {
          file,
          ours: file !== undefined && ours(file),
          bundled: file?.startsWith(`${site}${sep}`) === true,
          key: file === undefined ? name : `${name} ${relative(repository, file)}:${from.line}`,
        })
      }
      return where.get(node.id)
    }
    // The outermost of docsnav's functions on a sample's stack: where the generator called docsnav.
    const entries = new Map()
    const entryOf = (id) => {
      if (!entries.has(id)) {
        const up = parent.get(id)
        const outer = up === undefined ? undefined : entryOf(up)
        entries.set(id, outer ?? (placeOf(byId.get(id)).ours ? id : undefined))
      }
      return entries.get(id)
    }
    profile.samples.forEach((id, index) => {
      const delta = (profile.timeDeltas[index] ?? 0) / 1000
      const node = byId.get(id)
      figures.profiledMs += delta
      if (node.callFrame.functionName === '(idle)') return void (figures.idleMs += delta)
      if (node.callFrame.functionName === '(garbage collector)') figures.gcMs += delta
      const place = placeOf(node)
      if (place.bundled) figures.bundledMs += delta
      if (place.ours) {
        figures.docsnavMs += delta
        figures.top[place.key] = (figures.top[place.key] ?? 0) + delta
      }
      const entry = entryOf(id)
      if (entry !== undefined) {
        figures.inclusiveMs += delta
        const { key } = placeOf(byId.get(entry))
        figures.entries[key] = (figures.entries[key] ?? 0) + delta
      }
    })
  }
  figures.busyMs = figures.profiledMs - figures.idleMs
  for (const kind of ['top', 'entries'])
    figures[kind] = Object.entries(figures[kind])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
  return figures
}
