import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest'
import { compile } from '../../src/compile/compile.js'
import type { Route } from '../../src/ir/site.js'
import { createRenderer, type Renderer } from '../../src/render/index.js'
import { timeoutFor } from '../helpers/timeouts.js'
import { runGenerator, serveFolder } from './built-site.js'
import { expectFumadocsFrame, expectReadable, expectWrittenApiPageShown } from './fumadocs-checks.js'
import { closePages, expectRedirect, sitePage } from './harness.js'

/**
 * examples/fumadocs built with the real Next.js and Fumadocs (a static export, installed by the test
 * set-up from the example's lockfile), served as a static host serves it, and read in Chromium: on
 * every page, Fumadocs' sidebar, tabs, docsnav's switchers, breadcrumbs and prev/next are docsnav's
 * navigation for that page; Mintlify's components and the API operations are shown; redirects answer.
 */

const example = join(import.meta.dirname, '..', '..', 'examples', 'fumadocs')
const docs = join(example, 'docs')
const installed = existsSync(join(example, 'node_modules', 'next', 'dist', 'bin', 'next'))

let host: Awaited<ReturnType<typeof serveFolder>>
let routes: Route[]
let renderer: Renderer
let page: Page
let buildLog: string

async function visitIn(context: TestContext, url: string) {
  page ??= await sitePage(context)
  return page.goto(`${host.origin}${url}`)
}

const visible = (text: string) => page.getByText(text).first().isVisible()
const texts = async (selector: string) => (await page.locator(selector).allTextContents()).map((text) => text.trim())

