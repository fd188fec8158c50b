import { usePluginData } from '@docusaurus/useGlobalData'
import useBaseUrl from '@docusaurus/useBaseUrl'
import { useLocation } from '@docusaurus/router'

/**
 * The frame docsnav has for the page shown (its tabs, menus, switchers, global links, prev/next),
 * from the plugin's global data, by the page's URL as docsnav's routes have it.
 */
export function useDocsnavFrame() {
  const data = usePluginData('docsnav')
  const base = useBaseUrl('/').replace(/\/+$/, '')
  const { pathname } = useLocation()
  if (!data) return undefined
  let url = base !== '' && pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname
  url = url.length > 1 ? url.replace(/\/+$/, '') : url
  let decoded = url
  try {
    decoded = decodeURI(url)
  } catch {}
  const at = data.routes[url] ?? data.routes[decoded]
  return { ...data.frames[at ?? data.fallback], routed: at !== undefined }
}

/** What docs.json says of every page's navbar (its name, logo, top bar links and primary button), from the plugin's global data. */
export function useDocsnavSite() {
  return usePluginData('docsnav')?.site
}

/**
 * Whether docsnav puts anything in the mobile menu's main panel on this page (tabs, menus,
 * switchers, anchors, links, docs.json's top bar): Docusaurus counts only the site's own
 * `themeConfig.navbar.items`, and without them it shows no way to that panel on a phone.
 */
export function useDocsnavMenuShown() {
  const frame = useDocsnavFrame()
  const site = useDocsnavSite()
  const framed = frame !== undefined && [frame.tabs.flat(), frame.menus, frame.switchers, frame.anchors.flat(), frame.globals].some((list) => list.length > 0)
  return framed || (site !== undefined && (site.links.length > 0 || site.primary !== undefined))
}
