import type { Root } from 'mdast'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { remarkMintlifyComponents } from '../src/integrations/docusaurus/remark.js'

/** The Docusaurus preset's remark step on a page's imports: Mintlify's resolution, from the page's own folder. */
describe("the Docusaurus remark step's imports", () => {
  it("resolves a page's relative imports from the page's folder, as Mintlify does", () => {
    const tree = unified()
      .use(remarkParse)
      .use(remarkMdx)
      .parse("import Steps from './shared/steps.mdx'\nimport Intro from '/snippets/intro.mdx'\n\n<Steps />\n") as Root
    remarkMintlifyComponents({ root: '/site/docs', compiled: () => {} })(tree, { path: '/site/docs/guides/setup.mdx' })
    const text = JSON.stringify(tree)
    expect(text).toContain('"value":"/site/docs/guides/shared/steps.mdx"')
    expect(text).toContain('"value":"/site/docs/snippets/intro.mdx"')
  })
})
