import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest'
import { timeoutFor } from '../helpers/timeouts.js'
import { generatorEnv, type ShownEntry, freePort } from './built-site.js'
import { expectReadable, fumadocsSidebar } from './fumadocs-checks.js'
import { closePages, newPage } from './harness.js'

/**
 * `next dev` on a copy of examples/fumadocs: edits to docs.json (a group renamed, a page added,
 * docs.json broken and fixed, a page's title) reach the page open in the browser by themselves, as Next refreshes
 * a page whose module changed (`withDocsnav` follows docsnav's inputs and rewrites a module the
 * page imports). The time from each write to the updated sidebar is printed (never asserted).
 */

const example = join(import.meta.dirname, '..', '..', 'examples', 'fumadocs')
const next = join(example, 'node_modules', 'next', 'dist', 'bin', 'next')
let site: string
let server: ChildProcess | undefined
let log = ''
let origin: string
let page: Page | undefined
/** How many times the page has been loaded: the edits must reach it without a load. */
let navigations = 0
/** Whether the page has heard from Next's dev server (its HMR socket), through which the refresh comes. */
let connected = false

const labels = (entries: readonly ShownEntry[]): string[] =>
  entries.flatMap((entry) => ('link' in entry ? [entry.label] : [`[${entry.group}]`, ...labels(entry.entries)]))

/**
 * The open page's sidebar labels. Read again when a navigation replaced the page while it was read
 * (Next's dev server may refresh a page that was just reloaded, once its socket reconnects).
 */
async function sidebarLabels(): Promise<string[]> {
  for (;;) {
    try {
      return labels(await fumadocsSidebar(page!))
    } catch (error) {
      if (!/Execution context was destroyed|navigat/i.test(error instanceof Error ? error.message : '')) throw error
      await page!.waitForLoadState('load')
    }
  }
}

/** Writes a file of the site, then waits (the page left as it is) until its sidebar satisfies `done`; the milliseconds from the write. */
async function afterWrite(path: string, text: string, done: (sidebar: string[]) => boolean): Promise<number> {
  while (!connected) await page!.waitForTimeout(10)
  const started = performance.now()
  writeFileSync(join(site, path), text)
  for (;;) {
    if (done(await sidebarLabels())) return Math.round(performance.now() - started)
    if (performance.now() - started > timeoutFor(1, 20_000)) throw new Error(`the page did not update after ${path} was written:\n${log.slice(-3000)}`)
    await page!.waitForTimeout(25)
  }
}

