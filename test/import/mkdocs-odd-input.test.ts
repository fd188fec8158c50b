import fc from 'fast-check'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { stringify } from 'yaml'
import { afterAll, describe, expect, it } from 'vitest'
import { importSite, type ImportResult } from '../../src/import/index.js'
import { timeoutFor } from '../helpers/timeouts.js'

/**
 * Odd input never makes the MkDocs or GitBook reader throw (DN9001) or read outside the project:
 * arbitrary mkdocs.yml values and texts, arbitrary SUMMARY.md and .gitbook.yaml, each reported as
 * a diagnostic in the project's own files.
 */

const parent = mkdtempSync(join(tmpdir(), '.docsnav-odd-'))
afterAll(() => rmSync(parent, { recursive: true, force: true }))

function project(files: Record<string, string>): string {
  const folder = mkdtempSync(join(parent, 'p-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true })
    writeFileSync(join(folder, path), text)
  }
  return folder
}

/** No internal fault, and every diagnostic in a file of the project. */
function wellBehaved(result: ImportResult): void {
  expect(result.report.diagnostics.filter((diagnostic) => diagnostic.code === 'DN9001')).toEqual([])
  for (const diagnostic of result.report.diagnostics)
    if (diagnostic.file !== undefined) expect(diagnostic.file.startsWith('..') || diagnostic.file.startsWith('/')).toBe(false)
}

const PATHS = ['index.md', 'a.md', 'sub/b.md', 'sub/README.md', 'missing.md', '../outside.md', '/abs.md', 'img.png', 'https://x.example', '', '.', 'sub/']
const PAGES = {
  'docs/index.md': '# Home\n',
  'docs/a.md': '---\ntitle: [unclosed\n---\n# A\n',
  'docs/sub/b.md': 'Title: B\n\n',
  'docs/sub/README.md': '',
  'docs/img.png': 'x',
}
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  any: fc.oneof({ depthSize: 'small' }, fc.constantFrom(...PATHS), fc.string(), fc.integer(), fc.boolean(), fc.constant(null), tie('list'), tie('map')),
  list: fc.array(tie('any'), { maxLength: 4 }),
  map: fc.dictionary(fc.oneof(fc.constantFrom('Guide', 'Home', 'no', ''), fc.string()), tie('any'), { maxKeys: 3 }),
})).any

describe('odd MkDocs projects', () => {
  it(
    'never throw, whatever mkdocs.yml says',
    async () => {
      const config = fc.record(
        {
          nav: value,
          theme: fc.oneof(
            fc.constant('material'),
            fc.record({ name: fc.constant('material'), features: fc.constantFrom(['navigation.tabs'], ['navigation.indexes', 'navigation.tabs'], 'x') }),
            value,
          ),
          docs_dir: fc.constantFrom('docs', '../docs', '/etc', 'nowhere', '.'),
          INHERIT: fc.constantFrom('mkdocs.yml', 'base.yml', '../x.yml', 'missing.yml'),
          plugins: value,
          exclude_docs: fc.oneof(fc.string(), fc.constant('sub/\n!sub/b.md')),
          use_directory_urls: value,
          site_url: value,
        },
        { requiredKeys: [] },
      )
      const text = fc.oneof(
        config.map((values) => stringify(values)),
        fc.string().map((raw) => `nav:\n${raw}`),
        fc.constantFrom('nav: !ENV [X, y]\n', 'nav:\n  - !!python/name:os.system x\n', '- a\n- b\n', 'nav: *undefined\n', 'a: &x [*x]\n'),
      )
      await fc.assert(
        fc.asyncProperty(text, async (yamlText) => {
          const folder = project({ 'mkdocs.yml': yamlText, 'base.yml': 'site_name: Base\n', ...PAGES })
          wellBehaved(await importSite(folder, { from: 'mkdocs' }))
        }),
        { numRuns: 60 },
      )
    },
    timeoutFor(60, 300),
  )

  it('walks a folder that links back to itself once', async () => {
    const folder = project({ 'mkdocs.yml': 'site_name: Loop\n', 'docs/index.md': '# Home\n', 'docs/sub/page.md': '# Page\n' })
    symlinkSync(join(folder, 'docs'), join(folder, 'docs', 'sub', 'back'))
    const result = await importSite(folder, { from: 'mkdocs' })
    wellBehaved(result)
    expect(result.pages).toBe(2)
  })
})

describe('odd GitBook projects', () => {
  it(
    'never throw, whatever SUMMARY.md and .gitbook.yaml say',
    async () => {
      const line = fc.oneof(
        fc.constantFrom(
          '# Summary',
          '## Part',
          '### Sub part',
          '* [A](a.md)',
          '  * [B](sub/b.md)',
          '    - [C](sub/README.md#x)',
          '- plain',
          '* [D]()',
          '* [E](https://e.example)',
          '* [F](../../etc/passwd.md)',
          '* [G](%zz.md)',
          '* [H](/sub/b.md)',
          '* [I](img.png)',
          '',
          '---',
          '> quote',
          '```',
          '<div>',
          '[ref]: a.md',
        ),
        fc.string(),
      )
      const gitbook = fc.oneof(
        fc.constant(undefined),
        fc.constantFrom(
          'root: ./\n',
          'root: ../\n',
          'structure:\n  summary: ../SUMMARY.md\n',
          'structure:\n  readme: a.md\n',
          'redirects:\n  old: ../../x.md\n  new: a.md\n',
          'root: [\n',
          '- 1\n',
        ),
        fc.string(),
      )
      await fc.assert(
        fc.asyncProperty(fc.array(line, { maxLength: 20 }), gitbook, async (lines, config) => {
          const folder = project({
            'SUMMARY.md': lines.join('\n'),
            ...(config === undefined ? {} : { '.gitbook.yaml': config }),
            'README.md': '# Readme\n',
            'a.md': '# A\n',
            'sub/b.md': '# B\n',
            'sub/README.md': '# Sub\n',
            'img.png': 'x',
          })
          wellBehaved(await importSite(folder, { from: 'gitbook' }))
        }),
        { numRuns: 60 },
      )
    },
    timeoutFor(60, 300),
  )
})
