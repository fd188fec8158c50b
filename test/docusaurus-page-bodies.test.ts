import { join } from 'node:path'
import type { Root } from 'mdast'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { clientRedirects } from '../src/integrations/docusaurus/redirects.js'
import { displayDivisionSidebars } from '../src/integrations/docusaurus/page-sidebar.js'
import { remarkMintlifyComponents } from '../src/integrations/docusaurus/remark.js'
import { openDocsSite } from '../src/integrations/open-site.js'

/**
 * The Docusaurus preset's reading of a page as Mintlify reads it (test/fixtures/docusaurus-bodies):
 * links, member components, React's hooks, redirects a link or a redirect leads through, and the
 * sidebar a hidden page shows. test/browser/docusaurus-page-bodies.test.ts builds the same pages.
 */
const root = join(import.meta.dirname, 'fixtures', 'docusaurus-bodies')

/** The page's tree after the remark step, and what it found with no equivalent. */
function remarked(text: string, page: string, redirected?: (path: string) => string | undefined) {
  const tree = unified().use(remarkParse).use(remarkMdx).parse(text) as Root
  const found: string[] = []
  remarkMintlifyComponents({
    root,
    siteDir: join(import.meta.dirname, '..', 'examples', 'docusaurus'),
    ...(redirected ? { redirected } : {}),
    compiled: (_, unsupported) => found.push(...unsupported.map((each) => `${each.name}:${each.line}`)),
  })(tree, { path: join(root, page) })
  return { text: JSON.stringify(tree), found }
}

describe("the Docusaurus preset's page bodies", () => {
  it('resolves links as Mintlify does: `/x/index#a` as `/x#a`, a redirect as the page it lands on', () => {
    const { text } = remarked('[a](/guides/index#setup) [b](/old#top) [c](./guides/members.mdx) <Card href="/old">x</Card>\n', 'index.mdx', (path) =>
      path === '/old' ? '/guides/members' : undefined,
    )
    expect(text).toContain('"url":"/guides#setup"')
    expect(text).toContain('"url":"/guides/members#top"')
    // A link to a page file is Docusaurus's to resolve.
    expect(text).toContain('"url":"./guides/members.mdx"')
    expect(text).toContain('"name":"href","value":"/guides/members"')
  })

  it('reads a link to a page file that is not there (`./x.md` for `x.mdx`) as the page, as Mintlify does', () => {
    const { text } = remarked('[a](./guides/members.md#b) [c](./guides/index.mdx)\n', 'index.mdx')
    expect(text).toContain('"url":"/guides/members#b"')
    expect(text).toContain('"url":"./guides/index.mdx"')
  })

  it("serves a JSX image from the docs folder at its path, resolved from the page's URL", () => {
    const { text } = remarked('<img src="./pixel.png" /> <img src="images/pixel.png" /> <img src="/images/none.png" />\n', 'guides/index.mdx')
    // `./` from the page file's folder; a bare relative path from the page's URL (`/guides`: from the root).
    expect(text).toContain('"name":"src","value":"/guides/pixel.png"')
    expect(text).toContain('"name":"src","value":"/images/pixel.png"')
    // Not a file of the docs folder: left as written.
    expect(text).toContain('"name":"src","value":"/images/none.png"')
  })

  it('draws member components and icons, and says what has no equivalent at its line', () => {
    const { text, found } = remarked(
      '<Tree><Tree.Folder name="a"><Tree.File name="b" /></Tree.Folder></Tree>\n\n<Icon icon="rocket" />\n\n<Mermaid chart="x" />\n',
      'index.mdx',
    )
    expect(text).toContain('"name":"Tree.Folder"')
    expect(text).toMatch(/"name":"iconSvg","value":"<svg[^"]*/)
    expect(found).toEqual(['Mermaid:5'])
  })

  it("imports React's hooks a page's code reads, and gives its code Mintlify's components", () => {
    const { text } = remarked('export const X = () => { const [a] = useState(1); return <Note>{a}</Note> }\n\n<X />\n', 'index.mdx')
    expect(text).toContain(`"value":"import { useState } from 'react'"`)
    expect(text).toContain('"value":"import DocsnavMDX from \\"@theme/MDXComponents\\""')
    expect(text).toContain('"name":"DocsnavMDX"')
  })

  it('follows redirect chains to the page and expands a source with parameters, for plugin-client-redirects', async () => {
    const compiled = await openDocsSite(root).current()
    const { list, unexpressed } = clientRedirects(compiled)
    expect(list).toContainEqual({ from: '/old', to: '/guides/members' })
    expect(list).toContainEqual({ from: '/older', to: '/guides/members' })
    expect(list).toContainEqual({ from: '/docs/members', to: '/guides/members' })
    // No redirect leads to another redirect's source.
    const sources = new Set(list.map((redirect) => redirect.from))
    expect(list.filter((redirect) => sources.has(redirect.to))).toEqual([])
    expect(unexpressed).toEqual([])
  })

  it("gives a hidden page its division's sidebar, and leaves a page's own choice", async () => {
    const markdown = {
      parseFrontMatter: async ({ fileContent }: { fileContent: string }) => ({
        frontMatter: fileContent.includes('own') ? { displayed_sidebar: 'mine' } : {},
        content: '',
      }),
    }
    displayDivisionSidebars({ markdown } as never, root)
    const parse = (page: string, fileContent = '') =>
      markdown.parseFrontMatter({ filePath: join(root, page), fileContent, defaultParseFrontMatter: undefined } as never)
    const secret = (await parse('guides/secret.mdx')).frontMatter.displayed_sidebar
    expect(secret).toBeDefined()
    expect(secret).toBe((await parse('guides/members.mdx')).frontMatter.displayed_sidebar)
    expect(secret).not.toBe((await parse('api/overview.mdx')).frontMatter.displayed_sidebar)
    expect((await parse('guides/secret.mdx', 'own')).frontMatter.displayed_sidebar).toBe('mine')
  })
})
