import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compile } from '../../src/compile/compile.js'
import { requires } from '../helpers/requirements.js'
import { timeoutFor } from '../helpers/timeouts.js'
import { runGenerator, serveFolder } from './built-site.js'
import { closePages, sitePage } from './harness.js'
import { readEveryPage } from './reader.js'

/**
 * The gallery: real Mintlify sites with their pages (test/fixtures/sites, each with its licence),
 * built unchanged by each real generator through docsnav's integration, and every page of the build
 * read as a reader would (test/browser/reader.ts) at a desktop's and a phone's size. Each generator
 * has its own test file (gallery-<generator>.test.ts) calling `galleryOf`, so that the files run
 * side by side.
 */
const examples = join(import.meta.dirname, '..', '..', 'examples')
const sites = join(import.meta.dirname, '..', 'fixtures', 'sites')

/** A generator's example, copied with a site as its docs and built as the example is. */
export interface Generator {
  name: string
  /** Its example in examples/, whose node_modules the copy (a folder inside it) uses. */
  example: string
  /** The example's files the copy takes (its own pages left out). */
  parts: readonly string[]
  /** The command line the build runs with Node, from the copy, and its arguments. */
  build: readonly [script: string, ...args: string[]]
  /** The folder the build writes. */
  out: string
  /** What holds a page's content: its first paragraph is looked for there. */
  content: string
  /** About how long the build and the reading take on a quiet two-core machine (for the timeout). */
  quietMs: { build: number; test: number }
  /** The copy's files that name paths from the example's folder, made to name them from one folder further in. */
  adjust?(copy: string): void
  /** The URLs of the pages in the built folder, without the redirects' (pages that only lead elsewhere). */
  builtPages(out: string): string[]
  /** What the build needs that the test set-up cannot install (MkDocs): the test is skipped without it, as `requires` says. */
  needs?: { installed: boolean; missing: string }
  /** The URL the built site serves a route at, when not the route itself (MkDocs: `/a/`, its pages linking relative to the folder). */
  served?(route: string): string
}

/** Each file under `folder`, relative to it with `/`. */
export function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split('\\').join('/'))
}

/**
 * The pages of a build that writes each page as an `.html` file (`/x` is x.html, `/` index.html):
 * every one but `notPages` (the generator's 404) and a redirect's (a meta refresh to another page).
 */
export function htmlFilePages(out: string, notPages: readonly string[]): string[] {
  return filesUnder(out)
    .filter((file) => file.endsWith('.html') && !notPages.includes(file) && !/http-equiv="refresh"/.test(readFileSync(join(out, file), 'utf8').slice(0, 3000)))
    .map((file) => `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`)
}

/** The gallery's tests for one generator: each site copied into its example, built, and every page read. */
export function galleryOf(generator: Generator, siteNames: readonly string[] = ['ollama']): void {
  const made: string[] = []
  afterAll(async () => {
    await closePages()
    for (const folder of made) rmSync(folder, { recursive: true, force: true })
  })
  describe(`the gallery of real sites, in ${generator.name}`, () => {
    const example = join(examples, generator.example)
    it.for(siteNames)('%s builds unchanged, and a reader sees every page', { timeout: timeoutFor(1, generator.quietMs.test) }, async (site, context) => {
      if (generator.needs) requires(context, generator.needs.installed, generator.needs.missing)
      if (!existsSync(join(example, generator.build[0].replace(/^\.\.\//, ''))))
        throw new Error(`examples/${generator.example} is not installed: the test set-up (generators/install.mjs) installs it`)
      const folder = mkdtempSync(join(example, `.gallery-${site}-`))
      made.push(folder)
      for (const part of generator.parts) cpSync(join(example, part), join(folder, part), { recursive: true })
      generator.adjust?.(folder)
      const docs = join(folder, 'docs')
      cpSync(join(sites, site), docs, { recursive: true })
      const [script, ...args] = generator.build
      await runGenerator(folder, script, args, timeoutFor(1, generator.quietMs.build))
      // Every route of docsnav's is built, and no other page.
      const compiled = await compile(docs, {})
      const routes = compiled.site!.routes.map((route) => route.url)
      expect(routes.length).toBeGreaterThan(50)
      expect(generator.builtPages(join(folder, generator.out)).sort()).toEqual([...routes].sort())
      const host = await serveFolder(join(folder, generator.out))
      try {
        const problems = await readEveryPage(
          // The site's own host only (images on other hosts are not the build's to serve): every page's, sitePage says.
          (size) => sitePage(context, size),
          host.origin,
          routes.map((route) => generator.served?.(route) ?? route),
          generator.content,
        )
        expect(problems).toEqual([])
      } finally {
        await host.close()
      }
    })
  })
}
