import { resolvedFromFile } from '../markdown/links.js'
import { safeUrl } from '../render/html.js'

/**
 * How an Astro site links its own pages: under its `base`, with or without a trailing slash as its
 * `trailingSlash` asks (with `always`, Astro's dev server answers `/quickstart` with a 404). Every
 * href the integrations write for a page goes through {@link siteHref}.
 */
export interface SiteLinks {
  /** Astro's `base` (`/`, `/docs`). */
  base: string
  trailingSlash: 'always' | 'never' | 'ignore'
}

export const ROOT_LINKS: SiteLinks = { base: '/', trailingSlash: 'ignore' }

/**
 * An href as the site links it: a root-relative one under the base, its path ending as
 * `trailingSlash` asks (a file's path, `/images/x.png`, is left as it is); any other kept, unless
 * it would run script (`javascript:`), which becomes `#`.
 */
export function siteHref(links: SiteLinks, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return safeUrl(href)
  const [, path = '/', rest = ''] = /^([^?#]*)(.*)$/s.exec(href) ?? []
  let shaped = `${links.base.replace(/\/+$/, '')}${path}`
  const last = shaped.slice(shaped.lastIndexOf('/') + 1)
  if (links.trailingSlash === 'always' && !shaped.endsWith('/') && !last.includes('.')) shaped = `${shaped}/`
  if (links.trailingSlash === 'never' && shaped.length > 1) shaped = shaped.replace(/\/+$/, '') || '/'
  return `${shaped}${rest}`
}

/**
 * A page's link as the root-relative one it is on Mintlify, whatever the generator's URLs end with.
 * A relative one (`images/x.png`, `./setup`, `../api`): `./` and `../` links of the elements
 * Mintlify rewrites from the page file's folder (`resolvedFromFile`), the others as a browser
 * resolves them from the page's Mintlify URL, which has no trailing slash (`import.mdx` is
 * `/import`: `images/x.png` is `/images/x.png`, not `/import/images/x.png`). `page` is the page
 * file's path from the docs.json folder. A page's own file name `index` is its folder's URL, as
 * Mintlify reads `a/index` as `a` (`/x/index#y` is `/x#y`). Links with a scheme and fragments are
 * returned as they are.
 */
export function mintlifyRootHref(href: string, page: string, element?: string): string {
  if (href === '' || href.startsWith('#') || href.startsWith('?') || href.startsWith('//') || /^[a-z][a-z\d+.-]*:/i.test(href)) return href
  if (href.startsWith('/')) return withoutIndex(href)
  const file = `/${page.replace(/\\/g, '/')}`
  const url = file.replace(/\.mdx?$/, '').replace(/\/index$/, '') || '/'
  try {
    const resolved = new URL(href, `https://docsnav.invalid${resolvedFromFile(href, element) ? file : url}`)
    return withoutIndex(`${resolved.pathname}${resolved.search}${resolved.hash}`)
  } catch {
    return href
  }
}

/** A root-relative href whose path ends in the segment `index` (`/x/index?a#b`), as the folder's (`/x?a#b`). */
function withoutIndex(href: string): string {
  return href.replace(/^([^?#]*?)\/index(?=$|[?#])/s, (_, folder: string) => folder || '/')
}
