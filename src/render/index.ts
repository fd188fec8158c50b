import type { NavigationDivision, NavigationDocument, Reader, SidebarItem } from '../ir/navigation-document.js'
import type { Route } from '../ir/site.js'
import { chainOf, chainTo, type Step } from './chain.js'
import {
  anchorRows,
  divisionMenus,
  type FrameLink,
  type FrameMenu,
  type FrameSwitcher,
  type FrameTab,
  globalLinks,
  readerOf,
  switcherList,
  tabRows,
} from './frame.js'
import { anchorList, eyebrow, pager, readerAttributes, switchers, topBar, WORDS, type RenderWords } from './parts.js'
import { innermostGroup, markCurrent, renderScopeSidebar, type ScopeSidebar } from './sidebar.js'

export { clientScript } from './client-script.js'
export { defaultStyles } from './styles.js'
export { escapeHtml, safeUrl } from './html.js'
export type { RenderWords } from './parts.js'
export { readerLink, type Reader, type ReaderLink } from '../ir/navigation-document.js'
export type { FrameLink, FrameMenu, FrameSwitcher, FrameTab, SwitcherEntry, SwitcherKind } from './frame.js'

/**
 * `docsnav/render`: the resolved navigation (navigation.json and routes.json, as `docsnav build`
 * writes them or `compile()` returns them) and a URL, rendered as framework-free, accessible HTML:
 * the top bar, the sidebar with its switchers, breadcrumbs or eyebrow, and prev/next. The
 * transitions (groups opening and closing, drilldown, menus) are the client script's
 * ({@link clientScript}); without it the HTML still links everywhere. docs/render.md says what
 * each part holds and which WAI-ARIA pattern it follows.
 */

export interface RenderInput {
  /** navigation.json. */
  navigation: NavigationDocument
  /** routes.json's `routes`. */
  routes: readonly Route[]
}

export interface RenderOptions {
  /**
   * What selecting a group does when docs.json leaves `interaction.drilldown` unset: Mintlify leaves
   * it to the theme and does not say which themes drill down. Default `false`: a group toggles.
   */
  drilldownDefault?: boolean
  /** The words the renderer writes itself (switcher names, Previous and Next, ...), for a site in another language. */
  words?: Partial<RenderWords>
}

/** The parts of one route's navigation; each is a complete element, empty when there is nothing to show. */
export interface RenderedNavigation {
  /** `<nav class="dn-topbar">`: tabs (a tab with a menu as a menu button), global anchors. */
  topBar: string
  /** `<nav class="dn-sidebar">`: product, dropdown, version and language switchers, anchors, then groups and pages with the current page marked. */
  sidebar: string
  /** With `styling.eyebrows: "breadcrumbs"`, `<nav class="dn-breadcrumbs">`; otherwise `<p class="dn-eyebrow">` with the innermost group's label. */
  eyebrow: string
  /** `<nav class="dn-pager">`: the previous and next pages of the route's sidebar. */
  pager: string
}

/**
 * The navigation around one URL as data, for a site that draws it with its own components (an
 * Astro page, Starlight's overrides): what {@link RenderedNavigation} draws, unrendered.
 */
export interface PageFrame {
  /** The route at the URL; undefined for a URL the site does not route (the frame is then the site's first page's divisions, nothing current). */
  route: Route | undefined
  /** The sidebar of the route's division: groups and pages as navigation.json has them (empty when the division has none). */
  sidebar: readonly SidebarItem[]
  /** Rows of tabs (one per tab level), the current one marked; a tab with a menu carries its entries. */
  tabs: FrameTab[][]
  /** Menus of divisions other than tabs (a product's). */
  menus: FrameMenu[]
  /** Global links of the site and of the divisions the page is under. */
  globals: FrameLink[]
  /** Product, dropdown, version and language switchers, each entry leading to this page's equivalent there (routes.json's `switchTargets`). */
  switchers: FrameSwitcher[]
  /** Rows of anchors (one per anchor level), the current one marked. */
  anchors: FrameLink[][]
  /** The innermost group's label above the page (Mintlify's eyebrow), when the page is in a group. */
  group: string | undefined
}

