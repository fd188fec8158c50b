import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { CompileResult } from '../compile/compile.js'
import { navigationDocument } from '../emit/navigation.js'
import { routeMarkdown } from '../emit/page-markdown.js'
import { diskHost } from '../files/hosts.js'
import type { Route } from '../ir/site.js'
import type { CompileOptions } from '../compile/options.js'
import { languageTag, textDirection } from '../ir/schema.js'
import { fillDestination, RedirectTable } from '../ir/redirects.js'
import { renderPretty } from '../present/report.js'
import { createProject } from '../project/project.js'
import { clientScript, createRenderer, defaultStyles, escapeHtml, type Renderer, type RenderOptions } from '../render/index.js'
import { watchProject } from '../project/watch.js'
import { previewSearch } from '../search/preview-search.js'

/**
 * `docsnav preview`: every route of the site served on the loopback interface with the rendered
 * navigation around the page's title and description (not its body), the current diagnostics in a
 * panel with their code frames, and live reload: each change to the project's files is compiled
 * through the project kept open, and open pages reload when the compile is done. Each page is also
 * served as Markdown, at its URL with `.md` and to a request that prefers `text/markdown`, as the
 * build writes it (docs/page-markdown.md), its links under the preview's own address.
 */

export interface PreviewOptions {
  /** The port to listen on; 0 picks a free one. */
  port: number
  compile?: CompileOptions
  render?: RenderOptions
  /** Called after each compile, the first included (the tests wait on it). */
  onCompiled?: (result: CompileResult) => void
}

export interface Preview {
  /** `http://127.0.0.1:<port>/` */
  url: string
  /** Stops watching and serving; resolves once both have stopped. */
  close(): Promise<void>
}

/** Languages written right to left, among Mintlify's codes. */

const EVENTS = '/__docsnav/events'
const SCRIPT = '/__docsnav/navigation.js'
const STYLES = '/__docsnav/styles.css'
const RELOAD_WORKER = '/__docsnav/reload-worker.js'

/**
 * Live reload through one connection per browser, shared by its tabs (a shared worker): a
 * connection per tab would reach the browser's six per host, and the seventh tab would not load.
 * The worker passes on the number of each compile; a page whose own number differs reloads.
 */
const RELOAD_WORKER_SCRIPT = `var ports = [], last = null;
new EventSource('${EVENTS}').onmessage = function (event) { last = event.data; ports.forEach(function (port) { port.postMessage(last); }); };
onconnect = function (event) { var port = event.ports[0]; ports.push(port); if (last !== null) port.postMessage(last); port.start(); };
`
/** The page's side: the shared worker where the browser has one, else a connection of its own. */
const RELOAD_SCRIPT = `(function () {
  function check(version) { if (version !== document.documentElement.dataset.docsnavVersion) location.reload(); }
  if (window.SharedWorker) { var worker = new SharedWorker('${RELOAD_WORKER}'); worker.port.onmessage = function (event) { check(event.data); }; worker.port.start(); }
  else new EventSource('${EVENTS}').onmessage = function (event) { check(event.data); };
})();`

/** On a phone, what shows and hides the sidebar (the styles hide both the button and the sidebar's need of it on a wider screen). */
const MENU_BUTTON = `<button class="menu-button" type="button" aria-expanded="false" aria-controls="sidebar" onclick="var open = document.getElementById('sidebar').classList.toggle('open'); this.setAttribute('aria-expanded', String(open))">Menu</button>`

