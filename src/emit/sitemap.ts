import type { Route, SiteModel } from '../ir/site.js'
import { DivisionNode, defaultIndex, type RootNode } from '../ir/types.js'
import { walk } from '../ir/walk.js'

/** The sitemaps.org limit of URLs in one sitemap file. */
export const SITEMAP_LIMIT = 50_000

/**
 * `sitemap.xml`: the indexable routes (not hidden, not noindex) with absolute URLs, hreflang
 * alternates between languages with `x-default`; past 50,000 URLs, a sitemap index over
 * `sitemap-1.xml`, `sitemap-2.xml`, ...
 */
export function sitemapFiles(tree: RootNode, site: SiteModel, siteUrl: string): Record<string, string> {
  const base = siteUrl.replace(/\/+$/, '')
  const indexable = site.routes.filter((route) => !route.hidden && !route.noindex)
  // hreflang alternates must themselves be indexable pages.
  const indexableUrls = new Set(indexable.map((route) => route.url))
  const defaultLanguages = defaultLanguageCodes(tree)
  const chunks: Route[][] = []
  for (let start = 0; start < indexable.length; start += SITEMAP_LIMIT) chunks.push(indexable.slice(start, start + SITEMAP_LIMIT))
  if (chunks.length <= 1) return { 'sitemap.xml': urlset(chunks[0] ?? [], base, defaultLanguages, indexableUrls) }
  const files: Record<string, string> = {}
  chunks.forEach((chunk, index) => {
    files[`sitemap-${index + 1}.xml`] = urlset(chunk, base, defaultLanguages, indexableUrls)
  })
  files['sitemap.xml'] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...chunks.map((_, index) => `  <sitemap><loc>${escapeXml(`${base}/sitemap-${index + 1}.xml`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n')
  return files
}

function urlset(routes: readonly Route[], base: string, defaultLanguages: ReadonlySet<string>, indexable: ReadonlySet<string>): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ]
  for (const route of routes) {
    lines.push('  <url>', `    <loc>${escapeXml(base + route.url)}</loc>`)
    const languages = route.language === undefined ? []
      : [{ url: route.url, language: route.language }, ...Object.entries(route.alternates.languages ?? {}).filter(([, url]) => indexable.has(url)).map(([language, url]) => ({ url, language }))]
    if (languages.length > 1) {
      for (const alternate of languages) {
        lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeXml(hreflang(alternate.language!))}" href="${escapeXml(base + alternate.url)}"/>`)
      }
      const fallback = languages.find((alternate) => defaultLanguages.has(alternate.language!))
      if (fallback) lines.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(base + fallback.url)}"/>`)
    }
    lines.push('  </url>')
  }
  lines.push('</urlset>', '')
  return lines.join('\n')
}

/** The default language of each language switcher: `default: true`, else the first. */
function defaultLanguageCodes(tree: RootNode): Set<string> {
  const codes = new Set<string>()
  walk(tree, (node) => {
    if (node.type !== 'root' && !(node instanceof DivisionNode)) return
    if (node.childKey !== 'languages') return
    const languages = node.children.filter((child): child is DivisionNode => child instanceof DivisionNode)
    if (languages.length > 0) codes.add(languages[defaultIndex(languages)]!.label)
  })
  return codes
}

/** Mintlify's language codes as BCP 47 tags for hreflang (`cn` is Simplified Chinese, `jp` Japanese, `ua` Ukrainian). */
const HREFLANG: Readonly<Record<string, string>> = { cn: 'zh-Hans', jp: 'ja', ua: 'uk', 'ja-jp': 'ja-JP', no: 'nb' }

export function hreflang(code: string): string {
  return Object.hasOwn(HREFLANG, code) ? HREFLANG[code]! : code
}

function escapeXml(text: string): string {
  if (!/[&<>"']/.test(text)) return text
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}
