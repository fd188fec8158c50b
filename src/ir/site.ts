import type { DivisionKind } from './schema.js'
import type { DivisionNode, GroupNode, OperationNode, PageNode, RootNode } from './types.js'

/**
 * The resolved site: every routed URL with its owner, scope, breadcrumbs, neighbours and
 * alternates. Built once by the routes pass; every output is derived from it and the tree.
 */

/** A division or the root: what holds a sidebar, and what a link in a switcher leads to. */
export type DivisionLike = RootNode | DivisionNode

/** One place a page is listed in the navigation. */
export interface Listing {
  /** The entry: a page, an operation, or a group whose `root` is the page. */
  node: PageNode | OperationNode | GroupNode
  url: string
  /** The innermost division (or the root) the listing is in: its sidebar scope. */
  scope: DivisionLike
  /** Divisions and groups from the root down to the listing (not the listing itself). */
  ancestors: Array<DivisionLike | GroupNode>
  hidden: boolean
}

export interface Crumb {
  label: string
  url?: string
}

export interface RouteLink {
  url: string
  title: string
}

export type RouteSource =
  | { kind: 'page'; file: string | null }
  | { kind: 'openapi'; spec: string; method: string; path: string; operationId?: string }

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
  /** The same page in other languages (code -> URL) and other versions (label -> URL). */
  alternates: Alternates
  /** The description from frontmatter, when there is one. */
  description?: string
}

export interface Alternates {
  languages?: Record<string, string>
  versions?: Record<string, string>
}

/** What the routes pass finds: every listing, its owner and URL; enough for every diagnostic. */
export interface ListingTable {
  /** Every listing, in document order. */
  listings: Listing[]
  /** The listing that owns each URL (first visible listing in document order, else the first). */
  owners: Map<string, Listing>
  /** Where each division links: its absolute `href`, else its first visible page; undefined if none. */
  divisionLinks: Map<DivisionLike, string | undefined>
  /** Each listing node's URL (a page listed twice has two nodes with the same URL). */
  urls: Map<PageNode | OperationNode | GroupNode, string>
  /** Whether each listing is hidden (element chain and frontmatter). */
  hiddenListings: Set<PageNode | OperationNode | GroupNode>
}

/** The resolved site every output is made from: the listing table and one route per URL. */
export interface SiteModel extends ListingTable {
  /** One per routed URL, in navigation order (the order of their owning listings). */
  routes: Route[]
}
