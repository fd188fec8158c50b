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
    case 'banner': {
      if (!isRecord(value) || !Object.hasOwn(value, 'content')) return wrongType(key, value, 'an object with `content`', '{ "content": "..." }')
      if (typeof value.content !== 'string') return wrongType(key, value, 'a string', undefined, value.content, '/content', `${key}.content`)
      if (Object.hasOwn(value, 'dismissible') && typeof value.dismissible !== 'boolean') {
        return wrongType(key, value, '`true` or `false`', undefined, value.dismissible, '/dismissible', `${key}.dismissible`)
      }
      return undefined
    }
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
    below: `${below}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`,
    atKey: true,
  }
}

/** DN2008 for the field `key` holding `value`, or for a part of it (`wrong`, at `below`, named `name`). */
function wrongType(key: string, value: unknown, expected: string, example?: string, wrong: unknown = value, below = '', name = key): FieldProblem {
  return { message: { code: 'DN2008', params: { key: name, expected, found: describeValue(wrong), example } }, below }
}

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
