import { report, reportMessage } from '../../ir/diagnostics/report.js'
import { holderPlace, memberPlace, type Context, type Holder } from '../../ir/context.js'
import { checkField } from '../../ir/field-types.js'
import { describeValue, own } from '../../ir/json-values.js'
import { nearest } from '../../ir/nearest.js'
import { KEY_SYNONYMS, withArticle, type FieldType } from '../../ir/schema.js'

/** Reports a field whose value has the wrong type or shape, at the narrowest wrong value. */
export function checkFieldValue(ctx: Context, holder: Holder, key: string, type: FieldType): void {
  const problem = checkField(type, key, holder.raw[key])
  if (problem) reportMessage(ctx, problem.message, memberPlace(ctx, holder, key, problem.atKey ? 'key' : 'value', problem.below))
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

/** Settings of docs.json itself, sometimes put inside `navigation` by mistake. */
const TOP_LEVEL_SETTINGS = new Set(['interaction', 'styling', 'api', 'theme', 'colors', 'logo', 'navbar', 'footer',
  'redirects', 'seo', 'search', 'contextual', 'banner', 'appearance', 'fonts', 'icons', 'integrations', 'errors',
  'metadata', 'background', 'thumbnails', 'favicon', 'name', 'description'])

/** Reports a key that no element of this kind knows, with the nearest known key. */
export function reportUnknownKey(ctx: Context, holder: Holder, key: string, element: string, known: readonly string[]): void {
  // A known key, or a synonym another generator uses for one (`collapsed` for `expanded`), typos included.
  const candidate = nearestKey(key, known)
  const synonym = candidate === undefined || known.includes(candidate) ? undefined : own(KEY_SYNONYMS, candidate)
  const viaSynonym = synonym !== undefined && known.includes(synonym.key) ? synonym : undefined
  report(ctx, 'DN2009', memberPlace(ctx, holder, key, 'key'), {
    key, subject: withArticle(element), suggestion: viaSynonym?.key ?? (candidate !== undefined && known.includes(candidate) ? candidate : undefined),
    topLevel: element === '`navigation`' && TOP_LEVEL_SETTINGS.has(key) ? '' : undefined,
    inverted: viaSynonym?.inverted ? ` (\`${key}: true\` is \`${viaSynonym.key}: false\`)` : undefined,
    allowed: known.map((name) => `\`${name}\``).join(', '),
  })
}

/** Reports a key of an object Mintlify checks strictly (`global`, a colour, a spec's object): an error. */
export function reportUnknownStrictKey(ctx: Context, holder: Holder, key: string, subject: string, known: readonly string[], below = ''): void {
  const suggestion = nearest(key, known)
  report(ctx, 'DN2022', memberPlace(ctx, holder, key, 'key', below), { key, subject, suggestion, allowed: known.map((name) => `\`${name}\``).join(', ') })
}

/**
 * The known key (or synonym) nearest to an unknown one, computed once per key and list: an include
 * with a thousand unknown keys, included a thousand times, asks a million times.
 */
const nearestKeys = new WeakMap<readonly string[], Map<string, string | undefined>>()

function nearestKey(key: string, known: readonly string[]): string | undefined {
  let cache = nearestKeys.get(known)
  if (!cache) nearestKeys.set(known, (cache = new Map()))
  if (!cache.has(key)) cache.set(key, nearest(key, [...known, ...Object.keys(KEY_SYNONYMS)]))
  return cache.get(key)
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
