import { childPointer } from './diagnostics/report.js'
import { describeValue, isRecord } from './json-values.js'
import type { MessageOf } from './diagnostics/catalogue.js'
import type { FieldType } from './schema.js'
import { nearest, suggest } from './nearest.js'
import { normalizeInsideRoot } from './paths.js'
import { schemeOf } from './urls.js'

/**
 * Checks a field's value against its type from the schema. The tree builder keeps only values that
 * pass; the structure pass reports the ones that do not, at the narrowest value that is wrong.
 */
export interface FieldProblem {
  message: MessageOf<'DN2008'> | MessageOf<'DN2016'> | MessageOf<'DN2020'> | MessageOf<'DN2022'> | MessageOf<'DN2025'>
  /** Pointer from the field to the wrong value (`''`, or `/name` for a part of it). */
  below: string
  /** Whether the problem is the key at `below` (an unknown key), not its value. */
  atKey?: boolean
}

/** Values of an icon object's `style` and `library` that Mintlify accepts. */
export const ICON_STYLES = [
  'brands',
  'duotone',
  'light',
  'regular',
  'sharp-duotone-solid',
  'sharp-light',
  'sharp-regular',
  'sharp-solid',
  'sharp-thin',
  'solid',
  'thin',
] as const
export const ICON_LIBRARIES = ['fontawesome', 'lucide', 'tabler'] as const

/** A colour of a `color` field. */
export const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/

/** The problem with `value` as a field of type `type`, or undefined when it is fine. */
export function checkField(type: FieldType, key: string, value: unknown): FieldProblem | undefined {
  if (typeof type === 'object') {
    if (typeof value !== 'string') return wrongType(key, value, 'a string')
    if (type.oneOf.includes(value)) return undefined
    return notOneOf(key, type.oneOf, value, '')
  }
  switch (type) {
    case 'string':
    case 'page-path':
      if (typeof value === 'string') return undefined
      return wrongType(key, value, 'a string', typeof value === 'number' || typeof value === 'boolean' ? `"${value}"` : undefined)
    case 'boolean':
      if (typeof value === 'boolean') return undefined
      return wrongType(key, value, '`true` or `false`', typeof value === 'string' && /^(true|false)$/i.test(value) ? value.toLowerCase() : undefined)
    case 'number':
      return typeof value === 'number' ? undefined : wrongType(key, value, 'a number')
    case 'object':
      return isRecord(value) ? undefined : wrongType(key, value, 'an object')
    case 'icon': {
      if (typeof value === 'string') return iconPrefixProblem(value, '')
      const expected = 'an icon name or `{ "name": ... }`'
      if (!isRecord(value)) return wrongType(key, value, expected, '"book-open"')
      if (!Object.hasOwn(value, 'name')) return wrongType(key, value, expected, '{ "name": "book-open" }')
      for (const part of Object.keys(value)) {
        if (typeof value[part] !== 'string') return wrongType(key, value, 'a string', undefined, value[part], `/${part}`, `${key}.${part}`)
      }
      for (const [part, allowed] of [
        ['style', ICON_STYLES],
        ['library', ICON_LIBRARIES],
      ] as const) {
        const given = value[part] as string | undefined
        if (given !== undefined && !(allowed as readonly string[]).includes(given)) return notOneOf(`${key}.${part}`, allowed, given, `/${part}`)
      }
      return iconPrefixProblem(value.name as string, '/name')
    }
    case 'color': {
      if (!isRecord(value)) return wrongType(key, value, 'an object with `light` and/or `dark` hex colours', '{ "light": "#0D9373" }')
      const unknown = strictKeyProblem(value, ['light', 'dark'], `\`${key}\``)
      if (unknown) return unknown
      for (const part of Object.keys(value)) {
        const colour = value[part]
        if (typeof colour !== 'string' || !HEX_COLOUR.test(colour)) {
          return { message: { code: 'DN2020', params: { key: `${key}.${part}`, found: describeValue(colour) } }, below: `/${part}` }
        }
      }
      return undefined
    }
    case 'banner':
      return checkBanner(key, value)
    case 'footer':
      return checkFooter(key, value)
    case 'navbar':
      return checkNavbar(key, value)
    case 'spec':
      return checkSpecSetting(key, value)
  }
}

