import type { Context } from '../../ir/context.js'
import { report, unplaced, type Place } from '../../ir/diagnostics/report.js'
import { formatSize } from '../../ir/files.js'
import { nearest } from '../../ir/nearest.js'
import type { PageExtract, PageLink, PageRead } from '../../ir/page-links.js'
import type { Listing, RootNode } from '../../ir/types.js'
import { pageOf, type PageTable } from '../../ir/site.js'
import { offsetAt, sourceFile, type SourceFile } from '../../source/source-file.js'
import { safeCleanHeadingId } from '../../parse/anchors.js'
import { PAGE_TIME_LIMIT_MS, SLOW_PAGES_BUDGET_MS, SlowPageBudget, extractBounded } from './bounded.js'
import { PageBodyCheck } from './page-body.js'
import { LinkTargets } from './targets.js'

/** A page file whose links are checked, and the route it is served at. */
export interface CheckedPage {
  file: string
  routeKey: string
}

/**
 * How many "did you mean" suggestions a run makes: each compares a link with every route or id, so
 * thousands of broken links into a large site would take minutes (and past 1,000 a code is not listed).
 */
const MAX_SUGGESTIONS = 200
/** Anchors longer than this get no suggestion (edit distance grows with the product of the lengths). */
const MAX_SUGGESTED_LENGTH = 64

/** Pages larger than this are not parsed for links: MDX trees take about twenty times their text. */
export const MAX_LINKED_PAGE_BYTES = 4 * 1024 * 1024

/**
 * Checks every link inside every page file the site serves (listed or not): that it leads to a
 * page, a file or a redirect, that its `#anchor` is an id of the page it leads to, and that it
 * cannot run script (docs/links.md); and what the page's body asks of the site (its imports,
 * components and expressions: page-body.ts). Pages are read with `ctx.pageReads` when an earlier stage read
 * them (in worker threads), else here, through `ctx.pageCache` when there is one.
 */
export function links(_tree: RootNode, ctx: Context): void {
  if (!ctx.options.links || ctx.options.noFiles || !ctx.listings) return
  const pages = pagesToCheck(ctx)
  const budget = new SlowPageBudget()
  const reads = ctx.pageReads ?? readPages(ctx, pages, (texts) => extractBounded(texts, budget))
  const targets = new LinkTargets(ctx, ctx.redirectTable)
  const fileByRoute = filesByRoute(ctx)
  const anchorSets = new Map<string, Set<string>>()
  const suggestions = { left: MAX_SUGGESTIONS }
  const anchorsOf = (path: string) => anchorsAt(path, fileByRoute, reads, anchorSets)
  const bodies = new PageBodyCheck(ctx)
  for (const page of pages) {
    const read = reads.get(page.file)
    if (!read) continue
    const { source, extract } = read
    if (read.tooLarge !== undefined) {
      report(ctx, 'DN8006', { source, start: 0, end: 0, pointer: '' }, { size: formatSize(read.tooLarge), limit: formatSize(MAX_LINKED_PAGE_BYTES) })
      continue
    }
    if (!extract) continue
    if ('skipped' in extract) {
      const place = { source, start: 0, end: 0, pointer: '' }
      if (extract.skipped === 'costly') report(ctx, 'DN8007', place, { reason: extract.reason })
      else
        report(ctx, 'DN8008', place, {
          reason:
            extract.skipped === 'slow'
              ? `it took longer than ${PAGE_TIME_LIMIT_MS / 1000} s`
              : `slow pages before it used up the ${SLOW_PAGES_BUDGET_MS / 1000} s allowed for all of them`,
        })
      continue
    }
    if ('error' in extract) {
      const start = offsetAt(source, extract.error.line, extract.error.column)
      report(ctx, 'DN8005', { source, start, end: Math.min(start + 1, source.text.length), pointer: '' }, { reason: extract.error.reason })
      continue
    }
    for (const link of extract.links) {
      targets.suggest = suggestions.left > 0
      checkLink(ctx, targets, link, page, source, anchorsOf, suggestions)
    }
    if (extract.body) bodies.check(page.file, source, extract.body)
  }
  ctx.pageCache?.save()
}

type AnchorsOf = (path: string) => { anchors: ReadonlySet<string>; page: string } | undefined

