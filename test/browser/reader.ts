import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/**
 * What a reader sees, asked of the browser as a reader would find it: each text on screen once
 * scrolled to, covered by nothing (`elementFromPoint` at its middle finds it; Playwright's
 * `isVisible()` is true for covered text), every image served, no script error.
 */

/** The sizes a page is looked at: a desktop screen and a phone's. */
export const READER_SIZES = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const

/**
 * Each text of the page's content (`within`: its `<main>`) is on screen once scrolled to, and what
 * the browser finds at its middle (nothing covers it).
 */
export async function expectOnScreen(page: Page, texts: readonly string[], where: string, within = 'main'): Promise<void> {
  for (const text of texts) {
    const found = page.locator(within).getByText(text, { exact: false }).first()
    await found.scrollIntoViewIfNeeded()
    const shown = await found.evaluate((element: any) => {
      const document = (globalThis as any).document
      // An element with no box of its own (`display: contents`, as Astro's islands and slots are) is where its text is drawn.
      const boxless = (globalThis as any).getComputedStyle(element).display === 'contents'
      const range = document.createRange()
      range.selectNodeContents(element)
      const box = boxless ? range.getBoundingClientRect() : element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) return 'it has no size'
      const at = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + box.height / 2)
      if (at === null) return 'it is off screen'
      // There, the browser finds the element's nearest ancestor with a box (nothing that covers it can be one).
      const drawn = element === at || element.contains(at) || (boxless && at.contains(element))
      return drawn ? 'shown' : `covered by <${at.tagName.toLowerCase()} class="${at.className}">`
    })
    expect(shown, `${where}: "${text}"`).toBe('shown')
  }
}

/** Every image of the page was served and drawn (a broken one has no natural width). */
export async function expectImagesServed(page: Page, where: string): Promise<void> {
  const broken = await page
    .locator('img')
    .evaluateAll((images: any[]) => images.filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.src))
  expect(broken, `${where}: images not served`).toEqual([])
}

/** Collects the page's script errors from now on. */
export function scriptErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(String(error)))
  return errors
}

/** What a reader would not find right on one page of a built site, at one size. */
export interface PageProblem {
  size: string
  url: string
  problem: string
}

/**
 * Every page at `urls` of the site served at `origin`, at each of {@link READER_SIZES}: answered
 * with 200, its `<h1>` and the first paragraph of its content (`within`) on screen and covered by
 * nothing (a page without `within` is wrong), every image of the site served, no script error.
 * What is wrong, page by page.
 *
 * Each page is loaded once and read at both sizes: loaded at one, then the window resized to the
 * other, as a reader turning a tablet or narrowing a window does. Which size a page is loaded at
 * alternates, so that every other page starts at the phone's size (what the generator's scripts
 * draw when the page opens on a phone) and every other one reaches it by a resize (what they draw
 * when the size changes). Loading each page at each size took twice the page loads, and a page
 * load is most of the reading's time: Chromium running the generator's scripts.
 */
export async function readEveryPage(
  newPage: (size: { width: number; height: number }) => Promise<Page>,
  origin: string,
  urls: readonly string[],
  within = 'main',
): Promise<PageProblem[]> {
  const problems: PageProblem[] = []
  const page = await newPage(READER_SIZES[0])
  const errors = scriptErrors(page)
  for (const [index, url] of urls.entries()) {
    const sizes = index % 2 === 0 ? READER_SIZES : [...READER_SIZES].reverse()
    errors.length = 0
    await page.setViewportSize(sizes[0]!)
    const response = await page.goto(`${origin}${url}`, { waitUntil: 'load' })
    if (response?.status() !== 200) {
      problems.push({ size: sizeLabel(sizes[0]!), url, problem: `answered ${response?.status()}` })
      continue
    }
    for (const [turn, size] of sizes.entries()) {
      if (turn > 0) {
        await page.setViewportSize(size)
        await settled(page)
      }
      problems.push(...(await readPage(page, origin, url, within, sizeLabel(size), errors)))
      errors.length = 0
    }
  }
  await page.close()
  return problems
}

/**
 * After a resize: the page's own resize handlers have run, what they changed is laid out (two
 * frames later), and the transitions it started are at their end (a sidebar sliding out of a
 * phone's screen covers the page while it slides), taken there at once rather than waited for.
 * Endless animations (a spinner) are left as they are.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const window = globalThis as any
    const frames = () => new Promise((done) => window.requestAnimationFrame(() => window.requestAnimationFrame(done)))
    await frames()
    const ending = window.document.getAnimations().filter((animation: any) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
    for (const animation of ending) {
      try {
        animation.finish()
      } catch {
        // One that cannot be taken to its end (played at a rate of 0) stays where it is.
      }
    }
    await frames()
  })
}

const sizeLabel = (size: { width: number; height: number }) => `${size.width}×${size.height}`

/** What is wrong on the page as it is now (see {@link readEveryPage}), and the script errors given since the last read. */
async function readPage(page: Page, origin: string, url: string, within: string, label: string, errors: readonly string[]): Promise<PageProblem[]> {
  const problems: PageProblem[] = []
  const found = await page.evaluate(
    async ({ within, origin }) => {
      const document = (globalThis as any).document
      const shown = (element: any) => {
        if (!element) return 'missing'
        element.scrollIntoView({ block: 'center' })
        const box = element.getBoundingClientRect()
        if (box.width === 0 || box.height === 0) return 'without size'
        const at = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + box.height / 2)
        return at && (at === element || element.contains(at)) ? 'shown' : `covered by <${at?.tagName.toLowerCase()} class="${at?.className}">`
      }
      const content = document.querySelector(within)
      const paragraph = content?.querySelector('p')
      // Lazy images below the fold may not be loaded yet: each of the site's is asked for.
      const sources = [...new Set([...document.images].map((image: any) => image.currentSrc || image.src))].filter((src: any) => src.startsWith(origin))
      const statuses = await Promise.all(sources.map((src: any) => fetch(src).then((answer) => answer.status)))
      return {
        heading: shown(document.querySelector('h1')),
        // A page without paragraphs (an API page's tables) has none to show; a page without its content, does.
        paragraph: content ? (paragraph ? shown(paragraph) : 'shown') : `missing (nothing is ${within})`,
        broken: sources.filter((_: unknown, index: number) => statuses[index] !== 200) as string[],
      }
    },
    { within, origin },
  )
  if (found.heading !== 'shown') problems.push({ size: label, url, problem: `heading ${found.heading}` })
  if (found.paragraph !== 'shown') problems.push({ size: label, url, problem: `first paragraph ${found.paragraph}` })
  for (const src of found.broken) problems.push({ size: label, url, problem: `image ${src} not served` })
  for (const error of errors) problems.push({ size: label, url, problem: `script error: ${error}` })
  return problems
}
