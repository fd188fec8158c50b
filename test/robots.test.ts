import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { compileSync } from '../src/index.js'
import { SITEMAP_LIMIT } from '../src/emit/sitemap.js'

const parser = new XMLParser({ isArray: (name) => name === 'sitemap' })

function build(config: Record<string, unknown>, siteUrl = 'https://docs.example.com/') {
  return compileSync({ config }, { noFiles: true, outputs: { siteUrl } })
}

describe('robots.txt', () => {
  it('lets every crawler read every page and names the sitemap at the site URL', () => {
    const result = build({ navigation: { pages: ['index', 'guide'] } })
    expect(result.files!['robots.txt']).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.example.com/sitemap.xml\n')
    expect(result.files!['sitemap.xml']).toBeDefined()
  })

  it('is made only with a site URL, below the path of one', () => {
    expect(compileSync({ config: { navigation: { pages: ['index'] } } }, { noFiles: true, outputs: true }).files!['robots.txt']).toBeUndefined()
    expect(build({ navigation: { pages: ['index'] } }, 'https://example.com/docs').files!['robots.txt']).toContain(
      'Sitemap: https://example.com/docs/sitemap.xml\n',
    )
  })

  it('keeps every crawler out when seo.metatags.robots says noindex (or none), as Mintlify documents for a whole site', () => {
    for (const robots of ['noindex', 'noindex, nofollow', 'NoIndex,follow', 'none'])
      expect(build({ navigation: { pages: ['index'] }, seo: { metatags: { robots } } }).files!['robots.txt']).toBe('User-agent: *\nDisallow: /\n')
    for (const robots of ['index, follow', 'nofollow', 'noindexing'])
      expect(build({ navigation: { pages: ['index'] }, seo: { metatags: { robots } } }).files!['robots.txt']).toContain('Allow: /\n')
    // A value of another type is no directive.
    expect(build({ navigation: { pages: ['index'] }, seo: { metatags: { robots: ['noindex'] } } }).files!['robots.txt']).toContain('Allow: /\n')
  })

  it('names sitemap.xml when the sitemap is split: there it is the index of the parts', () => {
    const pages = Array.from({ length: SITEMAP_LIMIT + 1 }, (_, index) => `p/${index}`)
    const files = build({ navigation: { pages } }).files!
    expect(files['robots.txt']).toContain('Sitemap: https://docs.example.com/sitemap.xml\n')
    expect(files['sitemap-2.xml']).toBeDefined()
    expect(parser.parse(files['sitemap.xml']!).sitemapindex.sitemap).toHaveLength(2)
  })

  it("is not made when the project has its own at its root: the project's wins (DN7024)", () => {
    const config = { name: 'Own', navigation: { pages: ['index'] } }
    const files = { 'index.mdx': '---\ntitle: Home\n---\n', 'robots.txt': 'User-agent: *\nDisallow: /private\n' }
    const own = compileSync({ config, files }, { noFiles: false, outputs: { siteUrl: 'https://docs.example.com' } })
    expect(own.files!['robots.txt']).toBeUndefined()
    expect(own.diagnostics.filter((diagnostic) => diagnostic.code === 'DN7024').map((diagnostic) => diagnostic.params)).toEqual([{ file: 'robots.txt' }])
    // Without it, the same project gets docsnav's.
    const generated = compileSync({ config, files: { 'index.mdx': files['index.mdx'] } }, { noFiles: false, outputs: { siteUrl: 'https://docs.example.com' } })
    expect(generated.files!['robots.txt']).toContain('Allow: /')
  })
})
