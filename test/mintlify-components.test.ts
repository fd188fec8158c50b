import type { Root } from 'mdast'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import type { SiteLinks } from '../src/integrations/site-links.js'
import { remarkMintlifyComponents, type UnsupportedComponent } from '../src/integrations/starlight/mintlify-components.js'

/** The Starlight plugin's remark step on an MDX page: Mintlify's components imported, CodeGroup as tabs, the rest said and kept. */

function transform(text: string, options: { links?: SiteLinks; path?: string } = {}) {
  const unsupported: UnsupportedComponent[] = []
  const plugin = remarkMintlifyComponents({
    root: '/site/docs',
    ...(options.links ? { links: options.links } : {}),
    unsupported: (found) => unsupported.push(found),
  })
  const processor = unified().use(remarkParse).use(remarkMdx)
  const tree = processor.parse(text) as Root
  plugin()(tree, { path: options.path ?? '/site/docs/guide/page.mdx' })
  const imports = tree.children.filter((node) => node.type === 'mdxjsEsm').map((node) => (node as { value: string }).value)
  const names: string[] = []
  const visit = (node: { type: string; name?: string | null; children?: unknown[] }) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) names.push(node.name)
    for (const child of (node.children ?? []) as Array<typeof node>) visit(child)
  }
  visit(tree as never)
  return { tree, imports, names, unsupported }
}

describe("the remark step for Mintlify's components", () => {
  it('imports each component a page uses once, and leaves what the page imports itself', () => {
    const { imports, names } = transform('import Card from \'./my-card.astro\'\n\n<Note>a</Note>\n\n<Warning>b</Warning>\n\n<Card title="x">c</Card>\n')
    expect(names).toEqual(['DocsnavCallout', 'DocsnavCallout', 'Card'])
    expect(imports.filter((value) => value.includes('docsnav/'))).toEqual(['import DocsnavCallout from "docsnav/starlight/components/Callout.astro"'])
  })

  it('makes a CodeGroup tabs named after its code blocks, and Mintlify code titles Expressive Code titles', () => {
    const { tree, names } = transform(
      '<CodeGroup>\n\n```bash npm\nnpm i\n```\n\n```bash {1} Homebrew wrap\nbrew install\n```\n\n</CodeGroup>\n\n```js index.js\nx\n```\n',
    )
    expect(names).toEqual(['DocsnavTabs', 'DocsnavTab', 'DocsnavTab'])
    const titles = JSON.stringify(tree).match(/"name":"title","value":"[^"]*"/g)
    expect(titles).toEqual(['"name":"title","value":"npm"', '"name":"title","value":"Homebrew"'])
    expect(JSON.stringify(tree)).toContain('"meta":"title=\\"index.js\\""')
  })

  it('says where a component with no equivalent is, and keeps its content', () => {
    const { names, unsupported, imports } = transform('Text\n\n<Mermaid chart="x">\n  kept\n</Mermaid>\n')
    expect(unsupported).toEqual([{ file: 'guide/page.mdx', line: 3, column: 1, name: 'Mermaid' }])
    expect(names).toEqual(['DocsnavUnsupported'])
    expect(imports).toEqual(['import DocsnavUnsupported from "docsnav/starlight/components/Unsupported.astro"'])
  })

  it("writes root-relative links as the site links them (Astro's base and trailingSlash), and resolves Mintlify's /snippets imports in the docs folder", () => {
    const { tree } = transform(
      'import Shared from \'/snippets/shared.mdx\'\n\n[Quickstart](/quickstart) ![x](/images/x.png) [out](https://example.com)\n\n<Card href="/api">c</Card>\n',
      { links: { base: '/docs', trailingSlash: 'always' } },
    )
    const text = JSON.stringify(tree)
    expect(text).toContain('"url":"/docs/quickstart/"')
    expect(text).toContain('"url":"/docs/images/x.png"')
    expect(text).toContain('"url":"https://example.com"')
    expect(text).toContain('"name":"href","value":"/docs/api/"')
    expect(text).toContain('"value":"/site/docs/snippets/shared.mdx"')
  })

  it('leaves pages outside the docs folder alone', () => {
    const { names, imports } = transform('<Note>a</Note>\n', { path: '/site/src/content/other.mdx' })
    expect(names).toEqual(['Note'])
    expect(imports).toEqual([])
  })
})
