import { afterAll, describe, expect, it, type TestContext } from 'vitest'
import type { Page } from 'playwright-core'
import type { RenderOptions } from '../../src/render/index.js'
import { closePages, newPage, previewOf, projectWith, type OpenPreview } from './harness.js'
import { docsJson } from '../helpers/docs-json.js'

/**
 * SEED §3's state table, one test per row, clicked as a person would in Debian's Chromium on a
 * preview of a site made for it: the state of each group (its button's `aria-expanded` and whether
 * its pages show) and the URL after each action.
 */

const PAGES = ['index', 'open/a', 'open/b', 'closed/a', 'closed/b', 'omitted/a', 'omitted/b', 'rooted/index', 'rooted/a', 'second/a']

function statesSite(drilldown: boolean | undefined): object {
  return docsJson({
    name: 'States',
    ...(drilldown === undefined ? {} : { interaction: { drilldown } }),
    navigation: {
      groups: [
        {
          group: 'Top',
          pages: [
            'index',
            { group: 'Open', expanded: true, pages: ['open/a', 'open/b'] },
            { group: 'Closed', expanded: false, pages: ['closed/a', 'closed/b'] },
            { group: 'Omitted', pages: ['omitted/a', 'omitted/b'] },
            { group: 'With root', root: 'rooted/index', pages: ['rooted/a'] },
          ],
        },
        { group: 'Second', pages: ['second/a'] },
      ],
    },
  })
}

const previews: OpenPreview[] = []
afterAll(async () => {
  await Promise.all(previews.map((preview) => preview.close()))
  await closePages()
})

async function open(context: TestContext, drilldown: boolean | undefined, path: string, render?: RenderOptions): Promise<{ page: Page; base: string }> {
  const preview = await previewOf(projectWith(statesSite(drilldown), PAGES), render ? { render } : {})
  previews.push(preview)
  const page = await newPage(context)
  await page.goto(new URL(path, preview.url).href)
  return { page, base: preview.url.replace(/\/$/, '') }
}

/** A nested group's state: its control's `aria-expanded` (a button, or with drilldown a link), and whether its first page's link shows. */
async function stateOf(page: Page, group: string, firstPage: string): Promise<{ expanded: string | null; pagesShown: boolean }> {
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' })
  const control = sidebar
    .getByRole('button', { name: group, exact: true })
    .or(sidebar.getByRole('link', { name: group, exact: true }).and(page.locator('.dn-toggle')))
  return {
    expanded: await control.getAttribute('aria-expanded'),
    pagesShown: await sidebar.getByRole('link', { name: firstPage, exact: true }).isVisible(),
  }
}

describe('SEED §3 in a browser: groups on page load', () => {
  it('a nested group with `expanded: true` loads expanded', async (context) => {
    const { page } = await open(context, false, '/second/a')
    expect(await stateOf(page, 'Open', 'Open a')).toEqual({ expanded: 'true', pagesShown: true })
  })

  it('a nested group with `expanded: false`, or without `expanded`, loads collapsed', async (context) => {
    const { page } = await open(context, false, '/second/a')
    expect(await stateOf(page, 'Closed', 'Closed a')).toEqual({ expanded: 'false', pagesShown: false })
    expect(await stateOf(page, 'Omitted', 'Omitted a')).toEqual({ expanded: 'false', pagesShown: false })
  })

  it('a top-level group loads expanded and cannot be collapsed: it has no control, and clicking its title changes nothing', async (context) => {
    const { page, base } = await open(context, false, '/second/a')
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' })
    expect(await sidebar.getByRole('button', { name: 'Top', exact: true }).count()).toBe(0)
    expect(await sidebar.getByRole('button', { name: 'Second', exact: true }).count()).toBe(0)
    await sidebar.getByText('Top', { exact: true }).click()
    await sidebar.getByText('Second', { exact: true }).click()
    expect(page.url()).toBe(`${base}/second/a`)
    expect(await sidebar.getByRole('link', { name: 'Index', exact: true }).isVisible()).toBe(true)
    expect(await sidebar.getByRole('link', { name: 'Second a', exact: true }).isVisible()).toBe(true)
  })
})

describe('SEED §3 in a browser: selecting a group', () => {
  it('with `interaction.drilldown: true`, expands the group and navigates to its first page', async (context) => {
    const { page, base } = await open(context, true, '/second/a')
    // A control that navigates is a link (announced as one), with the group's state on it.
    const control = page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Closed', exact: true })
    expect(await control.getAttribute('aria-expanded')).toBe('false')
    await control.click()
    await page.waitForURL(`${base}/closed/a`)
    expect(await stateOf(page, 'Closed', 'Closed a')).toEqual({ expanded: 'true', pagesShown: true })
    expect(await page.getByRole('link', { name: 'Closed a', exact: true }).getAttribute('aria-current')).toBe('page')
  })

  it('with `interaction.drilldown: false`, toggles between expanded and collapsed without navigating', async (context) => {
    const { page, base } = await open(context, false, '/second/a')
    const button = page.getByRole('navigation', { name: 'Sidebar' }).getByRole('button', { name: 'Closed', exact: true })
    await button.click()
    expect(await stateOf(page, 'Closed', 'Closed a')).toEqual({ expanded: 'true', pagesShown: true })
    await button.click()
    expect(await stateOf(page, 'Closed', 'Closed a')).toEqual({ expanded: 'false', pagesShown: false })
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('button', { name: 'Open', exact: true }).click()
    expect(await stateOf(page, 'Open', 'Open a')).toEqual({ expanded: 'false', pagesShown: false })
    expect(page.url()).toBe(`${base}/second/a`)
  })

  it("with `drilldown` unset, follows the renderer's default: toggling by default, drilling down with `drilldownDefault: true`; the preview says which", async (context) => {
    const toggling = await open(context, undefined, '/second/a')
    await toggling.page.getByRole('button', { name: 'Closed', exact: true }).click()
    expect(await stateOf(toggling.page, 'Closed', 'Closed a')).toEqual({ expanded: 'true', pagesShown: true })
    expect(toggling.page.url()).toBe(`${toggling.base}/second/a`)
    expect(await toggling.page.getByText('Groups toggle when selected (interaction.drilldown is unset').count()).toBe(1)

    const drilling = await open(context, undefined, '/second/a', { drilldownDefault: true })
    await drilling.page.getByRole('link', { name: 'Omitted', exact: true }).click()
    await drilling.page.waitForURL(`${drilling.base}/omitted/a`)
    expect(await drilling.page.getByText('Groups drill down (selecting one opens its first page) (interaction.drilldown is unset').count()).toBe(1)
  })

  it('with `root`, clicking the group title opens the root page and leaves the group as it was', async (context) => {
    const { page, base } = await open(context, false, '/second/a')
    expect(await stateOf(page, 'Pages under With root', 'Rooted a')).toEqual({ expanded: 'false', pagesShown: false })
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'With root', exact: true }).click()
    await page.waitForURL(`${base}/rooted`)
    expect(await page.getByRole('link', { name: 'With root', exact: true }).getAttribute('aria-current')).toBe('page')
    expect(await stateOf(page, 'Pages under With root', 'Rooted a')).toEqual({ expanded: 'false', pagesShown: false })
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Rooted')
  })
})
