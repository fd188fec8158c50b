import { pageOf, type Inventory, type ListingTable, type PageTable, type Route, type SiteModel, type UnlistedPage } from '../ir/site.js'
import { isDefaultEntry, nearestOf, type Listing, type PageInfo, type Settings } from '../ir/types.js'
import type { Memo } from '../ir/memo.js'
import { titleFromSlug } from '../ir/titles.js'
import { encodePath } from '../ir/urls.js'
import { keptAlternatesOf } from './alternates.js'
import { switchTargetsOf } from './switch-targets.js'
import { breadcrumbsOf, divisionsOf, linkNeighbours } from './route-links.js'

/**
 * The routes of a site, from the routes pass's listing table: one per URL, in navigation order,
 * with title, source, version and language, division chain, breadcrumbs, prev/next in the owning
 * sidebar, hidden/noindex and alternates. Built when outputs (or `result.site`) need it, not for a
 * check: on a site with dozens of versions the alternates alone are hundreds of thousands of links.
 * Page files no navigation lists (the inventory, when files were read) come last, `listed: false`.
 * With `memo` (a project kept open), the alternates of the last compile are used again when they can be.
 */
export function siteModel(table: ListingTable, pages: PageTable, inventory?: Inventory, memo?: Memo): SiteModel {
  const owned = table.listings.filter((listing) => table.routeOwners.get(listing.routeKey) === listing)
  const byUrl = new Map<string, Route>()
  const shared: SharedParts = { divisions: new WeakMap(), crumbs: new WeakMap() }
  const routes = owned.map((owner) => {
    const route = routeOf(owner, table, pages, shared)
    indexingOf(route, table.settings)
    byUrl.set(route.url, route)
    return route
  })
  linkNeighbours(owned, byUrl)
  preferDefaults(byUrl, table.listings)
  keptAlternatesOf(routes, table.listings, memo)
  switchTargetsOf(routes, table.listings, table.divisionLinks)
  for (const page of inventory?.unlisted ?? []) routes.push(indexingOf(unlistedRoute(page), table.settings))
  return { listings: table.listings, listingOf: table.listingOf, pages, owners: new Map(owned.map((owner) => [owner.url, owner])), divisionLinks: table.divisionLinks, routes }
}

/** The route of a page file no navigation lists: served, in no sidebar, not indexed by default. */
function unlistedRoute({ routeKey, page }: UnlistedPage): Route {
  const route: Route = {
    url: `/${encodePath(routeKey)}`, title: page.title, source: { kind: 'page', file: page.file ?? null },
    divisions: [], breadcrumbs: [], hidden: true, noindex: page.noindex === true, indexable: false, listed: false, alternates: Object.freeze({}),
  }
  if (page.description !== undefined) route.description = page.description
  if (page.deprecated === true) route.deprecated = true
  if (page.mode !== undefined) route.mode = page.mode
  return route
}

/**
 * Whether the route is indexed (Mintlify's indexing matrix, docs/site.md): never with frontmatter
 * `noindex`; a hidden page or one no navigation lists only with `seo.indexing: "all"`, or when the
 * element hiding it says `searchable: true`; every other page.
 */
function indexingOf(route: Route, settings: Settings): Route {
  const all = settings.indexing === 'all'
  const reason = route.noindex ? 'noindex'
    : route.listed === false ? (all ? undefined : 'not-in-navigation')
      : route.hidden && route.searchable !== true && !all ? 'hidden' : undefined
  route.indexable = reason === undefined
  if (reason !== undefined) route.notIndexed = reason
  return route
}

/** Parts of routes that all listings of one group have in common, computed once per group. */
interface SharedParts {
  divisions: WeakMap<object, Route['divisions']>
  crumbs: WeakMap<object, Route['breadcrumbs']>
}

