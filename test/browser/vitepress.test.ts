import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest'
import { compile } from '../../src/compile/compile.js'
import type { Route } from '../../src/ir/site.js'
import { createRenderer, type Renderer } from '../../src/render/index.js'
import { timeoutFor } from '../helpers/timeouts.js'
import { runGenerator, serveFolder, expectServedOutputs } from './built-site.js'
import { closePages, expectRedirect, sitePage } from './harness.js'
import { expectVitePressFrame, expectWrittenApiPageShown, linkFor } from './vitepress-checks.js'

/**
 * examples/vitepress built with the real VitePress (installed by the test set-up from the example's
 * lockfile), served as a static host serves it, and read in Chromium: on every page, the sidebar of
 * its division, the tabs and switchers (leading where routes.json's `switchTargets` say) and
 * prev/next are docsnav's; Mintlify's components and the API operations are shown; the redirects
 * VitePress can hold answer, and the one it cannot is said in the build's log.
 */

const example = join(import.meta.dirname, '..', '..', 'examples', 'vitepress')
const docs = join(example, 'docs')
const dist = join(example, '.vitepress', 'dist')
const SITE_URL = 'https://docs.acme.example.com'
const installed = existsSync(join(example, 'node_modules', 'vitepress', 'bin', 'vitepress.js'))

let host: Awaited<ReturnType<typeof serveFolder>>
let routes: Route[]
let renderer: Renderer
let files: Record<string, string>
let link: (url: string) => string
let page: Page
let buildLog: string

async function visitIn(context: TestContext, url: string) {
  page ??= await sitePage(context)
  return page.goto(`${host.origin}${url}`)
}

const visible = (text: string) => page.getByText(text).first().isVisible()
// Without the zero-width space of VitePress's heading anchors.
const texts = async (selector: string) => (await page.locator(selector).allTextContents()).map((text) => text.replaceAll('\u200b', '').trim())

