import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import rehypeKatex from 'rehype-katex'
import remarkMath from 'remark-math'
import { staticRedirects } from '../../emit/targets/static-redirects.js'
import type { NavigationDivision } from '../../ir/navigation-document.js'
import { openDocsSite, diagnosticLine, type OpenSite, type CompiledSite } from '../open-site.js'
import { siteHref, type SiteLinks } from '../site-links.js'
import { remarkMintlifyComponents, type UnsupportedComponent } from './mintlify-components.js'
import { remarkPageOperation } from '../page-operation.js'
import { docsStylesheets, isAssetPath } from '../site-assets.js'
import { siteInfo } from '../site-info.js'
import { describeServed, servedOutputs } from '../served-outputs.js'
import { astroFolders, linkedComponents, siteModule, snippetReactImports } from './vite-plugin.js'
import { copyMermaid, drawsDiagrams, mermaidScript, siteMermaid, type SiteMermaid } from './mermaid.js'

export { docsnavLoader } from './loader.js'
export type { DocsnavLoaderOptions } from './loader.js'

/**
 * `docsnav/starlight`: a Starlight plugin that serves a docs.json site as it is. Pages stay where
 * docs.json has them and are served at docsnav's URLs (the content loader, `loader.ts`); every page
 * gets its division's sidebar, docsnav's prev/next, a top bar of tabs and global links and the
 * switchers of its divisions (`route-middleware.ts` and the components it overrides); API pages are
 * generated from the specs; docs.json's redirects become Astro's; the build also writes docsnav's
 * sitemap.xml, llms.txt, llms-full.txt and robots.txt. docs/integrations/starlight.md is the guide.
 */

export interface DocsnavStarlightOptions {
  /** The folder holding docs.json, relative to the Astro project (default: `docs`). */
  root?: string
}

/** The parts of Starlight's plugin API this plugin uses (`@astrojs/starlight/types`: `StarlightPlugin`). */
interface ConfigSetup {
  config: { components?: Record<string, string>; customCss?: string[]; sidebar?: unknown; locales?: unknown; favicon?: string }
  updateConfig(partial: Record<string, unknown>): void
  addIntegration(integration: AstroIntegration): void
  addRouteMiddleware(middleware: { entrypoint: string; order?: 'pre' | 'post' | 'default' }): void
  astroConfig: { root: URL; site?: string; base?: string; outDir: URL; cacheDir: URL; publicDir: URL }
  command: 'dev' | 'build' | 'preview'
  logger: Logger
}

interface Logger {
  info(message: string): void
  warn(message: string): void
  error(message: string): void
}

interface AstroIntegration {
  name: string
  hooks: Record<string, (options: never) => void | Promise<void>>
}

/** Starlight components the plugin draws: the top bar in the header, the switchers above the sidebar. */
const OVERRIDES = { Header: 'docsnav/starlight/components/Header.astro', Sidebar: 'docsnav/starlight/components/Sidebar.astro' }

/** The component drawing the operation of a page whose frontmatter names one. */
const API_OPERATION = 'docsnav/starlight/components/ApiOperation.astro'

/** The styles of docsnav's parts that are not components (API pages), after the user's own; KaTeX's, for math. */
const STYLES = ['docsnav/starlight/components/docsnav.css', 'docsnav/starlight/components/katex.css']

