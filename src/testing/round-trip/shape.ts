import type { CompileResult } from '../../compile/compile.js'
import { navigationDocument } from '../../emit/navigation.js'
import type { NavigationDivision, SidebarItem } from '../../ir/navigation-document.js'

/**
 * What a round trip through another generator must keep of a site's navigation: its sidebars in
 * order (labels, URLs, groups and group roots), the divisions above each, and which URLs are
 * hidden. Compared as plain data, after each target's `keeps` drops what the target reports it
 * cannot express (DN6002).
 */
export interface NavigationShape {
  sidebars: SidebarShape[]
  /**
   * The URLs of the pages served but not shown, sorted: those the navigation hides, and page files
   * it does not list. Both are a page no sidebar leads to, which is what every generator makes of
   * a page file its sidebar does not name: the two are one thing after a round trip.
   */
  hidden: string[]
}

export interface SidebarShape {
  /** The divisions from the root down to this sidebar's, as `kind:label` (`tab:Guides`, `version:v2`). */
  chain: string[]
  items: ShapeItem[]
}

export type ShapeItem = { page: string; url: string } | { group: string; root?: string; items: ShapeItem[] }

/** The shape of a compiled site's navigation; undefined when the compile has no site. */
export function navigationShape(result: CompileResult): NavigationShape | undefined {
  if (!result.site) return undefined
  const sidebars: SidebarShape[] = []
  const visit = (division: NavigationDivision, chain: string[]) => {
    if (division.sidebar) sidebars.push({ chain, items: itemsOf(division.sidebar) })
    for (const child of [...(division.switch?.items ?? []), ...(division.menu ?? [])]) visit(child, [...chain, `${child.kind}:${child.label ?? ''}`])
  }
  visit(navigationDocument(result.tree, result.site).navigation, [])
  const hidden = result.site.routes
    .filter((route) => route.hidden)
    .map((route) => route.url)
    .sort()
  return { sidebars, hidden }
}

function itemsOf(items: readonly SidebarItem[]): ShapeItem[] {
  return items.map((item) =>
    item.type === 'page'
      ? { page: item.title, url: item.url }
      : { group: item.label, ...(item.root === undefined ? {} : { root: item.root }), items: itemsOf(item.items) },
  )
}
