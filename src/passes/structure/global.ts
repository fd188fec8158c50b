import { report } from '../../ir/diagnostics/report.js'
import { holderPlace, memberPlace, type Context } from '../../ir/context.js'
import { describeValue, own } from '../../ir/json-values.js'
import { ALL_CHILD_KEYS, ELEMENT_NAME, GLOBAL_ENTRY_FIELDS, GLOBAL_KEYS, LABEL_KEY, type FieldSpec } from '../../ir/schema.js'
import type { GlobalEntryNode, GlobalNode } from '../../ir/types.js'
import { checkFieldValue, checkLabel, reportUnknownStrictKey } from './fields.js'
import { reportUnknownKey } from '../../ir/unknown-keys.js'
import { checkHref } from './hrefs.js'

const GLOBAL_KEY_LIST: readonly string[] = GLOBAL_KEYS

/** Checks the keys of `global`: only switcher and link lists, no pages or groups. */
export function checkGlobal(ctx: Context, node: GlobalNode): void {
  const holder = node
  for (const key of Object.keys(holder.raw)) {
    if (GLOBAL_KEY_LIST.includes(key)) continue
    if ((ALL_CHILD_KEYS as readonly string[]).includes(key)) {
      report(ctx, 'DN2005', memberPlace(ctx, holder, key, 'key'), { subject: '`global`', key, allowed: GLOBAL_KEYS.map((name) => `\`${name}\``).join(', ') })
    } else {
      // Mintlify's `global` is a strict object: an unknown key fails the deploy.
      reportUnknownStrictKey(ctx, holder, key, '`global`', GLOBAL_KEY_LIST)
    }
  }
}

/** Checks one global entry: a label, a required `href`, and its optional fields. */
export function checkGlobalEntry(ctx: Context, node: GlobalEntryNode): void {
  const holder = node
  const labelKey = LABEL_KEY[node.kind]
  const element = `global ${ELEMENT_NAME[node.kind]}`
  const fields: Readonly<Record<string, FieldSpec>> = GLOBAL_ENTRY_FIELDS[node.kind]
  const known = [labelKey, 'href', ...Object.keys(fields)]
  checkLabel(ctx, holder, labelKey, element, known)
  for (const key of Object.keys(holder.raw)) {
    if (key === labelKey) continue
    if (key === 'href') {
      checkFieldValue(ctx, holder, key, 'string')
      checkHref(ctx, holder, undefined)
      checkGlobalHref(ctx, holder)
      continue
    }
    const spec = own<FieldSpec>(fields, key)
    if (spec !== undefined) checkFieldValue(ctx, holder, key, spec.type)
    // Mintlify's schema forbids these on global entries: the deploy fails. Any other key it strips (a warning, whatever its value).
    else if (key === 'graphql' || key === 'sdk')
      report(ctx, 'DN2026', memberPlace(ctx, holder, key, 'key'), { key, subject: `a ${element}`, where: 'not on global entries' })
    else reportUnknownKey(ctx, holder, key, element, known)
  }
  if (!Object.hasOwn(holder.raw, 'href')) report(ctx, 'DN2011', holderPlace(holder), { element: ELEMENT_NAME[node.kind] })
}

/**
 * A global entry's `href` as Mintlify's schema takes it: a path starting with `/`, `#` or
 * `mailto:`, or anything `new URL()` parses (`blog`, `www.x.com` and `""` fail the deploy).
 */
function checkGlobalHref(ctx: Context, holder: GlobalEntryNode): void {
  const href = holder.raw.href
  if (typeof href !== 'string' || /^(\/|#|mailto:)/.test(href) || URL.canParse(href)) return
  report(ctx, 'DN2023', memberPlace(ctx, holder, 'href'), { found: describeValue(href) })
}
