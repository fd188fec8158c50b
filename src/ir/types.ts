import type { Node, Parent, Position } from 'unist'
import { pointAt, type Region } from '../source/source-file.js'
import { at, resolvePlace } from './diagnostics/report.js'
import type { ApiSource, ResolvedOperation } from './openapi.js'
import type { OperationReference } from './page-entry.js'
import type { ChildKey, DivisionKind, FieldsOf, GlobalEntryFields, GlobalKind, Settings } from './schema.js'
import { encodePath } from './urls.js'
import type { JsonRecord } from './json-values.js'
import type { Redirect } from './redirects.js'

export type { Settings } from './schema.js'

/**
 * The navigation tree: one unist node per element of `navigation`. Nodes are classes only so that
 * `position` can be computed when first read: a 20,000-page config needs positions for the few
 * nodes a diagnostic names, not for all of them.
 *
 * The tree is what docs.json says, with its specs' operations resolved and generated: the passes
 * of the navigation stage make it, and nothing after them changes it. What later passes learn is
 * kept beside it (the page table, the listing table), so that a project kept open can use the
 * same tree again while docs.json and its specs are unchanged.
 */

export interface NavData {
  /** RFC 6901 pointer to the element in the resolved docs.json (after `$ref` includes). */
  pointer: string
  /** The file the element was written in, relative to the project root. */
  file: string
}

/**
 * `data` of the nodes that were asked for it, kept beside them: a 20,000-page tree has no field to
 * spare for what a few nodes use.
 */
const nodeData = new WeakMap<NavNode, NavData>()

export abstract class NavNode implements Node {
  abstract readonly type: string
  /** The JSON value the node was built from. Left out of `toJSON`, so trees serialise cleanly. */
  abstract readonly raw: unknown
  /** Which file the element was written in, for positions. */
  readonly region: Region
  /** Pointer of the list holding the node (`/navigation/tabs`); with `index`, its own pointer. */
  readonly listPointer: string
  /** The node's place in that list; -1 when `listPointer` is the node's own pointer. */
  readonly index: number

  /** `listPointer` is the pointer of the list and `index` the place in it, or the whole pointer and -1. */
  constructor(region: Region, listPointer: string, index: number) {
    this.region = region
    this.listPointer = listPointer
    this.index = index
  }

  /** RFC 6901 pointer to the element in the resolved docs.json. */
  get pointer(): string {
    return this.index === -1 ? this.listPointer : `${this.listPointer}/${this.index}`
  }

  /** Created on first read: most nodes of a large config are never asked. */
  get data(): NavData {
    let data = nodeData.get(this)
    if (!data) nodeData.set(this, (data = { pointer: this.pointer, file: this.region.source.path }))
    return data
  }

  set data(data: NavData) {
    nodeData.set(this, data)
  }

  /** Computed on read, from the pointer (JSON is located in its text; YAML parsed with positions once). */
  get position(): Position {
    return positionOf(this.region, this.pointer)
  }

  toJSON(): Record<string, unknown> {
    const { raw: _raw, region: _region, listPointer: _list, index: _index, ...fields } = this
    return { ...fields, data: this.data, position: this.position }
  }
}

/** The fields of an element that sets none: one shared object (most groups set none). */
const NO_FIELDS: Readonly<Record<string, never>> = Object.freeze({})

export type Content = DivisionNode | GroupNode | PageNode | OperationNode
export type GroupContent = GroupNode | PageNode | OperationNode

/** The optional fields of a division (a tab, anchor, ...), as the schema declares them. */
export type DivisionFields = FieldsOf<DivisionKind>

/** A tab, anchor, dropdown, product, version, language or menu item. */
export class DivisionNode extends NavNode implements Parent {
  children: Array<Content | GlobalNode> = []
  /** The key that holds the content (`href` for a link); undefined for an empty element. */
  childKey: ChildKey | undefined = undefined
  href: string | undefined = undefined
  fields: Readonly<DivisionFields> = NO_FIELDS

  constructor(
    readonly type: DivisionKind,
    readonly raw: JsonRecord,
    region: Region,
    listPointer: string,
    index: number,
    public label: string,
  ) {
    super(region, listPointer, index)
  }
}

/** The optional fields of a group, as the schema declares them. */
export type GroupFields = FieldsOf<'group'>

export class GroupNode extends NavNode implements Parent {
  readonly type = 'group'
  /** Generated from a spec's tags rather than written in docs.json. */
  generated = false
  children: GroupContent[] = []
  /** The group's main page path (normalised), opened by clicking the title. */
  root: string | undefined = undefined
  fields: Readonly<GroupFields> = NO_FIELDS

