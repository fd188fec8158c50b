import type { CompileResult } from '../compile/compile.js'
import { routePath } from '../ir/redirects.js'
import type { PreviousRoute } from '../ir/site.js'
import type { ImportReport } from './report.js'

/**
 * Migration redirects: the old site's URLs (its sitemap.xml, an earlier docsnav build's routes.json,
 * or a list of URLs) against the imported site's routes. An old URL the new site serves needs
 * nothing; one it does not gets a redirect to the same page, found as `docsnav diff` finds a moved
 * page (the same path under another base, then the same title and last segment, then the same last
 * segment, each only when it names one page); where the moved pages all dropped one base (`/docs`),
 * any old URL under it is the path without it (the base itself the home page). What is left is said
 * (DN1208).
 */

/** The old site's URLs as given: the file's name (for its format and the messages) and its text. */
export interface OldUrls {
  file: string
  text: string
}

export interface Redirect {
  source: string
  destination: string
}

/** The old site's pages: their paths (origin, query and fragment dropped), with titles where the file has them. */
export function readOldUrls(urls: OldUrls, report: ImportReport): PreviousRoute[] {
  const text = urls.text.trimStart()
  const refuse = (what: string, reason: string): PreviousRoute[] => {
    report.add('DN1211', { file: urls.file, what, reason }, { file: urls.file })
    return []
  }
  let found: PreviousRoute[]
  if (text.startsWith('<')) {
    if (/<sitemapindex[\s>]/.test(text)) return refuse('no URL', 'it is a sitemap index: pass the sitemaps it lists, one at a time or joined')
    if (!/<urlset[\s>]/.test(text)) return refuse('no URL', 'it is XML or HTML, but not a sitemap (no `<urlset>`)')
    found = [...text.matchAll(/<loc>\s*(?:<!\[CDATA\[([^\]]*)\]\]>|([^<]+?))\s*<\/loc>/g)].map((match) => ({ url: match[1] ?? unescapeXml(match[2]!) }))
  } else if (text.startsWith('{') || text.startsWith('[')) {
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch (error) {
      return refuse('no URL', `it is not JSON (${(error as Error).message})`)
    }
    const routes = Array.isArray(parsed) ? parsed : (parsed as { routes?: unknown } | null)?.routes
    if (!Array.isArray(routes)) return refuse('no URL', 'it is JSON, but has no `routes` array')
    found = routes.flatMap((route): PreviousRoute[] => {
      if (typeof route === 'string') return [{ url: route }]
      const { url, title } = (route ?? {}) as { url?: unknown; title?: unknown }
      return typeof url === 'string' ? [{ url, ...(typeof title === 'string' ? { title } : {}) }] : []
    })
  } else {
    const lines = text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'))
    // A URL or a path a line: anything else (prose, binary) is not one.
    const usable = lines.filter((line) => /^(?:https?:\/\/[^\s]+|\/[^\s]*)$/i.test(line))
    if (usable.length < lines.length)
      refuse(
        `${lines.length - usable.length} line${lines.length - usable.length === 1 ? '' : 's'} that are not URLs`,
        `\`${lines.find((line) => !usable.includes(line))!.slice(0, 60)}\` is neither \`https://…\` nor \`/…\`: left out`,
      )
    found = usable.map((url) => ({ url }))
  }
  const seen = new Set<string>()
  const routes: PreviousRoute[] = []
  for (const route of found) {
    const path = pathOf(route.url)
    if (path === undefined || seen.has(path)) continue
    seen.add(path)
    routes.push({ ...route, url: path })
  }
  if (routes.length === 0 && found.length === 0) refuse('no URL', 'it lists none')
  return routes
}

/**
 * The redirects that send each old URL to its page on the imported site. `compileWith` compiles
 * the imported site against earlier routes (the `docsnav diff` comparison).
 */
