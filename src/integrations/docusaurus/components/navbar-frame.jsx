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
