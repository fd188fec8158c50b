import type { ApiSource } from './openapi.js'
import type { DivisionKind } from './schema.js'
import type { DivisionLike, GroupNode, Listing, PageInfo, PageNode, Settings } from './types.js'

export type { ApiSource } from './openapi.js'

/**
 * The resolved site: every routed URL with its owner, scope, breadcrumbs, neighbours, alternates
 * and switch targets. The routes pass builds the listing table; the site model is made from it
 * when outputs (or `result.site`) need it (emit/site-model.ts), and every output derives from it.
 */

export interface Crumb {
  label: string
  url?: string
}

export interface RouteLink {
  url: string
  title: string
}

/**
 * What a route serves: a page file (`api`: the operation or channel its frontmatter names, found in
 * the specs), or an operation or channel of a spec (a generated page).
 */
export type RouteSource = { kind: 'page'; file: string | null; api?: ApiSource } | ApiSource

export interface Route {
  url: string
  title: string
  source: RouteSource
  version?: string
  language?: string
  /** Divisions from the root to the owning listing: `{kind, label}`. */
  divisions: Array<{ kind: DivisionKind; label: string }>
  breadcrumbs: Crumb[]
  prev?: RouteLink
  next?: RouteLink
  hidden: boolean
  noindex: boolean
  /** Whether search engines index the page (it is in the sitemap), by `seo.indexing` (docs/site.md). */
  indexable: boolean
  /** Why it is not indexed, when it is not: frontmatter `noindex`, hidden from the navigation, or in no navigation. */
  notIndexed?: 'noindex' | 'hidden' | 'not-in-navigation'
  /** `false` for a page file no navigation lists (served, hidden from the navigation); absent for listed routes. */
  listed?: false
  /** Hidden by an element with `searchable: true`: not in the navigation, still indexed (sitemap). */
  searchable?: true
  /**
   * The same page in other languages (code -> URL) and other versions (label -> URL). Frozen: a
   * project kept open shares them between its results while the routes stay the same.
   */
  alternates: Alternates
  /** Where each switcher the page is under takes the reader, for each of its other entries (by label). */
  switchTargets?: SwitchTargets
  /** The description from frontmatter, when there is one. */
  description?: string
  /** Deprecated (frontmatter, or the operation and its `x-mint.metadata`), when it is. */
  deprecated?: true
  /** Frontmatter `mode`: the page's layout on Mintlify (`wide`, `custom`, `frame`, `center`), when given. */
  mode?: string
}

export interface Alternates {
  languages?: Record<string, string>
  versions?: Record<string, string>
}

export interface SwitchTargets {
  versions?: Record<string, string>
  languages?: Record<string, string>
  dropdowns?: Record<string, string>
  /**
   * The other tabs whose link, for a reader on this page, is not the tab's own: a tab holding
   * versions (languages) opens in the reader's version (language), as Mintlify's tab bar does.
   */
  tabs?: Record<string, string>
}

/**
 * What resolve-pages learnt of the pages the navigation lists (their files and frontmatter), by
 * normalised page path; empty with `noFiles`. Kept beside the tree, not on its nodes: the tree is
 * what docs.json says, and a project kept open uses it again while only pages change.
 */
export type PageTable = ReadonlyMap<string, PageInfo>

/** The page a page entry, or a group's root, names, as resolve-pages read it. */
export function pageOf(pages: PageTable | undefined, node: PageNode | GroupNode): PageInfo | undefined {
  const path = node.type === 'page' ? node.path : node.root
  return path === undefined ? undefined : pages?.get(path)
}

/** The site's route keys, with how messages name the page each serves (its page path, or the operation it is generated from). */
export interface RouteNames {
  has(routeKey: string): boolean
  get(routeKey: string): string | undefined
  keys(): IterableIterator<string>
}

/** What the routes pass finds: every listing and the owner of each route; enough for every diagnostic. */
export interface ListingTable {
  /** Every listing, in document order. */
  listings: Listing[]
  /** The listing of a listed node (a node is listed at most once). */
  listingOf(node: Listing['node']): Listing | undefined
  /** The listing that owns each route key (`Listing.routeKey`): the first visible one in document order, else the first. */
  routeOwners: Map<string, Listing>
  /** Every route key and the page it serves, known without making the listings (what a check needs). */
  routeNames: RouteNames
  /** Where each division links: its absolute `href`, else its first visible page; undefined if none. */
  divisionLinks: Map<DivisionLike, string | undefined>
  /** The settings of docs.json routes depend on (`seo.indexing`). */
  settings: Settings
}

/** A page file no navigation lists: Mintlify serves it all the same, at its URL. */
export interface UnlistedPage {
  /** Its page path (the file path without extension) and the route key of its URL. */
  path: string
  routeKey: string
  page: PageInfo
}

/** The files of a project, as Mintlify's file walk finds and sorts them to build a site. */
export interface SiteFiles {
  /** Page files (`.mdx`, `.md`) outside the snippet folders, by project-relative path, in docsnav's walk order (a folder's files before its folders); imported ones are still among them. */
  pages: string[]
  /** Files that can import others (`.mdx`, `.md`, `.jsx`, `.tsx`, snippets included): where imports are looked for. */
  importers: string[]
  /** Every file not ignored, by project-relative path (static files, specs, pages). */
  all: Set<string>
  /** Links not ignored that lead to a file outside the root: never read, though Mintlify reads them. */
  linksOut: string[]
  /** Whether the walk stopped at its limit. */
  truncated: boolean
}

/** What the inventory pass finds beyond the navigation (only when files are read). */
export interface Inventory {
  /** Page files no navigation lists, in the order the project's folders are walked. */
  unlisted: UnlistedPage[]
  /** Every project file Mintlify would not ignore (pages, static files, specs), by project-relative path. */
  files: ReadonlySet<string>
  /** Whether the walk stopped at its limit (then `files` and `unlisted` are incomplete). */
  truncated: boolean
}

/** A route of an earlier build, as its routes.json has it: what comparing builds needs of it. */
export interface PreviousRoute {
  url: string
  title?: string
  source?: RouteSource
}

/** How the site's URLs changed since an earlier build, and which redirect covers each URL that went. */
export interface UrlChanges {
  /** URLs of this build the earlier one did not have, in navigation order. */
  added: string[]
  /** URLs of the earlier build this one does not have (and that did not move), with the redirect that covers each, if one does. */
  removed: Array<{ url: string; redirect?: { source: string; destination: string } }>
  /** Pages whose URL changed: the earlier URL, the new one, and the redirect that covers the earlier one, if one does. */
  moved: Array<{ from: string; to: string; redirect?: { source: string; destination: string } }>
}

/** The resolved site every output is made from: the listings and one route per URL. */
export interface SiteModel {
  /** Every listing, in document order. */
  listings: Listing[]
  /** The listing of a listed node. */
  listingOf(node: Listing['node']): Listing | undefined
  /** The listed pages' files and frontmatter, by page path (empty with `noFiles`). */
  pages: PageTable
  /** The listing that owns each URL: the first visible one in document order, else the first. */
  owners: Map<string, Listing>
  /** Where each division links: its absolute `href`, else its first visible page; undefined if none. */
  divisionLinks: Map<DivisionLike, string | undefined>
  /** One per routed URL, in navigation order (the order of their owning listings). */
  routes: Route[]
}
