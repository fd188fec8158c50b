import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest'
import { timeoutFor } from '../helpers/timeouts.js'
import { generatorEnv, runGenerator, freePort } from './built-site.js'
import { closePages, newPage, readAcrossReloads } from './harness.js'
import { type VitePressEntry, vitepressSidebar } from './vitepress-checks.js'

/**
 * `vitepress dev` on a copy of examples/vitepress: a docs.json edit (VitePress restarts, as on an
 * edit of its config), a page's frontmatter title and a page's body reach the browser; a broken
 * docs.json is said at its file:line:column and the last navigation stays. The time from each
 * write to the browser showing it is printed (never asserted). A broken docs.json also stops
 * `vitepress build`, with the diagnostic and a hint and no stack trace.
 */

const example = join(import.meta.dirname, '..', '..', 'examples', 'vitepress')
let site: string
let server: ChildProcess | undefined
let log = ''
let origin: string
let page: Page | undefined

const labels = (entries: readonly VitePressEntry[]): string[] => entries.flatMap((entry) => [entry.text, ...labels(entry.items ?? [])])

/** Whether the page shown has its dev-server connection (Vite's client says so), through which the server makes it reload. */
let connected = false

/** The sidebar's labels on the page shown, read again when a reload of the dev server's cuts the reading short. */
const shownLabels = () => readAcrossReloads(page!, async (shown) => labels(await vitepressSidebar(shown)))

/** Writes a file of the site, then waits until the browser satisfies `done`; the milliseconds from the write. */
async function afterWrite(path: string, text: string, done: (page: Page) => Promise<boolean>): Promise<number> {
  while (!connected) await page!.waitForTimeout(10)
  const started = performance.now()
  writeFileSync(join(site, path), text)
  for (;;) {
    try {
      await page!.waitForLoadState('load')
      if (await done(page!)) return Math.round(performance.now() - started)
    } catch {
      // The page was reloading while it was read.
    }
    await page!.waitForTimeout(25)
    if (performance.now() - started > timeoutFor(1, 20_000)) throw new Error(`the edit of ${path} did not reach the open page:\n${log.slice(-3000)}`)
  }
}

const sidebarHas = (label: string) => async (shown: Page) => labels(await vitepressSidebar(shown)).includes(label)

