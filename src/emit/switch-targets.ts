import { defineOwn } from '../ir/json-values.js'
import type { Route, SwitchTargets } from '../ir/site.js'
import { DivisionNode, GroupNode, nearestOf, type DivisionLike, type Listing } from '../ir/types.js'
import { isAbsoluteHref } from '../ir/urls.js'
import { sameInOtherDivision } from './alternates.js'

/**
 * Where each switcher of a page takes the reader, as Mintlify's switchers do
 * (docs/pages-and-routes.md, "Switch targets"), for every other visible entry of the version,
 * language and dropdown switchers the page is under:
 * - a version: the page's alternate there (the same page, or the same page by URL); else the
 *   first page there of a group, in a `groups` list, named as one holding the page here; else the
 *   first page there; else (none there) the first page under a version of that label elsewhere,
 *   else the first page under no version;
 * - a language: the page's alternate there; else the first page there; else as for versions;
 * - a dropdown: its absolute `href`; else the same page there; else the first page there whose URL
 *   differs from this one by one segment (the version rule); else the dropdown's link, else `/`.
 * "First" is in navigation order, hidden pages included, as Mintlify's walk includes them.
 */
export function switchTargetsOf(routes: readonly Route[], listings: readonly Listing[], divisionLinks: ReadonlyMap<DivisionLike, string | undefined>): void {
  const contents = contentsOfSwitchers(listings)
  if (contents.size === 0) return
  const fallbacks = fallbacksOf(listings)
  // What showsSomething found, by node: asked for every route, of the same few divisions.
  const shown = new Map<DivisionNode | GroupNode, boolean>()
  const listingsOf = new Map<string, Listing[]>()
  for (const listing of listings) {
    const same = listingsOf.get(listing.url)
    if (same) same.push(listing)
    else listingsOf.set(listing.url, [listing])
  }
  for (const route of routes) {
    const all = listingsOf.get(route.url)!
    const current = currentListing(route, all)
    // In a version, language or dropdown Mintlify's client finds nothing to show in (its groups all
    // hidden, ...), it does not find the page either: no switcher of the page has targets.
    if (current.ancestors.some((ancestor) => ancestor instanceof DivisionNode && SWITCHED.has(ancestor.type) && !showsSomething(ancestor, shown))) {
      route.switchTargets = {}
      continue
    }
    const targets: SwitchTargets = {}
    for (let index = 0; index < current.ancestors.length; index++) {
      const division = current.ancestors[index]
      if (!(division instanceof DivisionNode) || !SWITCHED.has(division.type)) continue
      // Such a division is no entry of its switcher either.
      const others = (current.ancestors[index - 1]!.children as unknown[]).filter(
        (child): child is DivisionNode =>
          child instanceof DivisionNode && child.type === division.type && child !== division && child.fields.hidden !== true && showsSomething(child, shown),
      )
      if (others.length === 0) continue
      const found: Record<string, string> = {}
      for (const other of others) {
        const url =
          targetIn(other, route, division, all, contents.get(other), divisionLinks) ?? fallbacks.get(other.type as 'version' | 'language')?.(other.label)
        if (url !== undefined) defineOwn(found, other.label, url)
      }
      targets[FIELD[division.type as Switched]] = found
    }
    const tabs = tabTargetsOf(current, route, divisionLinks, shown)
    if (tabs) targets.tabs = tabs
    if (Object.keys(targets).length > 0) route.switchTargets = targets
  }
}

type Switched = 'version' | 'language' | 'dropdown'
const SWITCHED = new Set<string>(['version', 'language', 'dropdown'])
const FIELD = { version: 'versions', language: 'languages', dropdown: 'dropdowns' } as const

/** What a switcher's entry holds, for finding targets in it. */
interface Contents {
  /** Every listing under it, in navigation order. */
  listings: Listing[]
  /** For versions: where in `listings` each top-level group's first listing is, by the group's label. */
  firstInGroup: Map<string, number>
  /** For dropdowns: the listings Mintlify's dropdown walk reaches (not inside a hidden group or division), by URL too. */
  reachable: Listing[]
  reachableUrls: Set<string>
}

