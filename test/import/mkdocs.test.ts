import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importSite, type ImportResult } from '../../src/import/index.js'
import { mkdocsImporter } from '../../src/import/mkdocs.js'

/** Each feature of a MkDocs project, and each thing docs.json cannot hold, in a fixture of its own. */

const fixtures = join(import.meta.dirname, '..', 'fixtures', 'import', 'mkdocs')
const read = (name: string) => importSite(join(fixtures, name), { from: 'mkdocs' })

/** The reader's findings as `code file:line what`, the summary (DN1209) left out. */
function findings(result: ImportResult, codes = ['DN1202', 'DN1204']): string[] {
  return result.report.diagnostics
    .filter((diagnostic) => codes.includes(diagnostic.code))
    .map(
      (diagnostic) =>
        `${diagnostic.code} ${diagnostic.file}:${diagnostic.line ?? '-'} ${diagnostic.params.what ?? diagnostic.params.reason ?? diagnostic.params.change}`,
    )
}

function changes(result: ImportResult): Record<string, string> {
  return Object.fromEntries(
    result.changes.map((change) => [
      change.file,
      [change.moveTo && `→ ${change.moveTo}`, change.sidebarTitle && `"${change.sidebarTitle}"`].filter(Boolean).join(' '),
    ]),
  )
}

describe('detection', () => {
  it('finds mkdocs.yml, mkdocs.yaml or zensical.toml, and nothing else', () => {
    expect(mkdocsImporter.detect(join(fixtures, 'nav-material'))).toBe('mkdocs.yml')
    expect(mkdocsImporter.detect(join(fixtures, 'html-urls'))).toBe('mkdocs.yaml')
    expect(mkdocsImporter.detect(join(fixtures, 'zensical-only'))).toBe('zensical.toml')
    expect(mkdocsImporter.detect(join(fixtures, 'nav-material', 'docs'))).toBeUndefined()
  })
})

describe('nav with INHERIT and Material', () => {
  it('reads the merged config: sections, index pages as group roots, external links as anchors, redirects', async () => {
    const result = await read('nav-material')
    expect(result.folder).toBe('docs')
    expect(result.config).toMatchObject({
      name: 'Nav Material',
      navigation: {
        global: { anchors: [{ anchor: 'Changelog', href: 'https://example.com/changelog' }] },
        pages: [
          'index',
          { group: 'Guide', root: 'guide/index', pages: ['guide/install', 'guide/usage'] },
          { group: 'API', root: 'api/index', pages: ['api/reference'] },
        ],
      },
      redirects: [
        { source: '/old', destination: '/guide/install' },
        { source: '/older/page', destination: 'https://example.com/elsewhere' },
      ],
    })
    // The palette comes from base.yml (merged), the features from mkdocs.yml: both needed for the roots.
    expect(findings(result)).toEqual([
      'DN1204 mkdocs.yml:19 an external link inside a section',
      'DN1204 mkdocs.yml:23 a page listed twice',
      'DN1204 mkdocs.yml:24 a section without pages',
      'DN1204 mkdocs.yml:25 a nav entry that is not a Markdown page',
      'DN1204 mkdocs.yml:26 a link to a file docs_dir does not have at the top of the navigation',
    ])
    expect(changes(result)).toEqual({
      'docs/api/README.md': '→ docs/api/index.md',
      'docs/index.md': '"Home"',
      'docs/guide/usage.md': '"Using it"',
    })
    expect(result.report.summary.errors).toBe(0)
  })
})

