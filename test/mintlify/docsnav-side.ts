import { compileSync, type CompileResult, type Diagnostic } from '../../src/index.js'
import { pageOf, type PageTable, type Route, type SwitchTargets } from '../../src/ir/site.js'
import { GroupNode, type Listing } from '../../src/ir/types.js'
import { assertSiteInvariants } from '../../src/testing/index.js'

/** What docsnav made of a case: its errors, and each listed page's URL, sidebar label and description. */
export interface DocsnavOutcome {
  errors: Diagnostic[]
  pages: Array<{ url: string; title: string; description?: string }>
  /** Each route's switch targets (routes.json `switchTargets`), by URL. */
  switchTargets: Map<string, SwitchTargets>
  /** With `checkInvariants`: the site invariant the build breaks (docsnav/testing), if any. */
  brokenInvariant?: string
  /** The URLs of pages listed only inside a hidden group (deviation `hidden-group-switch-fallback`). */
  inHiddenGroups: Set<string>
}

export function runDocsnav(input: Parameters<typeof compileSync>[0], checkInvariants = false, readFiles = false): DocsnavOutcome {
  const result: CompileResult = compileSync(input, { noFiles: !readFiles, ...(checkInvariants ? { outputs: { siteUrl: 'https://docs.example.com' } } : {}) })
  let brokenInvariant: string | undefined
  if (checkInvariants) {
    try {
      assertSiteInvariants(result)
    } catch (error) {
      brokenInvariant = (error as Error).message
    }
  }
  const errors = result.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')
  const site = errors.length === 0 ? result.site : undefined
  // A page's sidebar label is its route's title unless its frontmatter gives a `sidebarTitle`.
  const routes = new Map(site?.routes.map((route) => [route.url, route]))
  const switchTargets = new Map((site?.routes ?? []).map((route) => [route.url, route.switchTargets ?? {}]))
  const hidden = (listing: Listing) => [...listing.ancestors, listing.node].some((node) => node instanceof GroupNode && node.fields.hidden === true)
  const listings = site?.listings ?? []
  const inHiddenGroups = new Set(listings.filter(hidden).map((listing) => listing.url))
  for (const listing of listings) if (!hidden(listing)) inHiddenGroups.delete(listing.url)
  const outcome: DocsnavOutcome = {
    errors,
    pages: listings.flatMap((listing) => listedPage(listing, site!.pages, routes)),
    switchTargets,
    inHiddenGroups,
  }
  if (brokenInvariant !== undefined) outcome.brokenInvariant = brokenInvariant
  return outcome
}

/** A listed page as Mintlify's decorated navigation shows it (operations hidden by `x-hidden` are not listed). */
function listedPage(listing: Listing, pages: PageTable, routes: ReadonlyMap<string, Route>): DocsnavOutcome['pages'] {
  const node = listing.node
  if (node.type === 'operation' && (!node.operation || node.operation.hidden)) return []
  const page = node.type === 'operation' ? undefined : pageOf(pages, node)
  const label = node.type === 'operation' ? (node.operation!.sidebarTitle ?? node.operation!.title) : (page?.sidebarTitle ?? page?.title)
  const route = routes.get(listing.url)
  return [{ url: listing.url, title: label ?? route?.title ?? '', ...(route?.description === undefined ? {} : { description: route.description }) }]
}
