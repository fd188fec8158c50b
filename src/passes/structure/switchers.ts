import { report, type Place } from '../../ir/diagnostics/report.js'
import { memberPlace, type Context, type Holder } from '../../ir/context.js'
import { own } from '../../ir/json-values.js'
import { nearest } from '../../ir/nearest.js'
import { LANGUAGE_CODES } from '../../ir/schema.js'
import type { DivisionNode } from '../../ir/types.js'

/** Reports a language code Mintlify does not know, suggesting the nearest one (a language, or a global language entry). */
export function checkLanguageCode(ctx: Context, holder: Holder): void {
  const code = own(holder.raw, 'language')
  // An empty code is an empty label (DN2021); one of spaces is no code Mintlify knows.
  if (typeof code !== 'string' || code === '' || LANGUAGE_CODES.includes(code)) return
  report(ctx, 'DN2010', memberPlace(ctx, holder, 'language'), {
    // `ua` is the country; Mintlify's code for Ukrainian is `uk`.
    code,
    suggestion: code.toLowerCase() === 'ua' ? 'uk' : nearest(code, LANGUAGE_CODES),
    allowed: LANGUAGE_CODES.join(', '),
  })
}

/**
 * Across the versions or languages of one switcher: at most one `default`, each language once,
 * each version label once.
 */
export function checkSwitcher(ctx: Context, entries: readonly DivisionNode[]): void {
  let firstDefault: Place | undefined
  const seen = new Map<string, Place>()
  for (const entry of entries) {
    const holder = entry
    if (own(holder.raw, 'default') === true) {
      const place = memberPlace(ctx, holder, 'default')
      if (firstDefault) report(ctx, 'DN5001', place, { element: entry.type }, firstDefault)
      else firstDefault = place
    }
    const labelKey = entry.type === 'language' ? 'language' : 'version'
    const label = own(holder.raw, labelKey)
    if (typeof label !== 'string' || label.trim() === '') continue
    const place = memberPlace(ctx, holder, labelKey)
    const earlier = seen.get(label)
    if (!earlier) seen.set(label, place)
    else if (entry.type === 'language') report(ctx, 'DN5002', place, { code: label }, earlier)
    else report(ctx, 'DN5003', place, { label }, earlier)
  }
}
