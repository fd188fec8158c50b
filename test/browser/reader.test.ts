import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveFolder } from './built-site.js'
import { closePages, sitePage } from './harness.js'
import { readEveryPage } from './reader.js'

/**
 * The reader the galleries go by (reader.ts) finds what is wrong at either size, whether the page
 * was loaded at that size or resized to it: a page of each fault, served from a folder.
 */

/** A page with a heading and a paragraph, and what the case adds to its `<head>` and `<body>`. */
const page = (head: string, body = '') =>
  `<!doctype html><html><head><meta name="viewport" content="width=device-width">${head}</head><body><main><h1>Title</h1><p>First paragraph.</p></main>${body}</body></html>`

/** Covers the content of a page at the widths `media` names. */
const coverAt = (media: string) => `<style>@media ${media} { .cover { position: fixed; inset: 0; background: white; } }</style>`

/** A page whose script throws when it opens narrower than 600 px. */
const throwsNarrow = page('', '<script>if (innerWidth < 600) throw new Error("narrow start")</script>')

const PAGES: Record<string, string> = {
  // Read first at the desktop's size (the first page), then resized to the phone's.
  'narrow-covered.html': page(coverAt('(max-width: 600px)'), '<div class="cover"></div>'),
  // Loaded at the phone's size (the second page), then resized to the desktop's.
  'wide-covered.html': page(coverAt('(min-width: 601px)'), '<div class="cover"></div>'),
  // A script that throws when the page opens narrow: loaded at the phone's size (the fourth page), and at the desktop's (the third).
  'throws-narrow.html': throwsNarrow,
  'throws-narrow-loaded-wide.html': throwsNarrow,
  // The page's own script covers it when the window is made narrow.
  'resize-covers.html': page(
    '',
    '<script>addEventListener("resize", () => { if (innerWidth < 600) document.body.insertAdjacentHTML("beforeend", "<div style=\\"position:fixed;inset:0;background:red\\" class=\\"late\\"></div>") })</script>',
  ),
  // A sidebar beside the page on a desktop that slides off a phone's screen: covering the page while it slides.
  'slides-away.html': page(
    '<style>.side { position: fixed; top: 0; left: 0; width: 100%; height: 100%; background: white; transition: transform 0.4s; transform: translateX(-100%) } @media (min-width: 601px) { .side { width: 200px; transform: none } main { margin-left: 220px } }</style>',
    '<nav class="side">Sidebar</nav>',
  ),
  'broken-image.html': page('', '<img src="/missing.png" alt="">'),
  'fine.html': page(''),
}

let folder: string
let host: Awaited<ReturnType<typeof serveFolder>>

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'docsnav-reader-'))
  for (const [name, text] of Object.entries(PAGES)) writeFileSync(join(folder, name), text)
  host = await serveFolder(folder)
})
afterAll(async () => {
  await host?.close()
  await closePages()
  rmSync(folder, { recursive: true, force: true })
})

describe('the reader of built sites', () => {
  it('finds what a reader would not see at each size, loaded at it or resized to it', async (context) => {
    const urls = [
      '/narrow-covered',
      '/wide-covered',
      '/throws-narrow-loaded-wide',
      '/throws-narrow',
      '/resize-covers',
      '/fine',
      '/slides-away',
      '/broken-image',
      '/absent',
    ]
    const problems = await readEveryPage((size) => sitePage(context, size), host.origin, urls)
    const found = problems.map(({ size, url, problem }) => `${size} ${url} ${problem.replace(/ class=.*/, '')}`)
    expect(found).toEqual([
      '390×844 /narrow-covered heading covered by <div',
      '390×844 /narrow-covered first paragraph covered by <div',
      '1280×900 /wide-covered heading covered by <div',
      '1280×900 /wide-covered first paragraph covered by <div',
      '390×844 /throws-narrow script error: Error: narrow start',
      '390×844 /resize-covers heading covered by <div',
      '390×844 /resize-covers first paragraph covered by <div',
      `390×844 /broken-image image ${host.origin}/missing.png not served`,
      `1280×900 /broken-image image ${host.origin}/missing.png not served`,
      '1280×900 /absent answered 404',
    ])
  })
})
