import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest'
import { compile } from '../../src/compile/compile.js'
import type { Route } from '../../src/ir/site.js'
import { compiledSite } from '../../src/integrations/open-site.js'
import type { Renderer } from '../../src/render/index.js'
import { timeoutFor } from '../helpers/timeouts.js'
import { runGenerator, serveFolder } from './built-site.js'
import { closePages, expectRedirect, sitePage } from './harness.js'
import { readEveryPage } from './reader.js'
import { expectVitePressFrame, linkFor } from './vitepress-checks.js'

/**
 * test/fixtures/vitepress-bodies, the page shapes of real Mintlify sites that once stopped
 * VitePress's build or led nowhere (issues 39 and 42), built by the real VitePress in a copy of
 * examples/vitepress and read in Chromium.
 */

const example = join(import.meta.dirname, '..', '..', 'examples', 'vitepress')
const fixture = join(import.meta.dirname, '..', 'fixtures', 'vitepress-bodies')

let folder: string
let host: Awaited<ReturnType<typeof serveFolder>>
let buildLog: string
let routes: Route[]
let renderer: Renderer
let page: Page

async function visitIn(context: TestContext, url: string) {
  page ??= await sitePage(context)
  return page.goto(`${host.origin}${url}`)
}
const texts = async (selector: string) => (await page.locator(selector).allTextContents()).map((text) => text.replaceAll('\u200b', '').trim())