function notOneOf(key: string, allowed: readonly string[], found: unknown, below: string): FieldProblem {
  return {
    message: { code: 'DN2016', params: { key, allowed: allowed.map((v) => `\`${v}\``).join(', '), found: describeValue(found), ...suggest(found, allowed) } },
    below,
  }
}

/** The styles of a banner (Mintlify's `bannerSchema`). */
export const BANNER_TYPES = ['info', 'warning', 'critical'] as const

/** The keys of a footer's `socials` (`footerSocialKeys` in Mintlify's models package). */
export const FOOTER_SOCIALS = [
  'x',
  'website',
  'facebook',
  'youtube',
  'discord',
  'slack',
  'github',
  'linkedin',
  'instagram',
  'hacker-news',
  'medium',
  'telegram',
  'twitter',
  'x-twitter',
  'earth-americas',
  'bluesky',
  'threads',
  'reddit',
  'podcast',
] as const

/**
 * A banner as Mintlify's `bannerSchema` takes it: `content` (text, not empty), and optionally
 * `dismissible`, `type` and `color`. Other keys it strips.
 */
function checkBanner(key: string, value: unknown): FieldProblem | undefined {
  if (!isRecord(value) || !Object.hasOwn(value, 'content')) return wrongType(key, value, 'an object with `content`', '{ "content": "..." }')
  return (
    text(key, value, 'content', true) ??
    (Object.hasOwn(value, 'dismissible') && typeof value.dismissible !== 'boolean'
      ? wrongType(key, value, '`true` or `false`', undefined, value.dismissible, '/dismissible', `${key}.dismissible`)
      : undefined) ??
    part(key, value, 'type', { oneOf: BANNER_TYPES }) ??
    part(key, value, 'color', 'color')
  )
}

/**
 * A footer as Mintlify's `footerSchema` takes it: `socials` (known networks, each an `https://`
 * URL) and `links` (one to four columns, each with an optional `header` and at least one link
 * with a `label` and a safe `href`). Other keys it strips.
 */
function checkFooter(key: string, value: unknown): FieldProblem | undefined {
  if (!isRecord(value)) return wrongType(key, value, 'an object: `{ "socials": ..., "links": [...] }`')
  const socials = value.socials
  if (socials !== undefined) {
    if (!isRecord(socials))
      return wrongType(key, value, 'an object of network names and URLs', '{ "github": "https://github.com/acme" }', socials, '/socials', `${key}.socials`)
    const unknown = strictKeyProblem(socials, FOOTER_SOCIALS, `\`${key}.socials\``, '/socials')
    if (unknown) return unknown
    for (const [network, url] of Object.entries(socials)) {
      if (typeof url !== 'string' || !URL.canParse(url) || !isSafeHttps(url))
        return wrongType(key, value, 'an `https://` URL', undefined, url, childPointer('/socials', network), `${key}.socials.${network}`)
    }
  }
  const columns = value.links
  if (columns === undefined) return undefined
  if (!Array.isArray(columns) || columns.length === 0 || columns.length > 4)
    return wrongType(key, value, 'one to four columns of links', '[{ "header": "...", "items": [...] }]', columns, '/links', `${key}.links`)
  for (const [index, column] of columns.entries()) {
    const name = `${key}.links[${index}]`
    if (!isRecord(column)) return wrongType(key, value, 'an object: `{ "header": ..., "items": [...] }`', undefined, column, `/links/${index}`, name)
    const header = Object.hasOwn(column, 'header') ? text(name, column, 'header', true) : undefined
    if (header) return within(header, `/links/${index}`)
    const items = column.items
    if (!Array.isArray(items) || items.length === 0) {
      const found = Object.hasOwn(column, 'items') ? items : MISSING
      return wrongType(key, value, 'a list of at least one link', '[{ "label": "...", "href": "..." }]', found, `/links/${index}/items`, `${name}.items`)
    }
    for (const [at, item] of items.entries()) {
      const itemName = `${name}.items[${at}]`
      const below = `/links/${index}/items/${at}`
      if (!isRecord(item)) return wrongType(key, value, 'an object: `{ "label": ..., "href": ... }`', undefined, item, below, itemName)
      const problem = text(itemName, item, 'label', true) ?? href(itemName, item, true)
      if (problem) return within(problem, below)
    }
  }
  return undefined
}

/**
 * A top bar as Mintlify's `navbarSchema` takes it: `links` (each with an `href`; a `label` unless
 * its `type` is `github` or `discord`; an optional `icon`) and `primary` (a `button` with a
 * `label`, or `github` or `discord`, each with an `href`). Other keys it strips.
 */
