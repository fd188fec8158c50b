import { pageBodyMarkdown, plainPageBody, type PageMarkdownContext } from './page-markdown.js'

/** A page's body as Markdown ({@link pageBodyMarkdown}), perhaps made before for the same page and text. */
export type PageBodies = (text: string, context: PageMarkdownContext) => string

/**
 * Characters of pages' text and Markdown a memo keeps at most (about 32 MB for ASCII pages): past
 * it, a page is parsed again by each output that needs it, rather than held.
 */
export const PAGE_BODIES_BUDGET = 1 << 24

/**
 * {@link pageBodyMarkdown} made once per page for the outputs of one emit (`<route>.md`,
 * `docsearch.json`, the Pagefind index), which each parse a page's MDX otherwise: milliseconds a
 * page with components. Kept by the page's file, URL and site URL, and given again only for the
 * same text (the text is kept with it). A page that needs no parse (prose, most pages of a large
 * site) is not kept: its Markdown is its text. What is kept goes with the memo: make one per emit.
 */
export function pageBodies(budget = PAGE_BODIES_BUDGET): PageBodies {
  const kept = new Map<string, { text: string; body: string }>()
  let size = 0
  return (text, context) => {
    const plain = plainPageBody(text)
    if (plain !== undefined) return plain
    const key = `${context.base}\0${context.file}\0${context.url}`
    const found = kept.get(key)
    if (found !== undefined && found.text === text) return found.body
    const body = pageBodyMarkdown(text, context)
    if (found === undefined && size + text.length + body.length <= budget) {
      kept.set(key, { text, body })
      size += text.length + body.length
    }
    return body
  }
}
