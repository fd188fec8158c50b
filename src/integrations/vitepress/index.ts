import { relative, resolve } from 'node:path'
import type { Diagnostic } from '../../compile/compile.js'
import type { NavigationDivision } from '../../ir/navigation-document.js'
import { openDocsSite, diagnosticLine, type CompiledSite } from '../open-site.js'
import { pageLayout, siteLayout } from './layout.js'
import { copyAssets, sitePages, writePages } from './pages.js'
import { writeBuildFiles } from './build-files.js'
import { docsnavVitePlugin, type Logger } from './vite-plugin.js'
import type { PageProblem } from './markdown.js'

/**
 * `docsnav/vitepress`: a docs.json site served by VitePress. `withDocsnav(config, { root })`
 * compiles docs.json, writes every route as a `.md` page at its docsnav URL into a source folder
 * of its own (VitePress's `srcDir`: Mintlify's components as docsnav's Vue components, snippets
 * inlined, API pages from the spec), and returns VitePress's config with the multi-sidebar, the
 * locales of docs.json's languages, the nav (tabs and switchers drawn per page by the theme's
 * components, from routes.json's `switchTargets`), a Vite plugin that follows edits in
 * `vitepress dev`, and a `buildEnd` that writes docs.json's redirects as static pages.
 * docs/integrations/vitepress.md is the guide.
 */

export interface DocsnavVitePressOptions {
  /** The folder holding docs.json, relative to the directory VitePress runs in (default: `docs`). */
  root?: string
  /** Where the pages for VitePress are written (its `srcDir`), relative to the same directory (default: `.vitepress/docsnav`); generated, so ignore it in git. */
  srcDir?: string
  /** The site's URL: with it, the build also writes docsnav's sitemap.xml, llms.txt and llms-full.txt. */
  siteUrl?: string
}

/** The parts of VitePress's `UserConfig` this function reads or sets (typed loosely: docsnav does not depend on VitePress). */
export interface VitePressConfig {
  srcDir?: string
  themeConfig?: Record<string, unknown>
  vite?: { plugins?: unknown[]; resolve?: Record<string, unknown>; ssr?: Record<string, unknown> } & Record<string, unknown>
  buildEnd?: (siteConfig: { outDir: string }) => unknown
  [key: string]: unknown
}

/** The nav components the theme registers (`docsnav/vitepress/components/theme.js`). */
const NAV_TABS = 'DocsnavNavTabs'
const NAV_SWITCHER = 'DocsnavNavSwitcher'

/**
 * `export default withDocsnav(defineConfig({ title: 'My docs' }), { root: 'docs' })` in
 * `.vitepress/config.mts`, and `export { default } from 'docsnav/vitepress/components/theme.js'` in
 * `.vitepress/theme/index.ts`. Returns the config function VitePress calls (for `dev` and `build`).
 */
export function withDocsnav(config: VitePressConfig = {}, options: DocsnavVitePressOptions = {}) {
  return async (env: { command: 'serve' | 'build' }) => docsnavConfig(config, options, env.command)
}

export default withDocsnav

async function docsnavConfig(config: VitePressConfig, options: DocsnavVitePressOptions, command: 'serve' | 'build'): Promise<VitePressConfig> {
  const root = resolve(options.root ?? 'docs')
  const srcDir = resolve(options.srcDir ?? '.vitepress/docsnav')
  const building = command === 'build'
  const site = openDocsSite(root, building && options.siteUrl !== undefined ? { siteUrl: options.siteUrl } : {})
  const compiled = await site.current()
  if (building && compiled.result.summary.errors > 0) throw stopped(compiled)
  const prepared = await prepareSource(compiled, srcDir)
  const layout = prepared.layout
  const parts = (next: PreparedSource) => siteData(next, config)
  const data = parts(prepared)
  const vite = config.vite ?? {}
  const dedupe = (vite.resolve?.dedupe as string[] | undefined) ?? []
  const noExternal = vite.ssr?.noExternal
  return {
    ...config,
    srcDir,
    // docsnav's URLs have no `.html`.
    cleanUrls: true,
    ...(data.lang === undefined ? {} : { lang: data.lang }),
    ...(data.locales === undefined ? {} : { locales: data.locales }),
    themeConfig: { ...config.themeConfig, ...data.themeConfig },
    vite: {
      ...vite,
      plugins: [
        ...(vite.plugins ?? []),
        docsnavVitePlugin({ site, srcDir, prepare: (next) => prepareSource(next, srcDir), parts, report: reportOnce, initial: { compiled, prepared } }),
      ],
      // The theme's components import VitePress and Vue, which must be the site's own copies (docsnav may be linked from elsewhere).
      resolve: { ...vite.resolve, dedupe: [...dedupe, 'vitepress', 'vue'] },
      ssr: { ...vite.ssr, noExternal: Array.isArray(noExternal) ? [...noExternal, 'docsnav'] : noExternal === true ? true : ['docsnav'] },
    },
    async buildEnd(siteConfig: { outDir: string; logger?: Logger }) {
      await config.buildEnd?.(siteConfig)
      writeBuildFiles(siteConfig.outDir, await site.current(), layout, siteConfig.logger ?? console)
    },
  }
}