function checkNavbar(key: string, value: unknown): FieldProblem | undefined {
  if (!isRecord(value)) return wrongType(key, value, 'an object: `{ "links": [...], "primary": ... }`')
  const links = value.links
  if (links !== undefined) {
    if (!Array.isArray(links)) return wrongType(key, value, 'an array of links', '[{ "label": "...", "href": "..." }]', links, '/links', `${key}.links`)
    for (const [index, link] of links.entries()) {
      const name = `${key}.links[${index}]`
      if (!isRecord(link)) return wrongType(key, value, 'an object: `{ "label": ..., "href": ... }`', undefined, link, `/links/${index}`, name)
      const named = link.type === 'github' || link.type === 'discord'
      const problem =
        href(name, link, false) ??
        (named ? optionalText(name, link, 'label') : text(name, link, 'label', false)) ??
        (named ? undefined : optionalText(name, link, 'type')) ??
        part(name, link, 'icon', 'icon')
      if (problem) return within(problem, `/links/${index}`)
    }
  }
  const primary = value.primary
  if (primary === undefined) return undefined
  const name = `${key}.primary`
  if (!isRecord(primary)) return wrongType(key, value, 'an object: `{ "type": "button", "label": ..., "href": ... }`', undefined, primary, '/primary', name)
  if (typeof primary.type !== 'string' || !PRIMARY_TYPES.includes(primary.type)) return notOneOf(`${name}.type`, PRIMARY_TYPES, primary.type, '/primary/type')
  const problem = href(name, primary, false) ?? (primary.type === 'button' ? text(name, primary, 'label', false) : optionalText(name, primary, 'label'))
  return problem ? within(problem, '/primary') : undefined
}

const PRIMARY_TYPES = ['button', 'github', 'discord']

/** The problem of `holder[part]` as a field of `type` (when present), placed inside the field `key`. */
function part(key: string, holder: Record<string, unknown>, name: string, type: FieldType): FieldProblem | undefined {
  if (!Object.hasOwn(holder, name)) return undefined
  const problem = checkField(type, `${key}.${name}`, holder[name])
  return problem ? within(problem, childPointer('', name)) : undefined
}

/** `holder[name]` as required text (not empty, when `nonEmpty`). */
function text(key: string, holder: Record<string, unknown>, name: string, nonEmpty: boolean): FieldProblem | undefined {
  const found = Object.hasOwn(holder, name) ? holder[name] : MISSING
  if (typeof found === 'string' && (!nonEmpty || found !== '')) return undefined
  return wrongType(key, holder, nonEmpty ? 'text, not empty' : 'a string', undefined, found, `/${name}`, `${key}.${name}`)
}

function optionalText(key: string, holder: Record<string, unknown>, name: string): FieldProblem | undefined {
  return Object.hasOwn(holder, name) ? text(key, holder, name, false) : undefined
}

/**
 * `holder.href` as Mintlify's `hrefSchema` takes it (a path from `/`, `#`, `mailto:`, or what `new
 * URL()` parses), or, `secure`, its `secureHrefSchema` (no `//`, and an absolute URL only over
 * `https:` and not to an `.svg`, `.exe` or `.zip` file).
 */
