import { memberPlace, type Context, type Holder } from '../../ir/context.js'
import { at, report } from '../../ir/diagnostics/report.js'
import { describeValue, isRecord } from '../../ir/json-values.js'
import { normaliseRedirectPath, type Redirect } from '../../ir/redirects.js'
import { REDIRECT_CONTROL_CHARACTER, REDIRECT_FIELDS, REDIRECT_REQUIRED } from '../../ir/schema.js'
import type { RootNode } from '../../ir/types.js'
import { reportUnknownKey } from '../../ir/unknown-keys.js'

const REDIRECT_KEYS: readonly string[] = Object.keys(REDIRECT_FIELDS)

/**
 * Reads docs.json's `redirects` into `tree.redirects`, reporting entries of the wrong shape: part
 * of reading the navigation (the redirects pass checks them against the site, later).
 */
export function redirectRules(tree: RootNode, ctx: Context): void {
  const document = tree.document
  if (isRecord(document) && Object.hasOwn(document, 'redirects'))
    tree.redirects = readRedirects(ctx, { raw: document, pointer: '', region: tree.documentRegion })
}

function readRedirects(ctx: Context, document: Holder): Redirect[] {
  const value = document.raw.redirects
  // The file a `$ref` brought the list from, when one did: each problem is placed in it.
  const region = ctx.regions.child(document.raw, 'redirects', document.region)
  if (!Array.isArray(value)) {
    // A `$ref` that failed has been reported where it stands, once.
    if (!ctx.regions.isIncomplete(value))
      report(ctx, 'DN2008', at(region, '/redirects'), {
        key: 'redirects',
        expected: 'an array of `{ "source", "destination" }` objects',
        found: describeValue(value),
      })
    return []
  }
  const list: Holder = { raw: value as unknown as Record<string, unknown>, pointer: '/redirects', region }
  const found: Redirect[] = []
  value.forEach((entry, index) => {
    if (!isRecord(entry)) {
      report(ctx, 'DN2008', memberPlace(ctx, list, String(index)), {
        key: `redirects[${index}]`,
        expected: 'an object with `source` and `destination`',
        found: describeValue(entry),
      })
      return
    }
    const holder: Holder = { raw: entry, pointer: `/redirects/${index}`, region: ctx.regions.child(value, index, region) }
    let complete = true
    for (const key of REDIRECT_REQUIRED) {
      if (!Object.hasOwn(entry, key)) {
        if (!ctx.regions.isIncomplete(entry)) report(ctx, 'DN7010', at(holder.region, holder.pointer, 'start'), { key })
        complete = false
      } else if (typeof entry[key] !== 'string') {
        report(ctx, 'DN2008', memberPlace(ctx, holder, key), { key, expected: 'a string', found: describeValue(entry[key]) })
        complete = false
      } else if (REDIRECT_CONTROL_CHARACTER.test(entry[key] as string)) {
        // A line break in a rule would add rules of its own to line-based forms (`_redirects`).
        const code = (entry[key] as string).match(REDIRECT_CONTROL_CHARACTER)![0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')
        report(ctx, 'DN7025', memberPlace(ctx, holder, key), { key, code })
        complete = false
      }
    }
    if (Object.hasOwn(entry, 'permanent') && typeof entry.permanent !== 'boolean') {
      report(ctx, 'DN2008', memberPlace(ctx, holder, 'permanent'), { key: 'permanent', expected: '`true` or `false`', found: describeValue(entry.permanent) })
    }
    for (const key of Object.keys(entry)) {
      if (!REDIRECT_KEYS.includes(key)) reportUnknownKey(ctx, holder, key, 'redirect', REDIRECT_KEYS)
    }
    if (!complete) return
    found.push({
      source: normaliseRedirectPath(entry.source as string),
      destination: normaliseRedirectPath(entry.destination as string),
      permanent: entry.permanent !== false,
      pointer: holder.pointer,
      region: holder.region,
      raw: entry,
    })
  })
  return found
}
