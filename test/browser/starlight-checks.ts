import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { SidebarItem } from '../../src/ir/navigation-document.js'
import type { Route } from '../../src/ir/site.js'
import type { Renderer } from '../../src/render/index.js'
import { expectWrittenApiPage, starlightSidebar, type ShownEntry } from './built-site.js'

/** What a Starlight page built with docsnav's plugin must show of docsnav's navigation, checked the same way on the example and on generated sites. */

/**
 * docsnav's sidebar as Starlight shows it: a group's root page first in the group, under the
 * group's label (docs/integrations/starlight.md); a page listed twice is current at its first
 * listing, as docsnav's renderer marks it.
 */
export function expectedSidebar(items: readonly SidebarItem[], current: string | undefined): ShownEntry[] {
  let marked = false
  const currentAt = (url: string) => !marked && url === current && (marked = true)
  const walk = (list: readonly SidebarItem[]): ShownEntry[] =>
    list.flatMap((item): ShownEntry[] => {
      if (item.type === 'page') return [{ link: item.href ?? item.url, label: item.title, current: currentAt(item.url) }]
      const root: ShownEntry[] = item.root === undefined ? [] : [{ link: item.root, label: item.label, current: currentAt(item.root) }]
      const entries = [...root, ...walk(item.items)]
      return entries.length === 0 ? [] : [{ group: item.label, entries }]
    })
  return walk(items)
}

/**
 * The page open in `page` shows the frame docsnav has for `route`: its division's sidebar (links,
 * labels, order, the current page), the tabs with the current one, every switcher's entries leading
 * where routes.json's `switchTargets` say, and docsnav's prev/next.
 */
export async function expectStarlightFrame(page: Page, route: Route, renderer: Renderer): Promise<void> {
  const frame = renderer.frame(route.url)
  const sidebar = expectedSidebar(frame.sidebar, route.url)
  expect(await starlightSidebar(page), `sidebar of ${route.url}`).toEqual(sidebar)
  const marked = (entries: readonly ShownEntry[]): number =>
    entries.reduce((count, entry) => count + ('link' in entry ? Number(entry.current) : marked(entry.entries)), 0)
  expect(await page.locator('#starlight__sidebar a[aria-current="page"]').count(), `current page marked on ${route.url}`).toBe(marked(sidebar))

  const tabs = await page
    .locator('.dn-topbar .dn-tab')
    .evaluateAll((items: any[]) =>
      items.map((item: any) => ({ label: item.textContent?.trim(), current: item.querySelector('[aria-current="true"]') !== null })),
    )
  expect(tabs, `tabs of ${route.url}`).toEqual(frame.tabs.flat().map((tab) => ({ label: tab.label, current: tab.current })))

  const switchers = await page.locator('.dn-switcher').evaluateAll((items: any[]) =>
    items.map((item) =>
      Array.from(item.querySelectorAll('a')).map((link: any) => ({
        label: link.textContent?.trim(),
        href: link.getAttribute('href'),
        current: link.getAttribute('aria-current') === 'true',
      })),
    ),
  )
  expect(switchers, `switchers of ${route.url}`).toEqual(
    frame.switchers.map((switcher) =>
      switcher.entries.map((entry) => {
        const target = switcher.kind === 'products' ? undefined : route.switchTargets?.[switcher.kind]?.[entry.division]
        return { label: entry.label, href: entry.current ? route.url : (target ?? entry.href ?? null), current: entry.current }
      }),
    ),
  )

  const pager = await page.locator('.pagination-links a').evaluateAll((links) =>
    links.map((link: any) => ({
      rel: link.getAttribute('rel'),
      href: link.getAttribute('href'),
      title: link.querySelector('.link-title')?.textContent?.trim(),
    })),
  )
  const expectedPager = [
    route.prev && { rel: 'prev', href: route.prev.url, title: route.prev.title },
    route.next && { rel: 'next', href: route.next.url, title: route.next.title },
  ].filter(Boolean)
  expect(pager, `prev/next of ${route.url}`).toEqual(expectedPager)
}

/** The example's page written by hand for `DELETE /projects/{projectId}` (frontmatter `openapi`): its text, then the operation and its parameters. */
export async function expectWrittenApiPageShown(page: Page, route: Route): Promise<void> {
  await expectWrittenApiPage(page, route, 'Deleting a project removes', ['projectId', 'force'], {
    method: '.dn-api-method',
    path: '.dn-api-path',
    cell: '.dn-api-fields td',
  })
  // The operation's headings are the page's: its table of contents lists them.
  expect((await page.locator('starlight-toc a').allTextContents()).map((text) => text.trim())).toEqual(expect.arrayContaining(['Parameters', 'Responses']))
}
