import type { Region } from '../source/source-file.js'
import { isAbsoluteHref, routeKeyOfPath } from './urls.js'

/**
 * A redirect rule of docs.json (`redirects: [{source, destination, permanent?}]`), normalised, with
 * where it is written. Sources and destinations get a leading `/` when they lack one (Mintlify
 * matches them as paths).
 */
export interface Redirect {
  source: string
  destination: string
  /** 308 unless `permanent: false` (307). */
  permanent: boolean
  /** The rule's pointer (`/redirects/3`) and the region of the file it is written in. */
  pointer: string
  region: Region
  /** The rule object as written, for places of its members. */
  raw: Record<string, unknown>
}

/** A parameter of a source pattern: `:name` (one segment), `:name?`, `:name+`, `:name*`, or `*`. */
export interface PatternParameter {
  /** Its name; `*` for a bare `*`. */
  name: string
  /** `one`: one segment; `optional`: one or none; `some`: one or more; `any`: any number, or any text for `*`. */
  matches: 'one' | 'optional' | 'some' | 'any'
}

/** A source compiled for matching request paths. */
export interface SourcePattern {
  parameters: PatternParameter[]
  /** The part before the first parameter: every path it matches starts with it. */
  prefix: string
  /** Undefined for a source without parameters (matched by equality). */
  regex: RegExp | undefined
}

/**
 * Sources matched by their regular expression have at most this many parameters, at most two of
 * them spanning segments (`:name*`, `:name+`, `*`), and at most two in one segment: beyond that a
 * regular expression can take very long to fail on a long path (a pull request's redirects are
 * untrusted input). Others are matched by their fixed part only (see {@link RedirectTable.match}).
 */
export const MAX_SOURCE_PARAMETERS = 8
const MAX_SPANNING_PARAMETERS = 2
const MAX_PARAMETERS_PER_SEGMENT = 2
/** Paths longer than this match no pattern: no URL of a documentation site is that long. */
const MAX_MATCHED_PATH = 2048

/** Whether a source's pattern is simple enough to match by its regular expression (see {@link MAX_SOURCE_PARAMETERS}). */
export function matchable(source: string, pattern: SourcePattern): boolean {
  if (pattern.parameters.length > MAX_SOURCE_PARAMETERS) return false
  if (pattern.parameters.filter((parameter) => parameter.matches === 'any' || parameter.matches === 'some').length > MAX_SPANNING_PARAMETERS) return false
  return source.split('/').every((segment) => (segment.match(PARAMETER) ?? []).length <= MAX_PARAMETERS_PER_SEGMENT)
}

/** A redirect with its paths as the site's routes have them (without a base path, decoded), its source compiled, and its place in the order. */
export interface RedirectRule {
  redirect: Redirect
  source: string
  destination: string
  pattern: SourcePattern
  index: number
  /** Whether its pattern is matched by its regular expression ({@link matchable}); else by its fixed part only. */
  exact: boolean
}

/**
 * The redirects of a site, ready for matching request paths: the first rule whose source matches
 * a path wins, as on Mintlify. Paths are the site's own, decoded: when the redirects are written
 * under a base path (see {@link basePathOf}), it is taken off them.
 */
export class RedirectTable {
  readonly rules: RedirectRule[]
  /** Rules with a plain source, by the source as a route path: the first one wins. */
  private readonly plain = new Map<string, RedirectRule>()
  /** Rules with parameters by the first segment of their fixed part, in order; `''` for those whose first segment has a parameter. */
  private readonly byFirstSegment = new Map<string, RedirectRule[]>()

  constructor(
    redirects: readonly Redirect[],
    readonly basePath: string | undefined,
  ) {
    const local = (path: string) => (basePath === undefined || isAbsoluteHref(path) ? path : `/${path.slice(basePath.length).replace(/^\//, '')}`)
    this.rules = redirects.map((redirect, index) => {
      const source = decodedPath(local(redirect.source))
      const pattern = sourcePattern(source)
      return { redirect, source, destination: local(redirect.destination), pattern, index, exact: matchable(source, pattern) }
    })
    for (const rule of this.rules) {
      if (rule.pattern.regex === undefined) {
        const key = routePath(rule.source)
        if (!this.plain.has(key)) this.plain.set(key, rule)
        continue
      }
      // `/docs/:x` has the prefix `/docs`, whose segment ends there: its first segment is all fixed.
      const prefix = rule.pattern.prefix
      const whole = prefix.indexOf('/', 1) !== -1 || rule.source.charAt(prefix.length) === '/'
      const key = whole ? firstSegment(prefix) : ''
      let list = this.byFirstSegment.get(key)
      if (!list) this.byFirstSegment.set(key, (list = []))
      list.push(rule)
    }
  }