describe('no nav: the folder order MkDocs builds', () => {
  it('lists index first, then files by code point, then folders; titles as MkDocs gives them', async () => {
    const result = await read('folder-order')
    expect(result.config!.navigation).toEqual({
      pages: [
        'index',
        'Zeta',
        'alpha',
        'b_c-d',
        { group: 'API Reference', pages: ['API_Reference/intro'] },
        { group: 'Getting started', pages: ['getting-started/index', 'getting-started/first-steps'] },
        { group: 'Sub', pages: ['sub/index', 'sub/z', { group: 'Deeper', pages: ['sub/deeper/page'] }] },
      ],
    })
    // readthedocs has no navigation.indexes: index pages stay pages.
    expect(changes(result)).toMatchObject({
      'docs/index.md': '"Home"',
      'docs/Zeta.md': '"Zeta page"',
      'docs/getting-started/first-steps.markdown': '→ docs/getting-started/first-steps.md',
      'docs/sub/README.md': '→ docs/sub/index.md "Sub readme"',
    })
    // What MkDocs builds no page from, `.mintignore` leaves out (DN1218), beside docs.json in docs/.
    expect(findings(result)).toEqual([])
    expect(result.mintignore).toEqual({ file: 'docs/.mintignore', text: '# Page files mkdocs did not publish (docsnav import)\n/.draft.md\n/templates/\n' })
  })

  it('applies exclude_docs and not_in_nav (MkDocs 1.5) as gitignore patterns', async () => {
    const result = await read('exclude')
    expect(result.config!.navigation).toEqual({ pages: ['index', 'keep.tmp', { group: 'Api', pages: ['api/public'] }] })
    expect(result.mintignore?.text).toContain('\n/drafts/\n/x.tmp.md\n')
  })
})

describe('Material navigation.tabs', () => {
  it('makes each top-level item a tab: sections with their index first, pages, and links as tabs with href', async () => {
    const result = await read('tabs')
    expect(result.config!.navigation).toEqual({
      tabs: [
        { tab: 'Tabs home', pages: ['index'] },
        { tab: 'Guide', pages: ['guide/index', 'guide/intro', { group: 'Deeper', pages: ['guide/deep'] }] },
        { tab: 'Reference', pages: ['reference/api'] },
        { tab: 'Blog', href: 'https://blog.example.com' },
      ],
    })
    expect(findings(result)).toEqual([
      'DN1204 mkdocs.yml:14 an external link inside a section',
      'DN1204 mkdocs.yml:16 a link to a file docs_dir does not have as a tab',
    ])
    expect(result.report.summary.errors).toBe(0)
  })
})

describe('settings docs.json cannot hold', () => {
  it('says so for .html URLs, a site path and a plugin that makes navigation; docs_dir from mkdocs.yaml', async () => {
    const result = await read('html-urls')
    expect(result.folder).toBe('site-docs')
    expect(result.config!.navigation).toEqual({ pages: ['index', { group: 'A', pages: ['a/index', 'a/b'] }] })
    expect(findings(result)).toEqual([
      'DN1204 mkdocs.yaml:4 URLs ending in `.html`',
      'DN1204 mkdocs.yaml:2 a base path for the whole site',
      'DN1204 mkdocs.yaml:7 what the `awesome-pages` plugin does to the navigation',
    ])
  })

  it('reads mkdocs.yml beside zensical.toml, and says zensical.toml is not read', async () => {
    const result = await read('zensical')
    expect(result.config!.navigation).toEqual({ pages: ['index'] })
    expect(findings(result)).toEqual(["DN1204 zensical.toml:- zensical.toml's settings"])
  })
})

describe('what MkDocs itself refuses', () => {
  it.each([
    ['zensical-only', 'DN1202 zensical.toml:- docsnav reads Zensical projects from their mkdocs.yml, and reads no TOML'],
    ['broken-yaml', 'DN1202 mkdocs.yml:4 All sequence items must start at the same column'],
    ['inherit-loop', 'DN1202 other.yml:1 `INHERIT` comes back to `mkdocs.yml`'],
    ['inherit-missing', 'DN1202 mkdocs.yml:1 the file `base/missing.yml` it inherits does not exist'],
    ['docs-dir-outside', 'DN1202 mkdocs.yml:1 docs_dir `../elsewhere` is outside the project'],
  ])('%s: reported at its line, nothing imported', async (name, finding) => {
    const result = await read(name)
    expect(result.config).toBeUndefined()
    expect(findings(result)).toEqual([finding])
  })

  it('bad nav entries are reported one by one, and the rest imported', async () => {
    const result = await read('bad-nav')
    expect(result.config!.navigation).toEqual({ pages: ['other'] })
    expect(findings(result)).toEqual([
      'DN1202 mkdocs.yml:3 a nav entry must be a mapping of one key (it has 2)',
      'DN1202 mkdocs.yml:5 the nav entry `Nothing` has neither a path nor a list',
      'DN1202 mkdocs.yml:6 a nav entry must be a path or a mapping of one key',
    ])
  })
})