/** The plugin: `starlight({ title, plugins: [docsnav({ root: 'docs' })] })`. */
export default function docsnav(options: DocsnavStarlightOptions = {}) {
  return {
    name: 'docsnav',
    hooks: {
      async 'config:setup'(setup: ConfigSetup) {
        const projectRoot = fileURLToPath(setup.astroConfig.root)
        const root = resolve(projectRoot, options.root ?? 'docs')
        const siteUrl = setup.astroConfig.site === undefined ? undefined : joinUrl(setup.astroConfig.site, setup.astroConfig.base ?? '/')
        // The outputs (sitemap, llms.txt) are for the built site: the dev server makes none.
        const outputsFor = setup.command === 'build' ? siteUrl : undefined
        const site = openDocsSite(root, { ...(outputsFor === undefined ? {} : { siteUrl: outputsFor }), logError: (message) => setup.logger.error(message) })
        const compiled = await site.current()
        const failed = report(compiled, setup.logger, setup.command !== 'dev')
        if (failed)
          throw configurationError(
            `docsnav: ${failed} in ${relative(process.cwd(), join(root, 'docs.json'))}; the build stops, as for Starlight's own configuration errors`,
            `Each error is listed above at its file:line:column; \`npx docsnav check ${relative(process.cwd(), root) || '.'}\` shows them with their context.`,
          )
        for (const note of overridden(setup.config)) setup.logger.warn(note)
        if (hasLanguages(compiled.navigation.navigation)) setup.logger.info(LANGUAGES_NOTE)
        // docs.json's favicon (unless the Starlight config names one), and the docs folder's stylesheets, which Mintlify applies to every page, last.
        const info = siteInfo(compiled)
        const stylesheets = docsStylesheets(root, astroFolders(root, setup.astroConfig)).map((path) => join(root, path))
        setup.updateConfig({
          components: { ...setup.config.components, ...OVERRIDES },
          customCss: [...(setup.config.customCss ?? []), ...STYLES, ...stylesheets],
          ...(info.favicon !== undefined && setup.config.favicon === undefined ? { favicon: info.favicon } : {}),
        })
        setup.addRouteMiddleware({ entrypoint: 'docsnav/starlight/route-middleware', order: 'pre' })
        const namesFavicon = info.favicon !== undefined || setup.config.favicon !== undefined
        setup.addIntegration(astroIntegration(site, compiled, siteUrl, setup.logger, namesFavicon))
      },
    },
  }
}

/**
 * An error Astro shows as it shows a configuration error of its own (an `AstroUserError`: the
 * message and a hint, no stack trace, which would point into docsnav rather than at docs.json).
 * Made by shape: docsnav may be linked from outside the site, where `astro/errors` is not found.
 */
function configurationError(message: string, hint: string): Error {
  const error = Object.assign(new Error(message), { name: 'AstroUserError', type: 'AstroUserError', hint })
  error.stack = ''
  return error
}

/** The diagnostics in Astro's log; with `stopOnError`, what makes the build stop ("2 errors"), else undefined. */
function report(compiled: CompiledSite, logger: Logger, stopOnError: boolean): string | undefined {
  const { diagnostics, summary } = compiled.result
  for (const diagnostic of diagnostics) {
    const line = diagnosticLine(compiled.root, diagnostic)
    if (diagnostic.severity === 'error') logger.error(line)
    else if (diagnostic.severity === 'warning') logger.warn(line)
  }
  if (summary.infos > 0) logger.info(`${summary.infos} more note${summary.infos === 1 ? '' : 's'}: run \`docsnav check\` to read them`)
  return stopOnError && summary.errors > 0 ? `${summary.errors} error${summary.errors === 1 ? '' : 's'}` : undefined
}

/** Why docs.json's languages are not Starlight's locales, said once for a site that has them (docs/integrations/starlight.md). */
const LANGUAGES_NOTE =
  "docs.json's languages are served with docsnav's language switcher and each page's `lang`, not as Starlight locales: Starlight would add a fallback page for every page a language lacks, at URLs the site does not have"

function hasLanguages(division: NavigationDivision): boolean {
  return division.switch?.kind === 'languages' || [...(division.switch?.items ?? []), ...(division.menu ?? [])].some(hasLanguages)
}

/** What the plugin replaces of the user's Starlight config, said once rather than silently. */
function overridden(config: ConfigSetup['config']): string[] {
  const notes: string[] = []
  if (config.locales !== undefined)
    notes.push("docsnav: Starlight's `locales` add fallback pages at URLs docs.json's site does not have; docs.json's languages need none (remove `locales`)")
  if (config.sidebar !== undefined) notes.push("docsnav: Starlight's `sidebar` is replaced by docs.json's navigation on every page; remove it from the config")
  for (const name of Object.keys(OVERRIDES)) {
    if (config.components?.[name] !== undefined && !config.components[name]!.startsWith('@astrojs/starlight/'))
      notes.push(`docsnav: your \`components.${name}\` override is replaced by docsnav's (it draws the tabs and switchers); wrap docsnav's in yours instead`)
  }
  return notes
}

