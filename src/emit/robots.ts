import { isRecord } from '../ir/json-values.js'
import type { RootNode } from '../ir/types.js'
import { absoluteUrl } from '../ir/urls.js'
import { textOutput, type OutputText } from './output-text.js'

/**
 * `robots.txt` (with a site URL), as Mintlify generates one (docs/site.md): every crawler may read
 * every page, and the sitemap is named (`sitemap.xml`, the sitemap index when the sitemap is
 * split); pages docsnav does not index are left out of the sitemap, and a crawler must be let in
 * to read their own `noindex`. When docs.json's `seo.metatags.robots` says `noindex` (or `none`),
 * which Mintlify documents as keeping every page out of search engines, no crawler may read any
 * page, and no sitemap is named. A project's own robots.txt replaces this one (emit/index.ts).
 */
export function robotsOutputs(tree: RootNode, siteUrl: string): Record<string, OutputText> {
  const base = siteUrl.replace(/\/+$/, '')
  const lines = siteIsNoindex(tree) ? ['User-agent: *', 'Disallow: /'] : ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(base, '/sitemap.xml')}`]
  return { 'robots.txt': textOutput(`${lines.join('\n')}\n`) }
}

/** Whether docs.json's `seo.metatags.robots` (a meta tag on every page) keeps the whole site out of indexes. */
function siteIsNoindex(tree: RootNode): boolean {
  const seo = isRecord(tree.document) ? tree.document.seo : undefined
  const metatags = isRecord(seo) ? seo.metatags : undefined
  const robots = isRecord(metatags) ? metatags.robots : undefined
  // The meta tag's value is a list of directives: `noindex, follow`, `none` (noindex and nofollow).
  return typeof robots === 'string' && robots.split(/[\s,]+/).some((directive) => /^(?:noindex|none)$/i.test(directive))
}
