import type { Diagnostic } from '../compile/compile.js'
import { markdownDestination, markdownText, oneLine } from '../emit/markdown-text.js'
import { nearest } from '../ir/nearest.js'
import { fillDestination } from '../ir/redirects.js'
import type { Route } from '../ir/site.js'
import { isAbsoluteHref } from '../ir/urls.js'
import { renderJson } from '../present/report.js'
import { apiOperation } from '../integrations/api-reference.js'
import { operationMarkdown } from './operation-markdown.js'
import { divisionAt, divisionOfRoute, divisionsMarkdown, navigationMarkdown } from './navigation-markdown.js'
import { boundedQuery, breadcrumbOf, type SiteIndex } from './site-index.js'

/**
 * What each tool of `docsnav mcp` answers, from the project's index: Markdown for the agent to
 * read, and the same facts as data where a program would want them. A question the project cannot
 * answer (no such page, an empty query) is an answer marked as an error, with what is near.
 */

export interface Answer {
  text: string
  data?: Record<string, unknown>
  error?: true
}

const failed = (text: string): Answer => ({ text, error: true })

/** How many redirects in a row resolve_url follows, as the redirect check does. */
const MAX_HOPS = 20
/**
 * The longest navigation list_navigation gives at once, in characters (llms.txt's budget); a
 * division whose navigation is longer is answered with the divisions below it.
 */
export const MAX_NAVIGATION_ANSWER = 100_000
/** How many near pages an unknown URL is answered with. */
const NEAR_PAGES = 5
/**
 * The longest URL, page file or division path looked up, in characters (browsers and servers take
 * URLs of about this length): past it the answer says so, and nothing is searched for it.
 */
export const MAX_URL_LENGTH = 2_048
/** How much of a refused input an answer repeats. */
const SHOWN_OF_INPUT = 100

/** An input past MAX_URL_LENGTH, answered as such; undefined for one within it. */
function tooLong(what: string, written: string): Answer | undefined {
  if (written.length <= MAX_URL_LENGTH) return undefined
  return failed(
    `The ${what} given is ${written.length.toLocaleString('en')} characters long: at most ${MAX_URL_LENGTH.toLocaleString('en')} are looked up, so nothing was looked for. It starts \`${oneLine(written.slice(0, SHOWN_OF_INPUT))}\`…`,
  )
}

type Hop = { from: string; to: string; permanent: boolean; approximate?: true }

export function searchPages(index: SiteIndex, input: { query: string; limit?: number; language?: string; version?: string }): Answer {
  const { query, cut } = boundedQuery(input.query)
  if (query === '') return failed('The query is empty: give a word or words to look for.')
  const hits = index.search(query, {
    limit: input.limit ?? 10,
    ...(input.language === undefined ? {} : { language: input.language }),
    ...(input.version === undefined ? {} : { version: input.version }),
  })
  const results = hits.map(({ route, score, snippet }) => ({
    url: route.url,
    title: route.title,
    breadcrumb: breadcrumbOf(route),
    snippet,
    score: Math.round(score * 100) / 100,
    ...(route.language === undefined ? {} : { language: route.language }),
    ...(route.version === undefined ? {} : { version: route.version }),
  }))
  // What was cut from the query comes first, and in the data beside the results.
  const note = cut ? `${cut.sentence}\n\n` : ''
  const data = { results, ...(cut ? { cut: { query, characters: cut.characters, words: cut.words } } : {}) }
  if (results.length === 0) return { text: `${note}No page matches \`${oneLine(query)}\`.`, data }
  const list = results
    .map(
      (hit, rank) =>
        `${rank + 1}. [${markdownText(hit.title)}](${markdownDestination(hit.url)})${hit.breadcrumb ? ` (${markdownText(hit.breadcrumb)})` : ''}\n   ${markdownText(hit.snippet)}`,
    )
    .join('\n')
  return { text: `${note}${list}`, data }
}