describe('examples/fumadocs, built by Next.js and Fumadocs', () => {
  beforeAll(
    async () => {
      if (!installed) throw new Error('examples/fumadocs is not installed: the test set-up (generators/install.mjs) installs it')
      rmSync(join(example, 'out'), { recursive: true, force: true })
      buildLog = await runGenerator(example, 'node_modules/next/dist/bin/next', ['build'], timeoutFor(1, 150_000))
      const result = await compile(docs, {})
      expect(result.summary.errors).toBe(0)
      routes = result.site!.routes
      const files = (await compile(docs, { outputs: { siteUrl: 'https://docs.acme.example.com' } })).files!
      renderer = createRenderer({ navigation: JSON.parse(files['navigation.json']!), routes: JSON.parse(files['routes.json']!).routes })
      host = await serveFolder(join(example, 'out'))
    },
    timeoutFor(1, 180_000),
  )

  afterAll(async () => {
    await host?.close()
    await closePages()
  })

  it(
    'shows every route with its division (sidebar, current page, tabs, switchers, breadcrumbs, prev/next) and its title and text uncovered on a desktop and a phone',
    async (context) => {
      expect(routes.length).toBeGreaterThan(15)
      for (const route of routes) {
        const response = await visitIn(context, route.url)
        expect(response?.status(), route.url).toBe(200)
        await expectFumadocsFrame(page, route, renderer)
        await expectReadable(page, route.url)
        // Its own <title>, as Mintlify writes it (docs.json's name after the page's title).
        expect(await page.title(), route.url).toBe(`${route.title} - Acme Cloud`)
      }
    },
    timeoutFor(40, 1_000),
  )

  it('leads each switcher entry to the page routes.json names, and that page is there', async (context) => {
    const targets = new Set<string>()
    for (const route of routes)
      for (const kind of ['versions', 'languages'] as const) for (const url of Object.values(route.switchTargets?.[kind] ?? {})) targets.add(url)
    expect(targets.size).toBeGreaterThan(2)
    for (const url of targets) {
      const response = await visitIn(context, url)
      expect(response?.status(), url).toBe(200)
    }
    await visitIn(context, '/v1/quickstart')
    expect(await page.locator('.dn-switcher-versions a', { hasText: 'v2' }).getAttribute('href')).toBe(
      routes.find((route) => route.url === '/v1/quickstart')!.switchTargets!.versions!.v2,
    )
  })

  it("renders Mintlify's components with @mintlify/components, and says which it cannot", async (context) => {
    await visitIn(context, '/components/callouts')
    for (const text of ['A note callout.', 'A tip callout.', 'An info callout.', 'A warning callout.', 'A check callout.', 'A danger callout.'])
      expect(await visible(text), text).toBe(true)
    expect(await page.locator('.callout').count()).toBe(6)
    expect(await texts('[data-component="CodeBlock"]')).toEqual(['A code block Fumadocs shows as its content.'])
    expect(buildLog.match(/docs\/components\/callouts\.mdx:19:1 <CodeBlock> has no equivalent in Fumadocs/g)).toHaveLength(1)
    // Math drawn by KaTeX on the server, with KaTeX's styles (its MathML copy hidden).
    expect(await page.locator('.katex').count()).toBe(1)
    expect((await page.locator('.katex-mathml').boundingBox())?.width).toBeLessThanOrEqual(1)
    // Member components, drawn by @mintlify/components' Tree.
    for (const name of ['app', 'layout.jsx']) expect(await visible(name), name).toBe(true)
    expect(buildLog).not.toMatch(/<Tree/)
    await visitIn(context, '/quickstart')
    for (const title of ['Install the CLI', 'Log in', 'Deploy']) expect(await visible(title), title).toBe(true)
    expect(await texts('[data-component-part="step-number"]')).toEqual(['1', '2', '3'])
    expect(await page.getByRole('tab').allTextContents()).toEqual(['npm', 'Homebrew'])
    expect(await visible('brew install acme')).toBe(false)
    // Clicked in the page: the sticky tab bar covers the tab where Playwright would point.
    await page.getByRole('tab', { name: 'Homebrew' }).evaluate((tab: any) => tab.click())
    expect(await visible('brew install acme')).toBe(true)
    await visitIn(context, '/components/layout')
    for (const title of ['Left column', 'Right column']) expect(await visible(title), title).toBe(true)
    expect(await visible('Yes, with')).toBe(false)
    await page.getByText('Can I pin a region?').evaluate((title: any) => title.click())
    expect(await visible('Yes, with')).toBe(true)
    expect(await visible('Deployments now roll back')).toBe(true)
    await visitIn(context, '/components/reference')
    expect(await visible('projectId')).toBe(true)
    expect(await visible('This tip comes from a snippet')).toBe(true)
  })

  it("draws icons from the site's packages, serves the docs folder's files, and fetches nothing elsewhere", async (context) => {
    const elsewhere: string[] = []
    const listen = (request: { url(): string }) => {
      if (new URL(request.url()).hostname !== '127.0.0.1') elsewhere.push(request.url())
    }
    page ??= await sitePage(context)
    page.on('request', listen)
    await visitIn(context, '/components/layout')
    const drawn = (selector: string) =>
      page
        .locator(selector)
        .evaluateAll((icons: any[]) => icons.map((icon) => `${icon.tagName.toLowerCase()} ${Math.round(icon.getBoundingClientRect().width)}`))
    // `<Icon icon>` (a brand), `<Icon name>`, a card's icon: inline SVGs of Font Awesome's, from npm.
    expect(await drawn('#nd-page svg[data-icon="github"]')).toEqual(['svg 16'])
    expect(await drawn('#nd-page svg[data-icon="rocket"]')).toEqual(['svg 20'])
    expect(await drawn('#nd-page [data-component-part="card-icon"] svg[data-icon="cloud"]')).toEqual(['svg 24'])
    // A group's icon (docs.json) and a page's (frontmatter) in the sidebar, as icons, not their names.
    expect(await drawn('#nd-sidebar svg[data-icon="rocket"]')).toEqual(['svg 16'])
    for (const url of ['/components/layout', '/quickstart', '/components/callouts', '/installation/cli', '/installation/docker']) {
      await visitIn(context, url)
      await page.waitForLoadState('networkidle')
    }
    expect(await drawn('#nd-sidebar a[href="/installation/cli"] svg[data-icon="terminal"]')).toEqual(['svg 16'])
    expect(await page.locator('#nd-sidebar a[href="/installation/cli"]').textContent()).toBe('CLI')
    // The page's image and the site's logo and favicon, at the URLs Mintlify serves them.
    const loaded = (selector: string) => page.locator(selector).evaluateAll((images: any[]) => images.map((image) => image.complete && image.naturalWidth > 0))
    expect(await loaded('#nd-page img[src="/images/terminal.svg"]')).toEqual([true])
    expect(await loaded('img.dn-logo-light[src="/images/logo-light.svg"]')).toContain(true)
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/images/favicon.svg')
    expect((await page.request.get(`${host.origin}/images/favicon.svg`)).status()).toBe(200)
    // The docs folder's stylesheet applies, as Mintlify applies every .css file of it.
    await visitIn(context, '/components/layout')
    expect(await page.locator('.acme-highlight').evaluate((element: any) => (globalThis as any).getComputedStyle(element).borderLeftWidth)).toBe('4px')
    page.off('request', listen)
    expect(elsewhere).toEqual([])
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

  it("answers docs.json's fixed redirects with a page that redirects, and keeps a hidden page reachable but unlisted", async (context) => {
    page ??= await sitePage(context)
    await expectRedirect(page, host.origin, '/getting-started', '/quickstart')
    // A pattern (`/docs/:slug*`) is for the host in a static export (the guide says so): Next's redirects() do not run there.
    expect((await visitIn(context, '/docs/quickstart'))?.status()).toBe(404)

    const hidden = routes.find((route) => route.url === '/internal-notes')!
    expect(hidden.hidden).toBe(true)
    await visitIn(context, hidden.url)
    expect(await texts('h1')).toEqual(['Internal notes'])
    expect(await page.locator('#nd-sidebar [data-radix-scroll-area-viewport] a[href="/internal-notes"]').count()).toBe(0)
  })
})
