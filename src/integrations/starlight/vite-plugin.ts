import { createReadStream, existsSync, realpathSync, statSync } from 'node:fs'
import { dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isInside, packageImports, withoutPackages, withReactImports } from '../mintlify-mdx.js'
import type { OpenSite, CompiledSite } from '../open-site.js'
import { ASSET_TYPES, isAssetPath } from '../site-assets.js'
import type { SiteLinks } from '../site-links.js'

/**
 * The Vite side of the Starlight plugin: `virtual:docsnav/site` (the navigation and routes the
 * route middleware reads), the dev server following edits (docs.json, its includes, specs, a page's
 * frontmatter: compiled again, the module renewed, the browser reloaded), and the site's images
 * and other files served from the docs.json folder, where Mintlify serves them (`/images/x.png`).
 */

const MODULE_ID = 'virtual:docsnav/site'
const RESOLVED_ID = `\0${MODULE_ID}`

/** How long the dev server waits for more edits before compiling again (an editor's save may touch several files). */
const SETTLE_MS = 50

interface DevServer {
  watcher: { add(path: string): void; on(event: 'all', listener: (event: string, path: string) => void): void }
  ws: { send(payload: { type: 'full-reload' }): void }
  middlewares: { use(handler: (request: { url?: string }, response: NodeResponse, next: () => void) => void): void }
  config: { root: string }
}

interface NodeResponse {
  setHeader(name: string, value: string): void
  end(): void
  on(event: string, listener: () => void): void
}

/** Folders of an Astro project a docs.json folder may contain but whose files are Astro's, relative to that folder. */
export function astroFolders(root: string, config: { outDir: URL; cacheDir: URL; publicDir: URL }): string[] {
  return [config.outDir, config.cacheDir, config.publicDir]
    .map((url) => relative(root, fileURLToPath(url)).split(sep).join('/'))
    .filter((path) => path !== '' && !path.startsWith('..') && !isAbsolute(path))
}

/** What the route middleware reads of the site (`virtual:docsnav/site`), besides the open project it finds by `root`. */
export interface MiddlewareSite {
  /** How the site links its pages. */
  links: SiteLinks
  /** The href of the favicon Starlight links when none is named and no file serves it: left out of every page. */
  unservedFavicon?: string
}

/**
 * The Vite plugin: `site` is the open project, `served` what the middleware reads of it,
 * `outside` {@link astroFolders}; `reported` logs each compile's diagnostics, `logError` a failure.
 */
export function siteModule(
  site: OpenSite,
  served: MiddlewareSite,
  outside: readonly string[],
  reported: (site: CompiledSite) => void,
  logError: (message: string) => void,
) {
  const { links } = served
  return {
    name: 'docsnav:site',
    resolveId(id: string) {
      return id === MODULE_ID ? RESOLVED_ID : undefined
    },
    async load(id: string) {
      if (id !== RESOLVED_ID) return undefined
      // Not the navigation itself: crewAI's routes are megabytes of module for Vite to transform; the
      // middleware reads the open project, which is in this process, by its root.
      return `export default ${JSON.stringify({ root: site.root, ...served })}`
    },
    configureServer(server: DevServer) {
      if (relative(server.config.root, site.root).startsWith('..')) server.watcher.add(site.root)
      let changed = new Set<string>()
      let timer: ReturnType<typeof setTimeout> | undefined
      server.watcher.on('all', (event, path) => {
        const absolute = resolve(path)
        const inside = relative(site.root, absolute).split(sep).join('/')
        if (inside.startsWith('..') || isAbsolute(inside) || inside.split('/').some((segment) => segment === 'node_modules' || segment.startsWith('.'))) return
        if (outside.some((folder) => inside === folder || inside.startsWith(`${folder}/`))) return
        // An edit to a file the compile read, or a page or spec added or removed (a listed page may now have its file).
        if (!site.isInput(absolute) && event === 'change') return
        changed.add(absolute)
        clearTimeout(timer)
        timer = setTimeout(() => {
          const paths = changed
          changed = new Set()
          // The pages reload once the compile and everything that follows it (the content loader's entries) are done.
          site.update(paths).then(
            (compiled) => {
              reported(compiled)
              server.ws.send({ type: 'full-reload' })
            },
            (error: unknown) => logError(`docsnav: the change could not be compiled: ${error instanceof Error ? error.message : String(error)}`),
          )
        }, SETTLE_MS)
      })
      server.middlewares.use((request, response, next) => {
        const file = assetFile(site.root, links.base, outside, request.url)
        if (file === undefined) return next()
        const stream = createReadStream(file)
        // Gone between the look and the read: as if it never was.
        stream.on('error', () => next())
        stream.on('open', () => {
          response.setHeader('Content-Type', ASSET_TYPES[extname(file).toLowerCase()]!)
          response.setHeader('Cache-Control', 'no-cache')
          stream.pipe(response as never)
        })
      })
    },
  }
}

