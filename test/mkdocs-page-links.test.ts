import { describe, expect, it } from 'vitest'
import { pageMarkdown } from '../src/integrations/mkdocs/page-markdown.js'

/**
 * Links and images of a page as `docsnav mkdocs` writes them (found on Ollama's docs, issue 42
 * items 4–5): Markdown links name files (MkDocs checks them and turns them into its URLs), raw
 * HTML, which MkDocs leaves as written, is relative to the folder the page is served at.
 */
const pages: Record<string, string> = {
  '/': 'index.md',
  '/troubleshooting': 'troubleshooting.md',
  '/integrations/vscode': 'integrations/vscode.md',
  '/gpu': 'gpu.md',
}
const markdownOf = (text: string, file: string) => pageMarkdown(text, { root: '/nowhere', file, fileOf: (url) => pages[url] }).markdown

describe('links of pages written for MkDocs', () => {
  it('writes an <img src="/images/…"> relative to the folder of the page under directory URLs', () => {
    // integrations/n8n.md is served at /integrations/n8n/: the image is two folders up.
    expect(markdownOf('<img src="/images/a.png" alt="a" />\n', 'integrations/n8n.md')).toContain('src="../../images/a.png"')
    expect(markdownOf('<img src="/images/a.png" alt="a" />\n', 'index.md')).toContain('src="images/a.png"')
  })

  it('writes a page-relative link as Mintlify resolves it, from the page URL', () => {
    // On Mintlify /integrations/n8n links `vscode` to /integrations/vscode and `./images/x.png` from the file's folder.
    expect(markdownOf('[VS Code](vscode)\n', 'integrations/n8n.md')).toContain('](vscode.md)')
    expect(markdownOf('![x](./images/x.png)\n', 'integrations/n8n.md')).toContain('](images/x.png)')
    expect(markdownOf('<a href="../gpu">GPU</a>\n', 'integrations/n8n.md')).toContain('href="../../gpu/"')
  })

  it('writes links to `.mdx` files as links to the generated pages', () => {
    // `mkdocs build --strict` aborted on `troubleshooting.mdx`, which it does not have.
    expect(markdownOf('See [troubleshooting](troubleshooting.mdx) and [VS Code](/integrations/vscode.mdx#setup).\n', 'faq.md')).toContain(
      '[troubleshooting](troubleshooting.md) and [VS Code](integrations/vscode.md#setup)',
    )
  })

  it('leaves links elsewhere as they are', () => {
    expect(markdownOf('[a](https://ollama.com) [b](#top) <img src="https://x.test/a.png" />\n', 'faq.md')).toContain('https://x.test/a.png')
    expect(markdownOf('[a](https://ollama.com) [b](#top)\n', 'faq.md')).toContain('[a](https://ollama.com) [b](#top)')
  })
})

describe('HTML elements of pages written for MkDocs', () => {
  it('closes an empty element that is not void, which `<div />` does not in HTML', () => {
    // The MCP specification's `<div id="enable-section-numbers" />` (hidden by its CSS) held the rest of each page.
    const markdown = markdownOf('# A\n\n<div id="enable-section-numbers" />\n\nText <span className="x" /> and <br />\n', 'a.md')
    expect(markdown).toContain('<div id="enable-section-numbers"></div>')
    expect(markdown).toContain('<span class="x"></span>')
    expect(markdown).toContain('<br />')
  })
})
