import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { SidebarItem } from '../../src/ir/navigation-document.js'
import type { Route } from '../../src/ir/site.js'
import type { Renderer } from '../../src/render/index.js'
import { expectWrittenApiPage } from './built-site.js'

/**
 * What a VitePress page built with docsnav/vitepress must show of docsnav's navigation
 * (docs/integrations/vitepress.md): its division's sidebar in `.VPSidebar` (groups with a root as
 * group links, every listing of the page marked, as VitePress marks links), the tabs and switchers
 * in the nav bar, each switcher entry leading where routes.json's `switchTargets` say, and
 * docsnav's prev/next in the doc footer.
 */

/** A sidebar entry as VitePress shows it. */
export type VitePressEntry = { text: string; link?: string; active: boolean; items?: VitePressEntry[] }

/**
 * A URL as the site links it: a URL other routes are under (`/installation`, `/fr`) is a folder's
 * index page, linked with a trailing slash (VitePress marks an index page current only then).
 */
export function linkFor(routes: readonly Route[]): (url: string) => string {
  const folders = new Set(routes.flatMap((route) => route.url.split('/').map((_, end, segments) => segments.slice(0, end).join('/'))))
  folders.delete('')
  return (url) => (folders.has(url) ? `${url}/` : url)
}

/** docsnav's sidebar as VitePress shows it: groups without pages and without a root are left out; every entry linking to the page is active. */
export function expectedSidebar(items: readonly SidebarItem[], current: string, link: (url: string) => string): VitePressEntry[] {
  return items.flatMap((item): VitePressEntry[] => {
    if (item.type === 'page') return [{ text: item.title, link: link(item.url), active: item.url === current }]
    const children = expectedSidebar(item.items, current, link)
    if (children.length === 0 && item.root === undefined) return []
    const entry: VitePressEntry = { text: item.label, active: item.root === current, items: children }
    if (item.root !== undefined) entry.link = link(item.root)
    return [entry]
  })
}

declare const document: { querySelector(selector: string): unknown }

/** The sidebar on the page, as entries in order (VitePress's wrapper around loose top-level pages taken away). */
export async function vitepressSidebar(page: Page): Promise<VitePressEntry[]> {
  return page.evaluate(() => {
    type Node = {
      classList: { contains(name: string): boolean }
      querySelector(selector: string): Node | null
      querySelectorAll(selector: string): ArrayLike<Node>
      getAttribute(name: string): string | null
      textContent: string | null
    }
    const read = (item: Node): VitePressEntry[] => {
      const text = item.querySelector(':scope > .item .text')?.textContent?.trim()
      const link = item.querySelector(':scope > .item a')?.getAttribute('href') ?? undefined
      const children = Array.from(item.querySelectorAll(':scope > .items > .VPSidebarItem')).flatMap(read)
      if (!text && !link) return children
      const entry: VitePressEntry = { text: text ?? '', active: item.classList.contains('is-active') }
      if (link !== undefined) entry.link = link
      if (item.querySelector(':scope > .items')) entry.items = children
      return [entry]
    }
    const nav = document.querySelector('.VPSidebar nav') as Node | null
    return nav ? Array.from(nav.querySelectorAll(':scope > .group > .VPSidebarItem')).flatMap(read) : []
  })
}

/** The page open in `page` shows docsnav's frame for `route`. */
export async function expectVitePressFrame(page: Page, route: Route, renderer: Renderer, link: (url: string) => string): Promise<void> {
  const frame = renderer.frame(route.url)
  // VitePress marks the current link only once the app is mounted (`onMounted` in its sidebar
  // control), which on a busy machine can come after the page's load event.
  await expect
    .poll(() => vitepressSidebar(page), { message: `sidebar of ${route.url}`, timeout: 30_000 })
    .toEqual(expectedSidebar(frame.sidebar, route.url, link))

  const tabs = await page
    .locator('.VPNavBarMenu .dn-nav-tab')
    .evaluateAll((items: any[]) =>
      items.map((item) => ({ label: item.textContent.trim(), href: item.getAttribute('href'), current: item.classList.contains('active') })),
    )
  expect(tabs, `tabs of ${route.url}`).toEqual(
    frame.tabs.flat().map((tab) => ({ label: tab.label, href: tab.href === undefined ? null : link(tab.href), current: tab.current })),
  )

  const switchers = await page.locator('.VPNavBarMenu .dn-switcher').evaluateAll((items: any[]) =>
    items.map((item) => ({
      label: item.querySelector('.button .text')?.textContent.trim(),
      entries: Array.from(item.querySelectorAll('.VPMenuLink a')).map((anchor: any) => ({
        label: anchor.textContent.trim(),
        href: anchor.getAttribute('href'),
      })),
    })),
  )
  expect(switchers, `switchers of ${route.url}`).toEqual(
    frame.switchers.map((switcher) => ({
      label: switcher.label,
      entries: switcher.entries.flatMap((entry) => {
        const target = switcher.kind === 'products' ? undefined : route.switchTargets?.[switcher.kind]?.[entry.division]
        const href = entry.current ? route.url : (target ?? entry.href)
        return href === undefined ? [] : [{ label: entry.label, href: link(href) }]
      }),
    })),
  )

  const pager = await page.locator('.VPDocFooter .pager-link').evaluateAll((links: any[]) =>
    links.map((anchor) => ({
      next: anchor.classList.contains('next'),
      href: anchor.getAttribute('href'),
      title: anchor.querySelector('.title')?.textContent.trim(),
    })),
  )
  const expectedPager = [
    route.prev && { next: false, href: link(route.prev.url), title: route.prev.title },
    route.next && { next: true, href: link(route.next.url), title: route.next.title },
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
}
