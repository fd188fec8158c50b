import type { List, ListItem, PhrasingContent, Root, RootContent } from 'mdast'
import { createRequire } from 'node:module'

/**
 * SUMMARY.md as GitBook reads it: a title heading (left out), parts (`## Part`, any heading below
 * the first level), and nested lists whose items are a link (a page; with a nested list, a page
 * with sub-pages) or plain text (with a nested list, a heading over its items). Parsed with
 * remark-parse (CommonMark), loaded on first use as src/parse/mdx.ts loads it.
 */

const require = createRequire(import.meta.url)

export type SummaryItem =
  | { kind: 'link'; title: string; url: string; children: SummaryItem[]; offset: number; length: number }
  | { kind: 'text'; title: string; children: SummaryItem[]; offset: number; length: number }

export interface SummaryPart {
  /** The part's heading; undefined for the items before the first part. */
  title?: string
  items: SummaryItem[]
  offset: number
}

/** What SUMMARY.md says beside its lists that GitBook does not show (a paragraph between them). */
export interface SummaryStray {
  what: string
  offset: number
  length: number
}

let parser: ((text: string) => Root) | undefined

function parse(text: string): Root {
  if (!parser) {
    const { unified } = require('unified') as typeof import('unified')
    const remarkParse = (require('remark-parse') as { default: typeof import('remark-parse').default }).default
    const processor = unified().use(remarkParse)
    parser = (source) => processor.parse(source) as Root
  }
  return parser(text)
}

/** The parts of a SUMMARY.md, in order. */
export function readSummary(text: string): { parts: SummaryPart[]; strays: SummaryStray[] } {
  const tree = parse(text)
  const parts: SummaryPart[] = [{ items: [], offset: 0 }]
  const strays: SummaryStray[] = []
  let seenTitle = false
  for (const node of tree.children) {
    if (node.type === 'heading') {
      // The first top-level heading is the summary's own title ("Table of contents").
      if (node.depth === 1 && !seenTitle) {
        seenTitle = true
        continue
      }
      parts.push({ title: plain(node.children), items: [], offset: startOf(node) })
    } else if (node.type === 'list') {
      parts.at(-1)!.items.push(...items(node))
    } else if (node.type !== 'thematicBreak' && node.type !== 'html' && node.type !== 'definition') {
      strays.push({ what: describe(node), offset: startOf(node), length: endOf(node) - startOf(node) })
    }
  }
  return { parts: parts.filter((part, index) => index > 0 || part.items.length > 0), strays }
}

function items(list: List): SummaryItem[] {
  return list.children.map((item) => summaryItem(item))
}

function summaryItem(item: ListItem): SummaryItem {
  const lead = item.children.find((child) => child.type === 'paragraph')
  const phrasing = lead?.type === 'paragraph' ? lead.children : []
  const link = phrasing.find((child) => child.type === 'link')
  const children = item.children.filter((child): child is List => child.type === 'list').flatMap((list) => items(list))
  const at = link ?? lead ?? item
  const spot = { offset: startOf(at), length: endOf(at) - startOf(at) }
  if (link?.type === 'link') return { kind: 'link', title: plain(link.children), url: link.url, children, ...spot }
  return { kind: 'text', title: plain(phrasing), children, ...spot }
}

/** The text of inline content, as GitBook shows a title. */
function plain(nodes: readonly PhrasingContent[]): string {
  return nodes
    .map((node) => ('value' in node ? node.value : 'children' in node ? plain(node.children as PhrasingContent[]) : ''))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
}

function describe(node: RootContent): string {
  return node.type === 'paragraph' ? 'text between the lists' : `a ${node.type} between the lists`
}

function startOf(node: { position?: { start: { offset?: number } } }): number {
  return node.position?.start.offset ?? 0
}

function endOf(node: { position?: { end: { offset?: number } } }): number {
  return node.position?.end.offset ?? 0
}
