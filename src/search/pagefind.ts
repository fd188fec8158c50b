import { diskHost } from '../files/hosts.js'
import type { SiteModel } from '../ir/site.js'
import type { RootNode } from '../ir/types.js'
import type { PageContent } from '../emit/llms.js'
import { pageBodiesOf } from '../emit/index.js'
import type { PageBodies } from '../markdown/page-bodies.js'
import { bytesOutput, type OutputText } from '../emit/output-text.js'
import { searchPages, type SearchPage } from '../emit/search-pages.js'

/** The folder of the output folder (and of the preview's URLs) Pagefind's files are in. */
export const PAGEFIND_FOLDER = 'pagefind'

/** What a Pagefind index is made from: a compile's tree and site, and its page files. */
export interface PagefindInput {
  tree: RootNode
  site: SiteModel
  /** The site's absolute URL: records link to its paths (`/guides/setup`), as served on it. */
  siteUrl: string
  content: PageContent
  /** The pages' Markdown shared with the other outputs of the build (pageBodiesOf), else made here. */
  bodies?: PageBodies
}

type Pagefind = typeof import('pagefind')

/** Records sent to Pagefind before their answers are awaited. */
const BATCH = 256

/**
 * A Pagefind index of the site's indexable pages, made with Pagefind's Node API (its binary, in a
 * process of its own): one custom record per page (its URL, title and text, in its language), with
 * its breadcrumb and tab as meta and filters for version, language and tab (docs/search.md). The
 * files by their path under the index's folder (`pagefind-ui.js`, `pagefind-entry.json`, ...).
 * Rejects with Pagefind's own words when it cannot make the index.
 */
export async function pagefindIndex(input: PagefindInput): Promise<Record<string, Uint8Array>> {
  const pagefind = await loadPagefind()
  const created = await pagefind.createIndex({})
  if (!created.index) throw new PagefindError(created.errors)
  const { index } = created
  try {
    const origin = new URL(input.siteUrl).origin
    // Sent a batch at a time, not one answer awaited per page: the round trips to Pagefind's process were most of the time.
    let batch: Promise<{ errors: string[] }>[] = []
    const settle = async () => {
      const errors = (await Promise.all(batch)).flatMap((added) => added.errors)
      batch = []
      if (errors.length > 0) throw new PagefindError(errors)
    }
    for (const page of searchPages(input.tree, input.site, input.siteUrl, input.content, input.bodies)) {
      batch.push(index.addCustomRecord(pagefindRecord(page, origin)))
      if (batch.length === BATCH) await settle()
    }
    await settle()
    const made = await index.getFiles()
    if (made.errors.length > 0) throw new PagefindError(made.errors)
    return Object.fromEntries(made.files.map((file) => [file.path.replace(/^\/+/, ''), file.content]))
  } finally {
    await index.deleteIndex()
  }
}

/** The index as outputs of a build, under {@link PAGEFIND_FOLDER}/. */
export async function pagefindOutputs(input: PagefindInput): Promise<Record<string, OutputText>> {
  const files = await pagefindIndex(input)
  return Object.fromEntries(Object.entries(files).map(([path, bytes]) => [`${PAGEFIND_FOLDER}/${path}`, bytesOutput(bytes)]))
}

/**
 * `build --pagefind`: the index added to a build's outputs (written with them, in the same staged
 * write), its pages read from the project at `root`; then Pagefind's process stopped. Returns why
 * when Pagefind could not make the index.
 */
export async function addPagefindOutputs(
  outputs: Record<string, OutputText>,
  compiled: { tree: RootNode; site: SiteModel | undefined },
  siteUrl: string,
  root: string,
  maxFileSize: number,
): Promise<string | undefined> {
  if (compiled.site === undefined) return undefined
  const host = diskHost(root, maxFileSize)
  const content = (file: string) => {
    const read = host.read(file)
    return read.ok ? read.text : undefined
  }
  try {
    Object.assign(outputs, await pagefindOutputs({ tree: compiled.tree, site: compiled.site, siteUrl, content, bodies: pageBodiesOf(outputs) }))
    return undefined
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  } finally {
    await closePagefind()
  }
}

/** Stops Pagefind's process (started on first use): a command that is done with it calls this, or Node waits for it. */
export async function closePagefind(): Promise<void> {
  if (loaded) await (await loaded).close()
}

/** Pagefind's words when it could not make the index. */
export class PagefindError extends Error {
  constructor(errors: readonly string[]) {
    super(errors.length > 0 ? errors.join('; ') : 'Pagefind gave no index and no reason')
    this.name = 'PagefindError'
  }
}

let loaded: Promise<Pagefind> | undefined

/** Pagefind's Node API, loaded on first use: only `--pagefind` and the preview's search need it (it is outside the bundles). */
function loadPagefind(): Promise<Pagefind> {
  loaded ??= import('pagefind')
  return loaded
}

/** A page as Pagefind's custom record. Its URL is the path on the site's origin, so that it works wherever the site is served. */
function pagefindRecord(page: SearchPage, origin: string) {
  const parts: string[] = [page.route.title]
  for (const section of page.sections) {
    if (section.heading) parts.push(section.heading.text)
    if (section.text !== '') parts.push(section.text)
  }
  const filters: Record<string, string[]> = { language: [page.language] }
  if (page.version !== '') filters.version = [page.version]
  if (page.tab !== undefined) filters.tab = [page.tab]
  return {
    url: page.url.startsWith(origin) ? page.url.slice(origin.length) || '/' : page.url,
    content: parts.join('\n'),
    language: page.language,
    meta: { title: page.route.title, breadcrumb: page.breadcrumb.join(' › ') },
    filters,
  }
}