/** What the build log says of a component shown as its content, by why. */
const UNSUPPORTED_WHY: Record<UnsupportedComponent['why'], string> = {
  'no-equivalent': 'has no equivalent in Starlight: its content is shown as is',
  'needs-react': 'is a React component, and Astro renders React only with `@astrojs/react` in its integrations: its content is shown as is',
  'needs-mermaid':
    'is a Mermaid diagram, drawn in the browser by the `mermaid` package, which the site does not install (`npm install mermaid`): its code is shown',
  unknown: 'is no Mintlify component, and the page neither imports nor defines it: its content is shown as is (`docsnav check --links` says so too)',
}

function astroIntegration(site: OpenSite, compiled: CompiledSite, siteUrl: string | undefined, logger: Logger, namesFavicon: boolean): AstroIntegration {
  // Astro's own folders inside the docs folder (docs.json at the project's root): never pages' files.
  let outside: string[] = []
  /** The site's Mermaid when the build serves it prebuilt. */
  let servedMermaid: SiteMermaid | undefined
  const unsupported = (found: UnsupportedComponent) =>
    logger.warn(`${relative(process.cwd(), join(site.root, found.file))}:${found.line}:${found.column} <${found.name}> ${UNSUPPORTED_WHY[found.why]}`)
  return {
    name: 'docsnav',
    hooks: {
      'astro:config:setup': ((options: {
        command: 'dev' | 'build' | 'preview' | 'sync'
        updateConfig(config: Record<string, unknown>): void
        injectScript(stage: 'page', content: string): void
        config: {
          root: URL
          integrations: Array<{ name: string }>
          base?: string
          trailingSlash?: SiteLinks['trailingSlash']
          redirects?: Record<string, unknown>
          outDir: URL
          cacheDir: URL
          publicDir: URL
        }
      }) => {
        outside = astroFolders(site.root, options.config)
        const links: SiteLinks = { base: options.config.base ?? '/', trailingSlash: options.config.trailingSlash ?? 'ignore' }
        // Named by neither docs.json nor the Starlight config, a site links no favicon on Mintlify.
        // Starlight links its default, `/favicon.svg` of `public/`, on every page: kept where the
        // project has that file (Starlight's own), left out otherwise, where it is a 404 on every
        // page unless the docs folder happens to hold a favicon.svg that docs.json does not name.
        const unservedFavicon =
          namesFavicon || existsSync(join(fileURLToPath(options.config.publicDir), 'favicon.svg')) ? undefined : `${links.base.replace(/\/+$/, '')}/favicon.svg`
        const redirects = astroRedirects(compiled, links, logger)
        const mermaid = siteMermaid(fileURLToPath(options.config.root))
        const react = options.config.integrations.some((integration) => integration.name === '@astrojs/react')
        // A build adds Mermaid's script only where a page draws a diagram, and serves Mermaid as it is prebuilt
        // (mermaid.ts). The dev server adds it whenever Mermaid is installed, as a page may gain a diagram while it runs.
        if (mermaid && options.command !== 'build') options.injectScript('page', mermaidScript())
        else if (mermaid && drawsDiagrams(site.root, outside)) {
          servedMermaid = mermaid.prebuilt ? mermaid : undefined
          options.injectScript('page', mermaidScript(mermaid.prebuilt ? links.base : undefined))
        }
        options.updateConfig({
          redirects: { ...redirects, ...options.config.redirects },
          markdown: {
            // Math as Mintlify reads it (`$x$`, `$$` blocks: remark-math's defaults), drawn by KaTeX at build time.
            remarkPlugins: [
              remarkMath,
              remarkMintlifyComponents({
                root: site.root,
                links,
                unsupported,
                react,
                mermaid: mermaid !== undefined,
                iconLibrary: siteInfo(compiled).iconLibrary,
              }),
              // A page whose frontmatter names an operation: the operation after its body (a `.md` page's is added by the loader).
              () => remarkPageOperation({ root: site.root, component: 'DocsnavApiOperation', importFrom: API_OPERATION, mdxOnly: true }),
            ],
            rehypePlugins: [rehypeKatex],
          },
          vite: {
            plugins: [
              linkedComponents(fileURLToPath(options.config.root)),
              ...(react ? [snippetReactImports(site.root)] : []),
              siteModule(
                site,
                { links, ...(unservedFavicon === undefined ? {} : { unservedFavicon }) },
                outside,
                (next) => report(next, logger, false),
                (message) => logger.error(message),
              ),
            ],
            // Pages import the plugin's components from docsnav, which may be linked from elsewhere
            // (`npm install ../docsnav`): Astro and Starlight must still be the site's own copies.
            resolve: { dedupe: ['astro', '@astrojs/starlight'] },
            ssr: { noExternal: ['docsnav'] },
          },
        })
      }) as never,
      'astro:build:done': (async (options: { dir: URL }) => {
        const latest = await site.current()
        copyAssets(site.root, fileURLToPath(options.dir), outside, logger)
        if (servedMermaid) copyMermaid(servedMermaid, fileURLToPath(options.dir))
        writeServedOutputs(fileURLToPath(options.dir), latest, siteUrl, logger)
      }) as never,
    },
  }
}

