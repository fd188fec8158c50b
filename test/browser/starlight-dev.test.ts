import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest'
import { timeoutFor } from '../helpers/timeouts.js'
import { generatorEnv, runGenerator, starlightSidebar, type ShownEntry, freePort } from './built-site.js'
import { closePages, newPage, readAcrossReloads } from './harness.js'

/**
 * `astro dev` on a copy of examples/starlight: edits to docs.json (a group renamed, a page added,
 * docs.json broken and fixed) and to a page's frontmatter reach the sidebar in the browser without
 * a restart. The time from each write to the updated sidebar is printed (never asserted). A
 * broken docs.json also stops `astro build`, with the diagnostic at its file:line:column.
 */

const example = join(import.meta.dirname, '..', '..', 'examples', 'starlight')
let site: string
let server: ChildProcess | undefined
let log = ''
let origin: string
let page: Page | undefined

const labels = (entries: readonly ShownEntry[]): string[] =>
  entries.flatMap((entry) => ('link' in entry ? [entry.label] : [`[${entry.group}]`, ...labels(entry.entries)]))

/** Whether the page shown has its dev-server connection (Vite's client says so), through which the server makes it reload. */
let connected = false
/** How many times the page has been loaded (the dev server's reloads among them). */
let navigations = 0

/** The sidebar's labels on the page shown, read again when a reload of the dev server's cuts the reading short. */
const shownLabels = () => readAcrossReloads(page!, async (shown) => labels(await starlightSidebar(shown)))

/** Writes a file of the site, then waits until the browser's sidebar satisfies `done`; the milliseconds from the write. */
async function afterWrite(path: string, text: string, done: (sidebar: string[]) => boolean): Promise<number> {
  // As a reader's tab open beside the editor is: connected before the edit.
  while (!connected) await page!.waitForTimeout(10)
  const started = performance.now()
  writeFileSync(join(site, path), text)
  for (;;) {
    // The dev server reloads the page itself; a page still waiting is asked again.
    try {
      await page!.waitForLoadState('load')
      if (done(labels(await starlightSidebar(page!)))) return Math.round(performance.now() - started)
    } catch {
      // The page was reloading while it was read.
    }
    await page!.waitForTimeout(25)
    if (performance.now() - started > 20_000) await page!.reload()
  }
}