export interface Renderer {
  /** Whether selecting a group navigates to its first page, with the default applied. */
  readonly drilldown: boolean
  /** The URL of the site's first page (navigation.json's root link), where a site without an `index` page sends `/`. */
  readonly home: string | undefined
  /** The route at a URL, if the site has one: its query, fragment, trailing slash and encoding (`%C3%AD` or `í`) do not matter. */
  route(url: string): Route | undefined
  /**
   * The navigation around the route at `url`; a URL the site does not route gets the divisions of
   * the site's first page, nothing marked. `remembered`: the version and language the reader chose
   * earlier in the session, for a page under none (a tab holding versions then opens in that
   * version, as on Mintlify); without it, such a page leads to each division's default.
   */
  render(url: string, remembered?: Reader): RenderedNavigation
  /** How many sidebar scopes the site has (divisions with a sidebar), and which one a URL is in. */
  readonly scopeCount: number
  scopeOf(url: string): number
  /**
   * The parts that differ only by scope, with nothing marked current (the client script marks the
   * page from the address on load): for sites that store one copy per scope, not per route. The
   * sidebar holds {@link SWITCHERS_SLOT} where a route's `switchers` go.
   */
  renderScope(scope: number): { topBar: string; sidebar: string }
  /** The parts of a route that its scope's copy lacks: switchers (whose targets depend on the page), eyebrow, pager. */
  renderRouteParts(url: string): { switchers: string; eyebrow: string; pager: string }
  /** The navigation around the route at `url` as data ({@link PageFrame}); `remembered` as for {@link Renderer.render}. */
  frame(url: string, remembered?: Reader): PageFrame
}

/** Where a route's switchers go in a scope's sidebar from `renderScope`. */
export const SWITCHERS_SLOT = '<!--dn-switchers-->'

export function createRenderer(input: RenderInput, options: RenderOptions = {}): Renderer {
  const { document, routes } = checkedInput(input)
  const root = document.navigation
  const settings = document.settings ?? { theme: null, drilldown: null, eyebrows: 'section' }
  const drilldown = settings.drilldown ?? options.drilldownDefault ?? false
  const words = { ...WORDS, ...options.words }
  const byKey = new Map<string, Route>()
  for (const route of routes) if (typeof route?.url === 'string' && !byKey.has(urlKey(route.url))) byKey.set(urlKey(route.url), route)
  const lookup = (url: string) => byKey.get(urlKey(url))
  const scopes: NavigationDivision[] = []
  const scopeIndex = new Map<NavigationDivision, number>()
  const collect = (division: NavigationDivision) => {
    if (division.sidebar) {
      scopeIndex.set(division, scopes.length)
      scopes.push(division)
    }
    for (const child of division.switch?.items ?? []) collect(child)
    for (const child of division.menu ?? []) collect(child)
  }
  collect(root)
  const sidebars = new Map<number, ScopeSidebar>()
  const sidebarOf = (scope: number) => {
    let sidebar = sidebars.get(scope)
    if (!sidebar) sidebars.set(scope, (sidebar = renderScopeSidebar(scopes[scope]?.sidebar ?? [], { drilldown, deprecated: words.deprecated })))
    return sidebar
  }
  const chains = new Map<string, { steps: Step[]; scope: number }>()
  // What a page in no sidebar, or a URL of no route, is shown in: the divisions of the site's first
  // page (the root's link), else each switch's default (which may be a tab that only links out).
  const home = root.link === undefined ? undefined : lookup(root.link)
  const defaultChain = chainOf(root, home, scopeIndex)
  const chainOfRoute = (route: Route | undefined) => {
    if (!route || route.listed === false) return defaultChain
    let chain = chains.get(route.url)
    if (!chain) chains.set(route.url, (chain = chainOf(root, route, scopeIndex)))
    return chain
  }
  // One top bar per scope: its pages share a version and language, so their tabs lead alike (but
  // for a reader who brings a version or language the scope is under none of).
  const topBars = new Map<number, string>()
  const topBarOf = (chain: { steps: Step[]; scope: number }, route: Route | undefined, remembered?: Reader) => {
    const reader = readerOf(chain.steps, remembered)
    if (!sameReader(reader, readerOf(chain.steps))) return topBar(root, chain.steps, route?.switchTargets?.tabs, reader)
    let html = topBars.get(chain.scope)
    if (html === undefined) topBars.set(chain.scope, (html = topBar(root, chain.steps, route?.switchTargets?.tabs)))
    return html
  }
  // A route of each scope, for the scope's own top bar.
  let routeOfScope: Map<number, Route> | undefined
  const firstRouteOf = (scope: number) => {
    if (!routeOfScope) {
      routeOfScope = new Map()
      for (const route of routes) {
        const own = chainOfRoute(route).scope
        if (!routeOfScope.has(own)) routeOfScope.set(own, route)
      }
    }
    return routeOfScope.get(scope)
  }
  const sidebarNav = (content: string, steps: readonly Step[]) =>
    `<nav class="dn-sidebar" aria-label="Sidebar" data-dn-drilldown="${drilldown}"${readerAttributes(steps)}>${content}</nav>`

  const routeParts = (url: string, remembered?: Reader) => {
    const route = lookup(url)
    const chain = chainOfRoute(route)
    const sidebar = chain.scope === -1 ? undefined : sidebarOf(chain.scope)
    const reader = readerOf(chain.steps, remembered)
    return {
      route,
      chain,
      sidebar,
      reader,
      switchers: switchers(chain.steps, route, words, reader),
      eyebrow: eyebrow(settings.eyebrows, route, sidebar),
      pager: pager(route, words),
    }
  }

  return {
    drilldown,
    home: root.link,
    scopeCount: scopes.length,
    route: (url) => lookup(url),
    scopeOf: (url) => chainOfRoute(lookup(url)).scope,
    render(url, remembered) {
      const { route, chain, sidebar, reader, switchers, eyebrow, pager } = routeParts(url, remembered)
      const anchors = anchorList(chain.steps, reader)
      const groups = sidebar ? markCurrent(sidebar, route?.url ?? normalise(url)) : ''
      return {
        topBar: topBarOf(chain, route, remembered),
        sidebar: sidebarNav(`${switchers}${anchors}${groups}`, chain.steps),
        eyebrow,
        pager,
      }
    },
    renderScope(scope) {
      const steps = chainTo(root, scopes[scope]) ?? []
      return {
        topBar: topBarOf({ steps, scope }, firstRouteOf(scope)),
        sidebar: sidebarNav(`${SWITCHERS_SLOT}${anchorList(steps)}${scopes[scope] === undefined ? '' : sidebarOf(scope).html}`, steps),
      }
    },
    renderRouteParts(url) {
      const { switchers, eyebrow, pager } = routeParts(url)
      return { switchers, eyebrow, pager }
    },
    frame(url, remembered) {
      const route = lookup(url)
      const chain = chainOfRoute(route)
      const sidebar = chain.scope === -1 ? undefined : sidebarOf(chain.scope)
      const reader = readerOf(chain.steps, remembered)
      const frame: PageFrame = {
        route,
        sidebar: scopes[chain.scope]?.sidebar ?? [],
        tabs: tabRows(chain.steps, route?.switchTargets?.tabs, reader),
        menus: divisionMenus(chain.steps, reader),
        globals: globalLinks(root, chain.steps),
        switchers: switcherList(chain.steps, route, reader),
        anchors: anchorRows(chain.steps, reader),
        group: route === undefined ? undefined : innermostGroup(sidebar, route.url),
      }
      // A URL the site does not have is shown in the first page's divisions, none of them the reader's.
      return route === undefined ? withNothingCurrent(frame) : frame
    },
  }
}

