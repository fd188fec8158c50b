import { readerLink, type NavigationDivision, type Reader, type ReaderLink } from '../ir/navigation-document.js'
import { languageTag } from '../ir/schema.js'
import { isAbsoluteHref } from '../ir/urls.js'
import type { Route } from '../ir/site.js'
import type { Step } from './chain.js'
import { languageName } from './html.js'

/**
 * The parts around a scope's sidebar as data — tabs, menus, global links, switchers, anchors —
 * which the HTML renderer (`parts.ts`) and the integrations (Starlight's components, headless
 * Astro pages) each draw in their own way, from this one reading of navigation.json.
 */

/** One entry of a bar, menu or switcher. */
export interface FrameLink {
  label: string
  /** Where it leads; undefined for a division with nothing to show. */
  href: string | undefined
  current: boolean
  external?: boolean
  icon?: unknown
  /** A language entry's BCP 47 tag. */
  lang?: string
  /**
   * Where it leads a reader in another version or language (navigation.json's `readerLinks`), for
   * a client that remembers the version the reader chose: `href` is for the reader the frame was
   * made for (the page's version, else the one given as remembered).
   */
  readerLinks?: ReaderLink[]
}

/** A tab; one with a menu leads nowhere itself, its menu's entries do. */
export interface FrameTab extends FrameLink {
  menu?: FrameLink[]
}

/** A menu on a division other than a tab (a product's), named after that division. */
export interface FrameMenu {
  label: string
  entries: FrameLink[]
}

export type SwitcherKind = 'products' | 'dropdowns' | 'versions' | 'languages'

/** A product, dropdown, version or language switcher: the division shown, and where each entry leads from this page. */
export interface FrameSwitcher {
  kind: SwitcherKind
  /** What the current entry shows (a language's own name, a product's display name). */
  label: string
  entries: SwitcherEntry[]
}

export interface SwitcherEntry extends FrameLink {
  /** The division's label as docs.json writes it (a language's code): the key of routes.json's `switchTargets`. */
  division: string
}

/** Switch levels whose entries lead to the same page in the other division when there is one (routes.json's `switchTargets`). */
const EQUIVALENT_TARGETS = new Set(['versions', 'languages', 'dropdowns'])
const SWITCHER_KINDS = new Set<string>(['products', 'dropdowns', 'versions', 'languages'])

/** Mintlify keeps a hidden division only while it is the one shown. */
function shown(siblings: readonly NavigationDivision[], selected: NavigationDivision | undefined): NavigationDivision[] {
  return siblings.filter((division) => division.hidden !== true || division === selected)
}

/** What a switcher shows for a division: a language's own name, a product's `name` when it has one (Mintlify's display name). */
export function divisionLabel(division: NavigationDivision, from: string): string {
  const label = division.label ?? ''
  if (from === 'languages') return languageName(label)
  if (from === 'products' && typeof division.name === 'string' && division.name !== '') return division.name
  return label
}

function link(division: NavigationDivision, label: string, href: string | undefined, current: boolean): FrameLink {
  const entry: FrameLink = { label, href, current }
  if (division.external) entry.external = true
  if (division.icon !== undefined) entry.icon = division.icon
  return entry
}

/** An entry that leads where its division leads the reader: with the division's `readerLinks`, for a client that knows the reader better. */
function readerLinked(entry: FrameLink, division: NavigationDivision): FrameLink {
  if (entry.current || !Array.isArray(division.readerLinks)) return entry
  // A navigation.json edited by hand may hold anything here: only entries with a link are kept.
  const readerLinks = (division.readerLinks as unknown[]).filter((item): item is ReaderLink => typeof (item as ReaderLink | null)?.link === 'string')
  if (readerLinks.length > 0) entry.readerLinks = readerLinks
  return entry
}

/** Where a division leads this reader: its first page in the reader's version (language) when that is not its link. */
function linkFor(division: NavigationDivision, reader: Reader): string | undefined {
  return readerLink(division, reader) ?? division.link
}

/** A division's menu items: the hidden ones left out, unless it is the one shown. */
function menuLinks(menu: readonly NavigationDivision[], selected: NavigationDivision | undefined, reader: Reader): FrameLink[] {
  return shown(menu, selected).map((item) =>
    readerLinked(link(item, item.label ?? '', item === selected ? item.link : linkFor(item, reader), item === selected), item),
  )
}

/**
 * The version and language of a chain of divisions (the innermost of each): the reader's, on a
 * page under them; `remembered` (what the reader chose earlier in the session) fills what the page
 * is under none of.
 */
