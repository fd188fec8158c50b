import { compileSync, type CompileResult, type Diagnostic } from '../../src/index.js'
import { pageOf, type PageTable, type Route, type SwitchTargets } from '../../src/ir/site.js'
import type { Listing } from '../../src/ir/types.js'
import { assertSiteInvariants } from '../../src/testing/index.js'

/** What docsnav made of a case: its errors, and each listed page's URL, sidebar label and description. */
export interface DocsnavOutcome {
  errors: Diagnostic[]
  pages: Array<{ url: string; title: string; description?: string }>
  /** Each route's switch targets (routes.json `switchTargets`), by URL. */
  switchTargets: Map<string, SwitchTargets>
  /** With `checkInvariants`: the site invariant the build breaks (docsnav/testing), if any. */
  brokenInvariant?: string
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
  const outcome: DocsnavOutcome = { errors, pages: (site?.listings ?? []).flatMap((listing) => listedPage(listing, site!.pages, routes)), switchTargets }
  if (brokenInvariant !== undefined) outcome.brokenInvariant = brokenInvariant
  return outcome
}

/** A listed page as Mintlify's decorated navigation shows it (operations hidden by `x-hidden` are not listed). */
function listedPage(listing: Listing, pages: PageTable, routes: ReadonlyMap<string, Route>): DocsnavOutcome['pages'] {
  const node = listing.node
  if (node.type === 'operation' && (!node.operation || node.operation.hidden)) return []
  const label = node.type === 'operation' ? (node.operation!.sidebarTitle ?? node.operation!.title) : pageOf(pages, node)?.title
  const route = routes.get(listing.url)
  return [{ url: listing.url, title: label ?? route?.title ?? '', ...(route?.description === undefined ? {} : { description: route.description }) }]
}
