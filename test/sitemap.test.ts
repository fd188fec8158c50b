import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { compileSync } from '../src/index.js'
import { SITEMAP_LIMIT } from '../src/emit/sitemap.js'

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['url', 'xhtml:link', 'sitemap'].includes(name) })

function build(config: object, siteUrl = 'https://docs.example.com/') {
  const result = compileSync({ config }, { noFiles: true, outputs: { siteUrl } })
  return { result, files: result.files! }
}

describe('sitemap.xml', () => {
  it('is well-formed XML listing the indexable routes as absolute, escaped URLs', () => {
    const { result, files } = build({ navigation: { groups: [{ group: 'A', pages: ['index', 'q&a', 'a b', "it's", 'x<y', 'hidden-group/a'] },
      { group: 'Hidden', hidden: true, pages: ['hidden-group/b'] }] } })
    expect(XMLValidator.validate(files['sitemap.xml']!)).toBe(true)
    const urls = parser.parse(files['sitemap.xml']!).urlset.url.map((entry: { loc: string }) => entry.loc)
    expect(urls).toEqual([
      'https://docs.example.com/', 'https://docs.example.com/q&a', 'https://docs.example.com/a%20b',
      "https://docs.example.com/it's", 'https://docs.example.com/x%3Cy', 'https://docs.example.com/hidden-group/a',
    ])
    expect(files['sitemap.xml']).toContain('<loc>https://docs.example.com/q&amp;a</loc>')
    const indexable = result.site!.routes.filter((route) => !route.hidden && !route.noindex).map((route) => `https://docs.example.com${route.url}`)
    expect(urls).toEqual(indexable)
  })

  it('links languages with hreflang and x-default', () => {
    const { files } = build({ navigation: { languages: [
      { language: 'fr', pages: ['fr/guide'] },
      { language: 'en', default: true, pages: ['guide'] },
      { language: 'jp', pages: ['jp/guide'] }] } })
    const entries = parser.parse(files['sitemap.xml']!).urlset.url as Array<{ loc: string; 'xhtml:link': Array<{ hreflang: string; href: string }> }>
    const english = entries.find((entry) => entry.loc === 'https://docs.example.com/guide')!
    expect(english['xhtml:link'].map((link) => [link.hreflang, link.href])).toEqual([
      ['en', 'https://docs.example.com/guide'], ['fr', 'https://docs.example.com/fr/guide'], ['ja', 'https://docs.example.com/jp/guide'],
      ['x-default', 'https://docs.example.com/guide'],
    ])
  })

  it('becomes a sitemap index past 50,000 URLs', () => {
    const pages = Array.from({ length: SITEMAP_LIMIT + 10 }, (_, index) => `p/${index}`)
    const { files } = build({ navigation: { pages } })
    const index = parser.parse(files['sitemap.xml']!).sitemapindex.sitemap.map((entry: { loc: string }) => entry.loc)
    expect(index).toEqual(['https://docs.example.com/sitemap-1.xml', 'https://docs.example.com/sitemap-2.xml'])
    expect(parser.parse(files['sitemap-1.xml']!).urlset.url).toHaveLength(SITEMAP_LIMIT)
    expect(parser.parse(files['sitemap-2.xml']!).urlset.url).toHaveLength(10)
  })

  it('needs a site URL', () => {
    expect(Object.keys(compileSync({ config: { navigation: { pages: ['a'] } } }, { noFiles: true, outputs: true }).files!)).toEqual(['navigation.json', 'routes.json', 'breadcrumbs.json'])
  })
})
