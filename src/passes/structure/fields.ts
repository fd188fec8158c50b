import { report, reportMessage } from '../../ir/diagnostics/report.js'
import { holderPlace, memberPlace, type Context, type Holder } from '../../ir/context.js'
import { checkField } from '../../ir/field-types.js'
import { describeValue } from '../../ir/json-values.js'
import { nearest } from '../../ir/nearest.js'
import type { FieldType } from '../../ir/schema.js'

/**
 * Reports a field whose value has the wrong type or shape, at the narrowest wrong value; a warning
 * for a field Mintlify strips (`stripped`), whose value cannot fail the deploy.
 */
export function checkFieldValue(ctx: Context, holder: Holder, key: string, type: FieldType, stripped = false): void {
  const problem = checkField(type, key, holder.raw[key])
  if (problem)
    reportMessage(
      ctx,
      problem.message,
      memberPlace(ctx, holder, key, problem.atKey ? 'key' : 'value', problem.below),
      undefined,
      stripped ? 'warning' : undefined,
    )
}

/**
 * Reports the label key: missing (suggesting a key that looks like a stand-in, such as `title`),
 * not a string, or empty. Returns the stand-in key, which then needs no report of its own.
 */
export function checkLabel(ctx: Context, holder: Holder, labelKey: string, element: string, known: readonly string[]): string | undefined {
  if (!Object.hasOwn(holder.raw, labelKey)) {
    // After a failed `$ref` the object is incomplete: its include was reported, not its missing parts.
    if (ctx.regions.isIncomplete(holder.raw)) return undefined
    const standIn = Object.keys(holder.raw).find((key) => typeof holder.raw[key] === 'string' && !known.includes(key))
    report(ctx, 'DN2006', holderPlace(holder), { element: capitalise(element), label: labelKey, suggestion: standIn })
    return standIn
  }
  const label = holder.raw[labelKey]
  if (typeof label !== 'string') {
    report(ctx, 'DN2008', memberPlace(ctx, holder, labelKey), { key: labelKey, expected: 'a string', found: describeValue(label) })
  } else if (label === '') {
    report(ctx, 'DN2021', memberPlace(ctx, holder, labelKey), { label: labelKey, element })
  } else if (label.trim() === '') {
    report(ctx, 'DN2007', memberPlace(ctx, holder, labelKey), { label: labelKey, element })
  }
  return undefined
}

/** Reports a key of an object Mintlify checks strictly (`global`, a colour, a spec's object): an error. */
export function reportUnknownStrictKey(ctx: Context, holder: Holder, key: string, subject: string, known: readonly string[], below = ''): void {
  const suggestion = nearest(key, known)
  report(ctx, 'DN2022', memberPlace(ctx, holder, key, 'key', below), { key, subject, suggestion, allowed: known.map((name) => `\`${name}\``).join(', ') })
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
