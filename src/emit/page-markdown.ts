import type { Route, SiteModel } from '../ir/site.js'
import { absoluteUrl } from '../ir/urls.js'
import { pageBodyMarkdown } from '../markdown/page-markdown.js'
import type { PageBodies } from '../markdown/page-bodies.js'
import type { PageContent } from './llms.js'
import { oneLine } from './markdown-text.js'
import { madeWhenRead, type OutputText } from './output-text.js'

/**
 * Each indexable page as Markdown at its URL with `.md` (`/quickstart` -> `quickstart.md`, `/` ->
 * `index.md`: the links llms.txt writes), as Mintlify serves a page with `.md` appended
 * (docs/page-markdown.md): frontmatter with its title and description, then its body as plain
 * Markdown. An API page (OpenAPI, AsyncAPI) gets its operation's method and path, or its
 * channel, and the spec it comes from. Each file is made when it is written, and not kept: a
 * large site's pages are never all held. `bodies`: the pages' Markdown shared with the emit's
 * other outputs (pageBodies), else made here.
 */
export function pageMarkdownOutputs(site: SiteModel, siteUrl: string, content: PageContent, bodies?: PageBodies): Record<string, OutputText> {
  const base = siteUrl.replace(/\/+$/, '')
  const outputs: Record<string, OutputText> = {}
  for (const route of site.routes) {
    if (!route.indexable || (route.source.kind === 'page' && route.source.file === null)) continue
    outputs[markdownFile(route.url)] = madeWhenRead(() => routeMarkdown(route, base, content, bodies)!)
  }
  return outputs
}

/**
 * A route's page as Markdown (frontmatter, then the body) with its links under `base` (the site's
 * URL without a trailing slash); undefined for a route without a page file.
 */
export function routeMarkdown(route: Route, base: string, content: PageContent, bodies: PageBodies = pageBodyMarkdown): string | undefined {
  const source = route.source
  if (source.kind === 'page' && source.file === null) return undefined
  const body = source.kind === 'page' ? pageBody(route, source.file!, base, content, bodies) : apiBody(source, base)
  return body === undefined ? frontmatter(route) : `${frontmatter(route)}\n${body}\n`
}

/** The file of a route's Markdown: its URL without the leading slash, with `.md` (`index.md` for `/`). */
export function markdownFile(url: string): string {
  return `${url === '/' ? 'index' : url.replace(/^\/+/, '').replace(/\/+$/, '')}.md`
}

function pageBody(route: Route, file: string, base: string, content: PageContent, bodies: PageBodies): string | undefined {
  const text = content(file)
  if (text === undefined) return undefined
  const body = bodies(text, { base, url: route.url, file, read: content })
  return body === '' ? undefined : body
}

/** An API page's operation (or channel) and its spec: what the route holds of it. */
function apiBody(source: Exclude<Route['source'], { kind: 'page' }>, base: string): string {
  const spec = /^[a-z][a-z\d+.-]*:/i.test(source.spec) ? source.spec : absoluteUrl(base, `/${source.spec.replace(/^\/+/, '')}`)
  const operation = source.kind === 'openapi' ? `${source.method.toUpperCase()} ${source.path}` : `WEBSOCKET ${source.channel}`
  return `\`\`\`\n${operation}\n\`\`\`\n\nFrom the ${source.kind === 'openapi' ? 'OpenAPI' : 'AsyncAPI'} spec <${spec}>.`
}

/** YAML frontmatter: the title, and the description when there is one, each a double-quoted scalar (JSON's escapes are YAML's). */
function frontmatter(route: Route): string {
  const lines = ['---', `title: ${JSON.stringify(oneLine(route.title))}`]
  if (route.description !== undefined && route.description.trim() !== '') lines.push(`description: ${JSON.stringify(route.description.trim())}`)
  return `${lines.join('\n')}\n---\n`
}
