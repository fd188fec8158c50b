import { at, childPointer, report, type Reporter } from '../ir/diagnostics/report.js'
import { checkField } from '../ir/field-types.js'
import { describeValue, isRecord, own, type JsonRecord } from '../ir/json-values.js'
import { kept, type Memo } from '../ir/memo.js'
import { normalizePagePath, parseOperationReference, type OperationReference } from '../ir/page-entry.js'
import {
  CHILD_KEYS,
  ELEMENT_NAME,
  ELEMENT_OF_KEY,
  FIELDS,
  GLOBAL_ENTRY_FIELDS,
  GLOBAL_KEYS,
  LABEL_KEY,
  type ChildKey,
  type DivisionKind,
  type ElementArrayKey,
  type ElementKind,
  type FieldSpec,
  type FieldTable,
  type Settings,
  SETTINGS,
  withArticle,
} from '../ir/schema.js'
import {
  DivisionNode,
  GlobalEntryNode,
  GlobalNode,
  GroupNode,
  OperationNode,
  PageNode,
  createRoot,
  type Content,
  type GroupContent,
  type RootNode,
} from '../ir/types.js'
import type { Regions } from '../source/regions.js'
import type { Region } from '../source/source-file.js'

/**
 * Resolved docs.json value -> navigation tree. The builder reports only what it cannot turn into a
 * node (an entry of the wrong type, an object of another element kind, a child list that is not an
 * array); everything about the nodes it builds is checked by the structure pass. Field values of
 * the wrong type are left off the node (the structure pass reports them).
 */
export function buildNavigation(document: unknown, region: Region, regions: Regions, reporter: Reporter, memo?: Memo): RootNode {
  const builder = new Builder(reporter, regions, memo && kept(memo, 'page-entries', '', '', () => new WeakMap<unknown[], PageEntries>()))
  const root = builder.root(document, region)
  root.namesSpecs = builder.namesSpecs
  return root
}

const LABEL_OWNER = new Map<string, ElementKind>((Object.entries(LABEL_KEY) as Array<[ElementKind, string]>).map(([kind, label]) => [label, kind]))
const ARRAY_OF_KIND = new Map<ElementKind, ElementArrayKey>(
  (Object.entries(ELEMENT_OF_KEY) as Array<[ElementArrayKey, ElementKind]>).map(([key, kind]) => [kind, key]),
)

/** What each entry of a `pages` list says, as written: an operation reference, a page path (normalised), or nothing (not a string). */
type PageEntries = Array<{ reference: OperationReference } | { path: string | undefined } | undefined>

class Builder {
  /** Whether an element names a spec (`openapi`, `asyncapi`) or an entry is an operation reference. */
  namesSpecs = false

  /** `saidBy`: what the entries of each `pages` list said, kept by a project from one compile to the next (an unchanged list is the same array). */
  constructor(
    private readonly reporter: Reporter,
    private readonly regions: Regions,
    private readonly saidBy?: WeakMap<unknown[], PageEntries>,
  ) {}

  root(document: unknown, region: Region): RootNode {
    if (!isRecord(document)) {
      report(this.reporter, 'DN2008', at(region, ''), { key: region.source.path, expected: 'an object', found: describeValue(document) })
      return createRoot(document, region, '', document)
    }
    if (!Object.hasOwn(document, 'navigation')) {
      const root = createRoot(document, region, '', document)
      root.settings = readSettings(document)
      return root
    }
    const navigation = document.navigation
    const navigationRegion = this.regions.child(document, 'navigation', region)
    const root = createRoot(navigation, navigationRegion, '/navigation', document, region)
    root.settings = readSettings(document)
    if (!isRecord(navigation)) {
      report(this.reporter, 'DN2008', at(navigationRegion, '/navigation'), { key: 'navigation', expected: 'an object', found: describeValue(navigation) })
      return root
    }
    this.fillChildren(root, navigation, navigationRegion, '/navigation', CHILD_KEYS.navigation)
    return root
  }

