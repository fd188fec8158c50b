import { childPointer, report, valueSite, type Site } from '../../ir/diagnostics/report.js'
import type { Context } from '../../ir/context.js'
import { nearest } from '../../ir/nearest.js'
import { LANGUAGE_CODES } from '../../ir/schema.js'
import type { DivisionNode } from '../../ir/types.js'
import { memberOf, type JsonObject } from '../../parse/json.js'

/** Reports a language code Mintlify does not know, suggesting the nearest one. */
export function checkLanguageCode(ctx: Context, node: DivisionNode): void {
  const json = node.json as JsonObject
  const code = memberOf(json, 'language')?.value
  if (code?.kind !== 'string' || code.value.trim() === '' || LANGUAGE_CODES.includes(code.value)) return
  report(ctx, 'DN2010', valueSite(code, childPointer(node.pointer, 'language')), {
    code: code.value, suggestion: nearest(code.value, LANGUAGE_CODES), allowed: LANGUAGE_CODES.join(', '),
  })
}

/**
 * Across the versions or languages of one switcher: at most one `default`, each language once,
 * each version label once.
 */
export function checkSwitcher(ctx: Context, entries: readonly DivisionNode[]): void {
  let firstDefault: Site | undefined
  const seen = new Map<string, Site>()
  for (const entry of entries) {
    const json = entry.json as JsonObject
    const isDefault = memberOf(json, 'default')
    if (isDefault?.value.kind === 'boolean' && isDefault.value.value) {
      const site = valueSite(isDefault.value, childPointer(entry.pointer, 'default'))
      if (firstDefault) report(ctx, 'DN5001', site, { element: entry.type }, firstDefault)
      else firstDefault = site
    }
    const labelKey = entry.type === 'language' ? 'language' : 'version'
    const label = memberOf(json, labelKey)?.value
    if (label?.kind !== 'string' || label.value.trim() === '') continue
    const site = valueSite(label, childPointer(entry.pointer, labelKey))
    const earlier = seen.get(label.value)
    if (!earlier) seen.set(label.value, site)
    else if (entry.type === 'language') report(ctx, 'DN5002', site, { code: label.value }, earlier)
    else report(ctx, 'DN5003', site, { label: label.value }, earlier)
  }
}