function href(key: string, holder: Record<string, unknown>, secure: boolean): FieldProblem | undefined {
  const found = Object.hasOwn(holder, 'href') ? holder.href : MISSING
  const expected = secure ? 'a path from `/`, or an `https://` URL' : 'a path from `/`, or a URL'
  if (typeof found !== 'string') return wrongType(key, holder, expected, undefined, found, '/href', `${key}.href`)
  const fine = secure
    ? !found.startsWith('//') && (/^(\/|#|mailto:)/.test(found) || (URL.canParse(found) && isSafeHttps(found)))
    : /^(\/|#|mailto:)/.test(found) || URL.canParse(found)
  return fine ? undefined : wrongType(key, holder, expected, undefined, found, '/href', `${key}.href`)
}

/** An absolute URL Mintlify's secure URL schemas take: `https:`, and no `.svg`, `.exe` or `.zip` file. */
function isSafeHttps(url: string): boolean {
  const parsed = new URL(url)
  let path: string
  try {
    path = decodeURIComponent(parsed.pathname).toLowerCase()
  } catch {
    return false
  }
  return parsed.protocol === 'https:' && !['.svg', '.exe', '.zip'].some((extension) => path.endsWith(extension))
}

/** A problem found in a part of a field, placed from the field. */
function within(problem: FieldProblem, below: string): FieldProblem {
  return { ...problem, below: `${below}${problem.below}` }
}

/** Mintlify rejects icon names written with Font Awesome's class prefix. */
function iconPrefixProblem(name: string, below: string): FieldProblem | undefined {
  return name.startsWith('fa-') ? { message: { code: 'DN2025', params: { icon: name, suggestion: name.slice(3) } }, below } : undefined
}

/** DN2022 for the first key of `value` outside `known` (an object Mintlify checks strictly). */
function strictKeyProblem(value: Record<string, unknown>, known: readonly string[], subject: string, below = ''): FieldProblem | undefined {
  const key = Object.keys(value).find((name) => !known.includes(name))
  if (key === undefined) return undefined
  return {
    message: { code: 'DN2022', params: { key, subject, suggestion: nearest(key, known), allowed: known.map((name) => `\`${name}\``).join(', ') } },
    below: childPointer(below, key),
    atKey: true,
  }
}

/** DN2008 for the field `key` holding `value`, or for a part of it (`wrong`, at `below`, named `name`). */
function wrongType(key: string, value: unknown, expected: string, example?: string, wrong: unknown = value, below = '', name = key): FieldProblem {
  return { message: { code: 'DN2008', params: { key: name, expected, found: wrong === MISSING ? 'nothing' : describeValue(wrong), example } }, below }
}

/** Stands for a part that is not there, where {@link wrongType} says what was found. */
const MISSING = Symbol('missing')

/**
 * An `openapi` or `asyncapi` value as Mintlify's schema takes it: a source, an array of sources
 * (for `openapi`, each may be an object), or `{ source, directory }` (`openapi` also `overlays`),
 * with no other key; no source blank.
 */
function checkSpecSetting(key: string, value: unknown): FieldProblem | undefined {
  const expected = 'a spec path, an array of them, or `{ "source": ..., "directory": ... }`'
  if (typeof value === 'string') return checkSource(key, value, '')
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const problem =
        typeof item === 'string'
          ? checkSource(`${key}[${index}]`, item, `/${index}`)
          : key === 'openapi' && isRecord(item)
            ? checkSpecObject(key, item, `/${index}`)
            : wrongType(key, value, key === 'openapi' ? 'a string or `{ "source": ... }`' : 'a string', undefined, item, `/${index}`, `${key}[${index}]`)
      if (problem) return problem
    }
    return undefined
  }
  if (!isRecord(value) || !Object.hasOwn(value, 'source')) return wrongType(key, value, expected, '{ "source": "openapi.json" }')
  return checkSpecObject(key, value, '')
}

function checkSpecObject(key: string, value: Record<string, unknown>, below: string): FieldProblem | undefined {
  const unknown = strictKeyProblem(value, key === 'openapi' ? ['source', 'directory', 'overlays'] : ['source', 'directory'], `\`${key}\``, below)
  if (unknown) return unknown
  if (typeof value.source !== 'string') return wrongType(key, value, 'a string', undefined, value.source, `${below}/source`, `${key}.source`)
  const source = checkSource(`${key}.source`, value.source, `${below}/source`)
  if (source) return source
  if (
    Object.hasOwn(value, 'directory') &&
    (typeof value.directory !== 'string' || normalizeInsideRoot(value.directory.trim()) === undefined || schemeOf(value.directory) !== undefined)
  ) {
    return wrongType(key, value, 'a folder of the site (not leaving it)', undefined, value.directory, `${below}/directory`, `${key}.directory`)
  }
  if (
    Object.hasOwn(value, 'overlays') &&
    !(Array.isArray(value.overlays) && value.overlays.every((overlay) => typeof overlay === 'string' && overlay.trim() !== ''))
  ) {
    return wrongType(key, value, 'an array of overlay file paths (none blank)', undefined, value.overlays, `${below}/overlays`, `${key}.overlays`)
  }
  return undefined
}

function checkSource(key: string, source: string, below: string): FieldProblem | undefined {
  // A URL that is not https is the spec loader's to report (DN3009), where it is read.
  return source.trim() === '' ? wrongType(key, source, 'a spec path or `https://` URL', '"openapi.json"', source, below) : undefined
}
