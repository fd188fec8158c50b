import type { NavigationDivision, NavigationDocument, SidebarItem } from '../ir/navigation-document.js'
import type { Route } from '../ir/site.js'
import { languageTag } from '../ir/schema.js'
import { escapeHtml, iconHtml, languageName, safeHref } from './html.js'
import { CHEVRON, markCurrent, renderScopeSidebar, type ScopeSidebar } from './sidebar.js'

export { clientScript } from './client-script.js'
export { defaultStyles } from './styles.js'
export { escapeHtml } from './html.js'

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

export interface Renderer {
  /** Whether selecting a group navigates to its first page, with the default applied. */
  readonly drilldown: boolean
  /** The route at a URL, if the site has one: its query, fragment, trailing slash and encoding (`%C3%AD` or `í`) do not matter. */
  route(url: string): Route | undefined
  /** The navigation around the route at `url`; a URL the site does not route gets the divisions of the site's first page, nothing marked. */
  render(url: string): RenderedNavigation
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
}

/** Where a route's switchers go in a scope's sidebar from `renderScope`. */
export const SWITCHERS_SLOT = '<!--dn-switchers-->'

/** Switch levels shown in the sidebar as menu buttons, with the word their button is announced with. */
const SWITCHER_WORDS: Partial<Record<string, 'product' | 'section' | 'version' | 'language'>> = { products: 'product', dropdowns: 'section', versions: 'version', languages: 'language' }
/** Switch levels whose entries lead to the same page in the other division when there is one (routes.json's `switchTargets`). */
const EQUIVALENT_TARGETS = new Set(['versions', 'languages', 'dropdowns'])

/** The divisions from the root to a route's scope, each with the switch or menu it was chosen from. */
interface Step {
  division: NavigationDivision
  /** The kind of the switch it was chosen from (`menu` for a tab's menu item), and its siblings there. */
  from: string
  siblings: readonly NavigationDivision[]
}

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
  const topBars = new Map<number, string>()
  const topBarOf = (chain: { steps: Step[]; scope: number }) => {
    let html = topBars.get(chain.scope)
    if (html === undefined) topBars.set(chain.scope, (html = topBar(root, chain.steps)))
    return html
  }
  const sidebarNav = (content: string) => `<nav class="dn-sidebar" aria-label="Sidebar" data-dn-drilldown="${drilldown}">${content}</nav>`

  const routeParts = (url: string) => {
    const route = lookup(url)
    const chain = chainOfRoute(route)
    const sidebar = chain.scope === -1 ? undefined : sidebarOf(chain.scope)
    return {
      route,
      chain,
      sidebar,
      switchers: switchers(chain.steps, route, words),
      eyebrow: eyebrow(settings.eyebrows, route, sidebar),
      pager: pager(route, words),
    }
  }

  return {
    drilldown,
    scopeCount: scopes.length,
    route: (url) => lookup(url),
    scopeOf: (url) => chainOfRoute(lookup(url)).scope,
    render(url) {
      const { route, chain, sidebar, switchers, eyebrow, pager } = routeParts(url)
      const anchors = anchorList(chain.steps)
      const groups = sidebar ? markCurrent(sidebar, route?.url ?? normalise(url)) : ''
      return {
        topBar: topBarOf(chain),
        sidebar: sidebarNav(`${switchers}${anchors}${groups}`),
        eyebrow,
        pager,
      }
    },
    renderScope(scope) {
      const steps = chainTo(root, scopes[scope]) ?? []
      return {
        topBar: topBarOf({ steps, scope }),
        sidebar: sidebarNav(`${SWITCHERS_SLOT}${anchorList(steps)}${scopes[scope] === undefined ? '' : sidebarOf(scope).html}`),
      }
    },
    renderRouteParts(url) {
      const { switchers, eyebrow, pager } = routeParts(url)
      return { switchers, eyebrow, pager }
    },
  }
}

