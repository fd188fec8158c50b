import { afterAll, describe, expect, it, type TestContext } from 'vitest'
import type { Page } from 'playwright-core'
import { compile } from '../../src/compile/compile.js'
import { navigationDocument } from '../../src/emit/navigation.js'
import type { NavigationDivision } from '../../src/ir/navigation-document.js'
import { closePages, newPage, previewOf, projectWith, type OpenPreview } from './harness.js'
import { docsJson } from '../helpers/docs-json.js'

/**
 * Switchers and the top bar, clicked in Debian's Chromium: a version or language switch lands on
 * the same page there when it exists, else on that division's first page; products, dropdowns,
 * tabs and menu items land where navigation.json says they link.
 */

const previews: OpenPreview[] = []
afterAll(async () => {
  await Promise.all(previews.map((preview) => preview.close()))
  await closePages()
})

async function serve(docs: object, pages: readonly string[]): Promise<{ root: string; base: string }> {
  const root = projectWith(docs, pages)
  const preview = await previewOf(root)
  previews.push(preview)
  return { root, base: preview.url.replace(/\/$/, '') }
}

async function visit(context: TestContext, base: string, path: string): Promise<Page> {
  const page = await newPage(context)
  await page.goto(`${base}${path}`)
  return page
}

/** Opens the menu of the switcher or tab named `button` and chooses `entry`, then waits for the page to change. */
async function choose(page: Page, button: string | RegExp, entry: string): Promise<string> {
  const before = page.url()
  await page.getByRole('button', { name: button }).click()
  await page.getByRole('menuitem', { name: entry, exact: true }).click()
  await page.waitForURL((url) => url.href !== before)
  return new URL(page.url()).pathname
}

const VERSIONED = docsJson({
  name: 'Versions',
  navigation: {
    languages: [
      {
        language: 'en',
        versions: [
          { version: 'v2', default: true, groups: [{ group: 'Guide', pages: ['v2/intro', 'v2/only-v2'] }] },
          { version: 'v1', groups: [{ group: 'Guide', pages: ['v1/start', 'v1/intro'] }] },
        ],
      },
      {
        language: 'fr',
        versions: [
          { version: 'v2', groups: [{ group: 'Guide', pages: ['fr/v2/intro'] }] },
          { version: 'v1', groups: [{ group: 'Guide', pages: ['fr/v1/intro'] }] },
        ],
      },
    ],
  },
})
const VERSIONED_PAGES = ['v2/intro', 'v2/only-v2', 'v1/start', 'v1/intro', 'fr/v2/intro', 'fr/v1/intro']

describe('version and language switchers in a browser', () => {
  it('a version switch lands on the same page in that version, else on its first page', async (context) => {
    const { base } = await serve(VERSIONED, VERSIONED_PAGES)
    expect(await choose(await visit(context, base, '/v2/intro'), /^Version/, 'v1')).toBe('/v1/intro')
    expect(await choose(await visit(context, base, '/v2/only-v2'), /^Version/, 'v1')).toBe('/v1/start')
    expect(await choose(await visit(context, base, '/v1/intro'), /^Version/, 'v2')).toBe('/v2/intro')
  })

  it('a language switch lands on the same page in that language, else on its first page', async (context) => {
    const { base } = await serve(VERSIONED, VERSIONED_PAGES)
    const english = await visit(context, base, '/v1/intro')
    expect(await english.getByRole('button', { name: /^Language/ }).textContent()).toContain('English')
    expect(await choose(english, /^Language/, 'français')).toBe('/fr/v1/intro')
    expect(await english.locator('html').getAttribute('lang')).toBe('fr')
    expect(await choose(await visit(context, base, '/v1/start'), /^Language/, 'français')).toBe('/fr/v2/intro')
    expect(await choose(await visit(context, base, '/fr/v2/intro'), /^Language/, 'English')).toBe('/v2/intro')
  })
})

const DIVIDED = docsJson({
  name: 'Divisions',
  navigation: {
    products: [
      {
        product: 'Cloud',
        dropdowns: [
          {
            dropdown: 'Build',
            tabs: [
              { tab: 'Guides', groups: [{ group: 'G', pages: ['cloud/build/guide'] }] },
              {
                tab: 'Menu tab',
                menu: [
                  { item: 'First item', groups: [{ group: 'M', pages: ['cloud/build/menu-a'] }] },
                  { item: 'Second item', groups: [{ group: 'M2', pages: ['cloud/build/menu-b'] }] },
                ],
              },
              { tab: 'Outside', href: 'https://example.com/outside' },
            ],
          },
          { dropdown: 'Run', groups: [{ group: 'R', pages: ['cloud/run/start', 'cloud/run/more'] }] },
        ],
      },
      {
        product: 'Edge',
        anchors: [
          { anchor: 'Start here', groups: [{ group: 'E', pages: ['edge/start'] }] },
          { anchor: 'Reference', groups: [{ group: 'ER', pages: ['edge/reference'] }] },
        ],
      },
    ],
  },
})
const DIVIDED_PAGES = ['cloud/build/guide', 'cloud/build/menu-a', 'cloud/build/menu-b', 'cloud/run/start', 'cloud/run/more', 'edge/start', 'edge/reference']

/** Where navigation.json says the division with this label links. */
async function linkOf(root: string, label: string): Promise<string> {
  const result = await compile(root)
  const find = (division: NavigationDivision): NavigationDivision | undefined =>
    division.label === label ? division : [...(division.switch?.items ?? []), ...(division.menu ?? [])].map(find).find((found) => found !== undefined)
  const found = find(navigationDocument(result.tree, result.site!).navigation)
  if (found?.link === undefined) throw new Error(`navigation.json has no link for ${label}`)
  return found.link
}

describe('products, dropdowns, tabs, menus and anchors in a browser', () => {
  it('each lands where navigation.json says it links', async (context) => {
    const { root, base } = await serve(DIVIDED, DIVIDED_PAGES)
    const page = await visit(context, base, '/cloud/build/guide')
    expect(await choose(page, /^Section/, 'Run')).toBe(await linkOf(root, 'Run'))
    expect(await choose(page, /^Product/, 'Edge')).toBe(await linkOf(root, 'Edge'))
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Reference' }).click()
    await page.waitForURL(`${base}${await linkOf(root, 'Reference')}`)
    expect(await choose(page, /^Product/, 'Cloud')).toBe(await linkOf(root, 'Cloud'))
    expect(await choose(page, 'Menu tab', 'Second item')).toBe(await linkOf(root, 'Second item'))
    const menuTab = page.getByRole('button', { name: 'Menu tab' })
    expect(await menuTab.getAttribute('aria-current')).toBe('true')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guides' }).click()
    await page.waitForURL(`${base}${await linkOf(root, 'Guides')}`)
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Outside' }).getAttribute('href')).toBe('https://example.com/outside')
  })

  it('a switch offers only what is not hidden, but keeps the hidden division it is in', async (context) => {
    const hidden = structuredClone(DIVIDED)
    ;(hidden.navigation.products[1] as Record<string, unknown>).hidden = true
    const { base } = await serve(hidden, DIVIDED_PAGES)
    const cloud = await visit(context, base, '/cloud/build/guide')
    await cloud.getByRole('button', { name: /^Product/ }).click()
    expect(await cloud.getByRole('menuitem').allTextContents()).toEqual(['Cloud'])
    const edge = await visit(context, base, '/edge/start')
    await edge.getByRole('button', { name: /^Product/ }).click()
    expect(await edge.getByRole('menuitem').allTextContents()).toEqual(['Cloud', 'Edge'])
  })
})
