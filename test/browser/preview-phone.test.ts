import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compile } from '../../src/compile/compile.js'
import { closePages, newPage, previewOf, type OpenPreview } from './harness.js'
import { readEveryPage, READER_SIZES } from './reader.js'

/**
 * `docsnav preview` as a reader sees it on a desktop screen and a phone's: every page of the
 * example site with its heading and text on screen, nothing wider than the screen, and on a phone
 * the sidebar behind a Menu button that shows it (it took 280 px of a 390 px screen and pushed the
 * page off its right edge).
 */

declare const document: any
declare const window: any

const example = join(import.meta.dirname, '..', '..', 'examples', 'acme')
let preview: OpenPreview
let urls: string[]

beforeAll(async () => {
  preview = await previewOf(example)
  urls = (await compile(example)).site!.routes.map((route) => route.url)
})
afterAll(async () => {
  await closePages()
  await preview.close()
})

describe('the preview on a desktop screen and a phone', () => {
  it('shows every page whole at both sizes: heading and first paragraph uncovered, no script error', async (context) => {
    const origin = preview.url.replace(/\/$/, '')
    const problems = await readEveryPage(
      async (size) => {
        const page = await newPage(context)
        await page.setViewportSize(size)
        return page
      },
      origin,
      urls,
    )
    expect(problems).toEqual([])
  })

  it('draws nothing wider than the screen', async (context) => {
    const page = await newPage(context)
    for (const size of READER_SIZES) {
      await page.setViewportSize(size)
      for (const url of urls) {
        await page.goto(new URL(url, preview.url).href)
        const width = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }))
        expect(width.page, `${url} at ${size.width}×${size.height}`).toBeLessThanOrEqual(width.screen)
      }
    }
    await page.close()
  })

  it('puts the sidebar behind a Menu button on a phone, and beside the page on a desktop', async (context) => {
    const page = await newPage(context)
    const current = '.dn-sidebar [aria-current="page"]'
    const shown = (selector: string) =>
      page.evaluate((selector: string) => {
        const element = document.querySelector(selector)
        const box = element.getBoundingClientRect()
        if (box.width === 0) return false
        const at = document.elementFromPoint(box.left + Math.min(box.width / 2, 20), box.top + box.height / 2)
        return at !== null && (at === element || element.contains(at))
      }, selector)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(new URL('/api-reference/introduction', preview.url).href)
    const menu = page.getByRole('button', { name: 'Menu' })
    expect(await shown(current)).toBe(false)
    await menu.click()
    expect(await menu.getAttribute('aria-expanded')).toBe('true')
    expect(await shown(current)).toBe(true)
    await menu.click()
    expect(await shown(current)).toBe(false)

    await page.setViewportSize({ width: 1280, height: 900 })
    expect(await menu.isVisible()).toBe(false)
    expect(await shown(current)).toBe(true)
    await page.close()
  })
})
