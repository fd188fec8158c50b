import type { NavigationDivision } from '../ir/navigation-document.js'
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

/** A division's menu items: the hidden ones left out, unless it is the one shown. */
function menuLinks(menu: readonly NavigationDivision[], selected: NavigationDivision | undefined): FrameLink[] {
  return shown(menu, selected).map((item) => link(item, item.label ?? '', item.link, item === selected))
}

/**
 * The tab levels of a route's chain, each a row of tabs. `tabTargets` (routes.json's
 * `switchTargets.tabs`) are where tabs lead a reader in a version or language other than their link.
 */
export function tabRows(steps: readonly Step[], tabTargets?: Readonly<Record<string, string>>): FrameTab[][] {
  return steps
    .filter((step) => step.from === 'tabs')
    .map((level) =>
      shown(level.siblings, level.division).map((tab) => {
        const current = tab === level.division
        if (tab.menu && tab.menu.length > 0) {
          const selected = steps.find((step) => step.from === 'menu' && tab.menu!.includes(step.division))?.division
          return { ...link(tab, tab.label ?? '', undefined, current), menu: menuLinks(tab.menu, selected) }
        }
        return link(tab, tab.label ?? '', current ? tab.link : (tabTargets?.[tab.label ?? ''] ?? tab.link), current)
      }),
    )
}

/** The menus of divisions other than tabs on a route's chain (a product's menu). */
export function divisionMenus(steps: readonly Step[]): FrameMenu[] {
  const menus: FrameMenu[] = []
  for (const [index, step] of steps.entries()) {
    const menu = step.division.menu
    if (step.from === 'tabs' || !menu || menu.length === 0) continue
    const selected = steps[index + 1]?.from === 'menu' ? steps[index + 1]!.division : undefined
    menus.push({ label: divisionLabel(step.division, step.from), entries: menuLinks(menu, selected) })
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
export function switcherList(steps: readonly Step[], route: Route | undefined): FrameSwitcher[] {
  const switchers: FrameSwitcher[] = []
  for (const step of steps) {
    if (!SWITCHER_KINDS.has(step.from)) continue
    const kind = step.from as SwitcherKind
    const targets = EQUIVALENT_TARGETS.has(kind) ? route?.switchTargets?.[kind as 'versions' | 'languages' | 'dropdowns'] : undefined
    const entries = shown(step.siblings, step.division).map((division) => {
      const current = division === step.division
      // The current entry stays on the page (its division's link may be another page, or version).
      const entry: SwitcherEntry = {
        ...link(division, divisionLabel(division, kind), current ? (route?.url ?? division.link) : (targets?.[division.label ?? ''] ?? division.link), current),
        division: division.label ?? '',
      }
      if (kind === 'languages' && division.label !== undefined) entry.lang = languageTag(division.label)
      return entry
    })
    switchers.push({ kind, label: divisionLabel(step.division, kind), entries })
  }
  return switchers
}

/** The anchors of a route's chain, one list per anchor level. */
export function anchorRows(steps: readonly Step[]): FrameLink[][] {
  return steps
    .filter((step) => step.from === 'anchors')
    .map((step) => shown(step.siblings, step.division).map((anchor) => link(anchor, anchor.label ?? '', anchor.link, anchor === step.division)))
}
