import { existsSync, mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import type { TestContext } from 'vitest'
import type { CompileResult } from '../../src/compile/compile.js'
import { startPreview, type Preview, type PreviewOptions } from '../../src/preview/server.js'
import { requires } from '../helpers/requirements.js'

/**
 * The browser tests' set-up: Debian's Chromium (installed by the test set-up, generators/install.mjs;
 * never downloaded) driven by playwright-core, on a preview of a project made for the test. The
 * pages may reach the preview alone: every other request is refused.
 */

const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path))

/**
 * Chromium itself sends nothing beyond loopback: every other request goes to a proxy that is not
 * there (the discard port of 127.0.0.1, which nothing here serves) and fails at once, an address
 * given by number included, while Chromium never sends loopback through a proxy. Blocked in the
 * browser, a page needs no `page.route` for it, which would send each request through the test
 * and turn the page's HTTP cache off ({@link sitePage}).
 */
const LOOPBACK_ONLY = ['--proxy-server=http://127.0.0.1:9']

/**
 * One browser per test worker, for every file the worker runs (the slow files share a worker's
 * modules, test/helpers/suites.ts): a launch is about a second of CPU, and some thirty files each
 * launched their own. Playwright closes it as the worker's process exits.
 */
let browser: Promise<Browser> | undefined

/** The shared browser, launched again if it is gone; skips the test (fails it in CI) when Chromium is missing. */
export async function browserFor(context: TestContext): Promise<Browser> {
  requires(context, CHROMIUM !== undefined, 'Chromium is not installed (sudo apt-get install chromium)')
  const checked = browser
  // Only the one found gone is forgotten: a test beside this one may have launched the next already.
  if (checked !== undefined && !(await checked.then((open) => open.isConnected()).catch(() => false)) && browser === checked) browser = undefined
  // As root (CI containers), Chromium's sandbox cannot start.
  browser ??= chromium.launch({ executablePath: CHROMIUM, args: [...LOOPBACK_ONLY, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])] })
  return browser
}

/** Closes the pages a file opened (each page is a context of its own), leaving the browser to the worker's next file. */
export async function closePages(): Promise<void> {
  const open = await browser?.catch(() => undefined)
  if (open?.isConnected()) await Promise.all(open.contexts().map((context) => context.close()))
}

/**
 * A new page that can reach 127.0.0.1 only, and without an HTTP cache (a route turns it off): each
 * request reaches the server, as a preview's or a dev server's pages, whose files change under the
 * page, need.
 */
export async function newPage(context: TestContext): Promise<Page> {
  const page = await (await browserFor(context)).newPage()
  await page.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort()))
  return page
}

/**
 * A new page for a built site that does not change while it is read (`serveFolder`): loopback
 * only, as every page is (the browser's own block), and with the HTTP cache a reader's browser
 * has, so that a site's scripts and styles are fetched and compiled once, not on every page.
 */
export async function sitePage(context: TestContext, viewport?: { width: number; height: number }): Promise<Page> {
  return (await browserFor(context)).newPage(viewport ? { viewport } : {})
}

/** What `read` finds on the page once it has loaded; read again when a dev server's reload of the page cuts the reading short. */
export async function readAcrossReloads<T>(page: Page, read: (page: Page) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.waitForLoadState('load')
      return await read(page)
    } catch (error) {
      if (attempt === 20) throw error
      await page.waitForTimeout(100)
    }
  }
}

/**
 * Opens `from` on `origin` and waits until the page has landed on `to` (a trailing slash aside).
 * The whole URL is compared: a pattern such as `/quickstart$/` also matches the redirect page
 * `/docs/quickstart` itself, so the wait returned at once and the page's own redirect, a
 * `<meta http-equiv="refresh">` of no delay, then cut the test's next visit short.
 */
export async function expectRedirect(page: Page, origin: string, from: string, to: string): Promise<void> {
  const landed = `${origin}${to.replace(/\/$/, '')}`
  await page.goto(`${origin}${from}`)
  await page.waitForURL((url) => url.href.replace(/\/$/, '') === landed)
}

/** A project folder with these files (docs.json as an object is written as JSON); a page path without extension gets an `.mdx` titled after it. */
export function projectWith(docs: object, pages: Record<string, string> | readonly string[], extra: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'docsnav-browser-'))
  writeFileSync(join(root, 'docs.json'), JSON.stringify(docs, null, 2))
  const entries = Array.isArray(pages) ? pages.map((path) => [path, titleOf(path)] as const) : Object.entries(pages)
  for (const [path, title] of entries) write(root, `${path}.mdx`, `---\ntitle: ${title}\n---\n\n# ${title}\n`)
  for (const [path, text] of Object.entries(extra)) write(root, path, text)
  return root
}

export function write(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}

/** `closed/a` → `Closed a`. */
function titleOf(path: string): string {
  const words = path.replace(/\/index$/, '').replace(/[/-]/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export interface OpenPreview extends Preview {
  /** Resolves with the next compile's result (after a change). */
  nextCompile(): Promise<CompileResult>
}

/** Serves a project on a free port, waiting for its first compile. */
export async function previewOf(root: string, options: Omit<PreviewOptions, 'port' | 'onCompiled'> = {}): Promise<OpenPreview> {
  let waiting: Array<(result: CompileResult) => void> = []
  const preview = await startPreview(root, {
    ...options,
    port: 0,
    onCompiled: (result) => {
      const waiters = waiting
      waiting = []
      for (const resolve of waiters) resolve(result)
    },
  })
  return { ...preview, nextCompile: () => new Promise((resolve) => waiting.push(resolve)) }
}
