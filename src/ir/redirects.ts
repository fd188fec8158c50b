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
  const cut = destination.search(/[?#]/)
  return cut === -1 ? destination : destination.slice(0, cut)
}

export function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
