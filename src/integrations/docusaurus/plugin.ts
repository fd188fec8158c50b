import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Route } from '../../ir/site.js'
import { escapeHtml } from '../../render/index.js'
import { apiOperation, type ApiOperation } from '../api-reference.js'
import { apiOperationHeadings, apiOperationHtml } from '../api-reference-html.js'
import { type CompiledSite, openDocsSite } from '../open-site.js'
import { describeServed, servedOutputs } from '../served-outputs.js'
import { siteInfo } from '../site-info.js'
import { docsAssets, serveDocsAssets, writeDocsAssets } from './docs-assets.js'
import { docusaurusLogger, reportDiagnostics } from './logger.js'
import { navbarData, type NavbarData } from './navbar-data.js'
import { sidebarKeys } from './page-sidebar.js'
import { clientRedirects } from './redirects.js'
import { type DocusaurusContext, writeSidebars } from './sidebars.js'

/**
 * docsnav's Docusaurus plugin (the preset adds it): the theme components (docsnav's navbar,
 * prev/next, Mintlify's components in MDX), the navbar's data from the compile, the API pages
 * generated from the specs (in the docs layout, with their division's sidebar), the outputs of the
 * compile in the built site, and in the dev server the compile following its inputs: a docs.json
 * edit compiles again, rewrites the sidebars the docs plugin watches, and reloads the pages.
 */

/** Where the theme components are: copied into dist/ as they are (Docusaurus compiles them). */
const COMPONENTS = join(dirname(fileURLToPath(import.meta.url)), 'components')

/** What an API page's component is given. */
export interface ApiPageData {
  url: string
  title: string
  /** The operation as HTML (api-reference.ts's `apiOperationHtml`), null when it cannot be read. */
  html: string | null
  /** Its headings, for Docusaurus's table of contents. */
  toc: Array<{ value: string; id: string; level: number }>
  /** The docs plugin's sidebar of the page's division (Docusaurus's own `PropSidebar`), if it has one. */
  sidebar: unknown
  prev?: { title: string; permalink: string }
  next?: { title: string; permalink: string }
}

interface Actions {
  setGlobalData(data: unknown): void
  addRoute(route: { path: string; component: string; exact?: boolean; modules?: Record<string, string> }): void
  createData(name: string, data: string): Promise<string>
}

interface DocsContent {
  loadedVersions: Array<{ sidebars: Record<string, unknown> }>
}

