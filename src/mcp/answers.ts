import type { Diagnostic } from '../compile/compile.js'
import { markdownDestination, markdownText, oneLine } from '../emit/markdown-text.js'
import { nearest } from '../ir/nearest.js'
import { fillDestination } from '../ir/redirects.js'
import type { Route } from '../ir/site.js'
import { isAbsoluteHref } from '../ir/urls.js'
import { renderJson } from '../present/report.js'
import { type ApiExample, type ApiField, type ApiOperation, apiOperation } from '../integrations/api-reference.js'
import { divisionAt, divisionOfRoute, divisionsMarkdown, navigationMarkdown } from './navigation-markdown.js'
import { breadcrumbOf, type SiteIndex } from './site-index.js'

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

export function searchPages(index: SiteIndex, input: { query: string; limit?: number; language?: string; version?: string }): Answer {
  const query = input.query.trim()
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
  if (results.length === 0) return { text: `No page matches \`${oneLine(query)}\`.`, data: { results } }
  const text = results
    .map(
      (hit, rank) =>
        `${rank + 1}. [${markdownText(hit.title)}](${markdownDestination(hit.url)})${hit.breadcrumb ? ` (${markdownText(hit.breadcrumb)})` : ''}\n   ${markdownText(hit.snippet)}`,
    )
    .join('\n')
  return { text, data: { results } }
}

export function getPage(index: SiteIndex, input: { url?: string; path?: string }): Answer {
  if ((input.url === undefined) === (input.path === undefined))
    return failed('Give either `url` (a page URL, such as /quickstart) or `path` (a page file, such as quickstart.mdx).')
  const route = input.url !== undefined ? routeOfUrl(index, input.url) : index.routeOfFile(input.path!)
  if (!route) return notFound(index, input.url ?? `/${input.path!.replace(/\.mdx?$/, '')}`)
  const front = ['---', `title: ${JSON.stringify(route.title)}`]
  if (route.description !== undefined) front.push(`description: ${JSON.stringify(route.description)}`)
  front.push(`url: ${JSON.stringify(route.url)}`, '---', '')
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
  const path = pathOf(input.url)
  if (path === undefined) return failed(`\`${oneLine(input.url)}\` is not a URL of the site: give a path such as /quickstart, or a full URL.`)
  const found = index.routeAt(path)
  if (found) return routeAnswer(found, [])
  const hops: Array<{ from: string; to: string; permanent: boolean; approximate?: true }> = []
  let at = path
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const match = index.redirects.match(at)
    if (!match) break
    const to = fillDestination(match.rule.destination, match.values)
    hops.push({ from: at, to, permanent: match.rule.redirect.permanent, ...(match.approximate ? { approximate: true as const } : {}) })
    if (isAbsoluteHref(to)) return { text: `${hopsMarkdown(hops)}\n\nIt leads out of the site, to ${to}.`, data: { redirects: hops, external: to } }
    const next = pathOf(to)
    if (next === undefined) break
    const route = index.routeAt(next)
    if (route) return routeAnswer(route, hops)
    at = next
  }
  if (hops.length > 0) return failed(`${hopsMarkdown(hops)}\n\nNo page is at ${hops.at(-1)!.to}.\n\n${nearMarkdown(index, hops.at(-1)!.to)}`)
  return notFound(index, path)
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

function routeAnswer(route: Route, hops: Array<{ from: string; to: string; permanent: boolean }>): Answer {
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

function hopsMarkdown(hops: ReadonlyArray<{ from: string; to: string; permanent: boolean; approximate?: true }>): string {
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

function operationMarkdown(operation: ApiOperation): string {
  const lines = [`\`${operation.method} ${operation.path}\`${operation.deprecated ? ' (deprecated)' : ''}`, '']
  if (operation.summary !== undefined) lines.push(operation.summary, '')
  if (operation.description !== undefined) lines.push(operation.description, '')
  if (operation.codeSamples.length > 0) {
    lines.push('## Request examples', '')
    for (const sample of operation.codeSamples)
      lines.push(...exampleLines({ name: sample.label ?? sample.lang, value: sample.source }, sample.lang.replace(/[^a-z0-9+-]/g, '')))
  }
  if (operation.parameters.length > 0) lines.push('## Parameters', '', ...operation.parameters.map(fieldLine), '')
  if (operation.requestBody) {
    const body = operation.requestBody
    lines.push(
      '## Request body',
      '',
      `${body.required ? 'Required' : 'Optional'}; ${body.contentTypes.join(', ') || 'no content type'}.${body.description ? ` ${body.description}` : ''}`,
      '',
    )
    lines.push(...body.fields.map(fieldLine), '', ...body.examples.flatMap((example) => exampleLines(example)))
  }
  for (const [title, list] of [
    ['Responses', operation.responses],
    ['Messages', operation.messages],
  ] as const) {
    if (list.length === 0) continue
    lines.push(`## ${title}`, '')
    for (const response of list) {
      lines.push(
        `- \`${response.status}\`${response.description ? `: ${oneLine(response.description)}` : ''}${response.contentTypes.length > 0 ? ` (${response.contentTypes.join(', ')})` : ''}`,
      )
      for (const field of response.fields) lines.push(`  ${fieldLine(field)}`)
      for (const example of response.examples) lines.push('', ...exampleLines(example).map((line) => (line === '' ? '' : `  ${line}`)))
    }
    lines.push('')
  }
  return lines.join('\n').trimEnd()
}

/** An example of a body as a fenced code block (fenced past any run of backticks in it), then a blank line. */
function exampleLines(example: ApiExample, language = example.contentType !== undefined && /json/i.test(example.contentType) ? 'json' : ''): string[] {
  const fence = '`'.repeat(Math.max(3, ...[...example.value.matchAll(/`{3,}/g)].map((run) => run[0].length + 1)))
  return [`Example${example.name === undefined ? '' : ` (${oneLine(example.name)})`}:`, '', `${fence}${language}`, ...example.value.split('\n'), fence, '']
}

function fieldLine(field: ApiField): string {
  const facts = [field.in, field.type, field.required ? 'required' : undefined].filter((fact) => fact !== undefined && fact !== '')
  return `- \`${field.name}\` (${facts.join(', ')})${field.description ? `: ${oneLine(field.description)}` : ''}`
}