  /**
   * The first rule whose source matches a path of the site (decoded), with the values of its
   * parameters. A rule too complex to match exactly matches every path that starts with its fixed
   * part, with no values (`approximate`): better a redirect assumed than a page reported lost.
   */
  match(written: string): { rule: RedirectRule; values: Map<string, string>; approximate?: true } | undefined {
    const path = decodedPath(written)
    const plain = this.plain.get(routePath(path))
    const first = firstSegment(path)
    for (const rule of inOrder(first === '' ? [] : (this.byFirstSegment.get(first) ?? []), this.byFirstSegment.get('') ?? [])) {
      if (plain && plain.index < rule.index) break
      if (!rule.exact) {
        if (roughlyMatches(rule, path)) return { rule, values: new Map(), approximate: true }
        continue
      }
      const values = path.length > MAX_MATCHED_PATH ? undefined : matchSource(rule.pattern, rule.source, path)
      if (values) return { rule, values }
    }
    return plain && { rule: plain, values: new Map() }
  }
}

/** The rules of two lists, each in rule order, merged in rule order (without copying and sorting them for every path). */
function* inOrder(a: readonly RedirectRule[], b: readonly RedirectRule[]): Generator<RedirectRule> {
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) yield j >= b.length || (i < a.length && a[i]!.index < b[j]!.index) ? a[i++]! : b[j++]!
}

/**
 * Whether a path could match a source too complex to match exactly, in linear time: its fixed
 * parts appear in the path in order (the first at the start, the last at the end), and, when no
 * parameter spans segments, the path has as many segments.
 */
function roughlyMatches(rule: RedirectRule, path: string): boolean {
  const source = withoutTrailingSlash(rule.source)
  const plain = withoutTrailingSlash(path)
  const pieces = source.split(PARAMETER_ANYWHERE).filter((piece) => piece !== undefined)
  const spanning = rule.pattern.parameters.some((parameter) => parameter.matches !== 'one')
  if (!spanning && source.split('/').length !== plain.split('/').length) return false
  const first = pieces[0] ?? ''
  const last = pieces.length > 1 ? pieces[pieces.length - 1]! : ''
  if (!plain.startsWith(first) || !plain.endsWith(last) || plain.length < first.length + last.length) return false
  let at = first.length
  for (const piece of pieces.slice(1, -1)) {
    const found = plain.indexOf(piece, at)
    if (found === -1 || found + piece.length > plain.length - last.length) return false
    at = found + piece.length
  }
  return true
}

/** The first segment of a path (`docs` of `/docs/x` and of `/docs`). */
function firstSegment(path: string): string {
  const end = path.indexOf('/', 1)
  return end === -1 ? path.slice(1) : path.slice(1, end)
}

/** A path decoded as routes are (percent-escapes resolved), or as written when it is not valid percent-encoding. */
export function decodedPath(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}

/**
 * The path the site is served under, when its redirects are written for one (Mintlify's "Host at
 * /docs" and custom subpaths serve every page below it, and redirects name whole paths): every
 * source and every local destination is below one first segment that no route is below.
 */
