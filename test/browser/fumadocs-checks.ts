import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { SidebarItem } from '../../src/ir/navigation-document.js'
import type { Route } from '../../src/ir/site.js'
import type { Renderer } from '../../src/render/index.js'
import { expectWrittenApiPage, type ShownEntry } from './built-site.js'

/** What a page of examples/fumadocs must show of docsnav's navigation, drawn as Fumadocs draws it (docs/integrations/fumadocs.md). */

/**
 * docsnav's sidebar as Fumadocs shows it: the global links first; a group is a folder whose root
 * page is the folder's own link (first, under the group's label); a folder's pages are on the
 * page only while it is open (expanded, not collapsible, or holding the current page).
 */
export function expectedSidebar(items: readonly SidebarItem[], current: string | undefined, globals: readonly string[][]): ShownEntry[] {
  const holds = (list: readonly SidebarItem[]): boolean =>
    list.some((item) => (item.type === 'page' ? item.url === current : item.root === current || holds(item.items)))
  const walk = (list: readonly SidebarItem[]): ShownEntry[] =>
    list.flatMap((item): ShownEntry[] => {
      if (item.type === 'page') return [{ link: item.href ?? item.url, label: item.title, current: item.url === current }]
      const root: ShownEntry[] = item.root === undefined ? [] : [{ link: item.root, label: item.label, current: item.root === current }]
      const open = item.expanded || !item.collapsible || item.root === current || holds(item.items)
      const entries = [...root, ...(open ? walk(item.items) : [])]
      return item.items.length === 0 && root.length === 0 ? [] : [{ group: item.label, entries }]
    })
  return [...globals.map(([link, label]) => ({ link: link!, label: label!, current: false })), ...walk(items)]
}

declare const document: { querySelector(selector: string): unknown }

/** The sizes a reader sees a page at: a desktop screen and a phone's. */
export const SCREENS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const

/**
 * The page open in `page` shows its title (the h1) and its first paragraph to a reader at each of
 * {@link SCREENS}: the element at the centre of each is that element or inside it, so it is on the
 * screen and covered by nothing (Playwright's visibility checks are true for covered text). The h1
 * must be on the screen as the page opens; the paragraph is scrolled to when it is further down.
 */
export async function expectReadable(page: Page, url: string): Promise<void> {
  const before = page.viewportSize()
  try {
    for (const screen of SCREENS) {
      await page.setViewportSize(screen)
      await page.evaluate(() => (globalThis as any).scrollTo(0, 0))
      const found = await page.evaluate(() => {
        const doc = (globalThis as any).document
        const describe = (element: any) =>
          element === null
            ? 'nothing'
            : `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} class="${String(element.className).slice(0, 100)}">`
        const shownAt = (element: any, name: string, scroll: boolean): string => {
          if (element === null) return `${name}: not on the page`
          const { top, bottom } = element.getBoundingClientRect()
          if (scroll && (top < 0 || bottom > (globalThis as any).innerHeight)) element.scrollIntoView({ block: 'center' })
          const box = element.getBoundingClientRect()
          const shown = doc.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
          if (shown !== null && (shown === element || element.contains(shown))) return `${name}: shown`
          return `${name}: ${shown === null ? 'off the screen' : `under ${describe(shown)}`} at ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`
        }
        const paragraphs: any[] = Array.from(doc.querySelectorAll('#nd-page p'))
        const paragraph = paragraphs.find((p) => p.textContent.trim() !== '' && p.closest('nav') === null) ?? null
        return [shownAt(doc.querySelector('#nd-page h1'), 'h1', false), shownAt(paragraph, 'first paragraph', true)]
      })
      expect(found, `${url} at ${screen.width}×${screen.height}`).toEqual(['h1: shown', 'first paragraph: shown'])
    }
  } finally {
    if (before) await page.setViewportSize(before)
    await page.evaluate(() => (globalThis as any).scrollTo(0, 0))
  }
}

/** Fumadocs' sidebar on the page (`#nd-sidebar`), as links and folders in order. */
export async function fumadocsSidebar(page: Page): Promise<ShownEntry[]> {
  return page.evaluate(() => {
    type Node = { children: ArrayLike<Node>; tagName: string; hidden: boolean; getAttribute(name: string): string | null; textContent: string | null }
    const link = (node: Node): ShownEntry => ({
      link: node.getAttribute('href') ?? '',
      label: (node.textContent ?? '').trim(),
      current: node.getAttribute('data-active') === 'true',
    })
    const read = (list: Node): ShownEntry[] =>
      Array.from(list.children).flatMap((node): ShownEntry[] => {
        if (node.tagName === 'A') return [link(node)]
        if (node.getAttribute('data-state') === null) return []
        const [head, body] = Array.from(node.children)
        const entries = head?.tagName === 'A' ? [link(head)] : []
        return [{ group: (head?.textContent ?? '').trim(), entries: [...entries, ...(body && !body.hidden ? read(body) : [])] }]
      })
    const viewport = document.querySelector('#nd-sidebar [data-radix-scroll-area-viewport] > div') as Node | null
    return viewport ? read(viewport) : []
  })
}

/**
 * The page open in `page` shows the frame docsnav has for `route`: its division's sidebar, the
 * tabs (Fumadocs' top tabs, the current one marked), every switcher leading where routes.json's
 * `switchTargets` say, docsnav's breadcrumbs and prev/next.
 */
export async function expectFumadocsFrame(page: Page, route: Route, renderer: Renderer): Promise<void> {
  const frame = renderer.frame(route.url)
  const listed = !route.hidden && route.listed !== false
  const globals = frame.globals.map((global) => [global.href ?? '', global.label])
  const sidebar = expectedSidebar(frame.sidebar, listed ? route.url : undefined, globals)
  expect(await fumadocsSidebar(page), `sidebar of ${route.url}`).toEqual(sidebar)

  const tabs = await page
    .locator('div[class*="grid-area:main"] > a')
    .evaluateAll((links: any[]) => links.map((link) => ({ label: link.textContent.trim(), current: link.className.includes('border-fd-primary') })))
  // A hidden page is in no tab's folder: Fumadocs shows no tabs there (the guide says so).
  const tabRow = frame.tabs.flat()
  expect(tabs, `tabs of ${route.url}`).toEqual(listed && tabRow.length > 0 ? tabRow.map((tab) => ({ label: tab.label, current: tab.current })) : [])

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

  expect((await page.locator('.dn-breadcrumbs').allTextContents()).join(''), `breadcrumbs of ${route.url}`).toBe(
    route.breadcrumbs.map((crumb) => crumb.label).join(' › '),
  )
  const pager = await page
    .locator('a', { hasText: /(Previous|Next) Page$/ })
    .evaluateAll((links: any[]) => links.map((link) => ({ href: link.getAttribute('href'), text: link.textContent.trim() })))
  const expectedPager = [
    route.prev && { href: route.prev.url, text: `${route.prev.title}Previous Page` },
    route.next && { href: route.next.url, text: `${route.next.title}Next Page` },
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
