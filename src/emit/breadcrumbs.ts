import type { Crumb, SiteModel } from '../ir/site.js'
import { isAbsoluteHref } from '../passes/structure/hrefs.js'

/** `breadcrumbs.json`: URL -> the crumbs above the page. */
export function breadcrumbsDocument(site: SiteModel): Record<string, Crumb[]> {
  return Object.fromEntries(site.routes.map((route) => [route.url, route.breadcrumbs]))
}

/**
 * `breadcrumbs.jsonld.json` (with a site URL): URL -> a schema.org BreadcrumbList ending with the
 * page itself, with absolute URLs, ready for a `<script type="application/ld+json">`.
 */
export function breadcrumbsJsonLd(site: SiteModel, siteUrl: string): Record<string, unknown> {
  const base = siteUrl.replace(/\/+$/, '')
  return Object.fromEntries(site.routes.map((route) => {
    const trail = [...route.breadcrumbs, { label: route.title, url: route.url }]
    return [route.url, {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.label,
        ...(crumb.url === undefined ? {} : { item: isAbsoluteHref(crumb.url) ? crumb.url : base + crumb.url }),
      })),
    }]
  }))
}
