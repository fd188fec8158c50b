import { compileSync } from '../../compile/compile.js'
import type { NavigationDocument, SidebarItem } from '../../ir/navigation-document.js'
import type { Crumb, Route } from '../../ir/site.js'
import { createRenderer, type FrameLink, type FrameSwitcher, type Renderer } from '../../render/index.js'
import { apiOperation, type ApiOperation } from '../api-reference.js'
import { openDocsSite, EMPTY_NAVIGATION } from '../open-site.js'

/**
 * `docsnav/astro`: everything a page frame needs, for an Astro site that draws docs.json's
 * navigation with its own components (Mintlify's headless mode, or any Astro site). The call
 * shapes are `@mintlify/astro/helpers`' (`resolvePageData`, `createPageContext`, `isNavPage`,
 * `isNavGroup`), so a headless site swaps the import; the answers are docsnav's compile, which
 * knows versions, languages, products, dropdowns, menus and anchors, and an unknown path gets no
 * division's pages marked rather than the first division's. docs/integrations/astro.md maps each field.
 */

/** A page in the sidebar (`@mintlify/astro`'s `NavPage`). */
export interface NavPage {
  href: string
  title: string
  icon?: string
  tag?: string
  /** The operation of an API page, `GET /pets` (Mintlify's `api`). */
  api?: string
  deprecated?: boolean
  /** Whether it is the page shown (docsnav's addition). */
  isActive: boolean
}

/** A group in the sidebar (`@mintlify/astro`'s `NavGroup`), with docsnav's `root` and `expanded`. */
export interface NavGroup {
  group: string
  pages: NavEntry[]
  icon?: string
  tag?: string
  /** The group's own page, where selecting the group leads. */
  root?: string
  /** Whether it starts open (docs.json's `expanded`, or because it holds the page shown). */
  expanded: boolean
  /** Whether its root is the page shown. */
  rootActive?: boolean
}

export type NavEntry = NavPage | NavGroup

/** A tab of the top bar (`@mintlify/astro`'s `TabInfo`), with its menu when it has one. */
export interface TabInfo {
  name: string
  href: string
  isActive: boolean
  menu?: Array<{ name: string; href: string; isActive: boolean }>
}

/** A link at the top of the sidebar (`@mintlify/astro`'s `AnchorItem`): the global anchors, then the anchors of the page's divisions. */
export interface AnchorItem {
  name: string
  href: string
  icon?: string
  isActive: boolean
}

export interface PageData {
  /** The sidebar of the page's division. */
  sidebarEntries: NavEntry[]
  /** The tabs of the page's first tab level, or null when the site has none. */
  tabs: TabInfo[] | null
  footerPages: { prev: NavPage | null; next: NavPage | null }
  /** The innermost group holding the page (Mintlify's eyebrow). */
  groupName: string | undefined
  anchors: AnchorItem[]
  /** docsnav's additions: the resolved navigation (navigation.json). */
  navigation: NavigationDocument
  /** Product, dropdown, version and language switchers, each entry leading to this page's equivalent there. */
  switchers: FrameSwitcher[]
  breadcrumbs: Crumb[]
  /** The route at the path: its title, description, language, version, alternates; undefined for a path the site does not have. */
  route: Route | undefined
  title: string | undefined
  description: string | undefined
  /**
   * The operation of an API page: generated from a spec, or written by hand with frontmatter
   * `openapi` or `asyncapi` (routes.json's `source.api`); only for a site loaded from its folder.
   */
  operation: ApiOperation | undefined
}

/** The fields `createPageContext` gives (`@mintlify/astro`'s `PageContext`), with docsnav's additions. */
export interface PageContext extends Omit<PageData, 'sidebarEntries' | 'footerPages' | 'groupName'> {
  sidebar: NavEntry[]
  group: string | null
  prev: NavPage | null
  next: NavPage | null
}

/** A docs.json project compiled from its folder: pages' titles and descriptions from their frontmatter, API operations from the specs. */
export interface DocsnavSite {
  readonly kind: 'docsnav-site'
  root: string
  navigation: NavigationDocument
  routes: Route[]
  renderer: Renderer
}

/** Compiles the docs.json project in `root` (kept open: a second call is the same compile); its errors are in `diagnostics`. */
export async function loadSite(root: string): Promise<DocsnavSite & { diagnostics: ReturnType<typeof compileSync>['diagnostics'] }> {
  const compiled = await openDocsSite(root).current()
  return {
    kind: 'docsnav-site',
    root: compiled.root,
    navigation: compiled.navigation,
    routes: compiled.routes,
    renderer: compiled.renderer,
    diagnostics: compiled.result.diagnostics,
  }
}

const inMemory = new WeakMap<object, DocsnavSite>()

