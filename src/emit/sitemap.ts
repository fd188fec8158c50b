import { languageTag } from '../ir/schema.js'
import { absoluteUrl, canonicalPath } from '../ir/urls.js'
import type { Route, SiteModel } from '../ir/site.js'
import { DivisionNode, defaultIndex, type RootNode } from '../ir/types.js'
import { walk } from '../ir/walk.js'
import { kept, sameValues, type Memo } from '../ir/memo.js'
import { partsOutput, textOutput, type OutputText } from './output-text.js'

/** The sitemaps.org limits of one sitemap file: 50,000 URLs, and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_LIMIT = 50_000
export const SITEMAP_MAX_BYTES = 52_428_800

const URLSET_OPEN = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  '',
].join('\n')
const URLSET_CLOSE = '</urlset>\n'
/** How much of the `<url>` elements measured is kept to write (16 M characters): a small site's are made once. */
const KEPT_ENTRY_LENGTH = 1 << 24

/**
 * `sitemap.xml`: the indexable routes (`route.indexable`: docs/site.md) with absolute URLs (ending
 * with `/` under `seo.trailingSlash`), hreflang
 * alternates between languages with `x-default`. When they do not fit in one file (50,000 URLs
 * or 50 MB), `sitemap.xml` is a sitemap index over `sitemap-1.xml`, `sitemap-2.xml`, ...
 * Each `<url>` element is made to measure where the files split and kept, up to
 * {@link KEPT_ENTRY_LENGTH} characters in all; those past it are made again as they are written,
 * so that a large site's sitemap is never held whole.
 */
export function sitemapOutputs(tree: RootNode, site: SiteModel, siteUrl: string, memo?: Memo): Record<string, OutputText> {
  const base = siteUrl.replace(/\/+$/, '')
  const indexable = site.routes.filter((route) => route.indexable)
  // hreflang alternates must themselves be indexable pages.
  const indexableUrls = new Set(indexable.map((route) => route.url))
  const defaultLanguages = defaultLanguageCodes(tree)
  const trailingSlash = tree.settings.trailingSlash === true
  const absolute = (path: string) => absoluteUrl(base, canonicalPath(path, trailingSlash))
  // A project kept open makes again only the elements of routes that changed (or whose alternates did).
  const made = memo && kept(memo, 'sitemap-entries', '', [base, trailingSlash, [...defaultLanguages].join('\n')], () => new WeakMap<Route, MadeEntry>())
  const entry = (route: Route): MadeEntry => {
    const alternates = indexableAlternates(route, indexableUrls)
    const before = made?.get(route)
    if (before && sameValues(before.alternates, alternates)) return before
    const text = urlEntry(route, alternates, absolute, defaultLanguages)
    const fresh = { text, size: Buffer.byteLength(text), alternates }
    made?.set(route, fresh)
    return fresh
  }
  const keptTexts: string[] = []
  let keptLength = 0
  const room = SITEMAP_MAX_BYTES - Buffer.byteLength(URLSET_OPEN) - Buffer.byteLength(URLSET_CLOSE)
  // The index of the first route of each file.
  const starts = [0]
  let count = 0
  let bytes = 0
  indexable.forEach((route, index) => {
    const { text, size } = entry(route)
    if (keptLength < KEPT_ENTRY_LENGTH) {
      keptTexts.push(text)
      keptLength += text.length
    }
    if (count === SITEMAP_LIMIT || (bytes + size > room && count > 0)) {
      starts.push(index)
      count = 0
      bytes = 0
    }
    count++
    bytes += size
  })
  const urlset = (from: number, to: number): OutputText =>
    partsOutput(function* () {
      yield URLSET_OPEN
      for (let index = from; index < to; index++) yield keptTexts[index] ?? entry(indexable[index]!).text
      yield URLSET_CLOSE
    })
  if (starts.length === 1) return { 'sitemap.xml': urlset(0, indexable.length) }
  const files: Record<string, OutputText> = {}
  starts.forEach((start, index) => {
    files[`sitemap-${index + 1}.xml`] = urlset(start, starts[index + 1] ?? indexable.length)
  })
  files['sitemap.xml'] = textOutput(
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...starts.map((_, index) => `  <sitemap><loc>${escapeXml(absoluteUrl(base, `/sitemap-${index + 1}.xml`))}</loc></sitemap>`),
      '</sitemapindex>',
      '',
    ].join('\n'),
  )
  return files
}

/** A `<url>` element as made: its text, its size in bytes, and the alternates it names. */
interface MadeEntry {
  text: string
  size: number
  alternates: readonly string[]
}

/** The route's language alternates that are indexable, as `language`, URL, `language`, URL, ... */
function indexableAlternates(route: Route, indexable: ReadonlySet<string>): readonly string[] {
  const languages = route.alternates.languages
  if (route.language === undefined || languages === undefined) return NONE
  const found: string[] = []
  for (const language of Object.keys(languages)) if (indexable.has(languages[language]!)) found.push(language, languages[language]!)
  return found
}

const NONE: readonly string[] = []

/** One `<url>` element, with its line breaks (`alternates` as {@link indexableAlternates} gives them). */
function urlEntry(route: Route, alternates: readonly string[], absolute: (path: string) => string, defaultLanguages: ReadonlySet<string>): string {
  const lines = ['  <url>', `    <loc>${escapeXml(absolute(route.url))}</loc>`]
  const languages = route.language === undefined ? [] : [{ url: route.url, language: route.language }]
  for (let index = 0; index < alternates.length; index += 2) languages.push({ language: alternates[index]!, url: alternates[index + 1]! })
  if (languages.length > 1) {
    for (const alternate of languages) {
      lines.push(`    <xhtml:link rel="alternate" hreflang="${escapeXml(languageTag(alternate.language))}" href="${escapeXml(absolute(alternate.url))}"/>`)
    }
    const fallback = languages.find((alternate) => defaultLanguages.has(alternate.language))
    if (fallback) lines.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absolute(fallback.url))}"/>`)
  }
  lines.push('  </url>', '')
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

function escapeXml(text: string): string {
  if (!/[&<>"']/.test(text)) return text
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
}
