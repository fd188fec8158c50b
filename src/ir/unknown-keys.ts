import { memberPlace, type Context, type Holder } from './context.js'
import { report } from './diagnostics/report.js'
import { own } from './json-values.js'
import { nearest } from './nearest.js'
import { DOCS_JSON_KEYS } from './docs-json.js'
import { KEY_SYNONYMS, withArticle } from './schema.js'

/** A key of docs.json that no element of its kind knows: checked by the structure pass and in the redirects alike. */

/** Keys of docs.json itself, sometimes put inside `navigation` by mistake. */
const TOP_LEVEL_SETTINGS = new Set(DOCS_JSON_KEYS.filter((key) => key !== 'navigation' && key !== '$schema'))

/** Reports a key that no element of this kind knows, with the nearest known key. */
export function reportUnknownKey(ctx: Context, holder: Holder, key: string, element: string, known: readonly string[]): void {
  // A known key, or a synonym another generator uses for one (`collapsed` for `expanded`), typos included.
  const candidate = nearestKey(key, known)
  const synonym = candidate === undefined || known.includes(candidate) ? undefined : own(KEY_SYNONYMS, candidate)
  const viaSynonym = synonym !== undefined && known.includes(synonym.key) ? synonym : undefined
  report(ctx, 'DN2009', memberPlace(ctx, holder, key, 'key'), {
    key,
    subject: withArticle(element),
    suggestion: viaSynonym?.key ?? (candidate !== undefined && known.includes(candidate) ? candidate : undefined),
    topLevel: element === '`navigation`' && TOP_LEVEL_SETTINGS.has(key) ? '' : undefined,
    inverted: viaSynonym?.inverted ? ` (\`${key}: true\` is \`${viaSynonym.key}: false\`)` : undefined,
    allowed: known.map((name) => `\`${name}\``).join(', '),
  })
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
