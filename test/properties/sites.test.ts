import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compileSync } from '../../src/index.js'
import { assertSiteInvariants, validSite } from '../../src/testing/index.js'

const build = (site: { config: object; files: Record<string, string> }) =>
  compileSync({ config: site.config, files: site.files }, { noFiles: false, outputs: { siteUrl: 'https://docs.example.com' } })

describe('docsnav/testing: validSite() and assertSiteInvariants()', () => {
  it('generates sites that compile, page files and OpenAPI spec included, with no diagnostic and every invariant kept', () => {
    fc.assert(fc.property(validSite(), (site) => {
      const result = build(site)
      expect(result.diagnostics).toEqual([])
      expect(result.site!.routes.some((route) => route.source.kind === 'openapi')).toBe(true)
      assertSiteInvariants(result)
    }), { numRuns: 120 })
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
