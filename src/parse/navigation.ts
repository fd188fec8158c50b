import { childPointer, report, valueSite, type Reporter } from '../ir/diagnostics/report.js'
import { checkField, describeJson } from '../ir/field-types.js'
import { normalizePagePath, parseOperationReference } from '../ir/page-entry.js'
import {
  CHILD_KEYS, ELEMENT_NAME, ELEMENT_OF_KEY, FIELDS, GLOBAL_ENTRY_FIELDS, GLOBAL_KEYS, LABEL_KEY,
  type ChildKey, type DivisionKind, type ElementArrayKey, type ElementKind, type FieldType,
} from '../ir/schema.js'
import {
  DivisionNode, GlobalEntryNode, GlobalNode, GroupNode, OperationNode, PageNode, createRoot, type RootNode,
  type Content, type GroupContent,
} from '../ir/types.js'
import { memberOf, toPlain, type JsonObject, type JsonValue } from './json.js'

/**
 * Value tree -> navigation tree. The builder reports only what it cannot turn into a node (an
 * entry of the wrong type, an object of another element kind, a child list that is not an array);
 * everything about the nodes it builds is checked by the structure pass. Field values of the wrong
 * type are left off the node (the structure pass reports them).
 */
export function buildNavigation(document: JsonValue, reporter: Reporter): RootNode {
  const builder = new Builder(reporter)
  return builder.root(document)
}

const LABEL_OWNER = new Map<string, ElementKind>(
  (Object.entries(LABEL_KEY) as Array<[ElementKind, string]>).map(([kind, label]) => [label, kind]),
)
const ARRAY_OF_KIND = new Map<ElementKind, ElementArrayKey>(
  (Object.entries(ELEMENT_OF_KEY) as Array<[ElementArrayKey, ElementKind]>).map(([key, kind]) => [kind, key]),
)

class Builder {
  constructor(private readonly reporter: Reporter) {}

  root(document: JsonValue): RootNode {
    if (document.kind !== 'object') {
      report(this.reporter, 'DN2008', valueSite(document, ''), { key: document.source.path, expected: 'an object', found: describeJson(document) })
      return createRoot(document, '', document)
    }
    const navigation = memberOf(document, 'navigation')
    const root = createRoot(navigation?.value ?? document, navigation ? '/navigation' : '', document)
    root.settings = readSettings(document)
    if (!navigation) return root
    if (navigation.value.kind !== 'object') {
      report(this.reporter, 'DN2008', valueSite(navigation.value, '/navigation'), { key: 'navigation', expected: 'an object', found: describeJson(navigation.value) })
      return root
    }
    this.fillChildren(root, navigation.value, '/navigation', CHILD_KEYS.navigation)
    return root
  }

  /** Builds the content under the first child key present (in the schema's order) and `global`. */
  private fillChildren(parent: RootNode | DivisionNode, json: JsonObject, pointer: string, childKeys: readonly ChildKey[]): void {
    for (const key of childKeys) {
      const member = memberOf(json, key)
      if (!member) continue
      parent.childKey = key
      if (key === 'href') {
        if (parent instanceof DivisionNode && member.value.kind === 'string') parent.href = member.value.value
      } else {
        parent.children = this.contentList(key, member.value, childPointer(pointer, key))
      }
      break
    }
    const global = memberOf(json, 'global')
    if (global && global.value.kind === 'object') parent.children.push(this.global(global.value, childPointer(pointer, 'global')))
  }

  private contentList(key: Exclude<ChildKey, 'href'>, value: JsonValue, pointer: string): Content[] {
    if (value.kind !== 'array') {
      report(this.reporter, 'DN2008', valueSite(value, pointer), { key, expected: 'an array', found: describeJson(value) })
      return []
    }
    const content: Content[] = []
    const items = value.items
    for (let index = 0; index < items.length; index++) {
      const item = items[index]!
      const node = key === 'pages' ? this.pageEntry(item, pointer, index) : this.elementEntry(ELEMENT_OF_KEY[key], key, item, pointer, index)
      if (node) content.push(node)
    }
    return content
  }

  private pageEntry(item: JsonValue, listPointer: string, index: number): GroupContent | undefined {
    if (item.kind === 'string') {
      const value = item.value
      const reference = parseOperationReference(value)
      if (reference) return new OperationNode(item, listPointer, index, value, reference)
      return new PageNode(item, listPointer, index, value, normalizePagePath(value))
    }
    if (item.kind === 'object') {
      if (this.isOtherElement(item, 'group', 'pages', `${listPointer}/${index}`)) return undefined
      return this.group(item, listPointer, index)
    }
    report(this.reporter, 'DN2015', valueSite(item, `${listPointer}/${index}`), { key: 'pages', expected: 'page paths or group objects', found: describeJson(item), example: 'guides/quickstart' })
    return undefined
  }

