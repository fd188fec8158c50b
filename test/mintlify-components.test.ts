import type { Root } from 'mdast'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import type { SiteLinks } from '../src/integrations/site-links.js'
import { remarkMintlifyComponents, type UnsupportedComponent } from '../src/integrations/starlight/mintlify-components.js'

/** The Starlight plugin's remark step on an MDX page: Mintlify's components imported, CodeGroup as tabs, the rest said and kept. */

function transform(text: string, options: { links?: SiteLinks; path?: string; react?: boolean; mermaid?: boolean } = {}) {
  const unsupported: UnsupportedComponent[] = []
  const plugin = remarkMintlifyComponents({
    root: '/site/docs',
    ...(options.links ? { links: options.links } : {}),
    ...(options.react ? { react: true } : {}),
    ...(options.mermaid ? { mermaid: true } : {}),
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
    const { names, unsupported, imports } = transform('Text\n\n<CodeBlock filename="x">\n  kept\n</CodeBlock>\n')
    expect(unsupported).toEqual([{ file: 'guide/page.mdx', line: 3, column: 1, name: 'CodeBlock', why: 'no-equivalent' }])
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

  it('draws member components (`<Tree.File>`), and FileTree as Tree', () => {
    const { names, imports, unsupported } = transform('<FileTree>\n  <Tree.Folder name="src">\n    <Tree.File name="a.ts" />\n  </Tree.Folder>\n</FileTree>\n')
    expect(names).toEqual(['DocsnavTree', 'DocsnavTreeFolder', 'DocsnavTreeFile'])
    expect(imports).toHaveLength(3)
    expect(unsupported).toEqual([])
  })

  it("leaves a member of the page's own object alone", () => {
    const text = 'import * as Tree from \'./tree.jsx\'\n\n<Tree.File name="a" />\n'
    expect(transform(text, { react: true }).names).toEqual(['Tree.File'])
    // Without a React renderer the page's own (React) Tree shows its content, never Mintlify's.
    expect(transform(text).unsupported.map((found) => [found.name, found.why])).toEqual([['Tree.File', 'needs-react']])
  })

  it('shows an unknown component as its content, saying it is no Mintlify component', () => {
    const { names, unsupported } = transform('<Buton>Go</Buton>\n')
    expect(names).toEqual(['DocsnavUnsupported'])
    expect(unsupported).toEqual([{ file: 'guide/page.mdx', line: 1, column: 1, name: 'Buton', why: 'unknown' }])
  })

  it('shows a React snippet as its content without a React renderer, and keeps it with one', () => {
    const text = "import { Button } from '/snippets/button.jsx'\n\n<Button>Go</Button>\n"
    const without = transform(text)
    expect(without.names).toEqual(['DocsnavUnsupported'])
    expect(without.unsupported.map((found) => found.why)).toEqual(['needs-react'])
    const withReact = transform(text, { react: true })
    expect(withReact.names).toEqual(['Button'])
    // An island: drawn on the server, then run in the browser, as Mintlify runs a snippet's component.
    expect(JSON.stringify(withReact.tree)).toContain('"name":"client:load","value":null')
    expect(JSON.stringify(transform(text.replace('<Button>', '<Button client:visible>'), { react: true }).tree)).not.toContain('client:load')
  })

  it("makes the names a file's expressions read and declare nowhere read from its props, as Mintlify gives a snippet its props", () => {
    const { tree } = transform('export const known = 1\n\nMy word is {word}, {known} and {user.name}. <Card title={heading}>x</Card>\n')
    const estrees = JSON.stringify(tree)
    expect(estrees).toContain('"object":{"type":"Identifier","name":"props"},"property":{"type":"Identifier","name":"word"}')
    expect(estrees).toContain('"property":{"type":"Identifier","name":"user"}')
    expect(estrees).toContain('"property":{"type":"Identifier","name":"heading"}')
    expect(estrees).not.toContain('"property":{"type":"Identifier","name":"known"}')
  })

  it("draws Mintlify's components inside the page's own code", () => {
    const { tree, imports } = transform('export const Hint = () => <Note>Careful</Note>\n\n<Hint />\n')
    const code = JSON.stringify(tree)
    expect(code).toContain('"name":{"type":"JSXIdentifier","name":"DocsnavCallout"}')
    expect(code).toContain('"value":"note"')
    expect(imports.filter((value) => value.includes('docsnav/'))).toEqual(['import DocsnavCallout from "docsnav/starlight/components/Callout.astro"'])
  })

  it("resolves a page's relative imports from the page's folder, and keeps imports that leave the project as written", () => {
    const { tree } = transform("import Steps from './shared/steps.mdx'\nimport Out from '../../outside.mdx'\n\n<Steps />\n", {
      path: '/site/docs/guides/setup.mdx',
    })
    const text = JSON.stringify(tree)
    expect(text).toContain('"value":"/site/docs/guides/shared/steps.mdx"')
    expect(text).toContain('"value":"../../outside.mdx"')
  })

  it('makes Mermaid diagrams, a block or a component, the diagram the site draws; without `mermaid` installed, says so and keeps their code', () => {
    const page = '```mermaid\nflowchart LR\n  A --> B\n```\n\n<Mermaid chart="graph TD; C-->D" />\n'
    const drawn = transform(page, { mermaid: true })
    expect(drawn.names).toEqual(['DocsnavMermaid', 'DocsnavMermaid'])
    expect(JSON.stringify(drawn.tree)).toContain('"name":"chart","value":"flowchart LR\\n  A --> B"')
    expect(drawn.imports).toEqual(['import DocsnavMermaid from "docsnav/starlight/components/Mermaid.astro"'])
    expect(drawn.unsupported).toEqual([])
    const kept = transform(page)
    expect(kept.tree.children.some((node) => node.type === 'code' && node.lang === 'mermaid')).toBe(true)
    expect(kept.unsupported.map(({ name, line, why }) => `${name}:${line} ${why}`)).toEqual(['Mermaid:1 needs-mermaid', 'Mermaid:6 needs-mermaid'])
  })

  it("numbers each Step as Mintlify does (its own stepNumber, else its place) and gives it Steps' titleSize", () => {
    const { tree } = transform(
      '<Steps titleSize="h3">\n  <Step title="a">x</Step>\n  <Step title="b" stepNumber={7}>y</Step>\n  <Step title="c" titleSize="p">z</Step>\n</Steps>\n',
    )
    type Element = { type: string; name?: string; attributes: Array<{ name: string; value: unknown }>; children: Element[] }
    // Each step on one line: inline elements, each in a paragraph of the Steps.
    const steps = (tree.children as unknown as Element[])
      .find((node) => node.name === 'DocsnavSteps')!
      .children.flatMap((node) => (node.type === 'paragraph' ? node.children : [node]))
      .filter((node) => node.name === 'DocsnavStep')
    const props = steps.map((step) =>
      step.attributes.filter((attribute) => attribute.name !== 'title').map(({ name, value }) => `${name}=${typeof value === 'string' ? value : '{}'}`),
    )
    expect(props).toEqual([
      ['stepNumber=1', 'titleSize=h3'],
      ['stepNumber={}', 'titleSize=h3'],
      ['titleSize=p', 'stepNumber=3'],
    ])
  })
})