/** A docs.json object as Mintlify's helpers take it, compiled in memory (no page files: titles from `titleMap`, else from the path). */
function siteOf(source: DocsnavSite | object): DocsnavSite {
  if ((source as DocsnavSite).kind === 'docsnav-site') return source as DocsnavSite
  let site = inMemory.get(source)
  if (!site) {
    const result = compileSync({ config: source }, { noFiles: true, outputs: true })
    const navigation: NavigationDocument = result.files ? JSON.parse(result.files['navigation.json']!) : EMPTY_NAVIGATION
    const routes: Route[] = result.files ? (JSON.parse(result.files['routes.json']!) as { routes: Route[] }).routes : []
    inMemory.set(source, (site = { kind: 'docsnav-site', root: '', navigation, routes, renderer: createRenderer({ navigation, routes }) }))
  }
  return site
}

/** Everything a page frame needs for the page at `currentPath` (`@mintlify/astro`'s `resolvePageData`). */
export function resolvePageData(source: DocsnavSite | object, options: { currentPath: string; titleMap?: Record<string, string> }): PageData {
  const site = siteOf(source)
  const frame = site.renderer.frame(options.currentPath)
  const route = frame.route
  const titleOf = (id: string, title: string) => options.titleMap?.[id] ?? title
  const entries = sidebarEntries(frame.sidebar, route?.url, titleOf)
  const pageAt = (link: { url: string; title: string } | undefined): NavPage | null =>
    link === undefined ? null : { href: link.url, title: link.title, isActive: false }
  const [firstRow] = frame.tabs
  return {
    sidebarEntries: entries,
    tabs: firstRow === undefined ? null : firstRow.map(tabInfo),
    footerPages: { prev: pageAt(route?.prev), next: pageAt(route?.next) },
    groupName: frame.group,
    anchors: [...frame.globals, ...frame.anchors.flat()].map(anchorItem),
    navigation: site.navigation,
    switchers: frame.switchers,
    breadcrumbs: route?.breadcrumbs ?? [],
    route,
    title: route?.title,
    description: route?.description,
    operation: route === undefined || site.root === '' ? undefined : apiOperation(site.root, route.source),
  }
}

/** The same as {@link resolvePageData} in `@mintlify/astro`'s `createPageContext(docsConfig, titleMap, currentPath)` shape. */
export function createPageContext(source: DocsnavSite | object, titleMap: Record<string, string>, currentPath: string): PageContext {
  const { sidebarEntries: sidebar, footerPages, groupName, ...rest } = resolvePageData(source, { currentPath, titleMap })
  return { ...rest, sidebar, group: groupName ?? null, prev: footerPages.prev, next: footerPages.next }
}

export function isNavPage(entry: NavEntry): entry is NavPage {
  return 'href' in entry && 'title' in entry
}

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return 'group' in entry && 'pages' in entry
}

/** The sidebar as `@mintlify/astro`'s entries; a page listed twice is active at its first listing only, as the renderer marks it. */
function sidebarEntries(items: readonly SidebarItem[], current: string | undefined, titleOf: (id: string, title: string) => string): NavEntry[] {
  let marked = false
  const isActive = (url: string) => !marked && url === current && (marked = true)
  const entriesOf = (list: readonly SidebarItem[]): NavEntry[] =>
    list.map((item): NavEntry => {
      if (item.type === 'page') {
        const page: NavPage = { href: item.href ?? item.url, title: titleOf(item.id, item.title), isActive: isActive(item.url) }
        if (item.icon !== undefined) page.icon = item.icon
        if (item.tag !== undefined) page.tag = item.tag
        if (item.method !== undefined) page.api = item.openapi ?? item.method
        if (item.deprecated) page.deprecated = true
        return page
      }
      const rootActive = item.root !== undefined && isActive(item.root)
      const pages = entriesOf(item.items)
      const group: NavGroup = { group: item.label, pages, expanded: item.expanded || !item.collapsible || rootActive || holds(pages) }
      if (typeof item.icon === 'string') group.icon = item.icon
      if (item.tag !== undefined) group.tag = item.tag
      if (item.root !== undefined) group.root = item.root
      if (rootActive) group.rootActive = true
      return group
    })
  return entriesOf(items)
}

/** Whether the page shown is among the entries: an active page, or the active root of a group among them. */
function holds(entries: readonly NavEntry[]): boolean {
  return entries.some((entry) => (isNavPage(entry) ? entry.isActive : entry.rootActive === true || holds(entry.pages)))
}

function tabInfo(tab: FrameLink & { menu?: FrameLink[] }): TabInfo {
  const info: TabInfo = { name: tab.label, href: tab.href ?? tab.menu?.find((item) => item.href !== undefined)?.href ?? '', isActive: tab.current }
  if (tab.menu) info.menu = tab.menu.map((item) => ({ name: item.label, href: item.href ?? '', isActive: item.current }))
  return info
}

function anchorItem(link: FrameLink): AnchorItem {
  const item: AnchorItem = { name: link.label, href: link.href ?? '', isActive: link.current }
  const icon = typeof link.icon === 'string' ? link.icon : (link.icon as { name?: unknown } | undefined)?.name
  if (typeof icon === 'string') item.icon = icon
  return item
}
