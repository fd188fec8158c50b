import type { Heading, PhrasingContent, Root } from 'mdast'
import type { PageLink, ParsedPage } from '../../ir/page-links.js'
import { anchorIds } from '../../parse/anchors.js'

/**
 * The links and anchor ids of a page written in plain Markdown, without the MDX parser: headings,
 * paragraphs and list items of text, links and images, and YAML frontmatter. The parser takes
 * about a quarter of a millisecond per line of such a page (a list of 20,000 links: 4.5 s), this
 * a microsecond. A page with anything else (emphasis, code, HTML or JSX, escapes, entities,
 * tables, quotes, indentation, autolink literals, tabs or carriage returns) is left to the parser:
 * undefined. What it gives is what the parser gives, which test/links.test.ts checks on pages
 * generated to hold every such near miss.
 */
export function extractPlainMarkdown(text: string): ParsedPage | undefined {
  if (SYNTAX_ANYWHERE.test(text)) return undefined
  let offset = frontmatterEnd(text)
  if (offset === undefined) return undefined
  const links: PageLink[] = []
  const headings: Heading[] = []
  while (offset < text.length) {
    const end = text.indexOf('\n', offset)
    const lineEnd = end === -1 ? text.length : end
    const line = text.slice(offset, lineEnd)
    if (!readLine(line, offset, links, headings)) return undefined
    offset = lineEnd + 1
  }
  const tree: Root = { type: 'root', children: headings }
  return { links, anchors: [...anchorIds(tree, new Map())] }
}

/**
 * What a plain page never holds, anywhere: characters that start Markdown, GFM, MDX or math syntax
 * (`*` but as a list item's marker, `!` before `[`, and `#` where a heading opens are looked at
 * line by line), control
 * characters, carriage returns and tabs, and a byte order mark.
 */
const SYNTAX_ANYWHERE = /[\\`_~<>{}&$|^\u0000-\u0009\u000b-\u001f\u007f\uFEFF]/
/** The starts of GFM's autolink literals (`https://`, `www.`, an email address), looked for in text and labels, not in destinations. */
const AUTOLINK_LITERAL = /:\/\/|www\.|@/i
/** A paragraph or list item starts with a letter, a digit, or a link or image. */
const TEXT_START = /^(?:[\p{L}\p{N}[]|!\[)/u
/** What makes a line that starts with a digit a list item (`1.`, `2)`) rather than text. */
const ORDERED_MARKER = /^\d{1,9}[.)](?: |$)/
const BULLET_ITEM = /^[-+*] (?=\S)/
const ORDERED_ITEM = /^\d{1,9}[.)] (?=\S)/
const HEADING = /^(#{1,6}) +(?=\S)/
/** What MDX reads as an ES module statement at the start of a line. */
const ESM = /^(?:import|export)\b/
/** A link destination plain enough to be the URL as written: no spaces, parentheses, escapes, entities or angle brackets. */
const DESTINATION = /^[A-Za-z0-9\-.:/?#@!'+,;=%]+$/

/**
 * Where the body starts after YAML frontmatter (`---` lines around it), 0 without one; undefined
 * when a fence is written in a way the parser may read otherwise (trailing white space, not closed).
 */
function frontmatterEnd(text: string): number | undefined {
  if (!text.startsWith('---')) return 0
  if (!text.startsWith('---\n')) return undefined
  for (let start = 4; start < text.length; ) {
    const end = text.indexOf('\n', start)
    const line = text.slice(start, end === -1 ? text.length : end)
    if (/^-{3}[ ]*$/.test(line)) return line === '---' ? (end === -1 ? text.length : end + 1) : undefined
    if (end === -1) return undefined
    start = end + 1
  }
  return undefined
}

/** Reads one line of the body at `offset`, adding its links and heading; false when it is not plain. */
function readLine(line: string, offset: number, links: PageLink[], headings: Heading[]): boolean {
  if (line === '') return true
  if (line.endsWith(' ') || /^ +$/.test(line)) return /^ *$/.test(line)
  const heading = HEADING.exec(line)
  if (heading) {
    const children = line.includes('*') ? undefined : readInline(line, heading[0].length, offset, links)
    // A `#` ending the line would close the heading (`## Title ##`).
    if (children === undefined || line.endsWith('#')) return false
    headings.push({ type: 'heading', depth: heading[1]!.length as Heading['depth'], children })
    return true
  }
  const item = BULLET_ITEM.exec(line) ?? ORDERED_ITEM.exec(line)
  const start = item ? item[0].length : 0
  const content = line.slice(start)
  // Content that would open a block of its own inside the item (a list, a heading) is not plain,
  // nor a line MDX reads as JavaScript.
  if (!TEXT_START.test(content) || ORDERED_MARKER.test(content) || ESM.test(line) || content.includes('*')) return false
  return readInline(line, start, offset, links) !== undefined
}

/**
 * Reads text, links `[label](url)` and images `![alt](url)` from `start` to the line's end, adding
 * the links; the phrasing content (for a heading's title), or undefined when anything else is there.
 */
function readInline(line: string, start: number, offset: number, links: PageLink[]): PhrasingContent[] | undefined {
  const children: PhrasingContent[] = []
  let text = ''
  let at = start
  while (at < line.length) {
    const image = line[at] === '!' && line[at + 1] === '['
    if (line[at] === ']' || line[at] === '[' || image) {
      const open = image ? at + 1 : at
      if (line[open] !== '[') return undefined
      const close = line.indexOf(']', open + 1)
      const label = close === -1 ? '' : line.slice(open + 1, close)
      const urlEnd = line.indexOf(')', close)
      if (close === -1 || line[close + 1] !== '(' || urlEnd === -1 || label.includes('[') || AUTOLINK_LITERAL.test(label)) return undefined
      const url = line.slice(close + 2, urlEnd)
      if (!DESTINATION.test(url)) return undefined
      links.push({ url, form: image ? 'image' : 'link', start: offset + at, end: offset + urlEnd + 1 })
      if (AUTOLINK_LITERAL.test(text)) return undefined
      if (text !== '') children.push({ type: 'text', value: text })
      text = ''
      children.push(image ? { type: 'image', url, alt: label } : { type: 'link', url, children: label === '' ? [] : [{ type: 'text', value: label }] })
      at = urlEnd + 1
      continue
    }
    text += line[at]
    at++
  }
  if (AUTOLINK_LITERAL.test(text)) return undefined
  if (text !== '') children.push({ type: 'text', value: text })
  return children
}
