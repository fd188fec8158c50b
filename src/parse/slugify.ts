import { createRequire } from 'node:module'

/**
 * @sindresorhus/slugify, the slugger Mintlify's heading ids come from, with a fast path of our own
 * for ASCII text. The library transliterates every string through its table of 1,935 replacements,
 * compiling a regular expression for each, on every call: about 1 ms a heading, 95% of the link
 * check's time on a 10,000-page site. On ASCII text that table can change nothing but `&` (and
 * `^` and `` ` ``, which Unicode counts as diacritics), so those strings take the library's
 * remaining steps here; everything else goes to the library. test/links.test.ts checks that both
 * give the same slugs, one call and counted sequences alike.
 */

export interface SlugOptions {
  separator?: string
  lowercase?: boolean
  decamelize?: boolean
  preserveCharacters?: readonly string[]
}

type Library = typeof import('@sindresorhus/slugify')
const require = createRequire(import.meta.url)
let library: Library | undefined

function slugifyLibrary(): Library {
  return (library ??= require('@sindresorhus/slugify') as Library)
}

const ASCII = /^[\x00-\x7f]*$/

/** `slugify(text, options)` of @sindresorhus/slugify 2.2.0. */
export function slugify(text: string, options: SlugOptions = {}): string {
  if (!ASCII.test(text)) return slugifyLibrary().default(text, { ...options, preserveCharacters: [...(options.preserveCharacters ?? [])] })
  const separator = options.separator ?? '-'
  const lowercase = options.lowercase ?? true
  let slug = text.replace(/&/g, ' and ').replace(/[\^`]/g, '')
  if (options.decamelize ?? true) slug = decamelize(slug)
  if (lowercase) slug = slug.toLowerCase()
  slug = slug.replace(patternOf(lowercase, options.preserveCharacters ?? [], separator), separator).replace(/\\/g, '')
  // Contractions and possessives (`don-t` -> `dont`), as the library does.
  slug = slug.replace(/([a-zA-Z\d]+)-([ts])(-|$)/g, '$1$2$3')
  if (separator) {
    const escaped = escapeRegExp(separator)
    slug = slug.replace(new RegExp(`${escaped}{2,}`, 'g'), separator).replace(new RegExp(`^${escaped}|${escaped}$`, 'g'), '')
  }
  return slug
}

/** A slugger that numbers repeats (`intro`, `intro-2`), as the library's `slugifyWithCounter`. */
export function slugifyWithCounter(): (text: string, options?: SlugOptions) => string {
  const occurrences = new Map<string, number>()
  return (text, options) => {
    let slug = slugify(text, options)
    if (!slug) return ''
    const lower = slug.toLowerCase()
    const numberless = occurrences.get(lower.replace(/(?:-\d+?)+?$/, '')) ?? 0
    const counter = occurrences.get(lower)
    occurrences.set(lower, typeof counter === 'number' ? counter + 1 : 1)
    const next = occurrences.get(lower) || 2
    if (next >= 2 || numberless > 2) slug = `${slug}-${next}`
    return slug
  }
}

function decamelize(text: string): string {
  return text
    .replace(/([A-Z]{2,})(\d+)/g, '$1 $2')
    .replace(/([a-z\d]+)([A-Z]{2,})/g, '$1 $2')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-rt-z\d]+)/g, '$1 $2')
}

const patterns = new Map<string, RegExp>()

function patternOf(lowercase: boolean, preserve: readonly string[], separator: string): RegExp {
  const key = `${lowercase}\n${preserve.join('\n')}`
  let pattern = patterns.get(key)
  if (!pattern) {
    if (preserve.includes(separator))
      throw new Error(`The separator character \`${separator}\` cannot be included in preserved characters: ${preserve.join(',')}`)
    pattern = new RegExp(`[^a-z\\d${lowercase ? '' : 'A-Z'}${preserve.map(escapeRegExp).join('')}]+`, 'g')
    patterns.set(key, pattern)
  }
  return pattern
}

/** escape-string-regexp 5, which the library uses. */
function escapeRegExp(text: string): string {
  return text.replace(/[|\\{}()[\]^$+*?.]/g, '\\$&').replace(/-/g, '\\x2d')
}