function sameReader(one: Reader, other: Reader): boolean {
  return one.version === other.version && one.language === other.language
}

function withNothingCurrent(frame: PageFrame): PageFrame {
  const unmark = <Link extends FrameLink>(link: Link): Link => ({ ...link, current: false })
  return {
    ...frame,
    tabs: frame.tabs.map((row) => row.map((tab) => ({ ...unmark(tab), ...(tab.menu ? { menu: tab.menu.map(unmark) } : {}) }))),
    menus: frame.menus.map((menu) => ({ ...menu, entries: menu.entries.map(unmark) })),
    switchers: frame.switchers.map((switcher) => ({ ...switcher, entries: switcher.entries.map(unmark) })),
    anchors: frame.anchors.map((row) => row.map(unmark)),
  }
}

/**
 * The input as the renderer reads it: a wrong shape at the top (routes.json whole where its
 * `routes` are meant) is accepted when it is unambiguous, or named in a TypeError; within, what is
 * missing counts as empty.
 */
function checkedInput(input: RenderInput): { document: NavigationDocument; routes: readonly Route[] } {
  const document = (input as Partial<RenderInput> | undefined)?.navigation
  if (typeof document !== 'object' || document === null || typeof document.navigation !== 'object' || document.navigation === null) {
    throw new TypeError('createRenderer: `navigation` must be navigation.json (an object whose `navigation` is the division tree)')
  }
  const given = (input as { routes?: unknown }).routes
  const routes = Array.isArray(given)
    ? given
    : Array.isArray((given as { routes?: unknown } | undefined)?.routes)
      ? (given as { routes: Route[] }).routes
      : undefined
  if (!routes) throw new TypeError("createRenderer: `routes` must be routes.json's `routes` (an array of routes)")
  return { document, routes }
}

/** A URL as the renderer looks it up: without query, fragment or trailing slash, its percent-escapes decoded (a server's `req.url` and routes.json may encode a page differently). */
function urlKey(url: string): string {
  const path = normalise(url)
  if (!path.includes('%')) return path
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

function normalise(url: string): string {
  const path = (typeof url === 'string' ? url : '/').replace(/[?#].*$/s, '')
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path || '/'
}
