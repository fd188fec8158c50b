/** What the link check reads of page bodies: plain data, cached between runs and sent between threads. */

/** A link written in a page, where it is written (1-based, UTF-16 columns). */
export interface PageLink {
  url: string
  /** How it is written: a Markdown link, image or definition, or an attribute (`href`, `src`) of an element. */
  form: 'link' | 'image' | 'definition' | 'attribute'
  /** The element, for attributes (`Card`, `a`, `img`). */
  element?: string
  line: number
  column: number
  endLine: number
  endColumn: number
}

/** Where a page stops being valid MDX, as remark-mdx reports it. */
export interface MdxSyntaxError {
  line: number
  column: number
  reason: string
}

/** What the link check needs of one page: its links and its anchor ids, or why it could not be parsed. */
export type PageExtract = { links: PageLink[]; anchors: string[] } | { error: MdxSyntaxError }

/**
 * Extracts of pages read before, by content: a page whose text is unchanged is not parsed again.
 * `save` keeps what this run looked up or stored, and drops the rest.
 */
export interface PageExtractCache {
  lookup(text: string): PageExtract | undefined
  store(text: string, extract: PageExtract): void
  save(): void
}
