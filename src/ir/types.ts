import type { Node, Parent, Position } from 'unist'
import type { JsonValue } from '../parse/json.js'
import { pointAt } from '../parse/source.js'
import type { ChildKey, DivisionKind, HttpMethod } from './schema.js'

/**
 * The navigation tree: one unist node per element of `navigation`. Nodes are classes only so that
 * `position` can be computed when first read: a 20,000-page config needs positions for the few
 * nodes a diagnostic names, not for all of them.
 */

export interface NavData {
  /** RFC 6901 pointer to the element in the resolved docs.json (after `$ref` includes). */
  pointer: string
  /** The file the element was written in, relative to the project root. */
  file: string
}

export abstract class NavNode implements Node {
  abstract readonly type: string
  /** The JSON value the node was built from. Left out of `toJSON`, so trees serialise cleanly. */
  readonly json: JsonValue
  /** Pointer of the list holding the node (`/navigation/tabs`); with `index`, its own pointer. */
  private readonly listPointer: string
  private readonly index: number
  private dataStore: NavData | undefined = undefined

  /** `pointer` is the list's pointer and `index` the place in it, or the whole pointer and -1. */
  constructor(json: JsonValue, listPointer: string, index: number) {
    this.json = json
    this.listPointer = listPointer
    this.index = index
  }

  /** RFC 6901 pointer to the element in the resolved docs.json. */
  get pointer(): string {
    return this.index === -1 ? this.listPointer : `${this.listPointer}/${this.index}`
  }

  /** Created on first read: most nodes of a large config are never asked. */
  get data(): NavData {
    return (this.dataStore ??= { pointer: this.pointer, file: this.json.source.path })
  }

  set data(data: NavData) {
    this.dataStore = data
  }

  get position(): Position {
    const json = this.json
    return { start: pointAt(json.source, json.start), end: pointAt(json.source, json.end) }
  }

  toJSON(): Record<string, unknown> {
    const { json: _json, listPointer: _list, index: _index, dataStore: _data, ...fields } = this
    return { ...fields, data: this.data, position: this.position }
  }
}

export type Icon = string | { name: string; style?: string; library?: string }

/** The `openapi` (or `asyncapi`) field as written: a source, several, or a source with a directory. */
export type SpecSetting = string | string[] | { source: string; directory?: string }

export type Content = DivisionNode | GroupNode | PageNode | OperationNode
export type GroupContent = GroupNode | PageNode | OperationNode

/** Fields common to divisions and groups. */
interface ElementFields {
  icon?: Icon
  hidden?: boolean
  directory?: 'none' | 'accordion' | 'card'
  openapi?: SpecSetting
  asyncapi?: SpecSetting
}

export interface DivisionFields extends ElementFields {
  description?: string
  /** Product: the name used in breadcrumbs. */
  name?: string
  color?: { light?: string; dark?: string }
  /** Version, language: the one shown first. */
  default?: boolean
  /** Version: a badge. */
  tag?: string
  /** Tab. */
  searchable?: boolean
  align?: 'start' | 'end'
  /** Language. */
  banner?: { content: string; dismissible?: boolean }
  footer?: Record<string, unknown>
  navbar?: Record<string, unknown>
}

/** A tab, anchor, dropdown, product, version, language or menu item. */
export class DivisionNode extends NavNode implements Parent {
  children: Array<Content | GlobalNode> = []
  /** The key that holds the content (`href` for a link); undefined for an empty element. */
  childKey: ChildKey | undefined = undefined
  href: string | undefined = undefined
  fields: DivisionFields = {}

  constructor(readonly type: DivisionKind, json: JsonValue, listPointer: string, index: number, public label: string) {
    super(json, listPointer, index)
  }
}

export interface GroupFields extends ElementFields {
  tag?: string
  expanded?: boolean
  searchable?: boolean
  public?: boolean
  boost?: number
}

export class GroupNode extends NavNode implements Parent {
  readonly type = 'group'
  children: GroupContent[] = []
  /** The group's main page path (normalised), opened by clicking the title. */
  root: string | undefined = undefined
  fields: GroupFields = {}

  constructor(json: JsonValue, listPointer: string, index: number, public label: string) {
    super(json, listPointer, index)
  }
}

/** A page entry: a path of a page file. */
export class PageNode extends NavNode {
  readonly type = 'page'

  /**
   * @param value the entry as written
   * @param path normalised (no leading `/`, `./` and inner `..` resolved); undefined when the entry
   *   cannot name a page (empty, or leaves the project root)
   */
  constructor(json: JsonValue, listPointer: string, index: number, readonly value: string, readonly path: string | undefined) {
    super(json, listPointer, index)
  }
}

/** An operation reference in `pages`: `GET /pets`, `spec.yaml GET /pets`, `webhook petCreated`. */
export class OperationNode extends NavNode {
  readonly type = 'operation'

  constructor(
    json: JsonValue,
    listPointer: string,
    index: number,
    readonly value: string,
    readonly reference:
      | { kind: 'endpoint'; spec?: string; method: HttpMethod; path: string }
      | { kind: 'webhook'; spec?: string; name: string },
  ) {
    super(json, listPointer, index)
  }
}

/** `global`: links shown everywhere, on the root or on a division. */
export class GlobalNode extends NavNode implements Parent {
  readonly type = 'global'
  children: GlobalEntryNode[] = []
}

export class GlobalEntryNode extends NavNode {
  readonly type = 'globalEntry'
  href: string | undefined = undefined
  icon: Icon | undefined = undefined
  hidden: boolean | undefined = undefined

  constructor(readonly kind: DivisionKind, json: JsonValue, listPointer: string, index: number, public label: string) {
    super(json, listPointer, index)
  }
}

export interface Settings {
  /** `styling.eyebrows`. */
  eyebrows?: 'section' | 'breadcrumbs'
  /** `interaction.drilldown`; undefined leaves it to the theme. */
  drilldown?: boolean
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
  position: Position
  /** The `navigation` value (not enumerable). */
  readonly json: JsonValue
  /** The whole docs.json value, for settings outside `navigation` (not enumerable). */
  readonly document: JsonValue
}

/** Creates the root node for a `navigation` value inside a docs.json document. */
export function createRoot(json: JsonValue, pointer: string, document: JsonValue): RootNode {
  const root = {
    type: 'root' as const,
    children: [],
    childKey: undefined,
    settings: {},
    pointer,
    data: { pointer, file: json.source.path },
  }
  // Computed on first read, like the other nodes' positions (it would build the line index).
  Object.defineProperty(root, 'position', {
    get: () => ({ start: pointAt(json.source, json.start), end: pointAt(json.source, json.end) }),
    enumerable: true,
  })
  Object.defineProperty(root, 'json', { value: json, enumerable: false })
  Object.defineProperty(root, 'document', { value: document, enumerable: false })
  return root as unknown as RootNode
}

export type AnyNavNode = RootNode | Content | GlobalNode | GlobalEntryNode
