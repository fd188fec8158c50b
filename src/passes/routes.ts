import { at, report } from '../ir/diagnostics/report.js'
import { memberPlace, type Context } from '../ir/context.js'
import { inUnit } from '../ir/memo.js'
import { pageOf, type ListingTable, type PageTable } from '../ir/site.js'
import { isAbsoluteHref, routeKeyOfPath } from '../ir/urls.js'
import { DivisionNode, GroupNode, Listing, OperationNode, PageNode, defaultIndex, type DivisionLike, type RootNode } from '../ir/types.js'

/**
 * Lists every page where the navigation shows it, with its route, and finds who owns each route:
 * the first visible listing in document order. Reports a page listed twice in one sidebar, two
 * pages on one URL, and pages listed both hidden and visible, and finds where each division links
 * (docs/pages-and-routes.md). The routes themselves (breadcrumbs, prev/next, alternates) are
 * derived from this table only when outputs need them (`src/emit/site-model.ts`).
 *
 * Most routes are listed once and need one map lookup; the checks between listings run only for
 * the few listed again ({@link Repeats}), so the pass stays a small part of a 20,000-page check.
 * Needs: resolve-pages, dedupe-slugs. Guarantees: `ctx.listings`.
 */
export function routes(tree: RootNode, ctx: Context): void {
  // Of the pages, only whether their frontmatter hides them counts here: a project kept open lists
  // the navigation again only when the tree or that changed.
  ctx.listings = inUnit(ctx.memo, ctx, 'routes', '', [tree, hiddenPagesOf(ctx.pages)], () => listingTable(tree, ctx))
}

/** The pages whose frontmatter says whether they are hidden, and what it says. */
function hiddenPagesOf(pages: PageTable | undefined): string {
  let said = ''
  for (const [path, page] of pages ?? []) if (page.hidden !== undefined) said += `${path.length}:${path}${page.hidden ? '+' : '-'}`
  return said
}

function listingTable(tree: RootNode, ctx: Context): ListingTable {
  const routing = new Routing(ctx)
  routing.division(tree, [], false)
  routing.reportHiddenAndVisible()
  const listings = routing.listings
  let byNode: Map<Listing['node'], Listing> | undefined
  // Made on first need: a check asks no node for its listing.
  const listingOf = (node: Listing['node']) => (byNode ??= new Map(listings.map((listing) => [listing.node, listing]))).get(node)
  return { listings, listingOf, routeOwners: routing.owners, divisionLinks: routing.divisionLinks, settings: tree.settings }
}

type Container = DivisionLike | GroupNode

class Routing {
  readonly listings: Listing[] = []
  readonly owners = new Map<string, Listing>()
  readonly divisionLinks = new Map<DivisionLike, string | undefined>()
  /** Routes listed more than once, by route key, in the order they were first listed again. */
  private readonly repeats = new Map<string, Repeats>()
  /** Routes listed both hidden and visible, in the order that was found. */
  private readonly hiddenAndVisible: Repeats[] = []

  private readonly pages: PageTable | undefined

  constructor(private readonly ctx: Context) {
    this.pages = ctx.pages
  }

  /**
   * Lists a division's pages in pre-order and sets where it links: its absolute `href`, else its
   * first visible page. Returns that first visible listing, for the divisions above.
   */
  division(node: DivisionLike, ancestors: readonly Container[], hidden: boolean): Listing | undefined {
    const href = node.type !== 'root' && node.href !== undefined && isAbsoluteHref(node.href) ? node.href : undefined
    // Set on the way in, so the map keeps document order.
    this.divisionLinks.set(node, href)
    const firstVisible = this.contents(node, [...ancestors, node], node.type === 'root' ? hidden : node.fields.hidden ?? hidden, node)
    if (href === undefined && firstVisible) this.divisionLinks.set(node, firstVisible.url)
    return firstVisible
  }

  /** Lists the content of a division or group (`chain` ends with it); returns the first visible listing. */
  private contents(node: Container, chain: readonly Container[], hidden: boolean, scope: DivisionLike): Listing | undefined {
    let firstVisible: Listing | undefined
    if (node instanceof GroupNode && node.root !== undefined) {
      firstVisible = this.list(node, routeKeyOfPath(node.root), scope, chain, pageOf(this.pages, node)?.hidden ?? hidden)
    }
    // Versions and languages start from their default (Mintlify), not from the first listed.
    const switcher = !(node instanceof GroupNode) && (node.childKey === 'versions' || node.childKey === 'languages')
    const start = switcher ? defaultIndex(node.children.filter((child): child is DivisionNode => child instanceof DivisionNode)) : 0
    let divisionIndex = -1
    let fromDefault: Listing | undefined
    for (const child of node.children) {
      let found: Listing | undefined
      if (child instanceof PageNode) {
        if (child.path === undefined) continue
        found = this.list(child, routeKeyOfPath(child.path), scope, chain, this.pages?.get(child.path)?.hidden ?? hidden)
      } else if (child instanceof OperationNode) {
        const operation = child.operation
        if (!operation) continue
        found = this.list(child, operation.slug, scope, chain, operation.hidden || hidden)
      } else if (child instanceof GroupNode) {
        found = this.contents(child, [...chain, child], child.fields.hidden ?? hidden, scope)
      } else if (child instanceof DivisionNode) {
        found = this.division(child, chain, hidden)
        if (switcher && ++divisionIndex === start) fromDefault = found
      }
      firstVisible ??= found
    }
    return fromDefault ?? firstVisible
  }

