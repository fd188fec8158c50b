import { defineOwn } from '../ir/json-values.js'
import { LANGUAGE_CODES } from '../ir/schema.js'
import type { Route } from '../ir/site.js'
import type { Listing } from '../ir/types.js'

/**
 * The same page in another language or version, as Mintlify's switchers find it
 * (docs/pages-and-routes.md, "Alternates"): a page listed under the target too is its own
 * alternate; otherwise the first page of the target, in navigation order, whose URL is this one's
 * with one segment changed:
 * - versions: the same number of segments, at least two, the last one equal and exactly one other
 *   different (`/v1/quickstart` and `/v2/quickstart`, never `/api/v1` and `/api/v2`); or one more
 *   segment in front (`/2025-09/quickstart` and `/quickstart`);
 * - languages: the same segments once a leading language code is set aside (and a trailing
 *   `index`), the codes different (`/fr/quickstart`, `/quickstart`).
 * Both set aside a leading `docs`, `doc`, `documentation` or `help` segment, which must be on both.
 * A switch changes one axis only: version alternates are looked for in the route's own language,
 * language alternates in its own version.
 */
export type Axis = 'language' | 'version'

/** The first segments Mintlify treats as a site's base path, not as content. */
const BASE_SEGMENTS = new Set(['docs', 'doc', 'documentation', 'help'])
const CODES = new Set(LANGUAGE_CODES)

interface Parsed {
  /** Whether the URL starts with a base segment. */
  base: boolean
  /** For languages: the leading language code, if any. */
  code?: string
  /** The rest. */
  content: string[]
}

function segmentsOf(url: string): string[] {
  return url.split('/').filter((segment) => segment !== '')
}

function parse(url: string, axis: Axis): Parsed {
  const segments = segmentsOf(url)
  if (axis === 'version') {
    const base = BASE_SEGMENTS.has(segments[0] ?? '')
    return { base, content: base ? segments.slice(1) : segments }
  }
  // A language code and the base segment may come in either order.
  let index = 0
  let base = false
  let code: string | undefined
  if (BASE_SEGMENTS.has(segments[0] ?? '')) {
    base = true
    index = 1
    if (CODES.has(segments[1] ?? '')) code = segments[index++]
  } else if (CODES.has(segments[0] ?? '')) {
    code = segments[0]
    index = 1
    if (BASE_SEGMENTS.has(segments[1] ?? '')) {
      base = true
      index = 2
    }
  }
  const content = segments.slice(index)
  if (content[content.length - 1] === 'index') content.pop()
  return code === undefined ? { base, content } : { base, code, content }
}

/** Whether two URLs are one page in two languages (versions), by the rule above. */
export function sameInOtherDivision(a: string, b: string, axis: Axis): boolean {
  const x = parse(a, axis)
  const y = parse(b, axis)
  if (x.base !== y.base) return false
  if (axis === 'language') {
    return (x.code !== undefined || y.code !== undefined) && x.code !== y.code && x.content.join('/') === y.content.join('/')
  }
  const [p, q] = [x.content, y.content]
  if (p.length === q.length && p.length >= 2 && p[p.length - 1] === q[q.length - 1]) {
    let differences = 0
    for (let index = 0; index < p.length - 1; index++) if (p[index] !== q[index]) differences++
    return differences === 1
  }
  const [longer, shorter] = p.length > q.length ? [p, q] : [q, p]
  return shorter.length > 0 && longer.length === shorter.length + 1 && longer.slice(1).join('/') === shorter.join('/')
}

/**
 * Keys under which a URL is filed: two URLs of one `scope` (the other axis's value) are
 * {@link sameInOtherDivision} only if they share a key; `probe` keys are looked up, `file` keys filed.
 */
