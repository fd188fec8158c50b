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
export type ParsedPage = { links: PageLink[]; anchors: string[]; imports?: true; body?: PageBody } | { error: MdxSyntaxError }

/** An `import` of a page: the module it names, and the names it takes (`local` is the page's name for each). */
export interface PageImport {
  source: string
  default?: string
  namespace?: string
  named: Array<{ imported: string; local: string }>
  start: number
  end: number
}

/** A prop of a component as written: a string, a number or a boolean literal, or another expression. */
export interface PageProp {
  name: string
  kind: 'string' | 'number' | 'boolean' | 'expression'
  /** The literal, for all but expressions (`true` for a prop written alone: `<Accordion defaultOpen>`). */
  value?: string
  start: number
  end: number
}

/** A component used by a page (a JSX element whose name is capitalised), reported at its name. */
export interface PageElement {
  name: string
  props: PageProp[]
  start: number
  end: number
}

/**
 * What a page's MDX body asks of the site (parse/page-body.ts): its imports, the names it declares
 * (imports and exports) and exports, the components it uses, and the names its expressions read that it
 * declares nowhere (`free`; JavaScript's globals and `props` left out).
 */
export interface PageBody {
  imports: PageImport[]
  declared: string[]
  /** What it exports (`default` for a default export), for the pages that import it as a snippet. */
  exported: string[]
  elements: PageElement[]
  free: Array<{ name: string; start: number; end: number }>
}

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
