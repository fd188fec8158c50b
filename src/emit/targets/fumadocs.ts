import type { NavigationDivision, NavigationDocument, SidebarItem } from '../../ir/navigation-document.js'
import type { Icon } from '../../ir/schema.js'
import { Unexpressed, type SiteSidebars } from './sidebars.js'

/** Fumadocs page tree nodes (`fumadocs-core/page-tree`), serialisable. */
export type FumadocsItem = { type: 'page'; name: string; url: string; external?: boolean; icon?: string; $id: string }
export type FumadocsFolder = {
  type: 'folder'
  name: string
  root?: boolean
  defaultOpen?: boolean
  collapsible?: boolean
  /** The group's `icon`, as docs.json gives it (Fumadocs takes a drawn one: `docsnav/fumadocs` draws it). */
  icon?: Icon
  index?: FumadocsItem
  children: FumadocsNode[]
  $id: string
}
export type FumadocsNode = FumadocsItem | FumadocsFolder
export type FumadocsRoot = { name: string; children: FumadocsNode[]; $id: string }
type Item = FumadocsItem
type Folder = FumadocsFolder
type Node = FumadocsNode

/**
 * `fumadocs/page-tree.json`: the serialisable page tree (not `meta.json` files, which would have to
 * mirror the navigation in the folder layout of the pages). Divisions are root folders
 * (`root: true`, Fumadocs' sidebar tabs), groups folders with `defaultOpen`/`collapsible` and the
 * group root as `index`, pages items with their URL.
 */
export function fumadocsPageTree(sites: SiteSidebars, document: NavigationDocument): { files: Record<string, string>; unexpressed?: string } {
  const { tree, unexpressed } = fumadocsRoot(sites, document)
  return { files: { 'fumadocs/page-tree.json': `${JSON.stringify(tree, null, 2)}\n` }, unexpressed }
}

/**
 * The page tree itself, with the division each root folder stands for (`docsnav/fumadocs` serves
 * it to Fumadocs' `loader()`, and picks a page's tabs from it by the divisions' kinds).
 */
export function fumadocsRoot(
  sites: SiteSidebars,
  document: NavigationDocument,
): { tree: FumadocsRoot; divisions: Map<FumadocsFolder, NavigationDivision>; unexpressed?: string } {
  const divisions = new Map<FumadocsFolder, NavigationDivision>()
  const notes = new Unexpressed()
  const ids = new Set<string>()
  const id = (base: string) => {
    let candidate = base
    for (let suffix = 2; ids.has(candidate); suffix++) candidate = `${base}#${suffix}`
    ids.add(candidate)
    return candidate
  }
  const page = (item: Extract<SidebarItem, { type: 'page' }>): Item => {
    const node: Item = { type: 'page', name: item.title, url: item.url, $id: id(item.url) }
    if (item.icon !== undefined) node.icon = item.icon
    if (item.method !== undefined) notes.add('method badges of API pages', "add them with fumadocs-openapi's page tree transformer")
    return node
  }
  const convert = (items: readonly SidebarItem[], path: string): Node[] =>
    items.flatMap((item): Node[] => {
      if (item.type === 'page') return [page(item)]
      const folder: Folder = {
        type: 'folder',
        name: item.label,
        defaultOpen: item.expanded,
        collapsible: item.collapsible,
        children: convert(item.items, `${path}/${item.label}`),
        $id: id(`${path}/${item.label}`),
      }
      if (item.icon !== undefined) folder.icon = item.icon
      if (item.root !== undefined) folder.index = { type: 'page', name: item.label, url: item.root, $id: id(item.root) }
      if (item.tag !== undefined) notes.add('group tags')
      if (folder.children.length === 0 && !folder.index) {
        notes.add('empty groups', 'left out')
        return []
      }
      return [folder]
    })
  const divisionFolder = (division: NavigationDivision, path: string): Node[] => {
    const here = `${path}/${division.label ?? division.kind}`
    const children: Node[] = [
      ...(division.sidebar ? convert(division.sidebar, here) : []),
      ...(division.switch?.items ?? []).flatMap((child) => divisionFolder(child, here)),
      ...(division.menu ?? []).flatMap((child) => divisionFolder(child, here)),
    ]
    if (children.length === 0) {
      if (division.external && division.link !== undefined)
        return [{ type: 'page', name: division.label ?? '', url: division.link, external: true, $id: id(`${here}:link`) }]
      return []
    }
    const folder: Folder = { type: 'folder', name: division.label ?? division.kind, root: true, children, $id: id(here) }
    divisions.set(folder, division)
    return [folder]
  }
  const root = document.navigation
  const children: Node[] = [
    ...(root.sidebar ? convert(root.sidebar, '') : []),
    ...(root.switch?.items ?? []).flatMap((division) => divisionFolder(division, '')),
    ...sites.global.map((link): Item => ({ type: 'page', name: link.label, url: link.href, external: true, $id: id(`global:${link.href}`) })),
  ]
  if ((root.switch?.items ?? []).some((division) => division.switch)) notes.add('nested switchers', 'flattened into nested root folders')
  const tree: FumadocsRoot = { name: 'Docs', children, $id: 'root' }
  const unexpressed = notes.describe()
  return unexpressed === undefined ? { tree, divisions } : { tree, divisions, unexpressed }
}
