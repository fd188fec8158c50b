import { DEFAULT_MAX_FILE_SIZE } from '../ir/files.js'
import type { CheckOptions } from '../ir/context.js'
import type { PreviousRoute } from '../ir/site.js'
import { describeValue, isRecord } from '../ir/json-values.js'
import { suggest } from '../ir/nearest.js'
import { schemeOf } from '../ir/urls.js'
import type { EmitOptions } from '../emit/index.js'
import { TARGETS, isTargetName, type TargetName } from '../emit/targets/index.js'

/** What `compile()` and `compileSync()` accept besides the input. */
export interface CompileOptions extends CheckOptions {
  /**
   * Produce the build outputs (navigation.json, routes.json, breadcrumbs.json, and with `siteUrl`
   * sitemap.xml and breadcrumbs.jsonld.json) in `result.files` (with `stream`, `result.outputs`).
   */
  outputs?: boolean | EmitOptions
}

/** Options after checking: every field set, wrong values replaced by their defaults. */
export interface CheckedOptions extends Required<Omit<CheckOptions, 'maxFileSize' | 'previousRoutes'>> {
  maxFileSize: number
  previousRoutes: readonly PreviousRoute[] | undefined
  outputs: { siteUrl?: string; targets: TargetName[]; pretty: boolean; stream: boolean } | undefined
}

/** A problem with an option, to be reported as a diagnostic (never thrown). */
export type OptionProblem =
  | { kind: 'invalid'; option: string; expected: string; found: string; suggestion?: string }
  | { kind: 'unknown'; option: string; suggestion?: string }
  | { kind: 'site-url'; url: string; reason: string }

const CHECK_KEYS = ['noFiles', 'allowRemote', 'links', 'cache', 'missingPages', 'maxFileSize', 'previousRoutes', 'outputs'] as const
const OUTPUT_KEYS = ['siteUrl', 'targets', 'pretty', 'stream'] as const

/**
 * Checks the options the way the command line checks its flags: a wrong type, an unknown value or
 * key and an unusable site URL each become a problem, and the compile goes on with the default.
 */
export function readOptions(given: unknown): { options: CheckedOptions; problems: OptionProblem[]; explicit: ReadonlySet<string> } {
  try {
    const read = readOptionsOf(given)
    // Which options the caller gave (they win over the project's settings), read while reading is guarded.
    const explicit = new Set(isPlainObject(given) ? CHECK_KEYS.filter((key) => given[key] !== undefined) : [])
    return { ...read, explicit }
  } catch (error) {
    // A getter, a Proxy trap or an iterator that throws: the options cannot be read at all.
    const reason = error instanceof Error ? error.message : String(error)
    return {
      options: defaults(),
      problems: [{ kind: 'invalid', option: 'options', expected: 'plain data', found: `an object that throws when read (${reason})` }],
      explicit: new Set(),
    }
  }
}

function defaults(): CheckedOptions {
  return {
    noFiles: false,
    allowRemote: false,
    links: false,
    cache: false,
    missingPages: 'error',
    maxFileSize: DEFAULT_MAX_FILE_SIZE,
    previousRoutes: undefined,
    outputs: undefined,
  }
}

function readOptionsOf(given: unknown): { options: CheckedOptions; problems: OptionProblem[] } {
  const problems: OptionProblem[] = []
  const options = defaults()
  if (given === undefined) return { options, problems }
  if (!isPlainObject(given)) {
    problems.push({ kind: 'invalid', option: 'options', expected: 'an object', found: describeOption(given) })
    return { options, problems }
  }
  unknownKeys(given, CHECK_KEYS, '', problems)
  const flag = (key: 'noFiles' | 'allowRemote' | 'links' | 'cache') => {
    const value = given[key]
    if (value === undefined) return false
    if (typeof value === 'boolean') return value
    problems.push({ kind: 'invalid', option: key, expected: '`true` or `false`', found: describeValue(value) })
    return false
  }
  options.noFiles = flag('noFiles')
  options.allowRemote = flag('allowRemote')
  options.links = flag('links')
  options.cache = flag('cache')
  const missingPages = given.missingPages
  if (missingPages === 'error' || missingPages === 'warn') options.missingPages = missingPages
  else if (missingPages !== undefined) {
    problems.push({
      kind: 'invalid',
      option: 'missingPages',
      expected: '`error` or `warn`',
      found: describeValue(missingPages),
      ...suggest(missingPages, ['error', 'warn']),
    })
  }
  const maxFileSize = given.maxFileSize
  if (typeof maxFileSize === 'number' && Number.isSafeInteger(maxFileSize) && maxFileSize > 0) options.maxFileSize = maxFileSize
  else if (maxFileSize !== undefined)
    problems.push({ kind: 'invalid', option: 'maxFileSize', expected: 'a positive whole number of bytes', found: describeValue(maxFileSize) })
  options.previousRoutes = readPreviousRoutes(given.previousRoutes, problems)
  options.outputs = readOutputs(given.outputs, problems)
  return { options, problems }
}

