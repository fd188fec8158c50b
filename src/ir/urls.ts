/**
 * URLs and hrefs, as passes and emitters both need them: what counts as leaving the site, and how
 * page paths become URL paths and absolute URLs.
 */

/** A URL scheme at the start (`https:`, `mailto:`, `javascript:`), as RFC 3986 defines one. */
const SCHEME = /^([a-z][a-z0-9+.-]*):/i

/** The scheme an href or reference starts with, lower-cased, without the `:`; undefined for a path. */
export function schemeOf(text: string): string | undefined {
  return SCHEME.exec(text)?.[1]?.toLowerCase()
}

/** Schemes that run code or embed content instead of navigating: refused in hrefs and links. */
export const SCRIPT_SCHEMES: ReadonlySet<string> = new Set(['javascript', 'data', 'vbscript', 'file', 'blob'])

/**
 * An href as a browser reads it (the URL standard): leading and trailing spaces and control
 * characters, and tabs and line breaks anywhere, ignored (`java\tscript:`, `\u0001javascript:`).
 */
export function squeezedHref(href: string): string {
  return href.replace(/^[\s\u0000-\u001f]+|[\s\u0000-\u001f]+$/g, '').replace(/[\t\n\r]/g, '')
}

/** Whether an href leaves the site (has a scheme, or is protocol-relative). */
export function isAbsoluteHref(href: string): boolean {
  return SCHEME.test(href) || href.startsWith('//')
}

/** `/` + path, `x/index` -> `/x`, `index` -> `/`; characters a URL path cannot hold are percent-encoded. */
export function urlOfPath(path: string): string {
  return `/${encodePath(routeKeyOfPath(path))}`
}

/**
 * A page path as its URL path before the `/` and the percent-encoding: `x/index` -> `x`,
 * `index` -> ''. Pages with one route key have one URL, and the key costs no new string for most.
 */
export function routeKeyOfPath(path: string): string {
  return path === 'index' ? '' : path.endsWith('/index') ? path.slice(0, -'/index'.length) : path
}

/** Characters that cannot stand in a URL path as they are: percent-encoded in every URL docsnav emits. */
export const UNSAFE_IN_PATH = /[%?#\s"<>\\^`|[\]{}\u0000-\u001f\u007f]/g

/** Percent-encodes what cannot stand in a URL path (spaces, `?`, `#`, `%`, ...), keeping `/` and other text. */
export function encodePath(path: string): string {
  return path.search(UNSAFE_IN_PATH) === -1 ? path : path.replace(UNSAFE_IN_PATH, (character) => encodeURIComponent(character))
}

const BEYOND_PRINTABLE_ASCII = /[^\x20-\x7e]/

/** A route's path as canonical URLs write it: with `seo.trailingSlash`, ending with `/` (routes themselves do not change). */
export function canonicalPath(path: string, trailingSlash: boolean): string {
  return trailingSlash && !path.endsWith('/') ? `${path}/` : path
}

/**
 * The site URL followed by a route's path, as a URL that is valid as written: characters beyond
 * ASCII are percent-encoded as UTF-8 (sitemaps.org's rule), and so are control characters, which
 * XML cannot hold at all. A lone surrogate becomes U+FFFD rather than an exception.
 */
export function absoluteUrl(base: string, path: string): string {
  if (!BEYOND_PRINTABLE_ASCII.test(path)) return base + path
  return (
    base +
    path.replace(/[^\x20-\x7e]/gu, (character) => {
      let encoded = ''
      for (const byte of Buffer.from(character, 'utf8')) encoded += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
      return encoded
    })
  )
}
