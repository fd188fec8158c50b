import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { compile } from '../../src/compile/compile.js'
import { closePages, newPage, previewOf, type OpenPreview } from './harness.js'

/**
 * The example site (examples/acme) in Debian's Chromium: every control is reached by Tab and
 * works by keyboard (WAI-ARIA disclosure and menu button patterns), and axe-core finds no
 * violation on any of its pages.
 */

// The functions given to page.evaluate run in the page; the project's TypeScript has no DOM library,
// so the page's names are declared here, loosely.
declare const document: any
declare const window: any
type HTMLElement = any
type Document = any

const example = join(import.meta.dirname, '..', '..', 'examples', 'acme')
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
let preview: OpenPreview
let base: string

beforeAll(async () => {
  preview = await previewOf(example)
  base = preview.url.replace(/\/$/, '')
})
afterAll(async () => {
  await preview.close()
  await closePages()
})

/** A short description of the focused element, or of each control a person can tab to. */
const describeFocused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    return element ? `${element.tagName.toLowerCase()} ${element.getAttribute('href') ?? ''} ${element.textContent?.trim() ?? ''}` : ''
  })

describe('the example site by keyboard', () => {
  it('reaches every visible link and button with Tab, in order, and nothing else', async (context) => {
    const page = await newPage(context)
    await page.goto(`${base}/concepts/projects`)
    const controls = await page.evaluate(() =>
      [...document.querySelectorAll('a[href], button, input')]
        .filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0)
        .map((element) => `${element.tagName.toLowerCase()} ${element.getAttribute('href') ?? ''} ${element.textContent?.trim() ?? ''}`),
    )
    expect(controls.length).toBeGreaterThan(20)
    const reached: string[] = []
    for (let index = 0; index < controls.length; index++) {
      await page.keyboard.press('Tab')
      reached.push(await describeFocused(page))
    }
    // The skip link (off screen until focused) first, then the top bar and the search box, the sidebar, the pager.
    expect(controls[0]).toBe('a #content Skip to content')
    expect(reached).toEqual(controls)
  })

  it('opens and closes a nested group with Enter and Space', async (context) => {
    const page = await newPage(context)
    await page.goto(`${base}/concepts/projects`)
    const toggle = page.getByRole('button', { name: 'Deployments NEW' })
    await toggle.focus()
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await page.keyboard.press('Enter')
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    expect(await page.getByRole('link', { name: 'Rollbacks' }).isVisible()).toBe(true)
    await page.keyboard.press('Space')
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await page.getByRole('link', { name: 'Rollbacks' }).isVisible()).toBe(false)
  })

  it('works a switcher as a menu button: arrows, Home, End, Escape, and Enter to go', async (context) => {
    const page = await newPage(context)
    await page.goto(`${base}/quickstart`)
    const button = page.getByRole('button', { name: /^Language/ })
    await button.focus()
    await page.keyboard.press('ArrowDown')
    expect(await button.getAttribute('aria-expanded')).toBe('true')
    expect(await describeFocused(page)).toBe('a /quickstart English')
    await page.keyboard.press('ArrowDown')
    expect(await describeFocused(page)).toBe('a /fr/quickstart français')
    await page.keyboard.press('ArrowDown')
    expect(await describeFocused(page)).toBe('a /quickstart English')
    await page.keyboard.press('End')
    expect(await describeFocused(page)).toBe('a /fr/quickstart français')
    await page.keyboard.press('Home')
    expect(await describeFocused(page)).toBe('a /quickstart English')
    await page.keyboard.press('Escape')
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    expect(await page.getByRole('menu').count()).toBe(0)
    expect(await describeFocused(page)).toContain('Language')
    await page.keyboard.press('ArrowUp')
    expect(await describeFocused(page)).toBe('a /fr/quickstart français')
    await page.keyboard.press('Enter')
    await page.waitForURL(`${base}/fr/quickstart`)
  })

  it('closes an open menu with Tab and with a click elsewhere', async (context) => {
    const page = await newPage(context)
    await page.goto(`${base}/quickstart`)
    const button = page.getByRole('button', { name: /^Language/ })
    await button.click()
    expect(await button.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Tab')
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    await button.click()
    await page.getByRole('heading', { level: 1 }).click()
    expect(await button.getAttribute('aria-expanded')).toBe('false')
    // Opened by a click, with focus left on the button: Escape closes it there too.
    await button.focus()
    await button.click()
    await button.focus()
    await page.keyboard.press('Escape')
    expect(await button.getAttribute('aria-expanded')).toBe('false')
  })
})

describe('axe-core on the example site', () => {
  it('finds no violation on any page, with a menu open too', async (context) => {
    const result = await compile(example)
    const urls = result.site!.routes.map((route) => route.url)
    expect(urls.length).toBeGreaterThan(10)
    const page = await newPage(context)
    const violationsOf = async () => {
      await page.addScriptTag({ content: axeSource })
      return page.evaluate(async () => {
        const axe = (
          window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Array<{ id: string; nodes: Array<{ target: unknown }> }> }> } }
        ).axe
        const { violations } = await axe.run(document)
        return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`)
      })
    }
    const found: string[] = []
    for (const url of urls) {
      await page.goto(`${base}${url}`)
      found.push(...(await violationsOf()).map((violation) => `${url} ${violation}`))
    }
    await page.goto(`${base}/quickstart`)
    await page.getByRole('button', { name: /^Language/ }).click()
    found.push(...(await violationsOf()).map((violation) => `/quickstart, menu open: ${violation}`))
    // The diagnostics panel, with errors: a page listed without its file.
    const broken = mkdtempSync(join(tmpdir(), 'docsnav-axe-'))
    cpSync(example, broken, { recursive: true })
    rmSync(join(broken, 'quickstart.mdx'))
    const brokenPreview = await previewOf(broken)
    try {
      await page.goto(`${brokenPreview.url}installation`)
      expect(await page.locator('.diagnostics pre').isVisible()).toBe(true)
      found.push(...(await violationsOf()).map((violation) => `with diagnostics: ${violation}`))
    } finally {
      await brokenPreview.close()
    }
    expect(found).toEqual([])
  })
})