/** The words the renderer writes itself, in English unless `options.words` says otherwise. */
const WORDS = {
  language: 'Language', version: 'Version', product: 'Product', section: 'Section',
  previous: 'Previous', next: 'Next', pagerLabel: 'Previous and next pages', deprecated: 'deprecated',
}
export type RenderWords = typeof WORDS

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
  const routes = Array.isArray(given) ? given : Array.isArray((given as { routes?: unknown } | undefined)?.routes) ? (given as { routes: Route[] }).routes : undefined
  if (!routes) throw new TypeError('createRenderer: `routes` must be routes.json\'s `routes` (an array of routes)')
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

/**
 * The divisions a route is under, matched by kind and label from the root (routes.json's
 * `divisions`); where siblings share both (two tabs named "Guides"), the one whose sidebars list
 * the route. A page no navigation lists, or a URL of no route, gets each switch's default all the
 * way down. The scope is the deepest division on the way that has a sidebar.
 */
function chainOf(root: NavigationDivision, route: Route | undefined, scopeIndex: Map<NavigationDivision, number>): { steps: Step[]; scope: number } {
  const divisions = route?.divisions ?? []
  const byDefault = route === undefined || route.listed === false
  const steps: Step[] = []
  let node = root
  let matched = 0
  for (;;) {
    const siblings = node.switch?.items ?? node.menu
    if (!siblings || siblings.length === 0) break
    const wanted = divisions[matched]
    const candidates = wanted ? siblings.filter((candidate) => candidate.kind === wanted.kind && candidate.label === wanted.label) : []
    let next = candidates.length > 1 ? candidates.find((candidate) => listedBelow(candidate).has(route!.url)) ?? candidates[0] : candidates[0]
    if (next) matched++
    // The route is listed here, above any switch (or its divisions do not match navigation.json's).
    else if (!byDefault) break
    else next = node.switch ? siblings[node.switch.default] ?? siblings[0] : siblings[0]
    if (!next) break
    steps.push({ division: next, from: node.switch ? node.switch.kind : 'menu', siblings })
    node = next
  }
  let scope = scopeIndex.get(root) ?? -1
  for (const step of steps) scope = scopeIndex.get(step.division) ?? scope
  return { steps, scope }
}

const listedBelowCache = new WeakMap<NavigationDivision, ReadonlySet<string>>()

/** Every URL the sidebars of a division and of the divisions below it list (asked only where sibling labels repeat). */
function listedBelow(division: NavigationDivision): ReadonlySet<string> {
  let urls = listedBelowCache.get(division)
  if (urls) return urls
  const found = new Set<string>()
  const visit = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'page') found.add(item.url)
      else {
        if (item.root !== undefined) found.add(item.root)
        visit(item.items)
      }
    }
  }
  visit(division.sidebar ?? [])
  for (const child of [...division.switch?.items ?? [], ...division.menu ?? []]) for (const url of listedBelow(child)) found.add(url)
  listedBelowCache.set(division, (urls = found))
  return urls
}

/** The steps from the root to one division (for a scope rendered without a route). */
function chainTo(root: NavigationDivision, target: NavigationDivision | undefined): Step[] | undefined {
  if (target === undefined || target === root) return []
  const siblings = root.switch?.items ?? root.menu ?? []
  for (const division of siblings) {
    const below = chainTo(division, target)
    if (below) return [{ division, from: root.switch ? root.switch.kind : 'menu', siblings }, ...below]
  }
  return undefined
}

/** Mintlify keeps a hidden division only while it is the one shown. */
function shown(siblings: readonly NavigationDivision[], selected: NavigationDivision): NavigationDivision[] {
  return siblings.filter((division) => division.hidden !== true || division === selected)
}

/** What a switcher shows for a division: a language's own name, a product's `name` when it has one (Mintlify's display name). */
function labelOf(division: NavigationDivision, from: string): string {
  const label = division.label ?? ''
  if (from === 'languages') return languageName(label)
  if (from === 'products' && typeof division.name === 'string' && division.name !== '') return division.name
  return label
}

