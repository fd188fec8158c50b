import { relative, resolve } from 'node:path'
import type { CompiledSite, OpenSite } from '../open-site.js'
import type { Logger, PreparedSource, SiteDataParts } from './source-folder.js'

/**
 * The Vite plugin `withDocsnav` adds: docsnav's diagnostics in VitePress's log, and `vitepress dev`
 * following edits in the docs folder. An edit to a compile input (docs.json, an included file, a
 * spec, a page's frontmatter) compiles again and rewrites the pages that changed (VitePress
 * hot-updates each); when the sidebars, locales or nav change too, they are changed in VitePress's
 * site data and its module (`/@siteData`) is hot-updated, which VitePress's client takes without a
 * reload. Where that module is not found, VitePress restarts instead, as on an edit to its config
 * (the file is made one of the config's dependencies for that change). An edit to a page's body
 * rewrites that page.
 */

/** VitePress's module of the site data (its `SITE_DATA_REQUEST_PATH`), which its client accepts hot updates of. */
const SITE_DATA = '/@siteData'

export interface DocsnavPluginOptions {
  site: OpenSite
  srcDir: string
  /** The compile's pages written and the config's parts made (what the config function does). */
  prepare(compiled: CompiledSite): Promise<PreparedSource>
  /** The site data's parts that follow from the compile (lang, locales, nav, sidebar). */
  parts(prepared: PreparedSource): SiteDataParts
  /** Says a compile's diagnostics, and the pages' problems, once. */
  report(compiled: CompiledSite, prepared: PreparedSource | undefined, logger: Logger): void
  /** What the config was made from: said when Vite's logger is known. */
  initial: { compiled: CompiledSite; prepared: PreparedSource }
}

/** The parts of VitePress's resolved config (Vite's `config.vitepress`) the plugin uses. */
interface SiteConfig {
  configDeps: string[]
  site: { lang?: string; locales?: Record<string, unknown>; themeConfig?: Record<string, unknown> }
}

interface DevServer {
  watcher: { add(path: string): void }
  moduleGraph: { getModuleById(id: string): unknown; invalidateModule(module: never): void }
  ws: { send(payload: { type: 'full-reload' }): void }
}

interface HotUpdate {
  file: string
  modules: unknown[]
  server: DevServer
}

export function docsnavVitePlugin(options: DocsnavPluginOptions) {
  const { site, initial } = options
  let logger: Logger = console
  let siteConfig: SiteConfig | undefined
  let configKey = initial.prepared.configKey
  let server: DevServer | undefined
  const inDocs = (file: string) => {
    const inside = relative(site.root, file)
    return inside !== '' && !inside.startsWith('..') && !resolve(file).startsWith(resolve(options.srcDir))
  }
  return {
    name: 'docsnav',
    // Before VitePress's own hook: the pages are written, and the restart decided, before it looks at the file.
    enforce: 'pre' as const,
    configResolved(config: { logger: Logger; vitepress?: SiteConfig }) {
      logger = config.logger
      siteConfig = config.vitepress
      options.report(initial.compiled, initial.prepared, logger)
    },
    configureServer(dev: DevServer) {
      server = dev
      dev.watcher.add(site.root)
    },
    // A file added or removed reaches no hot-update hook (Vite sends only changes there): compiled
    // again here, and the open pages reload when the navigation changed.
    async watchChange(id: string, change: { event: 'create' | 'update' | 'delete' }) {
      const file = resolve(id)
      if (change.event === 'update' || !server || !inDocs(file)) return
      const compiled = await site.update([file])
      const prepared = await options.prepare(compiled)
      options.report(compiled, prepared, logger)
      if (prepared.configKey === configKey || !siteConfig) return
      configKey = prepared.configKey
      updateSiteData(siteConfig.site, options.parts(prepared))
      const module = server.moduleGraph.getModuleById(SITE_DATA)
      if (module) server.moduleGraph.invalidateModule(module as never)
      logger.info(`[docsnav] ${relative(process.cwd(), file)} ${change.event === 'create' ? 'added' : 'removed'}: the navigation changed; the pages reload`)
      server.ws.send({ type: 'full-reload' })
    },
    async handleHotUpdate(context: HotUpdate) {
      const file = resolve(context.file)
      if (!inDocs(file)) return undefined
      const started = performance.now()
      const input = site.isInput(file)
      const compiled = input ? await site.update([file]) : await site.current()
      const prepared = await options.prepare(compiled)
      options.report(compiled, prepared, logger)
      const restart = prepared.configKey !== configKey
      configKey = prepared.configKey
      const took = `${Math.round(performance.now() - started)} ms`
      const where = relative(process.cwd(), file)
      const module = context.server.moduleGraph.getModuleById(SITE_DATA)
      if (restart && siteConfig && module) {
        updateSiteData(siteConfig.site, options.parts(prepared))
        logger.info(`[docsnav] ${where}: the navigation changed (compiled in ${took}); ${prepared.written} page${prepared.written === 1 ? '' : 's'} rewritten`)
        return [module]
      }
      if (restart && siteConfig && !siteConfig.configDeps.includes(context.file)) {
        // VitePress restarts when a dependency of its config changes: this edit is one.
        siteConfig.configDeps.push(context.file)
        logger.info(`[docsnav] ${where}: the navigation changed (compiled in ${took}); VitePress restarts`)
      } else if (input || prepared.written > 0)
        logger.info(`[docsnav] ${where}: ${prepared.written} page${prepared.written === 1 ? '' : 's'} rewritten in ${took}`)
      return []
    },
  }
}

/** The compile's parts written into VitePress's site data, which its `/@siteData` module serves. */
function updateSiteData(site: SiteConfig['site'], parts: SiteDataParts): void {
  if (parts.lang !== undefined) site.lang = parts.lang
  if (parts.locales !== undefined) site.locales = parts.locales
  site.themeConfig = { ...site.themeConfig, ...parts.themeConfig }
}