export function getPage(index: SiteIndex, input: { url?: string; path?: string }): Answer {
  if ((input.url === undefined) === (input.path === undefined))
    return failed('Give either `url` (a page URL, such as /quickstart) or `path` (a page file, such as quickstart.mdx).')
  const refused = input.url !== undefined ? tooLong('URL', input.url) : tooLong('path', input.path!)
  if (refused) return refused
  // A URL is looked up as resolve_url looks it up: a redirect to a page gives that page; any other answers as resolve_url does.
  let route: Route | undefined
  let from: string | undefined
  if (input.url !== undefined) {
    const landed = landing(index, input.url)
    if ('answer' in landed) return landed.answer
    route = landed.route
    if (landed.hops.length > 0) from = landed.hops[0]!.from
  } else {
    route = index.routeOfFile(input.path!)
    if (!route) return notFound(index, `/${input.path!.replace(/\.mdx?$/, '')}`)
  }
  const front = ['---', `title: ${JSON.stringify(route.title)}`]
  if (route.description !== undefined) front.push(`description: ${JSON.stringify(route.description)}`)
  front.push(`url: ${JSON.stringify(route.url)}`, ...(from === undefined ? [] : [`redirected_from: ${JSON.stringify(from)}`]), '---', '')
  if (route.source.kind !== 'page') {
    const operation = apiOperation(index.root, route.source)
    const summary = operation ? operationMarkdown(operation) : `An API page generated from \`${route.source.spec}\`, which cannot be read here.`
    return { text: `${front.join('\n')}\n${summary}\n` }
  }
  const body = index.bodyOf(route)
  if (body === undefined) return failed(`The page at ${route.url} has no readable file${route.source.file === null ? '' : ` (${route.source.file})`}.`)
  // A page whose frontmatter names an operation (or channel): its body, then the operation, as the sites show it.
  const operation = route.source.api === undefined ? undefined : apiOperation(index.root, route.source)
  return { text: `${front.join('\n')}\n${body}\n${operation ? `\n${operationMarkdown(operation)}\n` : ''}` }
}

export function listNavigation(index: SiteIndex, input: { division?: string }): Answer {
  const refused = input.division === undefined ? undefined : tooLong('division', input.division)
  if (refused) return refused
  const root = index.navigation.navigation
  const written = input.division?.trim()
  const undivided = root.switch === undefined && root.menu === undefined
  if (written === undefined || written === '' || (written === '/' && undivided)) {
    // A site without tabs, versions or other divisions: its one navigation.
    if (undivided) return { text: navigationMarkdown({ division: root, path: [] }), data: { division: '', kind: root.kind } }
    return { text: `# Divisions\n\n${divisionsMarkdown(root)}\n\nPass one of these paths as \`division\` for its navigation.` }
  }
  const isUrl = written !== '/' && (written.startsWith('/') || isAbsoluteHref(written))
  // `/`: the whole site, every division.
  const named =
    written === '/'
      ? { division: root, path: [] }
      : isUrl
        ? (() => {
            const route = routeOfUrl(index, written)
            return route && divisionOfRoute(root, route)
          })()
        : divisionAt(root, written)
  if (!named) {
    return failed(
      isUrl
        ? `No page is at ${oneLine(written)}: pass a page's URL, or a division's path.\n\n${divisionsMarkdown(root)}`
        : `No division is named \`${oneLine(written)}\`. The divisions:\n\n${divisionsMarkdown(root)}`,
    )
  }
  const division = named.path.join('/')
  const text = navigationMarkdown(named)
  const below = divisionsMarkdown(named.division, named.path)
  if (text.length > MAX_NAVIGATION_ANSWER && below !== '') {
    return {
      text: `The navigation of ${division === '' ? 'the site' : `\`${division}\``} takes ${text.length.toLocaleString('en')} characters: ask for one of the divisions below it.\n\n${below}`,
      data: { division, kind: named.division.kind, characters: text.length },
    }
  }
  return { text, data: { division, kind: named.division.kind } }
}

export function resolveUrl(index: SiteIndex, input: { url: string }): Answer {
  const refused = tooLong('URL', input.url)
  if (refused) return refused
  const landed = landing(index, input.url)
  return 'answer' in landed ? landed.answer : routeAnswer(landed.route, landed.hops)
}

/**
 * Where a URL lands: the page served there, or the page docs.json's redirects lead to (with the
 * redirects followed); else the answer saying where it leads instead (out of the site, to no
 * page) or that nothing is there. resolve_url and get_page both look a URL up here.
 */
function landing(index: SiteIndex, url: string): { route: Route; hops: Hop[] } | { answer: Answer } {
  const path = pathOf(url)
  if (path === undefined) return { answer: failed(`\`${oneLine(url)}\` is not a URL of the site: give a path such as /quickstart, or a full URL.`) }
  const found = index.routeAt(path)
  if (found) return { route: found, hops: [] }
  const hops: Hop[] = []
  let at = path
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const match = index.redirects.match(at)
    if (!match) break
    const to = fillDestination(match.rule.destination, match.values)
    hops.push({ from: at, to, permanent: match.rule.redirect.permanent, ...(match.approximate ? { approximate: true as const } : {}) })
    if (isAbsoluteHref(to)) return { answer: { text: `${hopsMarkdown(hops)}\n\nIt leads out of the site, to ${to}.`, data: { redirects: hops, external: to } } }
    const next = pathOf(to)
    if (next === undefined) break
    const route = index.routeAt(next)
    if (route) return { route, hops }
    at = next
  }
  if (hops.length > 0) return { answer: failed(`${hopsMarkdown(hops)}\n\nNo page is at ${hops.at(-1)!.to}.\n\n${nearMarkdown(index, hops.at(-1)!.to)}`) }
  return { answer: notFound(index, path) }
}

