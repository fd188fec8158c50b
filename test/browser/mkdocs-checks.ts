import { spawn, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { SidebarItem } from '../../src/ir/navigation-document.js'
import type { Route } from '../../src/ir/site.js'
import type { Renderer } from '../../src/render/index.js'
import { expectWrittenApiPage, generatorEnv } from './built-site.js'

/**
 * What a reader of a docs.json site built by MkDocs with Material sees, read in Chromium, and what
 * docsnav's navigation says it should be, drawn as Material draws it (docs/integrations/mkdocs.md):
 * the page's division is the active top-level section of Material's sidebar (a hidden page's too); a
 * group is a section; a group's root is the section's own link (Material's `navigation.indexes`,
 * given the root by docsnav's nav-item.html) and is not listed under it; any other page, an
 * `index.md` too, is an entry of its own with its own title.
 */

/** The Python that runs `mkdocs`, from its script's first line. */
function mkdocsPython(): string | undefined {
  const which = spawnSync('sh', ['-c', 'command -v mkdocs'], { encoding: 'utf8' })
  if (which.status !== 0) return undefined
  const shebang = /^#!\s*(\S+)/.exec(readFileSync(which.stdout.trim(), 'utf8'))
  return shebang?.[1]
}

/** Whether MkDocs, Material (as a theme MkDocs finds), pymdown-extensions and mkdocs-redirects are installed. */
export const mkdocsInstalled = (() => {
  const python = mkdocsPython()
  if (python === undefined) return false
  const probe = "from mkdocs.utils import get_theme_names; import mkdocs_redirects, pymdownx; assert 'material' in get_theme_names()"
  return spawnSync(python, ['-c', probe]).status === 0
})()

export const MKDOCS_MISSING =
  'MkDocs with Material is not installed (Debian: sudo apt-get install mkdocs mkdocs-material mkdocs-redirects; or pip install mkdocs mkdocs-material mkdocs-redirects)'

export type Entry = { link: string; label: string; current: boolean } | { group: string; link?: string; current?: boolean; entries: Entry[] }

/** Where MkDocs serves each route: a page's file as a folder URL (`installation/index.mdx` -> `/installation/`), an API page at its URL as a folder. */
export function mkdocsPaths(routes: readonly Route[]): Map<string, string> {
  const paths = new Map<string, string>()
  for (const route of routes) {
    if (route.source.kind === 'page' && route.source.file === null) continue
    const path = route.source.kind === 'page' ? route.source.file!.replace(/\.mdx?$/, '') : route.url.replace(/^\/+|\/+$/g, '')
    const folder = path === 'index' ? '' : path.replace(/\/index$/, '')
    if (!paths.has(route.url)) paths.set(route.url, folder === '' ? '/' : `/${folder}/`)
  }
  return paths
}

/** The sidebar docsnav gives the route, as Material draws it. */
export function expectedSidebar(route: Route, renderer: Renderer, paths: ReadonlyMap<string, string>): Entry[] {
  const pathOf = (url: string) => paths.get(renderer.route(url)?.url ?? url) ?? url
  const draw = (items: readonly SidebarItem[]): Entry[] =>
    items.flatMap((item): Entry[] => {
      if (item.type === 'page') return [{ link: pathOf(item.url), label: item.title, current: item.url === route.url }]
      const rootRoute = item.root === undefined ? undefined : renderer.route(item.root)
      const children = draw(item.items)
      if (rootRoute) return [{ group: item.label, link: pathOf(rootRoute.url), current: rootRoute.url === route.url, entries: children }]
      if (children.length === 0) return []
      return [{ group: item.label, entries: children }]
    })
  return draw(renderer.frame(route.url).sidebar)
}

declare const document: { querySelector(selector: string): unknown }
declare const location: { origin: string }

/** The active top-level section of Material's sidebar, as links and sections in order. */
export async function materialSidebar(page: Page): Promise<Entry[]> {
  return page.evaluate(() => {
    type Node = {
      children: ArrayLike<Node>
      classList: { contains(name: string): boolean }
      querySelector(selector: string): Node | null
      getAttribute(name: string): string | null
      textContent: string | null
      href?: string
    }
    const path = (link: Node) => new URL(link.href ?? '').pathname
    const read = (list: Node | null): Entry[] =>
      Array.from(list?.children ?? []).map((item): Entry => {
        const link = item.querySelector(':scope > a.md-nav__link')
        if (link) return { link: path(link), label: (link.textContent ?? '').trim(), current: link.classList.contains('md-nav__link--active') }
        const index = item.querySelector(':scope > .md-nav__link--index')
        const entries = read(item.querySelector(':scope > nav > ul'))
        if (index) {
          const anchor = index.querySelector(':scope > a')!
          return { group: (anchor.textContent ?? '').trim(), link: path(anchor), current: index.classList.contains('md-nav__link--active'), entries }
        }
        return { group: (item.querySelector(':scope > label.md-nav__link')?.textContent ?? '').trim(), entries }
      })
    const active = document.querySelector('.md-nav--primary > ul > li.md-nav__item--active') as Node | null
    return read(active?.querySelector(':scope > nav > ul') ?? null)
  })
}

/** The bar docsnav draws above the page (tabs, global links, switchers), as it should be: Material's override from the page's front matter. */
export async function expectBar(page: Page, route: Route, renderer: Renderer, paths: ReadonlyMap<string, string>): Promise<void> {
  const frame = renderer.frame(route.url)
  const pathOf = (href: string | undefined) =>
    href === undefined ? '' : /^[a-z]+:/i.test(href) ? href : (paths.get(renderer.route(href)?.url ?? href) ?? href)
  const shown = await page.evaluate(() => {
    type Link = { textContent: string | null; href: string; classList: { contains(name: string): boolean }; getAttribute(name: string): string | null }
    const all = (selector: string) => Array.from((document as unknown as { querySelectorAll(s: string): ArrayLike<Link> }).querySelectorAll(selector))
    const at = (link: Link) => (link.href.startsWith(location.origin) ? new URL(link.href).pathname : (link.getAttribute('href') ?? ''))
    return {
      tabs: all('.docsnav-bar .md-tabs__item:not(.docsnav-global) > a').map((a) => ({
        label: (a.textContent ?? '').trim(),
        href: at(a),
        current: a.classList.contains('md-tabs__link--active'),
      })),
      globals: all('.docsnav-bar .docsnav-global > a').map((a) => ({ label: (a.textContent ?? '').trim(), href: at(a) })),
      switchers: (all('.docsnav-switcher') as unknown as Array<Link & { querySelectorAll(s: string): ArrayLike<Link> }>).map((switcher) => ({
        kind: switcher.getAttribute('data-kind'),
        entries: Array.from(switcher.querySelectorAll('a, span')).map((a) => ({
          label: (a.textContent ?? '').trim(),
          href: a.href ? at(a) : '',
          current: a.getAttribute('aria-current') === 'true',
        })),
      })),
    }
  })
  expect(shown.tabs, `tabs of ${route.url}`).toEqual(
    frame.tabs
      .flat()
      .map((tab) => ({ label: tab.label, href: pathOf(tab.href ?? tab.menu?.find((entry) => entry.href !== undefined)?.href), current: tab.current })),
  )
  expect(shown.globals, `global links of ${route.url}`).toEqual(
    [...frame.globals, ...frame.anchors.flat()].map((link) => ({ label: link.label, href: pathOf(link.href) })),
  )
  expect(shown.switchers, `switchers of ${route.url}`).toEqual(
    frame.switchers.map((switcher) => ({
      kind: switcher.kind,
      entries: switcher.entries.map((entry) => ({ label: entry.label, href: pathOf(entry.href), current: entry.current })),
    })),
  )
  // Each switcher entry leads where routes.json's switchTargets say the same page is.
  for (const switcher of frame.switchers) {
    const targets = route.switchTargets?.[switcher.kind as 'versions' | 'languages' | 'dropdowns']
    for (const entry of switcher.entries) if (!entry.current && targets?.[entry.division] !== undefined) expect(entry.href).toBe(targets[entry.division])
  }
}

/** Runs a command (docsnav, mkdocs) in a folder, its output kept (and thrown with the failure). */
export function run(command: string, args: readonly string[], cwd: string, timeoutMs: number): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: generatorEnv(), timeout: timeoutMs })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code: code ?? 1, output }))
  })
}

/** The example's page written by hand for `DELETE /projects/{projectId}` (frontmatter `openapi`): its text, then the operation and its parameters. */
export async function expectWrittenApiPageShown(page: Page, route: Route): Promise<void> {
  await expectWrittenApiPage(page, route, 'Deleting a project removes', ['projectId', 'force'], {
    method: '.docsnav-api-method',
    path: '.docsnav-api-endpoint code',
    cell: '.md-typeset table td',
  })
}
