import { at, report, reportMessage } from '../../ir/diagnostics/report.js'
import { memberPlace, type Holder, type Context } from '../../ir/context.js'
import { isRecord } from '../../ir/json-values.js'
import { nearest } from '../../ir/nearest.js'
import { ALL_CHILD_KEYS, CHILD_KEYS, NAVIGATION_FIELDS, type FieldSpec } from '../../ir/schema.js'
import { DOCS_JSON } from '../../ir/docs-json.js'
import { checkShape } from '../../ir/shape.js'
import type { RootNode } from '../../ir/types.js'
import type { Region } from '../../source/source-file.js'
import { checkNotEmpty } from './elements.js'
import { checkFieldValue } from './fields.js'
import { reportUnknownKey } from '../../ir/unknown-keys.js'

const PRIMARY_KEYS: readonly string[] = CHILD_KEYS.navigation
const NAVIGATION_KEYS = [...PRIMARY_KEYS, ...Object.keys(NAVIGATION_FIELDS)]

/**
 * Checks docs.json's keys outside the navigation, then `navigation` itself: exactly one primary
 * pattern, and no keys it does not know.
 */
export function checkRoot(ctx: Context, root: RootNode): void {
  const document = root.document
  if (!isRecord(document)) return
  checkDocument(ctx, document, root.documentRegion)
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

/**
 * Checks every key of docs.json outside `navigation` and `redirects` (their own passes check those)
 * as Mintlify's schema does (src/ir/docs-json.ts): one diagnostic per mistake, where it is.
 */
function checkDocument(ctx: Context, document: Record<string, unknown>, region: Region): void {
  const top: Holder = { raw: document, pointer: '', region }
  const placeOf = (pointer: string, part: 'key' | 'value' | 'start') => {
    if (pointer === '') return at(region, '', part === 'key' ? 'start' : part)
    const [key, ...rest] = pointer.slice(1).split('/')
    const below = rest.length === 0 ? '' : `/${rest.join('/')}`
    return memberPlace(ctx, top, unescapePointer(key!), part, below)
  }
  for (const problem of checkShape(DOCS_JSON, document, '')) {
    const related = problem.related === undefined ? undefined : placeOf(problem.related, 'value')
    reportMessage(ctx, problem.message, placeOf(problem.below, problem.part), related, problem.warning ? 'warning' : undefined)
  }
}

/** A key as a JSON pointer segment writes it (`~1` is `/`, `~0` is `~`). */
function unescapePointer(segment: string): string {
  return segment.replaceAll('~1', '/').replaceAll('~0', '~')
}
