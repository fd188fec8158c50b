import type { CompileResult } from '../compile/compile.js'
import type { Route } from '../ir/site.js'

/**
 * Checks what holds for every site docsnav compiles, and throws an Error naming the first thing
 * that does not: one route per URL, each listed one owned by one listing at that URL (page files
 * no navigation lists are routes with `listed: false`, hidden and without one); prev/next links that
 * point at routes and mirror each other; a reason on each route that is not indexable, and on no
 * other; breadcrumbs that follow the path from the root to the
 * page's owning listing; and, when the outputs hold one sitemap, exactly the indexable routes in
 * it. For tools and themes to property-test with the same invariants docsnav's own tests use.
 */
export function assertSiteInvariants(result: CompileResult): void {
  const site = result.site
  if (!site) return
  const byUrl = new Map<string, Route>()
  for (const route of site.routes) {
    if (byUrl.has(route.url)) fail(`two routes have the URL ${route.url}`)
    byUrl.set(route.url, route)
    if (route.indexable === (route.notIndexed !== undefined))
      fail(`the route ${route.url} is ${route.indexable ? '' : 'not '}indexable, but says ${route.notIndexed ?? 'no reason'}`)
    if (route.noindex && route.indexable) fail(`the route ${route.url} is noindex, but indexable`)
    const owner = site.owners.get(route.url)
    if (route.listed === false) {
      if (owner) fail(`the route ${route.url} is not listed, but has an owning listing`)
      if (!route.hidden) fail(`the route ${route.url} is not listed, but not hidden`)
      continue
    }
    if (!owner || owner.url !== route.url) fail(`the route ${route.url} has no owning listing at its URL`)
  }
  const listed = site.routes.filter((route) => route.listed !== false)
  if (site.owners.size !== listed.length) fail(`${site.owners.size} owners for ${listed.length} listed routes`)
  for (const route of listed) {
    for (const [direction, back] of [
      ['next', 'prev'],
      ['prev', 'next'],
    ] as const) {
      const link = route[direction]
      if (!link) continue
      const target = byUrl.get(link.url)
      if (!target) fail(`${direction} of ${route.url} is ${link.url}, which is no route`)
      if (target[back]?.url !== route.url) fail(`${direction} of ${route.url} is ${link.url}, whose ${back} is ${target[back]?.url ?? 'missing'}`)
    }
    const owner = site.owners.get(route.url)!
    // Breadcrumbs name divisions (a product by its `name`) and groups above the owning listing, in
    // order from the root: some of them (not versions, languages, or blank labels), never others.
    const above: string[] = []
    for (const ancestor of owner.ancestors) {
      if (ancestor.type === 'root' || ancestor.type === 'version' || ancestor.type === 'language') continue
      const name = ancestor.type === 'product' ? (ancestor.fields as { name?: string }).name : undefined
      above.push(name ?? ancestor.label)
    }
    let at = 0
    for (const crumb of route.breadcrumbs) {
      while (at < above.length && above[at] !== crumb.label) at++
      if (at === above.length) fail(`the breadcrumb "${crumb.label}" of ${route.url} is not on the path to its listing`)
      at++
    }
  }
  checkSitemap(result, site.routes)
}

/** One sitemap (not an index): its `<loc>`s are the indexable routes, each once. */
function checkSitemap(result: CompileResult, routes: readonly Route[]): void {
  const xml = result.files?.['sitemap.xml']
  if (xml === undefined || xml.includes('<sitemapindex')) return
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) =>
    match[1]!
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'"),
  )
  const indexable = routes.filter((route) => route.indexable)
  if (locs.length !== indexable.length) fail(`the sitemap lists ${locs.length} URLs for ${indexable.length} indexable routes`)
  indexable.forEach((route, index) => {
    const loc = locs[index]!
    // The sitemap percent-encodes what routes.json may keep as it is (letters beyond ASCII).
    if (route.url !== '/' && !decoded(loc).replace(/\/$/, '').endsWith(decoded(route.url)))
      fail(`the sitemap lists ${loc} where the route ${route.url} is expected`)
  })
}

function decoded(url: string): string {
  try {
    return decodeURI(url)
  } catch {
    return url
  }
}

function fail(message: string): never {
  throw new Error(`site invariant broken: ${message}`)
}
