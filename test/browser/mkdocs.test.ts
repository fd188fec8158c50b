import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest'
import type { Route } from '../../src/ir/site.js'
import { apiOperation } from '../../src/integrations/api-reference.js'
import { openDocsSite } from '../../src/integrations/open-site.js'
import type { Renderer } from '../../src/render/index.js'
import { timeoutFor } from '../helpers/timeouts.js'
import { requires } from '../helpers/requirements.js'
import { serveFolder } from './built-site.js'
import { closePages, sitePage } from './harness.js'
import {
  type Entry,
  expectBar,
  expectedSidebar,
  expectWrittenApiPageShown,
  materialSidebar,
  MKDOCS_MISSING,
  mkdocsInstalled,
  mkdocsPaths,
  run,
} from './mkdocs-checks.js'

/**
 * examples/mkdocs built as its package.json builds it — `docsnav mkdocs docs`, then the real
 * `mkdocs build --strict` with Material and mkdocs-redirects — served as a static host serves it,
 * and read in Chromium: on every page, Material's sidebar is the page's division in docsnav's
 * navigation (drawn as Material draws it: mkdocs-checks.ts), the current page marked, the tab bar
 * and switchers lead where docsnav's frame and routes.json's `switchTargets` say; the components,
 * API operations and redirects are shown as docs/integrations/mkdocs.md says.
 */

const example = join(import.meta.dirname, '..', '..', 'examples', 'mkdocs')
const docs = join(example, 'docs')
const docsnavCli = join(import.meta.dirname, '..', '..', 'bin', 'docsnav.js')

let host: Awaited<ReturnType<typeof serveFolder>>
let routes: Route[]
let renderer: Renderer
let paths: Map<string, string>
let page: Page
let docsnavLog: string
let siteDir: string

async function visit(context: TestContext, path: string) {
  requires(context, mkdocsInstalled, MKDOCS_MISSING)
  page ??= await sitePage(context)
  await page.setViewportSize({ width: 1400, height: 900 })
  return page.goto(`${host.origin}${path}`)
}

const textsOf = async (selector: string) => (await page.locator(selector).allTextContents()).map((text) => text.trim())

