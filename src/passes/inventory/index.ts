import { report, unplaced } from '../../ir/diagnostics/report.js'
import type { Context } from '../../ir/context.js'
import { isRecord } from '../../ir/json-values.js'
import { inUnit, kept } from '../../ir/memo.js'
import { folderOf } from '../../ir/paths.js'
import type { RouteNames, UnlistedPage } from '../../ir/site.js'
import type { RootNode } from '../../ir/types.js'
import { routeKeyOfPath, urlOfPath } from '../../ir/urls.js'
import { readFrontmatter } from '../../parse/frontmatter.js'
import { frontmatterFacts, withFrontmatterOperation, type PageFacts } from '../../site/page-facts.js'
import { importedFiles } from './imports.js'
import { MAX_PROJECT_FILES, siteFilesOf } from '../../site/project-files.js'

/** From this many unlisted pages in one folder on, they are reported together, with their count. */
export const FOLDER_REPORT_THRESHOLD = 5

/**
 * Walks the project's files as Mintlify does (`.mintignore` and its defaults honoured) and finds
 * the page files no navigation lists: Mintlify serves them all the same, at their URLs, so they
 * become routes with `listed: false`, and each is reported (info; one diagnostic per folder with
 * many). A page file imported by another is a snippet, not a page. With `noFiles` it does nothing.
 */
export function inventory(tree: RootNode, ctx: Context): void {
  // Without a navigation read whole, every page would look unlisted.
  if (ctx.options.noFiles || !ctx.listings || tree.pointer !== '/navigation' || !isRecord(tree.raw) || ctx.regions.isIncomplete(tree.raw)) return
  const files = siteFilesOf(ctx)
  if (files.truncated) report(ctx, 'DN7003', unplaced(), { limit: MAX_PROJECT_FILES.toLocaleString('en-US') })
  const routed = ctx.listings.routeNames
  // Files the navigation's pages were read from, through links in their paths too (`v2/` -> `v1/`),
  // are no unlisted pages: the compile has read nothing else that is a page file so far.
  const readAsPages = ctx.host.inputs
  const candidates = new Map<string, { file: string; path: string }>()
  for (const { file, path, key } of kept(ctx.memo, 'unrouted-pages', '', [files, routed], () => unroutedPages(files.pages, routed))) {
    // `x.mdx` beside `x.md`, or `x/index.mdx` beside `x.mdx`: one URL, the first found serves it.
    if (!candidates.has(key) && !readAsPages.has(file)) candidates.set(key, { file, path })
  }
  // Reading every page for its imports costs a read of the whole site: only when some page is unlisted.
  const imported = candidates.size === 0 ? new Set<string>() : importedFiles(ctx.host, files.importers)
  const unlisted: UnlistedPage[] = []
  for (const [routeKey, { file, path }] of candidates) {
    if (imported.has(`/${file.toLowerCase()}`)) continue
    const found = inUnit(ctx.memo, ctx, 'unlisted-page', file, [routeKey], () => unlistedPage(ctx, file, path, routeKey))
    if (!found) continue
    const page = withFrontmatterOperation(ctx, found.facts)
    unlisted.push(page === found.unlisted.page ? found.unlisted : { ...found.unlisted, page })
  }
  // The same inventory as the last compile's while nothing in it changed: what is made from it is kept with it.
  ctx.inventory = kept(ctx.memo, 'inventory', '', [files.all, files.truncated, ...unlisted], () => ({ unlisted, files: files.all, truncated: files.truncated }))
  reportUnlisted(ctx, unlisted)
}

/** The page files whose URL no listing owns, with their page paths and route keys. */
function unroutedPages(pages: readonly string[], routed: RouteNames): Array<{ file: string; path: string; key: string }> {
  const found: Array<{ file: string; path: string; key: string }> = []
  for (const file of pages) {
    const path = file.replace(/\.mdx?$/, '')
    const key = routeKeyOfPath(path)
    if (!routed.has(key)) found.push({ file, path, key })
  }
  return found
}

/** A page file no navigation lists, as its frontmatter says (a unit of work); undefined when it cannot be read (reported). */
function unlistedPage(ctx: Context, file: string, path: string, routeKey: string): { unlisted: UnlistedPage; facts: PageFacts } | undefined {
  const frontmatter = readFrontmatter(ctx.host, file, ctx.memo)
  if ('kind' in frontmatter) {
    // Served by Mintlify if it can read it: said, not passed over.
    report(ctx, 'DN4009', unplaced(file), { file, reason: frontmatter.reason, ...(frontmatter.kind === 'not-text' ? { notText: '' } : {}) })
    return undefined
  }
  const facts = frontmatterFacts(ctx, path, file, frontmatter)
  return { unlisted: { path, routeKey, page: facts.page }, facts }
}

/** One info per unlisted page, or per folder holding {@link FOLDER_REPORT_THRESHOLD} or more. */
function reportUnlisted(ctx: Context, unlisted: readonly UnlistedPage[]): void {
  const byFolder = new Map<string, UnlistedPage[]>()
  for (const page of unlisted) {
    const folder = folderOf(page.page.file!)
    let pages = byFolder.get(folder)
    if (!pages) byFolder.set(folder, (pages = []))
    pages.push(page)
  }
  for (const [folder, pages] of byFolder) {
    if (pages.length < FOLDER_REPORT_THRESHOLD) {
      for (const page of pages) report(ctx, 'DN7001', unplaced(page.page.file), { file: page.page.file!, url: urlOfPath(page.path) })
      continue
    }
    const names = pages
      .slice(0, 3)
      .map((page) => `\`${page.page.file!.slice(folder === '' ? 0 : folder.length + 1)}\``)
      .join(', ')
    report(ctx, 'DN7002', unplaced(pages[0]!.page.file), {
      count: String(pages.length),
      folder: folder === '' ? 'the project root' : `\`${folder}/\``,
      names,
      more: pages.length > 3 ? ', ...' : '',
    })
  }
}
