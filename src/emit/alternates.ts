import { defineOwn } from '../ir/json-values.js'
import type { Memo } from '../ir/memo.js'
import { LANGUAGE_CODES } from '../ir/schema.js'
import type { Alternates, Route } from '../ir/site.js'
import { nearestOf, PageNode, type Listing } from '../ir/types.js'

// The same page in another language or version, as Mintlify's switchers find it
// (docs/pages-and-routes.md, "Alternates"): a page listed under the target too is its own
// alternate; otherwise the first page of the target, in navigation order, whose URL is this one's
// with one segment changed:
// - versions: the same number of segments, at least two, the last one equal and exactly one other
//   different (`/v1/quickstart` and `/v2/quickstart`, never `/api/v1` and `/api/v2`); or one more
//   segment in front (`/2025-09/quickstart` and `/quickstart`);
// - languages: the same segments once a leading language code is set aside (and a trailing
//   `index`), the codes different (`/fr/quickstart`, `/quickstart`).
// Both set aside a leading `docs`, `doc`, `documentation` or `help` segment, which must be on both.
// A switch changes one axis only: version alternates are looked for in the route's own language,
// language alternates in its own version.

/** A switcher's axis. */
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

/** How a URL is compared: its keys, and for versions the parts the same-length rule compares. */
interface Keys {
  /** Keys under which it is filed, and looked up. */
  file: string[]
  probe: string[]
  /** For languages: the leading language code. */
  code?: string
  /** For versions with two segments or more: URLs of one group have as many segments and the same last one. */
  group?: string
  content: string[]
  /** The key prefix: the other axis's value and the base segment. */
  base: string
}

/**
 * Keys under which a URL is filed: two URLs of one `scope` (the other axis's value) are
 * {@link sameInOtherDivision} when a `probe` key of one is a `file` key of the other (and, for
 * languages, their codes differ), or, for versions, when they are of one `group` and differ in
 * exactly one segment (compared directly, or by {@link segmentKeys} in a large group).
 */
function keysOf(url: string, axis: Axis, scope: string | undefined): Keys {
  const parsed = parse(url, axis)
  // The other axis's value first: only routes of one language (version) are compared.
  const base = `${scope === undefined ? '' : `${scope.length}:${scope}`}|${parsed.base ? 'b' : 'n'}`
  const content = parsed.content
  const whole = content.join('/')
  if (axis === 'language') {
    const key = `${base}|${whole}`
    return parsed.code === undefined ? { file: [key], probe: [key], content, base } : { file: [key], probe: [key], code: parsed.code, content, base }
  }
  // One more segment in front: a shorter URL is filed whole and looks for longer ones by their
  // tail; a longer one is filed by its tail and looks for shorter ones whole.
  const keys: Keys = { file: [], probe: [], content, base }
  if (content.length >= 1) {
    keys.file.push(`${base}|whole|${whole}`)
    keys.probe.push(`${base}|tail|${whole}`)
  }
  if (content.length >= 2) {
    const tail = whole.slice(content[0]!.length + 1)
    keys.file.push(`${base}|tail|${tail}`)
    keys.probe.push(`${base}|whole|${tail}`)
    keys.group = `${base}|${content.length}|${content[content.length - 1]}`
  }
  return keys
}

/** Keys for the same-length rule: the URL with each segment but the last left blank in turn. */
function segmentKeys(keys: Keys): string[] {
  const { content, base } = keys
  return content.slice(0, -1).map((_, index) => `${base}|${content.length}|${index}|${content.map((segment, at) => (at === index ? '' : segment)).join('/')}`)
}

/** Whether two URLs of one group differ in exactly one segment (never the last, which is equal). */
function oneSegmentApart(a: readonly string[], b: readonly string[]): boolean {
  let differences = 0
  for (let index = 0; index < a.length - 1; index++) if (a[index] !== b[index] && ++differences > 1) return false
  return differences === 1
}

/** Groups up to this size are compared route by route; larger ones (a page name used everywhere) by keys. */
const SMALL_GROUP = 64

/** A page as listed under one language (version): Mintlify's switchers look at listings, not routes. */
interface Candidate {
  url: string
  /** The URL the rule compares: for versions, as Mintlify's navigation writes it (`/v1/index`, not `/v1`). */
  compared: string
  /** Its language (version). */
  value: string
  /** Its version (language), which a switch keeps. */
  scope: string | undefined
}

/**
 * {@link alternatesOf}, or for a project kept open, the alternates of its last compile when the
 * routes and listings have the same URLs, languages and versions (an edited title changes none):
 * on a large site they are most of the site model.
 */
export function keptAlternatesOf(routes: Route[], listings: readonly Listing[], memo: Memo | undefined): void {
  if (!memo) {
    alternatesOf(routes, listings)
    for (const route of routes) freeze(route.alternates)
    return
  }
  const field = (text: string | undefined) => (text === undefined ? '-' : `${text.length}:${text}`)
  let input = ''
  for (const route of routes) input += `${field(route.url)}${field(route.language)}${field(route.version)}`
  input += '|'
  for (const listing of listings) input += `${field(listing.url)}${field(nearestOf(listing, 'language')?.label)}${field(nearestOf(listing, 'version')?.label)}`
  const kept = memo.keep('alternates', '', input, () => {
    alternatesOf(routes, listings)
    // Frozen, as they are shared by the routes of every compile that keeps them (copying them took
    // a quarter of crewAI's update); frozen without a memo too, so that every result is alike.
    return routes.map((route) => freeze(route.alternates))
  })
  routes.forEach((route, index) => {
    route.alternates = kept[index]!
  })
}

