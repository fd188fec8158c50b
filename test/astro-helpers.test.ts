import { describe, expect, it } from 'vitest'
import { createPageContext, isNavGroup, isNavPage, loadSite, resolvePageData, type NavEntry } from '../src/integrations/astro/index.js'

/**
 * docsnav/astro's page data for a docs.json in memory, called as `@mintlify/astro/helpers` is:
 * the division of the page (not the first one), its switchers with their targets, and nothing
 * marked for a path the site does not have.
 */

const config = {
  name: 'Site',
  theme: 'mint',
  colors: { primary: '#000000' },
  navigation: {
    global: { anchors: [{ anchor: 'Blog', href: 'https://example.com/blog' }] },
    versions: [
      {
        version: 'v2',
        tabs: [
          { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', { group: 'Nested', root: 'nested/index', pages: ['nested/a'] }] }] },
          { tab: 'Reference', groups: [{ group: 'Ref', pages: ['reference/one', 'reference/two'] }] },
        ],
      },
      { version: 'v1', tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['v1/index', 'v1/a'] }] }] },
    ],
  },
}

const titles = (entries: readonly NavEntry[]): string[] =>
  entries.flatMap((entry) => (isNavPage(entry) ? [entry.title] : [`[${entry.group}]`, ...titles(entry.pages)]))

describe('docsnav/astro', () => {
  it("gives the sidebar of the page's own division, its tabs, switchers and neighbours", () => {
    const data = resolvePageData(config, { currentPath: '/reference/two', titleMap: { 'reference/one': 'First reference' } })
    expect(titles(data.sidebarEntries)).toEqual(['[Ref]', 'First reference', 'Two'])
    expect(data.tabs).toEqual([
      { name: 'Guides', href: '/', isActive: false },
      { name: 'Reference', href: '/reference/one', isActive: true },
    ])
    expect(data.footerPages.prev?.href).toBe('/reference/one')
    expect(data.footerPages.next).toBeNull()
    expect(data.groupName).toBe('Ref')
    expect(data.anchors).toEqual([{ name: 'Blog', href: 'https://example.com/blog', isActive: false }])
    expect(data.switchers.map((switcher) => [switcher.kind, switcher.entries.map((entry) => entry.label)])).toEqual([['versions', ['v2', 'v1']]])
  })

  it('opens the groups that hold the page, its root included', () => {
    const data = resolvePageData(config, { currentPath: '/nested' })
    const start = data.sidebarEntries[0]!
    expect(
      isNavGroup(start) && start.pages.map((entry) => (isNavGroup(entry) ? { group: entry.group, root: entry.root, expanded: entry.expanded } : entry.href)),
    ).toEqual(['/', { group: 'Nested', root: '/nested', expanded: true }])
    expect(
      resolvePageData(config, { currentPath: '/' }).sidebarEntries.flatMap((entry) =>
        isNavGroup(entry) ? entry.pages.filter(isNavGroup).map((group) => group.expanded) : [],
      ),
    ).toEqual([false])
  })

  it("keeps a v1 reader's sidebar in v1, and marks nothing for a path the site does not have", () => {
    const hrefs = (entries: readonly NavEntry[]): string[] => entries.flatMap((entry) => (isNavPage(entry) ? [entry.href] : hrefs(entry.pages)))
    const v1 = resolvePageData(config, { currentPath: '/v1/a' })
    expect(hrefs(v1.sidebarEntries)).toEqual(['/v1', '/v1/a'])
    expect(v1.tabs?.map((tab) => [tab.name, tab.href])).toEqual([['Guides', '/v1']])
    const unknown = resolvePageData(config, { currentPath: '/nowhere' })
    expect(unknown.route).toBeUndefined()
    expect(JSON.stringify(unknown.sidebarEntries)).not.toContain('"isActive":true')
    expect(unknown.tabs?.map((tab) => tab.isActive)).toEqual([false, false])
    expect(unknown.switchers.flatMap((switcher) => switcher.entries.filter((entry) => entry.current))).toEqual([])
  })

  it("answers in @mintlify/astro's createPageContext shape", () => {
    const context = createPageContext(config, {}, '/reference/one')
    expect(context.group).toBe('Ref')
    expect(context.prev).toBeNull()
    expect(context.next?.href).toBe('/reference/two')
    expect(titles(context.sidebar)).toEqual(['[Ref]', 'One', 'Two'])
  })

  it('marks a page listed twice at its first listing only, and opens only the groups around that one', () => {
    const twice = {
      name: 'Site',
      theme: 'mint',
      colors: { primary: '#000000' },
      navigation: {
        groups: [
          {
            group: 'Top',
            pages: [
              { group: 'A', pages: ['shared', 'a'] },
              { group: 'B', pages: ['b', 'shared'] },
            ],
          },
        ],
      },
    }
    const [top] = resolvePageData(twice, { currentPath: '/shared' }).sidebarEntries
    const nested = isNavGroup(top!) ? top.pages.filter(isNavGroup) : []
    expect(nested.map((group) => [group.group, group.expanded, group.pages.filter(isNavPage).map((page) => page.isActive)])).toEqual([
      ['A', true, [true, false]],
      ['B', false, [false, false]],
    ])
  })

  it('gives a page written by hand the operation its frontmatter `openapi` names, and a generated page its own', async () => {
    const site = await loadSite('examples/acme')
    const written = resolvePageData(site, { currentPath: '/api-reference/delete-project' })
    expect(written.route?.source).toMatchObject({ kind: 'page', api: { kind: 'openapi', method: 'DELETE', path: '/projects/{projectId}' } })
    expect(written.operation).toMatchObject({ method: 'DELETE', path: '/projects/{projectId}' })
    expect(written.operation!.parameters.map((parameter) => parameter.name)).toContain('projectId')
    expect(createPageContext(site, {}, '/api-reference/delete-project').operation).toEqual(written.operation)
    const generated = site.routes.find((route) => route.source.kind === 'openapi')!
    expect(resolvePageData(site, { currentPath: generated.url }).operation?.method).toBe((generated.source as { method: string }).method)
    expect(resolvePageData(site, { currentPath: '/' }).operation).toBeUndefined()
  })
})
