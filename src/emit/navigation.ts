import { pageOf, type SiteModel } from '../ir/site.js'
import { labelOf } from './site-model.js'
import { isAbsoluteHref } from '../ir/urls.js'
import { FIELDS, type FieldTable } from '../ir/schema.js'
import type { GlobalLink, NavigationDivision, NavigationDocument, SidebarItem } from '../ir/navigation-document.js'
import { DivisionNode, GlobalNode, GroupNode, OperationNode, PageNode, defaultIndex, type RootNode } from '../ir/types.js'
import { methodBadge } from '../ir/openapi.js'
import { readerLinksOf } from './reader-links.js'

/**
 * `navigation.json`, for renderers: settings, global links, and the division tree — switchers with
 * their default and links, menus, and one sidebar per division that holds groups or pages
 * (its shape: ir/navigation-document.ts).
 */

/** Builds the navigation document from the tree and the site model. */
export function navigationDocument(tree: RootNode, site: SiteModel): NavigationDocument {
  const document = tree.document as Record<string, unknown> | undefined
  const theme = document && typeof document.theme === 'string' ? document.theme : null
  return {
    settings: { theme, drilldown: tree.settings.drilldown ?? null, eyebrows: tree.settings.eyebrows ?? 'section' },
    navigation: division(tree, site, new Map()),
  }
}

function division(node: RootNode | DivisionNode, site: SiteModel, shown: Parameters<typeof readerLinksOf>[2]): NavigationDivision {
  const out: NavigationDivision = { kind: node.type }
  if (node instanceof DivisionNode) {
    out.label = node.label
    copyEmitted(out, node.fields, FIELDS[node.type])
  }
  const link = site.divisionLinks.get(node)
  if (link !== undefined) {
    out.link = link
    if (isAbsoluteHref(link)) out.external = true
  }
  if (node instanceof DivisionNode) {
    const readerLinks = readerLinksOf(node, site.divisionLinks, shown)
    if (readerLinks) out.readerLinks = readerLinks
  }
  const globals = node.children.filter((child): child is GlobalNode => child instanceof GlobalNode)
  if (globals.length > 0)
    out.global = globals.flatMap((global) =>
      global.children
        .filter((entry) => entry.href !== undefined && entry.fields.hidden !== true)
        .map((entry) => {
          const item: GlobalLink = { kind: entry.kind, label: entry.label, href: entry.href! }
          if (entry.fields.icon !== undefined) item.icon = entry.fields.icon
          return item
        }),
    )
  const divisions = node.children.filter((child): child is DivisionNode => child instanceof DivisionNode)
  const key = node.childKey
  if (key === 'menu') out.menu = divisions.map((child) => division(child, site, shown))
  else if (key !== undefined && key !== 'href' && key !== 'groups' && key !== 'pages') {
    const items = divisions.map((child) => division(child, site, shown))
    out.switch = { kind: key, default: defaultIndex(divisions), items }
  }
  // Content: groups and pages written there, and groups generated from a spec.
  const content = node.children.filter((child) => child instanceof GroupNode || child instanceof PageNode || child instanceof OperationNode)
  if (key === 'groups' || key === 'pages' || content.length > 0) out.sidebar = sidebarItems(content, site, true)
  return out
}

function sidebarItems(children: ReadonlyArray<unknown>, site: SiteModel, topLevel: boolean): SidebarItem[] {
  const items: SidebarItem[] = []
  for (const child of children) {
    if (child instanceof GroupNode) {
      if (child.fields.hidden === true) continue
      const nested = sidebarItems(child.children, site, false)
      const listing = site.listingOf(child)
      const root = listing?.url
      const rootHidden = listing?.hidden === true
      if (nested.length === 0 && (root === undefined || rootHidden)) continue
      const group: SidebarItem = {
        type: 'group',
        label: child.label,
        expanded: topLevel || child.fields.expanded === true,
        collapsible: !topLevel,
        items: nested,
      }
      copyEmitted(group, child.fields, FIELDS.group)
      if (root !== undefined && !rootHidden) {
        group.root = root
        group.rootId = child.root!
      }
      items.push(group)
    } else if (child instanceof PageNode || child instanceof OperationNode) {
      const listing = site.listingOf(child)
      if (listing === undefined || listing.hidden) continue
      const url = listing.url
      if (child instanceof PageNode) {
        const page: SidebarItem = { type: 'page', url, title: labelOf(child, site.pages), id: child.path! }
        const info = pageOf(site.pages, child)
        if (info?.icon !== undefined) page.icon = info.icon
        if (info?.tag !== undefined) page.tag = info.tag
        if (info?.deprecated === true) page.deprecated = true
        if (info?.api !== undefined) {
          page.method = info.api.method
          page.openapi = info.api.openapi
        }
        // Frontmatter `url`: the entry links out instead of to the page.
        if (info?.url !== undefined) page.href = info.url
        items.push(page)
      } else {
        const operation = child.operation!
        const page: SidebarItem = { type: 'page', url, title: labelOf(child, site.pages), id: operation.slug, method: methodBadge(operation) }
        if (operation.icon !== undefined) page.icon = operation.icon
        if (operation.tag !== undefined) page.tag = operation.tag
        if (operation.deprecated === true) page.deprecated = true
        items.push(page)
      }
    }
  }
  return items
}

/** Copies the fields the schema marks as shown: as written, or (`when-true`) only a `true`. */
function copyEmitted(target: object, fields: object, specs: FieldTable): void {
  for (const name of Object.keys(specs)) {
    const emit = specs[name]!.emit
    const value = (fields as Record<string, unknown>)[name]
    if (emit === undefined || value === undefined || (emit === 'when-true' && value !== true)) continue
    ;(target as Record<string, unknown>)[name] = value
  }
}
