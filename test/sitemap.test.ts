import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { compileSync } from '../src/index.js'
import { SITEMAP_LIMIT, SITEMAP_MAX_BYTES } from '../src/emit/sitemap.js'
import { docsJson } from './helpers/docs-json.js'

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', isArray: (name) => ['url', 'xhtml:link', 'sitemap'].includes(name) })

/** Builds `config`, with the keys docs.json must have, for `siteUrl`. */
function build(config: object, siteUrl = 'https://docs.example.com/') {
  const result = compileSync({ config: docsJson(config) }, { noFiles: true, outputs: { siteUrl } })
  return { result, files: result.files! }
}

describe('sitemap.xml', () => {
  it('is well-formed XML listing the indexable routes as absolute, escaped URLs', () => {
    const { result, files } = build({
      navigation: {
        groups: [
          { group: 'A', pages: ['index', 'q&a', 'a b', "it's", 'x<y', 'hidden-group/a'] },
          { group: 'Hidden', hidden: true, pages: ['hidden-group/b'] },
        ],
      },
    })
    expect(XMLValidator.validate(files['sitemap.xml']!)).toBe(true)
    const urls = parser.parse(files['sitemap.xml']!).urlset.url.map((entry: { loc: string }) => entry.loc)
    expect(urls).toEqual([
      'https://docs.example.com/',
      'https://docs.example.com/q&a',
      'https://docs.example.com/a%20b',
      "https://docs.example.com/it's",
      'https://docs.example.com/x%3Cy',
      'https://docs.example.com/hidden-group/a',
    ])
    expect(files['sitemap.xml']).toContain('<loc>https://docs.example.com/q&amp;a</loc>')
    const indexable = result.site!.routes.filter((route) => !route.hidden && !route.noindex).map((route) => `https://docs.example.com${route.url}`)
    expect(urls).toEqual(indexable)
  })

  it('links languages with hreflang and x-default', () => {
    const { files } = build({
      navigation: {
        languages: [
          { language: 'fr', pages: ['fr/guide'] },
          { language: 'en', default: true, pages: ['guide'] },
          { language: 'jp', pages: ['jp/guide'] },
        ],
      },
    })
    const entries = parser.parse(files['sitemap.xml']!).urlset.url as Array<{ loc: string; 'xhtml:link': Array<{ hreflang: string; href: string }> }>
    const english = entries.find((entry) => entry.loc === 'https://docs.example.com/guide')!
    expect(english['xhtml:link'].map((link) => [link.hreflang, link.href])).toEqual([
      ['en', 'https://docs.example.com/guide'],
      ['fr', 'https://docs.example.com/fr/guide'],
      ['ja', 'https://docs.example.com/jp/guide'],
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

  it('percent-encodes what a URL cannot hold as it is: characters beyond ASCII as UTF-8, control characters', () => {
    const { result, files } = build(
      {
        navigation: {
          languages: [
            { language: 'en', pages: ['über/straße', 'tab\there', 'a\u0000b'] },
            { language: 'zh', pages: ['zh/über/straße'] },
          ],
        },
      },
      'https://bücher.example/docs/',
    )
    expect(result.diagnostics).toMatchObject([
      { code: 'DN4010', pointer: '/navigation/languages/0/pages/1' },
      { code: 'DN4010', pointer: '/navigation/languages/0/pages/2' },
    ])
    const xml = files['sitemap.xml']!
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(xml).not.toMatch(/[^\x09\x0a\x20-\x7e]/)
    const entries = parser.parse(xml).urlset.url as Array<{ loc: string; 'xhtml:link'?: Array<{ href: string }> }>
    expect(entries.map((entry) => entry.loc)).toEqual([
      'https://xn--bcher-kva.example/docs/%C3%BCber/stra%C3%9Fe',
      'https://xn--bcher-kva.example/docs/tab%09here',
      'https://xn--bcher-kva.example/docs/a%00b',
      'https://xn--bcher-kva.example/docs/zh/%C3%BCber/stra%C3%9Fe',
    ])
    expect(entries[0]!['xhtml:link']!.map((link) => link.href)).toContain('https://xn--bcher-kva.example/docs/zh/%C3%BCber/stra%C3%9Fe')
    for (const entry of entries) expect(new URL(entry.loc).href).toBe(entry.loc)
  })

  it('becomes a sitemap index past 50 MB, whatever the count of URLs', () => {
    // 16 languages of long page paths: each URL carries 17 alternates, about 6 KB.
    const languages = ['en', 'fr', 'de', 'es', 'it', 'pt', 'nl', 'sv', 'pl', 'cs', 'ja', 'ko', 'zh', 'ru', 'tr', 'id'].map((language) => ({
      language,
      pages: Array.from({ length: 600 }, (_, index) => `${language}/${'section/'.repeat(30)}page-${index}`),
    }))
    const { files } = build({ navigation: { languages } })
    const parts = Object.keys(files).filter((name) => /^sitemap-\d+\.xml$/.test(name))
    expect(parts.length).toBeGreaterThan(1)
    let urls = 0
    for (const part of parts) {
      expect(Buffer.byteLength(files[part]!)).toBeLessThanOrEqual(SITEMAP_MAX_BYTES)
      expect(XMLValidator.validate(files[part]!)).toBe(true)
      urls += (files[part]!.match(/<loc>/g) ?? []).length
    }
    expect(urls).toBe(16 * 600)
    expect(parser.parse(files['sitemap.xml']!).sitemapindex.sitemap).toHaveLength(parts.length)
  })

  it('needs a site URL', () => {
    expect(Object.keys(compileSync({ config: docsJson({ navigation: { pages: ['a'] } }) }, { noFiles: true, outputs: true }).files!)).toEqual([
      'navigation.json',
      'routes.json',
      'breadcrumbs.json',
    ])
  })
})