function linkAttributes(href: string | undefined, external: boolean | undefined): string {
  if (href === undefined) return ''
  return ` href="${safeHref(href)}"${external ? ' rel="noopener"' : ''}`
}

/** The top bar: each tab level of the route's chain (a tab with a menu is a menu button), then the global anchors of the root and of every division on the way. */
function topBar(root: NavigationDivision, steps: readonly Step[]): string {
  let html = ''
  const tabLevels = steps.filter((step) => step.from === 'tabs')
  let menus = 0
  for (const level of tabLevels) {
    html += '<ul class="dn-tabs">'
    for (const tab of shown(level.siblings, level.division)) {
      const current = tab === level.division ? ' aria-current="true"' : ''
      const label = `${iconHtml(tab.icon)}<span class="dn-label">${escapeHtml(tab.label ?? '')}</span>`
      if (tab.menu && tab.menu.length > 0) {
        const selected = steps.find((step) => step.from === 'menu' && tab.menu!.includes(step.division))?.division
        html += `<li class="dn-tab${current ? ' dn-current' : ''}">${menuButton(`dn-tm-${menus++}`, label, menuEntries(tab.menu, selected), current)}</li>`
      } else html += `<li class="dn-tab"><a class="dn-tab-link"${linkAttributes(tab.link, tab.external)}${current}>${label}</a></li>`
    }
    html += '</ul>'
  }
  // A menu on another division than a tab (a product's): a menu button of its own, named after it.
  for (const [index, step] of steps.entries()) {
    const menu = step.division.menu
    if (step.from === 'tabs' || !menu || menu.length === 0) continue
    const selected = steps[index + 1]?.from === 'menu' ? steps[index + 1]!.division : undefined
    html += `<div class="dn-division-menu">${menuButton(`dn-tm-${menus++}`, `<span class="dn-label">${escapeHtml(labelOf(step.division, step.from))}</span>`, menuEntries(menu, selected), '')}</div>`
  }
  const globals = [root, ...steps.map((step) => step.division)].flatMap((division) => division.global ?? [])
  if (globals.length > 0) {
    html += `<ul class="dn-global">${globals.map((link) => `<li><a class="dn-global-link"${linkAttributes(link.href, /^[a-z][a-z0-9+.-]*:/i.test(link.href))}>${iconHtml(link.icon)}<span class="dn-label">${escapeHtml(link.label)}</span></a></li>`).join('')}</ul>`
  }
  return html === '' ? '' : `<nav class="dn-topbar" aria-label="Main">${html}</nav>`
}

/** A division's menu items as menu entries: the hidden ones left out, unless it is the one shown. */
function menuEntries(menu: readonly NavigationDivision[], selected: NavigationDivision | undefined): MenuEntry[] {
  return menu.filter((item) => item.hidden !== true || item === selected).map((item) => ({
    label: `${iconHtml(item.icon)}${escapeHtml(item.label ?? '')}`, href: item.link, external: item.external, current: item === selected,
  }))
}

/** The sidebar's switchers: one menu button per product, dropdown, version or language level, whose entries lead to the same page there when it exists. */
function switchers(steps: readonly Step[], route: Route | undefined, words: RenderWords): string {
  let html = ''
  let menus = 0
  for (const step of steps) {
    const word = SWITCHER_WORDS[step.from]
    if (word === undefined) continue
    const name = escapeHtml(words[word])
    const targets = EQUIVALENT_TARGETS.has(step.from) ? route?.switchTargets?.[step.from as 'versions' | 'languages' | 'dropdowns'] : undefined
    const entries = shown(step.siblings, step.division).map((division) => ({
      label: `${iconHtml(division.icon)}${escapeHtml(labelOf(division, step.from))}`,
      // The current entry stays on the page (its division's link may be another page, or version).
      href: division === step.division ? route?.url ?? division.link : targets?.[division.label ?? ''] ?? division.link,
      external: division.external,
      current: division === step.division,
      lang: step.from === 'languages' && division.label !== undefined ? languageTag(division.label) : undefined,
    }))
    const button = `<span class="dn-switcher-name">${name}</span> <span class="dn-label">${escapeHtml(labelOf(step.division, step.from))}</span>`
    html += `<div class="dn-switcher dn-switcher-${step.from}">${menuButton(`dn-sm-${menus++}`, button, entries, '')}</div>`
  }
  return html
}

