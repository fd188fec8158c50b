import MiniSearch, { type SearchResult } from 'minisearch'
import type { CompileResult } from '../compile/compile.js'
import { navigationDocument } from '../emit/navigation.js'
import { diskHost } from '../files/hosts.js'
import { EMPTY_NAVIGATION } from '../integrations/open-site.js'
import type { NavigationDocument } from '../ir/navigation-document.js'
import { basePathOf, RedirectTable, routePath } from '../ir/redirects.js'
import type { Route } from '../ir/site.js'
import { pageBodyMarkdown } from '../markdown/page-markdown.js'

/**
 * What the MCP server's tools read of one compile of the project: its routes by URL and by file,
 * its navigation as navigation.json has it, its redirects ready for matching, and a full-text
 * index of the pages (titles, descriptions, breadcrumbs, page text), kept from one compile to the
 * next and brought up to date on the first search after each.
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
  /** The pages a query finds, best first; the query is read within boundedQuery's bounds. */
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

/** Where links in a page's Markdown are made absolute from: the MCP server has no site URL, so they stay site paths. */
const NO_SITE_URL = ''
/** How much text a search hit shows around the word it found. */
const SNIPPET_LENGTH = 200
/** Words shorter than this are matched exactly: a typo allowance on short words matches half the site. */
const FUZZY_FROM_LENGTH = 5
/**
 * Words longer than this are matched exactly and as the start of words, never with a typo: the
 * typo search fills a table of the word's length squared (a word of 100,000 letters asked for 10 GB).
 */
export const FUZZY_UP_TO_LENGTH = 32
/** The most characters of a query a search reads: the rest is cut. */
export const MAX_QUERY_LENGTH = 1_000
/**
 * The most words of a query a search looks for: each is a walk of the index and a score for every
 * page it is on (a word on every page of crewAI's 22,934 takes about 100 ms). The rest are cut, and
 * a word given twice is looked for once.
 */
export const MAX_QUERY_WORDS = 16

/** A query as a search reads it, within the bounds above, and what was cut from it (undefined when nothing was). */
export interface BoundedQuery {
  query: string
  cut?: { characters: number; words: number; sentence: string }
}

/** Words as MiniSearch reads them from a query: split at spaces and punctuation. */
const wordsOf = (text: string): string[] => text.split(/[\n\r\p{Z}\p{P}]+/u).filter((word) => word !== '')

/**
 * Bounds what one search may cost: its first MAX_QUERY_LENGTH characters, then its first
 * MAX_QUERY_WORDS words; the answer says what was cut.
 */
export function boundedQuery(written: string): BoundedQuery {
  const trimmed = written.trim()
  const length = trimmed.length
  let query = trimmed
  if (length > MAX_QUERY_LENGTH) {
    // Never half of a character written as two UTF-16 units.
    const end = /[\uD800-\uDBFF]/.test(trimmed[MAX_QUERY_LENGTH - 1]!) ? MAX_QUERY_LENGTH - 1 : MAX_QUERY_LENGTH
    query = trimmed.slice(0, end)
    // At the end of a word when the cut falls inside one and the part kept has more than one.
    const lastBreak = query.search(/[\n\r\p{Z}\p{P}][^\n\r\p{Z}\p{P}]*$/u)
    if (!/^[\n\r\p{Z}\p{P}]/u.test(trimmed.slice(end)) && lastBreak > 0) query = query.slice(0, lastBreak)
    query = query.trimEnd()
  }
  const words = wordsOf(query)
  // Compared as the index compares them: without case.
  const distinct = [...new Map(words.map((word) => [word.toLowerCase(), word])).values()]
  const repeated = distinct.length < words.length
  if (repeated || distinct.length > MAX_QUERY_WORDS) query = distinct.slice(0, MAX_QUERY_WORDS).join(' ')
  if (length <= MAX_QUERY_LENGTH && distinct.length <= MAX_QUERY_WORDS) return { query }
  const kept = Math.min(distinct.length, MAX_QUERY_WORDS)
  const counted = `${length > MAX_QUERY_LENGTH ? ' in those characters' : ''}${repeated ? ', each read once' : ''}`
  const parts = [
    ...(length > MAX_QUERY_LENGTH ? [`its first ${MAX_QUERY_LENGTH.toLocaleString('en')} characters (of ${length.toLocaleString('en')})`] : []),
    ...(distinct.length > MAX_QUERY_WORDS ? [`its first ${kept} words (of ${distinct.length.toLocaleString('en')} different words${counted})`] : []),
  ]
  return {
    query,
    cut: {
      characters: query.length,
      words: kept,
      sentence: `The query was cut to ${parts.join(', then to ')}: a search reads at most ${MAX_QUERY_LENGTH.toLocaleString('en')} characters and ${MAX_QUERY_WORDS} different words.`,
    },
  }
}

