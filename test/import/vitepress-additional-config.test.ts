import { describe, expect, it } from 'vitest'
import { withAdditionalConfig } from '../../src/import/vitepress/additional-config.js'

/**
 * VitePress 2 keeps a locale's sidebar in `<folder>/config.ts` (`defineAdditionalConfig`), as
 * VitePress's own documentation does: `docs/en/config.ts` for the root locale's pages (served
 * without `en/` by a rewrite), `docs/zh/config.ts` for Chinese. Before, the import read no sidebar
 * and imported no page of such a site. The shapes below are VitePress 2's resolved site data.
 */
const guide = (prefix: string, label: string) => [{ text: label, items: [{ text: 'Intro', link: `${prefix}/guide/intro` }] }]

const site = {
  title: 'VitePress',
  themeConfig: { search: { provider: 'local' } },
  locales: { root: { label: 'English', lang: 'en-US' }, zh: { label: '简体中文', lang: 'zh-Hans' } },
  additionalConfig: {
    '/': { themeConfig: { sidebar: { '/guide/': guide('', 'Site-wide') }, outline: { level: [2, 3] } } },
    '/en/': { themeConfig: { nav: [{ text: 'Guide', link: '/guide/intro' }], sidebar: { '/guide/': guide('', 'Introduction') } } },
    '/zh/': { themeConfig: { nav: [{ text: '指南', link: '/zh/guide/intro' }], sidebar: { '/zh/guide/': guide('/zh', '简介') } } },
  },
}
const pages = [
  { source: 'en/guide/intro.md', served: 'guide/intro.md' },
  { source: 'en/index.md', served: 'index.md' },
  { source: 'zh/guide/intro.md', served: 'zh/guide/intro.md' },
]

describe('VitePress 2: configs beside the pages', () => {
  it("gives each locale the theme its pages see: its folder's config over the site's, its own sidebar keys", () => {
    const resolved = withAdditionalConfig(site, pages)
    expect(resolved.locales?.root?.themeConfig).toEqual({
      nav: [{ text: 'Guide', link: '/guide/intro' }],
      sidebar: { '/guide/': guide('', 'Introduction') },
      outline: { level: [2, 3] },
    })
    // The site-wide `/guide/` key is not the Chinese pages' (VitePress shows a page the key its path starts with).
    expect(resolved.locales?.zh?.themeConfig).toEqual({
      nav: [{ text: '指南', link: '/zh/guide/intro' }],
      sidebar: { '/zh/guide/': guide('/zh', '简介') },
      outline: { level: [2, 3] },
    })
  })

  it('leaves a site without configs beside its pages (VitePress 1) as it is', () => {
    const plain = { themeConfig: { sidebar: [] }, locales: { root: { label: 'English' } } }
    expect(withAdditionalConfig(plain, pages)).toBe(plain)
  })
})
