import { isGeneratedPage, type NavigationDocument, type SidebarItem } from '../../ir/navigation-document.js'
import { type DivisionSidebar, Unexpressed, type SiteSidebars } from './sidebars.js'
import { yaml } from '../../source/yaml-libraries.js'

export type NavEntry = string | { [title: string]: string | NavEntry[] }

export interface MkdocsNavOptions {
  /** The Markdown file written for a page generated from an operation, by its URL (`docsnav mkdocs` writes one); without, the page is a link to its URL. */
  generatedPageFile?: (url: string) => string | undefined
}

/**
 * `mkdocs/nav.yml`: the `nav` block of mkdocs.yml. Sections are single-key maps; pages
 * `Title: path.md` (MkDocs reads Markdown, so `.mdx` pages are named `.md`: convert or rename them);
 * a group root page is the section's first, untitled child (a section page with Material's
 * `navigation.indexes`); OpenAPI pages and external links are links. Several divisions become
 * top-level sections (Material's `navigation.tabs`).
 */
export function mkdocsNav(
  sites: SiteSidebars,
  _document: NavigationDocument,
  options: MkdocsNavOptions = {},
): { files: Record<string, string>; unexpressed?: string } {
  const { nav, unexpressed } = mkdocsNavEntries(sites, options)
  // YAML 1.1, as MkDocs reads it (PyYAML): a label `no` or `12:30` is quoted, not a boolean or a number there.
  return { files: { 'mkdocs/nav.yml': yaml().stringify({ nav }, { lineWidth: 0, version: '1.1' }) }, unexpressed }
}

/** The label of a division's top-level section, when the site has several: its chain (`en / v2 / Guides`). */
export function mkdocsDivisionLabel(sidebar: DivisionSidebar): string {
  return sidebar.chain.map((division) => division.label).join(' / ') || 'Docs'
}

/** The `nav` block as data, for a writer of the whole config (`docsnav mkdocs`): what {@link mkdocsNav} writes as YAML. */
export function mkdocsNavEntries(sites: SiteSidebars, options: MkdocsNavOptions = {}): { nav: NavEntry[]; unexpressed?: string } {
  const notes = new Unexpressed()
  const convert = (items: readonly SidebarItem[]): NavEntry[] =>
    items.flatMap((item): NavEntry[] => {
      if (item.type === 'page') {
        if (isGeneratedPage(item)) {
          if (options.generatedPageFile === undefined) notes.add('API pages', 'links to their URLs: MkDocs builds no page for them')
          return [{ [item.title]: options.generatedPageFile?.(item.url) ?? item.url }]
        }
        if (item.icon !== undefined) notes.add('page icons', "set `icon` in the page's front matter with Material")
        return [{ [item.title]: `${item.id}.md` }]
      }
      const children = convert(item.items)
      if (item.rootId !== undefined) {
        children.unshift(`${item.rootId}.md`)
        notes.add('group root pages', "first child of the section; needs Material's navigation.indexes")
      }
      if (children.length === 0) {
        notes.add('empty groups', 'left out')
        return []
      }
      notes.add('per-section collapsed state', 'MkDocs has one setting for all sections')
      if (item.icon !== undefined || item.tag !== undefined) notes.add('group icons and tags')
      return [{ [item.label]: children }]
    })
  const globals: NavEntry[] = sites.global.map((link) => ({ [link.label]: link.href }))
  const nav: NavEntry[] =
    sites.sidebars.length === 1
      ? [...convert(sites.sidebars[0]!.items), ...globals]
      : [
          ...sites.sidebars.map((sidebar): NavEntry => ({ [mkdocsDivisionLabel(sidebar)]: convert(sidebar.items) })),
          ...sites.links.map((link): NavEntry => ({ [link.chain.map((division) => division.label).join(' / ')]: link.href })),
          ...globals,
        ]
  if (sites.sidebars.length > 1) notes.add('switchers between divisions', "each division is a top-level section; use Material's navigation.tabs")
  return { nav, unexpressed: notes.describe() }
}
