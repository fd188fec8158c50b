import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { compile } from '../../src/compile/compile.js'
import { SWITCHERS_SLOT } from '../../src/render/index.js'
import { closePages, newPage, previewOf, projectWith, type OpenPreview } from './harness.js'
import { docsJson } from '../helpers/docs-json.js'

/**
 * `build --target html` as a static site generator uses it: a page made of its scope's copy and
 * the route's own parts, with the client script. In Chromium, every page of the example site
 * ends in the state the preview's page (rendered for its route) is in: the same links, the same
 * current page, the same groups open.
 */

declare const document: any

const example = join(import.meta.dirname, '..', '..', 'examples', 'acme')
let preview: OpenPreview
let staticBase: string
let urls: string[]
const servers: Server[] = []

/** Serves a project's `--target html` files as a site generator would put its pages together. */
async function serveStatic(root: string): Promise<{ base: string; urls: string[] }> {
  const result = await compile(root, { outputs: { targets: ['html'] } })
  const files = result.files!
  const scopes = JSON.parse(files['html/scopes.json']!) as Array<{ topBar: string; sidebar: string }>
  const { routes } = JSON.parse(files['html/routes.json']!) as {
    routes: Record<string, { scope: number | null; switchers: string; eyebrow: string; pager: string }>
  }
  // The site generator's part: a page per route from the two files, as docs/render.md shows.
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url!, 'http://127.0.0.1').pathname)
    if (path === '/docsnav.js' || path === '/docsnav.css') {
      response.writeHead(200, { 'content-type': path.endsWith('.js') ? 'text/javascript' : 'text/css' })
      return response.end(files[`html${path}`])
    }
    const route = routes[path]
    if (!route) return response.writeHead(404).end()
    const { topBar = '', sidebar = '' } = route.scope === null ? {} : scopes[route.scope]!
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(
      `<!doctype html><html lang="en"><head><title>t</title><link rel="stylesheet" href="/docsnav.css"></head><body><header>${topBar}</header><aside>${sidebar.replace(SWITCHERS_SLOT, () => route.switchers)}</aside><main>${route.eyebrow}<h1>t</h1>${route.pager}</main><script src="/docsnav.js"></script></body></html>`,
    )
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, urls: Object.keys(routes) }
}

beforeAll(async () => {
  preview = await previewOf(example)
  ;({ base: staticBase, urls } = await serveStatic(example))
})
afterAll(async () => {
  await closePages()
  await preview.close()
  // The browser's kept-alive connections would hold close() open until they time out.
  for (const server of servers) server.closeAllConnections()
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
})

/** What a person sees of the navigation's state. */
const stateOf = (page: Page) =>
  page.evaluate(() => ({
    links: [...document.querySelectorAll('.dn-topbar a, .dn-sidebar a, .dn-breadcrumbs a, .dn-pager a')].map((link: any) => link.getAttribute('href')),
    current: [...document.querySelectorAll('[aria-current]')].map((element: any) => `${element.getAttribute('href')} ${element.getAttribute('aria-current')}`),
    groups: [...document.querySelectorAll('.dn-toggle')].map(
      (button: any) => `${button.getAttribute('aria-expanded')} ${document.getElementById(button.getAttribute('aria-controls')).hidden}`,
    ),
  }))

describe('build --target html in a browser', () => {
  it("gives every page of the example the state of the preview's page for the same route", async (context) => {
    const page = await newPage(context)
    expect(urls.length).toBeGreaterThan(10)
    for (const url of urls) {
      await page.goto(`${preview.url.replace(/\/$/, '')}${url}`)
      const rendered = await stateOf(page)
      await page.goto(`${staticBase}${url}`)
      expect(await stateOf(page), url).toEqual(rendered)
    }
  })

  it('marks a page whose URL the address bar percent-encodes (`café`), and opens its group', async (context) => {
    const root = projectWith(
      docsJson({ name: 'Notes', navigation: { groups: [{ group: 'Top', pages: ['index', { group: 'Releases', pages: ['notes/café'] }] }] } }),
      { index: 'Home', 'notes/café': 'New' },
    )
    const site = await serveStatic(root)
    const page = await newPage(context)
    await page.goto(`${site.base}/notes/café`)
    expect(new URL(page.url()).pathname).toBe('/notes/caf%C3%A9')
    expect(await page.getByRole('link', { name: 'New' }).getAttribute('aria-current')).toBe('page')
    expect(await page.getByRole('button', { name: 'Releases' }).getAttribute('aria-expanded')).toBe('true')
  })
})
