import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { timeoutFor } from '../helpers/timeouts.js'
import { runGenerator, serveFolder } from './built-site.js'
import { browserFor, closeBrowser } from './harness.js'
import { readEveryPage } from './reader.js'

/**
 * The gallery: real Mintlify sites with their pages (test/fixtures/sites, each with its licence),
 * built unchanged by the real Astro and Starlight through docsnav's plugin, and every page of the
 * build read as a reader would (test/browser/reader.ts) at a desktop's and a phone's size.
 */
const example = join(import.meta.dirname, '..', '..', 'examples', 'starlight')
const sites = join(import.meta.dirname, '..', 'fixtures', 'sites')
const made: string[] = []

afterAll(async () => {
  await closeBrowser()
  for (const folder of made) rmSync(folder, { recursive: true, force: true })
})

/** The pages of a built site: each folder's index.html, but the redirects' (a meta refresh to another page). */
function builtPages(dist: string): string[] {
  const pages: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name === 'index.html' && !/http-equiv="refresh"/.test(readFileSync(path, 'utf8').slice(0, 2000)))
        pages.push(`/${relative(dist, folder).split('\\').join('/')}${folder === dist ? '' : '/'}`)
    }
  }
  walk(dist)
  return pages.sort()
}

describe('the gallery of real sites, in Starlight', () => {
  it.for(['ollama'])('%s builds unchanged, and a reader sees every page', { timeout: timeoutFor(1, 600_000) }, async (site, context) => {
    if (!existsSync(join(example, 'node_modules', 'astro', 'astro.js')))
      throw new Error('examples/starlight is not installed: the test set-up (generators/install.mjs) installs it')
    const folder = mkdtempSync(join(example, `.gallery-${site}-`))
    made.push(folder)
    for (const part of ['astro.config.mjs', 'package.json', 'src']) cpSync(join(example, part), join(folder, part), { recursive: true })
    rmSync(join(folder, 'src', 'pages'), { recursive: true, force: true })
    cpSync(join(sites, site), join(folder, 'docs'), { recursive: true })
    await runGenerator(folder, '../node_modules/astro/astro.js', ['build'], timeoutFor(1, 300_000))
    const pages = builtPages(join(folder, 'dist'))
    expect(pages.length).toBeGreaterThan(50)
    const host = await serveFolder(join(folder, 'dist'))
    const browser = await browserFor(context)
    try {
      const problems = await readEveryPage(
        async (size) => {
          const page = await browser.newPage({ viewport: size })
          // The site's own host only: images on other hosts are not the build's to serve.
          await page.route('**/*', (route) => (new URL(route.request().url()).hostname === '127.0.0.1' ? route.continue() : route.abort()))
          return page
        },
        host.origin,
        pages,
      )
      expect(problems).toEqual([])
    } finally {
      await host.close()
    }
  })
})