function keysOf(url: string, axis: Axis, scope: string | undefined): { file: string[]; probe: string[]; code?: string } {
  const parsed = parse(url, axis)
  // The other axis's value first: only routes of one language (version) are compared.
  const base = `${scope === undefined ? '' : `${scope.length}:${scope}`}|${parsed.base ? 'b' : 'n'}`
  const content = parsed.content
  if (axis === 'language') {
    const key = `${base}|${content.join('/')}`
    return parsed.code === undefined ? { file: [key], probe: [key] } : { file: [key], probe: [key], code: parsed.code }
  }
  const keys: string[] = []
  if (content.length >= 2) {
    for (let index = 0; index < content.length - 1; index++) {
      keys.push(`${base}|${content.length}|${index}|${content.map((segment, at) => (at === index ? '' : segment)).join('/')}`)
    }
  }
  // One more segment in front: the longer files its tail, the shorter probes with its whole.
  const file = [...keys, `${base}|whole|${content.join('/')}`]
  const probe = [...keys, `${base}|whole|${content.join('/')}`]
  if (content.length >= 2) {
    file.push(`${base}|tail|${content.slice(1).join('/')}`)
    probe.push(`${base}|whole|${content.slice(1).join('/')}`)
  }
  probe.push(`${base}|tail|${content.join('/')}`)
  return { file, probe }
}

/**
 * Sets `alternates` on every route: for each other language (version) of the site, the route's
 * own URL when its page is listed there too, else the first route there that is the same page by
 * the rule above. `listings` are all listings, to know where each page is listed.
 */
export function alternatesOf(routes: readonly Route[], listings: readonly Listing[]): void {
  for (const axis of ['language', 'version'] as const) {
    const field = axis === 'language' ? 'languages' : 'versions'
    const values = new Set<string>()
    // Where each page is listed (URL -> the languages or versions it is listed under).
    const listedUnder = new Map<string, Set<string>>()
    for (const listing of listings) {
      if (listing.hidden) continue
      const value = valueOf(listing, axis)
      if (value === undefined) continue
      values.add(value)
      let under = listedUnder.get(listing.url)
      if (!under) listedUnder.set(listing.url, (under = new Set()))
      under.add(value)
    }
    if (values.size < 2) continue
    // Key -> value -> the first visible route of that value filed under the key.
    const filed = new Map<string, Map<string, Route>>()
    const order = new Map(routes.map((route, index) => [route, index]))
    const other = axis === 'language' ? 'version' : 'language'
    for (const route of routes) {
      const value = route[axis]
      if (value === undefined || route.hidden) continue
      for (const key of keysOf(route.url, axis, route[other]).file) {
        let byValue = filed.get(key)
        if (!byValue) filed.set(key, (byValue = new Map()))
        if (!byValue.has(value)) byValue.set(value, route)
      }
    }
    for (const route of routes) {
      const own = route[axis]
      if (own === undefined || route.hidden) continue
      const keys = keysOf(route.url, axis, route[other])
      const found: Record<string, string> = {}
      let any = false
      for (const value of values) {
        if (value === own) continue
        let url: string | undefined = listedUnder.get(route.url)?.has(value) ? route.url : undefined
        if (url === undefined) {
          let first: Route | undefined
          for (const key of keys.probe) {
            const candidate = filed.get(key)?.get(value)
            if (candidate && candidate !== route && sameInOtherDivision(route.url, candidate.url, axis)
              && (first === undefined || order.get(candidate)! < order.get(first)!)) first = candidate
          }
          url = first?.url
        }
        if (url === undefined) continue
        // Defined, not assigned, for the one label that would otherwise set the prototype.
        defineOwn(found, value, url)
        any = true
      }
      if (any) route.alternates[field] = found
    }
  }
}

/** The language (version) a listing is under: its nearest ancestor of that kind. */
function valueOf(listing: Listing, axis: Axis): string | undefined {
  for (let index = listing.ancestors.length - 1; index >= 0; index--) {
    const ancestor = listing.ancestors[index]!
    if (ancestor.type === axis) return ancestor.label
  }
  return undefined
}
