import { isAbsolute, relative, resolve } from 'node:path'
import type { CompileResult, Diagnostic } from '../compile/compile.js'
import { navigationDocument } from '../emit/navigation.js'
import type { NavigationDocument } from '../ir/navigation-document.js'
import type { Redirect } from '../ir/redirects.js'
import type { RootNode } from '../ir/types.js'
import type { Route } from '../ir/site.js'
import { createProject, type Project } from '../project/project.js'
import { createRenderer } from '../render/index.js'
import { type OpenSite, type CompiledSite, openSites } from './site-registry.js'

/**
 * A docs.json project kept open for a generator's process: an integration's parts (Starlight's
 * plugin, content loader, route middleware and dev server; Docusaurus's plugin and sidebars file;
 * VitePress's config and Vite plugin; Fumadocs' source) all read the same compile, and hear of the
 * same changes (kept by root in `site-registry.ts`).
 */

export type { OpenSite, CompiledSite } from './site-registry.js'

export interface OpenSiteOptions {
  /** The site's URL (Astro's `site`, Docusaurus's `url`), for a build: with it, the outputs are made (the sitemap, llms.txt); without, none (the dev server needs none). */
  siteUrl?: string
  /** Where a listener's failure is said (the generator's logger): an update never stops the dev server. */
  logError?: (message: string) => void
}

/** The open site at `root` (absolute, or relative to the working directory), opened on first use. */
export function openDocsSite(root: string, options: OpenSiteOptions = {}): OpenSite {
  const registry = openSites()
  const absolute = resolve(root)
  let site = registry.get(absolute)
  if (!site) registry.set(absolute, (site = open(absolute, options)))
  return site
}

/** The only open site, for a part of an integration that is not told the root (Starlight's content loader: the plugin named it). */
export function onlyOpenSite(): OpenSite | undefined {
  const registry = openSites()
  return registry.size === 1 ? [...registry.values()][0] : undefined
}

function open(root: string, options: OpenSiteOptions): OpenSite {
  const project: Project = createProject(root, options.siteUrl === undefined ? {} : { outputs: { siteUrl: options.siteUrl } })
  const listeners = new Map<string, (site: CompiledSite) => void | Promise<void>>()
  let latest: Promise<CompiledSite> | undefined
  let updates: Promise<unknown> = Promise.resolve()
  let inputs = new Set<string>()
  // While docs.json is broken (no navigation to build), the dev server keeps showing the last one it had.
  let lastBuilt: CompiledSite | undefined
  const made = async (compiling: Promise<CompileResult>): Promise<CompiledSite> => {
    const result = await compiling
    inputs = new Set([...inputs, ...result.inputs])
    const nothingToShow = result.summary.errors > 0 && (result.site === undefined || result.site.routes.length === 0)
    if (nothingToShow && lastBuilt) return { ...lastBuilt, result }
    return (lastBuilt = compiledSite(root, result))
  }
  return {
    root,
    current: () => (latest ??= made(project.compile())),
    update(changed) {
      const paths = [...changed]
      const next = updates.then(async () => {
        latest = made(project.update(paths))
        const site = await latest
        for (const [name, listener] of listeners) {
          try {
            await listener(site)
          } catch (error) {
            ;(options.logError ?? console.error)(`docsnav: ${name} could not follow the change: ${error instanceof Error ? error.message : String(error)}`)
          }
        }
        return site
      })
      updates = next.catch(() => undefined)
      return next
    },
    onChange(name, listener) {
      listeners.set(name, listener)
    },
    isInput(path) {
      const inside = relative(root, path)
      if (inside.startsWith('..') || isAbsolute(inside)) return false
      return inputs.has(inside.split('\\').join('/'))
    },
  }
}

/** navigation.json of a site with nothing to show (docs.json unreadable, or without a navigation). */
export const EMPTY_NAVIGATION: NavigationDocument = { settings: { theme: null, drilldown: null, eyebrows: 'section' }, navigation: { kind: 'root' } }

/** The navigation and routes as navigation.json and routes.json hold them, from the compile's own model (not its texts: crewAI's routes.json alone takes most of a second to parse back). */
/** A compile as the integrations read it (the MkDocs plugin, which keeps no site open, calls it for each run). */
export function compiledSite(root: string, result: CompileResult): CompiledSite {
  const site = result.site
  const navigation = site ? navigationDocument(result.tree, site) : EMPTY_NAVIGATION
  const routes: Route[] = site ? site.routes : []
  const renderer = createRenderer({ navigation, routes })
  return { root, result, navigation, routes, renderer, redirects: withHomeRedirect(result.tree, routes, renderer.home), files: result.files ?? {} }
}

/**
 * docs.json's redirects, and one from `/` to `home` where the site has no page there and none leads
 * from it (placed at docs.json as a whole: it is Mintlify's behaviour, not a rule the file writes).
 */
export function withHomeRedirect(tree: RootNode, routes: readonly Route[], home: string | undefined): Redirect[] {
  const { redirects } = tree
  const fromRoot = (source: string) => source.replace(/[?#].*$/s, '').replace(/\/+$/, '') === ''
  if (home === undefined || home === '/' || routes.some((route) => route.url === '/') || redirects.some((redirect) => fromRoot(redirect.source)))
    return [...redirects]
  return [...redirects, { source: '/', destination: home, permanent: false, pointer: '', region: tree.documentRegion, raw: {} }]
}

/** A diagnostic as one line for a logger: `file:line:column CODE message`, the file relative to the working directory. */
export function diagnosticLine(root: string, diagnostic: Diagnostic, cwd = process.cwd()): string {
  const file = diagnostic.file === undefined ? '' : relative(cwd, resolve(root, diagnostic.file)) || diagnostic.file
  const place = diagnostic.line === undefined ? file : `${file}:${diagnostic.line}:${diagnostic.column ?? 1}`
  return `${place ? `${place} ` : ''}${diagnostic.code} ${diagnostic.message}${diagnostic.hint ? ` (${diagnostic.hint})` : ''}`
}
