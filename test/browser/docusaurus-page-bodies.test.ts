import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { timeoutFor } from '../helpers/timeouts.js'
import { runGenerator, serveFolder } from './built-site.js'
import { onWebpack } from '../../scripts/docusaurus-webpack.mjs'
import { closePages, sitePage } from './harness.js'
import { expectImagesServed, expectOnScreen, READER_SIZES, scriptErrors } from './reader.js'

/**
 * Page bodies as Mintlify reads them, in Docusaurus: test/fixtures/page-bodies (shared with
 * Starlight's test) and test/fixtures/docusaurus-bodies, each unchanged as `docs/` of a copy of
 * examples/docusaurus, built by the real `docusaurus build` (the first on webpack, Docusaurus's
 * default bundler; the second with Rspack, as the example builds) and read in Chromium at a
 * desktop's and a phone's size: snippets and React snippets with Mintlify's hooks, member
 * components, icons from npm packages, images in JSX and beside the page, the docs folder's
 * stylesheet and favicon, links as Mintlify resolves them, a hidden page's sidebar, and an API page
 * from frontmatter.
 */
const example = join(import.meta.dirname, '..', '..', 'examples', 'docusaurus')
const fixtures = join(import.meta.dirname, '..', 'fixtures')
const made: string[] = []

afterAll(async () => {
  await closePages()
  for (const folder of made) rmSync(folder, { recursive: true, force: true })
})

/** The fixture built in a copy of the example (with its bundler, or webpack): its folder, the build's log and a host serving it. */
async function built(fixture: string, bundler: 'example' | 'webpack' = 'example') {
  if (!existsSync(join(example, 'node_modules', '@docusaurus', 'core')))
    throw new Error('examples/docusaurus is not installed: the test set-up (generators/install.mjs) installs it')
  const folder = mkdtempSync(join(example, '.gallery-bodies-'))
  made.push(folder)
  cpSync(join(example, 'package.json'), join(folder, 'package.json'))
  const config = readFileSync(join(example, 'docusaurus.config.js'), 'utf8')
  writeFileSync(join(folder, 'docusaurus.config.js'), bundler === 'webpack' ? onWebpack(config) : config)
  cpSync(join(fixtures, fixture), join(folder, 'docs'), { recursive: true })
  // Unminified, as docusaurus.test.ts builds the example: minifying costs a fifth of the build's time and changes nothing the checks read.
  const log = await runGenerator(folder, '../node_modules/@docusaurus/core/bin/docusaurus.mjs', ['build', '--no-minify'], timeoutFor(1, 150_000))
  return { folder, log, host: await serveFolder(join(folder, 'build')) }
}

/** Opens a page once React has hydrated it (the scripts loaded): a snippet's `<p>` inside a paragraph makes React draw the page again. */
async function visit(page: Page, url: string) {
  expect((await page.goto(url))?.status(), url).toBe(200)
  await page.waitForLoadState('networkidle')
}

/** Each size's page, with its script errors, closed after `check`. */
async function atEachSize(context: Parameters<typeof sitePage>[0], check: (page: Page, where: string, errors: string[]) => Promise<void>) {
  for (const size of READER_SIZES) {
    const page = await sitePage(context, size)
    const errors = scriptErrors(page)
    await check(page, `${size.width}×${size.height}`, errors)
    await page.close()
  }
}