export function docsnavPlugin(context: DocusaurusContext, options: { root: string }) {
  const site = openDocsSite(options.root)
  const loggerReady = docusaurusLogger(context.siteDir)
  let loads = 0
  let inputs: string[] = []
  return {
    name: 'docsnav',
    getThemePath: () => join(COMPONENTS, 'theme'),
    // docsnav's styles, then the docs folder's own stylesheets (Mintlify applies each to every page).
    getClientModules: () => [join(COMPONENTS, 'docsnav.css'), ...docsAssets(options.root).stylesheets],
    // The components import the theme's packages: found in the site's node_modules also when docsnav
    // is linked from elsewhere (`npm install ../docsnav`), where walking up from its files would not.
    // The docs folder's scripts (`.jsx` snippets) get React's hooks as Mintlify gives them; its files are served in the dev server.
    configureWebpack: () => ({
      resolve: { modules: [siteModules(context.siteDir)] },
      module: { rules: [{ test: /\.jsx?$/, include: [options.root], exclude: /node_modules/, enforce: 'pre', use: [SNIPPET_LOADER] }] },
      devServer: serveDocsAssets(options.root, context.baseUrl),
    }),
    // docs.json's favicon, unless the site names its own.
    injectHtmlTags: ({ content }: { content: { favicon?: string } }) => {
      const favicon = content.favicon
      if (favicon === undefined || context.siteConfig.favicon) return {}
      const href = /^[a-z][a-z\d+.-]*:|^\/\//i.test(favicon) ? favicon : `${context.baseUrl.replace(/\/+$/, '')}${favicon}`
      return { headTags: [{ tagName: 'link', attributes: { rel: 'icon', href } }] }
    },
    // docs.json, its includes and specs, and the pages (their titles): an edit loads this plugin again.
    getPathsToWatch: () => inputs,
    async loadContent(): Promise<{ navbar: NavbarData; api: Array<{ route: Route; operation: ApiOperation | null }>; favicon?: string }> {
      const logger = await loggerReady
      let compiled = await site.current()
      // The first load is the preset's compile (its diagnostics said); a later one follows an edit.
      if (loads++ > 0) {
        compiled = await site.update(compiled.result.inputs)
        reportDiagnostics(compiled, logger)
        writeSidebars(context, compiled, logger)
      }
      inputs = compiled.result.inputs.map((path) => join(compiled.root, path))
      const favicon = siteInfo(compiled).favicon
      return { navbar: navbarData(compiled), api: apiRoutes(compiled), ...(favicon === undefined ? {} : { favicon }) }
    },
    async contentLoaded({ content, actions }: { content: { navbar: NavbarData }; actions: Actions }) {
      actions.setGlobalData(content.navbar)
      // A site with no page at `/` sends it to its first page, as Mintlify does (and the navbar's logo links there).
      const compiled = await site.current()
      // docs.json's redirect from `/` wins over the first page, as on Mintlify.
      const home = clientRedirects(compiled).list.find((redirect) => redirect.from === '/')?.to ?? compiled.renderer.home
      if (home !== undefined && home !== '/' && !compiled.routes.some((route) => route.url === '/'))
        actions.addRoute({
          path: context.baseUrl,
          exact: true,
          component: join(COMPONENTS, 'HomeRedirect.jsx'),
          modules: { home: await actions.createData('home.json', JSON.stringify({ to: home })) },
        })
    },
    async allContentLoaded({ allContent, actions }: { allContent: Record<string, Record<string, unknown>>; actions: Actions }) {
      const own = allContent.docsnav?.default as { api: Array<{ route: Route; operation: ApiOperation | null }> } | undefined
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined
      if (!own || own.api.length === 0) return
      const sidebarsProp = docs ? propSidebars(context.siteDir, docs) : {}
      const keyOf = sidebarKeys(await site.current())
      for (const { route, operation } of own.api) {
        const key = keyOf.get(route.url)
        const data: ApiPageData = {
          url: route.url,
          title: route.title,
          html: operation ? apiOperationHtml(operation, route.title) : null,
          toc: operation ? apiOperationHeadings(operation).map((heading) => ({ value: escapeHtml(heading.text), id: heading.slug, level: heading.depth })) : [],
          sidebar: key === undefined ? null : (sidebarsProp[key] ?? null),
        }
        if (route.prev) data.prev = { title: route.prev.title, permalink: route.prev.url }
        if (route.next) data.next = { title: route.next.title, permalink: route.next.url }
        const name = `api-${createHash('sha1').update(route.url).digest('hex').slice(0, 12)}.json`
        actions.addRoute({
          path: `${context.baseUrl.replace(/\/+$/, '')}${route.url}`,
          exact: true,
          component: join(COMPONENTS, 'ApiPage.jsx'),
          modules: { page: await actions.createData(name, JSON.stringify(data)) },
        })
      }
    },
    async postBuild({ outDir }: { outDir: string }) {
      const compiled = await site.current()
      // Docusaurus writes no sitemap without its own plugin; a file already there (the site's `static/`, that plugin's) wins.
      const written: string[] = []
      // The docs folder's files (images, downloads) at the paths Mintlify serves them, where the site has none of its own.
      const assets = writeDocsAssets(options.root, outDir)
      if (assets > 0) written.push(`${assets} file${assets === 1 ? '' : 's'} of the docs folder`)
      for (const [name, text] of servedOutputs(compiled)) {
        const path = join(outDir, name)
        if (existsSync(path)) continue
        mkdirSync(dirname(path), { recursive: true })
        writeFileSync(`${path}.docsnav-tmp`, text)
        renameSync(`${path}.docsnav-tmp`, path)
        written.push(name)
      }
      if (written.length > 0) (await loggerReady).info(`docsnav: wrote ${describeServed(written)}`)
    },
  }
}

/** The loader that gives the docs folder's scripts React's hooks (page-code.ts). */
const SNIPPET_LOADER = join(dirname(fileURLToPath(import.meta.url)), 'page-code.js')

/** The node_modules folder the site finds Docusaurus in. */
function siteModules(siteDir: string): string {
  return dirname(dirname(dirname(createRequire(join(siteDir, 'package.json')).resolve('@docusaurus/core/package.json'))))
}

/** The routes generated from operations, each with its operation read from the spec (null when it cannot be: the compile said why). */
function apiRoutes(compiled: CompiledSite): Array<{ route: Route; operation: ApiOperation | null }> {
  return compiled.routes
    .filter((route) => route.source.kind !== 'page')
    .map((route) => ({ route, operation: apiOperation(compiled.root, route.source) ?? null }))
}

/** Docusaurus's own sidebar props (what its `DocSidebar` draws) from the docs plugin's loaded sidebars, by its function, from the site's copy. */
function propSidebars(siteDir: string, docs: DocsContent): Record<string, unknown> {
  const props = createRequire(join(siteDir, 'package.json'))('@docusaurus/plugin-content-docs/lib/props.js') as {
    toSidebarsProp(version: unknown): Record<string, unknown>
  }
  const version = docs.loadedVersions[0]
  return version ? props.toSidebarsProp(version) : {}
}
