import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compile } from '../../src/compile/compile.js'
import { timeoutFor } from '../helpers/timeouts.js'
import { runGenerator, serveFolder } from './built-site.js'
import { browserFor, closeBrowser } from './harness.js'
import { readEveryPage } from './reader.js'

/**
 * The gallery: real Mintlify sites with their pages (test/fixtures/sites, each with its licence),
 * built unchanged by each real generator through docsnav's integration (Astro and Starlight, Next.js
 * and Fumadocs), and every page of the build read as a reader would (test/browser/reader.ts) at a
 * desktop's and a phone's size.
 */
const examples = join(import.meta.dirname, '..', '..', 'examples')
const sites = join(import.meta.dirname, '..', 'fixtures', 'sites')
const made: string[] = []

afterAll(async () => {
  await closeBrowser()
  for (const folder of made) rmSync(folder, { recursive: true, force: true })
})

/** A generator's example, copied with a site as its docs and built as the example is. */
interface Generator {
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
}

/** Each file under `folder`, relative to it with `/`. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split('\\').join('/'))
}

const starlight: Generator = {
  name: 'Starlight',
  example: 'starlight',
  parts: ['astro.config.mjs', 'package.json', 'src'],
  build: ['../node_modules/astro/astro.js', 'build'],
  out: 'dist',
  content: 'main',
  quietMs: { build: 300_000, test: 600_000 },
  adjust: (copy) => rmSync(join(copy, 'src', 'pages'), { recursive: true, force: true }),
  // Each folder's index.html, but a redirect's (a meta refresh to another page).
  builtPages: (out) =>
    filesUnder(out)
      .filter((file) => /(^|\/)index\.html$/.test(file) && !/http-equiv="refresh"/.test(readFileSync(join(out, file), 'utf8').slice(0, 2000)))
      .map((file) => `/${file.replace(/\/?index\.html$/, '')}`),
}

const fumadocs: Generator = {
  name: 'Fumadocs',
  example: 'fumadocs',
  parts: ['app', 'lib', 'mdx-components.jsx', 'next.config.mjs', 'package.json', 'postcss.config.mjs'],
  build: ['../node_modules/next/dist/bin/next', 'build'],
  out: 'out',
  // Fumadocs' page has no <main>: its content is the article.
  content: '#nd-page',
  quietMs: { build: 90_000, test: 150_000 },
  adjust: (copy) => {
    // Turbopack's root must hold the linked docsnav (the repository), and Tailwind's sources are named from app/.
    const config = join(copy, 'next.config.mjs')
    writeFileSync(config, readFileSync(config, 'utf8').replace("new URL('../..', import.meta.url)", "new URL('../../..', import.meta.url)"))
    const css = join(copy, 'app', 'global.css')
    writeFileSync(css, readFileSync(css, 'utf8').replaceAll("'../node_modules/", "'../../node_modules/"))
  },
  // Each page's .html, but Next's own (404, _not-found) and a redirect's (Next's redirect() in the page's data).
  builtPages: (out) =>
    filesUnder(out)
      .filter((file) => file.endsWith('.html') && !/^(404|_not-found)\.html$/.test(file) && !readFileSync(join(out, file), 'utf8').includes('NEXT_REDIRECT'))
      .map((file) => `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`),
}

describe.for([starlight, fumadocs].map((generator) => [generator.name, generator] as const))('the gallery of real sites, in %s', ([, generator]) => {
  const example = join(examples, generator.example)
  it.for(['ollama'])('%s builds unchanged, and a reader sees every page', { timeout: timeoutFor(1, generator.quietMs.test) }, async (site, context) => {
    if (!existsSync(join(example, generator.build[0].replace(/^\.\.\//, ''))))
      throw new Error(`examples/${generator.example} is not installed: the test set-up (generators/install.mjs) installs it`)
    const folder = mkdtempSync(join(example, `.gallery-${site}-`))
    made.push(folder)
    for (const part of generator.parts) cpSync(join(example, part), join(folder, part), { recursive: true })
    generator.adjust?.(folder)
    cpSync(join(sites, site), join(folder, 'docs'), { recursive: true })
    const [script, ...args] = generator.build
    await runGenerator(folder, script, args, timeoutFor(1, generator.quietMs.build))
    // Every route of docsnav's is built, and no other page.
    const compiled = await compile(join(folder, 'docs'), {})
    const routes = compiled.site!.routes.map((route) => route.url)
    expect(routes.length).toBeGreaterThan(50)
    expect(generator.builtPages(join(folder, generator.out)).sort()).toEqual([...routes].sort())
    const host = await serveFolder(join(folder, generator.out))
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
        routes,
        generator.content,
      )
      expect(problems).toEqual([])
    } finally {
      await host.close()
    }
  })
})
