import { childPointer, keySite, report, valueSite } from '../../ir/diagnostics/report.js'
import type { Context } from '../../ir/context.js'
import { describeJson } from '../../ir/field-types.js'
import { nearest } from '../../ir/nearest.js'
import { ALL_CHILD_KEYS, CHILD_KEYS } from '../../ir/schema.js'
import type { RootNode } from '../../ir/types.js'
import { memberOf, type JsonObject } from '../../parse/json.js'
import { checkFieldValue, reportUnknownKey } from './fields.js'

const PRIMARY_KEYS = CHILD_KEYS.navigation
const NAVIGATION_KEYS = [...PRIMARY_KEYS, 'global']

/**
 * Checks `navigation` itself: exactly one primary pattern, no keys it does not know, and the two
 * settings outside it that shape navigation (`styling.eyebrows`, `interaction.drilldown`).
 */
export function checkRoot(ctx: Context, root: RootNode): void {
  const document = root.document
  if (document.kind !== 'object') return
  checkSettings(ctx, document)
  const navigation = memberOf(document, 'navigation')
  if (!navigation) {
    report(ctx, 'DN2001', { source: document.source, start: document.start, end: document.start + 1, pointer: '' })
    return
  }
  if (navigation.value.kind !== 'object') return
  const json = navigation.value
  const pointer = '/navigation'
  const primary = json.members.filter((member) => PRIMARY_KEYS.includes(member.key as never))
  for (const member of json.members) {
    if (NAVIGATION_KEYS.includes(member.key)) continue
    if ((ALL_CHILD_KEYS as readonly string[]).includes(member.key)) {
      report(ctx, 'DN2005', keySite(member, childPointer(pointer, member.key)), { element: '`navigation`', key: member.key, allowed: `one of ${PRIMARY_KEYS.map((key) => `\`${key}\``).join(', ')}` })
    } else if (primary.length > 0) {
      reportUnknownKey(ctx, member, pointer, '`navigation`', NAVIGATION_KEYS)
    }
  }
  if (primary.length === 0) {
    const lookalike = json.members.map((member) => nearest(member.key, PRIMARY_KEYS)).find((key) => key !== undefined)
    report(ctx, 'DN2002', valueSite(json, pointer), {
      allowed: PRIMARY_KEYS.map((key) => `\`${key}\``).join(', '), suggestion: lookalike,
    })
    return
  }
  const kept = PRIMARY_KEYS.find((key) => primary.some((member) => member.key === key))!
  const keptMember = primary.find((member) => member.key === kept)!
  for (const member of primary) {
    if (member === keptMember) continue
    report(ctx, 'DN2003', keySite(member, childPointer(pointer, member.key)), { kept, key: member.key }, keySite(keptMember, childPointer(pointer, kept)))
  }
}

function checkSettings(ctx: Context, document: JsonObject): void {
  const styling = memberOf(document, 'styling')
  if (styling?.value.kind === 'object') {
    const eyebrows = memberOf(styling.value, 'eyebrows')
    if (eyebrows) checkFieldValue(ctx, { oneOf: ['section', 'breadcrumbs'] }, eyebrows, '/styling')
  }
  const interaction = memberOf(document, 'interaction')
  if (interaction?.value.kind === 'object') {
    const drilldown = memberOf(interaction.value, 'drilldown')
    if (drilldown && drilldown.value.kind !== 'boolean') {
      report(ctx, 'DN2008', valueSite(drilldown.value, '/interaction/drilldown'), { key: 'drilldown', expected: '`true` or `false`', found: describeJson(drilldown.value) })
    }
  }
}
