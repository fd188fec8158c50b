import { absoluteUrl, canonicalPath } from '../ir/urls.js'
import { kept, type Memo } from '../ir/memo.js'
import type { Crumb, Route, SiteModel } from '../ir/site.js'
import type { GroupNode, Listing } from '../ir/types.js'
import { isAbsoluteHref } from '../ir/urls.js'
import { LazyObject } from './output-text.js'
import { crumbSources } from './route-links.js'

/** `breadcrumbs.json`: URL -> the crumbs above the page (members made as they are written). */
export function breadcrumbsDocument(site: SiteModel): LazyObject {
  return new LazyObject(function* () {
    for (const route of site.routes) yield [route.url, route.breadcrumbs]
  })
}

interface ListItem {
  '@type': 'ListItem'
  position: number
  name: string
  item?: string
}

/**
 * `breadcrumbs.jsonld.json` (with a site URL): URL -> a schema.org BreadcrumbList ending with the
 * page itself, with absolute URLs, ready for a `<script type="application/ld+json">`. Google
 * wants an `item` URL on every element but the last: a crumb with no page of its own (a group
 * without a root) links to the first visible page in it, and one with none at all is left out.
 * Under `seo.trailingSlash` the URLs end with `/`, as Mintlify's canonical URLs do.
 */
export function breadcrumbsJsonLd(site: SiteModel, siteUrl: string, trailingSlash = false, memo?: Memo): LazyObject {
  const base = siteUrl.replace(/\/+$/, '')
  const absolute = (url: string) => (isAbsoluteHref(url) ? url : absoluteUrl(base, canonicalPath(url, trailingSlash)))
  const firstPages = firstVisiblePages(site.listings)
  // Listings of one group share their ancestors, and so their trail above the page.
  const trails = new WeakMap<object, ListItem[]>()
  const trailOf = (owner: Listing, crumbs: readonly Crumb[]): ListItem[] => {
    const shareable = owner.node.type !== 'group'
    const cached = shareable ? trails.get(owner.ancestors) : undefined
    if (cached) return cached
    // One source per crumb, in the same order: the crumb's own link, else the group's first page.
    const sources = crumbSources(owner)
    const items: ListItem[] = []
    crumbs.forEach((crumb, index) => {
      const node = sources[index]!.node
      const url = crumb.url ?? (node.type === 'group' ? firstPages.get(node) : undefined)
      if (url !== undefined) items.push({ '@type': 'ListItem', position: items.length + 1, name: crumb.label, item: absolute(url) })
    })
    if (shareable) trails.set(owner.ancestors, items)
    return items
  }
  // A project kept open makes again only the lists of routes that changed, so that their texts are kept too.
  const made = memo && kept(memo, 'breadcrumb-lists', '', [base, trailingSlash, site.listings], () => new WeakMap<Route, object>())
  // Made as they are written: a list per route would be a quarter of a large build's memory.
  return new LazyObject(function* () {
    for (const route of site.routes) {
      let list = made?.get(route)
      if (!list) {
        const owner = site.owners.get(route.url)
        const above = owner ? trailOf(owner, route.breadcrumbs) : []
        list = {
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [...above, { '@type': 'ListItem', position: above.length + 1, name: route.title, item: absolute(route.url) }],
        }
        made?.set(route, list)
      }
      yield [route.url, list]
    }
  })
}

/** The first visible page listed in each group, in document order. */
function firstVisiblePages(listings: readonly Listing[]): Map<GroupNode, string> {
  const first = new Map<GroupNode, string>()
  for (const listing of listings) {
    if (listing.hidden) continue
    for (const ancestor of listing.ancestors) {
      if (ancestor.type === 'group' && !first.has(ancestor)) first.set(ancestor, listing.url)
    }
    if (listing.node.type === 'group' && !first.has(listing.node)) first.set(listing.node, listing.url)
  }
  return first
}