  private elementEntry(kind: ElementKind, key: ElementArrayKey, item: JsonValue, listPointer: string, index: number): Content | undefined {
    const pointer = `${listPointer}/${index}`
    if (item.kind !== 'object') {
      report(this.reporter, 'DN2015', valueSite(item, pointer), { key, expected: `${ELEMENT_NAME[kind]} objects`, found: describeJson(item), label: LABEL_KEY[kind] })
      return undefined
    }
    if (this.isOtherElement(item, kind, key, pointer)) return undefined
    return kind === 'group' ? this.group(item, listPointer, index) : this.division(kind, item, listPointer, index)
  }

  /**
   * An object without its own label key but with another element's (an anchor in `tabs`): reported
   * as that element in the wrong place, and not built.
   */
  private isOtherElement(item: JsonObject, kind: ElementKind, key: string, pointer: string): boolean {
    if (memberOf(item, LABEL_KEY[kind])) return false
    const other = item.members.find((member) => LABEL_OWNER.has(member.key) && LABEL_OWNER.get(member.key) !== kind)
    if (!other) return false
    const otherKind = LABEL_OWNER.get(other.key)!
    const expected = key === 'pages' ? 'a page path or a group' : `a ${ELEMENT_NAME[kind]}`
    report(this.reporter, 'DN2014', valueSite(item, pointer), {
      key, expected, found: `a ${ELEMENT_NAME[otherKind]} (it has \`${other.key}\`)`,
      labelFound: other.key, labelExpected: LABEL_KEY[kind], arrayFound: ARRAY_OF_KIND.get(otherKind),
    })
    return true
  }

  private division(kind: DivisionKind, json: JsonObject, listPointer: string, index: number): DivisionNode {
    const node = new DivisionNode(kind, json, listPointer, index, labelOf(json, LABEL_KEY[kind]))
    readFields(node.fields as Record<string, unknown>, json, FIELDS[kind])
    this.fillChildren(node, json, node.pointer, CHILD_KEYS[kind])
    return node
  }

  private group(json: JsonObject, listPointer: string, index: number): GroupNode {
    const node = new GroupNode(json, listPointer, index, labelOf(json, 'group'))
    const pointer = node.pointer
    readFields(node.fields as Record<string, unknown>, json, FIELDS.group)
    const root = memberOf(json, 'root')
    if (root && root.value.kind === 'string') node.root = normalizePagePath(root.value.value)
    const pages = memberOf(json, 'pages')
    if (pages) node.children = this.contentList('pages', pages.value, childPointer(pointer, 'pages')) as GroupContent[]
    return node
  }

  private global(json: JsonObject, pointer: string): GlobalNode {
    const node = new GlobalNode(json, pointer, -1)
    for (const key of GLOBAL_KEYS) {
      const member = memberOf(json, key)
      if (!member) continue
      const listPointer = childPointer(pointer, key)
      if (member.value.kind !== 'array') {
        report(this.reporter, 'DN2008', valueSite(member.value, listPointer), { key, expected: 'an array', found: describeJson(member.value) })
        continue
      }
      const kind = ELEMENT_OF_KEY[key] as DivisionKind
      member.value.items.forEach((item, index) => {
        const itemPointer = `${listPointer}/${index}`
        if (item.kind !== 'object') {
          report(this.reporter, 'DN2015', valueSite(item, itemPointer), { key, expected: `${ELEMENT_NAME[kind]} objects`, found: describeJson(item), label: LABEL_KEY[kind] })
          return
        }
        if (this.isOtherElement(item, kind, key, itemPointer)) return
        const entry = new GlobalEntryNode(kind, item, listPointer, index, labelOf(item, LABEL_KEY[kind]))
        const fields: Record<string, unknown> = {}
        readFields(fields, item, { ...GLOBAL_ENTRY_FIELDS, href: 'string' })
        entry.href = fields.href as string | undefined
        entry.icon = fields.icon as GlobalEntryNode['icon']
        entry.hidden = fields.hidden as boolean | undefined
        node.children.push(entry)
      })
    }
    return node
  }
}

function labelOf(json: JsonObject, labelKey: string): string {
  const label = memberOf(json, labelKey)
  return label && label.value.kind === 'string' ? label.value.value : ''
}

/** Copies each schema field that has a value of the right type onto `target`, as a plain value. */
function readFields(target: Record<string, unknown>, json: JsonObject, fields: Readonly<Record<string, FieldType>>): void {
  for (const member of json.members) {
    const type = fields[member.key]
    if (type === undefined || checkField(type, member.key, member.value)) continue
    target[member.key] = toPlain(member.value)
  }
}

function readSettings(document: JsonObject): RootNode['settings'] {
  const settings: RootNode['settings'] = {}
  const styling = memberOf(document, 'styling')?.value
  const eyebrows = styling?.kind === 'object' ? memberOf(styling, 'eyebrows')?.value : undefined
  if (eyebrows?.kind === 'string' && (eyebrows.value === 'section' || eyebrows.value === 'breadcrumbs')) settings.eyebrows = eyebrows.value
  const interaction = memberOf(document, 'interaction')?.value
  const drilldown = interaction?.kind === 'object' ? memberOf(interaction, 'drilldown')?.value : undefined
  if (drilldown?.kind === 'boolean') settings.drilldown = drilldown.value
  return settings
}
