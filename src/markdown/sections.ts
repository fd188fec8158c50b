import type { Heading, Root, RootContent } from 'mdast'
import { createRequire } from 'node:module'
import type { Processor } from 'unified'
import { headingIds } from '../parse/anchors.js'
import { blankCustomHeadingIds } from '../parse/mdx.js'

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
  const { text, customIds } = blankCustomHeadingIds(markdown)
  const tree = markdownProcessor().parse(text)
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
