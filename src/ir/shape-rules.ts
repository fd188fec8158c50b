import type { ObjectShape, Shape, StringRule, StringShape } from './shape.js'
import { text } from './shape-builders.js'

/**
 * The rules Mintlify's schema keeps on strings (its refinements), as {@link StringRule}s for shapes,
 * with the JSON Schema keywords that express each where JSON Schema can.
 */

/** A colour of docs.json: `#RGB` or `#RRGGBB`. */
export const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

export const notEmpty: StringRule = { test: (value) => value !== '', expected: 'text, not empty', schema: { minLength: 1 } }
/** {@link notEmpty} of a trimmed string (a shape with `trim: true`). */
export const notBlank: StringRule = { ...notEmpty, schema: { pattern: '\\S' } }
export const minLength = (length: number, expected: string): StringRule => ({
  test: (value) => value.length >= length,
  expected,
  schema: { minLength: length },
})
export const startsWith = (prefix: string): StringRule => ({
  test: (value) => value.startsWith(prefix),
  expected: `a string starting with \`${prefix}\``,
  schema: { pattern: `^${escaped(prefix)}` },
})
export const notStartsWith = (prefix: string, expected: string): StringRule => ({
  test: (value) => !value.startsWith(prefix),
  expected,
  schema: { pattern: `^(?!${escaped(prefix)})` },
})
export const matches = (pattern: RegExp, expected: string): StringRule => ({
  test: (value) => pattern.test(value),
  expected,
  schema: { pattern: pattern.source },
})
export const hexColour: StringRule = {
  test: (value) => HEX_COLOUR.test(value),
  expected: 'a hex colour',
  code: 'DN2020',
  schema: { pattern: HEX_COLOUR.source },
}
/** zod's `.url()`: what `new URL()` parses. */
export const url: StringRule = { test: (value) => URL.canParse(value), expected: 'a URL' }
export const httpsUrl: StringRule = { test: (value) => URL.canParse(value) && value.startsWith('https://'), expected: 'an `https://` URL' }
/** Mintlify's `hrefSchema`: a path from `/`, `#`, `mailto:`, or a URL. */
export const href: StringRule = { test: (value) => /^(\/|#|mailto:)/.test(value) || URL.canParse(value), expected: 'a path from `/`, or a URL' }

const FORBIDDEN_EXTENSIONS = ['.svg', '.exe', '.zip']
/** An absolute URL Mintlify's secure URL schemas take: `https:`, to no `.svg`, `.exe` or `.zip` file (trailing slashes aside, as its `normalizeUrl`). */
export function isSafeHttps(value: string): boolean {
  if (!URL.canParse(value)) return false
  const parsed = new URL(value)
  try {
    const path = decodeURIComponent(parsed.pathname)
      .replace(/(.)\/+$/, '$1')
      .toLowerCase()
    return parsed.protocol === 'https:' && !FORBIDDEN_EXTENSIONS.some((extension) => path.endsWith(extension))
  } catch {
    return false
  }
}
/** Mintlify's `secureUrlSchema`: an `https://` URL, to no `.svg`, `.exe` or `.zip` file. */
export const secureUrl: StringRule = { test: isSafeHttps, expected: 'an `https://` URL' }
/** Mintlify's `secureHrefSchema`: a path from `/` (not `//`), `#`, `mailto:`, or a {@link secureUrl}. */
export const secureHref: StringRule = {
  test: (value) => !value.startsWith('//') && (/^(\/|#|mailto:)/.test(value) || isSafeHttps(value)),
  expected: 'a path from `/`, or an `https://` URL',
}
/** A spec or font file: a path, or an `http(s)://` URL (Mintlify's `openapiStringSchema` and `fontSourceSchema`). */
export const fileOrWebUrl: StringRule = {
  test: (value) => !URL.canParse(value) || /^https?:$/.test(new URL(value).protocol),
  expected: 'a path or an `https://` URL',
}

export const hex = (doc: string): StringShape => text(doc, [hexColour], { example: '"#0D9373"' })
/** `{ light, dark }`, each a value of `part`. */
export const lightDark = (doc: string, part: (doc: string) => Shape, unknown: 'strict' | 'strip'): ObjectShape => ({
  kind: 'object',
  unknown,
  doc,
  properties: { light: part('For light mode'), dark: part('For dark mode') },
  words: 'an object: `{ "light": ..., "dark": ... }`',
})
