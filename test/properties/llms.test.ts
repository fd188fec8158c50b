import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compileSync } from '../../src/index.js'
import { LLMS_TXT_LIMIT, llmsOutputs } from '../../src/emit/llms.js'
import { markdownDestination } from '../../src/emit/markdown-text.js'
import { absoluteUrl } from '../../src/ir/urls.js'
import { label, validSite, type Site } from '../../src/testing/index.js'

const SITE_URL = 'https://docs.example.com'

/**
 * The llms files of a site, made from its compile (llmsOutputs alone: the other outputs of
 * `--site-url` are not what is tested, and would take most of the time).
 */
function llmsOf(site: Site): { files: Record<string, string>; indexable: string[] } {
  const result = compileSync({ config: site.config, files: site.files }, { noFiles: false, outputs: true })
  const outputs = llmsOutputs(result.tree, result.site!, SITE_URL, (file) => site.files[file], new Set())
  const files = Object.fromEntries(Object.entries(outputs).map(([name, output]) => [name, output.text()]))
  return { files, indexable: result.site!.routes.filter((route) => route.indexable).map((route) => route.url) }
}

/** The link a file of llms.txt has to a page. */
const pageLink = (url: string) => markdownDestination(`${absoluteUrl(SITE_URL, url === '/' ? '/index' : url)}.md`)
/** The link the site's llms.txt has to an output file. */
const fileLink = (name: string) => markdownDestination(absoluteUrl(SITE_URL, `/${name}`))

/** The destinations of a text's Markdown links (link text escapes its brackets). */
function links(text: string): string[] {
  return [...text.matchAll(/(?<!\\)\]\(([^)\s]*)\)/g)].map((match) => match[1]!)
}

/** The part of the site's llms.txt under `heading`, up to the next heading. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n${heading}\n`)
  if (start === -1) return ''
  const end = text.indexOf('\n## ', start + heading.length + 2)
  return text.slice(start, end === -1 ? undefined : end)
}

/** Every property of llms.txt by division, on one site. */
function assertDivisions(site: Site): void {
  const { files, indexable } = llmsOf(site)
  const divisionFiles = Object.keys(files).filter((name) => name.includes('/'))
  const pageFiles = divisionFiles.filter((name) => /\/llms(?:-\d+)?\.txt$/.test(name))
  const pageLinks = new Map(indexable.map((url) => [pageLink(url), url]))
  const fileLinks = new Map(Object.keys(files).map((name) => [fileLink(name), name]))
  for (const [name, text] of Object.entries(files)) {
    expect(name).toMatch(/^(?:[^/]+\/)*llms(?:-full)?(?:-\d+)?\.txt$/)
    if (!name.endsWith('-full.txt') && !/^llms-full/.test(name)) expect(text.length, name).toBeLessThanOrEqual(LLMS_TXT_LIMIT)
  }
  const site_ = files['llms.txt']!
  const rootLinks = [...links(section(site_, '## Sections')), ...links(section(site_, '## Docs'))]
  for (const name of pageFiles) for (const link of links(files[name]!)) expect(pageLinks.has(link) || fileLinks.has(link), `${name}: ${link}`).toBe(true)
  for (const link of rootLinks) expect(pageLinks.has(link) || fileLinks.has(link), `llms.txt: ${link}`).toBe(true)
  if (divisionFiles.length === 0) {
    // No divisions: the site's llms.txt lists every indexable page (these sites fit in it).
    expect(
      links(section(site_, '## Docs'))
        .map((link) => pageLinks.get(link))
        .sort(),
    ).toEqual([...indexable].sort())
    expect(site_).not.toContain('## Sections')
    return
  }
  // Every indexable page in exactly one division's llms.txt (its parts counted together), and in its llms-full.txt.
  const seen = pageFiles.flatMap((name) => links(files[name]!).filter((link) => pageLinks.has(link)))
  expect(seen.map((link) => pageLinks.get(link)).sort()).toEqual([...indexable].sort())
  const folderOfPage = new Map<string, string>()
  for (const name of pageFiles) for (const link of links(files[name]!)) if (pageLinks.has(link)) folderOfPage.set(link, name.slice(0, name.lastIndexOf('/')))
  for (const name of divisionFiles.filter((file) => file.endsWith('/llms-full.txt'))) {
    const folder = name.slice(0, -'/llms-full.txt'.length)
    for (const [, source] of files[name]!.matchAll(/^Source: (.*)$/gm)) {
      const link = pageLink(source!.slice(SITE_URL.length) || '/')
      expect(folderOfPage.get(link), source).toBe(folder)
    }
  }
  // The site's sections link every division file, once.
  expect(links(section(site_, '## Sections')).map((link) => fileLinks.get(link))).toEqual(divisionFiles)
}

/**
 * A site with one division of 1,200 to 1,600 pages with long descriptions (so that its llms.txt
 * is split), beside a few small ones, their pages in folders of their own or in one shared folder.
 */
function bigDivisionSite(): fc.Arbitrary<Site> {
  return fc
    .record({
      count: fc.integer({ min: 1200, max: 1600 }),
      words: fc.integer({ min: 40, max: 90 }),
      tabs: fc.uniqueArray(label(), { minLength: 2, maxLength: 4, selector: (text) => text.toLowerCase() }),
      shared: fc.boolean(),
      title: label(),
    })
    .map(({ count, words, tabs, shared, title }) => {
      const files: Record<string, string> = {}
      const navigationTabs = tabs.map((tab, index) => {
        const pages = Array.from({ length: index === 0 ? count : 3 + index }, (_, page) => `${shared ? 'docs' : `t${index}`}/p-${index}-${page}`)
        for (const page of pages)
          files[`${page}.mdx`] = `---\ntitle: ${JSON.stringify(`${title} ${page}`)}\ndescription: ${'lorem '.repeat(words).trim()}\n---\n\nText.\n`
        return { tab, groups: [{ group: 'Pages', pages }] }
      })
      return { config: { name: 'Big', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { tabs: navigationTabs } }, files }
    })
}

describe('llms.txt by division, on generated sites', () => {
  it('lists every indexable page in exactly one division, every file within budget, every link resolving', () => {
    fc.assert(
      fc.property(validSite(), fc.boolean(), (site, all) => {
        // With `seo.indexing: "all"` and pages no navigation lists, some pages are in no division.
        const files = { ...site.files, 'drafts/one.mdx': '---\ntitle: One\n---\n', 'drafts/two/index.mdx': '---\ntitle: Two\n---\n' }
        assertDivisions(all ? { config: { ...site.config, seo: { indexing: 'all' } }, files } : site)
      }),
      { numRuns: 60 },
    )
  })

  it('splits a division of 1,500 pages into parts, none dropped', () => {
    fc.assert(
      fc.property(bigDivisionSite(), (site) => {
        assertDivisions(site)
        const { files } = llmsOf(site)
        expect(Object.keys(files).some((name) => /\/llms-2\.txt$/.test(name))).toBe(true)
      }),
      { numRuns: 4 },
    )
  })
})
