import { describe, expect, it } from 'vitest'
import { compileSync } from '../src/index.js'
import { isOutputPath } from '../src/emit/index.js'
import { LLMS_TXT_LIMIT } from '../src/emit/llms.js'

const SITE_URL = 'https://docs.example.com'

/** The outputs of a site given as docs.json and its page paths (each page file with a title and a description). */
function build(config: Record<string, unknown>, pages: readonly string[], extra: Record<string, string> = {}) {
  const files: Record<string, string> = { ...extra }
  for (const page of pages) files[`${page}.mdx`] = `---\ntitle: Title of ${page}\ndescription: About ${page}.\n---\n\nBody of ${page}.\n`
  return compileSync({ config: { name: 'Multi', ...config }, files }, { noFiles: false, outputs: { siteUrl: SITE_URL } })
}

/** The llms files of a build, by name. */
function llmsFiles(files: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(files).filter(([name]) => /(?:^|\/)llms(?:-full)?(?:-\d+)?\.txt$/.test(name)))
}

/** The `## Sections` lines of the site's llms.txt. */
function sections(llms: string): string[] {
  const start = llms.indexOf('## Sections\n\n')
  if (start === -1) return []
  return llms
    .slice(start + '## Sections\n\n'.length)
    .split('\n')
    .filter((line, index, lines) => line.startsWith('- [') && lines.slice(0, index).every((before) => before.startsWith('- [')))
}

/** The pages a division file lists, by URL path. */
function listed(text: string): string[] {
  return [...text.matchAll(/^- \[[^\n]*\]\(https:\/\/[^/]+(\/[^)]*)\.md\)/gm)].map((match) => match[1]!)
}

/** Tabs × versions × languages, each division's pages in a folder of its own: `<language>/<version>/<tab>/...`, English at the root. */
function tabsVersionsLanguages() {
  const pages: string[] = []
  const languages = ['en', 'fr'].map((language) => ({
    language,
    ...(language === 'en' ? { default: true } : {}),
    versions: ['v2', 'v1'].map((version) => ({
      version,
      ...(version === 'v2' ? { default: true } : {}),
      tabs: ['Guides', 'API reference'].map((tab) => {
        const folder = `${language === 'en' ? '' : `${language}/`}${version}/${tab === 'Guides' ? 'guides' : 'api'}`
        const own = [`${folder}/intro`, `${folder}/more`]
        pages.push(...own)
        return { tab, groups: [{ group: 'Start', pages: own }] }
      }),
    })),
  }))
  return { config: { navigation: { languages } }, pages }
}