/** The routes of an earlier build: an array of objects with a `url` string each (routes.json's `routes`). */
function readPreviousRoutes(routes: unknown, problems: OptionProblem[]): readonly PreviousRoute[] | undefined {
  if (routes === undefined) return undefined
  const expected = 'the `routes` of an earlier routes.json: an array of `{ "url": "/..." }` objects'
  if (!Array.isArray(routes)) {
    problems.push({ kind: 'invalid', option: 'previousRoutes', expected, found: describeValue(routes) })
    return undefined
  }
  const bad = routes.findIndex((route) => !isRecord(route) || typeof route.url !== 'string' || !route.url.startsWith('/'))
  if (bad !== -1) {
    problems.push({ kind: 'invalid', option: `previousRoutes[${bad}]`, expected, found: describeValue(routes[bad]) })
    return undefined
  }
  return routes as PreviousRoute[]
}

function readOutputs(outputs: unknown, problems: OptionProblem[]): CheckedOptions['outputs'] {
  if (outputs === undefined || outputs === false) return undefined
  if (outputs === true) return { targets: [], pretty: false, stream: false }
  if (!isPlainObject(outputs)) {
    problems.push({ kind: 'invalid', option: 'outputs', expected: '`true` or an object', found: describeOption(outputs) })
    return undefined
  }
  unknownKeys(outputs, OUTPUT_KEYS, 'outputs.', problems)
  const read: NonNullable<CheckedOptions['outputs']> = { targets: [], pretty: false, stream: false }
  for (const flag of ['pretty', 'stream'] as const) {
    if (outputs[flag] === undefined) continue
    if (typeof outputs[flag] === 'boolean') read[flag] = outputs[flag]
    else problems.push({ kind: 'invalid', option: `outputs.${flag}`, expected: '`true` or `false`', found: describeValue(outputs[flag]) })
  }
  const targets = outputs.targets
  if (targets !== undefined) {
    if (!Array.isArray(targets)) {
      problems.push({
        kind: 'invalid',
        option: 'outputs.targets',
        expected: `an array of target names (${targetList()})`,
        found: describeValue(targets),
        ...(typeof targets === 'string' && isTargetName(targets) ? { suggestion: `['${targets}']` } : {}),
      })
    } else {
      for (const target of targets) {
        if (typeof target === 'string' && isTargetName(target)) {
          if (!read.targets.includes(target)) read.targets.push(target)
        } else {
          problems.push({
            kind: 'invalid',
            option: 'outputs.targets',
            expected: `one of ${targetList()}`,
            found: describeValue(target),
            ...suggest(target, Object.keys(TARGETS)),
          })
        }
      }
    }
  }
  if (outputs.siteUrl !== undefined) {
    if (typeof outputs.siteUrl !== 'string')
      problems.push({
        kind: 'invalid',
        option: 'outputs.siteUrl',
        expected: 'a string such as `https://docs.example.com`',
        found: describeValue(outputs.siteUrl),
      })
    else {
      const siteUrl = readSiteUrl(outputs.siteUrl)
      if ('reason' in siteUrl) problems.push({ kind: 'site-url', url: outputs.siteUrl, reason: siteUrl.reason })
      else read.siteUrl = siteUrl.url
    }
  }
  return read
}

/**
 * A site URL read with the WHATWG URL parser, as browsers read it: an absolute http(s) URL with a
 * host and, optionally, a path the site lives under; no credentials, query or fragment. Returned
 * in its serialised form without a trailing `/` (`https://docs.example.com`, punycode hosts).
 */
export function readSiteUrl(value: string): { url: string } | { reason: string } {
  // Spaces: the parser would percent-encode those in a path, and drop those around the URL.
  if (/\s/.test(value)) return { reason: 'it contains white space' }
  if (/%(?![0-9a-f]{2})/i.test(value)) return { reason: 'it has a `%` that does not start a percent-escape (`%20`)' }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return {
      reason:
        schemeOf(value) !== undefined
          ? 'it is not a valid URL (check the host name and the port)'
          : 'it is not an absolute URL (it needs `https://` and a host)',
    }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { reason: `it uses \`${url.protocol}\`; a site is served over https or http` }
  if (url.username !== '' || url.password !== '') return { reason: 'it holds a user name or password' }
  if (url.search !== '' || value.includes('?')) return { reason: 'it has a query (`?...`); a site URL is the address its pages are under' }
  if (url.hash !== '' || value.includes('#')) return { reason: 'it has a fragment (`#...`); a site URL is the address its pages are under' }
  return { url: `${url.origin}${url.pathname.replace(/\/+$/, '')}` }
}

/** An object written as `{...}`: a Map, a Date or a class instance is not a set of options. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false
  const prototype = Object.getPrototypeOf(value) as unknown
  return prototype === Object.prototype || prototype === null
}

function describeOption(value: unknown): string {
  if (isRecord(value) && !isPlainObject(value)) return `a ${(value as object).constructor?.name ?? 'class instance'}`
  return describeValue(value)
}

function unknownKeys(object: Record<string, unknown>, known: readonly string[], prefix: string, problems: OptionProblem[]): void {
  for (const key of Object.keys(object)) {
    if (!known.includes(key)) problems.push({ kind: 'unknown', option: `${prefix}${key}`, ...suggest(key, known, prefix) })
  }
}

function targetList(): string {
  return Object.keys(TARGETS)
    .map((name) => `\`${name}\``)
    .join(', ')
}
