import { execFile } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, relative } from 'node:path'
import { promisify } from 'node:util'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { isServedOutput } from '../../src/emit/index.js'

/**
 * What the integrations' browser tests share: building an example with its real generator, serving
 * the built folder on loopback as a static host does, and reading a Starlight page's navigation.
 */

const run = promisify(execFile)

/** No generator phones home from a test (there is no network), nor colours its log. */
const QUIET = { ASTRO_TELEMETRY_DISABLED: '1', NEXT_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', NO_COLOR: '1' }

/**
 * What the test runner adds to `process.env` besides its `VITEST*`: `NODE_ENV=test` and `TEST`, and
 * Vite's `import.meta.env` of the tests (`BASE_URL=/`, `MODE`, `DEV`, `PROD`, `SSR`).
 */
const TEST_RUNNER_ENV = new Set(['NODE_ENV', 'TEST', 'BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR'])

/**
 * The environment a generator runs in: the user's, without what the test runner adds. Vite, under
 * Astro, turns its dev server's live reload off when it sees `VITEST`; `NODE_ENV=test` changes
 * what Astro builds; `BASE_URL=/` took the place of Astro's `base` in Starlight's own links (its
 * favicon and sitemap, at `/favicon.svg` in a site built under `/docs`).
 */
export function generatorEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...QUIET }
  for (const name of Object.keys(env)) if (name.startsWith('VITEST') || TEST_RUNNER_ENV.has(name)) delete env[name]
  return env
}

/** Runs a generator's command line in `cwd` (`node node_modules/astro/astro.js build`), its output kept for the failure message. */
export async function runGenerator(cwd: string, script: string, args: readonly string[], timeoutMs: number): Promise<string> {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(cwd, script), ...args], {
      cwd,
      timeout: timeoutMs,
      // A build that outlives its time is stopped for sure (a generator may wait out SIGTERM), and said with its output.
      killSignal: 'SIGKILL',
      maxBuffer: 64 * 1024 * 1024,
      env: generatorEnv(),
    })
    return `${stdout}${stderr}`
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string }
    throw new Error(`${script} ${args.join(' ')} failed in ${cwd}: ${failed.message}\n${failed.stdout ?? ''}${failed.stderr ?? ''}`)
  }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
}

/**
 * A static host over a built folder: `/a` serves `a/index.html`, else `a.html`, else the file;
 * anything else is the folder's 404.html with a 404. With `base` (Astro's), the folder is served
 * under it, as a host serving a site at `/docs/` does. A browser asks for a page on every visit,
 * and may keep every other file for ten minutes: the folder does not change while it is served.
 */
