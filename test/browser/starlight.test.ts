import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest'
import { compile } from '../../src/compile/compile.js'
import type { Route } from '../../src/ir/site.js'
import { createRenderer, type Renderer } from '../../src/render/index.js'
import { timeoutFor } from '../helpers/timeouts.js'
import { runGenerator, serveFolder, type ShownEntry, expectServedOutputs } from './built-site.js'
import { expectedSidebar, expectStarlightFrame, expectWrittenApiPageShown } from './starlight-checks.js'
import { closePages, expectRedirect, sitePage } from './harness.js'

/**
 * examples/starlight built with the real Astro and Starlight (installed by the test set-up from the
 * example's own lockfile), served as a static host serves it, and read in Chromium: on every page,
 * what a reader sees is docsnav's navigation for that page — the sidebar of its division (links,
 * labels, order, the current page), the tabs, the switchers leading where routes.json's
 * `switchTargets` say, prev/next — and the pages' components and API operations are shown.
 */

const example = join(import.meta.dirname, '..', '..', 'examples', 'starlight')
const docs = join(example, 'docs')
const SITE_URL = 'https://docs.acme.example.com'
const installed = existsSync(join(example, 'node_modules', 'astro', 'astro.js'))

let host: Awaited<ReturnType<typeof serveFolder>>
let routes: Route[]
let renderer: Renderer
let files: Record<string, string>
let page: Page
let buildLog: string

/** Opens a URL of the built site (the browser is made on first use: a test without Chromium is skipped, failed in CI). */
async function visitIn(context: TestContext, url: string) {
  page ??= await sitePage(context)
  return page.goto(`${host.origin}${url}`)
}

const visible = (text: string) => page.getByText(text).first().isVisible()
const texts = async (selector: string) => (await page.locator(selector).allTextContents()).map((text) => text.trim())

