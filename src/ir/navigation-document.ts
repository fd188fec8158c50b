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
  /**
   * Where selecting it leads a reader in a given version or language, where that is not `link`
   * (a division holding versions or languages, as a versioned tab): its first page in the reader's
   * version (language), and so on down, as Mintlify's tabs, anchors, dropdowns, products and menu
   * items lead. The reader's version is the page's own; on a page under none, the one the reader
   * chose earlier in the session. The first entry whose `version` and `language` (each where
   * given) are the reader's applies ({@link readerLink}); none applies: `link`.
   */
  readerLinks?: ReaderLink[]
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

/** One entry of a division's `readerLinks`: its link for a reader in this version and language (each where given). */
export interface ReaderLink {
  version?: string
  language?: string
  link: string
}

/** The version and language a reader is in (the page's own, else the ones chosen earlier in the session); either may be unknown. */
export interface Reader {
  version?: string | undefined
  language?: string | undefined
}

/** Where a division leads this reader, from its `readerLinks`; undefined when none applies (it leads to its `link`). */
export function readerLink(division: Pick<NavigationDivision, 'readerLinks'>, reader: Reader): string | undefined {
  const entries: unknown = division.readerLinks
  if (!Array.isArray(entries)) return undefined
  // A navigation.json edited by hand may hold anything here: an entry without a string link is passed over.
  for (const entry of entries as ReaderLink[]) {
    if (typeof entry?.link !== 'string') continue
    if ((entry.version === undefined || entry.version === reader.version) && (entry.language === undefined || entry.language === reader.language))
      return entry.link
  }
  return undefined
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