export async function serveFolder(dir: string, base = '/'): Promise<{ origin: string; close(): Promise<void> }> {
  const prefix = base.replace(/\/+$/, '')
  const server: Server = createServer((request, response) => {
    let path: string
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname)
    } catch {
      path = '/'
    }
    if (prefix !== '') path = path === prefix || path.startsWith(`${prefix}/`) ? path.slice(prefix.length) || '/' : '/\0outside-base'
    const inside = (file: string) => !relative(dir, file).startsWith('..')
    const candidates = [join(dir, path, 'index.html'), join(dir, `${path.replace(/\/+$/, '')}.html`), join(dir, path)]
    const file = candidates.find((candidate) => inside(candidate) && existsSync(candidate) && statSync(candidate).isFile())
    if (file === undefined) {
      response.writeHead(404, { 'content-type': TYPES['.html']! })
      return response.end(existsSync(join(dir, '404.html')) ? readFileSync(join(dir, '404.html')) : 'Not found')
    }
    // A page is asked for on every visit; the rest (scripts, styles, images) a browser may keep, as hosts let it (GitHub Pages: ten minutes).
    const kept = extname(file) === '.html' ? {} : { 'cache-control': 'max-age=600' }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', ...kept })
    response.end(readFileSync(file))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    // Without waiting on the browser's kept-alive connections.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/**
 * The built site in `dir` serves every output of the compile a site serves (`files`: sitemap.xml,
 * robots.txt, the llms files of the site and of each division, each page's Markdown) as the compile
 * made it; the example's quickstart page among them.
 */
export function expectServedOutputs(dir: string, files: Readonly<Record<string, string>>): void {
  const served = Object.keys(files).filter(isServedOutput)
  expect(served).toEqual(expect.arrayContaining(['sitemap.xml', 'robots.txt', 'llms.txt', 'quickstart.md', 'fr/quickstart.md']))
  for (const name of served) expect(readFileSync(join(dir, name), 'utf8'), name).toBe(files[name])
}

/** A sidebar entry as a reader sees it: a link, or a group with its entries. */
export type ShownEntry = { link: string; label: string; current: boolean } | { group: string; entries: ShownEntry[] }

declare const document: { querySelector(selector: string): unknown }

/** Starlight's sidebar on the page, as links and groups in order (its `ul.top-level`). */
export async function starlightSidebar(page: Page): Promise<ShownEntry[]> {
  return page.evaluate(() => {
    type Node = {
      children: ArrayLike<Node>
      tagName: string
      querySelector(selector: string): Node | null
      getAttribute(name: string): string | null
      textContent: string | null
    }
    const read = (list: Node): ShownEntry[] =>
      Array.from(list.children).map((item) => {
        const link = item.querySelector(':scope > a')
        if (link)
          return {
            link: link.getAttribute('href') ?? '',
            label: (link.querySelector(':scope > span')?.textContent ?? '').trim(),
            current: link.getAttribute('aria-current') === 'page',
          }
        return {
          group: (item.querySelector(':scope > details > summary .large')?.textContent ?? '').trim(),
          entries: read(item.querySelector(':scope > details > ul')!),
        }
      })
    const top = document.querySelector('#starlight__sidebar ul.top-level') as Node | null
    return top ? read(top) : []
  })
}

/** A free port on loopback for a dev server the test starts (told the port, as each generator's CLI takes one). */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** The parts of a written API page a generator's page shows, by selector (the operation's HTML is api-reference.ts's, or MkDocs' Markdown). */
export interface ApiPageParts {
  method: string
  path: string
  /** A cell of the parameters' table. */
  cell: string
}

/**
 * A page written by hand whose frontmatter names an operation (routes.json's `source.api`) shows
 * its own body's `text`, then the operation: its method and path, and each of `parameters` in the
 * parameters' table, each on screen when scrolled to (`elementFromPoint`: covered by nothing).
 */
export async function expectWrittenApiPage(
  page: Page,
  route: { url: string; source: { kind: string; api?: unknown } },
  text: string,
  parameters: readonly string[],
  parts: ApiPageParts,
): Promise<void> {
  const api = route.source.api as { kind: string; method: string; path: string } | undefined
  expect(api?.kind, `${route.url} names an operation`).toBe('openapi')
  expect((await page.locator(parts.method).first().textContent())?.trim(), `method on ${route.url}`).toBe(api!.method)
  expect((await page.locator(parts.path).first().textContent())?.trim(), `path on ${route.url}`).toBe(api!.path)
  const shown = (selector: string, hasText: string) =>
    page
      .locator(selector, { hasText })
      .first()
      .evaluate((element: any) => {
        element.scrollIntoView({ block: 'center' })
        const box = element.getBoundingClientRect()
        const at = (globalThis as any).document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return { shown: at !== null && (at === element || element.contains(at)), top: box.top + (globalThis as any).scrollY }
      })
  const body = await shown('p', text)
  expect(body.shown, `the body of ${route.url} on screen`).toBe(true)
  const method = await shown(parts.method, api!.method)
  expect(method.shown, `the method on ${route.url} on screen`).toBe(true)
  expect(body.top, `the body of ${route.url} before its operation`).toBeLessThan(method.top)
  for (const parameter of parameters) expect((await shown(parts.cell, parameter)).shown, `parameter ${parameter} on ${route.url}`).toBe(true)
}