function freeze(alternates: Alternates): Alternates {
  if (alternates.languages) Object.freeze(alternates.languages)
  if (alternates.versions) Object.freeze(alternates.versions)
  return Object.freeze(alternates)
}

/**
 * Sets `alternates` on every route: for each other language (version) of the site, the route's
 * own URL when its page is listed there too, else the first page listed there, in navigation
 * order, that is the same page by the rule above (hidden pages included, as on Mintlify).
 */
export function alternatesOf(routes: readonly Route[], listings: readonly Listing[]): void {
  for (const axis of ['language', 'version'] as const) {
    const field = axis === 'language' ? 'languages' : 'versions'
    const other = axis === 'language' ? 'version' : 'language'
    const values = new Set<string>()
    // Where each page is listed (URL -> the languages or versions it is listed under).
    const listedUnder = new Map<string, Set<string>>()
    // Each page once per language (version) and scope, in navigation order.
    const candidates: Candidate[] = []
    // URL -> its candidates' indices (a URL is listed under a few values at most).
    const byUrl = new Map<string, number[]>()
    for (const listing of listings) {
      const value = nearestOf(listing, axis)?.label
      if (value === undefined) continue
      values.add(value)
      let under = listedUnder.get(listing.url)
      if (!under) listedUnder.set(listing.url, (under = new Set()))
      under.add(value)
      const scope = nearestOf(listing, other)?.label
      const same = byUrl.get(listing.url)
      if (same?.some((index) => candidates[index]!.value === value && candidates[index]!.scope === scope)) continue
      if (same) same.push(candidates.length)
      else byUrl.set(listing.url, [candidates.length])
      candidates.push({ url: listing.url, compared: axis === 'version' ? writtenHref(listing) : listing.url, value, scope })
    }
    if (values.size < 2) continue
    const keys = candidates.map((candidate) => keysOf(candidate.compared, axis, candidate.scope))
    // The same-length rule for versions: candidates of one group, compared directly, or keyed when many.
    const groups = new Map<string, number[]>()
    keys.forEach((own, index) => {
      if (own.group === undefined) return
      const members = groups.get(own.group)
      if (members) members.push(index)
      else groups.set(own.group, [index])
    })
    const keyedGroups = new Set<string>()
    for (const [group, members] of groups) {
      if (members.length <= SMALL_GROUP) continue
      keyedGroups.add(group)
      for (const member of members) keyBySegments(keys[member]!)
    }
    // Key -> value -> the indices of the first candidates of that value filed under the key:
    // one, or for languages the first for each language code in the URL (the codes must differ).
    const filed = new Map<string, Map<string, number[]>>()
    candidates.forEach((candidate, index) => {
      for (const key of keys[index]!.file) {
        let byValue = filed.get(key)
        if (!byValue) filed.set(key, (byValue = new Map()))
        const firsts = byValue.get(candidate.value)
        if (!firsts) byValue.set(candidate.value, [index])
        else if (axis === 'language' && firsts.every((first) => keys[first]!.code !== keys[index]!.code)) firsts.push(index)
      }
    })
    for (const route of routes) {
      if (route[axis] === undefined) continue
      // The route's keys are its candidate's, unless it is not listed under its own value and scope.
      const listed = byUrl.get(route.url)?.find((index) => candidates[index]!.value === route[axis] && candidates[index]!.scope === route[other])
      const own = listed === undefined ? keysOf(route.url, axis, route[other]) : keys[listed]!
      if (own.group !== undefined && keyedGroups.has(own.group)) keyBySegments(own)
      const under = listedUnder.get(route.url)
      let found: Record<string, string> | undefined
      for (const value of values) {
        if (value === route[axis]) continue
        let url: string | undefined = under?.has(value) ? route.url : undefined
        if (url === undefined) {
          let first = -1
          for (const key of own.probe) {
            const firsts = filed.get(key)?.get(value)
            if (firsts === undefined) continue
            for (const candidate of firsts) {
              // Keys match exactly for versions; for languages the codes must differ too.
              if (candidates[candidate]!.url === route.url || (first !== -1 && candidate > first)) continue
              if (axis === 'language' && keys[candidate]!.code === own.code) continue
              first = candidate
            }
          }
          if (own.group !== undefined) {
            for (const candidate of groups.get(own.group) ?? []) {
              if (first !== -1 && candidate > first) break
              if (
                candidates[candidate]!.value === value &&
                candidates[candidate]!.url !== route.url &&
                oneSegmentApart(own.content, keys[candidate]!.content)
              ) {
                first = candidate
                break
              }
            }
          }
          if (first !== -1) url = candidates[first]!.url
        }
        if (url === undefined) continue
        // Defined, not assigned, for the one label that would otherwise set the prototype.
        defineOwn((found ??= {}), value, url)
      }
      if (found) route.alternates[field] = found
    }
  }
}

/** Files a URL of a large group by {@link segmentKeys} instead of comparing it with each member. */
function keyBySegments(keys: Keys): void {
  const extra = segmentKeys(keys)
  keys.file.push(...extra)
  keys.probe.push(...extra)
  keys.group = undefined
}

/**
 * A listing's URL as Mintlify's decorated navigation writes it, which its version switcher
 * compares: a page written as a folder's `index` keeps the segment (`/v1/index`, where docsnav
 * serves `/v1`), so that `/v1/index` and `/v2/index` are one page in two versions.
 */
function writtenHref(listing: Listing): string {
  const node = listing.node
  if (!(node instanceof PageNode) || node.path === undefined || !/(^|\/)index$/.test(node.path) || listing.url.endsWith('/index')) return listing.url
  return `${listing.url.replace(/\/$/, '')}/index`
}
