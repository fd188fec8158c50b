import { report, type Place } from '../ir/diagnostics/report.js'
import type { Context } from '../ir/context.js'
import { kept } from '../ir/memo.js'
import { type ApiSource, methodBadge, type SpecOperation } from '../ir/openapi.js'
import { parseOperationReference, type WrittenReference } from '../ir/page-entry.js'
import { titleFromSlug } from '../ir/titles.js'
import type { PageInfo } from '../ir/types.js'
import { isAbsoluteHref } from '../ir/urls.js'
import type { FrontmatterResult } from '../parse/frontmatter.js'
import type { SourceFile } from '../source/source-file.js'
import { resolveFrontmatterOperation } from './references.js'
import { specId } from './spec-uses.js'

/**
 * What a page file's frontmatter says of the page, for a listed page (resolve-pages) and a page
 * file no navigation lists (the inventory) alike.
 */

/** What a page's frontmatter says of it, and the operation it names (`openapi`), checked against the specs afterwards. */
export interface PageFacts {
  page: PageInfo
  /**
   * The frontmatter's `openapi`, the operation reference it is (undefined when it is none), where it
   * is written, and whether the frontmatter has `title` and `description` keys (an empty one too:
   * Mintlify spreads the frontmatter over what the operation gives).
   */
  openapi?: { value: string; reference: WrittenReference | undefined; place: Place; titled: boolean; described: boolean }
  /** The frontmatter's `asyncapi` (`[spec] channelId`), trimmed, and where it is written. */
  asyncapi?: { value: string; place: Place }
}

/**
 * What a page's frontmatter says of it (title, description, hidden, ...), as far as the file alone
 * says it, reporting what is wrong there; for a listed page and for a page file no navigation
 * lists alike. The operation it names is checked with {@link withFrontmatterOperation}.
 */
export function frontmatterFacts(ctx: Context, path: string, file: string, frontmatter: FrontmatterResult): PageFacts {
  if (!frontmatter.ok) {
    report(ctx, 'DN4007', { source: frontmatter.source, start: frontmatter.start, end: frontmatter.end, pointer: '' }, { file, reason: frontmatter.reason })
    return { page: { file, title: titleFromSlug(path) } }
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
    // Mintlify reads `hidden` by truthiness (`hidden: "true"` hides the page, so does `"false"`): so does docsnav, saying so.
    if (key === 'hidden') {
      report(ctx, 'DN4016', frontmatterPlace(source, key), { key, value: JSON.stringify(value) ?? String(value), file, readAs: String(Boolean(value)) })
      return Boolean(value)
    }
    wrongType(ctx, source, file, key, '`true` or `false`')
    return undefined
  }
  const title = typeof data.title === 'string' || !Object.hasOwn(data, 'title') ? text('title') : titleNotText(ctx, source, file, data.title)
  const sidebarTitle = text('sidebarTitle')
  info.title = title ?? titleFromSlug(path)
  if (sidebarTitle !== undefined) info.sidebarTitle = sidebarTitle
  const icon = text('icon')
  // A description that is a number Mintlify leaves out (a `sidebarTitle` of one it shows as written).
  const description = typeof data.description === 'number' ? wrongType(ctx, source, file, 'description', 'a string') : text('description')
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
  const asyncapi = text('asyncapi')?.trim()
  const channel = asyncapi === undefined || asyncapi === '' ? {} : { asyncapi: { value: asyncapi, place: frontmatterPlace(source, 'asyncapi') } }
  if (openapi === undefined || openapi.trim() === '') return { page: info, ...channel }
  const reference = parseOperationReference(openapi)
  if (reference) info.api = { openapi: openapi.trim(), method: methodBadge(reference) }
  return {
    page: info,
    ...channel,
    openapi: {
      value: openapi,
      reference,
      place: frontmatterPlace(source, 'openapi'),
      titled: Object.hasOwn(data, 'title'),
      described: Object.hasOwn(data, 'description'),
    },
  }
}

/**
 * The page, after checking the operation its frontmatter names against the specs: without a title
 * or a description of its own, it takes the operation's summary and description (Mintlify's build
 * does, `getOpenApiTitleAndDescription`).
 */
