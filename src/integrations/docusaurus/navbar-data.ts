import { languageTag } from '../../ir/schema.js'
import type { RouteLink } from '../../ir/site.js'
import type { FrameLink, FrameMenu, FrameSwitcher, FrameTab } from '../../render/index.js'
import type { CompiledSite } from '../open-site.js'
import { siteInfo, type NavbarLink } from '../site-info.js'

/**
 * What docsnav's theme components draw around a page, as the renderer's frame has it: the navbar's
 * tabs, menus, global links, anchors and switchers (each entry leading where routes.json's
 * `switchTargets` say), and the page's prev/next. Given to the browser as the plugin's global data,
 * each distinct frame once (the pages of a division share theirs but for what differs by page).
 */

export interface NavbarFrame {
  tabs: FrameTab[][]
  menus: FrameMenu[]
  globals: FrameLink[]
  anchors: FrameLink[][]
  switchers: FrameSwitcher[]
  prev?: RouteLink
  next?: RouteLink
  /** The page's language as a BCP 47 tag (docs.json's languages are not Docusaurus locales: the theme sets `<html lang>`). */
  lang?: string
}

/**
 * What docs.json says of the navbar of every page: the name, and the logo in its place (drawn
 * where the site's `themeConfig.navbar` has neither), the top bar's links and primary button.
 */
export interface NavbarSite {
  name?: string
  logo?: { light: string; dark: string; href?: string }
  links: NavbarLink[]
  primary?: NavbarLink
}

export interface NavbarData {
  site: NavbarSite
  frames: NavbarFrame[]
  /** docsnav's URL of each route -> its frame in {@link frames}. */
  routes: Record<string, number>
  /** The frame of a URL the site does not route (the site's first page's divisions, nothing current). */
  fallback: number
}

export function navbarData(compiled: CompiledSite): NavbarData {
  const frames: NavbarFrame[] = []
  const index = new Map<string, number>()
  const add = (url: string): number => {
    const { route, tabs, menus, globals, anchors, switchers } = compiled.renderer.frame(url)
    const frame: NavbarFrame = { tabs, menus, globals, anchors, switchers }
    if (route?.prev) frame.prev = route.prev
    if (route?.next) frame.next = route.next
    if (route?.language !== undefined) frame.lang = languageTag(route.language)
    const key = JSON.stringify(frame)
    let at = index.get(key)
    if (at === undefined) {
      index.set(key, (at = frames.length))
      frames.push(frame)
    }
    return at
  }
  const routes: Record<string, number> = {}
  for (const route of compiled.routes) routes[route.url] = add(route.url)
  const { name, logo, navbar } = siteInfo(compiled)
  const site: NavbarSite = { links: navbar?.links ?? [] }
  if (name !== undefined) site.name = name
  if (logo) site.logo = logo
  if (navbar?.primary) site.primary = navbar.primary
  return { site, frames, routes, fallback: add('/\0not-a-route') }
}
