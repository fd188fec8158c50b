import { at, report } from '../ir/diagnostics/report.js'
import { memberPlace, type Context } from '../ir/context.js'
import { isAbsoluteHref } from '../ir/urls.js'
import { encodePath, urlOfPath } from '../ir/urls.js'
import { type DivisionLike, type Listing } from '../ir/site.js'
import { DivisionNode, GroupNode, OperationNode, PageNode, type RootNode } from '../ir/types.js'

/**
 * Gives every listed page its URL and finds who owns it: the first visible listing in document
 * order. Reports a page listed twice in one sidebar and pages listed both hidden and visible, and
 * finds where each division links (docs/pages-and-routes.md). The routes themselves (breadcrumbs, prev/next,
 * alternates) are derived from this table only when outputs need them (`src/emit/site-model.ts`).
 * Needs: resolve-pages, dedupe-slugs. Guarantees: `ctx.listings`.
 */
export function routes(tree: RootNode, ctx: Context): void {
  const listings: Listing[] = []
  const divisionLinks = new Map<DivisionLike, string | undefined>()
  collect(tree, [], false, tree, listings, divisionLinks)

  const owners = ownersOf(listings)
  reportRepeatedListings(ctx, listings)
  reportHiddenAndVisible(ctx, listings)

  ctx.listings = {
    listings,
    owners,
    divisionLinks,
    urls: new Map(listings.map((listing) => [listing.node, listing.url])),
    hiddenListings: new Set(listings.filter((listing) => listing.hidden).map((listing) => listing.node)),
  }
}

/** The listing that owns each URL: the first visible one in document order, else the first. */
function ownersOf(listings: readonly Listing[]): Map<string, Listing> {
  const owners = new Map<string, Listing>()
  for (const listing of listings) {
    const current = owners.get(listing.url)
    if (!current || (current.hidden && !listing.hidden)) owners.set(listing.url, listing)
  }
  return owners
}

/**
 * A URL listed again: for another page (`x` and `x/index` fold to one URL), DN5006, once per URL;
 * for the same page in the same sidebar, DN5005 (two pages on one URL are DN5006 alone). A generated page at the URL of a written one was
 * reported as replaced (DN3017), and an `x-hidden` operation shown by an explicit reference is
 * docs/openapi.md's way to list it: neither is a repeat.
 */
function reportRepeatedListings(ctx: Context, listings: readonly Listing[]): void {
  const first = new Map<string, Listing>()
  const sharedReported = new Set<string>()
  const seenInScope = new Map<DivisionLike, Map<string, Listing>>()
  for (const listing of listings) {
    if (!hiddenBySpec(listing)) {
      const earliest = first.get(listing.url)
      if (!earliest) first.set(listing.url, listing)
      else if (pathOf(earliest) !== pathOf(listing) && !sharedReported.has(listing.url)) {
        sharedReported.add(listing.url)
        report(ctx, 'DN5006', siteOf(listing), { path: pathOf(listing), other: pathOf(earliest), url: listing.url }, siteOf(earliest))
      }
    }
    let scopeSeen = seenInScope.get(listing.scope)
    if (!scopeSeen) seenInScope.set(listing.scope, (scopeSeen = new Map()))
    const earlier = scopeSeen.get(listing.url)
    if (!earlier) scopeSeen.set(listing.url, listing)
    else if (!generated(listing) && !generated(earlier) && pathOf(listing) === pathOf(earlier)) {
      report(ctx, 'DN5005', siteOf(listing), { url: listing.url }, siteOf(earlier))
    }
  }
}

/**
 * Pages listed both hidden and visible are shown (Mintlify hides them). One warning per element
 * whose `hidden: true` is overridden, not one per page: a hidden old version that repeats the
 * current one's pages is one decision. Only URLs listed more than once can be both, so the state
 * is kept from their second listing on.
 */
