import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compileSync } from '../../src/index.js'
import { assertSiteInvariants, validSite } from '../../src/testing/index.js'

const build = (site: { config: object; files: Record<string, string> }) =>
  compileSync({ config: site.config, files: site.files }, { noFiles: false, outputs: { siteUrl: 'https://docs.example.com' } })

describe('docsnav/testing: validSite() and assertSiteInvariants()', () => {
  it('generates sites that compile, page files and OpenAPI spec included, with no diagnostic and every invariant kept', () => {
    fc.assert(
      fc.property(validSite(), (site) => {
        const result = build(site)
        expect(result.diagnostics).toEqual([])
        expect(result.site!.routes.some((route) => route.source.kind === 'openapi')).toBe(true)
        assertSiteInvariants(result)
      }),
      { numRuns: 120 },
    )
  })

  it('names what is broken when a site breaks an invariant', () => {
    const [site] = fc.sample(validSite({ maxDepth: 1 }), { numRuns: 1, seed: 7 })
    const result = build(site!)
    const routes = result.site!.routes
    const withNext = routes.find((route) => route.next)!
    const next = routes.find((route) => route.url === withNext.next!.url)!
    next.prev = undefined
    expect(() => assertSiteInvariants(result)).toThrow(/next of .* whose prev is missing/)
    const fresh = build(site!)
    fresh.site!.routes[0]!.breadcrumbs.push({ label: 'Nowhere' })
    expect(() => assertSiteInvariants(fresh)).toThrow(/breadcrumb "Nowhere"/)
    const third = build(site!)
    const sitemap = third.files!['sitemap.xml']!
    third.files!['sitemap.xml'] = sitemap.replace(/<url>[\s\S]*?<\/url>\s*/, '')
    expect(() => assertSiteInvariants(third)).toThrow(/the sitemap lists/)
  })
})

describe('the page inventory, on generated sites', () => {
  it('routes every page file once: listed ones where the navigation lists them, the others unlisted, none lost', () => {
    const extra = fc.uniqueArray(fc.stringMatching(/^[a-z]{1,6}(\/[a-z]{1,6}){0,2}$/), { maxLength: 6 })
    fc.assert(
      fc.property(validSite({ maxDepth: 2 }), extra, (site, paths) => {
        const files = { ...site.files }
        const added = paths.map((path) => `drafts/${path}`).filter((path) => !Object.hasOwn(files, `${path}.mdx`))
        for (const path of added) files[`${path}.mdx`] = `---\ntitle: Draft ${path}\n---\n`
        const result = build({ config: site.config, files })
        assertSiteInvariants(result)
        const routes = result.site!.routes
        const unlisted = routes.filter((route) => route.listed === false).map((route) => (route.source.kind === 'page' ? route.source.file : null))
        // `drafts/a` and `drafts/a/index` are one URL: the first file found serves it.
        const urls = new Set(added.map((path) => `/${path.replace(/\/index$/, '')}`))
        expect(new Set(routes.filter((route) => route.listed === false).map((route) => route.url))).toEqual(urls)
        expect(unlisted.every((file) => file?.startsWith('drafts/'))).toBe(true)
        expect(result.diagnostics.every((diagnostic) => diagnostic.code === 'DN7001' || diagnostic.code === 'DN7002')).toBe(true)
      }),
      { numRuns: 60 },
    )
  })
})
