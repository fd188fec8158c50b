import { describe, expect, it } from 'vitest'
import { mintlifyRootHref, siteHref } from '../src/integrations/site-links.js'

/** Links an integration writes for a page, as Astro's `base` and `trailingSlash` want them. */

describe('siteHref', () => {
  it('puts the base before root-relative hrefs, and leaves others but unsafe ones', () => {
    const links = { base: '/docs', trailingSlash: 'ignore' } as const
    expect(siteHref(links, '/quickstart')).toBe('/docs/quickstart')
    expect(siteHref(links, '/')).toBe('/docs/')
    expect(siteHref(links, '/a#b')).toBe('/docs/a#b')
    expect(siteHref(links, 'https://example.com/x')).toBe('https://example.com/x')
    expect(siteHref(links, '//cdn.example.com/x')).toBe('//cdn.example.com/x')
    expect(siteHref(links, 'javascript:alert(1)')).toBe('#')
  })

  it('ends page paths as trailingSlash asks, files excepted', () => {
    const always = { base: '/', trailingSlash: 'always' } as const
    expect(siteHref(always, '/quickstart')).toBe('/quickstart/')
    expect(siteHref(always, '/quickstart?x=1#y')).toBe('/quickstart/?x=1#y')
    expect(siteHref(always, '/images/x.png')).toBe('/images/x.png')
    expect(siteHref(always, '/')).toBe('/')
    const never = { base: '/docs/', trailingSlash: 'never' } as const
    expect(siteHref(never, '/guide/')).toBe('/docs/guide')
    expect(siteHref(never, '/')).toBe('/docs')
    expect(siteHref({ base: '/', trailingSlash: 'never' }, '/')).toBe('/')
  })
})

describe('mintlifyRootHref', () => {
  it("gives a page's relative links the root-relative URLs they have on Mintlify, whose URLs end without a slash", () => {
    expect(mintlifyRootHref('images/signup.png', 'import.mdx', 'img')).toBe('/images/signup.png')
    expect(mintlifyRootHref('images/x.png', 'guides/setup.mdx')).toBe('/guides/images/x.png')
    expect(mintlifyRootHref('other#part', 'guides/index.mdx')).toBe('/other#part')
    expect(mintlifyRootHref('./other', 'guides/index.mdx', 'a')).toBe('/guides/other')
    expect(mintlifyRootHref('../api', 'guides/deep/setup.mdx', 'Card')).toBe('/guides/api')
    for (const kept of ['/quickstart', '#anchor', 'https://example.com/x', 'mailto:a@example.com', '//cdn.example.com/x.png', ''])
      expect(mintlifyRootHref(kept, 'guides/setup.mdx')).toBe(kept)
  })
  it("reads a link to a folder's `index` page as the folder's URL, as Mintlify does (`a/index` is `a`)", () => {
    expect(mintlifyRootHref('/guides/index', 'setup.mdx')).toBe('/guides')
    expect(mintlifyRootHref('/guides/index#install', 'setup.mdx')).toBe('/guides#install')
    expect(mintlifyRootHref('/index', 'setup.mdx')).toBe('/')
    expect(mintlifyRootHref('./index?tab=a', 'guides/setup.mdx', 'a')).toBe('/guides?tab=a')
    for (const kept of ['/guides/indexes', '/guides/index.html', '/reindex']) expect(mintlifyRootHref(kept, 'setup.mdx')).toBe(kept)
  })
})
