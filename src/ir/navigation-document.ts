import type { ChildKey, DivisionKind, ElementKind, FIELDS, FieldsOf } from './schema.js'
import type { DivisionNode } from './types.js'

/**
 * The shape of `navigation.json` (made by emit/navigation.ts), which the renderer and the other
 * generators' targets read: settings, global links, and the division tree — switchers with their
 * default and links, menus, and one sidebar per division that holds groups or pages.
 */

export interface NavigationDocument {
  settings: { theme: string | null; drilldown: boolean | null; eyebrows: 'section' | 'breadcrumbs' }
  navigation: NavigationDivision
}

/** The fields of an element that navigation.json shows, as the schema marks them. */
type EmittedFields<Kinds extends ElementKind> = {
  [Name in keyof FieldsOf<Kinds> as EmittedName<Kinds, Name>]?: FieldsOf<Kinds>[Name]
}
type EmittedName<Kinds extends ElementKind, Name> = {
  [Kind in Kinds]: Name extends keyof (typeof FIELDS)[Kind] ? ((typeof FIELDS)[Kind][Name] extends { emit: 'value' | 'when-true' } ? Name : never) : never
}[Kinds]

export interface NavigationDivision extends EmittedFields<DivisionKind> {
  kind: 'root' | DivisionNode['type']
  label?: string
  /** Where selecting it leads: its absolute `href`, else its first visible page. */
  link?: string
  external?: boolean
  /** Links shown on every page of this division (the root's are the site's). */
  global?: GlobalLink[]
  /** Child divisions, selected with a switcher (tabs, anchors, dropdowns, products, versions, languages). */
  switch?: { kind: Exclude<ChildKey, 'href' | 'groups' | 'pages' | 'menu'>; default: number; items: NavigationDivision[] }
  /** A tab's or product's menu items. */
  menu?: NavigationDivision[]
  /** The sidebar, on divisions that hold groups or pages. */
  sidebar?: SidebarItem[]
}

export interface GlobalLink {
  kind: DivisionNode['type']
  label: string
  href: string
  icon?: unknown
}

export type SidebarItem =
  | ({ type: 'group'; label: string; root?: string; rootId?: string; expanded: boolean; collapsible: boolean; items: SidebarItem[] } & EmittedFields<'group'>)
  | { type: 'page'; url: string; title: string; id: string; icon?: string; method?: string; openapi?: string; tag?: string; deprecated?: true; href?: string }

/**
 * Whether a sidebar page is one generated from an operation (its `id` a route slug, no page file
 * behind it) rather than a page file: one written by hand for an operation has its `openapi` too.
 */
export function isGeneratedPage(item: SidebarItem): boolean {
  return item.type === 'page' && item.method !== undefined && item.openapi === undefined
}
