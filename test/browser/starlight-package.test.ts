import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compile } from '../../src/compile/compile.js'
import type { Route } from '../../src/ir/site.js'
import { createRenderer } from '../../src/render/index.js'
import { timeoutFor } from '../helpers/timeouts.js'
import { generatorEnv, runGenerator, serveFolder } from './built-site.js'
import { closePages, expectRedirect, sitePage } from './harness.js'
import { expectStarlightFrame } from './starlight-checks.js'

/**
 * docsnav as users get it: the package `npm pack` makes, installed into a copy of examples/starlight
 * outside the repository (from the example's lockfile, offline from npm's cache where it can), and
 * built by the real `astro build`. The copy's docs.json has redirects with parameters, as real sites
 * have (modelcontextprotocol's `/docs/latest/:slug*`). Then the same project with docsnav linked
 * from outside it (`npm link`: node_modules/docsnav a link to the repository), served under Astro's
 * `base` with `trailingSlash: 'always'`.
 */

const repository = join(import.meta.dirname, '..', '..')
const example = join(repository, 'examples', 'starlight')
const run = promisify(execFile)

/** Redirects added to the example's: a version alias, a moved section, a chain through it, and one no static site can hold. */
const REDIRECTS = [
  { source: '/latest/:slug*', destination: '/v1/:slug*', permanent: false },
  { source: '/old/:path', destination: '/installation/:path' },
  { source: '/start', destination: '/old/cli' },
  { source: '/gh/:repo*', destination: 'https://github.com/acme/:repo*' },
]

let folder: string
let site: string
let tarball: string
let packed: string[]

/** Where a built redirect page sends readers (Astro writes `<meta http-equiv="refresh" content="0;url=…">`). */
function redirectOf(dist: string, path: string): string | undefined {
  const file = join(dist, path, 'index.html')
  if (!existsSync(file)) return undefined
  return /http-equiv="refresh" content="0;url=([^"]*)"/.exec(readFileSync(file, 'utf8'))?.[1]
}

