import type { Context } from '../../ir/context.js'
import { inUnit, kept } from '../../ir/memo.js'
import { operationLabel } from '../../ir/openapi.js'
import type { ListingTable, RouteNames } from '../../ir/site.js'
import { Listing, holdsElements, type DivisionLike, type DivisionNode, type GroupNode, type RootNode, type Settings } from '../../ir/types.js'
import { checkRepeats, type EntryPlace, type RouteEntry, type RouteOwners } from './repeats.js'
import { walkListings, type Container, type HiddenPages, type ListingSink } from './walk.js'

/**
 * Lists every page where the navigation shows it, with its route, and finds who owns each route:
 * the first visible listing in document order. Reports a page listed twice in one sidebar, two
 * pages on one URL, and pages listed both hidden and visible, and finds where each division links
 * (docs/pages-and-routes.md). The routes themselves (breadcrumbs, prev/next, alternates) are
 * derived from this table only when outputs need them (`src/emit/site-model.ts`).
 *
 * The checks need only what each listing is ({@link RouteEntry}); the listing table, with the
 * nodes and their ancestors, is made when something asks for it (a check does not). A project kept
 * open lists again only the parts of the navigation that changed, and checks the listings again
 * only when they changed.
 */
export function routes(tree: RootNode, ctx: Context): void {
  // Of the pages, only whether their frontmatter hides them counts here: the same flags are the same map.
  const flags: Array<string | boolean> = []
  for (const [path, page] of ctx.pages ?? []) if (page.hidden !== undefined) flags.push(path, page.hidden)
  const hiddenPages = kept(
    ctx.memo,
    'hidden-pages',
    '',
    flags,
    (): HiddenPages => new Map(ctx.pages ? [...ctx.pages].flatMap(([path, page]) => (page.hidden === undefined ? [] : [[path, page.hidden]])) : []),
  )
  // The same tree lists the same (its operations too: the tree holds them resolved).
  const entries = kept(ctx.memo, 'routes', '', [tree, hiddenPages], () => listedEntries(tree, ctx, hiddenPages))
  // The last compile's listings while each is the one it had: their owners and checks are kept with them.
  const listed = kept(ctx.memo, 'route-entries', '', entries, () => entries)
  const owners = inUnit(ctx.memo, ctx, 'route-owners', '', [listed], () => checkRepeats(ctx, listed))
  // The same table while the tree and its listings are: what is made from the table is kept with it.
  ctx.listings = kept(ctx.memo, 'listing-table', '', [tree, listed, owners], () => new MadeListingTable(tree, hiddenPages, listed, owners, tree.settings))
}

/** What a unit of the listing walk keeps: the listings of an element, and which is its first visible one. */
interface Listed {
  entries: readonly RouteEntry[]
  first: number
}

/**
 * Every listing of the navigation, in document order. In a project kept open each element is a
 * unit of work, listed again only when it, or what it inherits (hidden, its scope, the element
 * hiding it), changed; where a listing is the same as before, it is the same object.
 */
function listedEntries(tree: RootNode, ctx: Context, hiddenPages: HiddenPages): RouteEntry[] {
  const memo = ctx.memo
  // The listings of the elements being walked, innermost last.
  const lists: RouteEntry[][] = [[]]
  // Listings one after another share their scope and ancestors: their pointer and hider are found once.
  let lastScope: DivisionLike | undefined
  let scopePointer = ''
  let lastAncestors: readonly Container[] | undefined
  let hider: RouteEntry['hiddenBy']
  // An element of the navigation as a unit of work (a project kept open). Made before the sink and
  // given in it, not added to it: a function added to an object becomes a constant of its hidden
  // class, which V8's young-generation collector keeps alive with all it closes over.
  const around: ListingSink<RouteEntry>['around'] =
    memo &&
    ((element, ancestors, hidden, walk) => {
      // An element of pages only is listed again with the one holding it: cheaper than keeping it.
      if (!holdsElements(element)) {
        if (dependsOnSpecs(element)) memo.notKept()
        return walk()
      }
      const scope = element.type === 'group' ? scopeIn(ancestors) : element
      const inputs = [element.raw, hidden, scope.pointer, hiddenByIn(ctx, ancestors)?.pointer, hiddenPages, element.region.source.path, element.region.logical]
      const listed = memo.unit<Listed>(ctx, 'routes-of', element.pointer, inputs, (last) => {
        // Operations' routes depend on their specs and on the slugs of the whole site: not kept.
        if (dependsOnSpecs(element)) memo.notKept()
        lists.push([])
        const first = walk()
        const mine = lists.pop()!
        return { entries: sameAsBefore(mine, last?.entries), first: first === undefined ? -1 : mine.indexOf(first) }
      })
      const into = lists[lists.length - 1]!
      for (const entry of listed.entries) into.push(entry)
      return listed.first === -1 ? undefined : listed.entries[listed.first]
    })
  const sink: ListingSink<RouteEntry> = {
    list(node, routeKey, scope, ancestors, hidden) {
      if (scope !== lastScope) scopePointer = (lastScope = scope).pointer
      if (ancestors !== lastAncestors) hider = hiddenByIn(ctx, (lastAncestors = ancestors))
      const operation = node.type === 'operation' ? node.operation! : undefined
      const entry: RouteEntry = {
        file: node.region.source.path,
        logical: node.region.logical,
        list: node.listPointer,
        index: node.index,
        below: node.type === 'group' ? '/root' : '',
        routeKey,
        hidden,
        scope: scopePointer,
        page: node.type === 'page' ? node.path! : node.type === 'group' ? node.root! : operation!.slug,
        named:
          node.type === 'page'
            ? (node.path ?? node.value)
            : node.type === 'group'
              ? (node.root ?? node.label)
              : `${operationLabel(operation!)} of ${operation!.spec}`,
        generated: node.type === 'operation' && node.generated,
        hiddenBySpec: operation?.hidden === true,
        hiddenBy: hider,
      }
      lists[lists.length - 1]!.push(entry)
      return entry
    },
    visible: (entry) => !entry.hidden,
    around,
  }
  walkListings(tree, hiddenPages, sink)
  return lists[0]!
}