describe('llms.txt by division', () => {
  it('gives each division of tabs × versions × languages its files in the folder its pages share', () => {
    const { config, pages } = tabsVersionsLanguages()
    const files = llmsFiles(build(config, pages).files!)
    expect(Object.keys(files).sort()).toEqual(
      [
        'llms.txt',
        'llms-full.txt',
        ...['v2/guides', 'v2/api', 'v1/guides', 'v1/api', 'fr/v2/guides', 'fr/v2/api', 'fr/v1/guides', 'fr/v1/api'].flatMap((folder) => [
          `${folder}/llms.txt`,
          `${folder}/llms-full.txt`,
        ]),
      ].sort(),
    )
    expect(files['fr/v1/api/llms.txt']).toBe(
      [
        '# Multi > fr > v1 > API reference',
        '',
        '## Docs',
        '',
        '- [Title of fr/v1/api/intro](https://docs.example.com/fr/v1/api/intro.md): About fr/v1/api/intro.',
        '- [Title of fr/v1/api/more](https://docs.example.com/fr/v1/api/more.md): About fr/v1/api/more.',
        '',
      ].join('\n'),
    )
    expect(files['fr/v1/api/llms-full.txt']).toBe(
      [
        '# Multi > fr > v1 > API reference',
        '',
        '# Title of fr/v1/api/intro',
        'Source: https://docs.example.com/fr/v1/api/intro',
        '',
        'Body of fr/v1/api/intro.',
        '',
        '# Title of fr/v1/api/more',
        'Source: https://docs.example.com/fr/v1/api/more',
        '',
        'Body of fr/v1/api/more.',
        '',
        '',
      ].join('\n'),
    )
    // The site's llms.txt keeps Mintlify's form, its pages those of the default language and version, with the sections before them.
    const site = files['llms.txt']!
    expect(site.indexOf('## Sections')).toBeLessThan(site.indexOf('## Docs'))
    expect(listed(site.slice(site.indexOf('## Docs')))).toEqual(['/v2/guides/intro', '/v2/guides/more', '/v2/api/intro', '/v2/api/more'])
    expect(sections(site).slice(0, 4)).toEqual([
      '- [en > v2 > Guides](https://docs.example.com/v2/guides/llms.txt)',
      "- [en > v2 > Guides: every page's text](https://docs.example.com/v2/guides/llms-full.txt)",
      '- [en > v2 > API reference](https://docs.example.com/v2/api/llms.txt)',
      "- [en > v2 > API reference: every page's text](https://docs.example.com/v2/api/llms-full.txt)",
    ])
    expect(sections(site)).toHaveLength(16)
    // An output folder's manifest may vouch for each (a later build may replace or delete them).
    for (const name of Object.keys(files)) expect(isOutputPath(name), name).toBe(true)
  })

  it('places the example site by its folders where they tell its divisions apart, else by its labels', () => {
    const result = compileSync(new URL('../examples/acme', import.meta.url).pathname, { outputs: { siteUrl: 'https://docs.acme.example.com' } })
    const folders = Object.keys(llmsFiles(result.files!))
      .filter((name) => name.endsWith('/llms.txt'))
      .map((name) => name.slice(0, -'/llms.txt'.length))
    // The documentation anchor holds the root page: no folder of its own, so its labels name it.
    expect(folders).toEqual(['en/guides/documentation', 'tutorials', 'api-reference', 'fr'])
    expect(listed(result.files!['fr/llms.txt']!)).toEqual(['/fr', '/fr/quickstart'])
    expect(listed(result.files!['tutorials/llms.txt']!)).toEqual(['/tutorials/first-deploy', '/tutorials/custom-domains'])
  })

  it('names a division by its labels, numbered, when a folder of that name holds other pages', () => {
    const config = {
      navigation: {
        tabs: [
          { tab: 'Reference', pages: ['reference-intro', 'api/a'] },
          { tab: 'API', pages: ['api/b', 'c'] },
          { tab: 'Reference!', pages: ['d', 'e/f'] },
        ],
      },
    }
    const files = llmsFiles(build(config, ['reference-intro', 'api/a', 'api/b', 'c', 'd', 'e/f']).files!)
    expect(Object.keys(files).filter((name) => name.endsWith('/llms.txt'))).toEqual(['reference/llms.txt', 'api-2/llms.txt', 'reference-2/llms.txt'])
    expect(listed(files['api-2/llms.txt']!)).toEqual(['/api/b', '/c'])
  })

  it('gives no two divisions folders that differ only by case: a file system may ignore it', () => {
    const config = {
      navigation: {
        tabs: [
          { tab: 'Upper', pages: ['API/a', 'API/b'] },
          { tab: 'Lower', pages: ['api/c', 'api/d'] },
        ],
      },
    }
    const files = llmsFiles(build(config, ['API/a', 'API/b', 'api/c', 'api/d']).files!)
    expect(Object.keys(files).filter((name) => name.endsWith('/llms.txt'))).toEqual(['API/llms.txt', 'lower/llms.txt'])
  })

  it('lists pages in no division (seo.indexing: "all") as a division of their own', () => {
    const config = { seo: { indexing: 'all' }, navigation: { tabs: [{ tab: 'Guides', pages: ['guides/a'] }] } }
    const result = build(config, ['guides/a', 'loose/b', 'loose/c'])
    const files = llmsFiles(result.files!)
    expect(Object.keys(files).filter((name) => name.endsWith('/llms.txt'))).toEqual(['guides/llms.txt', 'loose/llms.txt'])
    expect(files['loose/llms.txt']!.split('\n')[0]).toBe('# Multi > Other pages')
    expect(listed(files['loose/llms.txt']!)).toEqual(['/loose/b', '/loose/c'])
  })

  it('makes no division files for a site without divisions: its llms.txt is the one', () => {
    const files = llmsFiles(build({ navigation: { groups: [{ group: 'A', pages: ['a', 'b/c'] }] } }, ['a', 'b/c']).files!)
    expect(Object.keys(files).sort()).toEqual(['llms-full.txt', 'llms.txt'])
    expect(files['llms.txt']).not.toContain('## Sections')
  })

  it("makes none beside a project's own llms.txt, and all of them beside its own llms-full.txt alone", () => {
    const { config, pages } = tabsVersionsLanguages()
    const own = llmsFiles(build(config, pages, { 'llms.txt': '# Ours\n' }).files!)
    expect(Object.keys(own)).toEqual(['llms-full.txt'])
    const ownFull = llmsFiles(build(config, pages, { 'llms-full.txt': '# Ours\n' }).files!)
    expect(Object.keys(ownFull)).toContain('fr/v1/api/llms-full.txt')
    expect(Object.keys(ownFull)).not.toContain('llms-full.txt')
    expect(sections(ownFull['llms.txt']!)).toHaveLength(16)
  })

  it('splits a division too long for one file into parts, each within the budget, every page in one of them', () => {
    const count = 700
    const pages = Array.from({ length: count }, (_, index) => `big/page-${index}`)
    const files: Record<string, string> = {}
    for (const page of pages) files[`${page}.mdx`] = `---\ntitle: ${page}\ndescription: ${'word '.repeat(80).trim()}\n---\n`
    files['small.mdx'] = '---\ntitle: Small\n---\n'
    const config = {
      name: 'Big',
      navigation: {
        tabs: [
          { tab: 'Big', pages },
          { tab: 'Small', pages: ['small'] },
        ],
      },
    }
    const result = compileSync({ config, files }, { noFiles: false, outputs: { siteUrl: SITE_URL } })
    const llms = llmsFiles(result.files!)
    const parts = Object.keys(llms).filter((name) => /^big\/llms(?:-\d+)?\.txt$/.test(name))
    expect(parts).toEqual(['big/llms.txt', 'big/llms-2.txt', 'big/llms-3.txt'])
    for (const part of parts) expect(llms[part]!.length).toBeLessThanOrEqual(LLMS_TXT_LIMIT)
    // Whole descriptions, every page once, in navigation order.
    expect(parts.flatMap((part) => listed(llms[part]!))).toEqual(pages.map((page) => `/${page}`))
    expect(llms['big/llms-2.txt']!.split('\n').slice(0, 3)).toEqual([
      '# Big > Big (part 2 of 3)',
      '',
      '> Continued in [llms-3.txt](https://docs.example.com/big/llms-3.txt).',
    ])
    expect(llms['big/llms-3.txt']).not.toContain('Continued')
    expect(llms['big/llms.txt']).toContain(`: ${'word '.repeat(59).trim()}...`)
    expect(sections(llms['llms.txt']!).slice(0, 3)).toEqual([
      '- [Big (part 1 of 3)](https://docs.example.com/big/llms.txt)',
      '- [Big (part 2 of 3)](https://docs.example.com/big/llms-2.txt)',
      '- [Big (part 3 of 3)](https://docs.example.com/big/llms-3.txt)',
    ])
    // The site's llms.txt is Mintlify's: cut to its budget with shorter descriptions.
    expect(llms['llms.txt']!.length).toBeLessThanOrEqual(LLMS_TXT_LIMIT)
  })
})