/** docsnav's own folder, as Node found it (links resolved): the package root above `dist/integrations/starlight/`. */
const PACKAGE_ROOT = realpathSync(fileURLToPath(new URL('../../../', import.meta.url)))

/**
 * The path through which the Astro project reaches docsnav when docsnav's folder is elsewhere
 * (`npm link`, `npm install ../docsnav`, a workspace): the `node_modules/docsnav` link in the
 * project's folder or above it that leads to {@link PACKAGE_ROOT}. Undefined when docsnav's folder is
 * inside the project (an ordinary install), or no link leads to it.
 */
export function linkedPackagePath(projectRoot: string, packageRoot = PACKAGE_ROOT): string | undefined {
  if (isInside(projectRoot, packageRoot)) return undefined
  for (let folder = resolve(projectRoot); ; folder = dirname(folder)) {
    const link = join(folder, 'node_modules', 'docsnav')
    try {
      if (existsSync(link) && realpathSync(link) === packageRoot) return link
    } catch {
      // Unreadable: look further up.
    }
    if (dirname(folder) === folder) return undefined
  }
}

/**
 * The Vite plugin that keeps docsnav's Astro components (`docsnav/starlight/components/*.astro`) at
 * the path the project links docsnav by ({@link linkedPackagePath}), not at the folder the link
 * leads to. Vite follows links; Astro then takes a component path that shares no folder with the
 * project but `/` for a URL of the project (`/work/docsnav/x.astro` as `<project>/work/docsnav/x.astro`)
 * and fails on the component's styles: "No cached compile metadata". Other files follow links as usual.
 */
export function linkedComponents(projectRoot: string) {
  const linked = linkedPackagePath(projectRoot)
  return {
    name: 'docsnav:linked-components',
    enforce: 'pre' as const,
    async resolveId(
      this: { resolve(source: string, importer?: string, options?: Record<string, unknown>): Promise<{ id: string } | null> },
      source: string,
      importer: string | undefined,
      options: Record<string, unknown>,
    ) {
      if (linked === undefined || !/\.astro(?:$|\?)/.test(source)) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved) return null
      const [, path = '', query = ''] = /^([^?]*)(.*)$/s.exec(resolved.id) ?? []
      // Only docsnav's own components: the project's, or Starlight's, may sit below docsnav's folder too (examples/ of docsnav's repository).
      return isInside(join(PACKAGE_ROOT, 'dist'), path) ? { ...resolved, id: join(linked, relative(PACKAGE_ROOT, path)) + query } : resolved
    },
  }
}

/**
 * The Vite plugin that readies the site's `.jsx` and `.js` snippets as Mintlify runs them: React's
 * hooks, which Mintlify gives them without an import (`withReactImports`; without them a snippet
 * fails where it first calls `useState`), and an import of a package the site does not install
 * (`next/script`, which Mintlify's Next has) made a component that draws nothing, with a warning at
 * its line, rather than a failed build.
 */
export function snippetReactImports(root: string) {
  // Astro builds the server's and the browser's bundles: each leaves out the same imports, said once.
  const said = new Set<string>()
  return {
    name: 'docsnav:snippet-react-imports',
    enforce: 'pre' as const,
    async transform(this: { resolve(source: string, importer: string): Promise<unknown>; warn(message: string): void }, code: string, id: string) {
      const path = id.replace(/[?#].*$/s, '')
      if (!/\.jsx?$/.test(path) || !isInside(root, path) || path.split(sep).includes('node_modules')) return undefined
      const missing = new Set<string>()
      for (const found of packageImports(code)) {
        if (missing.has(found.source) || (await this.resolve(found.source, path))) continue
        missing.add(found.source)
        if (said.has(`${path}\0${found.source}`)) continue
        said.add(`${path}\0${found.source}`)
        // Vite names the file before the message.
        this.warn(
          `line ${found.line} imports \`${found.source}\`, which the site does not install: what it imports draws nothing (install it, or leave it out of the snippet)`,
        )
      }
      const kept = withoutPackages(code, missing)
      const imported = withReactImports(kept) ?? kept
      return imported === code ? undefined : { code: imported, map: null }
    },
  }
}

/** The asset file a request names in the docs.json folder, if there is one: under Astro's `base` when it has one, never outside the folder. */
export function assetFile(root: string, base: string, outside: readonly string[], url: string | undefined): string | undefined {
  if (url === undefined) return undefined
  let path: string
  try {
    path = decodeURIComponent(url.replace(/[?#].*$/s, ''))
  } catch {
    return undefined
  }
  const prefix = base.replace(/\/+$/, '')
  if (prefix !== '') {
    if (!path.startsWith(`${prefix}/`)) return undefined
    path = path.slice(prefix.length)
  }
  const inside = path.replace(/^\/+/, '')
  if (!isAssetPath(inside, outside)) return undefined
  const file = resolve(root, inside)
  const within = relative(root, file)
  if (within.startsWith('..') || isAbsolute(within)) return undefined
  try {
    return statSync(file).isFile() ? file : undefined
  } catch {
    return undefined
  }
}
