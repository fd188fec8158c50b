import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { gitbookImporter } from '../../src/import/gitbook.js'
import { importSite, type ImportResult } from '../../src/import/index.js'

/** Each feature of a GitBook project, and each thing docs.json cannot hold, in a fixture of its own. */

const fixtures = join(import.meta.dirname, '..', 'fixtures', 'import', 'gitbook')
const read = (name: string) => importSite(join(fixtures, name), { from: 'gitbook' })

/** The reader's findings as `code file:line what`. */
function findings(result: ImportResult): string[] {
  return result.report.diagnostics
    .filter((diagnostic) => diagnostic.code === 'DN1202' || diagnostic.code === 'DN1204')
    .map((diagnostic) => `${diagnostic.code} ${diagnostic.file}:${diagnostic.line ?? '-'} ${diagnostic.params.what ?? diagnostic.params.reason}`)
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
  it('finds .gitbook.yaml or SUMMARY.md', () => {
    expect(gitbookImporter.detect(join(fixtures, 'parts'))).toBe('.gitbook.yaml')
    expect(gitbookImporter.detect(join(fixtures, 'no-config'))).toBe('SUMMARY.md')
    expect(gitbookImporter.detect(join(fixtures, 'no-config', 'chapter'))).toBeUndefined()
  })
})

describe('.gitbook.yaml and SUMMARY.md', () => {
  it('reads the root, parts as groups, pages with sub-pages as groups with a root, redirects, and what it cannot hold', async () => {
    const result = await read('parts')
    expect(result.folder).toBe('docs')
    expect(result.config).toMatchObject({
      navigation: {
        global: { anchors: [{ anchor: 'GitHub', href: 'https://github.com/example/project' }] },
        pages: [
          'index',
          'quickstart',
          {
            group: 'Guides',
            pages: [
              { group: 'Guide', root: 'guide/index', pages: ['guide/install', 'guide/configure'] },
              { group: 'Reference', pages: ['api/reference'] },
            ],
          },
        ],
      },
      redirects: [{ source: '/help/old-install', destination: '/guide/install' }],
    })
    expect(findings(result)).toEqual([
      'DN1204 docs/SUMMARY.md:20 text between the lists',
      'DN1204 docs/SUMMARY.md:11 a link to a part of a page',
      'DN1204 docs/SUMMARY.md:14 a page listed twice',
      'DN1204 docs/SUMMARY.md:15 a link to another site inside a group',
      'DN1204 docs/SUMMARY.md:16 an entry that is not a Markdown page',
      'DN1204 docs/SUMMARY.md:17 a page whose file does not exist',
      'DN1204 docs/SUMMARY.md:18 an entry without a page',
      'DN1204 docs/SUMMARY.md:22 a part without pages',
      'DN1204 .gitbook.yaml:9 a redirect to a page the root does not have',
    ])
    expect(changes(result)).toMatchObject({
      'docs/README.md': '→ docs/index.md "Welcome"',
      'docs/guide/README.md': '→ docs/guide/index.md',
      'docs/quickstart.md': '"Quick start"',
      'docs/guide/install.md': '"Install"',
    })
    expect(result.report.summary.errors).toBe(0)
  })

  it('without .gitbook.yaml: the folder is the root, the readme comes first as "Introduction", plain items and `[x]()` over a list are groups', async () => {
    const result = await read('no-config')
    expect(result.folder).toBe('')
    expect(result.config!.navigation).toEqual({
      pages: [
        'index',
        'start',
        { group: 'Chapter', root: 'chapter/index', pages: [{ group: 'Section one', root: 'chapter/one', pages: ['chapter/deep'] }] },
        { group: 'Plain heading', pages: ['chapter/two'] },
        { group: 'Draft', pages: ['chapter/three'] },
      ],
    })
    expect(changes(result)).toMatchObject({ 'README.md': '→ index.md "Introduction"', 'start.md': '"Bold start"' })
    // GitBook publishes only what SUMMARY.md lists, and not SUMMARY.md: `.mintignore` leaves the rest out (DN1218).
    expect(result.mintignore?.text).toBe('# Page files gitbook did not publish (docsnav import)\n/SUMMARY.md\n/orphan.md\n')
    expect(result.report.diagnostics.find((diagnostic) => diagnostic.code === 'DN1218')?.params.patterns).toBe('`/SUMMARY.md`, `/orphan.md`')
  })
})

describe('what GitBook itself cannot read', () => {
  it.each([
    ['bad-yaml', 'DN1202 .gitbook.yaml:2 Flow sequence in block collection must be sufficiently indented and end with a ]'],
    ['root-outside', 'DN1202 .gitbook.yaml:1 `root` `../elsewhere/` is outside the project'],
    ['no-summary', 'DN1202 book/toc.md:- there is no such file: GitBook needs a SUMMARY.md for the table of contents'],
  ])('%s: reported, nothing imported', async (name, finding) => {
    const result = await read(name)
    expect(result.config).toBeUndefined()
    expect(findings(result)).toEqual([finding])
  })
})

describe('a SUMMARY.md nested past what docs.json holds', () => {
  it('is refused before it is parsed (Markdown lists that deep take minutes to parse)', async () => {
    const root = mkdtempSync(join(tmpdir(), 'docsnav-gitbook-deep-'))
    try {
      const lines = Array.from({ length: 600 }, (_, depth) => `${'  '.repeat(depth)}- [Page ${depth}](page-${depth}.md)`)
      writeFileSync(join(root, 'SUMMARY.md'), `# Summary\n\n${lines.join('\n')}\n`)
      const result = await importSite(root, { from: 'gitbook' })
      expect(result.config).toBeUndefined()
      expect(findings(result)).toEqual(['DN1202 SUMMARY.md:515 its lists nest deeper than 512 levels, more than docs.json holds'])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
