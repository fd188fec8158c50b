import { isGeneratedPage, type NavigationDocument, type SidebarItem } from '../../ir/navigation-document.js'
import { Unexpressed, type SiteSidebars } from './sidebars.js'

/** Docusaurus sidebar items, as `@docusaurus/plugin-content-docs` accepts them in `sidebars.json`. */
type DocusaurusItem =
  | { type: 'doc'; id: string; label: string; className?: string; customProps?: Record<string, unknown> }
  | { type: 'link'; href: string; label: string; className?: string }
  | {
      type: 'category'
      label: string
      collapsible: boolean
      collapsed: boolean
      items: DocusaurusItem[]
      link?: { type: 'doc'; id: string }
      customProps?: Record<string, unknown>
    }

/**
 * `docusaurus/sidebars.json`: one sidebar per division. Groups become categories (collapsed state
 * from the group; a group `root` becomes the category's doc link), pages `doc` items by page path,
 * OpenAPI pages `doc` items by their route slug, global links `link` items. A category with neither
 * items nor a link is left out: Docusaurus refuses it. With `generatedPages: 'link'` (docsnav's
 * Docusaurus plugin, which serves the API pages itself), OpenAPI pages are `link` items to their
 * URLs instead: no doc file stands behind them; with `globalLinks: false`, the global links are
 * left to its navbar.
 */
export function docusaurusSidebars(
  sites: SiteSidebars,
  document: NavigationDocument,
  options: DocusaurusSidebarOptions = {},
): { files: Record<string, string>; unexpressed?: string } {
  const notes = new Unexpressed()
  const config: Record<string, DocusaurusItem[]> = {}
  for (const sidebar of sites.sidebars) {
    config[sidebar.key] = [
      ...items(sidebar.items, notes, options),
      ...(options.globalLinks === false ? [] : sites.global.map((link): DocusaurusItem => ({ type: 'link', href: link.href, label: link.label }))),
    ]
  }
  if (sites.sidebars.length > 1) notes.add('switching between divisions', 'each is its own sidebar: add navbar items for them', sites.sidebars.length)
  notes.add('divisions that only link out', 'add them as navbar items', sites.links.length)
  if (document.settings.drilldown !== null) notes.add('drilldown behaviour')
  return { files: { 'docusaurus/sidebars.json': `${JSON.stringify(config, null, 2)}\n` }, unexpressed: notes.describe() }
}

export interface DocusaurusSidebarOptions {
  /** How a page generated from an operation is listed: a `doc` by its route slug (the default: the user writes those docs), or a `link` to its URL. */
  generatedPages?: 'doc' | 'link'
  /** Whether the site's global links end every sidebar (the default), or are left to a navbar that shows them. */
  globalLinks?: boolean
}

function items(source: readonly SidebarItem[], notes: Unexpressed, options: DocusaurusSidebarOptions): DocusaurusItem[] {
  const out: DocusaurusItem[] = []
  for (const item of source) {
    if (item.type === 'page' && options.generatedPages === 'link' && isGeneratedPage(item)) {
      out.push({ type: 'link', href: item.url, label: item.title, className: `api-method ${item.method!.toLowerCase()}` })
      continue
    }
    if (item.type === 'page') {
      const doc: DocusaurusItem = { type: 'doc', id: item.id, label: item.title }
      if (item.method !== undefined) doc.className = `api-method ${item.method.toLowerCase()}`
      if (item.icon !== undefined) {
        doc.customProps = { icon: item.icon }
        notes.add('icons', 'kept in customProps; the default theme does not show them')
      }
      out.push(doc)
      continue
    }
    const children = items(item.items, notes, options)
    if (children.length === 0 && item.rootId === undefined) {
      notes.add('empty groups', 'left out')
      continue
    }
    const category: DocusaurusItem = {
      type: 'category',
      label: item.label,
      collapsible: item.collapsible,
      collapsed: item.collapsible && !item.expanded,
      items: children,
    }
    if (item.rootId !== undefined) category.link = { type: 'doc', id: item.rootId }
    const props: Record<string, unknown> = {}
    if (item.icon !== undefined) props.icon = item.icon
    if (item.tag !== undefined) props.tag = item.tag
    if (Object.keys(props).length > 0) {
      category.customProps = props
      notes.add('group icons and tags', 'kept in customProps; the default theme does not show them')
    }
    out.push(category)
  }
  return out
}