/** Whether an element owns a spec, or lists an operation (resolved or not: a spec that changes may resolve it). */
function dependsOnSpecs(element: DivisionNode | GroupNode): boolean {
  return element.fields.openapi !== undefined || element.fields.asyncapi !== undefined || element.children.some((child) => child.type === 'operation')
}

/** The innermost division among the ancestors: a group's sidebar scope. */
function scopeIn(ancestors: readonly Container[]): DivisionLike {
  for (let index = ancestors.length - 1; index >= 0; index--) {
    const ancestor = ancestors[index]!
    if (ancestor.type !== 'group') return ancestor
  }
  throw new Error('docsnav: a group with no division or root above it')
}

/** The innermost element among the ancestors whose `hidden: true` hides what is below it: its pointer, its kind, and where its `hidden` is written. */
function hiddenByIn(ctx: Context, ancestors: readonly Container[]): RouteEntry['hiddenBy'] {
  for (let index = ancestors.length - 1; index >= 0; index--) {
    const ancestor = ancestors[index]!
    if (ancestor.type === 'root' || ancestor.fields.hidden !== true) continue
    // The key's own file: `hidden` may be written beside a `$ref`.
    const region = ctx.regions.member(ancestor.raw, 'hidden', ancestor.region)
    const pointer = ancestor.pointer
    return { pointer, element: ancestor.type, key: { file: region.source.path, logical: region.logical, list: pointer, index: -1, below: '/hidden' } }
  }
  return undefined
}

/** The listings, with each that is the same as the one at its place before taken from before (so that a listing that did not change is the same object). */
function sameAsBefore(entries: RouteEntry[], before: readonly RouteEntry[] | undefined): RouteEntry[] {
  if (!before) return entries
  return entries.map((entry, index) => {
    const earlier = before[index]
    // Most are the very same: listed by the units within, kept.
    return earlier && (earlier === entry || sameEntry(entry, earlier)) ? earlier : entry
  })
}

function sameEntry(a: RouteEntry, b: RouteEntry): boolean {
  return (
    a.routeKey === b.routeKey &&
    a.page === b.page &&
    a.named === b.named &&
    a.hidden === b.hidden &&
    a.generated === b.generated &&
    a.hiddenBySpec === b.hiddenBySpec &&
    a.scope === b.scope &&
    samePlace(a, b) &&
    a.hiddenBy?.pointer === b.hiddenBy?.pointer &&
    a.hiddenBy?.element === b.hiddenBy?.element &&
    samePlace(a.hiddenBy?.key, b.hiddenBy?.key)
  )
}

function samePlace(a: EntryPlace | undefined, b: EntryPlace | undefined): boolean {
  return (
    a === b ||
    (a !== undefined && b !== undefined && a.file === b.file && a.logical === b.logical && a.list === b.list && a.index === b.index && a.below === b.below)
  )
}

/**
 * The listing table, made from the tree when first asked for (a check needs only the owners'
 * route keys and page names): the same walk as the routes pass's, giving the same listings in the
 * same order, with this compile's nodes.
 */
class MadeListingTable implements ListingTable {
  private made: { listings: Listing[]; divisionLinks: Map<DivisionLike, string | undefined>; owners: Map<string, Listing> } | undefined
  private byNode: Map<Listing['node'], Listing> | undefined

  constructor(
    private readonly tree: RootNode,
    private readonly pages: HiddenPages,
    private readonly entries: readonly RouteEntry[],
    private readonly owners: RouteOwners,
    readonly settings: Settings,
  ) {}

  get routeNames(): RouteNames {
    return this.owners
  }

  get listings(): Listing[] {
    return this.make().listings
  }

  get routeOwners(): Map<string, Listing> {
    return this.make().owners
  }

  get divisionLinks(): Map<DivisionLike, string | undefined> {
    return this.make().divisionLinks
  }

  listingOf(node: Listing['node']): Listing | undefined {
    this.byNode ??= new Map(this.listings.map((listing) => [listing.node, listing]))
    return this.byNode.get(node)
  }

  private make() {
    if (this.made) return this.made
    const listings: Listing[] = []
    const divisionLinks = new Map<DivisionLike, string | undefined>()
    walkListings(this.tree, this.pages, {
      list(node, routeKey, scope, ancestors, hidden) {
        const listing = new Listing(node, routeKey, scope, ancestors, hidden)
        listings.push(listing)
        return listing
      },
      visible: (listing) => !listing.hidden,
      // Set on the way in, so the map keeps document order.
      entering: (division) => divisionLinks.set(division, undefined),
      linked: (division, href, first) => divisionLinks.set(division, href ?? first?.url),
    })
    // Listed as the routes pass listed them: one listing for each of its entries.
    if (listings.length !== this.entries.length)
      throw new Error(`docsnav: the listing table has ${listings.length} listings, the routes pass ${this.entries.length}`)
    const owners = new Map<string, Listing>()
    this.owners.byKey.forEach((index, key) => owners.set(key, listings[index]!))
    return (this.made = { listings, divisionLinks, owners })
  }
}