/** What each version, language and dropdown holds. */
function contentsOfSwitchers(listings: readonly Listing[]): Map<DivisionNode, Contents> {
  const contents = new Map<DivisionNode, Contents>()
  for (const listing of listings) {
    for (const ancestor of listing.ancestors) {
      if (!(ancestor instanceof DivisionNode) || !SWITCHED.has(ancestor.type)) continue
      let under = contents.get(ancestor)
      if (!under) contents.set(ancestor, (under = { listings: [], firstInGroup: new Map(), reachable: [], reachableUrls: new Set() }))
      under.listings.push(listing)
      if (ancestor.type === 'version') {
        const group = topGroupOf(listing)
        if (group && !under.firstInGroup.has(group.label)) under.firstInGroup.set(group.label, under.listings.length - 1)
      } else if (ancestor.type === 'dropdown' && !hiddenBetween(listing, ancestor)) {
        under.reachable.push(listing)
        under.reachableUrls.add(listing.url)
      }
    }
  }
  return contents
}

/**
 * Where a version (language) with no page of its own switches to, as on Mintlify: the first page
 * under a version (language) of the same label elsewhere, else the first page under none.
 */
function fallbacksOf(listings: readonly Listing[]): Map<'version' | 'language', (label: string) => string | undefined> {
  const fallbacks = new Map<'version' | 'language', (label: string) => string | undefined>()
  for (const kind of ['version', 'language'] as const) {
    const firstByLabel = new Map<string, string>()
    let firstUnder: string | undefined
    for (const listing of listings) {
      const label = nearestOf(listing, kind)?.label
      if (label === undefined) firstUnder ??= listing.url
      else if (!firstByLabel.has(label)) firstByLabel.set(label, listing.url)
    }
    fallbacks.set(kind, (label) => firstByLabel.get(label) ?? firstUnder)
  }
  return fallbacks
}

/** The listing the reader is on: the one under the route's own version and language (the default's, for a shared page). */
function currentListing(route: Route, all: readonly Listing[]): Listing {
  return all.find((listing) => nearestOf(listing, 'version')?.label === route.version && nearestOf(listing, 'language')?.label === route.language) ?? all[0]!
}

function targetIn(
  other: DivisionNode,
  route: Route,
  here: DivisionNode,
  all: readonly Listing[],
  inside: Contents | undefined,
  divisionLinks: ReadonlyMap<DivisionLike, string | undefined>,
): string | undefined {
  if (other.type === 'dropdown') {
    if (other.href !== undefined && isAbsoluteHref(other.href)) return other.href
    if (inside?.reachableUrls.has(route.url)) return route.url
    return (
      inside?.reachable.find((listing) => sameInOtherDivision(listing.url, route.url, 'version'))?.url ??
      // Else, where it holds versions, the reader's version is kept: its first page there.
      (route.version === undefined ? undefined : inside?.reachable.find((listing) => nearestOf(listing, 'version')?.label === route.version)?.url) ??
      divisionLinks.get(other) ??
      '/'
    )
  }
  const alternate = (other.type === 'version' ? route.alternates.versions : route.alternates.languages)?.[other.label]
  if (alternate !== undefined) return alternate
  if (other.type === 'version' && inside !== undefined) {
    // The first page there of a group (in a `groups` list) named as one holding the page here.
    let first = Infinity
    for (const listing of all) {
      const group = listing.ancestors.includes(here) ? topGroupOf(listing) : undefined
      first = Math.min(first, (group && inside.firstInGroup.get(group.label)) ?? Infinity)
    }
    if (first !== Infinity) return inside.listings[first]!.url
  }
  return inside?.listings[0]?.url
}

/**
 * The group of a division's `groups` list that holds a listing (a group's root page is held by the
 * group itself); none for pages in a `pages` list. Mintlify matches groups by name only there.
 */
function topGroupOf(listing: Listing): GroupNode | undefined {
  const chain = listing.node instanceof GroupNode ? [...listing.ancestors, listing.node] : listing.ancestors
  const index = chain.findIndex((ancestor) => ancestor instanceof GroupNode)
  if (index < 1) return undefined
  const parent = chain[index - 1] as DivisionLike
  return parent.childKey === 'groups' ? (chain[index] as GroupNode) : undefined
}