export function listDiagnostics(index: SiteIndex, input: { severity?: 'error' | 'warning' | 'info' }): Answer {
  const { diagnostics, summary } = index.result
  const shown = input.severity === undefined ? diagnostics : diagnostics.filter((diagnostic) => diagnostic.severity === input.severity)
  // As `docsnav check --format json` gives them, paths relative to the project.
  const data = JSON.parse(renderJson(shown, summary)) as Record<string, unknown>
  const counts = `${summary.errors} errors, ${summary.warnings} warnings, ${summary.infos} infos`
  if (shown.length === 0) return { text: `No ${input.severity === undefined ? 'diagnostics' : `${input.severity}s`} (${counts}).`, data }
  return { text: `${shown.map(diagnosticLine).join('\n')}\n\n${counts}`, data }
}

function diagnosticLine(diagnostic: Diagnostic): string {
  const place =
    diagnostic.file === undefined
      ? ''
      : diagnostic.line === undefined
        ? `${diagnostic.file} `
        : `${diagnostic.file}:${diagnostic.line}:${diagnostic.column ?? 1} `
  return `${place}${diagnostic.severity} ${diagnostic.code} ${oneLine(diagnostic.message)}${diagnostic.hint ? ` (${oneLine(diagnostic.hint)})` : ''}`
}

function routeAnswer(route: Route, hops: readonly Hop[]): Answer {
  const file =
    route.source.kind === 'page'
      ? (route.source.file ?? '(no file)')
      : `${route.source.spec} (${route.source.kind === 'openapi' ? `${route.source.method} ${route.source.path}` : `channel ${route.source.channel}`})`
  const lines = [
    ...(hops.length > 0 ? [hopsMarkdown(hops), ''] : []),
    `# ${markdownText(route.title)}`,
    '',
    `- URL: ${route.url}`,
    `- File: ${file}`,
    `- Divisions: ${route.divisions.map((division) => `${markdownText(division.label)} (${division.kind})`).join(' › ') || '(none)'}`,
    `- Breadcrumbs: ${markdownText(breadcrumbOf(route)) || '(none)'}`,
  ]
  if (route.description !== undefined) lines.push(`- Description: ${markdownText(route.description)}`)
  if (route.hidden) lines.push('- Hidden from the navigation')
  if (!route.indexable) lines.push(`- Not indexed by search engines${route.notIndexed === undefined ? '' : ` (${route.notIndexed})`}`)
  return {
    text: lines.join('\n'),
    data: {
      url: route.url,
      title: route.title,
      source: route.source,
      divisions: route.divisions,
      breadcrumbs: route.breadcrumbs,
      ...(hops.length > 0 ? { redirects: hops } : {}),
    },
  }
}

function hopsMarkdown(hops: readonly Hop[]): string {
  return hops
    .map(
      (hop) =>
        `Redirected (${hop.permanent ? '308' : '307'}) from ${hop.from} to ${hop.to}${hop.approximate ? ' (a rule too complex to match exactly; its destination is as written)' : ''}`,
    )
    .join('\n')
}

function notFound(index: SiteIndex, url: string): Answer {
  return failed(`No page is at ${oneLine(url)}, and no redirect leads from it.\n\n${nearMarkdown(index, url)}`)
}

/** The pages nearest to a missing URL: by the words of its path, and by its spelling. */
function nearMarkdown(index: SiteIndex, url: string): string {
  const path = pathOf(url) ?? url
  const words = path
    .split(/[/\-_.]+/)
    .filter((word) => word.length > 1)
    .join(' ')
  const near = new Map<string, Route>()
  const spelled = nearest(
    path,
    index.routes.map((route) => route.url),
  )
  if (spelled !== undefined) near.set(spelled, index.routeAt(spelled)!)
  if (words !== '') for (const hit of index.search(words, { limit: NEAR_PAGES })) near.set(hit.route.url, hit.route)
  if (near.size === 0) return 'No page is near it.'
  return `Pages near it:\n${[...near.values()]
    .slice(0, NEAR_PAGES)
    .map((route) => `- [${markdownText(route.title)}](${markdownDestination(route.url)})`)
    .join('\n')}`
}

function routeOfUrl(index: SiteIndex, url: string): Route | undefined {
  const path = pathOf(url)
  return path === undefined ? undefined : index.routeAt(path)
}

/** A URL's path (`https://docs.example.com/a/b?x#y` → `/a/b`; `a/b` → `/a/b`); undefined for no path of the site. */
function pathOf(url: string): string | undefined {
  const written = url.trim()
  if (written === '') return undefined
  if (isAbsoluteHref(written)) {
    try {
      return new URL(written).pathname
    } catch {
      return undefined
    }
  }
  const path = written.replace(/[?#].*$/s, '')
  return path.startsWith('/') ? path : `/${path}`
}