/**
 * What the server keeps between compiles: each page file's search text (null when unreadable),
 * and the search index with the page each of its entries was made from, by URL.
 */
export class SearchMemory {
  readonly texts = new Map<string, string | null>()
  readonly index = new MiniSearch<IndexedPage>({ fields: ['title', 'description', 'breadcrumb', 'text'], storeFields: [] })
  readonly indexed = new Map<string, IndexedPage>()

  /** Forgets the text of files that changed (`''`, the root: every file). */
  forget(changed: readonly string[]): void {
    if (changed.includes('')) this.texts.clear()
    else for (const path of changed) this.texts.delete(path)
  }
}

interface IndexedPage {
  id: string
  title: string
  description: string
  breadcrumb: string
  text: string
}

export function siteIndex(root: string, result: CompileResult, memory: SearchMemory): SiteIndex {
  // Made when a tool first needs them: the site model takes a second on a site of 20,000 pages,
  // which list_diagnostics, after an edit, need not wait for.
  let made: Routing | undefined
  const routing = () => (made ??= routingOf(result))
  let navigation: NavigationDocument | undefined
  const host = diskHost(root)
  const read = (path: string): string | undefined => {
    const found = host.read(path.replace(/^\/+/, ''))
    return found.ok ? found.text : undefined
  }
  const textOf = (route: Route): string | undefined => {
    if (route.source.kind !== 'page' || route.source.file === null) return undefined
    const file = route.source.file
    let text = memory.texts.get(file)
    if (text === undefined) {
      const source = read(file)
      text = source === undefined ? null : searchText(source)
      memory.texts.set(file, text)
    }
    return text ?? undefined
  }
  let current = false
  return {
    root,
    result,
    get routes() {
      return routing().routes
    },
    get navigation() {
      const site = result.site
      navigation ??= site ? navigationDocument(result.tree, site) : EMPTY_NAVIGATION
      return navigation
    },
    get redirects() {
      return routing().redirects
    },
    routeAt: (path) => routing().byPath.get(routePath(path)),
    routeOfFile: (path) => routing().byFile.get(path.replace(/^\.?\/+/, '')),
    bodyOf(route) {
      if (route.source.kind !== 'page' || route.source.file === null) return undefined
      const file = route.source.file
      const source = read(file)
      if (source === undefined) return undefined
      try {
        return pageBodyMarkdown(source, { base: NO_SITE_URL, url: route.url, file, read })
      } catch {
        // A page the converter cannot take is still shown: as written.
        return source
      }
    },
    search(query, filters) {
      const { routes, byUrl } = routing()
      if (!current) updateIndex(memory, routes, textOf)
      current = true
      const found = memory.index.search(boundedQuery(query).query, {
        prefix: true,
        fuzzy: (term) => (term.length >= FUZZY_FROM_LENGTH && term.length <= FUZZY_UP_TO_LENGTH ? 0.2 : false),
        boost: { title: 4, breadcrumb: 2, description: 2 },
        filter: (hit) => {
          const route = byUrl.get(hit.id as string)
          return (
            route !== undefined &&
            (filters.language === undefined || route.language === filters.language) &&
            (filters.version === undefined || route.version === filters.version)
          )
        },
      })
      return found.slice(0, filters.limit).map((hit) => {
        const route = byUrl.get(hit.id as string)!
        return { route, score: hit.score, snippet: snippetOf(textOf(route) ?? '', hit, route.description) }
      })
    },
  }
}