/** The parts of VitePress's site data that follow from the compile (with the user's own nav items and locales kept): the config's, and what the dev server changes in place after an edit. */
export interface SiteDataParts {
  lang: string | undefined
  locales: Record<string, unknown> | undefined
  themeConfig: { nav: unknown[]; sidebar: unknown }
}

function siteData(prepared: PreparedSource, config: VitePressConfig): SiteDataParts {
  const own = (config.themeConfig?.nav as unknown[] | undefined) ?? []
  const nav = [
    { component: NAV_TABS },
    ...prepared.switchers.map((kind) => ({ component: NAV_SWITCHER, props: { kind } })),
    ...prepared.globals.map((global) => ({ text: global.label, link: prepared.layout.linkOf(global.href) })),
    ...own,
  ]
  const locales = prepared.site.locales === undefined ? undefined : { ...prepared.site.locales, ...(config.locales as object | undefined) }
  return { lang: prepared.site.lang, locales, themeConfig: { nav, sidebar: prepared.site.sidebar } }
}

/** What the config and the dev server make of one compile: the pages written, the layout, and VitePress's sidebars and locales. */
export interface PreparedSource {
  layout: ReturnType<typeof pageLayout>
  site: ReturnType<typeof siteLayout>
  /** The config parts that follow from the compile, as text: when an edit changes them, the dev server restarts. */
  configKey: string
  /** The site's switcher levels, each a nav menu. */
  switchers: string[]
  /** The site's own global links, plain nav items. */
  globals: Array<{ label: string; href: string }>
  /** Pages converted anew, with what each lost. */
  problems: PageProblem[]
  written: number
}

async function prepareSource(compiled: CompiledSite, srcDir: string): Promise<PreparedSource> {
  const layout = pageLayout(compiled.routes)
  const site = siteLayout(compiled.routes, compiled.renderer, layout)
  const rootGlobals = (compiled.navigation.navigation.global ?? []).length
  const { files, problems } = await sitePages(compiled, layout, rootGlobals)
  const written = writePages(srcDir, files)
  copyAssets(compiled.root, srcDir)
  const switchers = switcherKinds(compiled.navigation.navigation)
  const globals = compiled.navigation.navigation.global ?? []
  const configKey = JSON.stringify([site, switchers, globals])
  return { layout, site, configKey, switchers, globals, problems, written }
}

/** The switcher levels of the site (products, dropdowns, versions, languages), each a nav menu. */
function switcherKinds(root: NavigationDivision): string[] {
  const kinds = new Set<string>()
  const visit = (division: NavigationDivision) => {
    const kind = division.switch?.kind
    if (kind === 'products' || kind === 'dropdowns' || kind === 'versions' || kind === 'languages') kinds.add(kind)
    for (const child of [...(division.switch?.items ?? []), ...(division.menu ?? [])]) visit(child)
  }
  visit(root)
  // In the order a page's chain meets them (languages above versions, say), as the frame lists a page's switchers.
  return [...kinds]
}

/** Each compile's diagnostics are said once in a process, however many times VitePress loads the config (the client and server builds, a restart). */
const REPORTED = new WeakSet<object>()
function reportOnce(compiled: CompiledSite, prepared: PreparedSource | undefined, logger: Logger): void {
  if (!REPORTED.has(compiled.result)) {
    REPORTED.add(compiled.result)
    for (const diagnostic of compiled.result.diagnostics) {
      if (diagnostic.severity === 'error') logger.error(`[docsnav] ${diagnosticLine(compiled.root, diagnostic)}`)
      else if (diagnostic.severity === 'warning') logger.warn(`[docsnav] ${diagnosticLine(compiled.root, diagnostic)}`)
    }
    const { infos } = compiled.result.summary
    if (infos > 0) logger.info(`[docsnav] ${infos} more note${infos === 1 ? '' : 's'}: run \`docsnav check\` to read them`)
  }
  if (!prepared) return
  for (const problem of prepared.problems)
    logger.warn(`[docsnav] ${relative(process.cwd(), resolve(compiled.root, problem.file))}:${problem.line}:${problem.column} ${problem.message}`)
  prepared.problems = []
  if (prepared.site.unexpressed !== undefined && !REPORTED.has(prepared.site)) {
    REPORTED.add(prepared.site)
    logger.info(`[docsnav] what VitePress's sidebar cannot hold: ${prepared.site.unexpressed}`)
  }
}

/**
 * The error that stops `vitepress build` on docs.json's errors: each at its file:line:column, then
 * what to do. Without a stack (VitePress prints an error's stack after its message, which would
 * point into docsnav rather than at docs.json).
 */
function stopped(compiled: CompiledSite): Error {
  const errors = compiled.result.diagnostics.filter((diagnostic: Diagnostic) => diagnostic.severity === 'error')
  const where = relative(process.cwd(), compiled.root) || '.'
  const error = new Error(
    [
      `docsnav: ${errors.length} error${errors.length === 1 ? '' : 's'} in ${where}/docs.json; the build stops:`,
      ...errors.map((diagnostic) => `  ${diagnosticLine(compiled.root, diagnostic)}`),
      `Fix ${errors.length === 1 ? 'it' : 'them'} and build again; \`npx docsnav check ${where}\` shows each with its context.`,
    ].join('\n'),
  )
  error.stack = ''
  return error
}