export function readerOf(steps: readonly Step[], remembered?: Reader): Reader {
  let version: string | undefined
  let language: string | undefined
  for (const step of steps) {
    if (step.from === 'versions') version = step.division.label
    else if (step.from === 'languages') language = step.division.label
  }
  return { version: version ?? remembered?.version, language: language ?? remembered?.language }
}

/**
 * The tab levels of a route's chain, each a row of tabs. A tab leads the reader to its first page in
 * the reader's version (language) where navigation.json's `readerLinks` say so, else where
 * `tabTargets` (routes.json's `switchTargets.tabs`) say, else to its link.
 */
export function tabRows(steps: readonly Step[], tabTargets?: Readonly<Record<string, string>>, reader: Reader = readerOf(steps)): FrameTab[][] {
  return steps
    .filter((step) => step.from === 'tabs')
    .map((level) =>
      shown(level.siblings, level.division).map((tab) => {
        const current = tab === level.division
        if (tab.menu && tab.menu.length > 0) {
          const selected = steps.find((step) => step.from === 'menu' && tab.menu!.includes(step.division))?.division
          return { ...link(tab, tab.label ?? '', undefined, current), menu: menuLinks(tab.menu, selected, reader) }
        }
        return readerLinked(
          link(tab, tab.label ?? '', current ? tab.link : (readerLink(tab, reader) ?? tabTargets?.[tab.label ?? ''] ?? tab.link), current),
          tab,
        )
      }),
    )
}

/** The menus of divisions other than tabs on a route's chain (a product's menu). */
export function divisionMenus(steps: readonly Step[], reader: Reader = readerOf(steps)): FrameMenu[] {
  const menus: FrameMenu[] = []
  for (const [index, step] of steps.entries()) {
    const menu = step.division.menu
    if (step.from === 'tabs' || !menu || menu.length === 0) continue
    const selected = steps[index + 1]?.from === 'menu' ? steps[index + 1]!.division : undefined
    menus.push({ label: divisionLabel(step.division, step.from), entries: menuLinks(menu, selected, reader) })
  }
  return menus
}

/** The global links of the root and of every division on the way (shown on every page below them). */
export function globalLinks(root: NavigationDivision, steps: readonly Step[]): FrameLink[] {
  return [root, ...steps.map((step) => step.division)]
    .flatMap((division) => division.global ?? [])
    .map((global) => {
      const entry: FrameLink = { label: global.label, href: global.href, current: false }
      if (isAbsoluteHref(global.href)) entry.external = true
      if (global.icon !== undefined) entry.icon = global.icon
      return entry
    })
}

/** The switchers of a route's chain: one per product, dropdown, version or language level, whose entries lead to the same page there when it exists. */
export function switcherList(steps: readonly Step[], route: Route | undefined, reader: Reader = readerOf(steps)): FrameSwitcher[] {
  const switchers: FrameSwitcher[] = []
  for (const step of steps) {
    if (!SWITCHER_KINDS.has(step.from)) continue
    const kind = step.from as SwitcherKind
    const targets = EQUIVALENT_TARGETS.has(kind) ? route?.switchTargets?.[kind as 'versions' | 'languages' | 'dropdowns'] : undefined
    const entries = shown(step.siblings, step.division).map((division) => {
      const current = division === step.division
      // The current entry stays on the page (its division's link may be another page, or version).
      // A product has no targets of its own: it opens at its first page in the reader's version.
      const product = kind === 'products' && !current
      const target = current ? (route?.url ?? division.link) : product ? linkFor(division, reader) : (targets?.[division.label ?? ''] ?? division.link)
      // Made by adding to the link rather than spread from it: a spread of links of many shapes
      // (with or without an icon, reader links) takes V8's slow path, and made this two thirds of
      // a route's rendering on crewAI (bench/render.js).
      const entry = link(division, divisionLabel(division, kind), target, current) as SwitcherEntry
      if (product) readerLinked(entry, division)
      entry.division = division.label ?? ''
      if (kind === 'languages' && division.label !== undefined) entry.lang = languageTag(division.label)
      return entry
    })
    switchers.push({ kind, label: divisionLabel(step.division, kind), entries })
  }
  return switchers
}

/** The anchors of a route's chain, one list per anchor level. */
export function anchorRows(steps: readonly Step[], reader: Reader = readerOf(steps)): FrameLink[][] {
  return steps
    .filter((step) => step.from === 'anchors')
    .map((step) =>
      shown(step.siblings, step.division).map((anchor) => {
        const current = anchor === step.division
        return readerLinked(link(anchor, anchor.label ?? '', current ? anchor.link : linkFor(anchor, reader), current), anchor)
      }),
    )
}