export function withFrontmatterOperation(ctx: Context, { page, openapi, asyncapi }: PageFacts): PageInfo {
  if (!openapi && asyncapi === undefined) return page
  const found = openapi && resolveFrontmatterOperation(ctx, openapi.value, openapi.reference, page.file!, openapi.place)
  const titleFrom = found?.titleFrom
  const title = openapi && !openapi.titled && titleFrom?.summary ? titleFrom.summary : undefined
  const description = !openapi || openapi.described ? undefined : titleFrom?.description
  // An `openapi` page shows its operation; a page with only `asyncapi`, its channel.
  const shown = found
    ? apiSourceOf(found.shown.spec.id, found.shown.operation)
    : asyncapi === undefined
      ? undefined
      : frontmatterChannel(ctx, asyncapi, page.file!)
  if (title === undefined && description === undefined && shown === undefined) return page
  const api = shown === undefined ? [] : shown.kind === 'openapi' ? [shown.spec, shown.method, shown.path, shown.operationId] : [shown.spec, shown.channel]
  // The same object while they are the same: the page table, the inventory and what is made from them are kept with it.
  return kept(ctx.memo, 'page-with-operation', page.file!, [page, title, description, shown?.kind, ...api], () => ({
    ...page,
    ...(title === undefined ? {} : { title }),
    ...(description === undefined ? {} : { description }),
    ...(shown === undefined ? {} : { operation: shown }),
  }))
}

/** An operation as routes.json names it: its spec, its method upper case (`webhook` for a webhook) and path. */
function apiSourceOf(spec: string, operation: SpecOperation): ApiSource {
  const source: ApiSource = {
    kind: 'openapi',
    spec,
    method: operation.kind === 'webhook' ? 'webhook' : operation.method.toUpperCase(),
    path: operation.path,
  }
  if (operation.operationId !== undefined) source.operationId = operation.operationId
  return source
}

/**
 * The channel a page's frontmatter `asyncapi: "[spec] channelId"` names (Mintlify writes
 * `/<spec> <channelId>` on the pages it generates), among the AsyncAPI specs the navigation
 * loaded: the named spec (by its project path or URL), else the first that has the channel.
 * Undefined when none has it: a warning, since Mintlify may find it in a spec docs.json does not
 * name, which docsnav does not read.
 */
function frontmatterChannel(ctx: Context, { value, place }: { value: string; place: Place }, file: string): ApiSource | undefined {
  const words = value.split(/\s+/)
  const channel = words.at(-1)!
  const named = words.length > 1 ? specId(words.slice(0, -1).join(' ')) : undefined
  for (const [id, spec] of ctx.specs.asyncApis) {
    if (spec === undefined || (named !== undefined && id !== named)) continue
    if (spec.channels.some((candidate) => candidate.id === channel)) return { kind: 'asyncapi', spec: id, channel }
  }
  report(ctx, 'DN4013', place, { key: 'asyncapi', value, file, unread: 'the AsyncAPI specs docs.json does not name (docsnav reads only those)' })
  return undefined
}

/**
 * A `title` that is not text (`true`, `42`, empty): Mintlify's build leaves the page out of its
 * navigation, without a word. An error; docsnav titles the page from its file name.
 */
function titleNotText(ctx: Context, source: SourceFile, file: string, value: unknown): undefined {
  const written = value === null ? '' : (JSON.stringify(value) ?? String(value))
  const scalar = typeof value === 'number' || typeof value === 'boolean'
  report(ctx, 'DN4017', frontmatterPlace(source, 'title'), { value: written, file, ...(scalar ? { quoted: String(value) } : {}) })
  return undefined
}

/** Reports a frontmatter field of the wrong type at its line. */
function wrongType(ctx: Context, source: SourceFile, file: string, key: string, expected: string): undefined {
  report(ctx, 'DN4008', frontmatterPlace(source, key), { key, file, expected })
}

/** Where a frontmatter field is written: its key, found at the start of a line. */
function frontmatterPlace(source: SourceFile, key: string): Place {
  const line = new RegExp(`^${key}\\s*:`, 'm').exec(source.text)
  const start = line?.index ?? 0
  return { source, start, end: start + key.length, pointer: '' }
}
