import { at, report } from '../../ir/diagnostics/report.js'
import { memberPlace, type Holder, type Context } from '../../ir/context.js'
import { isRecord, own } from '../../ir/json-values.js'
import { nearest } from '../../ir/nearest.js'
import { ALL_CHILD_KEYS, CHILD_KEYS, EYEBROWS, FIELDS, INDEXING } from '../../ir/schema.js'
import type { RootNode } from '../../ir/types.js'
import type { Region } from '../../source/source-file.js'
import { checkNotEmpty } from './elements.js'
import { checkFieldValue, reportUnknownKey } from './fields.js'

const PRIMARY_KEYS: readonly string[] = CHILD_KEYS.navigation
const NAVIGATION_KEYS = [...PRIMARY_KEYS, 'global', 'directory']

/**
 * Checks `navigation` itself: exactly one primary pattern, no keys it does not know, and the two
 * settings outside it that shape navigation (`styling.eyebrows`, `interaction.drilldown`).
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
  if (Object.hasOwn(holder.raw, 'global')) checkFieldValue(ctx, holder, 'global', 'object')
  if (Object.hasOwn(holder.raw, 'directory')) checkFieldValue(ctx, holder, 'directory', FIELDS.group.directory.type)
  const keys = Object.keys(holder.raw)
  const primary = keys.filter((key) => PRIMARY_KEYS.includes(key))
  for (const key of keys) {
    if (NAVIGATION_KEYS.includes(key)) continue
    if ((ALL_CHILD_KEYS as readonly string[]).includes(key)) {
      report(ctx, 'DN2005', memberPlace(ctx, holder, key, 'key'), { subject: '`navigation`', key, allowed: `one of ${PRIMARY_KEYS.map((name) => `\`${name}\``).join(', ')}` })
    } else if (key === 'graphql' || key === 'sdk') {
      report(ctx, 'DN2026', memberPlace(ctx, holder, key, 'key'), { key, subject: '`navigation`', where: key === 'graphql' ? 'only on tabs' : 'only on tabs and groups' })
    } else if (primary.length > 0) {
      reportUnknownKey(ctx, holder, key, '`navigation`', NAVIGATION_KEYS)
    }
  }
  if (primary.length === 0) {
    if (ctx.regions.isIncomplete(holder.raw)) return
    const lookalike = keys.map((key) => nearest(key, PRIMARY_KEYS)).find((key) => key !== undefined)
    report(ctx, 'DN2002', memberPlace(ctx, { raw: document, pointer: '', region: root.documentRegion }, 'navigation', 'key'), { allowed: PRIMARY_KEYS.map((key) => `\`${key}\``).join(', '), suggestion: lookalike })
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
  const styling = own(document, 'styling')
  if (isRecord(styling) && Object.hasOwn(styling, 'eyebrows')) {
    const holder = { raw: styling, pointer: '/styling', region: ctx.regions.child(document, 'styling', region) }
    checkFieldValue(ctx, holder, 'eyebrows', { oneOf: EYEBROWS })
  }
  const api = own(document, 'api')
  if (isRecord(api) && Object.hasOwn(api, 'openapi')) {
    checkFieldValue(ctx, { raw: api, pointer: '/api', region: ctx.regions.child(document, 'api', region) }, 'openapi', 'spec')
  }
  const seo = own(document, 'seo')
  if (isRecord(seo)) {
    const holder = { raw: seo, pointer: '/seo', region: ctx.regions.child(document, 'seo', region) }
    if (Object.hasOwn(seo, 'indexing')) checkFieldValue(ctx, holder, 'indexing', { oneOf: INDEXING })
    if (Object.hasOwn(seo, 'trailingSlash')) checkFieldValue(ctx, holder, 'trailingSlash', 'boolean')
  }
  const interaction = own(document, 'interaction')
  if (isRecord(interaction) && Object.hasOwn(interaction, 'drilldown')) {
    const holder = { raw: interaction, pointer: '/interaction', region: ctx.regions.child(document, 'interaction', region) }
    checkFieldValue(ctx, holder, 'drilldown', 'boolean')
  }
}
