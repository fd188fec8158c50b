import { pageOf, type Inventory, type ListingTable, type PageTable, type Route, type SiteModel, type UnlistedPage } from '../ir/site.js'
import { isDefaultEntry, nearestOf, type DivisionLike, type Listing, type PageInfo, type Settings } from '../ir/types.js'
import { kept, type Memo } from '../ir/memo.js'
import { titleFromSlug } from '../ir/titles.js'
import { encodePath } from '../ir/urls.js'
import { keptAlternatesOf } from './alternates.js'
import { switchTargetsOf } from './switch-targets.js'
import { breadcrumbsOf, divisionsOf } from './route-links.js'

/**
 * The routes of a site, from the routes pass's listing table: one per URL, in navigation order,
 * with title, source, version and language, division chain, breadcrumbs, prev/next in the owning
 * sidebar, hidden/noindex and alternates. Built when outputs (or `result.site`) need it, not for a
 * check: on a site with dozens of versions the alternates alone are hundreds of thousands of links.
 * Page files no navigation lists (the inventory, when files were read) come last, `listed: false`.
 *
 * Made in two steps: the frame, from the listing table alone (URLs, divisions, breadcrumbs,
 * alternates, switch targets, who is whose neighbour), then each route from its frame and what its
 * page file says (title, description, ...). With `memo` (a project kept open), the frame is used
 * again while the listing table is the same one, and a route while its page and its neighbours'
 * titles are the same: an edited page makes one route and its neighbours anew.
 */
export function siteModel(table: ListingTable, pages: PageTable, inventory?: Inventory, memo?: Memo): SiteModel {
  const frame = kept(memo, 'site-frame', '', [table], () => frameOf(table, memo))
  const made = kept(memo, 'site-routes', '', [frame], (): MadeRoutes => ({ listed: new WeakMap(), unlisted: new WeakMap() }))
  const titles = frame.bare.map((bare) => titleOf(bare.owner.node, pages))
  const routes = frame.bare.map((_bare, index) => routeOf(frame.bare, index, titles, pages, table.settings, made.listed))
  for (const page of inventory?.unlisted ?? []) {
    let route = made.unlisted.get(page)
    if (!route) made.unlisted.set(page, (route = indexingOf(unlistedRoute(page), table.settings)))
    routes.push(route)
  }
  return { listings: table.listings, listingOf: (node) => table.listingOf(node), pages, owners: frame.owners, divisionLinks: table.divisionLinks, routes }
}

/** What a route is from the listing table alone: its owning listing and the parts no page file changes. */
interface BareRoute {
  owner: Listing
  url: string
  divisions: Route['divisions']
  breadcrumbs: Route['breadcrumbs']
  hidden: boolean
  version?: string
  language?: string
  alternates: Route['alternates']
  switchTargets?: Route['switchTargets']
  /** Hidden by an element that keeps it searchable (unless its frontmatter hides it too). */
  searchableByAncestors: boolean
  /** The routes before and after it in its sidebar (indexes into the frame), or -1. */
  prev: number
  next: number
}

/** The routes of a listing table before any page file is read into them. */
interface Frame {
  bare: BareRoute[]
  owners: Map<string, Listing>
}

/** The routes made in earlier compiles, by what they were made from. */
interface MadeRoutes {
  listed: WeakMap<BareRoute, { route: Route; page: PageInfo | undefined; title: string; prev: string | undefined; next: string | undefined }>
  unlisted: WeakMap<UnlistedPage, Route>
}

function frameOf(table: ListingTable, memo: Memo | undefined): Frame {
  const owned = table.listings.filter((listing) => table.routeOwners.get(listing.routeKey) === listing)
  const byUrl = new Map<string, BareRoute>()
  const shared: SharedParts = { divisions: new WeakMap(), crumbs: new WeakMap() }
  const bare = owned.map((owner) => {
    const route = bareRouteOf(owner, table, shared)
    byUrl.set(route.url, route)
    return route
  })
  linkNeighbours(owned, bare)
  // The steps below read and set the route fields they share with a route.
  const asRoutes = bare as unknown as Route[]
  preferDefaults(byUrl as unknown as ReadonlyMap<string, Route>, table.listings)
  keptAlternatesOf(asRoutes, table.listings, memo)
  switchTargetsOf(asRoutes, table.listings, table.divisionLinks)
  return { bare, owners: new Map(owned.map((owner) => [owner.url, owner])) }
}

