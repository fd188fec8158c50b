import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest'
import { compile } from '../../src/compile/compile.js'
import type { Route } from '../../src/ir/site.js'
import { createRenderer, type Renderer } from '../../src/render/index.js'
import { timeoutFor } from '../helpers/timeouts.js'
import { runGenerator, serveFolder, expectServedOutputs } from './built-site.js'
import { docusaurusSidebar, expectDocusaurusFrame, expectWrittenApiPageShown } from './docusaurus-checks.js'
import { closePages, expectRedirect, sitePage } from './harness.js'

/**
 * examples/docusaurus built with the real Docusaurus (installed by the test set-up from the
 * example's own lockfile), served as a static host serves it, and read in Chromium: on every page,
 * Docusaurus's sidebar is the page's division of docsnav's navigation (links, labels, order, the
 * current page), the navbar has docsnav's tabs and switchers leading where routes.json's
 * `switchTargets` say, prev/next are docsnav's; the components, API pages and redirects are there.
 */

const example = join(import.meta.dirname, '..', '..', 'examples', 'docusaurus')
const docs = join(example, 'docs')
const SITE_URL = 'https://docs.acme.example.com'
const DOCUSAURUS = 'node_modules/@docusaurus/core/bin/docusaurus.mjs'

let host: Awaited<ReturnType<typeof serveFolder>>
let routes: Route[]
let renderer: Renderer
let files: Record<string, string>
let page: Page
let buildLog: string

async function visitIn(context: TestContext, url: string) {
  page ??= await sitePage(context)
  return page.goto(`${host.origin}${url}`)
}

const visible = (text: string) => page.getByText(text).first().isVisible()
const texts = async (selector: string) => (await page.locator(selector).allTextContents()).map((text) => text.trim())

