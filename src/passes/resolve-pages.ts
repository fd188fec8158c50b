import { at, report, unplaced, type Place } from '../ir/diagnostics/report.js'
import { memberPlace, type Context } from '../ir/context.js'
import { MAX_SUGGESTION_COMPARISONS, nearest, spendComparisons } from '../ir/nearest.js'
import { titleFromSlug } from '../ir/titles.js'
import type { GroupNode, PageInfo, PageNode, RootNode } from '../ir/types.js'
import { walk } from '../ir/walk.js'
import { inUnit, kept } from '../ir/memo.js'
import { readFrontmatter, type FrontmatterResult } from '../parse/frontmatter.js'
import type { ReadFailure } from '../ir/files.js'
import { folderOf } from '../ir/paths.js'
import { frontmatterFacts, withFrontmatterOperation, type PageFacts } from '../site/page-facts.js'

/**
 * Finds each page's file (`<path>.mdx`, else `<path>.md`) and reads its frontmatter, and only
 * that, once per page however often it is listed. With `noFiles` it does nothing.
 */
export function resolvePages(tree: RootNode, ctx: Context): void {
  // Without files there is nothing to learn here: titles come from paths when an output needs them.
  if (ctx.options.noFiles) return
  const pages = new Map<string, PageInfo>()
  // Each path and its page, in order, to compare with the last compile's.
  const made: Array<string | PageInfo> = []
  const missing: Array<{ path: string; place: Place }> = []
  walk(tree, (node) => {
    const path = node.type === 'page' ? node.path : node.type === 'group' ? node.root : undefined
    if (path === undefined || pages.has(path)) return
    const page = readPage(ctx, path, node as PageNode | GroupNode, missing)
    pages.set(path, page)
    made.push(path, page)
  })
  reportMissing(ctx, missing, pages.size)
  // The last compile's table while every page is the one it had: what is made from the table is kept with it.
  ctx.pages = kept(ctx.memo, 'pages', '', made, () => pages)
}

/** From this many listed pages up, none of them having a file says the pages are not there at all. */
const NO_PAGE_FILES_FROM = 5

/**
 * What a page path's file says (a unit of work: a project kept open reads again only the files
 * that changed), then what depends on more than the file: where a missing one is listed (added to
 * `missing`, reported once all are known), and the operation its frontmatter names.
 */
function readPage(ctx: Context, path: string, node: PageNode | GroupNode, missing: Array<{ path: string; place: Place }>): PageInfo {
  const found = inUnit(ctx.memo, ctx, 'page', path, [], () => pageFile(ctx, path))
  if ('kind' in found) {
    const place = node.type === 'page' ? at(node.region, node.pointer) : memberPlace(ctx, node, 'root')
    if (found.kind === 'missing') missing.push({ path, place })
    else if (found.kind === 'outside') report(ctx, 'DN4002', place, { path, file: found.file, link: '' })
    else report(ctx, 'DN4009', place, { file: found.file, reason: found.reason, ...(found.kind === 'not-text' ? { notText: '' } : {}) })
    return found.page
  }
  return withFrontmatterOperation(ctx, found)
}

/**
 * Each missing page (DN4006, with the nearest page file of its folder); but when none of the
 * listed pages has a file, and there are several, the config is being checked without its pages:
 * that is said once (DN4015), pointing to `--no-files`, not in a code frame per page.
 */
function reportMissing(ctx: Context, missing: ReadonlyArray<{ path: string; place: Place }>, listed: number): void {
  const severity = ctx.options.missingPages === 'warn' ? 'warning' : 'error'
  if (listed >= NO_PAGE_FILES_FROM && missing.length === listed) {
    report(ctx, 'DN4015', unplaced(ctx.file.path), { count: listed.toLocaleString('en-US'), root: ctx.host.rootLabel }, undefined, severity)
    return
  }
  const nearby = new NearbyPages()
  for (const { path, place } of missing) report(ctx, 'DN4006', place, { path, suggestion: nearby.of(ctx, path) }, undefined, severity)
}

/** A page path's file and what its frontmatter says, or why there is none (with the page as outputs show it then). */
function pageFile(ctx: Context, path: string): PageFacts | (ReadFailure & { file: string; page: PageInfo }) {
  const opened = openPage(ctx, path)
  if ('kind' in opened) return { ...opened, page: { file: undefined, title: titleFromSlug(path) } }
  return frontmatterFacts(ctx, path, opened.file, opened.frontmatter)
}

/**
 * The page's file and frontmatter: `.mdx`, else `.md`; or why there is none. Opening is the
 * existence check (one system call fewer per page).
 */
function openPage(ctx: Context, path: string): { file: string; frontmatter: FrontmatterResult } | (ReadFailure & { file: string }) {
  for (const file of [`${path}.mdx`, `${path}.md`]) {
    const frontmatter = readFrontmatter(ctx.host, file, ctx.memo)
    if (!('kind' in frontmatter)) return { file, frontmatter }
    // An `.mdx` file that exists but cannot be read is reported, not passed over for the `.md`.
    if (frontmatter.kind !== 'missing') return { ...frontmatter, file }
  }
  return { ok: false, kind: 'missing', reason: 'no such file', file: `${path}.mdx` }
}

/**
 * The page in the same folder whose name is nearest to a missing one's (a typo, or `.mdx` moved),
 * each folder listed once, within the pass's allowance of comparisons ({@link MAX_SUGGESTION_COMPARISONS}).
 */
class NearbyPages {
  private readonly folders = new Map<string, string[]>()
  comparisonsLeft = MAX_SUGGESTION_COMPARISONS

  of(ctx: Context, path: string): string | undefined {
    const folder = folderOf(path)
    let pages = this.folders.get(folder)
    if (!pages)
      this.folders.set(
        folder,
        (pages = ctx.host
          .list(folder)
          .filter((name) => /\.mdx?$/i.test(name))
          .map((name) => name.replace(/\.mdx?$/i, ''))),
      )
    if (!spendComparisons(this, pages.length)) return undefined
    const match = nearest(path.slice(folder === '' ? 0 : folder.length + 1), pages)
    return match === undefined ? undefined : folder === '' ? match : `${folder}/${match}`
  }
}