/** The route of a page file no navigation lists: served, in no sidebar, not indexed by default. */
function unlistedRoute({ routeKey, page }: UnlistedPage): Route {
  const route: Route = {
    url: `/${encodePath(routeKey)}`,
    title: page.title,
    source: pageSource(page),
    divisions: [],
    breadcrumbs: [],
    hidden: true,
    noindex: page.noindex === true,
    indexable: false,
    listed: false,
    alternates: Object.freeze({}),
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
  const reason = route.noindex
    ? 'noindex'
    : route.listed === false
      ? all
        ? undefined
        : 'not-in-navigation'
      : route.hidden && route.searchable !== true && !all
        ? 'hidden'
        : undefined
  route.indexable = reason === undefined
  if (reason !== undefined) route.notIndexed = reason
  return route
}

/** Parts of routes that all listings of one group have in common, computed once per group. */
interface SharedParts {
  divisions: WeakMap<object, Route['divisions']>
  crumbs: WeakMap<object, Route['breadcrumbs']>
}

function bareRouteOf(owner: Listing, table: ListingTable, shared: SharedParts): BareRoute {
  const route: BareRoute = {
    owner,
    url: owner.url,
    divisions: divisionsOf(owner, shared.divisions),
    breadcrumbs: breadcrumbsOf(owner, table.divisionLinks, shared.crumbs),
    hidden: owner.hidden,
    alternates: {},
    searchableByAncestors: owner.hidden && searchableAncestors(owner),
    prev: -1,
    next: -1,
  }
  const version = nearestOf(owner, 'version')
  const language = nearestOf(owner, 'language')
  if (version) route.version = version.label
  if (language) route.language = language.label
  return route
}

/**
 * prev/next: the visible pages each sidebar scope owns, in pre-order (`bare` are the routes of
 * `owned`, in the same order).
 */
function linkNeighbours(owned: readonly Listing[], bare: BareRoute[]): void {
  const last = new Map<DivisionLike, number>()
  owned.forEach((listing, index) => {
    if (listing.hidden) return
    const before = last.get(listing.scope)
    if (before !== undefined) {
      bare[before]!.next = index
      bare[index]!.prev = before
    }
    last.set(listing.scope, index)
  })
}

/** The route of a frame's bare route (`bares[index]`), as its page file says: the one made before, while nothing it is made from changed. */
function routeOf(
  bares: readonly BareRoute[],
  index: number,
  titles: readonly string[],
  pages: PageTable,
  settings: Settings,
  made: MadeRoutes['listed'],
): Route {
  const bare = bares[index]!
  const node = bare.owner.node
  const page = node.type === 'operation' ? undefined : pageOf(pages, node)
  const title = titles[index]!
  const prev = bare.prev === -1 ? undefined : titles[bare.prev]
  const next = bare.next === -1 ? undefined : titles[bare.next]
  const before = made.get(bare)
  if (before && before.page === page && before.title === title && before.prev === prev && before.next === next) return before.route
  const route: Route = {
    url: bare.url,
    title,
    source: sourceOf(node, page),
    divisions: bare.divisions,
    breadcrumbs: bare.breadcrumbs,
    hidden: bare.hidden,
    noindex: page?.noindex === true,
    indexable: false,
    alternates: bare.alternates,
  }
  if (bare.searchableByAncestors && page?.hidden !== true) route.searchable = true
  if (bare.version !== undefined) route.version = bare.version
  if (bare.language !== undefined) route.language = bare.language
  if (prev !== undefined) route.prev = { url: bares[bare.prev]!.url, title: prev }
  if (next !== undefined) route.next = { url: bares[bare.next]!.url, title: next }
  const description = node.type === 'operation' ? node.operation!.description : page?.description
  if (description !== undefined) route.description = description
  if ((node.type === 'operation' ? node.operation!.deprecated : page?.deprecated) === true) route.deprecated = true
  if (page?.mode !== undefined) route.mode = page.mode
  if (bare.switchTargets) route.switchTargets = bare.switchTargets
  indexingOf(route, settings)
  made.set(bare, { route, page, title, prev, next })
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
      const atDefault = found.find((division) => division?.isDefault)
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
  return path === undefined ? (node.type === 'page' ? node.value : node.label) : titleFromSlug(path)
}

/** The page's label in the navigation: its frontmatter `sidebarTitle`, else its title. */
export function labelOf(node: Listing['node'], pages: PageTable): string {
  if (node.type === 'operation') return node.operation!.sidebarTitle ?? node.operation!.title
  return pageOf(pages, node)?.sidebarTitle ?? titleOf(node, pages)
}

/**
 * Whether the element that hides a listing has `searchable: true`: Mintlify keeps such pages in
 * search, the sitemap and llms.txt, unless their frontmatter hides them too.
 */
function searchableAncestors(owner: Listing): boolean {
  for (let index = owner.ancestors.length - 1; index >= 0; index--) {
    const ancestor = owner.ancestors[index]!
    if (ancestor.type === 'root') break
    const fields = ancestor.fields as { hidden?: boolean; searchable?: boolean }
    if (fields.hidden !== undefined) return fields.hidden && fields.searchable === true
  }
  return false
}

/** A page file's route source, with the operation or channel its frontmatter names when the specs have it. */
function pageSource(page: PageInfo | undefined): Route['source'] {
  const source: Route['source'] = { kind: 'page', file: page?.file ?? null }
  if (page?.operation !== undefined) source.api = page.operation
  return source
}

function sourceOf(node: Listing['node'], page: PageInfo | undefined): Route['source'] {
  if (node.type !== 'operation') return pageSource(page)
  const operation = node.operation!
  if (operation.replacedBy !== undefined) return { kind: 'page', file: /\.mdx?$/.test(operation.replacedBy) ? operation.replacedBy : null }
  if (operation.kind === 'channel') return { kind: 'asyncapi', spec: operation.spec, channel: operation.path }
  const source: Route['source'] = {
    kind: 'openapi',
    spec: operation.spec,
    method: operation.kind === 'webhook' ? 'webhook' : operation.method.toUpperCase(),
    path: operation.path,
  }
  if (operation.operationId !== undefined) source.operationId = operation.operationId
  return source
}
