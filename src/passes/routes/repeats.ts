import type { Context } from '../../ir/context.js'
import { at, report } from '../../ir/diagnostics/report.js'
import type { RouteNames } from '../../ir/site.js'
import type { Part } from '../../source/locate.js'
import { encodePath } from '../../ir/urls.js'

/**
 * One listing as the checks between listings need it. A project kept open keeps it from one
 * compile to the next for the parts of docs.json that did not change, so it holds no node: its
 * place, its scope and the element hiding it are by file and pointer.
 */
export interface RouteEntry extends EntryPlace {
  // Its own place is where it is listed (a group's root page: at the group's `root`): the fields
  // of a place are its own, not an object of their own (31,000 fewer objects in crewAI's check).
  routeKey: string
  /** The page it names: its page path, a group's root, an operation's slug (a replaced one is the same page). */
  page: string
  /** How messages name that page: its page path, or the operation it is generated from. */
  named: string
  hidden: boolean
  /** A page generated from a spec. */
  generated: boolean
  /** An operation its spec hides (`x-hidden`), listed by an explicit reference. */
  hiddenBySpec: boolean
  /** The pointer of its sidebar scope (the innermost division, or the root). */
  scope: string
  /** The innermost element above it whose `hidden: true` hides it, if any: its pointer, its kind, and where its `hidden` is. */
  hiddenBy: { pointer: string; element: string; key: EntryPlace } | undefined
}

/** A place in the resolved docs.json: the file it is written in (with where that file starts in it) and the pointer. */
export interface EntryPlace {
  file: string
  logical: string
  /** The pointer of the list holding it and its index there (-1: `list` is its own pointer), and what is below. */
  list: string
  index: number
  below: string
}

/** Who owns each route: the first visible listing in document order, else the first. */
export class RouteOwners implements RouteNames {
  constructor(
    /** The owner of each route key, as an index into the listings. */
    readonly byKey: ReadonlyMap<string, number>,
    private readonly entries: readonly RouteEntry[],
  ) {}

  has(routeKey: string): boolean {
    return this.byKey.has(routeKey)
  }

  get(routeKey: string): string | undefined {
    const owner = this.byKey.get(routeKey)
    return owner === undefined ? undefined : this.entries[owner]!.named
  }

  keys(): IterableIterator<string> {
    return this.byKey.keys()
  }
}

/**
 * Finds the owner of each route, and reports what is wrong between listings of one route: two
 * pages on one URL (DN5006), one page twice in one sidebar (DN5005), and pages listed both hidden
 * and visible (DN5004). Most routes are listed once and need one map lookup; the checks between
 * listings run only for the few listed again ({@link Repeats}).
 */
export function checkRepeats(ctx: Context, entries: readonly RouteEntry[]): RouteOwners {
  const byKey = new Map<string, number>()
  const repeats = new Map<string, Repeats>()
  const hiddenAndVisible: Repeats[] = []
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index]!
    const owner = byKey.get(entry.routeKey)
    if (owner === undefined) {
      byKey.set(entry.routeKey, index)
      continue
    }
    let repeated = repeats.get(entry.routeKey)
    // The owner is still the first listing: ownership changes only from the second one on.
    if (!repeated) repeats.set(entry.routeKey, (repeated = new Repeats(entries[owner]!)))
    checkRepeat(ctx, repeated, entry, hiddenAndVisible)
    if (entries[owner]!.hidden && !entry.hidden) byKey.set(entry.routeKey, index)
  }
  reportHiddenAndVisible(ctx, hiddenAndVisible)
  return new RouteOwners(byKey, entries)
}

/**
 * A route listed again: for another page (`x` and `x/index` fold to one URL), DN5006, once per
 * route; for the same page in the same sidebar, DN5005 (two pages on one URL are DN5006 alone).
 * A generated page at the route of a written one was reported as replaced (DN3017), and an
 * `x-hidden` operation shown by an explicit reference is docs/openapi.md's way to list it:
 * neither is a repeat. The same page listed hidden and visible is kept for DN5004.
 */