export function basePathOf(redirects: readonly Redirect[], isRoute: (path: string) => boolean, routes: () => Iterable<string>): string | undefined {
  if (redirects.length === 0) return undefined
  const first = /^\/[^/]+/.exec(redirects[0]!.source)?.[0]
  if (first === undefined || isRoute(first) || /[:*?#]/.test(first)) return undefined
  const below = (path: string) => path === first || path.startsWith(`${first}/`) || path.startsWith(`${first}#`) || path.startsWith(`${first}?`)
  if (!redirects.every((redirect) => below(redirect.source) && (isAbsoluteHref(redirect.destination) || below(redirect.destination)))) return undefined
  // Redirects that all lead out of the site say nothing of where it is served.
  if (redirects.every((redirect) => isAbsoluteHref(redirect.destination))) return undefined
  // Nor does one from the base itself, or from everything below it: it would become a catch-all.
  const catchAll = (rest: string) => {
    const pattern = sourcePattern(rest)
    return pattern.parameters.length > 0 && ['', '/'].includes(pattern.prefix)
  }
  if (redirects.some((redirect) => withoutTrailingSlash(redirect.source) === first || catchAll(redirect.source.slice(first.length) || '/'))) return undefined
  for (const route of routes()) if (below(route)) return undefined
  return first
}

/**
 * A local path as the route it names: decoded, without a trailing slash, `x/index` as `x` (one page,
 * as Mintlify compares paths).
 */
export function routePath(path: string): string {
  const plain = withoutTrailingSlash(decodedPath(path))
  return plain.startsWith('/') ? `/${routeKeyOfPath(plain.slice(1))}` : plain
}

/** `:name`, with `?`, `+` or `*` after it, or a bare `*` (Mintlify's partial wildcard). */
const PARAMETER = /(\/)?:([A-Za-z_][A-Za-z0-9_]*)([?+*])?|\*/g
/** The same, without groups, for splitting a source into its fixed parts. */
const PARAMETER_ANYWHERE = /\/?:[A-Za-z_][A-Za-z0-9_]*[?+*]?|\*/

/**
 * The source as a pattern, with path-to-regexp's meanings (the syntax Mintlify documents):
 * `/beta/:slug*` matches `/beta` and everything below it, `:slug` one segment, `concepts-*` any
 * text after `concepts-`. Matching is on paths without a trailing slash.
 */
export function sourcePattern(source: string): SourcePattern {
  const parameters: PatternParameter[] = []
  let regex = ''
  let prefix: string | undefined
  let last = 0
  const path = withoutTrailingSlash(source)
  for (const match of path.matchAll(PARAMETER)) {
    prefix ??= path.slice(0, match.index)
    regex += regexEscaped(path.slice(last, match.index))
    last = match.index + match[0].length
    if (match[0] === '*') {
      parameters.push({ name: '*', matches: 'any' })
      regex += '(.*)'
      continue
    }
    const slash = match[1] === undefined ? '' : '/'
    const matches = match[3] === '?' ? 'optional' : match[3] === '+' ? 'some' : match[3] === '*' ? 'any' : 'one'
    parameters.push({ name: match[2]!, matches })
    regex += matches === 'one' ? `${slash}([^/]+)` : matches === 'optional' ? `(?:${slash}([^/]+))?` : matches === 'some' ? `${slash}(.+)` : `(?:${slash}(.*))?`
  }
  if (parameters.length === 0) return { parameters, prefix: path, regex: undefined }
  regex += regexEscaped(path.slice(last))
  return { parameters, prefix: prefix ?? '', regex: new RegExp(`^${regex}$`) }
}

/** The values of a pattern's parameters for a path it matches (by name; `*` for a bare `*`), or undefined. */
export function matchSource(pattern: SourcePattern, source: string, path: string): Map<string, string> | undefined {
  const plain = withoutTrailingSlash(path)
  if (!pattern.regex) return plain === withoutTrailingSlash(source) ? new Map() : undefined
  const found = pattern.regex.exec(plain)
  if (!found) return undefined
  return new Map(pattern.parameters.map((parameter, index) => [parameter.name, found[index + 1] ?? '']))
}

/** The destination with the parameters' values put in (`/v2/:slug*` -> `/v2/a/b`). */
export function fillDestination(destination: string, values: ReadonlyMap<string, string>): string {
  const start = pathStart(destination)
  const end = fragmentStart(destination)
  return (
    destination.slice(0, start) +
    destination.slice(start, end).replace(PARAMETER, (whole, slash: string | undefined, name: string | undefined) => {
      const value = values.get(name ?? '*')
      if (value === undefined) return whole
      return value === '' ? '' : `${slash ?? ''}${value}`
    }) +
    destination.slice(end)
  )
}

/** Where a path's `#fragment` or `?query` starts: a `?` right after a parameter's name (`:name?`) makes it optional instead. */
const QUERY_OR_FRAGMENT = /#|(?<!:[A-Za-z_][A-Za-z0-9_]*)\?/

/** The `#` or `?` a source holds outside its parameters, if any: such a source never fires. */
export function queryOrFragmentIn(source: string): '#' | '?' | undefined {
  return QUERY_OR_FRAGMENT.exec(source)?.[0] as '#' | '?' | undefined
}

/** The parameter names a destination uses (`*` for a bare `*`). */
export function destinationParameters(destination: string): string[] {
  return [...destination.slice(pathStart(destination), fragmentStart(destination)).matchAll(PARAMETER)].map((match) => (match[0] === '*' ? '*' : match[2]!))
}

/** Where a destination's `#fragment` starts (its length when it has none): no parameter stands there (`#:~:text=` is a text fragment). */
export function fragmentStart(destination: string): number {
  const hash = destination.indexOf('#')
  return hash === -1 ? destination.length : hash
}

/**
 * Where the path of a destination starts, the part parameters may stand in: after the scheme and
 * host of an absolute URL (`https://x.example.com:8080`), nowhere in an opaque one (`mailto:a@b`).
 */
export function pathStart(destination: string): number {
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(destination)?.[0]
  if (scheme === undefined) return 0
  if (!destination.startsWith('//', scheme.length)) return destination.length
  const slash = destination.indexOf('/', scheme.length + 2)
  return slash === -1 ? destination.length : slash
}

/** A redirect's path as Mintlify matches it: with a leading `/`; URLs as they are. */
export function normaliseRedirectPath(text: string): string {
  const trimmed = text.trim()
  return isAbsoluteHref(trimmed) || trimmed.startsWith('/') ? trimmed : `/${trimmed}`
}

/** A destination's path without its `#fragment` and `?query`: what must be a route. */
export function destinationPath(destination: string): string {
  const cut = destination.search(QUERY_OR_FRAGMENT)
  return cut === -1 ? destination : destination.slice(0, cut)
}

export function withoutTrailingSlash(path: string): string {
  let end = path.length
  while (end > 1 && path.charCodeAt(end - 1) === 0x2f) end--
  return end === path.length ? path : path.slice(0, end) || '/'
}

function regexEscaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