describe('examples/fumadocs under next dev', () => {
  beforeAll(
    async () => {
      if (!existsSync(next)) throw new Error('examples/fumadocs is not installed: the test set-up (generators/install.mjs) installs it')
      // Inside the example, which it finds its node_modules from as Node and Turbopack do.
      site = mkdtempSync(join(example, '.dev-'))
      for (const part of ['app', 'docs', 'lib', 'mdx-components.jsx', 'next.config.mjs', 'package.json', 'postcss.config.mjs'])
        cpSync(join(example, part), join(site, part), { recursive: true })
      // Turbopack's root must hold the linked docsnav: the repository, one folder further up from the copy.
      const config = readFileSync(join(site, 'next.config.mjs'), 'utf8')
      writeFileSync(join(site, 'next.config.mjs'), config.replace("new URL('../..', import.meta.url)", "new URL('../../..', import.meta.url)"))
      // And Tailwind's sources are named from app/: the example's node_modules, one folder further up.
      const css = readFileSync(join(site, 'app', 'global.css'), 'utf8')
      writeFileSync(join(site, 'app', 'global.css'), css.replaceAll("'../node_modules/", "'../../node_modules/"))
      const port = await freePort()
      origin = `http://127.0.0.1:${port}`
      server = spawn(process.execPath, [next, 'dev', '--hostname', '127.0.0.1', '--port', String(port)], {
        cwd: site,
        env: generatorEnv(),
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      })
      server.stdout!.on('data', (chunk) => (log += chunk))
      server.stderr!.on('data', (chunk) => (log += chunk))
      const started = performance.now()
      while (!/Ready in/.test(log)) {
        if (server.exitCode !== null) throw new Error(`next dev stopped:\n${log}`)
        if (performance.now() - started > timeoutFor(1, 25_000)) throw new Error(`next dev did not start:\n${log}`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    },
    timeoutFor(1, 30_000),
  )

  afterAll(async () => {
    // next dev starts workers of its own: the whole group goes.
    if (server?.pid !== undefined && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve))
      process.kill(-server.pid, 'SIGTERM')
      // Until it has stopped writing its cache into the copy.
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
    }
    await closePages()
    if (site) rmSync(site, { recursive: true, force: true })
  })

  it(
    'follows docs.json edits in the open page without a reload, and keeps the last navigation while docs.json is broken',
    async (context: TestContext) => {
      page = await newPage(context)
      // A load, not a navigation: Next's router refreshing the page replaces its history entry.
      page.on('load', () => navigations++)
      page.on('websocket', (socket) => {
        if (socket.url().includes('/_next/')) socket.on('framereceived', () => (connected = true))
      })
      const first = performance.now()
      await page.goto(`${origin}/quickstart`, { timeout: timeoutFor(1, 30_000) })
      const firstPage = Math.round(performance.now() - first)
      expect(await sidebarLabels()).toContain('[Getting started]')
      await expectReadable(page, '/quickstart')
      const loads = navigations
      const docs = readFileSync(join(site, 'docs', 'docs.json'), 'utf8')
      const timings: Record<string, number> = {}

      const renamed = docs.replace('"group": "Getting started"', '"group": "First steps"')
      timings['group renamed'] = await afterWrite('docs/docs.json', renamed, (sidebar) => sidebar.includes('[First steps]'))

      writeFileSync(join(site, 'docs', 'changelog.mdx'), '---\ntitle: Changelog\n---\n\nWhat changed.\n')
      const added = renamed.replace('"quickstart",', '"quickstart",\n                      "changelog",')
      timings['page added'] = await afterWrite('docs/docs.json', added, (sidebar) => sidebar.includes('Changelog'))
      const shown = await sidebarLabels()
      expect(shown.slice(shown.indexOf('[First steps]'), shown.indexOf('Changelog') + 1)).toEqual([
        '[First steps]',
        'Welcome to Acme Cloud',
        'Quickstart',
        'Changelog',
      ])
      expect(navigations, 'the page was not reloaded').toBe(loads)

      // Broken: the error is in Next's log at its place, and the page (refreshed, then reloaded) keeps the last navigation.
      writeFileSync(join(site, 'docs', 'docs.json'), added.replace('"navigation": {', '"navigation": {,'))
      const broken = performance.now()
      while (!/docs\/docs\.json:\d+:\d+ DN1\d{3}/.test(log) && performance.now() - broken < timeoutFor(1, 10_000)) await page.waitForTimeout(25)
      expect(log).toMatch(/docs\/docs\.json:\d+:\d+ DN1\d{3}/)
      await page.waitForTimeout(500)
      expect(await sidebarLabels()).toContain('Changelog')
      const logged = log.length
      const response = await page.reload()
      expect(response?.status(), log.slice(logged)).toBe(200)
      await page.waitForLoadState('networkidle')
      expect(await sidebarLabels()).toContain('Changelog')
      // From here on, the edits again reach the page without loading it.
      const reloaded = navigations
      timings['fixed after a break'] = await afterWrite('docs/docs.json', added.replace('"group": "First steps"', '"group": "Start here"'), (sidebar) =>
        sidebar.includes('[Start here]'),
      )
      const page2 = readFileSync(join(site, 'docs', 'quickstart.mdx'), 'utf8').replace('title: Quickstart', 'title: Five-minute start')
      timings['frontmatter title'] = await afterWrite('docs/quickstart.mdx', page2, (sidebar) => sidebar.includes('Five-minute start'))
      expect(navigations, 'the page was not reloaded since').toBe(reloaded)
      console.log(`next dev: first page ${firstPage} ms; write → sidebar in the open page (ms): ${JSON.stringify(timings)}`)
      expect(server!.exitCode).toBeNull()
    },
    timeoutFor(4, 15_000),
  )
})
