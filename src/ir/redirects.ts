import type { Region } from '../source/source-file.js'
import { isAbsoluteHref } from './urls.js'

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

/** Sources with more parameters than this are not matched (regular expressions of many `.*` can take very long to fail). */
export const MAX_SOURCE_PARAMETERS = 8

/** A redirect with its paths as the site's routes have them (without a base path), and its source compiled. */
export interface RedirectRule {
  redirect: Redirect
  source: string
  destination: string
  pattern: SourcePattern
}

/**
 * The redirects of a site, ready for matching request paths: the first rule whose source matches
 * a path wins, as on Mintlify. Paths are the site's own: when the redirects are written under a
 * base path (see {@link basePathOf}), it is taken off them.
 */
export class RedirectTable {
  readonly rules: RedirectRule[]
  /** Rules with a plain source, by the source without its trailing slash: the first one wins. */
  private readonly exact = new Map<string, RedirectRule>()
  /** Rules with parameters (at most {@link MAX_SOURCE_PARAMETERS}), in order. */
  private readonly patterns: RedirectRule[] = []

  constructor(redirects: readonly Redirect[], readonly basePath: string | undefined) {
    const local = (path: string) => (basePath === undefined || isAbsoluteHref(path) ? path : `/${path.slice(basePath.length).replace(/^\//, '')}`)
    this.rules = redirects.map((redirect) => ({ redirect, source: local(redirect.source), destination: local(redirect.destination), pattern: sourcePattern(local(redirect.source)) }))
    for (const rule of this.rules) {
      if (rule.pattern.regex === undefined) {
        const key = withoutTrailingSlash(rule.source)
        if (!this.exact.has(key)) this.exact.set(key, rule)
      } else if (rule.pattern.parameters.length <= MAX_SOURCE_PARAMETERS) this.patterns.push(rule)
    }
  }

  /** The first rule whose source matches a path of the site, with the values of its parameters. */
  match(path: string): { rule: RedirectRule; values: Map<string, string> } | undefined {
    const exact = this.exact.get(withoutTrailingSlash(path))
    if (exact) return { rule: exact, values: new Map() }
    for (const rule of this.patterns) {
      const values = matchSource(rule.pattern, rule.source, path)
      if (values) return { rule, values }
    }
    return undefined
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
  for (const route of routes()) if (below(route)) return undefined
  return first
}

/**
 * A local path as the route it names: decoded, without a trailing slash, `x/index` as `x` (one page,
 * as Mintlify compares paths).
 */
export function routePath(path: string): string {
  let decoded = path
  try {
    decoded = decodeURI(path)
  } catch {
    // Not percent-encoded text: compared as written.
  }
  const plain = withoutTrailingSlash(decoded)
  return plain === '/index' ? '/' : plain.endsWith('/index') ? plain.slice(0, -'/index'.length) : plain
}

/** `:name`, with `?`, `+` or `*` after it, or a bare `*` (Mintlify's partial wildcard). */
const PARAMETER = /(\/)?:([A-Za-z_][A-Za-z0-9_]*)([?+*])?|\*/g

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
    regex += escape(path.slice(last, match.index))
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
  regex += escape(path.slice(last))
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
  return destination.replace(PARAMETER, (whole, slash: string | undefined, name: string | undefined) => {
    const value = values.get(name ?? '*')
    if (value === undefined) return whole
    return value === '' ? '' : `${slash ?? ''}${value}`
  })
}

/** Where a path's `#fragment` or `?query` starts: a `?` right after a parameter's name (`:name?`) makes it optional instead. */
const QUERY_OR_FRAGMENT = /#|(?<!:[A-Za-z_][A-Za-z0-9_]*)\?/

/** The `#` or `?` a source holds outside its parameters, if any: such a source never fires. */
export function queryOrFragmentIn(source: string): '#' | '?' | undefined {
  return QUERY_OR_FRAGMENT.exec(source)?.[0] as '#' | '?' | undefined
}

/** The parameter names a destination uses (`*` for a bare `*`). */
export function destinationParameters(destination: string): string[] {
  return [...destination.matchAll(PARAMETER)].map((match) => (match[0] === '*' ? '*' : match[2]!))
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
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
