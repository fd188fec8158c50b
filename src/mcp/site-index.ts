import MiniSearch, { type SearchResult } from 'minisearch'
import type { CompileResult } from '../compile/compile.js'
import { navigationDocument } from '../emit/navigation.js'
import { diskHost } from '../files/hosts.js'
import type { NavigationDocument } from '../ir/navigation-document.js'
import { basePathOf, RedirectTable, routePath } from '../ir/redirects.js'
import type { Route } from '../ir/site.js'
import { pageBodyMarkdown } from '../markdown/page-markdown.js'

/**
 * What the MCP server's tools read of one compile of the project: its routes by URL and by file,
 * its navigation as navigation.json has it, its redirects ready for matching, and, made on first
 * search, a full-text index of the pages (titles, descriptions, breadcrumbs, page text).
 */
export interface SiteIndex {
  readonly root: string
  readonly result: CompileResult
  readonly routes: readonly Route[]
  readonly navigation: NavigationDocument
  readonly redirects: RedirectTable
  /** The route serving a path of the site (`/quickstart`, `quickstart/`, `/x/index`: as Mintlify compares paths). */
  routeAt(path: string): Route | undefined
  /** The route a page file serves (`quickstart.mdx`, or its page path `quickstart`). */
  routeOfFile(path: string): Route | undefined
  /** A page's body as plain Markdown; undefined for a page with no readable file (and for an API page). */
  bodyOf(route: Route): string | undefined
  search(query: string, filters: SearchFilters): SearchHit[]
}

export interface SearchFilters {
  limit: number
  language?: string
  version?: string
}

export interface SearchHit {
  route: Route
  score: number
  /** A short piece of the page's text around the first word found, or its description. */
  snippet: string
}

/** A page body as Markdown and as search text, with the files it was made from (the page and any snippets), kept between compiles. */
interface PageText {
  markdown: string
  plain: string
  read: string[]
}

/** Page texts by page file, carried from one compile's index to the next; entries whose files changed are dropped. */
export type PageTexts = Map<string, PageText | null>

/** Where links in a page's Markdown are made absolute from: the MCP server has no site URL, so they stay site paths. */
const NO_SITE_URL = ''
/** How much text a search hit shows around the word it found. */
const SNIPPET_LENGTH = 200

export function siteIndex(root: string, result: CompileResult, texts: PageTexts): SiteIndex {
  const site = result.site
  const routes = site?.routes ?? []
  const byPath = new Map<string, Route>()
  const byFile = new Map<string, Route>()
  for (const route of routes) {
    if (!byPath.has(routePath(route.url))) byPath.set(routePath(route.url), route)
    if (route.source.kind === 'page' && route.source.file !== null && !byFile.has(route.source.file)) {
      byFile.set(route.source.file, route)
      byFile.set(route.source.file.replace(/\.mdx?$/, ''), route)
    }
  }
  const base = basePathOf(
    result.tree.redirects,
    (path) => byPath.has(routePath(path)),
    () => byPath.keys(),
  )
  const host = diskHost(root)
  const read = (path: string): string | undefined => {
    const found = host.read(path.replace(/^\/+/, ''))
    return found.ok ? found.text : undefined
  }
  const textOf = (route: Route): PageText | undefined => {
    if (route.source.kind !== 'page' || route.source.file === null) return undefined
    const file = route.source.file
    let text = texts.get(file)
    if (text === undefined) {
      text = pageText(file, route.url, read)
      texts.set(file, text)
    }
    return text ?? undefined
  }
  let index: MiniSearch<IndexedPage> | undefined
  return {
    root,
    result,
    routes,
    navigation: site
      ? navigationDocument(result.tree, site)
      : { settings: { theme: null, drilldown: null, eyebrows: 'section' }, navigation: { kind: 'root' } },
    redirects: new RedirectTable(result.tree.redirects, base),
    routeAt: (path) => byPath.get(routePath(path)),
    routeOfFile: (path) => byFile.get(path.replace(/^\.?\/+/, '')),
    bodyOf: (route) => textOf(route)?.markdown,
    search(query, filters) {
      index ??= searchIndex(routes, (route) => textOf(route)?.plain ?? '')
      const found = index.search(query, {
        prefix: true,
        fuzzy: 0.2,
        boost: { title: 4, breadcrumb: 2, description: 2 },
        filter: (hit) =>
          (filters.language === undefined || hit.language === filters.language) && (filters.version === undefined || hit.version === filters.version),
      })
      return found.slice(0, filters.limit).map((hit) => {
        const route = routes[hit.id as number]!
        return { route, score: hit.score, snippet: snippetOf(textOf(route)?.plain ?? '', hit, route.description) }
      })
    },
  }
}

/**
 * The files a page's text was made from that changed: its entry is dropped, so the next index
 * reads it again. `''` (the root) drops every entry.
 */
export function forgetChanged(texts: PageTexts, changed: readonly string[]): void {
  if (changed.includes('')) {
    texts.clear()
    return
  }
  const paths = new Set(changed)
  for (const [file, text] of texts) {
    if (paths.has(file) || text?.read.some((path) => paths.has(path))) texts.delete(file)
  }
}

function pageText(file: string, url: string, read: (path: string) => string | undefined): PageText | null {
  const source = read(file)
  if (source === undefined) return null
  const used = [file]
  let markdown: string
  try {
    markdown = pageBodyMarkdown(source, {
      base: NO_SITE_URL,
      url,
      file,
      read(path) {
        used.push(path)
        return read(path)
      },
    })
  } catch {
    // A page the converter cannot take is still found, by its text as written, and shown as written.
    markdown = source
  }
  return { markdown, plain: plainText(markdown), read: used }
}

/** Markdown's marks taken out, for the search index and snippets: link targets, tags, emphasis and heading marks. */
function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

interface IndexedPage {
  id: number
  title: string
  description: string
  breadcrumb: string
  text: string
  language: string | undefined
  version: string | undefined
}

function searchIndex(routes: readonly Route[], textOf: (route: Route) => string): MiniSearch<IndexedPage> {
  const index = new MiniSearch<IndexedPage>({
    fields: ['title', 'description', 'breadcrumb', 'text'],
    storeFields: ['language', 'version'],
  })
  index.addAll(
    routes.map((route, id) => ({
      id,
      title: route.title,
      description: route.description ?? '',
      breadcrumb: breadcrumbOf(route),
      text: textOf(route),
      language: route.language,
      version: route.version,
    })),
  )
  return index
}

/** A route's place as one line: its breadcrumbs' labels (tab, groups), then its title. */
export function breadcrumbOf(route: Route): string {
  return route.breadcrumbs.map((crumb) => crumb.label).join(' › ')
}

function snippetOf(plain: string, hit: SearchResult, description: string | undefined): string {
  const lower = plain.toLowerCase()
  let at = -1
  for (const term of hit.terms) {
    const found = lower.indexOf(term.toLowerCase())
    if (found !== -1 && (at === -1 || found < at)) at = found
  }
  if (at === -1) return description ?? plain.slice(0, SNIPPET_LENGTH)
  const start = Math.max(0, at - SNIPPET_LENGTH / 4)
  const end = Math.min(plain.length, start + SNIPPET_LENGTH)
  return `${start > 0 ? '…' : ''}${plain.slice(start, end).trim()}${end < plain.length ? '…' : ''}`
}
