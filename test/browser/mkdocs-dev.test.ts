import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { requires } from '../helpers/requirements.js'
import { timeoutFor } from '../helpers/timeouts.js'
import { generatorEnv, freePort } from './built-site.js'
import { newPage } from './harness.js'
import { MKDOCS_MISSING, mkdocsInstalled, run } from './mkdocs-checks.js'

/**
 * The dev loop the example's `npm run dev` runs, on a copy: `docsnav mkdocs docs --watch` beside
 * `mkdocs serve`. An edit to docs.json is written again into the pages and the config, MkDocs
 * (which reloads its config on every rebuild) builds, and its live reload reaches the open page;
 * the time from the edit to the page showing it is logged, never asserted. A broken docs.json is
 * said at file:line:column and leaves the last pages served.
 */

const example = join(import.meta.dirname, '..', '..', 'examples', 'mkdocs')
const docsnavCli = join(import.meta.dirname, '..', '..', 'bin', 'docsnav.js')
const started: ChildProcess[] = []
let copy: string | undefined

/** A process of the dev loop, its output kept; stopped after the tests (by its own pid). */
function start(command: string, args: string[], cwd: string): { output: () => string } {
  const child = spawn(command, args, { cwd, env: generatorEnv() })
  started.push(child)
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  return { output: () => output }
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

afterAll(() => {
  for (const child of started) child.kill('SIGTERM')
  if (copy) rmSync(copy, { recursive: true, force: true })
})

describe('examples/mkdocs in mkdocs serve, with docsnav mkdocs --watch', () => {
  it(
    'brings a docs.json edit to the open page, and keeps the last pages while docs.json is broken',
    async (context) => {
      requires(context, mkdocsInstalled, MKDOCS_MISSING)
      copy = mkdtempSync(join(tmpdir(), 'docsnav-mkdocs-dev-'))
      cpSync(join(example, 'docs'), join(copy, 'docs'), { recursive: true })
      cpSync(join(example, 'mkdocs.yml'), join(copy, 'mkdocs.yml'))
      const first = await run(process.execPath, [docsnavCli, 'mkdocs', 'docs'], copy, timeoutFor(1, 10_000))
      expect(first.code, first.output).toBe(0)
      const watcher = start(process.execPath, [docsnavCli, 'mkdocs', 'docs', '--watch'], copy)
      const port = await freePort()
      const serve = start('mkdocs', ['serve', '-a', `127.0.0.1:${port}`], copy)
      const origin = `http://127.0.0.1:${port}`
      await until(
        async () => (await fetch(`${origin}/quickstart/`).catch(() => undefined))?.status === 200,
        `mkdocs serve on ${origin}\n${serve.output()}`,
        timeoutFor(1, 15_000),
      )
      await until(() => watcher.output().includes('are up to date'), 'docsnav mkdocs --watch to start', timeoutFor(1, 10_000))

      const page = await newPage(context)
      await page.setViewportSize({ width: 1400, height: 900 })
      await page.goto(`${origin}/quickstart/`)
      const sidebarHas = (label: string) =>
        page
          .locator('.md-nav--primary .md-nav__item--active .md-nav__link--index a, .md-nav--primary .md-nav__item--active label.md-nav__link')
          .allTextContents()
          .then((texts) => texts.map((text) => text.trim()).includes(label))
          .catch(() => false)
      expect(await sidebarHas('Getting started')).toBe(true)

      const docsJson = join(copy, 'docs', 'docs.json')
      const original = readFileSync(docsJson, 'utf8')
      const edited = performance.now()
      writeFileSync(docsJson, original.replace('"group": "Getting started"', '"group": "First steps"'))
      await until(() => sidebarHas('First steps'), 'the renamed group in the open page', timeoutFor(1, 15_000))
      console.log(`mkdocs serve: docs.json edit -> the open page shows it in ${Math.round(performance.now() - edited)} ms`)

      // A broken docs.json: said at its place; the pages and config stay as they were.
      const before = readFileSync(join(copy, 'docsnav.mkdocs.yml'), 'utf8')
      writeFileSync(docsJson, original.replace('"group": "Getting started",', '"group": "Getting started" "oops",'))
      // The error and what is kept are two writes: under load the second may come a moment later.
      await until(
        () => /docs\/docs\.json:\d+:\d+ DN\d{4}/.test(watcher.output()) && watcher.output().includes('docsnav.mkdocs.yml is left as it was'),
        'the error at docs.json:line:column, and docsnav.mkdocs.yml left as it was',
        timeoutFor(1, 10_000),
      )
      expect(watcher.output()).toMatch(/docs\/docs\.json:\d+:\d+ DN\d{4}/)
      expect(watcher.output()).toContain('docsnav.mkdocs.yml is left as it was')
      expect(readFileSync(join(copy, 'docsnav.mkdocs.yml'), 'utf8')).toBe(before)
      await page.reload()
      expect(await sidebarHas('First steps')).toBe(true)

      // Fixed again: the page follows.
      writeFileSync(docsJson, original)
      await until(() => sidebarHas('Getting started'), 'the fixed docs.json in the open page', timeoutFor(1, 15_000))

      // The build stops on a broken docs.json: `docsnav mkdocs` fails before `mkdocs build` runs.
      writeFileSync(docsJson, original.replace('"group": "Getting started",', '"group": "Getting started" "oops",'))
      const broken = await run(process.execPath, [docsnavCli, 'mkdocs', 'docs'], copy, timeoutFor(1, 10_000))
      expect(broken.code).toBe(1)
      expect(broken.output).toMatch(/^docs\/docs\.json:\d+:\d+ DN\d{4} /m)
      expect(broken.output).not.toMatch(/\n\s+at /)
      await page.close()
    },
    timeoutFor(1, 60_000),
  )
})
