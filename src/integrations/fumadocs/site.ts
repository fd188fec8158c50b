import { readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { nextRedirects } from '../../emit/targets/redirects.js'
import type { Route } from '../../ir/site.js'
import type { PageFrame } from '../../render/index.js'
import { apiOperation } from '../api-reference.js'
import { apiOperationHtml } from '../api-reference-html.js'
import { type CompiledSite, openDocsSite, type OpenSite } from '../open-site.js'
import { type DocsnavPageTree, divisionTree, docsnavPageTree } from './page-tree.js'
import type { FumadocsRoot } from '../../emit/targets/fumadocs.js'
import { lastUrlsFile, revisionFile } from './next-config.js'
import { type DocsnavSiteInfo, siteInfo } from './site-info.js'

/**
 * The part of `docsnav/fumadocs` that compiles (loaded by Node as it is, never bundled: see
 * `native.ts`). A docs.json site as a Fumadocs source: every route of the compile is a page at docsnav's URL
 * (its slugs are the URL's segments), the page file where docs.json has it, and a loader plugin
 * replaces the page tree Fumadocs would build from folders with docsnav's.
 */

export interface DocsnavLoaderOptions {
  /** The folder holding docs.json, relative to the Next project (default: `docs`). */
  root?: string
}

/** What each page of the source carries (`page.data`). */
export interface DocsnavPageData {
  title: string
  description?: string
  /** The route as routes.json has it (breadcrumbs, prev/next, switch targets). */
  route: Route
  /** The page file, absolute; undefined for a page generated from an OpenAPI operation or AsyncAPI channel. */
  file?: string
}

interface VirtualPage {
  type: 'page'
  path: string
  absolutePath?: string
  slugs: string[]
  data: DocsnavPageData
}

/** The parts of Fumadocs' `loader()` options this source gives (`fumadocs-core/source`). */
export interface DocsnavLoaderInput {
  baseUrl: string
  source: { files: VirtualPage[] }
  plugins: Array<{ name: string; transformPageTree: { root(node: unknown): unknown } }>
}

/** The compile behind each loader output, for the page helpers. */
const SITES = new WeakMap<object, { compiled: CompiledSite; tree: DocsnavPageTree; made: number }>()
/** The loader output made for each compile (Fumadocs' `loader()` is made once per compile). */
const MADE = Symbol.for('docsnav.fumadocs.loaders')
/** How many loader outputs this process has made (one per compile). */
const COUNT = Symbol.for('docsnav.fumadocs.count')

/**
 * Fumadocs' `loader()` over the docs.json site at `root`, made again after docs.json or a page's
 * frontmatter changes (in `next dev`, each call looks whether the compile's inputs changed first):
 *
 * ```js
 * import { loader } from 'fumadocs-core/source'
 * export const getSource = () => docsnavLoader(loader, { root: 'docs' })
 * ```
 *
 * The site passes its own `loader` (docsnav does not depend on Fumadocs: the site's copy is used).
 */
export async function docsnavLoader<Output extends object>(
  loader: (options: DocsnavLoaderInput) => Output,
  options: DocsnavLoaderOptions = {},
): Promise<Output> {
  const site = openDocsSite(resolve(options.root ?? 'docs'))
  if (process.env.NODE_ENV === 'development') await followEdits(site)
  const compiled = await site.current()
  const made = ((globalThis as Record<symbol, WeakMap<CompiledSite, object> | undefined>)[MADE] ??= new WeakMap())
  const known = made.get(compiled)
  if (known) return known as Output
  const tree = docsnavPageTree(compiled.navigation)
  const output = loader({ baseUrl: '/', ...docsnavSource(compiled, tree) })
  made.set(compiled, output)
  const slot = globalThis as Record<symbol, number | undefined>
  SITES.set(output, { compiled, tree, made: (slot[COUNT] = (slot[COUNT] ?? 0) + 1) })
  return output
}

/** The source and the plugin for `loader()`, from one compile. */
function docsnavSource(compiled: CompiledSite, tree: DocsnavPageTree): Omit<DocsnavLoaderInput, 'baseUrl'> {
  const files: VirtualPage[] = compiled.routes.map((route) => {
    const file = route.source.kind === 'page' && route.source.file !== null ? join(compiled.root, route.source.file) : undefined
    const data: DocsnavPageData = { title: route.title, route }
    if (route.description !== undefined) data.description = route.description
    if (file !== undefined) data.file = file
    const slugs = route.url.split('/').filter((segment) => segment !== '')
    // A virtual path per URL: a page file listed at two URLs is two pages, each its own.
    const page: VirtualPage = { type: 'page', path: `${slugs.join('/') || 'index'}.mdx`, slugs, data }
    if (file !== undefined) page.absolutePath = file
    return page
  })
  return {
    source: { files },
    plugins: [{ name: 'docsnav', transformPageTree: { root: () => tree.tree } }],
  }
}

/** Everything a page of the site shows around its body, for the page at `slugs` (Next's `params.slug`). */
export interface DocsnavPageView {
  route: Route
  /** The page's division as Fumadocs' layout takes it ({@link divisionTree}). */
  tree: FumadocsRoot
  /** Tabs, switchers, global links of the page (docsnav's renderer). */
  frame: PageFrame
  /** The project folder, absolute. */
  root: string
  /** The site's name, favicon, logo and icon library (docs.json's). */
  site: DocsnavSiteInfo
  file?: string
  /**
   * For an API page: its operation (method, path, parameters, body, responses) as HTML, read from
   * the spec; for a page written by hand whose frontmatter names one, shown after its body.
   */
  operationHtml?: string
}

/** The view of the page at `slugs` in a source made by {@link docsnavLoader}; undefined for a URL the site does not have. */
export function docsnavPage(source: object, slugs: readonly string[] | undefined): DocsnavPageView | undefined {
  const site = SITES.get(source)
  if (!site) throw new Error('docsnav: docsnavPage() takes a source made by docsnavLoader()')
  const url = `/${(slugs ?? []).map((slug) => decodeURIComponent(slug)).join('/')}`
  const route = site.compiled.routes.find((candidate) => candidate.url === url)
  if (!route) return undefined
  const frame = site.compiled.renderer.frame(url)
  const fallback = firstPage(frame.sidebar)
  const tree = divisionTree(site.tree, url, fallback)
  // Fumadocs' layout keeps the tree it was given while its `$id` stays: the compile's is in it, so that an edit shows in `next dev`.
  const view: DocsnavPageView = { route, tree: { ...tree, $id: `${tree.$id}@${site.made}` }, frame, root: site.compiled.root, site: siteInfo(site.compiled) }
  if (route.source.kind === 'page' && route.source.file !== null) view.file = join(site.compiled.root, route.source.file)
  if (route.source.kind !== 'page' || route.source.api !== undefined) {
    const operation = apiOperation(site.compiled.root, route.source)
    if (operation) view.operationHtml = apiOperationHtml(operation, route.title)
  }
  return view
}

function firstPage(items: PageFrame['sidebar']): string | undefined {
  for (const item of items) {
    if (item.type === 'page') return item.url
    if (item.root !== undefined) return item.root
    const inner = firstPage(item.items)
    if (inner !== undefined) return inner
  }
  return undefined
}

/** The last-modified times of a site's inputs when it was last compiled, by site. */
const SEEN = new WeakMap<OpenSite, Map<string, number>>()

/**
 * `next dev` renders a page on each request but does not watch docs.json: before a page is made,
 * the compile's inputs are looked at, and the site compiled again when one changed.
 */
async function followEdits(site: OpenSite): Promise<void> {
  const compiled = await site.current()
  const times = (inputs: Iterable<string>) => new Map([...inputs].map((path) => [path, modified(join(site.root, path))]))
  const seen = SEEN.get(site)
  if (!seen) {
    SEEN.set(site, times(compiled.result.inputs))
    return
  }
  const changed = [...seen].filter(([path, time]) => modified(join(site.root, path)) !== time).map(([path]) => path)
  if (changed.length === 0) return
  const next = await site.update(changed)
  SEEN.set(site, times(next.result.inputs))
}

function modified(path: string): number {
  try {
    return statSync(path).mtimeMs
  } catch {
    return -1
  }
}

/**
 * Next's `generateStaticParams()` for `app/[[...slug]]/page`: every route, and (for a static
 * export, where Next's `redirects()` do not run) every redirect whose source is a fixed path, which
 * {@link docsnavRedirect} makes a page that redirects.
 */
export function docsnavStaticParams(source: object): Array<{ slug: string[] }> {
  const site = SITES.get(source)
  if (!site) throw new Error('docsnav: docsnavStaticParams() takes a source made by docsnavLoader()')
  const urls = [...routeUrls(site.compiled), ...fixedRedirects(site.compiled).keys()]
  return [...new Set(urls)].map((url) => ({ slug: url.split('/').filter((segment) => segment !== '') }))
}

/**
 * The compile's URLs; in `next dev`, while docs.json is broken in a process of Next's that has no
 * earlier navigation (the worker making static params starts again after each change), the last
 * URLs that `withDocsnav` compiled.
 */
function routeUrls(compiled: CompiledSite): string[] {
  if (compiled.routes.length > 0 || process.env.NODE_ENV !== 'development') return compiled.routes.map((route) => route.url)
  try {
    return JSON.parse(readFileSync(lastUrlsFile(revisionFile(process.cwd())), 'utf8')) as string[]
  } catch {
    return []
  }
}

/** Where a fixed redirect of docs.json leads from the URL at `slugs`, if one does. */
export function docsnavRedirect(source: object, slugs: readonly string[] | undefined): string | undefined {
  const site = SITES.get(source)
  if (!site) return undefined
  return fixedRedirects(site.compiled).get(`/${(slugs ?? []).map((slug) => decodeURIComponent(slug)).join('/')}`)
}

/** docsnav's redirects as Next has them (`nextRedirects`), those whose source has no parameter, by source. */
function fixedRedirects(compiled: CompiledSite): Map<string, string> {
  const list = JSON.parse(nextRedirects(compiled.redirects, new Map()).files['fumadocs/redirects.json']!) as Array<{
    source: string
    destination: string
  }>
  return new Map(list.filter((redirect) => !/[:*(\\]/.test(redirect.source)).map((redirect) => [redirect.source, redirect.destination]))
}

export { withDocsnav } from './next-config.js'
