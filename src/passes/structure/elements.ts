import { childPointer, keySite, report, valueSite } from '../../ir/diagnostics/report.js'
import type { Context } from '../../ir/context.js'
import { ALL_CHILD_KEYS, CHILD_KEYS, ELEMENT_NAME, FIELDS, LABEL_KEY, knownKeys, type ChildKey, type ElementKind } from '../../ir/schema.js'
import type { DivisionNode, GroupNode } from '../../ir/types.js'
import type { JsonMember, JsonObject } from '../../parse/json.js'
import { capitalise, checkFieldValue, checkLabel, reportUnknownKey } from './fields.js'
import { checkHref } from './hrefs.js'
import { checkPagePath } from './page-paths.js'
import { normalizePagePath } from '../../ir/page-entry.js'

const KNOWN_KEYS = new Map<ElementKind, readonly string[]>(
  (Object.keys(LABEL_KEY) as ElementKind[]).map((kind) => [kind, knownKeys(kind)]),
)
const ANY_CHILD_KEY = new Set<string>([...ALL_CHILD_KEYS, 'global'])

/**
 * Checks one division or group against the schema: its label, its child keys (at most one, each
 * allowed here), the type of every field, unknown keys, and whether it has any content at all.
 */
export function checkElement(ctx: Context, node: DivisionNode | GroupNode, parentType: string): void {
  const kind: ElementKind = node.type === 'group' ? 'group' : node.type
  const json = node.json as JsonObject
  const pointer = node.pointer
  const element = ELEMENT_NAME[kind]
  const known = KNOWN_KEYS.get(kind)!
  const labelKey = LABEL_KEY[kind]
  checkLabel(ctx, json, pointer, labelKey, element, known)

  const allowedChildren = CHILD_KEYS[kind]
  const fields = FIELDS[kind]
  const childMembers: JsonMember[] = []
  for (const member of json.members) {
    const key = member.key
    if (key === labelKey) continue
    if (allowedChildren.includes(key as ChildKey)) {
      if (key === 'href') checkHref(ctx, member, pointer, element)
      childMembers.push(member)
      continue
    }
    const type = fields[key]
    if (type !== undefined) {
      checkFieldValue(ctx, type, member, pointer)
      const value = member.value
      if (type === 'page-path' && value.kind === 'string') {
        checkPagePath(ctx, value.value, normalizePagePath(value.value), () => valueSite(value, childPointer(pointer, key)))
      }
    } else if (ANY_CHILD_KEY.has(key)) {
      report(ctx, 'DN2005', keySite(member, childPointer(pointer, key)), { element, key, allowed: describeAllowed(allowedChildren) })
    } else {
      reportUnknownKey(ctx, member, pointer, element, known)
    }
  }

  // Several child keys: the first in the schema's order is used, the others are reported.
  if (childMembers.length > 1) {
    childMembers.sort((a, b) => allowedChildren.indexOf(a.key as ChildKey) - allowedChildren.indexOf(b.key as ChildKey))
    const kept = childMembers[0]!
    for (const member of childMembers.slice(1)) {
      report(ctx, 'DN2004', keySite(member, childPointer(pointer, member.key)), {
        element: capitalise(element), label: node.label, kept: kept.key, key: member.key, withHref: kept.key === 'href' ? '' : undefined,
      }, keySite(kept, childPointer(pointer, kept.key)))
    }
  }

  if (node.type === 'group') checkGroup(ctx, node, json, parentType)
  else if (childMembers.length === 0 && !json.members.some((member) => member.key === 'openapi')) {
    report(ctx, 'DN2017', { source: json.source, start: json.start, end: json.start + 1, pointer }, { element: capitalise(element), label: node.label })
  }
}

function checkGroup(ctx: Context, node: GroupNode, json: JsonObject, parentType: string): void {
  const pointer = node.pointer
  const hasSpec = json.members.some((member) => member.key === 'openapi')
  const pages = json.members.find((member) => member.key === 'pages')
  if (!pages && !hasSpec) {
    report(ctx, 'DN2019', { source: json.source, start: json.start, end: json.start + 1, pointer }, { element: 'Group', label: node.label, key: 'pages' })
  } else if (pages?.value.kind === 'array' && pages.value.items.length === 0 && !hasSpec) {
    report(ctx, 'DN2017', keySite(pages, childPointer(pointer, 'pages')), { element: 'Group', label: node.label })
  }
  const expanded = json.members.find((member) => member.key === 'expanded')
  if (expanded && parentType !== 'group') {
    report(ctx, 'DN2012', keySite(expanded, childPointer(pointer, 'expanded')), { label: node.label })
  }
}

function describeAllowed(keys: readonly ChildKey[]): string {
  const names = keys.map((key) => `\`${key}\``)
  return names.length === 1 ? `only ${names[0]}` : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`
}
