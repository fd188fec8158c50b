/** What turning a page into Markdown needs besides its text. */
export interface PageMarkdownContext {
  /** The site's absolute URL, without a trailing slash (`https://docs.example.com`): links are made absolute with it. */
  base: string
  /** The page's URL on the site (its route, `/guides/setup`), for links relative to it. */
  url: string
  /** The page file's path, relative to the project root (`guides/setup.mdx`), for snippets imported relative to it. */
  file: string
  /** A project file's text (a snippet), undefined when there is none or it cannot be read. */
  read(path: string): string | undefined
}

/**
 * A page's body (without frontmatter) as plain Markdown (issue 31: being written; for now the body
 * as written, without its frontmatter).
 */
export function pageBodyMarkdown(text: string, _context: PageMarkdownContext): string {
  return text.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/, '').trim()
}
