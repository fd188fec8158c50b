import { relative, resolve } from 'node:path'
import type { Diagnostic } from '../../compile/compile.js'
import { openDocsSite, diagnosticLine, type CompiledSite } from '../open-site.js'
import { docsHead } from './head.js'
import { redirectedLink, writeBuildFiles } from './build-files.js'
import { type Logger, type PreparedSource, prepareSource, siteData } from './source-folder.js'
import { docsnavVitePlugin } from './vite-plugin.js'

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
  head?: unknown[]
  ignoreDeadLinks?: boolean | 'localhostLinks' | unknown[]
  buildEnd?: (siteConfig: { outDir: string }) => unknown
  [key: string]: unknown
}

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
    // The docs folder's stylesheets (Mintlify applies each to every page) and docs.json's favicon.
    head: [...(config.head ?? []), ...docsHead(compiled, srcDir)],
    // Links to docs.json's redirects lead somewhere: the redirect's page, or the host's rule.
    ignoreDeadLinks:
      config.ignoreDeadLinks === undefined || Array.isArray(config.ignoreDeadLinks)
        ? [...(config.ignoreDeadLinks ?? []), redirectedLink(compiled)]
        : config.ignoreDeadLinks,
    // docs.json's name, unless the site's config has a title of its own.
    ...(config.title === undefined && prepared.info.name !== undefined ? { title: prepared.info.name } : {}),
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
