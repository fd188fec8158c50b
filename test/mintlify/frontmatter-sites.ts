import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Sites with one page whose frontmatter holds a value of some YAML type where Mintlify reads a
 * title, a sidebar title, a description or `hidden`: the page's place and title, as each tool
 * builds the site, must agree (or differ by a listed deviation).
 */
export const FRONTMATTER_VARIANTS: readonly string[] = [
  'title: Plain',
  'title: "Quoted: with a colon"',
  "title: 'Single quoted'",
  'title: 42',
  'title: 1.5',
  'title: true',
  'title: null',
  'title:',
  'title: ~',
  'title: [a, b]',
  'title: {a: 1}',
  'title: "  spaced  "',
  'title: >-\n  Folded\n  text',
  'title: |\n  Literal',
  'title: Plain\nsidebarTitle: Short',
  'title: Plain\nsidebarTitle: 7',
  'title: Plain\ndescription: Text',
  'title: Plain\ndescription: 5',
  'title: Plain\ndescription: ""',
  'title: Plain\nhidden: true',
  'title: Plain\nhidden: false',
  'title: Plain\nhidden: "true"',
  'title: Plain\nhidden: "false"',
  'title: Plain\nhidden: 1',
  'title: Plain\nhidden: 0',
  'title: Plain\nhidden: yes',
  'title: Plain\nhidden: ""',
]

/** Writes the site: docs.json, `index.mdx`, and `page.mdx` with the variant as its frontmatter. */
export function writeFrontmatterSite(folder: string, variant: string): string {
  mkdirSync(folder, { recursive: true })
  writeFileSync(join(folder, 'index.mdx'), '---\ntitle: Home\n---\n\nHome.\n')
  writeFileSync(join(folder, 'page.mdx'), `---\n${variant}\n---\n\nThe page.\n`)
  const navigation = { groups: [{ group: 'Start', pages: ['index', 'page'] }] }
  writeFileSync(join(folder, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Generated', colors: { primary: '#0D9373' }, navigation }))
  return `frontmatter \`${variant.replaceAll('\n', '; ')}\``
}