  /** Builds the content under the first child key present (in the schema's order) and `global`. */
  private fillChildren(parent: RootNode | DivisionNode, json: JsonRecord, region: Region, pointer: string, childKeys: readonly ChildKey[]): void {
    for (const key of childKeys) {
      if (!Object.hasOwn(json, key)) continue
      parent.childKey = key
      const value = json[key]
      if (key === 'href') {
        if (parent instanceof DivisionNode && typeof value === 'string') parent.href = value
      } else {
        parent.children = this.contentList(key, value, this.regions.child(json, key, region), childPointer(pointer, key))
      }
      break
    }
    if (Object.hasOwn(json, 'global') && isRecord(json.global)) {
      parent.children.push(this.global(json.global, this.regions.child(json, 'global', region), childPointer(pointer, 'global')))
    }
  }

  private contentList(key: Exclude<ChildKey, 'href'>, value: unknown, region: Region, pointer: string): Content[] {
    if (!Array.isArray(value)) {
      report(this.reporter, 'DN2008', at(region, pointer), { key, expected: 'an array', found: describeValue(value) })
      return []
    }
    // Sized once: grown by push, the lists of a 20,000-page config would leave as much again as garbage.
    const content = new Array<Content>(value.length)
    const said = key === 'pages' ? this.pageEntries(value) : undefined
    let count = 0
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index]
      const node = said
        ? this.pageEntry(item, said[index], value, region, pointer, index)
        : this.elementEntry(ELEMENT_OF_KEY[key as Exclude<ChildKey, 'href' | 'pages'>], key as ElementArrayKey, item, value, region, pointer, index)
      if (node) content[count++] = node
    }
    content.length = count
    return content
  }

  /** What each entry of a `pages` list says (the last compile's, for the same list). */
  private pageEntries(list: unknown[]): PageEntries {
    const known = this.saidBy?.get(list)
    if (known) return known
    const said: PageEntries = list.map((item) => {
      if (typeof item !== 'string') return undefined
      const reference = parseOperationReference(item)
      return reference ? { reference } : { path: normalizePagePath(item) }
    })
    this.saidBy?.set(list, said)
    return said
  }

  private pageEntry(item: unknown, said: PageEntries[number], list: unknown[], listRegion: Region, pointer: string, index: number): GroupContent | undefined {
    if (typeof item === 'string') {
      if (said && 'reference' in said) {
        this.namesSpecs = true
        return new OperationNode(listRegion, pointer, index, item, said.reference)
      }
      return new PageNode(listRegion, pointer, index, item, said?.path)
    }
    const region = this.regions.child(list, index, listRegion)
    if (isRecord(item)) {
      if (this.isOtherElement(item, 'group', 'pages', region, `${pointer}/${index}`)) return undefined
      return this.group(item, region, pointer, index)
    }
    report(this.reporter, 'DN2015', at(region, `${pointer}/${index}`), {
      key: 'pages',
      expected: 'page paths or group objects',
      found: describeValue(item),
      example: 'guides/quickstart',
    })
    return undefined
  }

  private elementEntry(
    kind: ElementKind,
    key: ElementArrayKey,
    item: unknown,
    list: unknown[],
    listRegion: Region,
    pointer: string,
    index: number,
  ): Content | undefined {
    const region = this.regions.child(list, index, listRegion)
    if (!isRecord(item)) {
      report(this.reporter, 'DN2015', at(region, `${pointer}/${index}`), {
        key,
        expected: `${ELEMENT_NAME[kind]} objects`,
        found: describeValue(item),
        label: LABEL_KEY[kind],
      })
      return undefined
    }
    if (this.isOtherElement(item, kind, key, region, `${pointer}/${index}`)) return undefined
    return kind === 'group' ? this.group(item, region, pointer, index) : this.division(kind, item, region, pointer, index)
  }

  /**
   * An object without its own label key but with another element's (an anchor in `tabs`): reported
   * as that element in the wrong place, and not built.
   */
  private isOtherElement(item: JsonRecord, kind: ElementKind, key: string, region: Region, pointer: string): boolean {
    if (Object.hasOwn(item, LABEL_KEY[kind])) return false
    const otherLabel = Object.keys(item).find((candidate) => LABEL_OWNER.has(candidate) && LABEL_OWNER.get(candidate) !== kind)
    if (otherLabel === undefined) return false
    const otherKind = LABEL_OWNER.get(otherLabel)!
    report(this.reporter, 'DN2014', at(region, pointer, 'start'), {
      key,
      expected: key === 'pages' ? 'a page path or a group' : withArticle(ELEMENT_NAME[kind]),
      found: `${withArticle(ELEMENT_NAME[otherKind])} (it has \`${otherLabel}\`)`,
      labelFound: otherLabel,
      labelExpected: LABEL_KEY[kind],
      arrayFound: ARRAY_OF_KIND.get(otherKind),
    })
    return true
  }

  private division(kind: DivisionKind, json: JsonRecord, region: Region, listPointer: string, index: number): DivisionNode {
    const node = new DivisionNode(kind, json, region, listPointer, index, labelOf(json, LABEL_KEY[kind]))
    node.fields = readFields(json, FIELDS[kind]) ?? node.fields
    this.namesSpecs ||= ownsSpec(node.fields)
    this.fillChildren(node, json, region, node.pointer, CHILD_KEYS[kind])
    return node
  }

  private group(json: JsonRecord, region: Region, listPointer: string, index: number): GroupNode {
    const node = new GroupNode(json, region, listPointer, index, labelOf(json, 'group'))
    node.fields = readFields(json, FIELDS.group) ?? node.fields
    this.namesSpecs ||= ownsSpec(node.fields)
    if (typeof json.root === 'string' && Object.hasOwn(json, 'root')) node.root = normalizePagePath(json.root)
    if (Object.hasOwn(json, 'pages')) {
      const pages = json.pages
      node.children = this.contentList('pages', pages, this.regions.child(json, 'pages', region), childPointer(node.pointer, 'pages')) as GroupContent[]
    }
    return node
  }

  private global(json: JsonRecord, region: Region, pointer: string): GlobalNode {
    const node = new GlobalNode(json, region, pointer)
    for (const key of GLOBAL_KEYS) {
      if (!Object.hasOwn(json, key)) continue
      const list = json[key]
      const listPointer = childPointer(pointer, key)
      const listRegion = this.regions.child(json, key, region)
      if (!Array.isArray(list)) {
        report(this.reporter, 'DN2008', at(listRegion, listPointer), { key, expected: 'an array', found: describeValue(list) })
        continue
      }
      const kind = ELEMENT_OF_KEY[key]
      list.forEach((item: unknown, index) => {
        const itemRegion = this.regions.child(list, index, listRegion)
        if (!isRecord(item)) {
          report(this.reporter, 'DN2015', at(itemRegion, `${listPointer}/${index}`), {
            key,
            expected: `${ELEMENT_NAME[kind]} objects`,
            found: describeValue(item),
            label: LABEL_KEY[kind],
          })
          return
        }
        if (this.isOtherElement(item, kind, key, itemRegion, `${listPointer}/${index}`)) return
        const entry = new GlobalEntryNode(kind, item, itemRegion, listPointer, index, labelOf(item, LABEL_KEY[kind]))
        entry.fields = readFields(item, GLOBAL_ENTRY_FIELDS[kind]) ?? entry.fields
        if (typeof item.href === 'string') entry.href = item.href
        node.children.push(entry)
      })
    }
    return node
  }
}

