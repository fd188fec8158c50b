import { childPointer } from './diagnostics/report.js'
import { describeValue, isRecord } from './json-values.js'
import type { AnyMessage } from './diagnostics/catalogue.js'
import type { FieldType } from './schema.js'
import { nearest, suggest } from './nearest.js'
import { normalizeInsideRoot } from './paths.js'
import { checkShape, type FieldShape, type ObjectShape, type Shape } from './shape.js'
import { boolean, either, list, oneOf, record, strip, text } from './shape-builders.js'
import { HEX_COLOUR, hex, href, lightDark, notEmpty, secureHref, secureUrl } from './shape-rules.js'
import { schemeOf } from './urls.js'

/**
 * Checks a field's value against its type from the schema. The tree builder keeps only values that
 * pass; the structure pass reports the ones that do not, at the narrowest value that is wrong.
 */
export interface FieldProblem {
  message: AnyMessage
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
      return firstError(BANNER, key, value)
    case 'footer':
      return firstError(FOOTER, key, value)
    case 'navbar':
      return firstError(NAVBAR, key, value)
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
          : isOpenApi(key) && isRecord(item)
            ? checkSpecObject(key, item, `/${index}`)
            : wrongType(key, value, isOpenApi(key) ? 'a string or `{ "source": ... }`' : 'a string', undefined, item, `/${index}`, `${key}[${index}]`)
      if (problem) return problem
    }
    return undefined
  }
  if (!isRecord(value) || !Object.hasOwn(value, 'source')) return wrongType(key, value, expected, '{ "source": "openapi.json" }')
  return checkSpecObject(key, value, '')
}

/** Whether a spec field is an `openapi` one (`openapi`, `api.openapi`), which takes objects in arrays and `overlays`. */
const isOpenApi = (key: string) => key === 'openapi' || key.endsWith('.openapi')

function checkSpecObject(key: string, value: Record<string, unknown>, below: string): FieldProblem | undefined {
  const unknown = strictKeyProblem(value, isOpenApi(key) ? ['source', 'directory', 'overlays'] : ['source', 'directory'], `\`${key}\``, below)
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

/** A field of a navigation type as a shape: checked as checkField checks it. */
export function fieldShape(type: FieldType, doc: string): FieldShape {
  return { kind: 'field', type, doc, check: (value, key) => checkField(type, key, value) }
}

/** The first mistake of `value` as a value of `shape` that fails Mintlify's check, as a field's problem. */
function firstError(shape: Shape, key: string, value: unknown): FieldProblem | undefined {
  const problem = checkShape(shape, value, key).find((each) => !each.warning)
  return problem && { message: problem.message, below: problem.below, atKey: problem.part === 'key' }
}

const icon = fieldShape('icon', 'An icon: a Font Awesome, Lucide or Tabler name, a URL or path, or `{ name, style, library }`')

/** A banner as Mintlify's `bannerSchema` takes it (docs.json's `banner`, a language's). */
export const BANNER: ObjectShape = strip(
  {
    content: text('What the banner says (basic MDX: links, bold, italic)', [notEmpty]),
    dismissible: boolean('Whether readers can close it'),
    type: oneOf(BANNER_TYPES, 'Its style: `info` (the default), `warning` or `critical`'),
    color: lightDark('Its background colour, over the one its `type` gives', hex, 'strict'),
  },
  'An announcement bar above every page: `{ content, dismissible, type, color }`',
  { required: ['content'], words: 'an object with `content`', example: '{ "content": "..." }' },
)

/** A footer as Mintlify's `footerSchema` takes it (docs.json's `footer`, a language's). */
export const FOOTER: ObjectShape = strip(
  {
    socials: record(text(undefined, [secureUrl]), 'Links to the site’s profiles, by network: `{ "github": "https://github.com/acme" }`', {
      keys: FOOTER_SOCIALS,
      words: 'an object of network names and URLs',
      example: '{ "github": "https://github.com/acme" }',
    }),
    links: list(
      strip(
        {
          header: text('The title of the column', [notEmpty]),
          items: list(
            strip({ label: text('The text of the link', [notEmpty]), href: text('Where it leads', [secureHref]) }, 'A link', { required: ['label', 'href'] }),
            'The links of the column',
            { min: 1, length: 'at least one link', example: '[{ "label": "...", "href": "..." }]' },
          ),
        },
        'A column of links',
        { required: ['items'] },
      ),
      'Columns of links',
      { min: 1, max: 4, length: 'one to four columns', example: '[{ "header": "...", "items": [...] }]' },
    ),
  },
  'The footer: `{ socials, links }`',
  { words: 'an object: `{ "socials": ..., "links": [...] }`' },
)

const navbarLink = (type: string | undefined): ObjectShape =>
  strip(
    {
      ...(type === undefined
        ? { label: text('The text of the link'), type: text('A kind of link') }
        : { label: text('The text of the link (the network’s name otherwise)'), type: oneOf([type], `A link to ${type === 'github' ? 'GitHub' : 'Discord'}`) }),
      icon,
      href: text('Where it leads', [href]),
    },
    type === undefined ? 'A link: `{ label, href, icon }`' : `A ${type} link`,
    { required: type === undefined ? ['label', 'href'] : ['type', 'href'] },
  )
const navbarPrimary = (type: string): ObjectShape =>
  strip(
    {
      type: oneOf([type], `A ${type}`),
      label: text(type === 'button' ? 'The text of the button' : 'The text (the network’s name otherwise)'),
      href: text('Where it leads', [href]),
    },
    type === 'button' ? 'A button' : `A ${type} link`,
    { required: type === 'button' ? ['type', 'label', 'href'] : ['type', 'href'] },
  )

/** A top bar as Mintlify's `navbarSchema` takes it (docs.json's `navbar`, a language's). */
export const NAVBAR: ObjectShape = strip(
  {
    links: list(
      either([navbarLink('github'), navbarLink('discord'), navbarLink(undefined)], {
        doc: 'A link of the top bar',
        words: 'a link: `{ "label": ..., "href": ... }`',
      }),
      'The links of the top bar',
    ),
    primary: either([navbarPrimary('button'), navbarPrimary('github'), navbarPrimary('discord')], {
      discriminator: 'type',
      doc: 'The main button of the top bar: a `button`, or a `github` or `discord` link',
      words: 'an object: `{ "type": "button", "label": ..., "href": ... }`',
    }),
  },
  'The top bar: `{ links, primary }`',
  { words: 'an object: `{ "links": [...], "primary": ... }`' },
)
