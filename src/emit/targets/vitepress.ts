import type { NavigationDivision, NavigationDocument, SidebarItem } from '../../ir/navigation-document.js'
import { Unexpressed, type SiteSidebars } from './sidebars.js'

/** A VitePress sidebar item (`DefaultTheme.SidebarItem`). */
export type VitePressItem = { text: string; link?: string; items?: VitePressItem[]; collapsed?: boolean }
type NavItem = { text: string; link: string } | { text: string; items: Array<{ text: string; link: string }> }

/**
 * `vitepress/sidebar.json`: a multi-sidebar keyed by the URL prefix each division's pages share
 * (VitePress picks the longest matching prefix), items `{text, link, items, collapsed}` with
 * `collapsed` always set; and `vitepress/nav.json` for the top bar (divisions and global links).
 */
export function vitepressConfig(sites: SiteSidebars, document: NavigationDocument): { files: Record<string, string>; unexpressed?: string } {
  const notes = new Unexpressed()
  const sidebar: Record<string, VitePressItem[]> = {}
  for (const division of sites.sidebars) {
    if (Object.hasOwn(sidebar, division.prefix)) {
      notes.add('divisions whose pages share a path prefix with another', "only the first one's sidebar is used")
      continue
    }
    sidebar[division.prefix] = vitepressItems(division.items, notes)
  }
  const nav: NavItem[] = [...navItems(document.navigation), ...sites.global.map((link) => ({ text: link.label, link: link.href }))]
  return {
    files: {
      'vitepress/sidebar.json': `${JSON.stringify(sidebar, null, 2)}\n`,
      'vitepress/nav.json': `${JSON.stringify(nav, null, 2)}\n`,
    },
    unexpressed: notes.describe(),
  }
}

/**
 * A division's sidebar as VitePress items; `linkOf` writes a page's URL as the VitePress site links
 * it (docsnav/vitepress links a folder's index page with a trailing slash, which VitePress needs to
 * mark it current).
 */
export function vitepressItems(source: readonly SidebarItem[], notes: Unexpressed, linkOf: (url: string) => string = (url) => url): VitePressItem[] {
  return source.flatMap((item): VitePressItem[] => {
    if (item.type === 'page') {
      if (item.icon !== undefined) notes.add('page icons')
      if (item.method !== undefined) notes.add('method badges of API pages')
      return [{ text: item.title, link: linkOf(item.url) }]
    }
    const children = vitepressItems(item.items, notes, linkOf)
    if (children.length === 0 && item.root === undefined) {
      notes.add('empty groups', 'left out')
      return []
    }
    if (!item.collapsible) notes.add('groups that cannot be collapsed', 'collapsed is always set, so they can')
    if (item.icon !== undefined || item.tag !== undefined) notes.add('group icons and tags')
    const group: VitePressItem = { text: item.label, collapsed: item.collapsible && !item.expanded, items: children }
    if (item.root !== undefined) group.link = linkOf(item.root)
    return [group]
  })
}

/** The top bar: the root's child divisions, one level of nesting for their own children. */
function navItems(root: NavigationDivision): NavItem[] {
  return (root.switch?.items ?? [])
    .filter((division) => division.link !== undefined)
    .map((division): NavItem => {
      const children = (division.switch?.items ?? []).filter((child) => child.link !== undefined)
      if (children.length > 1) return { text: division.label ?? '', items: children.map((child) => ({ text: child.label ?? '', link: child.link! })) }
      return { text: division.label ?? '', link: division.link! }
    })
}
