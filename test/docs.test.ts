import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { OUTPUTS } from '../src/emit/index.js'
import { TARGETS } from '../src/emit/targets/index.js'
import { CHILD_KEYS, FIELDS, LABEL_KEY, LANGUAGE_CODES } from '../src/ir/schema.js'

/** The repository documents itself: docs/ and the READMEs stay in step with the schema, and their links lead somewhere. */

const repository = join(import.meta.dirname, '..')
const format = readFileSync(join(repository, 'docs', 'format.md'), 'utf8')

describe('docs/', () => {
  it('lists every element with its label key and child keys, as the schema declares them', () => {
    for (const [kind, keys] of Object.entries(CHILD_KEYS)) {
      if (kind === 'navigation') continue
      const label = LABEL_KEY[kind as keyof typeof LABEL_KEY]
      const row = format.split('\n').find((line) => line.startsWith('| ') && line.includes(`| \`${label}\` |`))
      expect(row, kind).toBeDefined()
      expect(row).toContain(keys.map((key) => `\`${key}\``).join(', '))
    }
  })

  it('documents every field of every element', () => {
    for (const fields of Object.values(FIELDS)) {
      for (const name of Object.keys(fields)) expect(format, name).toMatch(new RegExp(`\\| (\`\\w+\`, )*\`${name}\`(, \`\\w+\`)* \\|`))
    }
  })

  it('describes every output of build and every target in outputs.md', () => {
    const outputs = readFileSync(join(repository, 'docs', 'outputs.md'), 'utf8')
    for (const output of OUTPUTS) for (const file of output.files) if (typeof file === 'string') expect(outputs, file).toContain(`\`${file}\``)
    expect(outputs).toContain('`sitemap.xml`')
    for (const target of Object.keys(TARGETS)) expect(outputs, target).toContain(`\`${target}\``)
  })

  it('lists every language code', () => {
    for (const code of LANGUAGE_CODES) expect(format).toContain(`\`${code}\``)
  })

  it('links only to files that exist, and never outside the repository', () => {
    const documents = [
      'README.md',
      'src/README.md',
      ...readdirSync(join(repository, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .map((name) => `docs/${name}`),
    ]
    for (const document of documents) {
      const text = readFileSync(join(repository, document), 'utf8')
      // Parsed as Markdown, so an example link in a code span is not taken for one.
      const links: string[] = []
      visit(unified().use(remarkParse).use(remarkGfm).parse(text), (node) => {
        if (node.type === 'link' || node.type === 'image' || node.type === 'definition') links.push(node.url)
      })
      for (const url of links) {
        const target = decodeURI(url.split('#')[0]!)
        if (/^[a-z]+:/i.test(target) || target === '') continue
        expect(existsSync(join(repository, dirname(document), target)), `${document} -> ${target}`).toBe(true)
      }
      expect(text, document).not.toMatch(/\.\.\/shared\/|SPEC\.md|STYLE\.md/)
    }
  })
})
