import site from 'virtual:docsnav/site'
import { languageTag, textDirection } from '../../ir/schema.js'
import type { PageFrame } from '../../render/index.js'
import type { SiteLinks } from '../site-links.js'
import { openSites } from '../site-registry.js'
import { starlightLink, starlightSidebar } from './sidebar.js'

/**
 * Starlight's route middleware (`addRouteMiddleware`): on every page, the sidebar of the page's
 * division, docsnav's prev/next, the page's language, `noindex` where docsnav does not index the
 * page, no link to a favicon nothing serves, and the frame (tabs, switchers, anchors) for the
 * plugin's components in `Astro.locals.docsnav`.
 */

/** What the plugin's components read from `Astro.locals.docsnav`. */
export interface DocsnavLocals extends PageFrame {
  /** How the site links its pages (Astro's `base` and `trailingSlash`): components pass every href through `siteHref`. */
  links: SiteLinks
}

interface StarlightRouteData {
  sidebar: unknown
  pagination: unknown
  lang: string
  dir: 'ltr' | 'rtl'
  head: Array<{ tag: string; attrs?: Record<string, string | boolean | undefined>; content?: string }>
}

interface RouteContext {
  url: URL
  locals: { starlightRoute: StarlightRouteData; docsnav?: DocsnavLocals }
}

/** The page's URL as docsnav's routes have it: Astro's `base` taken off. */
function docsnavUrl(pathname: string): string {
  const base = site.links.base.replace(/\/+$/, '')
  return base !== '' && (pathname === base || pathname.startsWith(`${base}/`)) ? pathname.slice(base.length) || '/' : pathname
}

export async function onRequest(context: RouteContext): Promise<void> {
  const route = context.locals.starlightRoute
  // The project the plugin opened in this process (the dev server, or the build rendering the pages): its latest compile.
  const open = openSites().get(site.root)
  if (!open)
    throw new Error(
      `docsnav: no project is open at ${site.root}: pages are rendered by the process that runs Astro with the plugin (astro dev, or astro build of static pages)`,
    )
  const { renderer } = await open.current()
  const frame = renderer.frame(docsnavUrl(context.url.pathname))
  const page = frame.route
  route.sidebar = starlightSidebar(frame.sidebar, page?.url, site.links)
  route.pagination = { prev: starlightLink(page?.prev, site.links), next: starlightLink(page?.next, site.links) }
  if (page?.language !== undefined) {
    route.lang = languageTag(page.language)
    route.dir = textDirection(page.language)
  }
  if (page && !page.indexable) route.head.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' }, content: '' })
  if (site.unservedFavicon !== undefined)
    route.head = route.head.filter((tag) => !(tag.tag === 'link' && tag.attrs?.rel === 'shortcut icon' && tag.attrs.href === site.unservedFavicon))
  context.locals.docsnav = { ...frame, links: site.links }
}
