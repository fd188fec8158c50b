import { createReadStream, statSync } from 'node:fs'
import { extname, isAbsolute, relative, resolve } from 'node:path'
import type { AstroSite, CompiledSite } from '../astro-site.js'

/**
 * The Vite side of the Starlight plugin: `virtual:docsnav/site` (the navigation and routes the
 * route middleware reads), the dev server following edits (docs.json, its includes, specs, a page's
 * frontmatter: compiled again, the module renewed, the browser reloaded), and the site's images
 * and other files served from the docs.json folder, where Mintlify serves them (`/images/x.png`).
 */

const MODULE_ID = 'virtual:docsnav/site'
const RESOLVED_ID = `\0${MODULE_ID}`

/** Files a docs site links to that are served as they are, by extension. */
export const ASSET_EXTENSIONS: ReadonlySet<string> = new Set(
  [
    'png',
    'jpg',
    'jpeg',
    'gif',
    'svg',
    'webp',
    'avif',
    'ico',
    'mp4',
    'webm',
    'mov',
    'mp3',
    'wav',
    'pdf',
    'zip',
    'woff',
    'woff2',
    'ttf',
    'otf',
    'txt',
    'csv',
  ].map((extension) => `.${extension}`),
)

/** How long the dev server waits for more edits before compiling again (an editor's save may touch several files). */
const SETTLE_MS = 50

interface DevServer {
  watcher: { add(path: string): void; on(event: 'all', listener: (event: string, path: string) => void): void }
  ws: { send(payload: { type: 'full-reload' }): void }
  environments?: Record<string, { moduleGraph: ModuleGraph }>
  moduleGraph: ModuleGraph
  middlewares: { use(handler: (request: { url?: string }, response: NodeResponse, next: () => void) => void): void }
  config: { root: string }
}

interface ModuleGraph {
  getModuleById(id: string): unknown
  invalidateModule(module: never): void
}

interface NodeResponse {
  setHeader(name: string, value: string): void
  end(): void
  on(event: string, listener: () => void): void
}

export function siteModule(site: AstroSite, base: string, reported: (site: CompiledSite) => void) {
  return {
    name: 'docsnav:site',
    resolveId(id: string) {
      return id === MODULE_ID ? RESOLVED_ID : undefined
    },
    async load(id: string) {
      if (id !== RESOLVED_ID) return undefined
      const compiled = await site.current()
      return `export default ${JSON.stringify({ navigation: compiled.navigation, routes: compiled.routes, base })}`
    },
    configureServer(server: DevServer) {
      if (relative(server.config.root, site.root).startsWith('..')) server.watcher.add(site.root)
      let changed = new Set<string>()
      let timer: ReturnType<typeof setTimeout> | undefined
      server.watcher.on('all', (event, path) => {
        const absolute = resolve(path)
        const inside = relative(site.root, absolute)
        if (inside.startsWith('..') || isAbsolute(inside) || inside.split(/[\\/]/).includes('node_modules')) return
        // An edit to a file the compile read, or a page or spec added or removed (a listed page may now have its file).
        if (!site.isInput(absolute) && event === 'change') return
        changed.add(absolute)
        clearTimeout(timer)
        timer = setTimeout(() => {
          const paths = changed
          changed = new Set()
          void site.update(paths)
        }, SETTLE_MS)
      })
      site.onChange((compiled) => {
        reported(compiled)
        for (const graph of [server.moduleGraph, ...Object.values(server.environments ?? {}).map((environment) => environment.moduleGraph)]) {
          const module = graph.getModuleById(RESOLVED_ID)
          if (module) graph.invalidateModule(module as never)
        }
        server.ws.send({ type: 'full-reload' })
      })
      server.middlewares.use((request, response, next) => {
        const file = assetFile(site.root, base, request.url)
        if (file === undefined) return next()
        response.setHeader('Cache-Control', 'no-cache')
        createReadStream(file).pipe(response as never)
      })
    },
  }
}

/** The asset file a request names in the docs.json folder, if there is one (never a file outside it). */
export function assetFile(root: string, base: string, url: string | undefined): string | undefined {
  if (url === undefined) return undefined
  let path: string
  try {
    path = decodeURIComponent(url.replace(/[?#].*$/s, ''))
  } catch {
    return undefined
  }
  const prefix = base.replace(/\/+$/, '')
  if (prefix !== '' && path.startsWith(`${prefix}/`)) path = path.slice(prefix.length)
  if (!ASSET_EXTENSIONS.has(extname(path).toLowerCase())) return undefined
  const file = resolve(root, `.${path}`)
  const inside = relative(root, file)
  if (inside.startsWith('..') || isAbsolute(inside)) return undefined
  try {
    return statSync(file).isFile() ? file : undefined
  } catch {
    return undefined
  }
}