describe('examples/docusaurus, built by Docusaurus', () => {
  beforeAll(
    async () => {
      if (!existsSync(join(example, DOCUSAURUS))) throw new Error('examples/docusaurus is not installed: the test set-up (generators/install.mjs) installs it')
      // Unminified: minifying costs a third of the build and changes nothing a reader sees.
      buildLog = await runGenerator(example, DOCUSAURUS, ['build', '--no-minify'], timeoutFor(1, 90_000))
      const result = await compile(docs, { outputs: { siteUrl: SITE_URL } })
      expect(result.summary.errors).toBe(0)
      files = result.files!
      routes = (JSON.parse(files['routes.json']!) as { routes: Route[] }).routes
      renderer = createRenderer({ navigation: JSON.parse(files['navigation.json']!), routes })
      host = await serveFolder(join(example, 'build'))
    },
    timeoutFor(1, 120_000),
  )

  afterAll(async () => {
    await host?.close()
    await closePages()
  })

  it(
    'shows every route with its division: sidebar, current page, tabs, switchers and prev/next as docsnav has them',
    async (context) => {
      expect(routes.length).toBeGreaterThan(15)
      for (const route of routes) {
        const response = await visitIn(context, route.url)
        expect(response?.status(), route.url).toBe(200)
        await expectDocusaurusFrame(page, route, renderer)
      }
    },
    timeoutFor(40, 1_000),
  )

  it('draws a group root as its category’s link, and closes collapsed groups that do not hold the page', async (context) => {
    await visitIn(context, '/quickstart')
    const installation = (await docusaurusSidebar(page)).flatMap((entry) => ('group' in entry ? entry.entries : [])).find((entry) => 'group' in entry)
    expect(installation).toEqual({ group: 'Installation', link: '/installation', current: false, entries: [] })
    await visitIn(context, '/installation')
    expect(await page.locator('.theme-doc-sidebar-menu a[aria-current="page"]').evaluateAll((links: any[]) => links.map((link) => link.textContent))).toEqual([
      'Installation',
    ])
  })

  it('lists the tabs, switchers and links in the mobile menu too', async (context) => {
    page ??= await sitePage(context)
    await page.setViewportSize({ width: 420, height: 900 })
    try {
      await visitIn(context, '/v1/quickstart')
      await page.locator('.navbar__toggle').click()
      const drawn = await page
        .locator('.dn-mobile-menu a')
        .evaluateAll((links: any[]) => links.map((link) => `${link.textContent.trim()} ${link.getAttribute('href')}`))
      const frame = renderer.frame('/v1/quickstart')
      const links = [
        ...frame.tabs.flat().flatMap((tab) => tab.menu ?? [tab]),
        ...frame.menus.flatMap((menu) => menu.entries),
        ...frame.switchers.flatMap((switcher) => switcher.entries),
        ...frame.anchors.flat(),
        ...frame.globals,
      ]
      expect(drawn).toEqual(links.filter((link) => link.href !== undefined).map((link) => `${link.label} ${link.href}`))
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 })
    }
  })

  it('leads each switcher entry to the page routes.json names, and that page is there', async (context) => {
    const targets = new Set<string>()
    for (const route of routes)
      for (const kind of ['versions', 'languages'] as const) for (const url of Object.values(route.switchTargets?.[kind] ?? {})) targets.add(url)
    expect(targets.size).toBeGreaterThan(2)
    for (const url of targets) {
      const response = await visitIn(context, url)
      expect(response?.status(), url).toBe(200)
      expect(new URL(page.url()).pathname, url).toBe(url)
    }
    await visitIn(context, '/v1/quickstart')
    expect(await page.locator('.dn-switcher-versions a', { hasText: 'v2' }).getAttribute('href')).toBe(
      routes.find((route) => route.url === '/v1/quickstart')!.switchTargets!.versions!.v2,
    )
  })

  it("renders Mintlify's components with their content, and says which it cannot", async (context) => {
    await visitIn(context, '/components/callouts')
    for (const text of ['A note callout.', 'A tip callout.', 'An info callout.', 'A warning callout.', 'A check callout.', 'A danger callout.'])
      expect(await visible(text), text).toBe(true)
    expect(await texts('.dn-callout [class*="admonitionHeading"]')).toEqual(['Note', 'Tip', 'Info', 'Warning', 'Check', 'Danger'])
    expect(await texts('abbr[title="Continuous integration"]')).toEqual(['CI'])
    expect(await texts('[data-component="Mermaid"]')).toEqual(['A diagram Docusaurus cannot draw here.'])
    // Said in Docusaurus's log with the page and line, once (for the browser's and the server's
    // compile both), also when the page comes from Docusaurus's cache; the build went on.
    expect(buildLog.match(/docs\/components\/callouts\.mdx:19:1 <Mermaid> has no equivalent in Docusaurus/g)).toHaveLength(1)
    await visitIn(context, '/quickstart')
    expect(await texts('.dn-steps > li .dn-step-title')).toEqual(['Install the CLI', 'Log in', 'Deploy'])
    expect(await texts('.dn-tabs [role="tab"]')).toEqual(['npm', 'Homebrew'])
    expect(await visible('brew install acme')).toBe(false)
    await page.locator('.dn-tabs [role="tab"]', { hasText: 'Homebrew' }).click()
    expect(await visible('brew install acme')).toBe(true)
    await visitIn(context, '/components/layout')
    expect(await texts('.dn-columns .dn-card-title')).toEqual(['Left column', 'Right column'])
    expect(await visible('Yes, with')).toBe(false)
    await page.locator('summary', { hasText: 'Can I pin a region?' }).click()
    expect(await visible('Yes, with')).toBe(true)
    expect((await texts('.dn-update')).join(' ')).toContain('Deployments now roll back')
    await visitIn(context, '/components/reference')
    expect((await texts('.dn-field-param .dn-field-name')).join()).toBe('projectId')
    expect((await texts('.dn-field-response')).join(' ')).toContain("The deployment's status.")
    expect(await visible('This tip comes from a snippet')).toBe(true)
    await visitIn(context, '/installation/docker')
    expect(await page.locator('.dn-frame img').evaluate((image: any) => image.naturalWidth)).toBe(320)
    expect(await texts('.theme-code-block [class*="codeBlockTitle"]')).toEqual(['run.sh'])
  })

  it('shows each API page at docsnav’s URL with its method, path, parameters and responses, in its division', async (context) => {
    const operations = routes.filter((route) => route.source.kind === 'openapi')
    expect(operations.length).toBe(3)
    for (const route of operations) {
      if (route.source.kind !== 'openapi') continue
      await visitIn(context, route.url)
      expect(await texts('.dn-api-method')).toEqual([route.source.method])
      expect(await texts('.dn-api-path')).toEqual([route.source.path])
      expect(await texts('article h1')).toEqual([route.title])
      expect(await page.locator('#responses').isVisible()).toBe(true)
      expect(await page.title()).toContain(route.title)
    }
    await visitIn(context, operations.find((route) => route.title === 'List projects')!.url)
    expect(await texts('.dn-api-fields td')).toContain('How many projects to return.')
    expect(await texts('.table-of-contents a')).toEqual(expect.arrayContaining(['Parameters', 'Responses', '200']))
    // Its headings are in the operation's HTML: Docusaurus's link check is told of them, or it
    // warns that the table of contents leads nowhere.
    expect(buildLog).not.toMatch(/broken anchor/i)
    // A page written by hand whose frontmatter names an operation: its text, then the operation.
    const written = routes.find((route) => route.source.kind === 'page' && route.source.api !== undefined)!
    await visitIn(context, written.url)
    await expectWrittenApiPageShown(page, written)
  })

  it("answers docs.json's redirects, keeps a hidden page reachable but unlisted, and serves docsnav's files", async (context) => {
    page ??= await sitePage(context)
    await expectRedirect(page, host.origin, '/getting-started', '/quickstart')
    // A redirect with a parameter is one plain redirect per page it leads to (plugin-client-redirects takes only pairs).
    await expectRedirect(page, host.origin, '/docs/quickstart', '/quickstart')
    expect(page.url()).not.toMatch(/\/docs\//)

    const hidden = routes.find((route) => route.url === '/internal-notes')!
    expect(hidden.hidden).toBe(true)
    await visitIn(context, hidden.url)
    expect(await texts('article h1')).toEqual(['Internal notes'])
    await visitIn(context, '/quickstart')
    expect(await page.locator('.theme-doc-sidebar-menu a[href="/internal-notes"]').count()).toBe(0)

    await visitIn(context, '/fr/quickstart')
    // In the HTML served, and once the page has hydrated: Docusaurus's own head says the site's
    // locale until the navbar (whose head says the page's) hydrates, later on a busy machine.
    // (Docusaurus Faster's HTML minifier leaves the value unquoted.)
    expect(readFileSync(join(example, 'build', 'fr', 'quickstart.html'), 'utf8')).toMatch(/<html lang="?fr"?[\s>]/)
    await expect.poll(() => page.locator('html').getAttribute('lang'), { timeout: 10_000 }).toBe('fr')

    expectServedOutputs(join(example, 'build'), files)
  })
})
