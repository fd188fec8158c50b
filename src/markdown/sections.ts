import type { Heading, Root, RootContent } from 'mdast'
import { createRequire } from 'node:module'
import type { Processor } from 'unified'
import { headingIds } from '../parse/anchors.js'
import { blankCustomHeadingIds, type CustomHeadingId } from '../parse/mdx.js'

/** A part of a page for search: the text before the first heading, or a heading and the text under it. */
export interface PageSection {
  /** The heading that opens it; undefined for the text before the first heading. */
  heading?: SectionHeading
  /** Its text, white space collapsed (code included, markup left out). */
  text: string
}

export interface SectionHeading {
  text: string
  depth: 1 | 2 | 3 | 4 | 5 | 6
  /** Its anchor on the rendered page, as Mintlify makes heading ids; undefined for levels 5 and 6, which have none. */
  id?: string
}

const require = createRequire(import.meta.url)

let processor: Processor<Root> | undefined

/** remark with GFM (tables), made on first use: only search outputs need it (`require`: they are made synchronously). */
function markdownProcessor(): Processor<Root> {
  if (processor) return processor
  const { unified } = require('unified') as typeof import('unified')
  const load = <T>(name: string) => (require(name) as { default: T }).default
  processor = unified()
    .use(load<typeof import('remark-parse').default>('remark-parse'))
    .use(load<typeof import('remark-gfm').default>('remark-gfm'))
    .freeze() as unknown as Processor<Root>
  return processor
}

/**
 * A page's sections, from its plain Markdown (`pageBodyMarkdown`): first the text before the
 * first heading (always there, perhaps empty), then one per heading of any level, in order, each
 * with the text up to the next heading.
 */
export function pageSections(markdown: string): PageSection[] {
  return plainSections(markdown) ?? parsedSections(markdown)
}

/** {@link pageSections} by remark, whatever the text (what the faster way must agree with). */
export function parsedSections(markdown: string): PageSection[] {
  const { text, customIds } = blankCustomHeadingIds(markdown)
  return sectionsOf(markdownProcessor().parse(text), customIds)
}

function sectionsOf(tree: Root, customIds: ReadonlyMap<number, CustomHeadingId>): PageSection[] {
  const headings = tree.children.filter((node): node is Heading => node.type === 'heading')
  const ids = headingIds(headings, customIds)
  const sections: PageSection[] = [{ text: '' }]
  const parts: string[] = []
  const close = () => {
    sections[sections.length - 1]!.text = collapse(parts.join(' '))
    parts.length = 0
  }
  let index = 0
  for (const node of tree.children) {
    if (node.type !== 'heading') {
      parts.push(textOf(node))
      continue
    }
    close()
    const id = ids[index++]
    const heading: SectionHeading = { text: collapse(textOf(node)), depth: node.depth }
    if (id !== undefined && id !== '') heading.id = id
    sections.push({ heading, text: '' })
  }
  close()
  return sections
}

/** The text a reader sees of a node: its text, inline code and code, blocks apart; no HTML, URLs or image files. */
function textOf(node: Root | RootContent): string {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') return node.value
  if (node.type === 'image' || node.type === 'imageReference') return node.alt ?? ''
  if (!('children' in node)) return node.type === 'break' ? ' ' : ''
  const phrasing = node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell' || isInline(node)
  return (node.children as RootContent[]).map(textOf).join(phrasing ? '' : ' ')
}

function isInline(node: Root | RootContent): boolean {
  return node.type === 'emphasis' || node.type === 'strong' || node.type === 'delete' || node.type === 'link' || node.type === 'linkReference'
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/**
 * What a line of plain text never holds: characters that start inline Markdown, HTML, entities or
 * GFM's tables, escapes; and control characters (a tab or a carriage return is read apart).
 */
const INLINE_SYNTAX = /[\\`*_~<>[\]!&|{}$\u0000-\u0009\u000b-\u001f\u007f]/
/** Lines that open a block other than a paragraph: lists, quotes, setext underlines, indented code, tables, HTML. */
const OTHER_BLOCK = /^(?: {4}| {0,3}(?:[-+*>=]|\d{1,9}[.)]))/
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ ]+(.*?))?(?:[ ]+(#+))?[ ]*$/
const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})/

/**
 * The sections of a page made only of ATX headings, paragraphs of plain text and fenced code, read
 * line by line (a page a microsecond, where remark takes milliseconds: a 10,000-page site is
 * mostly such pages); undefined for anything else, which remark reads. What it gives is what
 * {@link parsedSections} gives (test/docsearch.test.ts compares them on generated pages).
 */
function plainSections(markdown: string): PageSection[] | undefined {
  const lines = markdown.split('\n')
  const headings: Heading[] = []
  const texts: string[][] = [[]]
  let fence: string | undefined
  for (const [index, line] of lines.entries()) {
    if (fence !== undefined) {
      const closing = FENCE_LINE.exec(line)?.[1]
      if (closing !== undefined && closing[0] === fence[0] && closing.length >= fence.length && line.trim() === closing) fence = undefined
      else texts.at(-1)!.push(line)
      continue
    }
    const opening = FENCE_LINE.exec(line)?.[1]
    if (opening !== undefined) {
      // An info string with a backtick is no fence (for backticks), and an unclosed fence runs to the end: both left to remark.
      if (opening[0] === '`' && line.slice(line.indexOf(opening) + opening.length).includes('`')) return undefined
      fence = opening
      continue
    }
    if (line.includes('\t') || line.includes('\r') || INLINE_SYNTAX.test(line) || OTHER_BLOCK.test(line)) return undefined
    const heading = ATX_HEADING.exec(line)
    if (heading) {
      const depth = heading[1]!.length as Heading['depth']
      // `## ##` is an empty heading: what looks like its title is its closing sequence.
      const title = heading[3] === undefined && /^#*$/.test(heading[2] ?? '') ? '' : heading[2]!.trim()
      headings.push({ type: 'heading', depth, children: title === '' ? [] : [{ type: 'text', value: title }], position: position(index + 1) })
      texts.push([])
    } else if (/^ {0,3}#/.test(line)) return undefined
    else texts.at(-1)!.push(line)
  }
  if (fence !== undefined) return undefined
  const ids = headingIds(headings)
  return texts.map((parts, index) => {
    const text = collapse(parts.join(' '))
    if (index === 0) return { text }
    const node = headings[index - 1]!
    const heading: SectionHeading = { text: collapse(textOf(node)), depth: node.depth }
    const id = ids[index - 1]
    if (id !== undefined && id !== '') heading.id = id
    return { heading, text }
  })
}

function position(line: number) {
  return { start: { line, column: 1 }, end: { line, column: 1 } }
}
