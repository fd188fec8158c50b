import type { SourceFile } from '../source/source-file.js'

/** What the link check reads of page bodies: plain data, cached between runs and sent between threads. */

/** A link written in a page, and where: offsets in the page's text (UTF-16 code units). */
export interface PageLink {
  url: string
  /** How it is written: a Markdown link, image or definition, or an attribute (`href`, `src`) of an element. */
  form: 'link' | 'image' | 'definition' | 'attribute'
  /** The element, for attributes (`Card`, `a`, `img`). */
  element?: string
  /** Set for an attribute written as an expression (`href={"/x"}`): Mintlify rewrites only quoted ones. */
  expression?: true
  start: number
  end: number
}

/** Where a page stops being valid MDX, as remark-mdx reports it. */
export interface MdxSyntaxError {
  line: number
  column: number
  reason: string
}

/**
 * What the link check needs of one page: its links and its anchor ids, why it could not be parsed,
 * or why it was not parsed: `costly`, it would take too long (estimated from its text, the same on
 * every machine: `reason` says why); `slow`, it ran past the time allowed for a page, which only a
 * hang should; `budget`, slow pages before it used up the time allowed for all of them. Skipped
 * pages are never cached.
 */
export type PageExtract = ParsedPage | { skipped: 'slow' | 'budget' } | { skipped: 'costly'; reason: string }

/**
 * What parsing a page yields: its links and anchor ids (`imports`: it imports other files, whose
 * headings it shows too, so its ids are not all known), or where it stops being valid MDX.
 */
export type ParsedPage = { links: PageLink[]; anchors: string[]; imports?: true } | { error: MdxSyntaxError }

/**
 * Extracts of pages read before, by content: a page whose text is unchanged is not parsed again.
 * `save` keeps what this run looked up or stored, and drops the rest.
 */
export interface PageExtractCache {
  lookup(text: string): PageExtract | undefined
  store(text: string, extract: PageExtract): void
  save(): void
}

/** A page file as read for the link check: its text, and what it yields (undefined when it was not parsed). */
export interface PageRead {
  source: SourceFile
  extract: PageExtract | undefined
  /** The file's size, when it is too large to parse for links. */
  tooLarge?: number
}