describe('docsnav packed by npm, installed into an Astro project and built by Starlight', () => {
  beforeAll(
    async () => {
      if (!existsSync(join(example, 'node_modules', 'astro', 'astro.js')))
        throw new Error('examples/starlight is not installed: the test set-up (generators/install.mjs) installs it')
      folder = mkdtempSync(join(tmpdir(), 'docsnav-package-'))
      // dist/ as the test set-up built it: `prepare` would build it again.
      const { stdout } = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', folder], { cwd: repository, env: generatorEnv() })
      const [result] = JSON.parse(stdout) as Array<{ filename: string; files: Array<{ path: string }> }>
      tarball = join(folder, result!.filename)
      packed = result!.files.map((file) => file.path)
      site = join(folder, 'site')
      for (const part of ['astro.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json', 'src', 'docs'])
        cpSync(join(example, part), join(site, part), { recursive: true })
      const manifest = JSON.parse(readFileSync(join(site, 'package.json'), 'utf8'))
      manifest.dependencies.docsnav = `file:${relative(site, tarball)}`
      writeFileSync(join(site, 'package.json'), JSON.stringify(manifest, null, 2))
      const docs = JSON.parse(readFileSync(join(site, 'docs', 'docs.json'), 'utf8'))
      docs.redirects.push(...REDIRECTS)
      writeFileSync(join(site, 'docs', 'docs.json'), JSON.stringify(docs, null, 2))
      // The example's lockfile pins Astro and Starlight; docsnav's own dependencies come as the tarball declares them.
      await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
        cwd: site,
        env: generatorEnv(),
        timeout: timeoutFor(1, 60_000),
      })
    },
    timeoutFor(1, 90_000),
  )

  afterAll(async () => {
    await closePages()
    if (folder) rmSync(folder, { recursive: true, force: true })
  })

  it('ships no source map that names files the package does not have', () => {
    const installed = join(site, 'node_modules', 'docsnav')
    expect(packed.length).toBeGreaterThan(100)
    for (const path of packed) {
      if (path.endsWith('.map')) {
        const map = JSON.parse(readFileSync(join(installed, path), 'utf8')) as { sources: string[]; sourcesContent?: unknown[] }
        expect(map.sourcesContent?.length, path).toBe(map.sources.length)
      } else if (/\.(?:c|m)?js$/.test(path)) {
        const named = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(readFileSync(join(installed, path), 'utf8'))?.[1]
        if (named !== undefined && !named.startsWith('data:')) expect(packed, path).toContain(join(path, '..', named))
      }
    }
  })

  it(
    "builds with the real Astro: every parameter redirect a static site can hold, the rest named once, and no warning of docsnav's files",
    async (context) => {
      const log = await runGenerator(site, 'node_modules/astro/astro.js', ['build'], timeoutFor(1, 60_000))
      expect(log).not.toMatch(/Sourcemap for .* points to missing source files/)
      expect(log.match(/`\/gh\/:repo\*` → `https:\/\/github\.com\/acme\/:repo\*` \(it leads out of the site/g)).toHaveLength(1)
      const dist = join(site, 'dist')
      // One redirect page per page each source with parameters leads to, chains followed to the page.
      expect(redirectOf(dist, 'latest')).toBe('/v1')
      expect(redirectOf(dist, 'latest/quickstart')).toBe('/v1/quickstart')
      expect(redirectOf(dist, 'old/cli')).toBe('/installation/cli')
      expect(redirectOf(dist, 'old/docker')).toBe('/installation/docker')
      expect(redirectOf(dist, 'start')).toBe('/installation/cli')
      expect(redirectOf(dist, 'docs/getting-started')).toBe('/quickstart')
      expect(readdirSync(dist)).not.toContain('gh')

      // A page, read in the browser: docsnav's navigation around it.
      const result = await compile(join(site, 'docs'), { outputs: true })
      const routes = (JSON.parse(result.files!['routes.json']!) as { routes: Route[] }).routes
      const renderer = createRenderer({ navigation: JSON.parse(result.files!['navigation.json']!), routes })
      const host = await serveFolder(dist)
      try {
        const page = await sitePage(context)
        expect((await page.goto(`${host.origin}/quickstart`))?.status()).toBe(200)
        await expectStarlightFrame(page, routes.find((route) => route.url === '/quickstart')!, renderer)
        await expectRedirect(page, host.origin, '/start', '/installation/cli')
      } finally {
        await host.close()
      }
    },
    timeoutFor(1, 80_000),
  )

  it(
    "builds with docsnav linked from outside the project (npm link), under Astro's base and trailingSlash, each link landing",
    async (context) => {
      // The package's folder and the project's share no folder but `/` (the repository is not in the temporary folder).
      const linked = join(site, 'node_modules', 'docsnav')
      rmSync(linked, { recursive: true, force: true })
      symlinkSync(repository, linked, 'junction')
      // The same build serves the site at `/docs/` with `trailingSlash: 'always'` (one build for both checks).
      const config = readFileSync(join(site, 'astro.config.mjs'), 'utf8')
      const based = config.replace("site: 'https://docs.acme.example.com',", "site: 'https://docs.acme.example.com', base: '/docs', trailingSlash: 'always',")
      expect(based).not.toBe(config)
      writeFileSync(join(site, 'astro.config.mjs'), based)
      const log = await runGenerator(site, 'node_modules/astro/astro.js', ['build', '--outDir', 'dist-linked'], timeoutFor(1, 60_000))
      expect(log).not.toContain('No cached compile metadata')
      const dist = join(site, 'dist-linked')
      const html = readFileSync(join(dist, 'components', 'reference', 'index.html'), 'utf8')
      // docsnav's header (its top bar) and a Mintlify component's, each an Astro component of the linked package.
      expect(html).toMatch(/class="dn-topbar[ "]/)
      expect(html).toMatch(/class="dn-field dn-field-param[ "]/)
      // With their styles, and Starlight's: the stylesheets the page links (under the base) or inlines hold both.
      const linkedCss = [...html.matchAll(/<link rel="stylesheet" href="\/docs([^"]+)"/g)].map((link) => readFileSync(join(dist, link[1]!), 'utf8'))
      const css = [...linkedCss, ...[...html.matchAll(/<style>([^<]*)<\/style>/g)].map((style) => style[1]!)].join('\n')
      expect(css).toContain('--sl-color-bg')
      expect(css).toMatch(/\.dn-topbar[^{]*\{[^}]*display:\s*flex/)
      expect(css).toMatch(/\.dn-field/)

      // Every link of a page is under the base and ends as trailingSlash says, and lands.
      const host = await serveFolder(dist, '/docs')
      try {
        const page = await sitePage(context)
        await page.goto(`${host.origin}/docs/components/reference/`)
        // Starlight's default favicon under the base (`/docs/favicon.svg`), which nothing serves here, is not linked;
        // Starlight's own links are under the base (the test runner's BASE_URL once took its place) and land.
        expect(await page.locator('link[rel~="icon"]').evaluateAll((links: any[]) => links.map((link) => link.outerHTML))).toEqual([])
        const sitemap = await page.locator('link[rel="sitemap"]').getAttribute('href')
        expect(sitemap).toBe('/docs/sitemap-index.xml')
        expect((await page.request.get(`${host.origin}${sitemap}`)).status()).toBe(200)
        const hrefs = await page
          .locator('#starlight__sidebar a[href^="/"], .dn-topbar a[href^="/"], .pagination-links a, .sl-markdown-content a[href^="/"]')
          .evaluateAll((links: any[]) => links.map((link) => link.getAttribute('href')))
        expect(hrefs.length).toBeGreaterThan(10)
        for (const href of new Set(hrefs)) {
          expect(href, href).toMatch(/^\/docs\/(.*\/)?$/)
          const response = await page.request.get(`${host.origin}${href}`)
          expect(response.status(), href).toBe(200)
        }
        const image = await page.request.get(`${host.origin}/docs/images/terminal.svg`)
        expect(image.status()).toBe(200)
        // Mermaid, served under the base too.
        await page.goto(`${host.origin}/docs/components/callouts/`)
        await expect.poll(() => page.locator('pre.docsnav-mermaid svg').count(), { timeout: 20_000 }).toBe(1)
        // Redirects lead under the base too, through a chain to its page (`/docs/:slug*`, then `/getting-started`).
        await expectRedirect(page, host.origin, '/docs/docs/getting-started/', '/docs/quickstart/')
      } finally {
        await host.close()
      }
    },
    timeoutFor(1, 90_000),
  )
})