function checkRepeat(ctx: Context, repeats: Repeats, entry: RouteEntry, hiddenAndVisible: Repeats[]): void {
  const earliest = repeats.earliest
  if (!entry.hiddenBySpec) {
    if (!earliest) repeats.earliest = entry
    else if (earliest.page !== entry.page) {
      if (!repeats.sharedReported) {
        repeats.sharedReported = true
        report(ctx, 'DN5006', placeOf(ctx, entry), { path: entry.page, other: earliest.page, url: urlOf(entry) }, placeOf(ctx, earliest))
      }
    } else if (earliest.hidden !== entry.hidden) {
      if (!repeats.hidden && !repeats.visible) hiddenAndVisible.push(repeats)
      if (earliest.hidden) repeats.hidden ??= earliest
      else repeats.visible ??= earliest
      if (entry.hidden) repeats.hidden ??= entry
      else repeats.visible ??= entry
    }
  }
  const earlier = repeats.firstIn(entry)
  if (earlier && !entry.generated && !earlier.generated && entry.page === earlier.page) {
    report(ctx, 'DN5005', placeOf(ctx, entry), { url: urlOf(entry) }, placeOf(ctx, earlier))
  }
}

/**
 * Pages listed both hidden and visible are shown (Mintlify hides them). One warning per element
 * whose `hidden: true` is overridden, not one per page: a hidden old version that repeats the
 * current one's pages is one decision.
 */
function reportHiddenAndVisible(ctx: Context, hiddenAndVisible: readonly Repeats[]): void {
  const byCause = new Map<string, { cause: NonNullable<RouteEntry['hiddenBy']>; pages: RouteEntry[] }>()
  for (const { hidden, visible } of hiddenAndVisible) {
    const cause = hidden?.hiddenBy
    if (!hidden || !visible || !cause) continue
    let found = byCause.get(cause.pointer)
    if (!found) byCause.set(cause.pointer, (found = { cause, pages: [] }))
    found.pages.push(visible)
  }
  for (const { cause, pages } of byCause.values()) {
    const first = pages[0]!
    report(
      ctx,
      'DN5004',
      placeOf(ctx, cause.key, 'key'),
      {
        count: String(pages.length),
        pages: pages.length === 1 ? 'page' : 'pages',
        element: cause.element === 'menuItem' ? 'menu item' : cause.element,
        url: urlOf(first),
        more: pages.length > 1 ? ` and ${pages.length - 1} more` : '',
      },
      placeOf(ctx, first),
    )
  }
}

/** What the listings of one route have shown so far, once it is listed a second time. */
class Repeats {
  /** The first listing that is not an `x-hidden` operation. */
  earliest: RouteEntry | undefined = undefined
  /** Whether two pages on this route were reported (DN5006, once per route). */
  sharedReported = false
  /** The first hidden and the first visible listing of the same page, once both kinds are known. */
  hidden: RouteEntry | undefined = undefined
  visible: RouteEntry | undefined = undefined
  /** The first listing in each sidebar scope. */
  private readonly inScope = new Map<string, RouteEntry>()

  constructor(first: RouteEntry) {
    if (!first.hiddenBySpec) this.earliest = first
    this.inScope.set(first.scope, first)
  }

  /** The first listing of this route in the entry's scope before it; records the entry when it is the first. */
  firstIn(entry: RouteEntry): RouteEntry | undefined {
    const earlier = this.inScope.get(entry.scope)
    if (!earlier) this.inScope.set(entry.scope, entry)
    return earlier
  }
}

function urlOf(entry: RouteEntry): string {
  return `/${encodePath(entry.routeKey)}`
}

/** A place of an entry, in this compile's text of its file. */
function placeOf(ctx: Context, place: EntryPlace, part: Part = 'value') {
  const pointer = place.index === -1 ? place.list : `${place.list}/${place.index}`
  return at({ source: ctx.regions.sourceOf(place.file)!, logical: place.logical }, pointer + place.below, part)
}