describe('examples/vitepress, built by VitePress', () => {
  beforeAll(
    async () => {
      if (!installed) throw new Error('examples/vitepress is not installed: the test set-up (generators/install.mjs) installs it')
      buildLog = await runGenerator(example, 'node_modules/vitepress/bin/vitepress.js', ['build'], timeoutFor(1, 40_000))
      const result = await compile(docs, { outputs: { siteUrl: SITE_URL } })
      expect(result.summary.errors).toBe(0)
      files = result.files!
      routes = (JSON.parse(files['routes.json']!) as { routes: Route[] }).routes
      renderer = createRenderer({ navigation: JSON.parse(files['navigation.json']!), routes })
      link = linkFor(routes)
      host = await serveFolder(dist)
    },
    timeoutFor(1, 60_000),
  )

  afterAll(async () => {
    await host?.close()
    await closePages()
  })

  it(
    'shows every route with its division: sidebar, current page, tabs, switchers, prev/next and language as docsnav has them',
    async (context) => {
      expect(routes.length).toBeGreaterThan(15)
      for (const route of routes) {
        const response = await visitIn(context, route.url)
        expect(response?.status(), route.url).toBe(200)
        await expectVitePressFrame(page, route, renderer, link)
        expect(await page.locator('html').getAttribute('lang'), route.url).toBe(route.language ?? 'en')
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
      const response = await visitIn(context, link(url))
      expect(response?.status(), url).toBe(200)
      expect(await texts('.vp-doc h1'), url).toEqual([routes.find((route) => route.url === url)!.title])
    }
    // A version's entry keeps the reader on the same page where that version has it, as Mintlify's switcher does.
    await visitIn(context, '/v1/quickstart')
    expect(await page.locator('.dn-switcher-versions .VPMenuLink a', { hasText: 'v2' }).getAttribute('href')).toBe(
      routes.find((route) => route.url === '/v1/quickstart')!.switchTargets!.versions!.v2,
    )
  })

  it("renders Mintlify's components with their content, and says which it cannot", async (context) => {
    await visitIn(context, '/components/callouts')
    for (const text of ['A note callout.', 'A tip callout.', 'An info callout.', 'A warning callout.', 'A check callout.', 'A danger callout.'])
      expect(await visible(text), text).toBe(true)
    expect(await texts('.vp-doc .custom-block-title')).toEqual(['Note', 'Tip', 'Info', 'Warning', 'Check', 'Danger'])
    expect(await texts('abbr[title="Continuous integration"]')).toEqual(['CI'])
    // A Mermaid diagram is its chart's code (VitePress draws none).
    expect(await texts('.vp-doc div[class*="language-mermaid"] code')).toEqual(['graph TD; A-->B'])
    // The icon drawn from the example's @fortawesome/fontawesome-free.
    expect(await page.locator('.vp-doc p .dn-icon svg').count()).toBe(1)
    // Said in VitePress's log with the page and line, once; the build went on.
    expect(buildLog.match(/docs\/components\/callouts\.mdx:19:1 <Mermaid> has no equivalent in VitePress/g)).toHaveLength(1)
    await visitIn(context, '/quickstart')
    expect(await texts('.dn-steps > li .dn-step-title')).toEqual(['Install the CLI', 'Log in', 'Deploy'])
    expect(await texts('.vp-code-group .tabs label')).toEqual(['npm', 'Homebrew'])
    expect(await visible('brew install acme')).toBe(false)
    await page.locator('.vp-code-group .tabs label', { hasText: 'Homebrew' }).click()
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
    // `{{` in a page is text, not one of Vue's interpolations.
    expect(await texts('.vp-doc p code')).toContain('{{ project.id }}')
    await visitIn(context, '/installation/docker')
    expect(await page.locator('.dn-frame img').evaluate((image: any) => image.naturalWidth)).toBe(320)
    // A page's root-relative link to a folder's index page ends in `/`, so VitePress's router finds it.
    await visitIn(context, '/quickstart')
    expect(await page.locator('.vp-doc a', { hasText: 'Installation' }).getAttribute('href')).toBe('/installation/')
  })

  it('shows each API page at docsnav’s URL with its method, path, parameters and responses', async (context) => {
    const operations = routes.filter((route) => route.source.kind === 'openapi')
    expect(operations.length).toBe(3)
    for (const route of operations) {
      if (route.source.kind !== 'openapi') continue
      await visitIn(context, route.url)
      expect(await texts('.dn-api-method')).toEqual([route.source.method])
      expect(await texts('.dn-api-path')).toEqual([route.source.path])
      expect(await texts('.vp-doc h1')).toEqual([route.title])
      expect(await page.locator('#responses').isVisible()).toBe(true)
    }
    await visitIn(context, operations.find((route) => route.title === 'List projects')!.url)
    expect(await texts('.dn-api-fields td')).toContain('How many projects to return.')
    // A page written by hand whose frontmatter names an operation: its text, then the operation.
    const written = routes.find((route) => route.source.kind === 'page' && route.source.api !== undefined)!
    await visitIn(context, written.url)
    await expectWrittenApiPageShown(page, written)
  })

  it("answers docs.json's redirects with static pages, keeps a hidden page reachable but unlisted, and serves docsnav's SEO files", async (context) => {
    page ??= await sitePage(context)
    await expectRedirect(page, host.origin, '/getting-started', '/quickstart')
    expect(readFileSync(join(dist, 'getting-started', 'index.html'), 'utf8')).toContain('<link rel="canonical" href="/quickstart">')
    // A redirect with parameters is a static page for each page it leads to; none is left to the host.
    await expectRedirect(page, host.origin, '/docs/quickstart', '/quickstart')
    expect(readFileSync(join(dist, 'docs', 'quickstart', 'index.html'), 'utf8')).toContain('<link rel="canonical" href="/quickstart">')
    expect(buildLog).not.toContain('cannot be static pages')

    const hidden = routes.find((route) => route.url === '/internal-notes')!
    expect(hidden.hidden).toBe(true)
    await visitIn(context, hidden.url)
    expect(await texts('.vp-doc h1')).toEqual(['Internal notes'])
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    expect(await page.locator('.VPSidebar a[href="/internal-notes"]').count()).toBe(0)

    // VitePress's own language menu (each language's home) is replaced by docsnav's switcher.
    await visitIn(context, '/fr/quickstart')
    expect(await page.locator('.VPNavBarTranslations').isVisible()).toBe(false)

    expectServedOutputs(dist, files)
  })
})
