import type { CompiledSite } from '../open-site.js'
import { siteInfo, type SiteInfo } from '../site-info.js'
import type { NavigationDivision } from '../../ir/navigation-document.js'
import { pageLayout, siteLayout } from './layout.js'
import type { PageProblem } from './page-problem.js'
import { copyAssets, sitePages, writePages } from './pages.js'

/**
 * What the config and the dev server make of one compile: the source folder written (pages and
 * files), and the parts of VitePress's site data that follow from it (the nav, the sidebars, the
 * locales and the language).
 */

/** Where docsnav/vitepress writes what it says (VitePress's logger, or Vite's). */
export interface Logger {
  info(message: string): void
  warn(message: string): void
  error(message: string): void
}

/** The parts of the user's VitePress config kept in the site data (typed loosely: docsnav does not depend on VitePress). */
export interface UserSiteData {
  themeConfig?: Record<string, unknown>
  locales?: unknown
}

/** The nav components the theme registers (`docsnav/vitepress/components/theme.js`). */
const NAV_TABS = 'DocsnavNavTabs'
const NAV_SWITCHER = 'DocsnavNavSwitcher'
const NAV_PRIMARY = 'DocsnavNavPrimary'

/** The parts of VitePress's site data that follow from the compile (with the user's own nav items and locales kept): the config's, and what the dev server changes in place after an edit. */
export interface SiteDataParts {
  lang: string | undefined
  locales: Record<string, unknown> | undefined
  themeConfig: { nav: unknown[]; sidebar: unknown; logo?: { light: string; dark: string }; logoLink?: string; siteTitle?: false }
}

export function siteData(prepared: PreparedSource, config: UserSiteData): SiteDataParts {
  const own = (config.themeConfig?.nav as unknown[] | undefined) ?? []
  const { logo, navbar } = prepared.info
  const linkOf = (href: string) => prepared.layout.linkOf(href)
  const nav = [
    { component: NAV_TABS },
    ...prepared.switchers.map((kind) => ({ component: NAV_SWITCHER, props: { kind } })),
    ...prepared.globals.map((global) => ({ text: global.label, link: linkOf(global.href) })),
    // docs.json's top bar: its links, then its primary button, as Mintlify orders them.
    ...(navbar?.links ?? []).map((link) => ({ text: link.label, link: linkOf(link.href) })),
    ...(navbar?.primary ? [{ component: NAV_PRIMARY, props: { label: navbar.primary.label, href: linkOf(navbar.primary.href) } }] : []),
    ...own,
  ]
  const locales = prepared.site.locales === undefined ? undefined : { ...prepared.site.locales, ...(config.locales as object | undefined) }
  const themeConfig: SiteDataParts['themeConfig'] = { nav, sidebar: prepared.site.sidebar }
  // docs.json's logo, unless the site's config has one of its own; in the name's place, as Mintlify draws it.
  if (logo && config.themeConfig?.logo === undefined) {
    themeConfig.logo = { light: logo.light, dark: logo.dark }
    if (logo.href !== undefined && config.themeConfig?.logoLink === undefined) themeConfig.logoLink = logo.href
    if (config.themeConfig?.siteTitle === undefined) themeConfig.siteTitle = false
  }
  return { lang: prepared.site.lang, locales, themeConfig }
}

/** What the config and the dev server make of one compile: the pages written, the layout, and VitePress's sidebars and locales. */
export interface PreparedSource {
  layout: ReturnType<typeof pageLayout>
  site: ReturnType<typeof siteLayout>
  /** The config parts that follow from the compile, as text: when an edit changes them, the dev server restarts. */
  configKey: string
  /** The site's switcher levels, each a nav menu. */
  switchers: string[]
  /** The site's own global links, plain nav items. */
  globals: Array<{ label: string; href: string }>
  /** What docs.json says of the whole site: its name, logo and top bar. */
  info: SiteInfo
  /** Pages converted anew, with what each lost. */
  problems: PageProblem[]
  written: number
}

export async function prepareSource(compiled: CompiledSite, srcDir: string): Promise<PreparedSource> {
  const layout = pageLayout(compiled.routes)
  const site = siteLayout(compiled.routes, compiled.renderer, layout)
  const rootGlobals = (compiled.navigation.navigation.global ?? []).length
  const { files, problems } = await sitePages(compiled, layout, rootGlobals, srcDir)
  const written = writePages(srcDir, files)
  copyAssets(compiled.root, srcDir)
  const switchers = switcherKinds(compiled.navigation.navigation)
  const globals = compiled.navigation.navigation.global ?? []
  const info = siteInfo(compiled)
  const configKey = JSON.stringify([site, switchers, globals, info])
  return { layout, site, configKey, switchers, globals, info, problems, written }
}

/** The switcher levels of the site (products, dropdowns, versions, languages), each a nav menu. */
function switcherKinds(root: NavigationDivision): string[] {
  const kinds = new Set<string>()
  const visit = (division: NavigationDivision) => {
    const kind = division.switch?.kind
    if (kind === 'products' || kind === 'dropdowns' || kind === 'versions' || kind === 'languages') kinds.add(kind)
    for (const child of [...(division.switch?.items ?? []), ...(division.menu ?? [])]) visit(child)
  }
  visit(root)
  // In the order a page's chain meets them (languages above versions, say), as the frame lists a page's switchers.
  return [...kinds]
}