describe('examples/starlight under astro dev', () => {
  beforeAll(
    async () => {
      if (!existsSync(join(example, 'node_modules', 'astro', 'astro.js')))
        throw new Error('examples/starlight is not installed: the test set-up (generators/install.mjs) installs it')
      // Inside the example, which it finds its node_modules from as Node and Vite do (a linked
      // node_modules elsewhere gives Vite two names for each file of Starlight's).
      site = mkdtempSync(join(example, '.dev-'))
      for (const part of ['astro.config.mjs', 'package.json', 'tsconfig.json', 'src', 'docs'])
        cpSync(join(example, part), join(site, part), { recursive: true })
      const port = await freePort()
      origin = `http://127.0.0.1:${port}`
      server = spawn(process.execPath, [join(example, 'node_modules', 'astro', 'astro.js'), 'dev', '--host', '127.0.0.1', '--port', String(port)], {
        cwd: site,
        env: generatorEnv(),
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      server.stdout!.on('data', (chunk) => (log += chunk))
      server.stderr!.on('data', (chunk) => (log += chunk))
      const started = performance.now()
      while (!/ready in|Local\s/i.test(log)) {
        if (server.exitCode !== null) throw new Error(`astro dev stopped:\n${log}`)
        if (performance.now() - started > 90_000) throw new Error(`astro dev did not start:\n${log}`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    timeoutFor(1, 90_000),
  )

  afterAll(async () => {
    server?.kill()
    await closePages()
    if (site) rmSync(site, { recursive: true, force: true })
  })

  it(
    'follows docs.json and frontmatter edits in the browser, and survives a broken docs.json',
    async (context: TestContext) => {
      page = await newPage(context)
      page.on('framenavigated', (frame) => {
        if (frame !== page!.mainFrame()) return
        connected = false
        navigations++
      })
      page.on('console', (message) => {
        if (message.text().includes('[vite] connected')) connected = true
      })
      await page.goto(`${origin}/quickstart`)
      expect(await shownLabels()).toContain('[Getting started]')
      // The docs folder's images, where Mintlify serves them.
      const image = await page.request.get(`${origin}/images/terminal.svg`)
      expect([image.status(), image.headers()['content-type']]).toEqual([200, 'image/svg+xml'])
      const docs = readFileSync(join(site, 'docs', 'docs.json'), 'utf8')
      const timings: Record<string, number> = {}

      const renamed = docs.replace('"group": "Getting started"', '"group": "First steps"')
      timings['group renamed'] = await afterWrite('docs/docs.json', renamed, (sidebar) => sidebar.includes('[First steps]'))

      writeFileSync(join(site, 'docs', 'changelog.mdx'), '---\ntitle: Changelog\n---\n\nWhat changed.\n')
      const added = renamed.replace('"quickstart",', '"quickstart",\n                      "changelog",')
      timings['page added'] = await afterWrite('docs/docs.json', added, (sidebar) => sidebar.includes('Changelog'))
      expect((await shownLabels()).slice(0, 4)).toEqual(['[First steps]', 'Welcome to Acme Cloud', 'Quickstart', 'Changelog'])

      // Broken: the error is in the dev server's log at its place, the page reloads, and the last navigation stays.
      // As in afterWrite: the reload goes to a page that is connected.
      while (!connected) await page.waitForTimeout(10)
      const reloads = navigations
      writeFileSync(join(site, 'docs', 'docs.json'), added.replace('"navigation": {', '"navigation": {,'))
      const broken = performance.now()
      while ((!/docs\/docs\.json:\d+:\d+ DN1\d{3}/.test(log) || navigations === reloads || !connected) && performance.now() - broken < 20_000)
        await page.waitForTimeout(25)
      expect(log).toMatch(/docs\/docs\.json:\d+:\d+ DN1\d{3}/)
      expect(navigations).toBeGreaterThan(reloads)
      expect(await shownLabels()).toContain('Changelog')
      timings['fixed after a break'] = await afterWrite('docs/docs.json', added.replace('"group": "First steps"', '"group": "Start here"'), (sidebar) =>
        sidebar.includes('[Start here]'),
      )

      const page2 = readFileSync(join(site, 'docs', 'quickstart.mdx'), 'utf8').replace('title: Quickstart', 'title: Five-minute start')
      timings['frontmatter title'] = await afterWrite('docs/quickstart.mdx', page2, (sidebar) => sidebar.includes('Five-minute start'))
      console.log(`astro dev, write → sidebar in the browser (ms): ${JSON.stringify(timings)}`)
      expect(server!.exitCode).toBeNull()
    },
    timeoutFor(6, 20_000),
  )

  it(
    'stops astro build on an error in docs.json, saying where it is',
    async () => {
      writeFileSync(
        join(site, 'docs', 'docs.json'),
        readFileSync(join(example, 'docs', 'docs.json'), 'utf8').replace(
          '"pages": ["fr/index", "fr/quickstart"]',
          '"pages": ["fr/index", "fr/quickstart", "fr/missing"]',
        ),
      )
      const failed = await runGenerator(site, '../node_modules/astro/astro.js', ['build'], timeoutFor(1, 60_000)).then(
        () => '',
        (error: Error) => error.message,
      )
      expect(failed).toMatch(/docs\/docs\.json:70:90 DN4006 Page `fr\/missing` has no file/)
      expect(failed).toContain('docsnav: 1 error in docs/docs.json; the build stops')
    },
    timeoutFor(1, 90_000),
  )
})
