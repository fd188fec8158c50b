import { readFile } from 'node:fs/promises'
import { relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Route } from '../../ir/site.js'
import { apiOperation } from '../api-reference.js'
import { apiOperationHeadings, apiOperationHtml } from '../api-reference-html.js'
import { openDocsSite, onlyOpenSite, type CompiledSite } from '../open-site.js'
import { pageOperationHtml } from '../page-operation.js'

/**
 * The content loader of Starlight's `docs` collection for a docs.json site: one entry per route
 * docsnav serves, its id the route's URL (so Starlight serves it there). Page files are read
 * where docs.json has them (`.mintignore`, snippets and unlisted pages as the compile decides);
 * API pages generated from specs are entries of their own, rendered from the operation.
 */

/** The parts of Astro's loader context this loader uses (Astro's `LoaderContext`, which passes `entryTypes` to its own loaders too). */
interface LoaderContext {
  store: {
    keys(): string[]
    get(id: string): { digest?: string | number; filePath?: string; deferredRender?: boolean } | undefined
    set(entry: Record<string, unknown>): boolean
    delete(id: string): void
    addModuleImport(fileName: string): void
  }
  logger: { info(message: string): void; warn(message: string): void; error(message: string): void }
  config: { root: URL }
  parseData(props: { id: string; data: Record<string, unknown>; filePath?: string }): Promise<Record<string, unknown>>
  renderMarkdown(content: string): Promise<unknown>
  generateDigest(data: Record<string, unknown> | string): string
  entryTypes?: Map<string, { getEntryInfo(input: { contents: string; fileUrl: URL }): Promise<{ body: string; data: Record<string, unknown> }> }>
}

export interface DocsnavLoaderOptions {
  /** The folder holding docs.json, relative to the Astro project; by default the one the plugin was given. */
  root?: string
}

/** Starlight's frontmatter keys, kept as written; Mintlify's own keys are left to docsnav (Starlight's schema would refuse some). */
const STARLIGHT_KEYS = ['template', 'hero', 'banner', 'tableOfContents', 'editUrl', 'head', 'lastUpdated', 'pagefind', 'draft', 'sidebar', 'prev', 'next']

/** `docs: defineCollection({ loader: docsnavLoader(), schema: docsSchema() })` in `src/content.config.ts`. */
export function docsnavLoader(options: DocsnavLoaderOptions = {}): { name: string; load(context: LoaderContext): Promise<void> } {
  return {
    name: 'docsnav',
    async load(context) {
      const site = options.root === undefined ? onlyOpenSite() : openDocsSite(resolve(fileURLToPath(context.config.root), options.root))
      if (!site) throw new Error('docsnavLoader(): add the docsnav plugin to Starlight (`plugins: [docsnav({ root })]`), or give the loader its `root`')
      await syncEntries(context, await site.current())
      // The dev server's watcher compiles again on an edit (the plugin's Vite plugin); the entries
      // follow. A new load (Astro restarted, the content config changed) replaces the listener.
      site.onChange('the content loader', (compiled) => syncEntries(context, compiled))
    },
  }
}

/** A route's id in the collection: its URL without the leading `/` (`index` for the home page, as Starlight names it). */
export function entryId(url: string): string {
  const id = decodeURI(url).replace(/^\/+/, '')
  return id === '' ? 'index' : id
}

async function syncEntries(context: LoaderContext, site: CompiledSite): Promise<void> {
  const untouched = new Set(context.store.keys())
  const jobs = site.routes.map(async (route) => {
    const id = entryId(route.url)
    if (route.source.kind !== 'page') await apiEntry(context, site, route, id)
    // A page whose file is gone, or cannot be read, is left out (its old entry deleted with the rest).
    else if (route.source.file === null || !(await pageEntry(context, site, route, id, route.source.file))) return
    untouched.delete(id)
  })
  await Promise.all(jobs)
  for (const id of untouched) context.store.delete(id)
}

/** Stores the page's entry; false when its file cannot be read (said). */
async function pageEntry(context: LoaderContext, site: CompiledSite, route: Route, id: string, file: string): Promise<boolean> {
  const path = resolve(site.root, file)
  const filePath = relative(fileURLToPath(context.config.root), path).split('\\').join('/')
  let contents: string
  try {
    contents = await readFile(path, 'utf8')
  } catch (error) {
    context.logger.warn(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? error}); ${route.url} is left out`)
    return false
  }
  const digest = context.generateDigest(`${contents}\0${route.title}\0${route.description ?? ''}\0${pageOperationHtml(site, path) ?? ''}`)
  const existing = context.store.get(id)
  if (existing?.digest === digest && existing.filePath === filePath) {
    if (existing.deferredRender) context.store.addModuleImport(filePath)
    return true
  }
  const extension = file.slice(file.lastIndexOf('.'))
  const entryType = context.entryTypes?.get(extension)
  const info = entryType ? await entryType.getEntryInfo({ contents, fileUrl: pathToFileURL(path) }) : { body: contents, data: {} }
  const data = await context.parseData({ id, data: entryData(info.data, route), filePath: path })
  if (extension === '.mdx') {
    context.store.set({ id, data, body: info.body, filePath, digest, deferredRender: true })
    return true
  }
  context.store.set({ id, data, body: info.body, filePath, digest, rendered: withOperation(await context.renderMarkdown(info.body), site, path) })
  return true
}

/**
 * A `.md` page's rendering with the operation its frontmatter names after its body (an `.mdx`
 * page's is added as it is compiled: page-operation.ts's remark step).
 */
function withOperation(rendered: unknown, site: CompiledSite, path: string): unknown {
  const html = pageOperationHtml(site, path)
  if (html === undefined || typeof (rendered as { html?: unknown }).html !== 'string') return rendered
  const { html: body, ...rest } = rendered as { html: string }
  return { ...rest, html: `${body}\n<div class="dn-api">${html}</div>` }
}

/** A page's frontmatter for Starlight's schema: docsnav's title and description, and Starlight's own keys. */
function entryData(written: Record<string, unknown>, route: Route): Record<string, unknown> {
  const data: Record<string, unknown> = { title: typeof written.title === 'string' && written.title.trim() !== '' ? written.title : route.title }
  if (route.description !== undefined) data.description = route.description
  for (const key of STARLIGHT_KEYS) if (Object.hasOwn(written, key)) data[key] = written[key]
  return data
}

async function apiEntry(context: LoaderContext, site: CompiledSite, route: Route, id: string): Promise<void> {
  const operation = apiOperation(site.root, route.source)
  const html = operation
    ? apiOperationHtml(operation, route.title)
    : '<p>The operation behind this page is not shown here: its spec is remote, or could not be read (<code>docsnav check</code> says why when it is broken).</p>'
  const digest = context.generateDigest(`${html}\0${route.title}\0${route.description ?? ''}`)
  if (context.store.get(id)?.digest === digest) return
  const data: Record<string, unknown> = { title: route.title }
  if (route.description !== undefined) data.description = route.description
  const parsed = await context.parseData({ id, data })
  context.store.set({ id, data: parsed, digest, rendered: { html, metadata: { headings: operation ? apiOperationHeadings(operation) : [] } } })
}