describe('page bodies as Mintlify reads them, in Docusaurus', () => {
  it('test/fixtures/page-bodies builds unchanged, every snippet and component shown', { timeout: timeoutFor(1, 300_000) }, async (context) => {
    // On webpack, Docusaurus's default: the snippets' loader and the components resolved as webpack runs them.
    const { host, log } = await built('page-bodies', 'webpack')
    try {
      // <Tree.File> is drawn (it failed the build: "Expected object Tree to be defined").
      expect(log).not.toMatch(/<Tree/)
      await atEachSize(context, async (page, where, errors) => {
        await visit(page, `${host.origin}/`)
        await expectOnScreen(
          page,
          ['Page bodies', 'Hello, my name is Ronan and I like strawberries. Unknown: [].', 'My keyword of the day is bananas.', 'a.ts', 'Count 3'],
          where,
          'article',
        )
        // The React snippet runs with the hooks Mintlify gives it without an import.
        await page.locator('article button', { hasText: 'Press' }).click()
        await expectOnScreen(page, ['Press (pressed)'], where, 'article')
        await expectImagesServed(page, where)
        await visit(page, `${host.origin}/fine`)
        await expectOnScreen(page, ['First.', 'bold', 'My keyword of the day is apples.', 'With an icon.'], where, 'article')
        // The docs folder's stylesheet applies, and docs.json's favicon is the page's and served.
        expect(await page.locator('.fixture-styled').evaluate((element: any) => (globalThis as any).getComputedStyle(element).color)).toBe('rgb(1, 2, 3)')
        const favicon = await page.locator('link[rel~="icon"]').first().getAttribute('href')
        expect(favicon, where).toBe('/images/pixel.png')
        expect((await page.request.get(`${host.origin}${favicon}`)).status(), where).toBe(200)
        // Icons drawn from the npm packages the site installs (rocket twice, github from the brands).
        const icons = await page.locator('article .dn-icon svg').evaluateAll((svgs: any[]) => svgs.map((svg) => svg.getBoundingClientRect().width))
        expect(icons.length, where).toBe(3)
        for (const width of icons) expect(width, where).toBeGreaterThan(8)
        expect(errors, where).toEqual([])
      })
    } finally {
      await host.close()
    }
  })

  it('test/fixtures/docusaurus-bodies: members, images, links, a hidden page and an API page', { timeout: timeoutFor(1, 300_000) }, async (context) => {
    const { folder, host, log } = await built('docusaurus-bodies')
    try {
      // The component with no equivalent is said at its place, and the build goes on.
      expect(log).toMatch(/docs\/guides\/members\.mdx:28:1 <Mermaid> has no equivalent in Docusaurus/)
      // Chained redirects land on the page (plugin-client-redirects fails on a redirect to a redirect).
      const old = readFileSync(join(folder, 'build', 'old', 'index.html'), 'utf8')
      expect(old).toMatch(/url=\/guides\/members"/)
      await atEachSize(context, async (page, where, errors) => {
        await visit(page, `${host.origin}/`)
        await expectImagesServed(page, where)
        // Links as Mintlify resolves them: `/x/index#a` is `/x#a`, a redirect's source the page it leads to.
        const hrefs = await page.locator('article p a').evaluateAll((links: any[]) => links.map((link) => link.getAttribute('href')))
        expect(hrefs).toEqual(['/guides#setup', '/guides/members', '/guides/members'])
        await visit(page, `${host.origin}/guides`)
        await expectImagesServed(page, where)
        expect(await page.locator('article img').count()).toBe(2)
        await visit(page, `${host.origin}/guides/members`)
        await expectOnScreen(page, ['main.ts', 'primary', "Inside the page's own code.", 'Drawn with its icon.', 'graph TD'], where, 'article')
        expect(await page.locator('article .dn-card .dn-icon svg').count()).toBe(1)
        // The docs folder's stylesheet applies to its components.
        expect(await page.locator('.dn-tree').evaluate((element: any) => (globalThis as any).getComputedStyle(element).outlineColor)).toBe('rgb(1, 2, 3)')
        await page.locator('article button', { hasText: 'Click' }).click()
        await expectOnScreen(page, ['Click 1'], where, 'article')
        await page.locator('article summary', { hasText: 'Closed details' }).click()
        await expectOnScreen(page, ['Hidden until opened.'], where, 'article')
        // A hidden page shows its division's sidebar (Guides), as Mintlify shows it, with no entry marked.
        await visit(page, `${host.origin}/guides/secret`)
        const sidebar = await page.locator('.theme-doc-sidebar-menu a[href]').evaluateAll((links: any[]) => links.map((link) => link.getAttribute('href')))
        if (where.startsWith('1280')) expect(sidebar).toEqual(['/', '/guides', '/guides/members'])
        expect(await page.locator('.theme-doc-sidebar-menu a[aria-current="page"]').count()).toBe(0)
        // A page written for an operation shows its body, then the operation's parameters.
        await visit(page, `${host.origin}/api/get-thing`)
        await expectOnScreen(page, ['Gets one thing.', "The thing's identifier."], where, 'article')
        expect(errors, where).toEqual([])
      })
    } finally {
      await host.close()
    }
  })
})