describe('examples/vitepress under vitepress dev', () => {
  beforeAll(
    async () => {
      if (!existsSync(join(example, 'node_modules', 'vitepress', 'bin', 'vitepress.js')))
        throw new Error('examples/vitepress is not installed: the test set-up (generators/install.mjs) installs it')
      // Inside the example, whose node_modules Node and Vite find from there.
      site = mkdtempSync(join(example, '.dev-'))
      for (const part of ['.vitepress/config.mts', '.vitepress/theme', 'package.json', 'docs'])
        cpSync(join(example, part), join(site, part), { recursive: true })
      const port = await freePort()
      origin = `http://127.0.0.1:${port}`
      server = spawn(
        process.execPath,
        [join(example, 'node_modules', 'vitepress', 'bin', 'vitepress.js'), 'dev', '--host', '127.0.0.1', '--port', String(port)],
        {
          cwd: site,
          env: generatorEnv(),
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
      server.stdout!.on('data', (chunk) => (log += chunk))
      server.stderr!.on('data', (chunk) => (log += chunk))
      const started = performance.now()
      while (!/Local:/.test(log)) {
        if (server.exitCode !== null) throw new Error(`vitepress dev stopped:\n${log}`)
        if (performance.now() - started > timeoutFor(1, 20_000)) throw new Error(`vitepress dev did not start:\n${log}`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    timeoutFor(1, 60_000),
  )

  afterAll(async () => {
    server?.kill()
    await closePages()
    if (site) rmSync(site, { recursive: true, force: true })
  })

  it(
    'follows docs.json, frontmatter and page edits in the browser, and survives a broken docs.json',
    async (context: TestContext) => {
      page = await newPage(context)
      page.on('framenavigated', (frame) => {
        if (frame === page!.mainFrame()) connected = false
      })
      page.on('console', (message) => {
        if (message.text().includes('[vite] connected')) connected = true
      })
      await page.goto(`${origin}/quickstart`)
      // The dev server's pages are drawn in the browser; on the first visit Vite finds the theme's dependencies and reloads once.
      await page.waitForSelector('.VPSidebar .VPSidebarItem', { timeout: timeoutFor(1, 20_000) })
      await page.waitForLoadState('networkidle')
      await page.goto(`${origin}/quickstart`)
      await page.waitForSelector('.VPSidebar .VPSidebarItem', { timeout: timeoutFor(1, 20_000) })
      expect(await shownLabels()).toContain('Getting started')
      const docs = readFileSync(join(site, 'docs', 'docs.json'), 'utf8')
      const timings: Record<string, number> = {}

      const renamed = docs.replace('"group": "Getting started"', '"group": "First steps"')
      timings['group renamed'] = await afterWrite('docs/docs.json', renamed, sidebarHas('First steps'))
      // Taken by VitePress's client as a hot update of its site data: no restart.
      expect(log).toContain('the navigation changed')
      expect(log).not.toContain('restarting server')

      const quickstart = readFileSync(join(site, 'docs', 'quickstart.mdx'), 'utf8')
      const retitled = quickstart.replace('title: Quickstart', 'title: Five-minute start')
      timings['frontmatter title'] = await afterWrite('docs/quickstart.mdx', retitled, sidebarHas('Five-minute start'))

      const body = retitled.replace('Run `acme deploy` in your project folder.', 'Run `acme ship` in your project folder.')
      timings['page body'] = await afterWrite('docs/quickstart.mdx', body, async (shown) => shown.getByText('acme ship').first().isVisible())

      // A page file added (unlisted: served, as Mintlify serves it) is written for VitePress without a docs.json edit.
      writeFileSync(join(site, 'docs', 'extra.mdx'), '---\ntitle: Extra page\n---\n\nAdded while the server runs.\n')
      const added = performance.now()
      let shown = false
      while (!shown && performance.now() - added < timeoutFor(1, 20_000)) {
        await page.waitForTimeout(100)
        // The server's reload of the open pages may cut a visit short: visited again.
        const visited = await page.goto(`${origin}/extra`).then(
          () => true,
          () => false,
        )
        shown =
          visited &&
          (await page
            .getByText('Added while the server runs.')
            .isVisible({ timeout: 2_000 })
            .catch(() => false))
      }
      expect(shown).toBe(true)
      timings['page file added'] = Math.round(performance.now() - added)
      await page.goto(`${origin}/quickstart`)
      await page.waitForSelector('.VPSidebar .VPSidebarItem', { timeout: timeoutFor(1, 20_000) })

      // Broken: said at its place in the dev server's log; the server stays, and so does the last navigation.
      const before = log.length
      writeFileSync(join(site, 'docs', 'docs.json'), renamed.replace('"navigation": {', '"navigation": {,'))
      const broken = performance.now()
      while (!/docs\/docs\.json:\d+:\d+ DN1\d{3}/.test(log.slice(before)) && performance.now() - broken < timeoutFor(1, 10_000)) await page.waitForTimeout(25)
      expect(log.slice(before)).toMatch(/\[docsnav\] docs\/docs\.json:\d+:\d+ DN1\d{3}/)
      await page.reload()
      await page.waitForSelector('.VPSidebar .VPSidebarItem', { timeout: timeoutFor(1, 20_000) })
      expect(await shownLabels()).toContain('First steps')
      timings['fixed after a break'] = await afterWrite(
        'docs/docs.json',
        renamed.replace('"group": "First steps"', '"group": "Start here"'),
        sidebarHas('Start here'),
      )
      console.log(`vitepress dev, write → browser (ms): ${JSON.stringify(timings)}`)
      expect(server!.exitCode).toBeNull()
    },
    timeoutFor(5, 20_000),
  )

  it(
    'stops vitepress build on an error in docs.json, saying where it is and what to do, without a stack trace',
    async () => {
      writeFileSync(
        join(site, 'docs', 'docs.json'),
        readFileSync(join(example, 'docs', 'docs.json'), 'utf8').replace(
          '"pages": ["fr/index", "fr/quickstart"]',
          '"pages": ["fr/index", "fr/quickstart", "fr/missing"]',
        ),
      )
      const failed = await runGenerator(site, '../node_modules/vitepress/bin/vitepress.js', ['build'], timeoutFor(1, 40_000)).then(
        () => '',
        (error: Error) => error.message,
      )
      expect(failed).toMatch(/docs\/docs\.json:70:90 DN4006 Page `fr\/missing` has no file/)
      expect(failed).toContain('docsnav: 1 error in docs/docs.json; the build stops')
      expect(failed).toContain('npx docsnav check docs')
      expect(failed).not.toMatch(/\n\s+at /)
    },
    timeoutFor(1, 60_000),
  )
})