/**
 * docs.json's redirects as Astro's `redirects`, each from a plain path: Astro's static build writes
 * a page per redirect, and fails on a source with parameters unless its destination is a route
 * file of the project. A source with parameters becomes a redirect from each path that leads to a
 * page, chains followed to the page (`staticRedirects`); what has no such form is said once, by name.
 */
function astroRedirects(site: CompiledSite, links: SiteLinks, logger: Logger): Record<string, { status: 307 | 308; destination: string }> {
  const { redirects, unexpressed } = staticRedirects(
    site.redirects,
    site.routes.map((route) => route.url),
    (source, destination) =>
      /[[\]]/.test(source)
        ? 'Astro reads `[` and `]` in a source as the brackets of a parameter'
        : URL.canParse(destination) && !/^https?:\/\//i.test(destination)
          ? 'Astro redirects only to paths and http(s) URLs'
          : undefined,
  )
  if (unexpressed.length > 0) {
    const named = unexpressed.map(({ redirect, why }) => `\`${redirect.source}\` → \`${redirect.destination}\` (${why})`)
    logger.warn(
      `docsnav: ${unexpressed.length === 1 ? 'a redirect of docs.json has' : `${unexpressed.length} redirects of docs.json have`} no form in Astro's static site, and ${unexpressed.length === 1 ? 'is' : 'are'} left out: ${named.join('; ')}`,
    )
  }
  const astro: Record<string, { status: 307 | 308; destination: string }> = {}
  for (const redirect of redirects) astro[redirect.source] = { status: redirect.permanent ? 308 : 307, destination: siteHref(links, redirect.destination) }
  return astro
}

/**
 * What the built site serves of docsnav's outputs (made with Astro's `site`: sitemap.xml,
 * robots.txt, the llms files, each page's Markdown), and the project's own of these files where it
 * has them (they win, as on Mintlify), into the built site; each file is written whole or not at all.
 */
function writeServedOutputs(dir: string, site: CompiledSite, siteUrl: string | undefined, logger: Logger): void {
  const served = servedOutputs(site)
  for (const [name, text] of served) {
    const path = join(dir, name)
    mkdirSync(dirname(path), { recursive: true })
    writeFileSync(`${path}.docsnav-tmp`, text)
    renameSync(`${path}.docsnav-tmp`, path)
  }
  if (served.size > 0) logger.info(`wrote ${describeServed([...served.keys()])}`)
  if (siteUrl === undefined) logger.warn("no sitemap.xml, llms.txt, robots.txt or pages as Markdown: set Astro's `site` to the site's URL to have them")
}

/** The images and other files of the docs.json folder, at the same paths in the built site (a built page of the same name wins). */
function copyAssets(root: string, dir: string, outside: readonly string[], logger: Logger): void {
  let copied = 0
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')
    if (!isAssetPath(path, outside)) continue
    const target = join(dir, path)
    if (existsSync(target)) continue
    mkdirSync(dirname(target), { recursive: true })
    copyFileSync(join(root, path), `${target}.docsnav-tmp`)
    renameSync(`${target}.docsnav-tmp`, target)
    copied++
  }
  if (copied > 0)
    logger.info(`copied ${copied} image${copied === 1 ? '' : 's'} and other file${copied === 1 ? '' : 's'} from ${relative(process.cwd(), root) || '.'}`)
}

function joinUrl(site: string, base: string): string {
  return `${site.replace(/\/+$/, '')}/${base.replace(/^\/+|\/+$/g, '')}`.replace(/\/+$/, '')
}
