import site from 'virtual:docsnav/site'
import { languageTag } from '../../ir/schema.js'
import { createRenderer, type PageFrame } from '../../render/index.js'
import { starlightLink, starlightSidebar } from './sidebar.js'

/**
 * Starlight's route middleware (`addRouteMiddleware`): on every page, the sidebar of the page's
 * division, docsnav's prev/next, the page's language, `noindex` where docsnav does not index the
 * page, and the frame (tabs, switchers, anchors) for the plugin's components in
 * `Astro.locals.docsnav`.
 */

/** What the plugin's components read from `Astro.locals.docsnav`. */
export interface DocsnavLocals extends PageFrame {
  /** Astro's `base`, for root-relative links. */
  base: string
}

interface StarlightRouteData {
  sidebar: unknown
  pagination: unknown
  lang: string
  dir: 'ltr' | 'rtl'
  head: Array<{ tag: string; attrs: Record<string, string>; content: string }>
}

interface RouteContext {
  url: URL
  locals: { starlightRoute: StarlightRouteData; docsnav?: DocsnavLocals }
}

const renderer = createRenderer(site)
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur'])

/** The page's URL as docsnav's routes have it: Astro's `base` taken off. */
function docsnavUrl(pathname: string): string {
  const base = site.base.replace(/\/+$/, '')
  return base !== '' && (pathname === base || pathname.startsWith(`${base}/`)) ? pathname.slice(base.length) || '/' : pathname
}

export function onRequest(context: RouteContext): void {
  const route = context.locals.starlightRoute
  const frame = renderer.frame(docsnavUrl(context.url.pathname))
  const page = frame.route
  route.sidebar = starlightSidebar(frame.sidebar, page?.url, site.base)
  route.pagination = { prev: starlightLink(page?.prev, site.base), next: starlightLink(page?.next, site.base) }
  if (page?.language !== undefined) {
    route.lang = languageTag(page.language)
    route.dir = RIGHT_TO_LEFT.has(route.lang.split('-')[0]!) ? 'rtl' : 'ltr'
  }
  if (page && !page.indexable) route.head.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' }, content: '' })
  context.locals.docsnav = { ...frame, base: site.base }
}
