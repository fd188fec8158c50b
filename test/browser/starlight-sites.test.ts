import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { compile } from '../../src/compile/compile.js'
import type { Route } from '../../src/ir/site.js'
import { createRenderer } from '../../src/render/index.js'
import { validSite } from '../../src/testing/index.js'
import { timeoutFor } from '../helpers/timeouts.js'
import { runGenerator, serveFolder } from './built-site.js'
import { closePages, sitePage } from './harness.js'
import { expectStarlightFrame } from './starlight-checks.js'

/**
 * The property behind examples/starlight's checks, on generated sites: for a few small sites of
 * `validSite()` (seeded), Astro and Starlight build them with docsnav's plugin, and on every route
 * the browser shows docsnav's navigation (the same checks as the example's). Each build takes Astro
 * several seconds, so the sample is small.
 */

const example = join(import.meta.dirname, '..', '..', 'examples', 'starlight')
const SITES = 3
const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="8" fill="#0d9373"/></svg>'
const made: string[] = []

afterAll(async () => {
  await closePages()
  for (const folder of made) rmSync(folder, { recursive: true, force: true })
})

describe("Starlight sites from validSite(), built by Astro with docsnav's plugin", () => {
  it(
    'show on every route the navigation docsnav has for it',
    async (context) => {
      if (!existsSync(join(example, 'node_modules', 'astro', 'astro.js')))
        throw new Error('examples/starlight is not installed: the test set-up (generators/install.mjs) installs it')
      const sites = fc.sample(validSite({ maxDepth: 2, maxEntries: 3 }), { numRuns: SITES })
      const page = await sitePage(context)
      for (const [index, site] of sites.entries()) {
        // A copy of the example's Astro project (found by Node beside its node_modules) with the generated site as docs/.
        const folder = mkdtempSync(join(example, '.site-'))
        made.push(folder)
        for (const part of ['astro.config.mjs', 'package.json', 'src']) cpSync(join(example, part), join(folder, part), { recursive: true })
        rmSync(join(folder, 'src', 'pages'), { recursive: true, force: true })
        for (const [path, text] of Object.entries({ ...site.files, 'docs.json': JSON.stringify({ name: 'Generated', ...site.config }, null, 2) })) {
          mkdirSync(dirname(join(folder, 'docs', path)), { recursive: true })
          writeFileSync(join(folder, 'docs', path), text)
        }
        // The first project has Starlight's own favicon, which its default link then serves; the others have none.
        const ownFavicon = index === 0
        if (ownFavicon) {
          mkdirSync(join(folder, 'public'))
          writeFileSync(join(folder, 'public', 'favicon.svg'), FAVICON)
        }
        const result = await compile(join(folder, 'docs'), { outputs: true })
        expect(result.summary.errors, `site ${index}`).toBe(0)
        await runGenerator(folder, '../node_modules/astro/astro.js', ['build'], timeoutFor(1, 60_000))
        const routes = (JSON.parse(result.files!['routes.json']!) as { routes: Route[] }).routes
        const renderer = createRenderer({ navigation: JSON.parse(result.files!['navigation.json']!), routes })
        const host = await serveFolder(join(folder, 'dist'))
        try {
          // docs.json names no favicon here: Starlight's own is linked where the project has it, and only there.
          expect(site.config.favicon, `site ${index}`).toBeUndefined()
          for (const route of routes) {
            const response = await page.goto(`${host.origin}${route.url}`)
            expect(response?.status(), `site ${index}: ${route.url}`).toBe(200)
            await expectStarlightFrame(page, route, renderer)
            const icons = await page.locator('link[rel~="icon"]').evaluateAll((links: any[]) => links.map((link) => link.getAttribute('href')))
            expect(icons, `site ${index}: ${route.url}`).toEqual(ownFavicon ? ['/favicon.svg'] : [])
          }
          if (ownFavicon) expect((await page.request.get(`${host.origin}/favicon.svg`)).status()).toBe(200)
        } finally {
          await host.close()
        }
      }
    },
    timeoutFor(SITES, 40_000),
  )
})
