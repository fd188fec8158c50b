import type { SiteModel } from '../ir/site.js'
import type { PageBodies } from '../markdown/page-bodies.js'
import type { RootNode } from '../ir/types.js'
import type { PageContent } from './llms.js'
import { jsonOutput, LazyArray, type OutputText } from './output-text.js'
import { searchPages, type SearchPage } from './search-pages.js'

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6'

/**
 * A search record as Algolia's DocSearch crawler writes one (its `helpers.docsearch`, record
 * version 3; `DocSearchHit` in @docsearch/react), which DocSearch's UI shows as it is.
 */
export interface DocSearchRecord {
  /** The page's URL, then `#` and the record's position on the page for its headings. */
  objectID: string
  url: string
  url_without_anchor: string
  anchor: string | null
  /** The deepest level it has: `lvl2` for the page, `lvl3` to `lvl6` for its headings. */
  type: Level
  content: string | null
  hierarchy: Record<Level, string | null>
  language: string
  version: string
  /**
   * What DocSearch's custom ranking sorts by: the page's rank (Mintlify's `boost`, 1 without
   * one), the level (100 for lvl0, 10 less a level down), the order on the page.
   */
  weight: { pageRank: number; level: number; position: number }
}

/**
 * Record content is cut to this many characters: Algolia refuses records over 10 KB on its free
 * plan (100 KB on others), and a search result shows a snippet of a few words anyway.
 */
export const RECORD_CONTENT_LIMIT = 8_000

/**
 * `docsearch.json` (with a site URL and page files): every indexable page as DocSearch records, one
 * for the page (its title at `lvl2`, the text before its first heading) and one per heading (at
 * `lvl3` to `lvl6`, the text under it), for an index pushed to Algolia without its crawler
 * (docs/search.md). `lvl0` is the page's tab or product, `lvl1` its group, as its breadcrumb has them.
 */
export function docsearchOutputs(tree: RootNode, site: SiteModel, siteUrl: string, content: PageContent, bodies?: PageBodies): Record<string, OutputText> {
  // Made as written: the records of a large site are its whole text.
  const records = new LazyArray(function* () {
    for (const page of searchPages(tree, site, siteUrl, content, bodies)) yield* docsearchRecords(page)
  })
  return { 'docsearch.json': jsonOutput(records, false) }
}

/** A page's records: the page, then each heading in order. */
export function docsearchRecords(page: SearchPage): DocSearchRecord[] {
  const hierarchy: Record<Level, string | null> = {
    lvl0: page.division,
    lvl1: page.group,
    lvl2: page.route.title,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  }
  const records: DocSearchRecord[] = []
  for (const [position, section] of page.sections.entries()) {
    let type: Level = 'lvl2'
    if (section.heading) {
      // The page's title is its h1: a heading of level 1 or 2 sits right below it.
      const level = Math.min(Math.max(section.heading.depth + 1, 3), 6)
      type = `lvl${level}` as Level
      hierarchy[type] = section.heading.text
      for (let deeper = level + 1; deeper <= 6; deeper++) hierarchy[`lvl${deeper}` as Level] = null
    }
    const anchor = section.heading?.id ?? null
    records.push({
      objectID: position === 0 ? page.url : `${page.url}#${position}`,
      url: anchor === null ? page.url : `${page.url}#${anchor}`,
      url_without_anchor: page.url,
      anchor,
      type,
      content: section.text === '' ? null : cut(section.text),
      hierarchy: { ...hierarchy },
      language: page.language,
      version: page.version,
      weight: { pageRank: page.boost ?? 1, level: 100 - 10 * Number(type.slice(3)), position },
    })
  }
  return records
}

/** Text cut to {@link RECORD_CONTENT_LIMIT} characters, at a space when there is one near the end. */
function cut(text: string): string {
  if (text.length <= RECORD_CONTENT_LIMIT) return text
  const space = text.lastIndexOf(' ', RECORD_CONTENT_LIMIT)
  return text.slice(0, space > RECORD_CONTENT_LIMIT - 200 ? space : RECORD_CONTENT_LIMIT)
}
