import { childPointer, keySite, report, valueSite } from '../../ir/diagnostics/report.js'
import type { Context } from '../../ir/context.js'
import { checkField, describeJson } from '../../ir/field-types.js'
import { nearest } from '../../ir/nearest.js'
import type { FieldType } from '../../ir/schema.js'
import type { JsonMember, JsonObject } from '../../parse/json.js'

/** Reports a field whose value has the wrong type or shape, at the narrowest wrong value. */
export function checkFieldValue(ctx: Context, type: FieldType, member: JsonMember, objectPointer: string): void {
  const problem = checkField(type, member.key, member.value)
  if (!problem) return
  const pointer = childPointer(objectPointer, member.key) + problem.below
  report(ctx, problem.code, valueSite(problem.at, pointer), problem.params)
}

/**
 * Reports the label key: missing (suggesting a key that looks like a stand-in, such as `title`),
 * not a string, or empty.
 */
export function checkLabel(ctx: Context, json: JsonObject, pointer: string, labelKey: string, element: string, known: readonly string[]): void {
  const label = json.members.find((member) => member.key === labelKey)
  if (!label) {
    const standIn = json.members.find((member) => member.value.kind === 'string' && !known.includes(member.key))
    report(ctx, 'DN2006', { source: json.source, start: json.start, end: json.start + 1, pointer }, {
      element: capitalise(element), label: labelKey, suggestion: standIn?.key,
    })
    return
  }
  const labelPointer = childPointer(pointer, labelKey)
  if (label.value.kind !== 'string') {
    report(ctx, 'DN2008', valueSite(label.value, labelPointer), { key: labelKey, expected: 'a string', found: describeJson(label.value) })
  } else if (label.value.value.trim() === '') {
    report(ctx, 'DN2007', valueSite(label.value, labelPointer), { label: labelKey, element })
  }
}

/** Reports a key that no element of this kind knows, with the nearest known key. */
export function reportUnknownKey(ctx: Context, member: JsonMember, pointer: string, element: string, known: readonly string[]): void {
  report(ctx, 'DN2009', keySite(member, childPointer(pointer, member.key)), {
    key: member.key, element, suggestion: nearest(member.key, known),
    allowed: known.map((key) => `\`${key}\``).join(', '),
  })
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