/** A WAI-ARIA menu button: the client script opens it and moves focus by arrow keys (docs/render.md). */
interface MenuEntry {
  /** HTML. */
  label: string
  href: string | undefined
  external?: boolean | undefined
  current: boolean
  lang?: string | undefined
}

function menuButton(id: string, label: string, entries: readonly MenuEntry[], current: string): string {
  const items = entries.map((entry) => `<li role="none"><a role="menuitem" tabindex="-1"${linkAttributes(entry.href ?? '#', entry.external)}${entry.current ? ' aria-current="true"' : ''}${entry.lang !== undefined ? ` lang="${escapeHtml(entry.lang)}" hreflang="${escapeHtml(entry.lang)}"` : ''}>${entry.label}</a></li>`).join('')
  return `<button type="button" class="dn-menu-button" aria-haspopup="menu" aria-expanded="false" aria-controls="${id}"${current}>${label}${CHEVRON}</button><ul class="dn-menu" role="menu" id="${id}" hidden>${items}</ul>`
}

/** The anchors of the route's chain, as a list of links at the top of the sidebar. */
function anchorList(steps: readonly Step[]): string {
  let html = ''
  for (const step of steps) {
    if (step.from !== 'anchors') continue
    html += `<ul class="dn-anchors">${shown(step.siblings, step.division).map((anchor) => {
      const current = anchor === step.division ? ' aria-current="true"' : ''
      return `<li><a class="dn-anchor"${linkAttributes(anchor.link, anchor.external)}${current}>${iconHtml(anchor.icon)}<span class="dn-label">${escapeHtml(anchor.label ?? '')}</span></a></li>`
    }).join('')}</ul>`
  }
  return html
}

function eyebrow(mode: NavigationDocument['settings']['eyebrows'], route: Route | undefined, sidebar: ScopeSidebar | undefined): string {
  if (!route) return ''
  if (mode === 'breadcrumbs') {
    const breadcrumbs = route.breadcrumbs ?? []
    if (breadcrumbs.length === 0) return ''
    const crumbs = breadcrumbs.map((crumb) => `<li>${crumb.url !== undefined ? `<a href="${safeHref(crumb.url)}">${escapeHtml(crumb.label)}</a>` : `<span>${escapeHtml(crumb.label)}</span>`}</li>`).join('')
    return `<nav class="dn-breadcrumbs" aria-label="Breadcrumb"><ol>${crumbs}</ol></nav>`
  }
  const section = sidebar?.pages.get(route.url)?.section
  const innermost = section === undefined ? undefined : sidebar!.groups[section]!.label
  return innermost ? `<p class="dn-eyebrow">${escapeHtml(innermost)}</p>` : ''
}

function pager(route: Route | undefined, words: RenderWords): string {
  if (!route || (!route.prev && !route.next)) return ''
  const prev = route.prev ? `<a class="dn-prev" rel="prev" href="${safeHref(route.prev.url)}"><span class="dn-pager-word">${escapeHtml(words.previous)}</span> <span class="dn-label">${escapeHtml(route.prev.title)}</span></a>` : ''
  const next = route.next ? `<a class="dn-next" rel="next" href="${safeHref(route.next.url)}"><span class="dn-pager-word">${escapeHtml(words.next)}</span> <span class="dn-label">${escapeHtml(route.next.title)}</span></a>` : ''
  return `<nav class="dn-pager" aria-label="${escapeHtml(words.pagerLabel)}">${prev}${next}</nav>`
}
