import { at, report, type Place } from '../ir/diagnostics/report.js'
import { memberPlace, type Context } from '../ir/context.js'
import { nearest } from '../ir/nearest.js'
import { titleFromSlug } from '../ir/titles.js'
import { isAbsoluteHref } from '../ir/urls.js'
import type { GroupNode, PageInfo, PageNode, RootNode } from '../ir/types.js'
import { walk } from '../ir/walk.js'
import { readFrontmatter, type FrontmatterResult } from '../parse/frontmatter.js'
import type { SourceFile } from '../source/source-file.js'
import type { ReadFailure } from '../ir/files.js'
import { folderOf } from '../ir/paths.js'
import { resolveFrontmatterOperation } from './openapi/references.js'

/**
 * Finds each page's file (`<path>.mdx`, else `<path>.md`) and reads its frontmatter, and only
 * that, once per page however often it is listed. With `noFiles` it does nothing.
 * Needs: structure. Guarantees: unless `noFiles`, `ctx.pages` has every page path a page entry or
 * a group's root names.
 */
export function resolvePages(tree: RootNode, ctx: Context): void {
  // Without files there is nothing to learn here: titles come from paths when an output needs them.
  if (ctx.options.noFiles) return
  const pages = new Map<string, PageInfo>()
  walk(tree, (node) => {
    const path = node.type === 'page' ? node.path : node.type === 'group' ? node.root : undefined
    if (path !== undefined && !pages.has(path)) pages.set(path, readPage(ctx, path, node as PageNode | GroupNode))
  })
  ctx.pages = pages
}

function readPage(ctx: Context, path: string, node: PageNode | GroupNode): PageInfo {
  const opened = openPage(ctx, path)
  if ('kind' in opened) {
    const place = node.type === 'page' ? at(node.region, node.pointer) : memberPlace(ctx, node, 'root')
    if (opened.kind === 'missing') {
      report(ctx, 'DN4006', place, { path, suggestion: nearbyPage(ctx, path) }, undefined, ctx.options.missingPages === 'warn' ? 'warning' : 'error')
      return { file: undefined, title: titleFromSlug(path) }
    }
    if (opened.kind === 'outside') report(ctx, 'DN4002', place, { path, file: opened.file, link: '' })
    else report(ctx, 'DN4009', place, { file: opened.file, reason: opened.reason, ...(opened.kind === 'not-text' ? { notText: '' } : {}) })
    return { file: undefined, title: titleFromSlug(path) }
  }
  return pageInfo(ctx, path, opened.file, opened.frontmatter)
}

/**
 * What a page's frontmatter says of it (title, description, hidden, ...), reporting what is wrong
 * there; for a listed page and for a page file no navigation lists alike.
 */
export function pageInfo(ctx: Context, path: string, file: string, frontmatter: FrontmatterResult): PageInfo {
  if (!frontmatter.ok) {
    report(ctx, 'DN4007', { source: frontmatter.source, start: frontmatter.start, end: frontmatter.end, pointer: '' }, { file, reason: frontmatter.reason })
    return { file, title: titleFromSlug(path) }
  }
  const info: PageInfo = { file, title: '' }
  const { data, source } = frontmatter
  const text = (key: string): string | undefined => {
    const value = Object.hasOwn(data, key) ? data[key] : undefined
    if (value === undefined || value === null) return undefined
    if (typeof value === 'string' || typeof value === 'number') return String(value)
    wrongType(ctx, source, file, key, 'a string')
    return undefined
  }
  const flag = (key: string): boolean | undefined => {
    const value = Object.hasOwn(data, key) ? data[key] : undefined
    if (value === undefined || value === null) return undefined
    if (typeof value === 'boolean') return value
    wrongType(ctx, source, file, key, '`true` or `false`')
    return undefined
  }
  const title = text('title')
  const sidebarTitle = text('sidebarTitle')
  info.title = title ?? titleFromSlug(path)
  if (sidebarTitle !== undefined) info.sidebarTitle = sidebarTitle
  const icon = text('icon')
  const description = text('description')
  const hidden = flag('hidden')
  const noindex = flag('noindex')
  const tag = text('tag')
  const deprecated = flag('deprecated')
  const url = text('url')
  const openapi = text('openapi')
  const mode = text('mode')
  if (mode !== undefined) info.mode = mode
  if (icon !== undefined) info.icon = icon
  if (description !== undefined) info.description = description
  if (hidden !== undefined) info.hidden = hidden
  if (noindex !== undefined) info.noindex = noindex
  if (tag !== undefined) info.tag = tag
  if (deprecated !== undefined) info.deprecated = deprecated
  // `url` makes the sidebar entry a link out (Mintlify); anything but an absolute URL is left to the page.
  if (url !== undefined && isAbsoluteHref(url)) info.url = url
  if (openapi !== undefined && openapi.trim() !== '') {
    const operation = resolveFrontmatterOperation(ctx, openapi, file, frontmatterPlace(source, 'openapi'))
    // Without a title of its own, the page takes the operation's summary (Mintlify's build does).
    if (title === undefined && operation?.summary) info.title = operation.summary
  }
  return info
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

/** The page in the same folder whose name is nearest to a missing one's (a typo, or `.mdx` moved). */
function nearbyPage(ctx: Context, path: string): string | undefined {
  const folder = folderOf(path)
  const pages = ctx.host.list(folder).filter((name) => /\.mdx?$/i.test(name)).map((name) => name.replace(/\.mdx?$/i, ''))
  const match = nearest(path.slice(folder === '' ? 0 : folder.length + 1), pages)
  return match === undefined ? undefined : folder === '' ? match : `${folder}/${match}`
}

/** Reports a frontmatter field of the wrong type at its line. */
function wrongType(ctx: Context, source: SourceFile, file: string, key: string, expected: string): void {
  report(ctx, 'DN4008', frontmatterPlace(source, key), { key, file, expected })
}

/** Where a frontmatter field is written: its key, found at the start of a line. */
function frontmatterPlace(source: SourceFile, key: string): Place {
  const line = new RegExp(`^${key}\\s*:`, 'm').exec(source.text)
  const start = line?.index ?? 0
  return { source, start, end: start + key.length, pointer: '' }
}