  /** Records one listing; returns it when it is visible. */
  private list(node: Listing['node'], routeKey: string, scope: DivisionLike, ancestors: readonly Container[], hidden: boolean): Listing | undefined {
    const listing = new Listing(node, routeKey, scope, ancestors, hidden)
    this.listings.push(listing)
    const owner = this.owners.get(routeKey)
    if (owner === undefined) this.owners.set(routeKey, listing)
    else {
      let repeats = this.repeats.get(routeKey)
      // The owner is still the first listing: ownership changes only from the second one on.
      if (!repeats) this.repeats.set(routeKey, (repeats = new Repeats(owner)))
      this.repeated(repeats, listing)
      if (owner.hidden && !hidden) this.owners.set(routeKey, listing)
    }
    return hidden ? undefined : listing
  }

  /**
   * A route listed again: for another page (`x` and `x/index` fold to one URL), DN5006, once per
   * route; for the same page in the same sidebar, DN5005 (two pages on one URL are DN5006 alone).
   * A generated page at the route of a written one was reported as replaced (DN3017), and an
   * `x-hidden` operation shown by an explicit reference is docs/openapi.md's way to list it:
   * neither is a repeat. The same page listed hidden and visible is kept for DN5004.
   */
  private repeated(repeats: Repeats, listing: Listing): void {
    const earliest = repeats.earliest
    if (!hiddenBySpec(listing)) {
      if (!earliest) repeats.earliest = listing
      else if (pathOf(earliest) !== pathOf(listing)) {
        if (!repeats.sharedReported) {
          repeats.sharedReported = true
          report(this.ctx, 'DN5006', placeOf(listing), { path: pathOf(listing), other: pathOf(earliest), url: listing.url }, placeOf(earliest))
        }
      } else if (earliest.hidden !== listing.hidden) {
        if (!repeats.hidden && !repeats.visible) this.hiddenAndVisible.push(repeats)
        if (earliest.hidden) repeats.hidden ??= earliest
        else repeats.visible ??= earliest
        if (listing.hidden) repeats.hidden ??= listing
        else repeats.visible ??= listing
      }
    }
    const earlier = repeats.firstIn(listing)
    if (earlier && !generated(listing) && !generated(earlier) && pathOf(listing) === pathOf(earlier)) {
      report(this.ctx, 'DN5005', placeOf(listing), { url: listing.url }, placeOf(earlier))
    }
  }

  /**
   * Pages listed both hidden and visible are shown (Mintlify hides them). One warning per element
   * whose `hidden: true` is overridden, not one per page: a hidden old version that repeats the
   * current one's pages is one decision.
   */
  reportHiddenAndVisible(): void {
    const byCause = new Map<GroupNode | DivisionNode, Array<{ url: string; visible: Listing }>>()
    for (const { hidden, visible } of this.hiddenAndVisible) {
      if (!hidden || !visible) continue
      const cause = [...hidden.ancestors].reverse().find((ancestor): ancestor is GroupNode | DivisionNode => ancestor.type !== 'root' && ancestor.fields.hidden === true)
      if (!cause) continue
      let pages = byCause.get(cause)
      if (!pages) byCause.set(cause, (pages = []))
      pages.push({ url: visible.url, visible })
    }
    for (const [cause, pages] of byCause) {
      const first = pages[0]!
      report(this.ctx, 'DN5004', memberPlace(this.ctx, cause, 'hidden', 'key'), {
        count: String(pages.length), pages: pages.length === 1 ? 'page' : 'pages', element: cause.type === 'menuItem' ? 'menu item' : cause.type,
        url: first.url, more: pages.length > 1 ? ` and ${pages.length - 1} more` : '',
      }, placeOf(first.visible))
    }
  }
}

/** What the listings of one route have shown so far, once it is listed a second time. */
class Repeats {
  /** The first listing that is not an `x-hidden` operation. */
  earliest: Listing | undefined = undefined
  /** Whether two pages on this route were reported (DN5006, once per route). */
  sharedReported = false
  /** The first hidden and the first visible listing of the same page, once both kinds are known. */
  hidden: Listing | undefined = undefined
  visible: Listing | undefined = undefined
  /** The first listing in each sidebar scope. */
  private readonly inScope = new Map<DivisionLike, Listing>()

  constructor(first: Listing) {
    if (!hiddenBySpec(first)) this.earliest = first
    this.inScope.set(first.scope, first)
  }

  /** The first listing of this route in the listing's scope before it; records the listing when it is the first. */
  firstIn(listing: Listing): Listing | undefined {
    const earlier = this.inScope.get(listing.scope)
    if (!earlier) this.inScope.set(listing.scope, listing)
    return earlier
  }
}

/** The page a listing names: its page path, an operation's slug (a replaced one is the same page). */
function pathOf(listing: Listing): string {
  const node = listing.node
  return node.type === 'page' ? node.path! : node.type === 'group' ? node.root! : node.operation!.slug
}

function generated(listing: Listing): boolean {
  return listing.node.type === 'operation' && listing.node.generated
}

function hiddenBySpec(listing: Listing): boolean {
  return listing.node.type === 'operation' && listing.node.operation?.hidden === true
}

function placeOf(listing: Listing) {
  const node = listing.node
  return at(node.region, node.type === 'group' ? `${node.pointer}/root` : node.pointer)
}