export function migrationRedirects(
  old: readonly PreviousRoute[],
  compiled: CompileResult,
  compileWith: (previous: PreviousRoute[]) => CompileResult,
): Redirect[] {
  // Route paths as docs.json compares them (decoded, no trailing slash), with the URL as routes.json writes it.
  const served = new Map((compiled.site?.routes ?? []).map((route) => [routePath(route.url), route.url]))
  const redirects: Redirect[] = []
  const unmatched = new Map<string, PreviousRoute[]>()
  const byTail = tailIndex([...served.keys()])
  // The bases the old site's pages were under, by how many pages were found without them (`/docs`).
  const bases = new Map<string, number>()
  const pending: PreviousRoute[] = []
  for (const route of old) {
    const page = pagePath(route.url)
    if (served.has(routePath(route.url))) continue
    const found = served.has(page) ? page : sameTail(page, byTail)
    if (found === undefined) {
      pending.push(route)
      continue
    }
    redirects.push({ source: route.url, destination: served.get(found)! })
    if (found !== page && page.endsWith(found)) bases.set(page.slice(0, -found.length), (bases.get(page.slice(0, -found.length)) ?? 0) + 1)
  }
  // Under the one base every moved page dropped, a page is the path without it: the base itself is the home page.
  const base = bases.size === 1 ? [...bases.keys()][0]! : undefined
  for (const route of pending) {
    const page = pagePath(route.url)
    const below = base !== undefined && (page === base || page.startsWith(`${base}/`)) ? page.slice(base.length) || '/' : undefined
    if (below !== undefined && served.has(below)) redirects.push({ source: route.url, destination: served.get(below)! })
    else unmatched.set(page, [...(unmatched.get(page) ?? []), route])
  }
  if (unmatched.size === 0) return redirects
  // Titles and last segments, as `docsnav diff` pairs them (of the URLs still unmatched only).
  const changes = compileWith([...unmatched].map(([page, routes]) => ({ ...routes[0]!, url: page }))).urlChanges
  for (const move of changes?.moved ?? []) {
    const page = routePath(move.from)
    for (const route of unmatched.get(page) ?? []) redirects.push({ source: route.url, destination: move.to })
    unmatched.delete(page)
  }
  // The diff pairs one URL with one: several old URLs of one page (`/1.0/setup`, `/2.0/setup`) share
  // their last segment, and each goes where it names one page only.
  for (const [page, routes] of unmatched) {
    const found = byTail.get(page.slice(page.lastIndexOf('/') + 1))
    if (found?.length === 1) for (const route of routes) redirects.push({ source: route.url, destination: served.get(found[0]!)! })
  }
  return redirects
}

/** The path of an old URL (`https://x.dev/a/b/?q#f` -> `/a/b/`), or undefined when it is not one. */
function pathOf(url: string): string | undefined {
  try {
    const parsed = new URL(url, 'http://old.invalid')
    return parsed.pathname
  } catch {
    return undefined
  }
}

/** What a page's path would be on a docs.json site: decoded, no `.html`, no trailing slash, no `/index`. */
function pagePath(path: string): string {
  return routePath(path.replace(/\.html?$/, ''))
}

/** The routes by every tail of their paths (`/a/b/c`: `b/c`, `c`), each tail with the routes that end in it. */
function tailIndex(paths: readonly string[]): Map<string, string[]> {
  const index = new Map<string, string[]>()
  for (const path of paths) {
    const segments = path.split('/').filter((segment) => segment !== '')
    for (let start = 0; start < segments.length; start++) {
      const tail = segments.slice(start).join('/')
      const list = index.get(tail) ?? []
      list.push(path)
      index.set(tail, list)
    }
  }
  return index
}

/**
 * The one route that is the old page's path under another base: the old path with leading segments
 * dropped (`/docs/guides/x` -> `/guides/x`), or with a base added (`/guides/x` -> `/v2/guides/x`);
 * only tails of at least two segments, or the whole old path, count (a lone last segment is the
 * weaker match of titles).
 */
function sameTail(page: string, byTail: ReadonlyMap<string, string[]>): string | undefined {
  const segments = page.split('/').filter((segment) => segment !== '')
  for (let start = 0; start < segments.length; start++) {
    if (start > 0 && segments.length - start < 2) break
    const found = byTail.get(segments.slice(start).join('/'))
    if (found?.length === 1) return found[0]
    if (found !== undefined && found.length > 1) return undefined
  }
  return undefined
}

function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[name]!)
}