  /** `raw` is the object written; a group generated from a spec has none of its own (`{}`). */
  constructor(
    readonly raw: JsonRecord,
    region: Region,
    listPointer: string,
    index: number,
    public label: string,
  ) {
    super(region, listPointer, index)
  }
}

/** What resolve-pages learnt about a page: its file and frontmatter (the compile's `PageTable`, by page path). */
export interface PageInfo {
  /** The page file (`guides/setup.mdx`); undefined when it is missing or files are not read. */
  file: string | undefined
  /** Frontmatter `title`, else from the file name: the page's title in routes, breadcrumbs, JSON-LD. */
  title: string
  /** Frontmatter `sidebarTitle`: the navigation label only, when given. */
  sidebarTitle?: string
  icon?: string
  description?: string
  /** Frontmatter `tag` (a badge beside the label) and `deprecated`, when given. */
  tag?: string
  deprecated?: boolean
  /** Frontmatter `url`: the sidebar entry links there instead (an external page). */
  url?: string
  /** Frontmatter `mode`: the page's layout, carried to routes.json. */
  mode?: string
  /** Frontmatter `hidden` / `noindex`, when given. */
  hidden?: boolean
  noindex?: boolean
  /**
   * Frontmatter `openapi`, when it is an operation reference (an API page written by hand), and the
   * badge a generated page of that operation has (`GET`, `WEBHOOK`): Mintlify's sidebar reads
   * both pages alike, from their `openapi` metadata.
   */
  api?: { openapi: string; method: string }
  /**
   * The operation (frontmatter `openapi`) or AsyncAPI channel (frontmatter `asyncapi`) the page
   * documents, as found in the specs: what its page shows beside its own body (routes.json's
   * `source.api`).
   */
  operation?: ApiSource
}

/** A page entry: a path of a page file. */
export class PageNode extends NavNode {
  readonly type = 'page'

  /**
   * @param value the entry as written
   * @param path normalised (no leading `/`, `./` and inner `..` resolved); undefined when the entry
   *   cannot name a page (empty, or leaves the project root)
   */
  constructor(
    region: Region,
    listPointer: string,
    index: number,
    readonly value: string,
    readonly path: string | undefined,
  ) {
    super(region, listPointer, index)
  }

  /** The entry as written (no field of its own: it is `value`). */
  get raw(): string {
    return this.value
  }
}

/**
 * An operation page: a reference written in `pages` (`GET /pets`, `spec.yaml GET /pets`,
 * `webhook petCreated`), or one generated from a spec for an element that owns `openapi`.
 */
export class OperationNode extends NavNode {
  readonly type = 'operation'
  /** Set by expand-endpoints when the reference matches an operation of a spec in scope. */
  operation: ResolvedOperation | undefined = undefined
  /** Generated from a spec rather than written in docs.json. */
  generated = false

  /** `value`: the entry as written, or the label of a generated operation. */
  constructor(
    region: Region,
    listPointer: string,
    index: number,
    readonly value: string,
    readonly reference: OperationReference,
  ) {
    super(region, listPointer, index)
  }

  /** What the node was built from: the entry as written, or the label of a generated operation. */
  get raw(): string {
    return this.value
  }
}

/** `global`: links shown everywhere, on the root or on a division. */
export class GlobalNode extends NavNode implements Parent {
  readonly type = 'global'

  constructor(
    readonly raw: JsonRecord,
    region: Region,
    pointer: string,
  ) {
    super(region, pointer, -1)
  }
  children: GlobalEntryNode[] = []
}

export class GlobalEntryNode extends NavNode {
  readonly type = 'globalEntry'
  href: string | undefined = undefined
  fields: Readonly<GlobalEntryFields> = NO_FIELDS

  constructor(
    readonly kind: GlobalKind,
    readonly raw: JsonRecord,
    region: Region,
    listPointer: string,
    index: number,
    public label: string,
  ) {
    super(region, listPointer, index)
  }
}

/**
 * The `navigation` object (the whole document when it has none). A plain object, unlike the other
 * nodes: unified accepts only plain objects as the root of a tree.
 */
