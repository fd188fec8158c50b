import { at, report } from '../../ir/diagnostics/report.js'
import { memberPlace, type Holder, type Context } from '../../ir/context.js'
import { describeValue, isRecord, own } from '../../ir/json-values.js'
import { nearest } from '../../ir/nearest.js'
import { ALL_CHILD_KEYS, CHILD_KEYS, NAVIGATION_FIELDS, SETTINGS, type FieldSpec } from '../../ir/schema.js'
import type { RootNode } from '../../ir/types.js'
import type { Region } from '../../source/source-file.js'
import { checkNotEmpty } from './elements.js'
import { checkFieldValue } from './fields.js'
import { reportUnknownKey } from '../../ir/unknown-keys.js'

const PRIMARY_KEYS: readonly string[] = CHILD_KEYS.navigation
const NAVIGATION_KEYS = [...PRIMARY_KEYS, ...Object.keys(NAVIGATION_FIELDS)]

/**
 * Checks `navigation` itself: exactly one primary pattern, no keys it does not know, and the
 * settings outside it that docsnav reads (`SETTINGS` in the schema: `styling.eyebrows`, `seo.indexing`, ...).
 */
export function checkRoot(ctx: Context, root: RootNode): void {
  const document = root.document
  if (!isRecord(document)) return
  checkSettings(ctx, document, root.documentRegion)
  if (!Object.hasOwn(document, 'navigation')) {
    report(ctx, 'DN2001', at(root.documentRegion, '', 'start'))
    return
  }
  if (!isRecord(root.raw)) return
  const holder: Holder = { raw: root.raw, pointer: '/navigation', region: root.region }
  for (const [key, spec] of Object.entries<FieldSpec>(NAVIGATION_FIELDS)) {
    if (Object.hasOwn(holder.raw, key)) checkFieldValue(ctx, holder, key, spec.type)
  }
  const keys = Object.keys(holder.raw)
  const primary = keys.filter((key) => PRIMARY_KEYS.includes(key))
  for (const key of keys) {
    if (NAVIGATION_KEYS.includes(key)) continue
    if ((ALL_CHILD_KEYS as readonly string[]).includes(key)) {
      report(ctx, 'DN2005', memberPlace(ctx, holder, key, 'key'), {
        subject: '`navigation`',
        key,
        allowed: `one of ${PRIMARY_KEYS.map((name) => `\`${name}\``).join(', ')}`,
      })
    } else if (key === 'graphql' || key === 'sdk') {
      report(ctx, 'DN2026', memberPlace(ctx, holder, key, 'key'), {
        key,
        subject: '`navigation`',
        where: key === 'graphql' ? 'only on tabs' : 'only on tabs and groups',
      })
    } else if (primary.length > 0) {
      reportUnknownKey(ctx, holder, key, '`navigation`', NAVIGATION_KEYS)
    }
  }
  if (primary.length === 0) {
    if (ctx.regions.isIncomplete(holder.raw)) return
    const lookalikes = keys.flatMap((key) => {
      const meant = nearest(key, PRIMARY_KEYS)
      return meant === undefined ? [] : [{ key, meant }]
    })
    const allowed = PRIMARY_KEYS.map((key) => `\`${key}\``).join(', ')
    // One key that looks like a misspelt primary key (`grops`): reported there, where --fix renames it.
    const [only] = lookalikes.length === 1 ? lookalikes : []
    if (only) report(ctx, 'DN2002', memberPlace(ctx, holder, only.key, 'key'), { allowed, key: only.key, suggestion: only.meant })
    else
      report(ctx, 'DN2002', memberPlace(ctx, { raw: document, pointer: '', region: root.documentRegion }, 'navigation', 'key'), {
        allowed,
        suggestion: lookalikes[0]?.meant,
      })
    return
  }
  const kept = PRIMARY_KEYS.find((key) => primary.includes(key))!
  checkNotEmpty(ctx, holder, kept)
  for (const key of primary) {
    if (key === kept) continue
    report(ctx, 'DN2003', memberPlace(ctx, holder, key, 'key'), { kept, key }, memberPlace(ctx, holder, kept, 'key'))
  }
}

function checkSettings(ctx: Context, document: Record<string, unknown>, region: Region): void {
  for (const [name, fields] of Object.entries<Readonly<Record<string, FieldSpec>>>(SETTINGS)) {
    const raw = own(document, name)
    if (raw === undefined) continue
    if (!isRecord(raw)) {
      // Mintlify's schema wants each of these an object: anything else (null too) fails the deploy.
      const top: Holder = { raw: document, pointer: '', region }
      report(ctx, 'DN2008', memberPlace(ctx, top, name), { key: name, expected: 'an object', found: describeValue(raw) })
      continue
    }
    let holder: Holder | undefined
    for (const [key, spec] of Object.entries(fields)) {
      if (!Object.hasOwn(raw, key)) continue
      holder ??= { raw, pointer: `/${name}`, region: ctx.regions.child(document, name, region) }
      checkFieldValue(ctx, holder, key, spec.type)
    }
  }
}
