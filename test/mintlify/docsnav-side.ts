import { compileSync, createProject, type CompileResult, type Diagnostic, type Project } from '../../src/index.js'
import { pageOf, type PageTable, type Route, type SwitchTargets } from '../../src/ir/site.js'
import { DivisionNode, GroupNode, nearestOf, type Listing } from '../../src/ir/types.js'
import { assertSiteInvariants } from '../../src/testing/index.js'

/** What docsnav made of a case: its errors, and each listed page's URL, sidebar label and description. */
export interface DocsnavOutcome {
  errors: Diagnostic[]
  pages: Array<{ url: string; title: string; description?: string }>
  /** Each route's switch targets (routes.json `switchTargets`, with every other tab's link), by URL. */
  switchTargets: Map<string, SwitchTargets>
  /** With `checkInvariants`: the site invariant the build breaks (docsnav/testing), if any. */
  brokenInvariant?: string
  /** The URLs of pages listed only inside a hidden group (deviation `hidden-group-switch-fallback`). */
  inHiddenGroups: Set<string>
}

export function runDocsnav(input: Parameters<typeof compileSync>[0], checkInvariants = false, readFiles = false): DocsnavOutcome {
  return outcomeOf(
    compileSync(input, { noFiles: !readFiles, ...(checkInvariants ? { outputs: { siteUrl: 'https://docs.example.com' } } : {}) }),
    checkInvariants,
  )
}

/** The project kept open for the real config whose changed copies are compiled now (their cases come one config after another). */
let open: Project | undefined

/**
 * A changed copy of a real config, compiled as the language server compiles an edit: in a project
 * kept open on the config's folder (its specs and included files read, its pages not), with the
 * copy as docs.json's text. The specs are parsed once per folder, not once per copy (Spree's 3 MB
 * of YAML: half a second a copy); a project gives what a fresh compile gives (its property test).
 */
export async function runDocsnavEdited(dir: string, config: unknown): Promise<DocsnavOutcome> {
  if (open?.root !== dir) open = createProject(dir, { noFiles: true })
  open.setText('docs.json', JSON.stringify(config))
  return outcomeOf(await open.update(['docs.json']), false)
}

function outcomeOf(result: CompileResult, checkInvariants: boolean): DocsnavOutcome {
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
  // Each URL's listings in the order of the site's: looked up per route (filtering them per route took seconds on crewAI's 23,000 pages).
  const listedAt = new Map<string, Listing[]>()
  for (const listing of site?.listings ?? []) {
    const same = listedAt.get(listing.url)
    if (same) same.push(listing)
    else listedAt.set(listing.url, [listing])
  }
  const switchTargets = new Map((site?.routes ?? []).map((route) => [route.url, withTabLinks(route, site!, listedAt.get(route.url) ?? [])]))
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

/**
 * A route's switch targets with the link of every other tab of its tab bar, as Mintlify's lists
 * them: a tab's own link unless the route's targets give another. A tab with no page has no link
 * (Mintlify's is `/`: neither leads anywhere).
 */
function withTabLinks(route: Route, site: NonNullable<CompileResult['site']>, listed: readonly Listing[]): SwitchTargets {
  const targets = route.switchTargets ?? {}
  // No targets at all (`{}`): Mintlify's client does not find the page, and shows no tab bar either.
  if (route.switchTargets !== undefined && Object.keys(route.switchTargets).length === 0) return targets
  // The listing the reader is on (of those at its URL, `listed`): under the route's own version and language (the default's, for a shared page).
  const listing =
    listed.find((candidate) => nearestOf(candidate, 'version')?.label === route.version && nearestOf(candidate, 'language')?.label === route.language) ??
    listed[0]
  const at = listing?.ancestors.findIndex((ancestor) => ancestor instanceof DivisionNode && ancestor.type === 'tab') ?? -1
  if (listing === undefined || at < 1) return targets
  const tabs: Record<string, string> = {}
  for (const other of listing.ancestors[at - 1]!.children as unknown[]) {
    if (!(other instanceof DivisionNode) || other.type !== 'tab' || other === listing.ancestors[at] || other.fields.hidden === true) continue
    tabs[other.label] = targets.tabs?.[other.label] ?? site.divisionLinks.get(other) ?? '/'
  }
  return { ...targets, tabs }
}
