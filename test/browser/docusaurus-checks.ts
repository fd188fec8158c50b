import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { SidebarItem } from '../../src/ir/navigation-document.js'
import type { Route } from '../../src/ir/site.js'
import type { Renderer } from '../../src/render/index.js'
import { expectWrittenApiPage } from './built-site.js'

/**
 * What a page of a Docusaurus site built with docsnav's preset must show of docsnav's navigation:
 * the sidebar as Docusaurus draws docs.json's (docs/integrations/docusaurus.md), the navbar's tabs
 * and switchers, and docsnav's prev/next.
 */

/** A sidebar entry as Docusaurus draws it: a link, or a category with its own link (a group's root) and the entries it shows. */
export type DocusaurusEntry =
  | { link: string; label: string; current: boolean }
  | { group: string; link: string | null; current: boolean; entries: DocusaurusEntry[] }

declare const document: { querySelector(selector: string): unknown }

/** Docusaurus's sidebar on the page (`.theme-doc-sidebar-menu`), links and categories in order; a collapsed category's entries are not drawn. */
export async function docusaurusSidebar(page: Page): Promise<DocusaurusEntry[]> {
  return page.evaluate(() => {
    type Node = {
      children: ArrayLike<Node>
      classList: { contains(name: string): boolean }
      querySelector(selector: string): Node | null
      getAttribute(name: string): string | null
      textContent: string | null
    }
    const read = (list: Node | null): DocusaurusEntry[] =>
      list === null
        ? []
        : Array.from(list.children).map((item) => {
            if (item.classList.contains('theme-doc-sidebar-item-category')) {
              const head = item.querySelector(':scope > .menu__list-item-collapsible > a')!
              // A category without a link of its own leads to its first entry as a button that opens it.
              const own = head.getAttribute('role') !== 'button' && head.getAttribute('href') !== null
              return {
                group: (head.textContent ?? '').trim(),
                link: own ? head.getAttribute('href') : null,
                current: head.getAttribute('aria-current') === 'page',
                entries: read(item.querySelector(':scope > ul.menu__list')),
              }
            }
            const link = item.querySelector(':scope > a')!
            return {
              link: link.getAttribute('href') ?? '',
              label: (link.textContent ?? '').trim(),
              current: link.getAttribute('aria-current') === 'page',
            }
          })
    return read(document.querySelector('nav .theme-doc-sidebar-menu') as Node | null)
  })
}

/**
 * docsnav's sidebar as Docusaurus draws it: a group is a category, its root the category's link; a
 * group that is collapsible and not expanded is drawn closed (its entries absent) unless it holds
 * the current page, which Docusaurus opens; every entry leading to the current page is marked (as
 * Docusaurus marks by URL); a page that no sidebar lists (hidden) shows its division's, with no
 * entry marked, as Mintlify shows it.
 */
export function expectedDocusaurusSidebar(items: readonly SidebarItem[], current: string): DocusaurusEntry[] {
  const holds = (item: SidebarItem): boolean => (item.type === 'page' ? item.url === current : item.root === current || item.items.some(holds))
  const walk = (list: readonly SidebarItem[]): DocusaurusEntry[] =>
    list.flatMap((item): DocusaurusEntry[] => {
      if (item.type === 'page') return [{ link: item.href ?? item.url, label: item.title, current: item.url === current }]
      if (item.items.length === 0 && item.root === undefined) return []
      const open = !item.collapsible || item.expanded || holds(item)
      return [{ group: item.label, link: item.root ?? null, current: item.root === current, entries: open ? walk(item.items) : [] }]
    })
  return walk(items)
}

/** The page open in `page` shows docsnav's frame for `route`: sidebar, tabs, switchers leading where routes.json's `switchTargets` say, prev/next. */
export async function expectDocusaurusFrame(page: Page, route: Route, renderer: Renderer): Promise<void> {
  const frame = renderer.frame(route.url)
  expect(await docusaurusSidebar(page), `sidebar of ${route.url}`).toEqual(expectedDocusaurusSidebar(frame.sidebar, route.url))

  const tabs = await page
    .locator('.navbar .dn-tab')
    .evaluateAll((items: any[]) => items.map((item) => ({ label: item.textContent?.trim(), current: item.querySelector('[aria-current="true"]') !== null })))
  expect(tabs, `tabs of ${route.url}`).toEqual(frame.tabs.flat().map((tab) => ({ label: tab.label, current: tab.current })))

  const switchers = await page.locator('.navbar .dn-switcher').evaluateAll((items: any[]) =>
    items.map((item) =>
      Array.from(item.querySelectorAll('.dropdown__menu a')).map((link: any) => ({
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

  const globals = await page.locator('.navbar .dn-global').evaluateAll((links: any[]) => links.map((link) => link.getAttribute('href')))
  expect(globals, `global links of ${route.url}`).toEqual(frame.globals.map((link) => link.href))

  const pager = await page.locator('.pagination-nav a').evaluateAll((links: any[]) =>
    links.map((link) => ({
      rel: link.classList.contains('pagination-nav__link--prev') ? 'prev' : 'next',
      href: link.getAttribute('href'),
      title: link.querySelector('.pagination-nav__label')?.textContent?.trim(),
    })),
  )
  const expected = [
    route.prev && { rel: 'prev', href: route.prev.url, title: route.prev.title },
    route.next && { rel: 'next', href: route.next.url, title: route.next.title },
  ].filter(Boolean)
  expect(pager, `prev/next of ${route.url}`).toEqual(expected)
}

/** The example's page written by hand for `DELETE /projects/{projectId}` (frontmatter `openapi`): its text, then the operation and its parameters. */
export async function expectWrittenApiPageShown(page: Page, route: Route): Promise<void> {
  await expectWrittenApiPage(page, route, 'Deleting a project removes', ['projectId', 'force'], {
    method: '.dn-api-method',
    path: '.dn-api-path',
    cell: '.dn-api-fields td',
  })
  // The operation's headings are the page's: its table of contents lists them.
  expect((await page.locator('.table-of-contents a').allTextContents()).map((text) => text.trim())).toEqual(expect.arrayContaining(['Parameters', 'Responses']))
}
