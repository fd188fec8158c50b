import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compileSync } from '../src/index.js'
import { folderWith } from './helpers/cli.js'
import { MAX_PROJECT_FILES } from '../src/site/project-files.js'
import { docsJson } from './helpers/docs-json.js'
import { quick } from './helpers/runs.js'

const codes = (result: { diagnostics: Array<{ code: string }> }) => result.diagnostics.map((diagnostic) => diagnostic.code)
const config = docsJson({ navigation: { pages: ['index'] } })

describe('the page inventory', () => {
  it.skipIf(quick)('stops walking a project past its file limit, and says so', () => {
    const files: Record<string, string> = { 'index.mdx': '---\ntitle: Home\n---\n', 'zz/late.mdx': '' }
    for (let index = 0; index < MAX_PROJECT_FILES; index++) files[`assets/${index}.png`] = ''
    const result = compileSync({ config, files })
    expect(codes(result)).toEqual(['DN7003'])
  })

  it('does not look for unlisted pages without a navigation read whole, nor without files', () => {
    const files = { 'index.mdx': '', 'other.mdx': '', 'nav.json': '{' }
    expect(codes(compileSync({ config, files }))).toEqual(['DN7001'])
    expect(codes(compileSync({ config, files }, { noFiles: true }))).toEqual([])
    expect(codes(compileSync({ config: docsJson({ navigation: { $ref: 'nav.json' } }), files }))).not.toContain('DN7001')
  })

  it('says so when a page file no navigation lists cannot be read, rather than passing it over', () => {
    const root = folderWith({ 'docs.json': JSON.stringify(config), 'index.mdx': '---\ntitle: Home\n---\n' })
    writeFileSync(join(root, 'notes.mdx'), Buffer.from('\ufeff---\ntitle: Notes\n---\n', 'utf16le'))
    const result = compileSync(root)
    expect(result.diagnostics.map((diagnostic) => `${diagnostic.code} ${diagnostic.file}`)).toEqual(['DN4009 notes.mdx'])
  })

  it('reads imports in linear time: a page of spaces after `import` is not a hang', () => {
    const files = { 'index.mdx': '', 'spaces.mdx': `import${' '.repeat(8000)}x`, 'more.mdx': `import a${' '.repeat(100_000)}` }
    expect(codes(compileSync({ config, files })).sort()).toEqual(['DN7001', 'DN7001'])
  })

  it('takes a page file for a snippet when another imports it, by any import form Mintlify reads', () => {
    const files = {
      'index.mdx': '---\ntitle: Home\n---\nimport A from "/a.mdx"\nimport {\n  B,\n} from \'./parts/b.mdx\'\n\n```mdx\nimport C from "/c.mdx"\n```\n',
      'a.mdx': '',
      'parts/b.mdx': '',
      'c.mdx': '',
    }
    const result = compileSync({ config, files })
    // `c.mdx` is imported only inside a code block: a page, unlisted.
    expect(result.diagnostics.map((diagnostic) => diagnostic.file)).toEqual(['c.mdx'])
  })
})
