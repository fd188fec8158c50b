import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Root } from 'mdast'
import { describe, expect, it } from 'vitest'
import { remarkPageOperation } from '../src/integrations/page-operation.js'
import { docsnavLoader } from '../src/integrations/starlight/loader.js'

/**
 * A page written for an operation (frontmatter `openapi`) in the integrations that compile a
 * page's MDX themselves: the remark step adds the operation after the body of such a page only,
 * and Starlight's content loader adds it to a `.md` page it renders. (The examples' browser tests
 * show it on screen; this covers the `.md` page, which the examples do not have.)
 */

const root = mkdtempSync(join(tmpdir(), 'docsnav-page-operation-'))
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true })
  writeFileSync(join(root, path), text)
}
write(
  'openapi.json',
  JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths: {
      '/pets': {
        get: {
          summary: 'List pets',
          parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer' } }],
          responses: { '200': { description: 'Pets.' } },
        },
      },
    },
  }),
)
write('docs.json', JSON.stringify({ name: 'T', navigation: { pages: ['index', 'pets-md', 'pets-mdx'] } }))
write('index.mdx', '---\ntitle: Home\n---\n\nHome.\n')
write('pets-md.md', '---\nopenapi: GET /pets\n---\n\nWritten in Markdown.\n')
write('pets-mdx.mdx', '---\nopenapi: GET /pets\n---\n\nWritten in MDX.\n')

describe('the operation after the body of a page written for it', () => {
  it('is added by the remark step to such a page only, with its import when asked', async () => {
    const transform = remarkPageOperation({ root, component: 'DocsnavApiOperation', importFrom: 'docsnav/x.astro', mdxOnly: true })
    const tree = (): Root => ({ type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'Body' }] }] })
    const written = tree()
    await transform(written, { path: join(root, 'pets-mdx.mdx') })
    // Its headings are the page's (its table of contents lists them), the HTML between them the component's.
    expect(written.children.map((node) => (node.type === 'heading' ? `h${node.depth}` : node.type))).toEqual([
      'mdxjsEsm',
      'paragraph',
      'mdxJsxFlowElement',
      'h2',
      'mdxJsxFlowElement',
      'h2',
      'h3',
      'mdxJsxFlowElement',
    ])
    const elements = written.children.filter((node) => node.type === 'mdxJsxFlowElement') as unknown as Array<{
      name: string
      attributes: Array<{ value: string }>
    }>
    expect(elements.map((element) => element.name)).toEqual(['DocsnavApiOperation', 'DocsnavApiOperation', 'DocsnavApiOperation'])
    expect(elements[0]!.attributes[0]!.value).toContain('dn-api-method')
    expect(elements[1]!.attributes[0]!.value).toContain('<code>limit</code>')
    for (const path of ['index.mdx', 'pets-md.md']) {
      const other = tree()
      await transform(other, { path: join(root, path) })
      expect(
        other.children.map((node) => node.type),
        path,
      ).toEqual(['paragraph'])
    }
  })

  it("is added by Starlight's content loader to a `.md` page it renders", async () => {
    const entries = new Map<string, Record<string, unknown>>()
    const context = {
      store: {
        keys: () => [...entries.keys()],
        get: (id: string) => entries.get(id),
        set: (entry: Record<string, unknown>) => Boolean(entries.set(entry.id as string, entry)),
        delete: (id: string) => void entries.delete(id),
        addModuleImport: () => {},
      },
      logger: { info: () => {}, warn: () => {}, error: () => {} },
      config: { root: pathToFileURL(`${root}/`) },
      parseData: async (props: { data: Record<string, unknown> }) => props.data,
      renderMarkdown: async (content: string) => ({ html: `<p>${content.trim()}</p>`, metadata: {} }),
      generateDigest: (data: unknown) => JSON.stringify(data),
    }
    await docsnavLoader({ root: '.' }).load(context as never)
    const markdown = entries.get('pets-md')!.rendered as { html: string }
    expect(markdown.html.indexOf('Written in Markdown.')).toBeLessThan(markdown.html.indexOf('dn-api-method'))
    expect(markdown.html).toContain('<code>limit</code>')
    // An `.mdx` page is compiled by Astro (the remark step above), and a page naming no operation is left as it is.
    expect(entries.get('pets-mdx')!.deferredRender).toBe(true)
    expect((entries.get('index')!.rendered as { html?: string } | undefined)?.html ?? '').not.toContain('dn-api')
  })
})