/** Whether a group or division between `division` and the listing is hidden (Mintlify's dropdown walk skips those). */
function hiddenBetween(listing: Listing, division: DivisionNode): boolean {
  const from = listing.ancestors.indexOf(division)
  for (let index = from + 1; index < listing.ancestors.length; index++) {
    const ancestor = listing.ancestors[index]!
    if (ancestor.type !== 'root' && ancestor.fields.hidden === true) return true
  }
  return listing.node instanceof GroupNode && listing.node.fields.hidden === true
}

/**
 * Whether Mintlify's client finds something to show in a division or group (`isDivisionAccessible`
 * in its `filterDivisions`, for a reader in no user group): not a `groups` list that is empty or
 * all hidden, not a list of divisions all hidden, not an empty `pages` list; then anything inside
 * that shows something. A page, a link or an empty element shows something.
 */
export function showsSomething(node: DivisionNode | GroupNode, known: Map<DivisionNode | GroupNode, boolean>): boolean {
  let shows = known.get(node)
  if (shows !== undefined) return shows
  const inside = (child: DivisionNode | GroupNode) => showsSomething(child, known)
  if (node instanceof GroupNode) shows = node.root !== undefined || node.children.some((child) => !(child instanceof GroupNode) || inside(child))
  else if (node.childKey === 'groups') {
    const groups = node.children.filter((child): child is GroupNode => child instanceof GroupNode)
    shows = groups.length > 0 && !groups.every((group) => group.fields.hidden === true) && groups.some(inside)
  } else if (node.childKey === 'pages') shows = node.children.some((child) => child.type !== 'global')
  else if (node.childKey === undefined || node.childKey === 'href') shows = true
  else {
    const divisions = node.children.filter((child): child is DivisionNode => child instanceof DivisionNode)
    shows = !divisions.every((division) => division.fields.hidden === true) && divisions.some(inside)
  }
  known.set(node, shows)
  return shows
}

/**
 * Where the other tabs of the page's tab bar lead a reader on it, where that is not the tab's own
 * link: a tab holding versions (languages) opens at its first page in the reader's version
 * (language), as Mintlify's `getFirstPageFromCurrentDivisions` finds it; a tab that links out keeps
 * its link.
 */
function tabTargetsOf(
  current: Listing,
  route: Route,
  divisionLinks: ReadonlyMap<DivisionLike, string | undefined>,
  shown: Map<DivisionNode | GroupNode, boolean>,
): Record<string, string> | undefined {
  const at = current.ancestors.findIndex((ancestor) => ancestor instanceof DivisionNode && ancestor.type === 'tab')
  if (at < 1) return undefined
  let found: Record<string, string> | undefined
  for (const other of current.ancestors[at - 1]!.children as unknown[]) {
    if (!(other instanceof DivisionNode) || other.type !== 'tab' || other === current.ancestors[at] || other.fields.hidden === true) continue
    if (other.href !== undefined && isAbsoluteHref(other.href)) continue
    const selected = inReadersDivision(other, route, shown)
    const url = selected === other ? undefined : divisionLinks.get(selected)
    if (url !== undefined && url !== divisionLinks.get(other)) defineOwn((found ??= {}), other.label, url)
  }
  return found
}

/**
 * The reader's version (language) below a division holding versions (languages), and so on down;
 * the division itself when it holds none. A reader on a page under no version is in the default one
 * (the one marked `default`), as Mintlify's client has it.
 */
function inReadersDivision(node: DivisionNode, route: Route, shown: Map<DivisionNode | GroupNode, boolean>): DivisionNode {
  const kind = node.childKey === 'versions' ? 'version' : node.childKey === 'languages' ? 'language' : undefined
  if (kind === undefined) return node
  const marked = node.children.find((child): child is DivisionNode => child instanceof DivisionNode && child.fields.default === true)
  const wanted = route[kind] ?? marked?.label
  if (wanted === undefined) return node
  const selected = node.children.find(
    (child): child is DivisionNode => child instanceof DivisionNode && child.type === kind && child.label === wanted && showsSomething(child, shown),
  )
  return selected === undefined ? node : inReadersDivision(selected, route, shown)
}