function checkLink(
  ctx: Context,
  targets: LinkTargets,
  link: PageLink,
  page: CheckedPage,
  source: SourceFile,
  anchorsOf: AnchorsOf,
  suggestions: { left: number },
): void {
  const place: Place = { source, start: link.start, end: link.end, pointer: '' }
  const target = targets.resolve(link, page.file, page.routeKey)
  switch (target.kind) {
    case 'outside':
    case 'file':
      return
    case 'unsafe':
      report(ctx, 'DN8004', place, { url: link.url, scheme: target.scheme })
      return
    case 'missing': {
      const written = link.url.trim().split(/[?#]/)[0]!
      if (target.suggestion !== undefined) suggestions.left--
      report(ctx, 'DN8001', place, { url: link.url, path: target.path === written ? undefined : target.path, suggestion: target.suggestion })
      return
    }
    case 'redirect':
      // A redirect to nowhere makes the link a broken one (as Mintlify's link checker has it); the redirect is reported itself too (DN7014).
      if (target.nowhere) {
        report(ctx, 'DN8001', place, { url: link.url, final: target.final })
        return
      }
      report(ctx, 'DN8002', place, { url: link.url, source: target.source, final: target.final })
      if (target.finalPage !== undefined) checkAnchor(ctx, place, link.url, target.fragment, anchorsOf(target.finalPage), suggestions)
      return
    case 'page':
      checkAnchor(ctx, place, link.url, target.fragment, anchorsOf(target.path), suggestions)
  }
}

/** An anchor is checked against the ids of the page it leads to, when docsnav read that page (not a generated API page). */
function checkAnchor(
  ctx: Context,
  place: Place,
  url: string,
  fragment: string | undefined,
  target: { anchors: ReadonlySet<string>; page: string } | undefined,
  suggestions: { left: number },
): void {
  if (fragment === undefined || fragment === '' || fragment.startsWith(':~:') || !target) return
  const anchor = safeCleanHeadingId(fragment)
  if (target.anchors.has(anchor)) return
  // A suggestion compares the anchor with every id: only for the first few, and short ones.
  const suggestion = suggestions.left > 0 && anchor.length <= MAX_SUGGESTED_LENGTH ? nearest(anchor, target.anchors) : undefined
  if (suggestion !== undefined) suggestions.left--
  report(ctx, 'DN8003', place, { url, anchor: fragment, page: `\`${target.page}\``, suggestion })
}

/**
 * The anchors of the page at a route path, when its file was read and parsed and they are all
 * known (a page that imports snippets shows their headings too).
 */
function anchorsAt(
  path: string,
  fileByRoute: ReadonlyMap<string, string>,
  reads: ReadonlyMap<string, PageRead>,
  sets: Map<string, Set<string>>,
): { anchors: ReadonlySet<string>; page: string } | undefined {
  const file = fileByRoute.get(path.slice(1))
  const extract = file === undefined ? undefined : reads.get(file)?.extract
  if (!extract || !('anchors' in extract) || extract.imports) return undefined
  let anchors = sets.get(file!)
  if (!anchors) sets.set(file!, (anchors = new Set(extract.anchors)))
  return { anchors, page: file! }
}

/** Every page file the site serves, once each, with its route: listed pages in navigation order, then the unlisted ones. */
export function pagesToCheck(ctx: Context): CheckedPage[] {
  const byFile = new Map<string, string>()
  for (const listing of ctx.listings?.listings ?? []) {
    const file = pageFileOf(ctx.pages, listing)
    if (file !== undefined && !byFile.has(file)) byFile.set(file, listing.routeKey)
  }
  for (const unlisted of ctx.inventory?.unlisted ?? []) {
    if (unlisted.page.file !== undefined && !byFile.has(unlisted.page.file)) byFile.set(unlisted.page.file, unlisted.routeKey)
  }
  return [...byFile].map(([file, routeKey]) => ({ file, routeKey }))
}

/** The page file of a listing: its page's, or its group's root page's (operations have none). */
function pageFileOf(pages: PageTable | undefined, listing: Listing): string | undefined {
  const node = listing.node
  return node.type === 'operation' ? undefined : pageOf(pages, node)?.file
}

/** The page file served at each route key. */
function filesByRoute(ctx: Context): Map<string, string> {
  const files = new Map<string, string>()
  for (const [key, owner] of ctx.listings!.routeOwners) {
    const file = pageFileOf(ctx.pages, owner)
    if (file !== undefined) files.set(key, file)
  }
  for (const unlisted of ctx.inventory?.unlisted ?? []) if (unlisted.page.file !== undefined) files.set(unlisted.routeKey, unlisted.page.file)
  return files
}

/**
 * Reads the pages' texts through the host (confined to the project root), takes what the cache
 * has, and extracts the rest with `extractAll` (in this thread, or in worker threads).
 */
export function readPages<R extends PageExtract[] | Promise<PageExtract[]>>(
  ctx: Context,
  pages: readonly CheckedPage[],
  extractAll: (texts: string[]) => R,
): R extends Promise<PageExtract[]> ? Promise<Map<string, PageRead>> : Map<string, PageRead> {
  const reads = new Map<string, PageRead>()
  const missing: PageRead[] = []
  for (const { file } of pages) {
    const text = ctx.host.read(file)
    if (!text.ok) {
      // Its head was read (its frontmatter), its whole text cannot be (too large, past the cap on all a compile reads, gone): said, not skipped.
      report(ctx, 'DN4009', unplaced(file), { file, reason: text.reason, ...(text.kind === 'not-text' ? { notText: '' } : {}) })
      continue
    }
    const source = sourceFile(file, text.text)
    const size = Buffer.byteLength(text.text)
    if (size > MAX_LINKED_PAGE_BYTES) {
      reads.set(file, { source, extract: undefined, tooLarge: size })
      continue
    }
    const read: PageRead = { source, extract: ctx.pageCache?.lookup(text.text) }
    reads.set(file, read)
    if (!read.extract) missing.push(read)
  }
  const fill = (extracts: PageExtract[]) => {
    missing.forEach((read, index) => {
      read.extract = extracts[index]
      // A page skipped for time is parsed again next run (the machine may be less busy).
      if (read.extract && !('skipped' in read.extract)) ctx.pageCache?.store(read.source.text, read.extract)
    })
    return reads
  }
  const extracted = extractAll(missing.map((read) => read.source.text))
  return (extracted instanceof Promise ? extracted.then(fill) : fill(extracted)) as never
}
