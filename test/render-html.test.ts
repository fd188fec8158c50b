import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compileSync, type CompileResult } from '../src/compile/compile.js'
import { isOutputPath } from '../src/emit/index.js'
import { navigationDocument } from '../src/emit/navigation.js'
import { clientScript, createRenderer, escapeHtml, SWITCHERS_SLOT, type Renderer } from '../src/render/index.js'
import { validSite } from '../src/testing/index.js'
import { balanced, currentPages as current, repeatedIds } from './helpers/html.js'
import { numRuns } from './helpers/runs.js'
import { VERSIONED_TAB_SITE } from './fixtures/versioned-tab-site.js'

/** `docsnav/render` without a browser: what its HTML holds, its safety, and how it marks the current page (the browser tests click it). */

function rendererOf(result: CompileResult, options = {}): Renderer {
  return createRenderer({ navigation: navigationDocument(result.tree, result.site!), routes: result.site!.routes }, options)
}

describe('docsnav/render', () => {
  it('escapes every label and neutralises a script URL that reached it', () => {
    const config = {
      navigation: {
        tabs: [{ tab: '<img src=x onerror=alert(1)>', groups: [{ group: '"><script>alert(1)</script>', pages: ['a'] }] }],
        global: { anchors: [{ anchor: 'Bad', href: 'https://example.com/"onmouseover="x' }] },
      },
    }
    const result = compileSync({ config: JSON.stringify(config) }, { noFiles: true })
    const navigation = navigationDocument(result.tree, result.site!)
    // A navigation.json edited by hand (docsnav reports such an href as an error, DN2019).
    navigation.navigation.global = ['javascript:alert(1)', '\u0001javascript:alert(1)', ' java\tscript:alert(1)', 'DATA:text/html,x'].map((href) => ({
      kind: 'anchor',
      label: 'Run',
      href,
    }))
    const parts = createRenderer({ navigation, routes: result.site!.routes }).render('/a')
    const html = Object.values(parts).join('')
    expect(html).not.toMatch(/<script|<img src=x|script:|data:/i)
    expect(html.match(/href="#"/g)).toHaveLength(4)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain('&quot;&gt;&lt;script&gt;')
    expect(balanced(html)).toBe(true)
  })

  it('marks the page, opens the groups around it, and gives the innermost group as the eyebrow', () => {
    const config = { navigation: { groups: [{ group: 'Top', pages: ['a', { group: 'Inner', pages: [{ group: 'Deep', pages: ['b'] }] }] }] } }
    const renderer = rendererOf(compileSync({ config: JSON.stringify(config) }, { noFiles: true }))
    const atB = renderer.render('/b')
    expect(current(atB.sidebar)).toEqual(['/b'])
    expect(atB.sidebar.match(/aria-expanded="true"/g)).toHaveLength(2)
    expect(atB.sidebar).not.toContain(' hidden')
    expect(atB.eyebrow).toBe('<p class="dn-eyebrow">Deep</p>')
    const atA = renderer.render('/a/')
    expect(current(atA.sidebar)).toEqual(['/a'])
    expect(atA.sidebar.match(/aria-expanded="false"/g)).toHaveLength(2)
    expect(atA.sidebar.match(/ hidden>/g)).toHaveLength(2)
  })

  it("opens a tab holding versions in the reader's version, on every page and in the scopes the html target shares", () => {
    const versions = (tab: string) => ['v1', 'v2'].map((version) => ({ version, groups: [{ group: 'G', pages: [`${tab}/${version}/a`] }] }))
    const config = {
      navigation: {
        tabs: [
          { tab: 'Guides', versions: versions('guides') },
          { tab: 'Reference', versions: versions('reference') },
        ],
      },
    }
    const result = compileSync({ config }, { noFiles: true, outputs: { siteUrl: 'https://docs.example.com' } })
    expect(result.site!.routes.find((route) => route.url === '/guides/v2/a')?.switchTargets?.tabs).toEqual({ Reference: '/reference/v2/a' })
    const renderer = rendererOf(result)
    const tabLink = (html: string) => /<a class="dn-tab-link" href="([^"]*)"[^>]*><span class="dn-label">Reference/.exec(html)?.[1]
    expect(tabLink(renderer.render('/guides/v2/a').topBar)).toBe('/reference/v2/a')
    expect(tabLink(renderer.render('/guides/v1/a').topBar)).toBe('/reference/v1/a')
    const scope = renderer.scopeOf('/guides/v2/a')
    expect(tabLink(renderer.renderScope(scope).topBar)).toBe('/reference/v2/a')
  })

  it('leads a tab holding versions into the version the reader chose earlier, on a page under none (navigation.json `readerLinks`)', () => {
    const result = compileSync({ config: VERSIONED_TAB_SITE }, { noFiles: true })
    const navigation = navigationDocument(result.tree, result.site!)
    const versioned = navigation.navigation.switch!.items[0]!
    expect(versioned.link).toBe('/versions/v1')
    expect(versioned.readerLinks).toEqual([{ version: 'unstable', link: '/versions/unstable' }])
    // routes.json keeps the default's link for a page under no version.
    expect(result.site!.routes.find((route) => route.url === '/api-reference/introduction')?.switchTargets).toBeUndefined()
    const renderer = createRenderer({ navigation, routes: result.site!.routes })
    const versionsTab = (url: string, remembered?: { version?: string }) => renderer.frame(url, remembered).tabs[0]!.find((tab) => tab.label === 'Versions')!
    expect(versionsTab('/api-reference/introduction').href).toBe('/versions/v1')
    expect(versionsTab('/api-reference/introduction', { version: 'unstable' }).href).toBe('/versions/unstable')
    // A version the tab does not hold leaves it at its link.
    expect(versionsTab('/api-reference/introduction', { version: 'v0' }).href).toBe('/versions/v1')
    const tabLink = (html: string) => /<a class="dn-tab-link" href="([^"]*)"[^>]*><span class="dn-label">Versions/.exec(html)?.[1]
    const api = renderer.render('/api-reference/introduction')
    expect(tabLink(api.topBar)).toBe('/versions/v1')
    expect(tabLink(renderer.render('/api-reference/introduction', { version: 'unstable' }).topBar)).toBe('/versions/unstable')
    // The cached top bar of the scope is not the one made for that reader.
    expect(tabLink(renderer.render('/api-reference/introduction').topBar)).toBe('/versions/v1')
    // For the client script: the links a remembered version changes, and the version each page is under.
    expect(api.topBar).toContain(`data-dn-links="${escapeHtml(JSON.stringify(versioned.readerLinks))}"`)
    expect(api.sidebar).not.toContain('data-dn-version')
    expect(renderer.render('/versions/unstable').sidebar).toContain('data-dn-version="unstable"')
    expect(renderer.renderScope(renderer.scopeOf('/versions/v1')).sidebar).toContain('data-dn-version="2026.03.19"')
  })

  it("finds the sidebar of a page whose division shares its label with a sibling's (two tabs named Guides)", () => {
    const config = {
      navigation: {
        tabs: [
          { tab: 'Guides', pages: ['a'] },
          { tab: 'Guides', pages: ['b'] },
        ],
      },
    }
    const renderer = rendererOf(compileSync({ config: JSON.stringify(config) }, { noFiles: true }))
    const parts = renderer.render('/b')
    expect(current(parts.sidebar)).toEqual(['/b'])
    expect([...parts.topBar.matchAll(/href="([^"]*)"( aria-current="true")?/g)].map((match) => `${match[1]}${match[2] ? ' current' : ''}`)).toEqual([
      '/a',
      '/b current',
    ])
  })

  it("shows a product's menu in the top bar, and a product by its `name`", () => {
    const config = {
      navigation: {
        products: [
          {
            product: 'p1',
            name: 'Platform',
            menu: [
              { item: 'First', pages: ['a'] },
              { item: 'Second', pages: ['b'] },
            ],
          },
          { product: 'p2', pages: ['c'] },
        ],
      },
    }
    const renderer = rendererOf(compileSync({ config: JSON.stringify(config) }, { noFiles: true }))
    const parts = renderer.render('/b')
    expect(parts.topBar).toContain('<span class="dn-label">Platform</span>')
    expect(
      [...parts.topBar.matchAll(/role="menuitem" tabindex="-1" href="([^"]*)"( aria-current="true")?>([^<]*)</g)].map(
        (match) => `${match[3]} ${match[1]}${match[2] ? ' current' : ''}`,
      ),
    ).toEqual(['First /a', 'Second /b current'])
    expect(parts.sidebar).toMatch(/<span class="dn-switcher-name">Product<\/span> <span class="dn-label">Platform<\/span>/)
    expect(current(parts.sidebar)).toEqual(['/b'])
  })

  it("shows a URL no route has, and a page no navigation lists, in the divisions of the site's first page, not in a tab that only links out", () => {
    const config = {
      navigation: {
        tabs: [
          { tab: 'Blog', href: 'https://blog.example.com' },
          { tab: 'Docs', pages: ['a'] },
        ],
      },
    }
    const renderer = rendererOf(compileSync({ config: JSON.stringify(config) }, { noFiles: true }))
    for (const url of ['/nope', '/a']) {
      const parts = renderer.render(url)
      expect(parts.topBar, url).toMatch(/href="\/a" aria-current="true"/)
      expect(parts.sidebar, url).toContain('href="/a"')
    }
  })

  it('finds a route however its URL is encoded, and leaves the current entry of a switcher on the page', () => {
    const config = {
      navigation: {
        versions: [
          { version: 'v2', pages: ['v2/guía', 'v2/b'] },
          { version: 'v1', pages: ['v1/guía'] },
        ],
      },
    }
    const renderer = rendererOf(compileSync({ config: JSON.stringify(config) }, { noFiles: true }))
    for (const url of ['/v2/guía', '/v2/gu%C3%ADa', '/v2/gu%c3%ada/', '/v2/guía?x=1#y']) {
      const parts = renderer.render(url)
      expect(current(parts.sidebar), url).toEqual(['/v2/guía'])
      expect(parts.sidebar, url).toMatch(/href="\/v2\/guía" aria-current="true">v2</)
      expect(parts.sidebar, url).toMatch(/href="\/v1\/guía">v1</)
    }
    expect(renderer.route('/v2/b/')?.url).toBe('/v2/b')
  })

  it("writes its own words in the site's language when told them", () => {
    const config = {
      navigation: {
        versions: [
          { version: 'v2', pages: ['a', 'b'] },
          { version: 'v1', pages: ['c'] },
        ],
      },
    }
    const result = compileSync({ config: JSON.stringify(config) }, { noFiles: true })
    const parts = rendererOf(result, { words: { version: 'Versión', next: 'Siguiente', pagerLabel: 'Páginas anterior y siguiente' } }).render('/a')
    expect(parts.sidebar).toContain('<span class="dn-switcher-name">Versión</span>')
    expect(parts.pager).toContain('aria-label="Páginas anterior y siguiente"')
    expect(parts.pager).toContain('<span class="dn-pager-word">Siguiente</span>')
  })

  it('takes a navigation.json or routes.json written by hand: what is missing is empty, a wrong shape is named', () => {
    const navigation = {
      navigation: {
        kind: 'root',
        sidebar: [
          { type: 'group', label: 'G' },
          { type: 'page', title: 'no url' },
          { type: 'page', url: '/a', title: 'A' },
        ],
      },
    }
    const routes = [{ url: '/a', title: 'A' }]
    const renderer = createRenderer({ navigation, routes } as never)
    expect(current(renderer.render('/a').sidebar)).toEqual(['/a'])
    expect(renderer.render('/a').eyebrow).toBe('')
    // routes.json whole, where its `routes` are meant.
    expect(current(createRenderer({ navigation, routes: { routes } } as never).render('/a').sidebar)).toEqual(['/a'])
    expect(() => createRenderer({ navigation: {}, routes } as never)).toThrow(/`navigation` must be navigation.json/)
    expect(() => createRenderer({ navigation, routes: 'x' } as never)).toThrow(/`routes` must be routes.json's `routes`/)
    expect(() => renderer.render(undefined as never)).not.toThrow()
  })

  it('renders a URL no route has with the default scope and nothing marked', () => {
    const renderer = rendererOf(compileSync({ config: JSON.stringify({ navigation: { groups: [{ group: 'G', pages: ['a'] }] } }) }, { noFiles: true }))
    expect(renderer.route('/nope')).toBeUndefined()
    const parts = renderer.render('/nope')
    expect(current(parts.sidebar)).toEqual([])
    expect(parts.sidebar).toContain('href="/a"')
    expect(parts.pager).toBe('')
  })

  it('applies the drilldown default only where docs.json leaves it unset', () => {
    const site = (interaction?: object) =>
      compileSync(
        { config: JSON.stringify({ ...(interaction ? { interaction } : {}), navigation: { groups: [{ group: 'G', pages: ['a'] }] } }) },
        { noFiles: true },
      )
    expect(rendererOf(site()).drilldown).toBe(false)
    expect(rendererOf(site(), { drilldownDefault: true }).drilldown).toBe(true)
    expect(rendererOf(site({ drilldown: false }), { drilldownDefault: true }).drilldown).toBe(false)
    expect(rendererOf(site({ drilldown: true })).render('/a').sidebar).toContain('data-dn-drilldown="true"')
  })

  it('--target html owns its four files, and no other file in html/', () => {
    for (const name of ['html/scopes.json', 'html/routes.json', 'html/docsnav.js', 'html/docsnav.css']) expect(isOutputPath(name), name).toBe(true)
    for (const name of ['html/other.json', 'html/sub/scopes.json', 'html/notes.txt', 'html/index.html']) expect(isOutputPath(name), name).toBe(false)
  })

  it('has a client script that parses, and is small', () => {
    expect(() => new Function(clientScript)).not.toThrow()
    expect(clientScript.length).toBeLessThan(8000)
  })

  it('on any valid site: balanced HTML; a listed page is marked once at its URL; a scope copy plus the route parts holds what the route render does', () => {
    fc.assert(
      fc.property(validSite(), ({ config, files }) => {
        const result = compileSync({ config: JSON.stringify(config), files })
        const renderer = rendererOf(result)
        for (const route of result.site!.routes) {
          const parts = renderer.render(route.url)
          for (const part of Object.values(parts)) expect(balanced(part), part).toBe(true)
          expect(repeatedIds(Object.values(parts).join(''))).toEqual([])
          const scope = renderer.scopeOf(route.url)
          if (scope === -1) {
            expect(current(parts.sidebar)).toEqual([])
            continue
          }
          // From a renderer of its own: one renderer caches its top bars and sidebars by scope.
          const copy = rendererOf(result).renderScope(scope)
          const href = escapeHtml(route.url)
          const listed = copy.sidebar.includes(`class="dn-page" href="${href}"`) || copy.sidebar.includes(`class="dn-group-root" href="${href}"`)
          expect(current(parts.sidebar)).toEqual(listed ? [href] : [])
          expect(listed).toBe(!route.hidden && route.listed !== false)
          const own = renderer.renderRouteParts(route.url)
          // The same HTML but for the states the client script sets from the address (the browser tests compare those).
          const stateless = (html: string) =>
            html
              .replace(' aria-current="page"', '')
              .replace(/(class="dn-toggle"[^>]*aria-expanded=)"(?:true|false)"/g, '$1""')
              .replace(/(<ul class="dn-items" role="list" id="[^"]*") hidden>/g, '$1>')
          expect(stateless(copy.sidebar.replace(SWITCHERS_SLOT, own.switchers))).toBe(stateless(parts.sidebar))
          expect(copy.topBar).toBe(parts.topBar)
          expect([own.eyebrow, own.pager]).toEqual([parts.eyebrow, parts.pager])
        }
      }),
      { numRuns: numRuns(60) },
    )
  })
})