function routeOf(owner: Listing, table: ListingTable, pages: PageTable, shared: SharedParts): Route {
  const node = owner.node
  const page = node.type === 'operation' ? undefined : pageOf(pages, node)
  const route: Route = {
    url: owner.url,
    title: titleOf(node, pages),
    source: sourceOf(node, page),
    divisions: divisionsOf(owner, shared.divisions),
    breadcrumbs: breadcrumbsOf(owner, table.divisionLinks, shared.crumbs),
    hidden: owner.hidden,
    noindex: page?.noindex === true,
    indexable: false,
    alternates: {},
  }
  if (searchableWhileHidden(owner, page)) route.searchable = true
  const version = nearestOf(owner, 'version')
  const language = nearestOf(owner, 'language')
  if (version) route.version = version.label
  if (language) route.language = language.label
  if (page?.description !== undefined) route.description = page.description
  if ((node.type === 'operation' ? node.operation!.deprecated : page?.deprecated) === true) route.deprecated = true
  if (page?.mode !== undefined) route.mode = page.mode
  return route
}

/**
 * A page listed under several versions (languages) belongs to the default one when it is listed
 * there (Mintlify's `getVersionOrLanguageFromPath`), not to its first listing's.
 */
function preferDefaults(routeAt: ReadonlyMap<string, Route>, listings: readonly Listing[]): void {
  const byKey = new Map<string, Listing[]>()
  let shared = false
  for (const listing of listings) {
    const same = byKey.get(listing.routeKey)
    if (same) {
      same.push(listing)
      shared = true
    } else byKey.set(listing.routeKey, [listing])
  }
  if (!shared) return
  for (const same of byKey.values()) {
    if (same.length < 2) continue
    const route = routeAt.get(same[0]!.url)
    if (!route) continue
    for (const axis of ['version', 'language'] as const) {
      const found = same.map((listing) => ancestorOf(listing, axis))
      if (new Set(found.map((division) => division?.label)).size < 2) continue
      const atDefault = found.find((division) => division !== undefined && division.isDefault)
      if (atDefault) route[axis] = atDefault.label
    }
  }
}

/** The nearest version (language) above a listing, and whether it is its switcher's default (`default: true`, else the first). */
function ancestorOf(listing: Listing, kind: 'version' | 'language'): { label: string; isDefault: boolean } | undefined {
  const division = nearestOf(listing, kind)
  if (!division) return undefined
  return { label: division.label, isDefault: isDefaultEntry(division, listing.ancestors[listing.ancestors.lastIndexOf(division) - 1]!) }
}

/** The page's title: the operation's, else from frontmatter, else from the path (docs/pages-and-routes.md). */
export function titleOf(node: Listing['node'], pages: PageTable): string {
  if (node.type === 'operation') return node.operation!.title
  const info = pageOf(pages, node)
  if (info) return info.title
  const path = node.type === 'page' ? node.path : node.root
  return path === undefined ? node.type === 'page' ? node.value : node.label : titleFromSlug(path)
}

/** The page's label in the navigation: its frontmatter `sidebarTitle`, else its title. */
export function labelOf(node: Listing['node'], pages: PageTable): string {
  if (node.type === 'operation') return node.operation!.sidebarTitle ?? node.operation!.title
  return pageOf(pages, node)?.sidebarTitle ?? titleOf(node, pages)
}

/**
 * Whether a hidden page stays indexed: the element that hides it has `searchable: true` (Mintlify
 * keeps such pages in search, the sitemap and llms.txt), and its frontmatter does not hide it.
 */
function searchableWhileHidden(owner: Listing, page: PageInfo | undefined): boolean {
  if (!owner.hidden || page?.hidden === true) return false
  for (let index = owner.ancestors.length - 1; index >= 0; index--) {
    const ancestor = owner.ancestors[index]!
    if (ancestor.type === 'root') break
    const fields = ancestor.fields as { hidden?: boolean; searchable?: boolean }
    if (fields.hidden !== undefined) return fields.hidden && fields.searchable === true
  }
  return false
}

function sourceOf(node: Listing['node'], page: PageInfo | undefined): Route['source'] {
  if (node.type !== 'operation') return { kind: 'page', file: page?.file ?? null }
  const operation = node.operation!
  if (operation.replacedBy !== undefined) return { kind: 'page', file: /\.mdx?$/.test(operation.replacedBy) ? operation.replacedBy : null }
  if (operation.kind === 'channel') return { kind: 'asyncapi', spec: operation.spec, channel: operation.path }
  const source: Route['source'] = { kind: 'openapi', spec: operation.spec, method: operation.kind === 'webhook' ? 'webhook' : operation.method.toUpperCase(), path: operation.path }
  if (operation.operationId !== undefined) source.operationId = operation.operationId
  return source
}
