import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { timeoutFor } from '../helpers/timeouts.js'
import { runGenerator, serveFolder } from './built-site.js'
import { closePages, sitePage } from './harness.js'
import { expectImagesServed, expectOnScreen, READER_SIZES, scriptErrors } from './reader.js'

/**
 * test/fixtures/page-bodies, unchanged, built by Astro and Starlight through docsnav's plugin:
 * snippets imported by default and by name (from `/x` and `./x`, without an extension), an MDX
 * snippet's exports, a snippet given props, Mintlify's components in a snippet and in a page's own
 * code, a member component, a React snippet (an island: drawn on the server, run in the browser,
 * with the hooks Mintlify gives snippets), and a name declared nowhere; Steps, math and diagrams. What a reader sees is checked at a desktop's and a phone's size.
 */
const example = join(import.meta.dirname, '..', '..', 'examples', 'starlight')
const fixture = join(import.meta.dirname, '..', 'fixtures', 'page-bodies')
const made: string[] = []

afterAll(async () => {
  await closePages()
  for (const folder of made) rmSync(folder, { recursive: true, force: true })
})

describe('page bodies as Mintlify reads them, in Starlight', () => {
  it(
    'build unchanged, and show every snippet and component to a reader',
    async (context) => {
      if (!existsSync(join(example, 'node_modules', 'astro', 'astro.js')))
        throw new Error('examples/starlight is not installed: the test set-up (generators/install.mjs) installs it')
      // A copy of the example's Astro project (found by Node beside its node_modules) with the fixture as docs/.
      const folder = mkdtempSync(join(example, '.page-bodies-'))
      made.push(folder)
      for (const part of ['astro.config.mjs', 'package.json', 'src']) cpSync(join(example, part), join(folder, part), { recursive: true })
      rmSync(join(folder, 'src', 'pages'), { recursive: true, force: true })
      cpSync(fixture, join(folder, 'docs'), { recursive: true })
      const log = await runGenerator(folder, '../node_modules/astro/astro.js', ['build'], timeoutFor(1, 120_000))
      // The example renders React (`@astrojs/react`): the snippet's component is drawn, not said to be its content.
      expect(log).not.toMatch(/<Button> is a React component/)
      const host = await serveFolder(join(folder, 'dist'))
      try {
        for (const size of READER_SIZES) {
          const page = await sitePage(context, size)
          const errors = scriptErrors(page)
          const where = `${size.width}×${size.height}`
          expect((await page.goto(`${host.origin}/`))?.status()).toBe(200)
          await expectOnScreen(
            page,
            ['Page bodies', 'Hello, my name is Ronan and I like strawberries. Unknown: [].', 'v1', 'My keyword of the day is bananas.', 'Press', 'a.ts'],
            `${where} /`,
          )
          // The React snippet runs in the browser: its hook's state changes when it is pressed.
          await page.locator('main button', { hasText: 'Press' }).click()
          await expectOnScreen(page, ['Press (pressed)'], `${where} /`)
          // Mintlify's Tip inside the snippet, drawn as the plugin's callout.
          expect(await page.locator('aside.starlight-aside', { hasText: 'Snippets use Mintlify' }).count(), where).toBe(1)
          await expectImagesServed(page, where)
          expect((await page.goto(`${host.origin}/fine/`))?.status()).toBe(200)
          await expectOnScreen(page, ['Fine', 'First.', 'Go', 'bold', 'My keyword of the day is apples.', 'With an icon.'], `${where} /fine/`)
          // The docs folder's stylesheet applies to every page, and docs.json's favicon is the page's.
          expect(await page.locator('.fixture-styled').evaluate((element: any) => (globalThis as any).getComputedStyle(element).color), where).toBe(
            'rgb(1, 2, 3)',
          )
          const favicon = await page.locator('link[rel~="icon"]').first().getAttribute('href')
          expect(favicon, where).toBe('/images/pixel.png')
          expect((await page.request.get(`${host.origin}${favicon}`)).status(), where).toBe(200)
          // Icons drawn from the npm packages the site installs, each by its name (`fa-rocket`, ...), never fetched from elsewhere.
          const icons = await page.locator('main .dn-icon svg').evaluateAll((svgs: any[]) => svgs.map((svg) => svg.getBoundingClientRect().width))
          expect(icons.length, where).toBe(3)
          for (const width of icons) expect(width, where).toBeGreaterThan(8)
          expect((await page.goto(`${host.origin}/diagrams/`))?.status()).toBe(200)
          await expectOnScreen(page, ['Diagrams', 'Install the tool.', 'Write its settings.', 'in a right triangle'], `${where} /diagrams/`)
          // Steps numbered as Mintlify numbers them: a step's own stepNumber, else its place; titles as h3 (titleSize).
          expect(await page.locator('main .dn-step-marker').allTextContents(), where).toEqual(['1', '7', '3'])
          expect(await page.locator('main h3.dn-step-title').count(), where).toBe(3)
          // Math drawn by KaTeX at build time, in KaTeX's fonts (its styles applied: the MathML copy is hidden).
          expect(await page.locator('main .katex').count(), where).toBe(2)
          expect(await page.locator('main .katex-display').count(), where).toBe(1)
          const katexFonts = () =>
            page.evaluate(() => [...(globalThis as any).document.fonts].filter((font: any) => font.family.includes('KaTeX') && font.status === 'loaded').length)
          await expect.poll(katexFonts, { message: where }).toBeGreaterThan(0)
          expect((await page.locator('main .katex-mathml').first().boundingBox())?.width, where).toBeLessThanOrEqual(1)
          // Both diagrams (a ```mermaid block, a <Mermaid chart>) drawn by the site's mermaid, with their labels on screen.
          await expect.poll(() => page.locator('main pre.docsnav-mermaid svg').count(), { message: where, timeout: 20_000 }).toBe(2)
          await expectOnScreen(page, ['Docs writer', 'Opens a page'], `${where} /diagrams/`)
          expect(errors, where).toEqual([])
          await page.close()
        }
      } finally {
        await host.close()
      }
    },
    timeoutFor(1, 240_000),
  )
})
