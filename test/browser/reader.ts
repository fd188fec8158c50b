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
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) return 'it has no size'
      const at = (globalThis as any).document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + box.height / 2)
      if (at === null) return 'it is off screen'
      return element === at || element.contains(at) || at.contains(element) ? 'shown' : `covered by <${at.tagName.toLowerCase()} class="${at.className}">`
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