/** The preview's own layout around the renderer's parts. */
const LAYOUT_STYLES = `
body { margin: 0; font: 16px/1.6 system-ui, sans-serif; color: #1f2328; background: #fff; }
.skip { position: absolute; left: -9999px; } .skip:focus { left: 8px; top: 8px; background: #fff; padding: 4px 8px; z-index: 20; }
header { display: flex; align-items: center; gap: 24px; padding: 8px 24px; border-bottom: 1px solid #d0d7de; }
.site-name { font-weight: 700; }
.layout { display: grid; grid-template-columns: 280px minmax(0, 1fr); gap: 32px; padding: 0 24px; }
aside { padding: 16px 0; border-right: 1px solid #d0d7de; padding-right: 16px; }
main { padding: 24px 0 48px; max-width: 760px; }
.menu-button { display: none; font: inherit; color: inherit; background: #fff; border: 1px solid #d0d7de; border-radius: 6px; padding: 4px 10px; cursor: pointer; }
h1 { margin: 8px 0; font-size: 32px; line-height: 1.25; }
.description { color: #57606a; font-size: 18px; }
.note { padding: 8px 12px; background: #fff8c5; color: #3b2300; border-radius: 6px; }
.dn-endpoint { display: flex; gap: 8px; align-items: center; }
.dn-endpoint code { font-size: 15px; }
.diagnostics { margin: 0 24px 24px; border: 1px solid #d0d7de; border-radius: 8px; }
.diagnostics summary { padding: 8px 12px; cursor: pointer; font-weight: 600; }
.diagnostics pre { margin: 0; padding: 12px; overflow: auto; background: #f6f8fa; font-size: 13px; }
.preview-settings { color: #57606a; font-size: 13px; }
/* A phone: the sidebar behind the Menu button, above the page; the top bar's tabs wrap. */
@media (max-width: 800px) {
  header { flex-wrap: wrap; gap: 8px 16px; padding: 8px 16px; }
  .menu-button { display: inline-block; margin-left: auto; }
  header .dn-topbar { order: 3; flex-basis: 100%; }
  .docsnav-search { flex-basis: 100%; max-width: none; order: 4; }
  .layout { grid-template-columns: minmax(0, 1fr); gap: 0; padding: 0 16px; }
  aside { border-right: 0; padding-right: 0; border-bottom: 1px solid #d0d7de; }
  aside:not(.open) { display: none; }
  h1 { font-size: 26px; overflow-wrap: anywhere; }
  .diagnostics { margin: 0 16px 16px; }
}
`

/** What the preview serves from: the last compile, its renderer, and what went wrong beside it. */
interface State {
  result: CompileResult
  /** The renderer of this compile, or of the last one that had pages when this one has none (`stale`). */
  renderer: Renderer | undefined
  stale: boolean
  redirects: RedirectTable
  version: number
  /** A failure of docsnav's own in making the renderer, or of the watcher: shown on every page. */
  problems: string[]
}

