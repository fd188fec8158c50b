import fc from 'fast-check'
import type { Root, RootContent } from 'mdast'
import { describe, expect, it } from 'vitest'
import { pageMarkdownOutputs } from '../../src/emit/page-markdown.js'
import { compileSync } from '../../src/index.js'
import { parseMdx } from '../../src/parse/mdx.js'
import { siteWithPageBodies } from '../../src/testing/index.js'

const SITE_URL = 'https://docs.example.com'
const MDX_NODES = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression'])

/** A node's text, as mdast-util-to-string reads it. */
function textOf(node: RootContent | Root): string {
  if ('value' in node && typeof node.value === 'string') return node.value
  return 'children' in node ? (node.children as RootContent[]).map(textOf).join('') : ''
}

function nodesOf(tree: Root): RootContent[] {
  const all: RootContent[] = []
  const visit = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      all.push(node)
      if ('children' in node) visit(node.children as RootContent[])
    }
  }
  visit(tree.children)
  return all
}

describe('per-page Markdown', () => {
  it('parses back with no MDX left, keeps every heading and link, and its links to the site lead to routes', () => {
    fc.assert(
      fc.property(siteWithPageBodies(SITE_URL, { maxDepth: 2, maxEntries: 3 }), ({ site, expected }) => {
        const result = compileSync({ config: site.config, files: site.files }, { noFiles: false, outputs: true })
        const routes = result.site!.routes
        const urls = new Set(routes.map((route) => route.url))
        const outputs = pageMarkdownOutputs(result.site!, SITE_URL, (file) => site.files[file])
        for (const route of routes) {
          if (!route.indexable || route.source.kind !== 'page' || route.source.file === null) continue
          const name = `${route.url === '/' ? 'index' : route.url.slice(1)}.md`
          const markdown = outputs[name]?.text()
          expect(markdown, name).toBeDefined()
          const parsed = parseMdx(markdown!)
          if ('error' in parsed) throw new Error(`${name} does not parse back: ${parsed.error.reason}\n${markdown}`)
          const nodes = nodesOf(parsed.tree)
          expect(
            nodes.filter((node) => MDX_NODES.has(node.type)).map((node) => node.type),
            markdown,
          ).toEqual([])
          const headings = nodes.filter((node) => node.type === 'heading').map(textOf)
          const links = nodes.flatMap((node) => (node.type === 'link' ? [node.url] : []))
          const wanted = expected[route.source.file] ?? { headings: [], links: [] }
          for (const heading of wanted.headings) expect(headings, markdown).toContain(heading)
          for (const link of wanted.links) expect(links, markdown).toContain(link)
          for (const link of links.filter((url) => url.startsWith(`${SITE_URL}/`)))
            expect(urls.has(link.slice(SITE_URL.length).replace(/#.*$/, '') || '/'), `${name}: ${link}`).toBe(true)
        }
      }),
      { numRuns: 40 },
    )
  })
})
