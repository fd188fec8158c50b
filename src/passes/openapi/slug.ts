import { posix } from 'node:path'
import type { SpecOperation } from '../../ir/openapi.js'
import { UNSAFE_IN_PATH } from '../../ir/urls.js'

/**
 * The URL slugs of generated operation pages: Mintlify's algorithm (docs/openapi.md), so existing URLs
 * keep working when a site moves to docsnav.
 */

export const DEFAULT_DIRECTORY = 'api-reference'

/**
 * F of docs/openapi.md: spaces -> `-`; each `{...}` -> `-`; one leading and one trailing `-` dropped;
 * `{}(),.'`, newlines and `/` deleted; each `--` -> `-` in one left-to-right pass; lower-cased.
 */
export function slugPart(text: string): string {
  // `.` as in Mintlify's `\{.*?\}`: a parameter does not span a line break.
  let part = text.replace(/ /g, '-').replace(/\{.*?\}/g, '-')
  if (part.startsWith('-')) part = part.slice(1)
  if (part.endsWith('-')) part = part.slice(0, -1)
  // A global replace is one non-overlapping left-to-right pass: `---` becomes `--`, as in Mintlify.
  return part
    .replace(/[{}(),.'\n/]/g, '')
    .replace(/--/g, '-')
    .toLowerCase()
}

/** `directory/tag/summary` (or `directory/tag/method-path`), or the operation's `x-mint.href`. */
export function operationSlug(operation: SpecOperation, directory: string = DEFAULT_DIRECTORY): string {
  if (operation.href !== undefined) return hrefSlug(operation.href)
  const parts = [directory.toLowerCase()]
  if (operation.tag !== undefined) parts.push(slugPart(operation.tag))
  // An empty summary counts as none; a webhook without one is named by its own name.
  const fallback = operation.kind === 'webhook' ? slugPart(operation.path) : `${operation.method}-${slugPart(operation.path)}`
  parts.push(operation.summary ? slugPart(operation.summary) : fallback)
  return parts.filter((part) => part !== '').join('/')
}

/**
 * `x-mint.href` as Mintlify reads it: the folder and the name of the path (`posix.parse`: what
 * follows the last `.` of the name is left out, unless the name starts with it, as `.env`) joined
 * again (`posix.join`: `..`, `.` and `//` resolved), lower-cased, without a leading `/`.
 */
function hrefSlug(href: string): string {
  const path = href.replace(/^\/+/, '')
  const { dir, name } = posix.parse(path)
  // A URL of the site: `..` never climbs above its root.
  return posix.join('/', dir, name).slice(1).replace(/\/+$/, '').toLowerCase()
}

/** Characters of a slug that cannot stand in a URL path as they are (each listed once). */
export function unsafeCharacters(slug: string): string[] {
  return [...new Set(slug.match(UNSAFE_IN_PATH) ?? [])]
}
