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

/** Groups up to this size are compared route by route; larger ones (a page name used everywhere) by keys. */
const SMALL_GROUP = 64

/**
 * The keys URLs are filed and looked up under, as numbers: a key is a kind, a base (the other
 * axis's value and whether the URL has a base segment) and a sequence of segments, each segment
 * an interned number (BLANK: the one left out). Kinds: WHOLE (the content), TAIL (the content
 * without its first segment) and SEGMENTS (the content with one segment but the last blank, for
 * the same-length rule in a large group). Two URLs of one base are {@link sameInOtherDivision}
 * when a key one looks up is a key the other is filed under (and, for languages, their codes
 * differ), or, for versions, when they are of one group and differ in exactly one segment.
 * Numbers, not strings: at 100,000 pages the string keys and a map per key held 240 MB.
 */
const WHOLE = 0
const TAIL = 1
const SEGMENTS = 2
const BLANK = -1

/** A URL as compared: its base, its content's segments, and (languages) its code. */
interface Compared {
  base: number
  content: number[]
  code: string | undefined
}

/** A key of a {@link Compared} URL: its kind, the first segment it takes, the segment left blank (-1: none). */
interface Key {
  kind: number
  from: number
  blank: number
}

// Keys are shared: the filed ones are held by reference, one per URL and key.
const KEY_WHOLE: Key = { kind: WHOLE, from: 0, blank: -1 }
const KEY_TAIL: Key = { kind: TAIL, from: 0, blank: -1 }
const KEY_TAIL_OF_TAIL: Key = { kind: TAIL, from: 1, blank: -1 }
const KEY_WHOLE_OF_TAIL: Key = { kind: WHOLE, from: 1, blank: -1 }
const SEGMENT_KEYS: Key[] = []

/** The keys a URL is filed under (`file`) and looks others up by (`probe`), keyed by segments or not. */
function keysOf(content: readonly number[], axis: Axis, bySegments: boolean): { file: Key[]; probe: Key[] } {
  const whole = KEY_WHOLE
  if (axis === 'language') return { file: [whole], probe: [whole] }
  // One more segment in front: a shorter URL is filed whole and looks for longer ones by their
  // tail; a longer one is filed by its tail and looks for shorter ones whole.
  const file: Key[] = []
  const probe: Key[] = []
  if (content.length >= 1) {
    file.push(whole)
    probe.push(KEY_TAIL)
  }
  if (content.length >= 2) {
    file.push(KEY_TAIL_OF_TAIL)
    probe.push(KEY_WHOLE_OF_TAIL)
  }
  if (bySegments) {
    for (let blank = 0; blank < content.length - 1; blank++) {
      const key = (SEGMENT_KEYS[blank] ??= { kind: SEGMENTS, from: 0, blank })
      file.push(key)
      probe.push(key)
    }
  }
  return { file, probe }
}

/** A key's hash, in the small integers V8 stores unboxed. */
function hashOf(url: Compared, key: Key): number {
  let hash = Math.imul(key.kind + 1, 0x9e3779b1) ^ url.base
  for (let index = key.from; index < url.content.length; index++) {
    hash = Math.imul(hash ^ (index === key.blank ? BLANK : url.content[index]!), 0x5bd1e995)
    hash ^= hash >>> 15
  }
  return hash & 0x3fffffff
}

/** Whether two URLs' keys are one key (hashes can collide). */
function sameKey(a: Compared, aKey: Key, b: Compared, bKey: Key): boolean {
  if (aKey.kind !== bKey.kind || a.base !== b.base || a.content.length - aKey.from !== b.content.length - bKey.from) return false
  for (let index = 0; index < a.content.length - aKey.from; index++) {
    const x = index + aKey.from === aKey.blank ? BLANK : a.content[index + aKey.from]
    const y = index + bKey.from === bKey.blank ? BLANK : b.content[index + bKey.from]
    if (x !== y) return false
  }
  return true
}

/** Whether two URLs of one group differ in exactly one segment (never the last, which is equal). */
function oneSegmentApart(a: readonly number[], b: readonly number[]): boolean {
  let differences = 0
  for (let index = 0; index < a.length - 1; index++) if (a[index] !== b[index] && ++differences > 1) return false
  return differences === 1
}

/** Numbers for strings: each string once, numbered in the order first seen (`texts`: the strings by number). */
function interner(): { of: (text: string) => number; texts: string[] } {
  const numbers = new Map<string, number>()
  const texts: string[] = []
  const of = (text: string) => {
    let number = numbers.get(text)
    if (number === undefined) {
      numbers.set(text, (number = texts.length))
      texts.push(text)
    }
    return number
  }
  return { of, texts }
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
  for (const axis of ['language', 'version'] as const) alternatesAlong(axis, routes, listings)
}

