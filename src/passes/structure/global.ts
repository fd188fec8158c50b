import { childPointer, keySite, report } from '../../ir/diagnostics/report.js'
import type { Context } from '../../ir/context.js'
import { ALL_CHILD_KEYS, ELEMENT_NAME, GLOBAL_ENTRY_FIELDS, GLOBAL_KEYS, LABEL_KEY } from '../../ir/schema.js'
import type { GlobalEntryNode, GlobalNode } from '../../ir/types.js'
import type { JsonObject } from '../../parse/json.js'
import { checkFieldValue, checkLabel, reportUnknownKey } from './fields.js'
import { checkHref } from './hrefs.js'

const GLOBAL_KEY_LIST: readonly string[] = GLOBAL_KEYS

/** Checks the keys of `global`: only switcher and link lists, no pages or groups. */
export function checkGlobal(ctx: Context, node: GlobalNode): void {
  const json = node.json as JsonObject
  for (const member of json.members) {
    if (GLOBAL_KEY_LIST.includes(member.key)) continue
    const pointer = childPointer(node.pointer, member.key)
    if ((ALL_CHILD_KEYS as readonly string[]).includes(member.key)) {
      report(ctx, 'DN2005', keySite(member, pointer), { element: '`global`', key: member.key, allowed: GLOBAL_KEYS.map((key) => `\`${key}\``).join(', ') })
    } else {
      reportUnknownKey(ctx, member, node.pointer, '`global`', GLOBAL_KEY_LIST)
    }
  }
}

/** Checks one global entry: a label, a required `href`, and its optional fields. */
export function checkGlobalEntry(ctx: Context, node: GlobalEntryNode): void {
  const json = node.json as JsonObject
  const pointer = node.pointer
  const labelKey = LABEL_KEY[node.kind]
  const element = `global ${ELEMENT_NAME[node.kind]}`
  const known = [labelKey, 'href', ...Object.keys(GLOBAL_ENTRY_FIELDS)]
  checkLabel(ctx, json, pointer, labelKey, element, known)
  let hasHref = false
  for (const member of json.members) {
    if (member.key === labelKey) continue
    if (member.key === 'href') {
      hasHref = true
      checkFieldValue(ctx, 'string', member, pointer)
      checkHref(ctx, member, pointer, undefined)
      continue
    }
    const type = GLOBAL_ENTRY_FIELDS[member.key]
    if (type !== undefined) checkFieldValue(ctx, type, member, pointer)
    else reportUnknownKey(ctx, member, pointer, element, known)
  }
  if (!hasHref) report(ctx, 'DN2011', { source: json.source, start: json.start, end: json.start + 1, pointer }, { element: ELEMENT_NAME[node.kind] })
}
