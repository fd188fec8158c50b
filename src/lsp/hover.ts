import type { Hover } from 'vscode-languageserver'
import { findEndpoint, findWebhook, operationLabel } from '../ir/openapi.js'
import { pageOf } from '../ir/site.js'
import { GroupNode, OperationNode, PageNode, type Listing, type NavNode } from '../ir/types.js'
import { entryNode, holderGroup, kindOfHolder, operationAt, type CursorContext } from './cursor-context.js'
import type { RangeOf } from './completion.js'
import type { ProjectPaths } from './project-paths.js'
import { keyOf } from './vocabulary.js'

/** Locations listed in a hover, at most. */
const MAX_LOCATIONS = 10

/**
 * What the thing at the cursor is, from the latest compile:
 * - a page entry (or a group's `root`): the page's title, its URL, its file, and the other places
 *   the navigation lists it;
 * - an operation reference: the operation's summary, its generated URL and its spec;
 * - a key of an element: what it is for.
 */
export function hoverAt(context: CursorContext, paths: ProjectPaths, rangeOf: RangeOf): Hover | undefined {
  const { spot } = context
  const token = spot.token
  const range = token && rangeOf(token.start, token.end)
  const hover = (lines: string[]): Hover => ({ contents: { kind: 'markdown', value: lines.join('\n\n') }, ...(range ? { range } : {}) })
  const node = entryNode(context)
  if (node instanceof PageNode) return hover(pageLines(context, node, node.path, paths))
  if (node instanceof OperationNode) return hover(operationLines(context, node))
  if (spot.role === 'item' && token?.kind === 'string') {
    // Not compiled yet (or changed since): what the entry names, from the specs as loaded.
    const operation = operationAt(context, token.value)
    if (operation) return hover([`**${operationLabel(operation)}**${operation.summary ? ` — ${operation.summary}` : ''}`])
    return undefined
  }
  if (spot.role === 'value' && spot.member?.key.value === 'root' && token?.kind === 'string') {
    const group = holderGroup(context)
    if (group && group.root !== undefined) return hover(pageLines(context, group, group.root, paths))
    return undefined
  }
  if (spot.role === 'key' && spot.member && spot.holder) {
    const kind = kindOfHolder(context, spot.holder)
    const info = kind && keyOf(kind, spot.member.key.value)
    if (info) return hover([`\`${info.key}\`: ${info.type}`, info.doc])
  }
  return undefined
}

function pageLines(context: CursorContext, node: PageNode | GroupNode, path: string | undefined, paths: ProjectPaths): string[] {
  const ctx = context.index?.ctx
  const page = pageOf(ctx?.pages, node)
  const listing = ctx?.listings?.listingOf(node)
  const lines = [`**${escaped(page?.title ?? path ?? node.type)}**${listing ? ` · \`${listing.url}\`${listing.hidden ? ' (hidden)' : ''}` : ''}`]
  if (page?.file) lines.push(`File: \`${page.file}\``)
  else if (page?.url) lines.push(`Links to \`${page.url}\``)
  const listings = ctx?.listings
  if (!listings || path === undefined) return lines
  const owner = listing && listings.routeOwners.get(listing.routeKey)
  if (listing && owner && owner !== listing) lines.push(`Its URL belongs to the entry at ${link(owner.node, paths)}, listed before it`)
  const elsewhere = listings.listings.filter((other) => other !== listing && pagePathOf(other) === path)
  if (elsewhere.length > 0) {
    const shown = elsewhere.slice(0, MAX_LOCATIONS).map((other) => link(other.node, paths))
    lines.push(`Also listed at ${shown.join(', ')}${elsewhere.length > MAX_LOCATIONS ? ` and ${elsewhere.length - MAX_LOCATIONS} more` : ''}`)
  }
  return lines
}

function operationLines(context: CursorContext, node: OperationNode): string[] {
  const operation = node.operation
  if (!operation || operation.kind === 'channel') return [`**${escaped(node.value)}**: no operation of the specs in force matches`]
  const written = context.index?.specNamed(operation.spec)
  const source = written && (operation.kind === 'webhook' ? findWebhook(written, operation.path) : findEndpoint(written, operation.method, operation.path))
  const label = operationLabel(operation)
  const lines = [`**${label}**${source?.summary ? ` — ${escaped(source.summary)}` : ''}`]
  const listing = context.index?.ctx?.listings?.listingOf(node)
  lines.push(`URL: \`${listing?.url ?? `/${operation.slug}`}\`${listing?.hidden ? ' (hidden)' : ''}`)
  if (operation.title !== source?.summary) lines.push(`Title: ${escaped(operation.title)}`)
  lines.push(`Spec: \`${operation.spec}\`${operation.operationId ? ` · operationId \`${operation.operationId}\`` : ''}`)
  return lines
}

/** The page a listing shows: a page entry's path, or a group's root. */
function pagePathOf(listing: Listing): string | undefined {
  const node = listing.node
  if (node instanceof PageNode) return node.path
  if (node instanceof GroupNode) return node.root
  return undefined
}

/** `docs.json:12` as a link to that line. */
function link(node: NavNode, paths: ProjectPaths): string {
  const file = node.region.source.path
  const line = node.position.start.line
  return `[${file}:${line}](${paths.uriOf(file)}#L${line})`
}

function escaped(text: string): string {
  return text.replace(/([\\`*_[\]<>])/g, '\\$1')
}