describe('real page shapes in VitePress', () => {
  beforeAll(
    async () => {
      folder = mkdtempSync(join(example, '.gallery-bodies-'))
      for (const part of ['.vitepress/config.mts', '.vitepress/theme', 'package.json']) cpSync(join(example, part), join(folder, part), { recursive: true })
      cpSync(fixture, join(folder, 'docs'), { recursive: true })
      buildLog = await runGenerator(folder, '../node_modules/vitepress/bin/vitepress.js', ['build'], timeoutFor(1, 40_000))
      const site = compiledSite(join(folder, 'docs'), await compile(join(folder, 'docs'), {}))
      routes = site.routes
      renderer = site.renderer
      host = await serveFolder(join(folder, '.vitepress', 'dist'))
    },
    timeoutFor(1, 60_000),
  )

  afterAll(async () => {
    await host?.close()
    await closePages()
    if (folder) rmSync(folder, { recursive: true, force: true })
  })

  it('builds, and a reader sees every page with its division, the unlisted one included', async (context) => {
    const link = linkFor(routes)
    for (const route of routes) {
      expect((await visitIn(context, route.url))?.status(), route.url).toBe(200)
      await expectVitePressFrame(page, route, renderer, link)
    }
    const problems = await readEveryPage(
      async (size) => {
        return sitePage(context, size)
      },
      host.origin,
      routes.map((route) => route.url),
      '.vp-doc',
    )
    expect(problems).toEqual([])
  })

  it('draws member components, and a component it cannot draw is its content with a warning at its line', async (context) => {
    await visitIn(context, '/guides/members')
    expect(await texts('.dn-tree-folder > summary')).toEqual(['app/', 'api/'])
    expect(await page.getByText('layout.tsx').isVisible()).toBe(true)
    expect(await page.getByText('route.ts').isVisible()).toBe(false)
    await page.locator('summary', { hasText: 'api/' }).click()
    expect(await page.getByText('route.ts').isVisible()).toBe(true)
    expect(await texts('.dn-color-name')).toEqual(['brand-green', 'surface'])
    expect(await texts('.dn-card-title')).toEqual(['Images tile'])
    expect(await page.getByText('Only humans read this.').isVisible()).toBe(true)
    expect(await page.getByText('Only agents read this.').count()).toBe(0)
    expect(await texts('.vp-doc div[class*="language-mermaid"] code')).toEqual(['graph TD; A-->B'])
    expect(await texts('[data-component="Sparkle"]')).toEqual(["Sparkle's own words."])
    expect(buildLog).toMatch(/docs\/guides\/members\.mdx:30:1 <Sparkle> has no equivalent in VitePress/)
  })

  it('keeps raw HTML holding URLs and e-mail addresses as written, and a link inside a link its text', async (context) => {
    await visitIn(context, '/guides/raw-html')
    expect(await page.locator('.vp-doc a', { hasText: 'https://example.com/home' }).getAttribute('href')).toBe('https://example.com/home')
    expect(await page.locator('.vp-doc a', { hasText: 'team@example.com' }).getAttribute('href')).toBe('mailto:team@example.com')
    expect(await page.getByText('See https://example.com/inside for more.').isVisible()).toBe(true)
    expect(await page.locator('.vp-doc a.dn-card').getAttribute('href')).toBe('/other/page')
    expect(await page.locator('.vp-doc a a').count()).toBe(0)
    // A file the docs folder lacks stays a URL (Vue made it an import, which stopped Vite's build), and the build says where.
    expect(await page.locator('.bodies-icon use').getAttribute('href')).toBe('/assets/icons.svg#icon-anchor')
    expect(buildLog).toMatch(/docs\/guides\/raw-html\.mdx:21:\d+ the <use>'s href \/assets\/icons\.svg#icon-anchor is no file of the docs folder/)
  })

  it("draws a page's own JSX components, React snippets, icons from the site's packages and footnotes", async (context) => {
    await visitIn(context, '/guides/components')
    // `export const CHECK = () => <span>…<Icon icon="check" /></span>`, used in a table's cell and on a line of its own.
    expect(await page.locator('.vp-doc td .bodies-check svg.dn-icon-svg').count()).toBe(1)
    expect(await page.locator('.vp-doc .bodies-check svg.dn-icon-svg').count()).toBe(2)
    expect(await page.locator('.vp-doc p', { hasText: "A page's own component" }).locator('.dn-icon svg').count()).toBe(1)
    // A `.jsx` snippet's React component, drawn by the project's react-dom/server at build time with its hooks' first state.
    expect(await page.locator('.dn-react .bodies-greeting strong').textContent()).toBe('Hello, Ada')
    expect(await page.locator('.dn-react .bodies-greeting').textContent()).toContain('(3 times)')
    expect(await page.locator('.dn-react .bodies-greeting em').textContent()).toBe('drawn')
    expect(buildLog).not.toMatch(/components\.mdx.*(left out|has no equivalent|not drawn)/)
    await visitIn(context, '/guides/raw-html')
    expect(await page.locator('.vp-doc sup.dn-footnote-ref a').getAttribute('href')).toBe('#dn-fn-source')
    expect(await page.locator('#dn-fn-source a').getAttribute('href')).toBe('https://github.com/modelcontextprotocol/python-sdk/issues/2100')
  })

  it("serves page-relative images, applies the docs folder's stylesheet and names docs.json's favicon", async (context) => {
    await visitIn(context, '/guides/images')
    const widths = await page.locator('.vp-doc img').evaluateAll((images: any[]) => images.map((image) => [image.getAttribute('alt'), image.naturalWidth]))
    expect(widths).toEqual([
      ['Beside the page', 24],
      ["From the page's URL", 12],
      ['At the root', 16],
    ])
    expect(await page.locator('.bodies-styled').evaluate((element: any) => (globalThis as any).getComputedStyle(element).color)).toBe('rgb(1, 2, 3)')
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg')
  })

  it('leads / to the first page, and a redirect to a redirect to its final page', async (context) => {
    page ??= await sitePage(context)
    await expectRedirect(page, host.origin, '/', '/guides/members')
    await expectRedirect(page, host.origin, '/first', '/guides/members')
    expect(readFileSync(join(folder, '.vitepress', 'dist', 'first', 'index.html'), 'utf8')).toContain('<link rel="canonical" href="/guides/members">')
    await expectRedirect(page, host.origin, '/latest/images', '/guides/images')
    // The link to `/first` is no dead link for VitePress's check, which failed the build.
    await visitIn(context, '/guides/raw-html')
    expect(await page.locator('.vp-doc a', { hasText: 'the first redirect' }).getAttribute('href')).toBe('/first')
  })
})