function reportHiddenAndVisible(ctx: Context, listings: readonly Listing[]): void {
  const first = new Map<string, Listing>()
  const visibility = new Map<string, { hidden?: Listing; visible?: Listing }>()
  for (const listing of listings) {
    if (hiddenBySpec(listing)) continue
    const earliest = first.get(listing.url)
    if (!earliest) first.set(listing.url, listing)
    else if (pathOf(earliest) === pathOf(listing) && earliest.hidden !== listing.hidden) {
      const state = visibility.get(listing.url) ?? { [earliest.hidden ? 'hidden' : 'visible']: earliest }
      state[listing.hidden ? 'hidden' : 'visible'] ??= listing
      visibility.set(listing.url, state)
    }
  }
  const byCause = new Map<GroupNode | DivisionNode, Array<{ url: string; visible: Listing }>>()
  for (const [url, { hidden, visible }] of visibility) {
    if (!hidden || !visible) continue
    const cause = [...hidden.ancestors].reverse().find((ancestor): ancestor is GroupNode | DivisionNode => ancestor.type !== 'root' && ancestor.fields.hidden === true)
    if (!cause) continue
    let pages = byCause.get(cause)
    if (!pages) byCause.set(cause, (pages = []))
    pages.push({ url, visible })
  }
  for (const [cause, pages] of byCause) {
    const first = pages[0]!
    report(ctx, 'DN5004', memberPlace(ctx, cause, 'hidden', 'key'), {
      count: String(pages.length), pages: pages.length === 1 ? 'page' : 'pages', element: cause.type === 'menuItem' ? 'menu item' : cause.type,
      url: first.url, more: pages.length > 1 ? ` and ${pages.length - 1} more` : '',
    }, siteOf(first.visible))
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

function siteOf(listing: Listing) {
  const node = listing.node
  return at(node.region, node.type === 'group' ? `${node.pointer}/root` : node.pointer)
}

/**
 * Pre-order walk collecting listings, with the ancestor chain and inherited `hidden` (the nearest
 * explicit one wins). Recursion, not `walk`: each level passes its chain and state down.
 */
function collect(node: DivisionLike | GroupNode, ancestors: Array<DivisionLike | GroupNode>, hidden: boolean, scope: DivisionLike,
  listings: Listing[], divisionLinks: Map<DivisionLike, string | undefined>): void {
  const ownHidden = node.type === 'root' ? undefined : node.fields.hidden
  const inherited = ownHidden ?? hidden
  const chain = [...ancestors, node]
  if (node.type !== 'group') {
    scope = node
    divisionLinks.set(node, hrefOf(node))
  }
  const add = (listing: Listing) => {
    listings.push(listing)
    // A division without an absolute href links to its first visible page.
    if (listing.hidden) return
    for (const ancestor of chain) {
      if (ancestor.type !== 'group' && divisionLinks.get(ancestor) === undefined) divisionLinks.set(ancestor, listing.url)
    }
  }
  if (node instanceof GroupNode && node.root !== undefined) {
    add({ node, url: urlOfPath(node.root), scope, ancestors: chain, hidden: node.rootPage?.hidden ?? inherited })
  }
  for (const child of node.children) {
    if (child instanceof PageNode) {
      if (child.path === undefined) continue
      add({ node: child, url: urlOfPath(child.path), scope, ancestors: chain, hidden: child.page?.hidden ?? inherited })
    } else if (child instanceof OperationNode) {
      const operation = child.operation
      if (!operation) continue
      add({ node: child, url: `/${encodePath(operation.slug)}`, scope, ancestors: chain, hidden: operation.hidden || inherited })
    } else if (child instanceof GroupNode || child instanceof DivisionNode) {
      collect(child, chain, inherited, scope, listings, divisionLinks)
    }
  }
}

function hrefOf(division: DivisionLike): string | undefined {
  return division.type !== 'root' && division.href !== undefined && isAbsoluteHref(division.href) ? division.href : undefined
}