export async function startPreview(root: string, options: PreviewOptions): Promise<Preview> {
  const project = createProject(root, options.compile)
  // Page files for their Markdown, read when asked for (as they are on disk: the compile has just seen them).
  const files = diskHost(root)
  const content = (file: string) => {
    const read = files.read(file)
    return read.ok ? read.text : undefined
  }
  const search = previewSearch(content)
  let state: State | undefined
  // A set: a watcher that fails again and again says so once.
  const watchProblems = new Set<string>()
  const listeners = new Set<ServerResponse>()
  let version = 0
  let port = 0
  // The loopback names, with the port once it is known.
  let hosts: ReadonlySet<string> = new Set()
  const stop = new AbortController()
  let firstCompile!: () => void
  const compiled = new Promise<void>((resolve) => (firstCompile = resolve))
  const watching = watchProject(
    project,
    (result) => {
      const problems = [...watchProblems]
      let renderer: Renderer | undefined
      try {
        renderer = rendererOf(result, options.render)
      } catch (error) {
        problems.push(`docsnav failed to render this site's navigation (a bug; please report it): ${error instanceof Error ? error.message : String(error)}`)
      }
      // A docs.json broken while editing keeps the last navigation on screen, under its errors.
      const stale = renderer === undefined && state?.renderer !== undefined
      if (stale) {
        renderer = state!.renderer
        problems.push('This compile gives no pages (see the diagnostics below): the navigation shown is the last one that had pages.')
      }
      state = { result, renderer, stale, redirects: new RedirectTable(result.tree.redirects, undefined), version: ++version, problems }
      void search.update(result)
      for (const listener of listeners) listener.write(`data: ${version}\n\n`)
      options.onCompiled?.(result)
      firstCompile()
    },
    stop.signal,
    [],
    (error) => watchProblems.add(`Watching the project failed, so changes may not show: ${error.message}`),
  )
  // A watcher that fails to start must not leave the server waiting for a first compile for ever.
  watching.catch((error: unknown) => {
    watchProblems.add(`Watching the project failed: ${error instanceof Error ? error.message : String(error)}`)
    firstCompile()
  })

  const server = createServer((request, response) => {
    void compiled
      .then(() => handle(request, response))
      .catch((error: unknown) => {
        // A fault of docsnav's own answers this request, and the server goes on.
        if (!response.headersSent) send(response, 500, 'text/plain', `docsnav preview failed: ${error instanceof Error ? error.message : String(error)}\n`)
        else response.end()
      })
  })
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    // Only the loopback names: a page elsewhere that rebinds its own name to 127.0.0.1 cannot read the preview.
    if (!hosts.has(request.headers.host ?? '')) {
      return send(response, 421, 'text/plain', 'docsnav preview answers only at 127.0.0.1 and localhost\n')
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return send(response, 405, 'text/plain', 'GET only\n')
    const raw = (request.url ?? '/').replace(/[?#].*$/s, '')
    if (raw === SCRIPT) return send(response, 200, 'text/javascript', clientScript)
    if (raw === RELOAD_WORKER) return send(response, 200, 'text/javascript', RELOAD_WORKER_SCRIPT)
    if (raw === STYLES) return send(response, 200, 'text/css', defaultStyles + LAYOUT_STYLES)
    if (search.serve(raw, response)) return
    if (raw === EVENTS) {
      if (request.method === 'HEAD') return send(response, 200, 'text/event-stream', '')
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' })
      response.write(`data: ${state?.version ?? 0}\n\n`)
      listeners.add(response)
      request.on('close', () => listeners.delete(response))
      return
    }
    if (!state) return send(response, 503, 'text/plain', 'docsnav preview is stopping\n')
    // A page as Markdown: `/quickstart.md` (`/index.md` for `/`), or `/quickstart` asked for as `text/markdown`.
    const markdownPath = raw.endsWith('.md') ? (raw === '/index.md' ? '/' : raw.slice(0, -'.md'.length)) : undefined
    const wantsMarkdown = markdownPath === undefined && prefersMarkdown(request.headers.accept)
    const markdownRoute = state.renderer?.route(markdownPath ?? raw)
    if (markdownRoute && (markdownPath !== undefined || wantsMarkdown)) {
      const markdown = routeMarkdown(markdownRoute, `http://${request.headers.host}`, content)
      if (markdown !== undefined) return send(response, 200, 'text/markdown', markdown, { vary: 'Accept' })
    }
    // Pages first, then docs.json's redirects, as on Mintlify.
    if (!state.renderer?.route(raw)) {
      const redirect = state.redirects.match(raw)
      if (redirect && !redirect.approximate) {
        const location = fillDestination(redirect.rule.destination, redirect.values)
        response.writeHead(redirect.rule.redirect.permanent ? 308 : 307, { location, 'cache-control': 'no-store' })
        return response.end()
      }
      // A site without an `index` page: `/` leads to its first page, as on Mintlify.
      const home = state.renderer?.home
      if (raw === '/' && home !== undefined && home !== '/') {
        response.writeHead(307, { location: home, 'cache-control': 'no-store' })
        return response.end()
      }
    }
    const { status, html } = page(state, raw, search.box)
    send(response, status, 'text/html', html, { vary: 'Accept' })
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => resolve())
  }).catch(async (error) => {
    stop.abort()
    await watching.catch(() => {})
    throw error
  })
  port = (server.address() as AddressInfo).port
  hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`])
  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      stop.abort()
      for (const listener of listeners) listener.end()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await watching.catch(() => {})
      await search.close()
    },
  }
}

function rendererOf(result: CompileResult, options: RenderOptions | undefined): Renderer | undefined {
  const site = result.site
  if (!site || site.routes.length === 0) return undefined
  return createRenderer({ navigation: navigationDocument(result.tree, site), routes: site.routes }, options)
}

function send(response: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers })
  response.end(response.req.method === 'HEAD' ? undefined : body)
}

/**
 * Whether an `Accept` header ranks `text/markdown` (or `text/plain`) above `text/html` (by quality, then by the more
 * specific range: `text/*` and `*\/*` count for both). A browser's header names HTML and not Markdown.
 */
export function prefersMarkdown(accept: string | undefined): boolean {
  if (accept === undefined) return false
  const ranges = accept.split(',').map((part) => {
    const [range = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase())
    const quality = parameters.find((parameter) => parameter.startsWith('q='))
    const q = quality === undefined ? 1 : Number(quality.slice(2))
    return { range, q: Number.isFinite(q) ? q : 0 }
  })
  const qualityOf = (type: string) => {
    const match = ranges.find(({ range }) => range === type) ?? ranges.find(({ range }) => range === 'text/*') ?? ranges.find(({ range }) => range === '*/*')
    return match?.q ?? 0
  }
  // `text/plain` too, as Mintlify answers it.
  const markdown = Math.max(qualityOf('text/markdown'), qualityOf('text/plain'))
  return markdown > 0 && markdown > qualityOf('text/html')
}

/** A route's page: the navigation around its title and description; a 404 page with the site's default navigation for any other path. */
function page(state: State, path: string, searchBox: (language: string | undefined) => string): { status: number; html: string } {
  const { result, renderer } = state
  const route = renderer?.route(path)
  const parts = renderer?.render(path)
  const name =
    typeof (result.tree.document as { name?: unknown } | undefined)?.name === 'string' ? (result.tree.document as { name: string }).name : 'docsnav preview'
  // A docs.json that cannot be read, or gives no page at all: that, not the path, is what to say.
  const unread = result.tree.document === undefined
  const title = route ? route.title : !renderer ? (unread ? 'docs.json could not be read' : 'The site has no pages') : 'Not found'
  const content = route
    ? routeContent(route)
    : `<p>${!renderer ? 'The diagnostics below say why.' : `No page of this site is at <code>${escapeHtml(path)}</code>.`}</p>`
  const drilldown =
    renderer && !state.stale
      ? `<p class="preview-settings">Groups ${renderer.drilldown ? 'drill down (selecting one opens its first page)' : 'toggle when selected'}${result.tree.settings.drilldown === undefined ? ' (interaction.drilldown is unset: the renderer’s default)' : ''}.</p>`
      : ''
  const problems = state.problems.map((problem) => `<p class="note" role="alert">${escapeHtml(problem)}</p>`).join('')
  const html = `<!doctype html>
<html lang="${escapeHtml(languageTag(route?.language ?? 'en'))}"${textDirection(route?.language ?? 'en') === 'rtl' ? ' dir="rtl"' : ''} data-docsnav-version="${state.version}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · ${escapeHtml(name)}</title><link rel="icon" href="data:,"><link rel="stylesheet" href="${STYLES}"></head>
<body><a class="skip" href="#content">Skip to content</a>
<header><span class="site-name">${escapeHtml(name)}</span>${parts?.sidebar ? MENU_BUTTON : ''}${parts?.topBar ?? ''}${searchBox(route?.language)}</header>
<div class="layout"><aside id="sidebar">${parts?.sidebar ?? ''}</aside>
<main id="content">${problems}${parts?.eyebrow ?? ''}<h1>${escapeHtml(title)}</h1>${content}${parts?.pager ?? ''}${drilldown}</main></div>
${diagnosticsPanel(result)}
<script src="${SCRIPT}"></script>
<script>${RELOAD_SCRIPT}</script>
</body></html>
`
  return { status: route || !renderer ? 200 : 404, html }
}

function routeContent(route: Route): string {
  let html = route.description !== undefined ? `<p class="description">${escapeHtml(route.description)}</p>` : ''
  // A page written for an operation (frontmatter `openapi`, `asyncapi`) shows it as a generated page does.
  const source = route.source.kind === 'page' ? (route.source.api ?? route.source) : route.source
  if (source.kind === 'openapi')
    html += `<p class="dn-endpoint"><span class="dn-method dn-method-${escapeHtml(source.method.toLowerCase())}">${escapeHtml(source.method.toUpperCase())}</span> <code>${escapeHtml(source.path)}</code></p>`
  else if (source.kind === 'asyncapi') html += `<p class="dn-endpoint"><span class="dn-method">WEBSOCKET</span> <code>${escapeHtml(source.channel)}</code></p>`
  if (route.listed === false) html += '<p class="note">No navigation lists this page: it is served at its URL, with the site’s first sidebar around it.</p>'
  else if (route.hidden) html += '<p class="note">Hidden: this page is reachable by its URL and not listed in the sidebar.</p>'
  return html
}

function diagnosticsPanel(result: CompileResult): string {
  const { errors, warnings } = result.summary
  if (result.diagnostics.length === 0) return ''
  const text = renderPretty(result.diagnostics, result.summary, { color: false, sources: result.sources })
  // A landmark of its own, and a scrollable code frame that the keyboard can reach and scroll.
  return `<section class="diagnostics" aria-label="Diagnostics"><details${errors > 0 ? ' open' : ''}><summary>${errors} ${errors === 1 ? 'error' : 'errors'}, ${warnings} ${warnings === 1 ? 'warning' : 'warnings'}</summary><pre tabindex="0">${escapeHtml(text)}</pre></details></section>`
}