describe('examples/starlight, built by Astro and Starlight', () => {
  beforeAll(
    async () => {
      if (!installed) throw new Error('examples/starlight is not installed: the test set-up (generators/install.mjs) installs it')
      buildLog = await runGenerator(example, 'node_modules/astro/astro.js', ['build'], timeoutFor(1, 60_000))
      const result = await compile(docs, { outputs: { siteUrl: SITE_URL } })
      expect(result.summary.errors).toBe(0)
      files = result.files!
      routes = (JSON.parse(files['routes.json']!) as { routes: Route[] }).routes
      renderer = createRenderer({ navigation: JSON.parse(files['navigation.json']!), routes })
      host = await serveFolder(join(example, 'dist'))
    },
    timeoutFor(1, 90_000),
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
        await expectStarlightFrame(page, route, renderer)
      }
    },
    timeoutFor(40, 1_000),
  )

  it("is styled by Starlight's stylesheet and by docsnav's components' styles", async (context) => {
    // Both are dropped without a word when Vite is given the wrong path of a component (a linked docsnav).
    await visitIn(context, '/api-reference/list-projects')
    const computed = (selector: string, property: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element: any, name) => (globalThis as any).getComputedStyle(element).getPropertyValue(name).trim(), property)
    expect(await computed('html', '--sl-color-bg')).not.toBe('')
    expect(await computed('#starlight__sidebar', 'overflow-y')).toBe('auto')
    expect(await computed('.dn-topbar', 'display')).toBe('flex')
    expect(await computed('.dn-api-method', 'font-weight')).toBe('700')
  })

  it('leads each switcher entry to the page routes.json names, and that page is there', async (context) => {
    const targets = new Set<string>()
    for (const route of routes)
      for (const kind of ['versions', 'languages'] as const) for (const url of Object.values(route.switchTargets?.[kind] ?? {})) targets.add(url)
    expect(targets.size).toBeGreaterThan(2)
    for (const url of targets) {
      const response = await visitIn(context, url)
      expect(response?.status(), url).toBe(200)
      expect(new URL(page.url()).pathname.replace(/\/$/, '') || '/', url).toBe(url)
    }
    // A version's entry keeps the reader on the same page where that version has it, as Mintlify's switcher does.
    await visitIn(context, '/v1/quickstart')
    expect(await page.locator('.dn-switcher-versions a', { hasText: 'v2' }).getAttribute('href')).toBe(
      routes.find((route) => route.url === '/v1/quickstart')!.switchTargets!.versions!.v2,
    )
  })

  it("renders Mintlify's components with their content, and says which it cannot", async (context) => {
    await visitIn(context, '/components/callouts')
    for (const text of ['A note callout.', 'A tip callout.', 'An info callout.', 'A warning callout.', 'A check callout.', 'A danger callout.'])
      expect(await visible(text), text).toBe(true)
    expect(await texts('.starlight-aside__title')).toEqual(['Note', 'Tip', 'Info', 'Warning', 'Check', 'Danger'])
    expect(await texts('abbr[title="Continuous integration"]')).toEqual(['CI'])
    expect(await texts('[data-component="CodeBlock"]')).toEqual(['A code block Starlight shows as its content.'])
    // Said in Astro's log with the page and line, once; the build went on.
    expect(buildLog.match(/docs\/components\/callouts\.mdx:19:1 <CodeBlock> has no equivalent in Starlight/g)).toHaveLength(1)
    // The diagram, drawn by the `mermaid` the example installs, served as Mermaid prebuilds it.
    await expect.poll(() => page.locator('pre.docsnav-mermaid svg').count(), { timeout: 20_000 }).toBe(1)
    expect(existsSync(join(example, 'dist', '_docsnav', 'mermaid', 'mermaid.esm.min.js'))).toBe(true)
    expect(buildLog).not.toMatch(/<Mermaid>/)
    await visitIn(context, '/quickstart')
    expect(await texts('.dn-steps > li .dn-step-title')).toEqual(['Install the CLI', 'Log in', 'Deploy'])
    expect(await texts('starlight-tabs [role="tab"]')).toEqual(['npm', 'Homebrew'])
    expect(await visible('brew install acme')).toBe(false)
    await page.locator('starlight-tabs [role="tab"]', { hasText: 'Homebrew' }).click()
    expect(await visible('brew install acme')).toBe(true)
    await visitIn(context, '/components/layout')
    expect(await texts('.dn-columns .dn-card-title')).toEqual(['Left column', 'Right column'])
    expect(await visible('Yes, with')).toBe(false)
    await page.locator('summary', { hasText: 'Can I pin a region?' }).click()
    expect(await visible('Yes, with')).toBe(true)
    expect((await texts('.dn-update')).join(' ')).toContain('Deployments now roll back')
    await visitIn(context, '/components/reference')
    expect((await texts('.dn-field-param .dn-field-name')).join()).toBe('projectId')
    expect((await texts('.dn-field-response')).join(' ')).toContain('The deployment’s status.')
    expect(await visible('This tip comes from a snippet')).toBe(true)
    await visitIn(context, '/installation/docker')
    expect(await page.locator('.dn-frame img').evaluate((image: any) => image.naturalWidth)).toBe(320)
  })

  it('shows each API page at docsnav’s URL with its method, path, parameters and responses', async (context) => {
    const operations = routes.filter((route) => route.source.kind === 'openapi')
    expect(operations.length).toBe(3)
    for (const route of operations) {
      if (route.source.kind !== 'openapi') continue
      await visitIn(context, route.url)
      expect(await texts('.dn-api-method')).toEqual([route.source.method])
      expect(await texts('.dn-api-path')).toEqual([route.source.path])
      expect(await texts('h1')).toEqual([route.title])
      expect(await page.locator('#responses').isVisible()).toBe(true)
    }
    await visitIn(context, operations.find((route) => route.title === 'List projects')!.url)
    expect(await texts('.dn-api-fields td')).toContain('How many projects to return.')
    // A page written by hand whose frontmatter names an operation: its text, then the operation.
    const written = routes.find((route) => route.source.kind === 'page' && route.source.api !== undefined)!
    await visitIn(context, written.url)
    await expectWrittenApiPageShown(page, written)
  })

  it("answers docs.json's redirects, keeps a hidden page reachable but unlisted, and serves docsnav's SEO files", async (context) => {
    page ??= await sitePage(context)
    await expectRedirect(page, host.origin, '/getting-started', '/quickstart')
    await expectRedirect(page, host.origin, '/docs/quickstart', '/quickstart')

    const hidden = routes.find((route) => route.url === '/internal-notes')!
    expect(hidden.hidden).toBe(true)
    await visitIn(context, hidden.url)
    expect(await texts('h1')).toEqual(['Internal notes'])
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    expect(await page.locator('#starlight__sidebar ul.top-level a[href="/internal-notes"]').count()).toBe(0)

    await visitIn(context, '/fr/quickstart')
    expect(await page.locator('html').getAttribute('lang')).toBe('fr')
    // Not Starlight locales (their fallback pages would add URLs), and the build says so.
    expect(buildLog).toContain("docs.json's languages are served with docsnav's language switcher")

    expectServedOutputs(join(example, 'dist'), files)
    expect(files['robots.txt']).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE_URL}/sitemap.xml\n`)
  })

  it('links no favicon when docs.json names none and the project has none, as Mintlify links none', async (context) => {
    // Starlight links `/favicon.svg` of `public/` by default, which this project does not have: a 404 on every page.
    expect(existsSync(join(example, 'public', 'favicon.svg'))).toBe(false)
    expect(JSON.parse(readFileSync(join(docs, 'docs.json'), 'utf8')).favicon).toBeUndefined()
    for (const url of ['/', '/fr/quickstart', '/api-reference/list-projects']) {
      await visitIn(context, url)
      expect(await page.locator('link[rel~="icon"]').count(), url).toBe(0)
    }
  })

  it("draws a plain Astro page's frame from docsnav/astro (the headless way) as docsnav's navigation has it", async (context) => {
    await visitIn(context, '/headless')
    const frame = renderer.frame('/quickstart')
    const flat = (entries: readonly ShownEntry[]): string[] =>
      entries.flatMap((entry) => ('link' in entry ? [`${entry.link} ${entry.label}`] : flat(entry.entries)))
    const drawn = await page.locator('aside a').evaluateAll((links: any[]) => links.map((link) => `${link.getAttribute('href')} ${link.textContent.trim()}`))
    expect(drawn).toEqual(flat(expectedSidebar(frame.sidebar, '/quickstart')))
    expect(await page.locator('aside a[aria-current="page"]').getAttribute('href')).toBe('/quickstart')
    expect(await texts('nav.tabs a:not(.anchor)')).toEqual(frame.tabs[0]!.map((tab) => tab.label))
    const options = await page.locator('.switcher option').evaluateAll((items: any[]) => items.map((item) => item.getAttribute('value')))
    expect(options).toEqual(frame.switchers.flatMap((switcher) => switcher.entries.map((entry) => entry.href)))
    expect(await page.locator('a[rel="next"]').getAttribute('href')).toBe(frame.route!.next!.url)
  })
})