describe('examples/mkdocs, built by docsnav mkdocs and MkDocs with Material', () => {
  beforeAll(
    async () => {
      // Without MkDocs, each test says so (requires): nothing to build.
      if (!mkdocsInstalled) return
      const generate = await run(process.execPath, [docsnavCli, 'mkdocs', 'docs'], example, timeoutFor(1, 10_000))
      docsnavLog = generate.output
      expect(generate.code, docsnavLog).toBe(0)
      siteDir = mkdtempSync(join(tmpdir(), 'docsnav-mkdocs-site-'))
      const build = await run('mkdocs', ['build', '--strict', '--site-dir', siteDir], example, timeoutFor(1, 10_000))
      expect(build.code, build.output).toBe(0)
      const site = await openDocsSite(docs).current()
      expect(site.result.summary.errors).toBe(0)
      routes = site.routes
      renderer = site.renderer
      paths = mkdocsPaths(routes)
      host = await serveFolder(siteDir)
    },
    timeoutFor(1, 20_000),
  )

  afterAll(async () => {
    await host?.close()
    await closePages()
    if (siteDir) rmSync(siteDir, { recursive: true, force: true })
  })

  it(
    "shows every route with its division's sidebar (a hidden page's too), the current page, the tab bar and the switchers",
    async (context) => {
      const shown = routes.filter((route) => paths.has(route.url))
      expect(shown.length).toBeGreaterThan(14)
      expect(shown.some((route) => route.hidden)).toBe(true)
      for (const route of shown) {
        const response = await visit(context, paths.get(route.url)!)
        expect(response?.status(), route.url).toBe(200)
        expect(await materialSidebar(page), `sidebar of ${route.url}`).toEqual(expectedSidebar(route, renderer, paths))
        await expectBar(page, route, renderer, paths)
        // The page's own title is its heading (not the sidebar's label).
        expect((await textsOf('article h1'))[0]?.replace(/¶$/, ''), route.url).toBe(route.title.trim())
      }
    },
    timeoutFor(20, 1_000),
  )

  it('marks the current page once in the sidebar, and holds a group root as its section link', async (context) => {
    await visit(context, '/installation/')
    const sidebar = await materialSidebar(page)
    const current = (entries: Entry[]): Entry[] =>
      entries.flatMap((entry) => [...(entry.current ? [entry] : []), ...('entries' in entry ? current(entry.entries) : [])])
    expect(current(sidebar)).toEqual([expect.objectContaining({ group: 'Installation', link: '/installation/' })])
  })

  it('lists an index page that is no group root under its own title, not as its section', async (context) => {
    // The home (index.mdx) is an ordinary page of its group: Material's navigation.indexes took it as the section's link.
    const home = routes.find((route) => route.url === '/')!
    await visit(context, '/')
    const sidebar = await materialSidebar(page)
    const group = sidebar.find((entry) => 'entries' in entry && entry.entries.some((child) => 'link' in child && child.link === '/'))
    expect(group).toMatchObject({ entries: expect.arrayContaining([{ link: '/', label: home.title, current: true }]) })
    expect(group && 'link' in group ? group.link : undefined).toBeUndefined()
  })

  it("shows a hidden page with its division's sidebar", async (context) => {
    const hidden = routes.find((route) => route.hidden)!
    await visit(context, paths.get(hidden.url)!)
    expect(await materialSidebar(page)).toEqual(expectedSidebar(hidden, renderer, paths))
    expect((await materialSidebar(page)).length).toBeGreaterThan(0)
  })

  it('leads each switcher entry to a page that is there', async (context) => {
    const targets = new Set<string>()
    for (const route of routes)
      for (const kind of ['versions', 'languages'] as const) for (const url of Object.values(route.switchTargets?.[kind] ?? {})) targets.add(url)
    expect(targets.size).toBeGreaterThan(2)
    for (const url of targets) {
      const response = await visit(context, paths.get(renderer.route(url)!.url)!)
      expect(response?.status(), url).toBe(200)
    }
  })

  it("shows Mintlify's components as Material's admonitions, content tabs, details and lists", async (context) => {
    await visit(context, '/components/callouts/')
    for (const [type, text] of [
      ['note', 'A note callout.'],
      ['tip', 'A tip callout.'],
      ['info', 'An info callout.'],
      ['warning', 'A warning callout.'],
      ['success', 'A check callout.'],
      ['danger', 'A danger callout.'],
    ])
      expect(await page.locator(`.admonition.${type}`).first().textContent()).toContain(text)
    expect(await page.locator('abbr[title="Continuous integration"]').textContent()).toBe('CI')
    expect(await page.getByText('A diagram MkDocs cannot draw.').isVisible()).toBe(true)
    // The Mermaid chart as its source; the icon from the example's @fortawesome/fontawesome-free.
    expect(await page.locator('code').getByText('graph TD; A-->B').isVisible()).toBe(true)
    expect(await page.locator('.docsnav-icon svg').first().isVisible()).toBe(true)

    await visit(context, '/installation/cli/')
    expect(await textsOf('.tabbed-set .tabbed-labels label')).toEqual(['macOS', 'Linux'])
    expect(await page.getByText('Install with Homebrew').isVisible()).toBe(true)
    expect(await page.getByText('Download the binary').isVisible()).toBe(false)
    await page.locator('.tabbed-labels label', { hasText: 'Linux' }).click()
    expect(await page.getByText('Download the binary').isVisible()).toBe(true)

    await visit(context, '/quickstart/')
    expect(await textsOf('article ol > li > p > strong')).toEqual(['Install the CLI', 'Log in', 'Deploy'])
    expect(await textsOf('.tabbed-set .tabbed-labels label')).toEqual(['npm', 'Homebrew'])
    expect(await page.getByText('npm install -g @acme/cli').isVisible()).toBe(true)
    expect(new URL(await page.locator('article a', { hasText: 'Installation' }).evaluate((a) => (a as unknown as { href: string }).href)).pathname).toBe(
      '/installation/',
    )

    await visit(context, '/components/layout/')
    expect(await page.locator('.docsnav-columns .admonition.docsnav-card').count()).toBe(2)
    expect(await textsOf('details > summary')).toEqual(['What regions are there?', 'Can I pin a region?'])
    expect(await page.locator('.admonition.info .admonition-title').textContent()).toContain('2026-11-01')

    await visit(context, '/components/reference/')
    expect(await textsOf('article dl > dt > code')).toEqual(['projectId', 'status'])
    expect(await textsOf('details > summary')).toEqual(['status values'])
    expect(await page.locator('.admonition.tip').textContent()).toContain('This tip comes from a snippet')

    await visit(context, '/installation/docker/')
    expect(await page.locator('article img').evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0)
    expect(await page.getByText('The CLI in a container').isVisible()).toBe(true)
    expect(await textsOf('.highlight .filename')).toEqual(['run.sh'])

    await visit(context, '/')
    const cards = await page.locator('.docsnav-card a').evaluateAll((links) => links.map((a) => new URL((a as unknown as { href: string }).href).pathname))
    expect(cards).toEqual(['/quickstart/', '/api-reference/introduction/'])
  })

  it('shows each API page with its method, path, parameters and responses from the spec', async (context) => {
    const api = routes.filter((route) => route.source.kind === 'openapi')
    expect(api.length).toBe(3)
    for (const route of api) {
      const operation = apiOperation(docs, route.source)!
      await visit(context, paths.get(route.url)!)
      expect(await page.locator('.docsnav-api-method').textContent()).toBe(operation.method)
      expect(await page.locator('.docsnav-api-endpoint code').textContent()).toBe(operation.path)
      const names = await textsOf('article table tbody tr td:first-child code')
      for (const field of [...operation.parameters, ...(operation.requestBody?.fields ?? []), ...operation.responses.flatMap((response) => response.fields)])
        expect(names, route.url).toContain(field.name)
      expect(
        (await textsOf('article h3')).map((text) => text.replace(/¶$/, '')),
        route.url,
      ).toEqual(operation.responses.map((response) => response.status))
    }
    // A page written by hand whose frontmatter names an operation: its text, then the operation.
    const written = routes.find((route) => route.source.kind === 'page' && route.source.api !== undefined)!
    await visit(context, paths.get(written.url)!)
    await expectWrittenApiPageShown(page, written)
  })

  it('answers docs.json redirects, serves the hidden page outside the navigation', async (context) => {
    await visit(context, '/getting-started/')
    await page.waitForURL(`${host.origin}/quickstart/`)
    // `/docs/:slug*` is written as a redirect from each path of it that leads to a page.
    await visit(context, '/docs/quickstart/')
    await page.waitForURL(`${host.origin}/quickstart/`)
    const hidden = routes.find((route) => route.hidden)!
    expect((await visit(context, paths.get(hidden.url)!))?.status()).toBe(200)
    const everyLink = new Set<string>()
    for (const route of routes.filter((route) => route.listed !== false && !route.hidden))
      for (const entry of expectedSidebar(route, renderer, paths).flatMap(function all(entry: Entry): Entry[] {
        return 'entries' in entry ? [entry, ...entry.entries.flatMap(all)] : [entry]
      }))
        if (entry.link) everyLink.add(entry.link)
    expect(everyLink).not.toContain(paths.get(hidden.url))
  })

  it('says what each page loses at its file:line:column, and what the nav and redirects cannot hold', (context) => {
    requires(context, mkdocsInstalled, MKDOCS_MISSING)
    const callouts = readFileSync(join(docs, 'components', 'callouts.mdx'), 'utf8').split('\n')
    const at = (name: string) => {
      const line = callouts.findIndex((text) => text.includes(`<${name}`))
      return `docs/components/callouts.mdx:${line + 1}:${callouts[line]!.indexOf(`<${name}`) + 1} <${name}>`
    }
    expect(docsnavLog).toContain(`${at('Mermaid')} Material draws Mermaid only with its mermaid.js set up`)
    // Drawn from the icon package the example installs: nothing lost.
    expect(docsnavLog).not.toContain(at('Icon'))
    expect(docsnavLog).not.toContain('redirects:')
  })
})
