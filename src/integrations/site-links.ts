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