export interface RootNode extends Parent {
  readonly type: 'root'
  children: Array<Content | GlobalNode>
  /** The root's primary pattern; undefined when `navigation` has none. */
  childKey: ChildKey | undefined
  settings: Settings
  readonly pointer: string
  data: NavData
  readonly position: Position
  /** The `navigation` value (not enumerable). */
  readonly raw: unknown
  /** The whole docs.json value, for settings outside `navigation` (not enumerable). */
  readonly document: unknown
  /** Region of the `navigation` value (another file when it was included with `$ref`). */
  readonly region: Region
  /** Region of the whole docs.json. */
  readonly documentRegion: Region
  /** docs.json's `redirects`, read by the redirect-rules pass (not enumerable). */
  redirects: Redirect[]
  /**
   * Whether the navigation names a spec anywhere (an element's `openapi` or `asyncapi`, an
   * operation reference), as the parser found: when not, the passes that expand specs walk no
   * tree (not enumerable).
   */
  namesSpecs: boolean
}

/**
 * A root's `position`, computed on read. One function for every root: a getter made for each
 * root would be a constant of the root's hidden class, which V8's scavenger keeps alive with
 * everything it closes over (every compile's tree, until a full collection).
 */
function rootPosition(this: RootNode): Position {
  return positionOf(this.region, this.pointer)
}

/** Creates the root node for a `navigation` value inside a docs.json document. */
export function createRoot(raw: unknown, region: Region, pointer: string, document: unknown, documentRegion: Region = region): RootNode {
  const root = {
    type: 'root' as const,
    children: [],
    childKey: undefined,
    settings: {},
    pointer,
    data: { pointer, file: region.source.path },
  }
  Object.defineProperty(root, 'position', { get: rootPosition, enumerable: true })
  Object.defineProperty(root, 'raw', { value: raw, enumerable: false })
  Object.defineProperty(root, 'document', { value: document, enumerable: false })
  Object.defineProperty(root, 'region', { value: region, enumerable: false })
  Object.defineProperty(root, 'documentRegion', { value: documentRegion, enumerable: false })
  Object.defineProperty(root, 'redirects', { value: [], enumerable: false, writable: true })
  Object.defineProperty(root, 'namesSpecs', { value: false, enumerable: false, writable: true })
  return root as unknown as RootNode
}

function positionOf(region: Region, pointer: string): Position {
  const place = resolvePlace(at(region, pointer))
  return { start: pointAt(place.source, place.start), end: pointAt(place.source, place.end) }
}

export type AnyNavNode = RootNode | Content | GlobalNode | GlobalEntryNode

/** A division or the root: what holds a sidebar, and what a link in a switcher leads to. */
export type DivisionLike = RootNode | DivisionNode

/** One place a page is listed in the navigation: made by the routes pass, one per listed node. */
export class Listing {
  private cachedUrl: string | undefined = undefined

  constructor(
    /** The entry: a page, an operation, or a group whose `root` is the page. */
    readonly node: PageNode | OperationNode | GroupNode,
    /** The URL before its `/` and percent-encoding (`x/index` and `x` share `x`): one per URL. */
    readonly routeKey: string,
    /** The innermost division (or the root) the listing is in: its sidebar scope. */
    readonly scope: DivisionLike,
    /** Divisions and groups from the root down to the listing (not the listing itself); shared by the listings of one group. */
    readonly ancestors: ReadonlyArray<DivisionLike | GroupNode>,
    /** Hidden by an element above it or by its page's frontmatter. */
    readonly hidden: boolean,
  ) {}

  /** The URL path, made when first asked for: a check needs only a few. */
  get url(): string {
    return (this.cachedUrl ??= `/${encodePath(this.routeKey)}`)
  }
}

/** Whether a division or group holds divisions or groups, not only pages, operations and links. */
export function holdsElements(node: { children: ReadonlyArray<{ type: string }> }): boolean {
  return node.children.some((child) => child.type !== 'page' && child.type !== 'operation' && child.type !== 'global' && child.type !== 'globalEntry')
}

/** The version (language) a listing is under: its nearest ancestor of that kind, if any. */
export function nearestOf(listing: Listing, kind: 'version' | 'language'): DivisionNode | undefined {
  for (let index = listing.ancestors.length - 1; index >= 0; index--) {
    const ancestor = listing.ancestors[index]!
    if (ancestor.type === kind) return ancestor as DivisionNode
  }
  return undefined
}

/** The default of a switcher's divisions (docs/pages-and-routes.md): the one marked `default: true`, else the first. */
/** Whether a version (language) is its switcher's default: `default: true`, else the first (`parent` holds the switcher). */
export function isDefaultEntry(division: DivisionNode, parent: { children: readonly unknown[] }): boolean {
  const siblings = parent.children.filter((child): child is DivisionNode => child instanceof DivisionNode && child.type === division.type)
  return siblings[defaultIndex(siblings)] === division
}

export function defaultIndex(divisions: readonly DivisionNode[]): number {
  const chosen = divisions.findIndex((division) => division.fields.default === true)
  return chosen === -1 ? 0 : chosen
}
