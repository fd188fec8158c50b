import type { SidebarItem } from '../../ir/navigation-document.js'
import type { Route } from '../../ir/site.js'
import { languageTag } from '../../ir/schema.js'
import { Unexpressed } from '../../emit/targets/sidebars.js'
import { type VitePressItem, vitepressItems } from '../../emit/targets/vitepress.js'
import { languageName } from '../../render/html.js'
import type { Renderer } from '../../render/index.js'

/**
 * Where a docs.json site's pages go in VitePress's source folder, and the parts of VitePress's
 * config that follow from it: the multi-sidebar and the locales.
 *
 * A page is written at its docsnav URL (`/quickstart` → `quickstart.md`), except a URL other pages
 * are under (`/installation`, `/fr`), which is a folder's `index.md`: VitePress then serves it at
 * `/installation/` (a static host answers `/installation` too), links to it end in `/` (VitePress
 * marks an index page current only then), and the folder's locale and sidebar prefix include it.
 *
 * VitePress chooses a page's sidebar by the longest key its path starts with. Each division gets
 * the shortest keys that its pages' paths start with and no other division's page does: a folder
 * (`/components/`) where the division has it alone, else the page's own path (`/quickstart.md`).
 */

export interface PageLayout {
  /** The page file for a route URL, relative to the source folder (`installation/index.md`). */
  fileOf(url: string): string
  /** A root-relative link as the site has it: a folder's index page with a trailing slash; any other left as is. */
  linkOf(href: string): string
  /** The folders whose index is a page, as one string: pages converted for one shape are converted again for another. */
  shape: string
}