/** Whether an element's fields name a spec of its own. */
function ownsSpec(fields: { openapi?: unknown; asyncapi?: unknown }): boolean {
  return fields.openapi !== undefined || fields.asyncapi !== undefined
}

function labelOf(json: JsonRecord, labelKey: string): string {
  const label = own(json, labelKey)
  return typeof label === 'string' ? label : ''
}

/**
 * The fields of `json` that `fields` declares and whose values have the declared type; undefined
 * when there are none (the node keeps its shared empty fields).
 */
function readFields(json: JsonRecord, fields: FieldTable): JsonRecord | undefined {
  let read: JsonRecord | undefined
  for (const key in json) {
    if (!Object.hasOwn(json, key)) continue
    const spec = own<FieldSpec>(fields, key)
    if (spec === undefined || checkField(spec.type, key, json[key])) continue
    ;(read ??= {})[key] = json[key]
  }
  return read
}

function readSettings(document: JsonRecord): Settings {
  const settings: Record<string, unknown> = {}
  for (const [group, fields] of Object.entries(SETTINGS)) {
    const holder = own(document, group)
    if (!isRecord(holder)) continue
    for (const [key, spec] of Object.entries(fields as FieldTable)) {
      const value = own(holder, key)
      // Specs are read with the specs; a value of the wrong type is reported by the structure pass, and unset here.
      if (spec.type !== 'spec' && value !== undefined && checkField(spec.type, key, value) === undefined) settings[key] = value
    }
  }
  return settings as Settings
}
