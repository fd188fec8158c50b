import type { CompiledSite } from '../open-site.js'
import { type SiteInfo, siteInfo as docsSiteInfo } from '../site-info.js'
import { docsStylesheetUrls } from './assets.js'

/** What docs.json says of the site as a whole that a Fumadocs page shows (`SiteInfo`), and the docs folder's stylesheets. */
export interface DocsnavSiteInfo extends SiteInfo {
  /** The docs folder's `.css` files, as URLs: Mintlify applies each to every page. */
  stylesheets: string[]
}

const KNOWN = new WeakMap<CompiledSite, DocsnavSiteInfo>()

/** The site's name, favicon, logo and icon library, from the docs.json a compile read, and its stylesheets (once per compile). */
export function siteInfo(compiled: CompiledSite): DocsnavSiteInfo {
  let info = KNOWN.get(compiled)
  if (!info) KNOWN.set(compiled, (info = { ...docsSiteInfo(compiled), stylesheets: docsStylesheetUrls(compiled.root, process.cwd()) }))
  return info
}