function alternatesAlong(axis: Axis, routes: readonly Route[], listings: readonly Listing[]): void {
  const field = axis === 'language' ? 'languages' : 'versions'
  const other = axis === 'language' ? 'version' : 'language'
  const { of: values, texts: valueLabels } = interner()
  const scopes = interner().of
  const bases = interner().of
  const segments = interner().of
  const compared = (url: string, scope: string | undefined): Compared => {
    const parsed = parse(url, axis)
    // The other axis's value first: only routes of one language (version) are compared.
    const base = bases(`${scope === undefined ? '' : `${scope.length}:${scope}`}|${parsed.base ? 'b' : 'n'}`)
    return { base, content: parsed.content.map(segments), code: parsed.code }
  }
  // Each page once per language (version) and scope, in navigation order, in columns.
  const urls: string[] = []
  const valueAt: number[] = []
  const scopeAt: number[] = []
  const comparedAt: Compared[] = []
  // URL -> its candidates' indices (a URL is listed under a few values at most): its first, then the others.
  const firstByUrl = new Map<string, number>()
  const moreByUrl = new Map<string, number[]>()
  const candidatesOf = (url: string): readonly number[] => {
    const first = firstByUrl.get(url)
    return first === undefined ? NO_CANDIDATES : [first, ...(moreByUrl.get(url) ?? NO_CANDIDATES)]
  }
  for (const listing of listings) {
    const label = nearestOf(listing, axis)?.label
    if (label === undefined) continue
    const value = values(label)
    const scopeLabel = nearestOf(listing, other)?.label
    const scope = scopeLabel === undefined ? -1 : scopes(scopeLabel)
    const same = candidatesOf(listing.url)
    if (same.some((index) => valueAt[index] === value && scopeAt[index] === scope)) continue
    const index = urls.length
    if (same.length === 0) firstByUrl.set(listing.url, index)
    else {
      const more = moreByUrl.get(listing.url)
      if (more) more.push(index)
      else moreByUrl.set(listing.url, [index])
    }
    urls.push(listing.url)
    valueAt.push(value)
    scopeAt.push(scope)
    comparedAt.push(compared(axis === 'version' ? writtenHref(listing) : listing.url, scopeLabel))
  }
  const valueCount = valueLabels.length
  if (valueCount < 2) return
  // The same-length rule for versions: candidates of one group (one base, as many segments and the
  // same last one), compared directly, or keyed by segments when many.
  const groupKey = (url: Compared) =>
    axis === 'version' && url.content.length >= 2 ? `${url.base}|${url.content.length}|${url.content[url.content.length - 1]}` : undefined
  const groups = new Map<string, number[]>()
  comparedAt.forEach((url, index) => {
    const key = groupKey(url)
    if (key === undefined) return
    const members = groups.get(key)
    if (members) members.push(index)
    else groups.set(key, [index])
  })
  const keyed = (key: string | undefined) => key !== undefined && (groups.get(key)?.length ?? 0) > SMALL_GROUP
  // The keys filed, in chains by hash: the first candidate of each value filed under a key, or
  // for languages the first for each language code in the URL (the codes must differ).
  const chains = new Map<number, number>()
  const entryCandidate: number[] = []
  const entryKey: Key[] = []
  const entryNext: number[] = []
  comparedAt.forEach((url, index) => {
    for (const key of keysOf(url.content, axis, keyed(groupKey(url))).file) {
      const hash = hashOf(url, key)
      let filed = false
      for (let entry = chains.get(hash) ?? -1; entry !== -1; entry = entryNext[entry]!) {
        const candidate = entryCandidate[entry]!
        if (valueAt[candidate] !== valueAt[index] || !sameKey(comparedAt[candidate]!, entryKey[entry]!, url, key)) continue
        if (axis === 'version' || comparedAt[candidate]!.code === url.code) filed = true
      }
      if (filed) continue
      entryCandidate.push(index)
      entryKey.push(key)
      entryNext.push(chains.get(hash) ?? -1)
      chains.set(hash, entryCandidate.length - 1)
    }
  })
  for (const route of routes) {
    const label = route[axis]
    if (label === undefined) continue
    const ownValue = values(label)
    const ownScope = route[other] === undefined ? -1 : scopes(route[other])
    // The route's keys are its candidate's, unless it is not listed under its own value and scope.
    const listedAs = candidatesOf(route.url)
    const listed = listedAs.find((index) => valueAt[index] === ownValue && scopeAt[index] === ownScope)
    const own = listed === undefined ? compared(route.url, route[other]) : comparedAt[listed]!
    const group = groupKey(own)
    const bySegments = keyed(group)
    const probes = keysOf(own.content, axis, bySegments).probe
    let found: Record<string, string> | undefined
    for (let value = 0; value < valueCount; value++) {
      if (value === ownValue) continue
      let url: string | undefined = listedAs.some((index) => valueAt[index] === value) ? route.url : undefined
      if (url === undefined) {
        let first = -1
        for (const key of probes) {
          for (let entry = chains.get(hashOf(own, key)) ?? -1; entry !== -1; entry = entryNext[entry]!) {
            const candidate = entryCandidate[entry]!
            if (valueAt[candidate] !== value || !sameKey(comparedAt[candidate]!, entryKey[entry]!, own, key)) continue
            // Keys match exactly for versions; for languages the codes must differ too.
            if (urls[candidate] === route.url || (first !== -1 && candidate > first)) continue
            if (axis === 'language' && comparedAt[candidate]!.code === own.code) continue
            first = candidate
          }
        }
        if (group !== undefined && !bySegments) {
          for (const candidate of groups.get(group) ?? NO_CANDIDATES) {
            if (first !== -1 && candidate > first) break
            if (valueAt[candidate] === value && urls[candidate] !== route.url && oneSegmentApart(own.content, comparedAt[candidate]!.content)) {
              first = candidate
              break
            }
          }
        }
        if (first !== -1) url = urls[first]
      }
      if (url === undefined) continue
      // Defined, not assigned, for the one label that would otherwise set the prototype.
      defineOwn((found ??= {}), valueLabels[value]!, url)
    }
    if (found) route.alternates[field] = found
  }
}

const NO_CANDIDATES: readonly number[] = []

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
