import type { GlobalLink, NavigationDivision, NavigationDocument, SidebarItem } from '../../ir/navigation-document.js'

/**
 * What every generator target starts from: the sidebars of navigation.json, one per division that
 * holds groups or pages, each with a stable key, the division chain above it and the URL prefix its
 * pages share; plus the site's global links and top-level links.
 */

export interface DivisionSidebar {
  /** Unique, from the division labels (`en-v2-guides`), `docs` for a site without divisions. */
  key: string
  /** The divisions from the root down to this one (the root excluded). */
  chain: NavigationDivision[]
  /** The URL path prefix all its pages share (`/v2/guides/`), `/` when they share none. */
  prefix: string
  items: SidebarItem[]
}

export interface SiteSidebars {
  sidebars: DivisionSidebar[]
  /** The root's global links (shown on every page). */
  global: GlobalLink[]
  /** Divisions that only link somewhere (an `href`, no pages). */
  links: Array<{ chain: NavigationDivision[]; label: string; href: string }>
}

export function siteSidebars(document: NavigationDocument): SiteSidebars {
  const result: SiteSidebars = { sidebars: [], global: document.navigation.global ?? [], links: [] }
  const keys = new Set<string>()
  const visit = (division: NavigationDivision, chain: NavigationDivision[]) => {
    if (division.sidebar) {
      const base =
        chain
          .map((entry) => keyPart(entry.label ?? entry.kind))
          .filter((part) => part !== '')
          .join('-') || 'docs'
      let key = base
      for (let suffix = 2; keys.has(key); suffix++) key = `${base}-${suffix}`
      keys.add(key)
      result.sidebars.push({ key, chain, prefix: commonFolder(idsOf(division.sidebar)), items: division.sidebar })
    } else if (division.external && division.link !== undefined && !division.switch && !division.menu && chain.length > 0) {
      result.links.push({ chain, label: division.label ?? '', href: division.link })
    }
    for (const child of division.switch?.items ?? []) visit(child, [...chain, child])
    for (const child of division.menu ?? []) visit(child, [...chain, child])
  }
  visit(document.navigation, [])
  return result
}

/** The page path (or operation slug) of every page of a sidebar, group roots included, in order. */
function idsOf(items: readonly SidebarItem[], ids: string[] = []): string[] {
  for (const item of items) {
    if (item.type === 'page') ids.push(item.id)
    else {
      if (item.rootId !== undefined) ids.push(item.rootId)
      // Into the same array: spreading a group of 150,000 pages as arguments overflows the stack.
      idsOf(item.items, ids)
    }
  }
  return ids
}

/**
 * The deepest folder all page paths are in, as a URL prefix: `v2/a/x`, `v2/b` -> `/v2/`;
 * `fr/index`, `fr/quickstart` -> `/fr/`. From paths, not URLs: `/fr` may be a folder's index.
 */
function commonFolder(ids: readonly string[]): string {
  if (ids.length === 0) return '/'
  let shared = ids[0]!.split('/').slice(0, -1)
  for (const id of ids.slice(1)) {
    const segments = id.split('/').slice(0, -1)
    let same = 0
    while (same < shared.length && same < segments.length && shared[same] === segments[same]) same++
    shared = shared.slice(0, same)
  }
  return shared.length === 0 ? '/' : `/${shared.join('/')}/`
}

function keyPart(label: string): string {
  return label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Counts what a target cannot express, for its one warning. */
export class Unexpressed {
  private readonly counts = new Map<string, { count: number; how?: string }>()

  /** `feature` names what was lost (`page icons`); `how` what was done instead, if anything. */
  add(feature: string, how?: string, count = 1): void {
    if (count <= 0) return
    const entry = this.counts.get(feature) ?? { count: 0, ...(how === undefined ? {} : { how }) }
    entry.count += count
    this.counts.set(feature, entry)
  }

  /** `page icons: 3 (kept in customProps); empty groups: 1 (left out)`, or undefined when everything fit. */
  describe(): string | undefined {
    if (this.counts.size === 0) return undefined
    return [...this.counts].map(([feature, { count, how }]) => `${feature}: ${count}${how === undefined ? '' : ` (${how})`}`).join('; ')
  }
}