export function pageLayout(routes: readonly Route[]): PageLayout {
  const folders = new Set<string>()
  for (const route of routes) {
    const segments = route.url.split('/')
    for (let end = 2; end < segments.length; end++) folders.add(segments.slice(0, end).join('/'))
  }
  return {
    shape: [...folders].sort().join('\n'),
    fileOf: (url) => (url === '/' ? 'index.md' : folders.has(url) ? `${url.slice(1)}/index.md` : `${url.slice(1)}.md`),
    linkOf(href) {
      if (!href.startsWith('/') || href.startsWith('//')) return href
      const split = /^([^?#]*)(.*)$/s.exec(href)
      const path = split?.[1] ?? href
      return folders.has(path) ? `${path}/${split?.[2] ?? ''}` : href
    },
  }
}

/** A VitePress locale (`locales` of its config). */
export interface VitePressLocale {
  label: string
  lang: string
  link?: string
  themeConfig: { sidebar: Record<string, VitePressItem[]> }
}

export interface SiteLayout {
  /** `locales`, when docs.json has languages VitePress can hold (the default one is `root`); else undefined. */
  locales: Record<string, VitePressLocale> | undefined
  /** The root locale's multi-sidebar (the whole site's when there are no locales). */
  sidebar: Record<string, VitePressItem[]>
  /** The default language's tag, for VitePress's `lang`. */
  lang: string | undefined
  /** What VitePress cannot hold, said once (`Unexpressed`). */
  unexpressed: string | undefined
}

/** The multi-sidebars and locales of a compiled site whose pages are laid out by `layout`. */
export function siteLayout(routes: readonly Route[], renderer: Renderer, layout: PageLayout): SiteLayout {
  const notes = new Unexpressed()
  const divisions = new Map<readonly SidebarItem[], number>()
  const pages = routes.map((route) => {
    const sidebar = renderer.frame(route.url).sidebar
    let division = divisions.get(sidebar)
    if (division === undefined) divisions.set(sidebar, (division = divisions.size))
    return { route, path: `/${layout.fileOf(route.url)}`, sidebar, division: sidebar.length === 0 ? -1 : division }
  })

  const localeKeys = localesOf(routes, pages, notes)
  const localeOf = (path: string) =>
    [...localeKeys.keys()].find((key) => key !== 'root' && new RegExp(`/${escapeRegex(key)}/`).test(normalized(path))) ?? 'root'
  const byLocale = new Map<string, typeof pages>()
  for (const page of pages) {
    const key = localeOf(page.path)
    let members = byLocale.get(key)
    if (!members) byLocale.set(key, (members = []))
    members.push(page)
  }

  const sidebars = new Map<string, Record<string, VitePressItem[]>>()
  const converted = new Map<number, VitePressItem[]>()
  for (const [locale, members] of byLocale) {
    const sidebar: Record<string, VitePressItem[]> = {}
    const owners = folderOwners(members)
    for (const page of members) {
      if (page.division === -1) continue
      const key = keyFor(page, owners)
      if (Object.hasOwn(sidebar, key)) continue
      let items = converted.get(page.division)
      if (!items) converted.set(page.division, (items = vitepressItems(page.sidebar, notes, layout.linkOf)))
      sidebar[key] = items
    }
    sidebars.set(locale, sidebar)
  }

  const rootSidebar = sidebars.get('root') ?? {}
  const defaultLanguage = localeKeys.get('root')
  const result: SiteLayout = {
    locales: undefined,
    sidebar: rootSidebar,
    lang: defaultLanguage === undefined ? undefined : languageTag(defaultLanguage),
    unexpressed: notes.describe(),
  }
  if (localeKeys.size > 1) {
    result.locales = {}
    for (const [key, language] of localeKeys) {
      const locale: VitePressLocale = { label: languageName(language), lang: languageTag(language), themeConfig: { sidebar: sidebars.get(key) ?? {} } }
      if (key !== 'root') locale.link = `/${key}/`
      result.locales[key] = locale
    }
  }
  return result
}

type Page = { route: Route; path: string; division: number }

/**
 * The locales: `root` for the default language (the home page's), and one per other language whose
 * pages all sit in a folder no other language's page is in (VitePress finds a page's locale by a
 * path segment). A language that has no such folder stays in `root` (said).
 */
function localesOf(routes: readonly Route[], pages: readonly Page[], notes: Unexpressed): Map<string, string> {
  const languages = [...new Set(routes.map((route) => route.language).filter((language): language is string => language !== undefined))]
  const keys = new Map<string, string>()
  if (languages.length === 0) return keys
  const home = routes.find((route) => route.url === '/')?.language ?? routes[0]?.language ?? languages[0]!
  keys.set('root', home)
  for (const language of languages) {
    if (language === home) continue
    const own = pages.filter((page) => page.route.language === language)
    const folder = sharedFolder(own.map((page) => page.path))
    const matches = (path: string) => folder !== undefined && new RegExp(`/${escapeRegex(folder)}/`).test(normalized(path))
    if (folder === undefined || pages.some((page) => page.route.language !== language && matches(page.path))) {
      notes.add('languages whose pages share no folder of their own', "not VitePress locales: their pages use the default language's `lang`")
      continue
    }
    keys.set(folder, language)
  }
  return keys
}

/** Each folder (`/components/`) of the locale's page paths: the one division whose pages it holds, or {@link MIXED}. */
const MIXED = -2
function folderOwners(members: readonly Page[]): Map<string, number> {
  const owners = new Map<string, number>()
  for (const page of members)
    for (let end = page.path.indexOf('/'); end !== -1; end = page.path.indexOf('/', end + 1)) {
      const folder = page.path.slice(0, end + 1)
      const owner = owners.get(folder)
      if (owner === undefined) owners.set(folder, page.division)
      else if (owner !== page.division) owners.set(folder, MIXED)
    }
  return owners
}

/** The shortest prefix of a page's path that only its division's pages (among the locale's) start with: a folder (from `owners`, made once per locale), else the page's own path. */
function keyFor(page: Page, owners: ReadonlyMap<string, number>): string {
  for (let end = page.path.indexOf('/'); end !== -1; end = page.path.indexOf('/', end + 1))
    if (owners.get(page.path.slice(0, end + 1)) === page.division) return page.path.slice(0, end + 1)
  return page.path
}

/** The deepest folder all paths are in (`/fr/index.md`, `/fr/a.md` → `fr`), or undefined at the top. */
function sharedFolder(paths: readonly string[]): string | undefined {
  if (paths.length === 0) return undefined
  let shared = paths[0]!.split('/').slice(1, -1)
  for (const path of paths.slice(1)) {
    const segments = path.split('/').slice(1, -1)
    let same = 0
    while (same < shared.length && same < segments.length && shared[same] === segments[same]) same++
    shared = shared.slice(0, same)
  }
  return shared.length === 0 ? undefined : shared.join('/')
}

/** A page path as VitePress compares it (`normalize` of its router): without `.md`, and `index` as the folder. */
function normalized(path: string): string {
  return path.replace(/(?:(^|\/)index)?\.(?:md|html)$/, '$1')
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