/** The routes of a compile by URL, by path as Mintlify compares paths, and by file; and its redirects ready for matching. */
interface Routing {
  routes: readonly Route[]
  byUrl: Map<string, Route>
  byPath: Map<string, Route>
  byFile: Map<string, Route>
  redirects: RedirectTable
}

function routingOf(result: CompileResult): Routing {
  const routes = result.site?.routes ?? []
  const byUrl = new Map<string, Route>()
  const byPath = new Map<string, Route>()
  const byFile = new Map<string, Route>()
  for (const route of routes) {
    byUrl.set(route.url, route)
    const path = routePath(route.url)
    if (!byPath.has(path)) byPath.set(path, route)
    if (route.source.kind === 'page' && route.source.file !== null && !byFile.has(route.source.file)) {
      byFile.set(route.source.file, route)
      byFile.set(route.source.file.replace(/\.mdx?$/, ''), route)
    }
  }
  // Redirects written under a base path (a site served at /docs) are matched without it, as the redirect check does.
  const base = basePathOf(
    result.tree.redirects,
    (path) => byPath.has(routePath(path)),
    () => byPath.keys(),
  )
  return { routes, byUrl, byPath, byFile, redirects: new RedirectTable(result.tree.redirects, base) }
}

/** Brings the index to the routes of this compile: pages added, changed (title, breadcrumb, text...) or gone. */
function updateIndex(memory: SearchMemory, routes: readonly Route[], textOf: (route: Route) => string | undefined): void {
  const seen = new Set<string>()
  for (const route of routes) {
    seen.add(route.url)
    const page: IndexedPage = {
      id: route.url,
      title: route.title,
      description: route.description ?? '',
      breadcrumb: breadcrumbOf(route),
      // An API page generated from an operation has no file: its method and path are its text.
      text: textOf(route) ?? (route.source.kind === 'openapi' ? `${route.source.method} ${route.source.path}` : ''),
    }
    const before = memory.indexed.get(page.id)
    if (before && before.title === page.title && before.description === page.description && before.breadcrumb === page.breadcrumb && before.text === page.text)
      continue
    if (before) memory.index.replace(page)
    else memory.index.add(page)
    memory.indexed.set(page.id, page)
  }
  for (const url of memory.indexed.keys()) {
    if (seen.has(url)) continue
    memory.index.discard(url)
    memory.indexed.delete(url)
  }
}

/**
 * A page's text for search, taken straight from its MDX: frontmatter, imports and exports,
 * components' tags, expressions and Markdown's marks left out. Not the page as Markdown
 * (pageBodyMarkdown parses it: milliseconds a page, minutes for a large site's first search),
 * but the same words. Each pattern's repeats are bounded: a page of a million `[` or `<` is read
 * in linear time.
 */
export function searchText(source: string): string {
  return source
    .replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/, '')
    .replace(/^(?:import|export)\s[^\n]*$/gm, '')
    .replace(/^\s*(?:```|~~~)[^\n]*$/gm, '')
    .replace(/!?\[([^[\]\n]{0,500})\]\([^()\n]{0,2000}\)/g, '$1')
    .replace(/<\/?[A-Za-z][^<>]{0,2000}>/g, ' ')
    .replace(/\{[^{}\n]*\}/g, ' ')
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** A route's place as one line: its breadcrumbs' labels (tab, groups). */
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
