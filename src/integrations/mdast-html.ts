import type { RootContent } from 'mdast'
import { escapeHtml } from '../render/html.js'

/**
 * Simple Markdown content (paragraphs of text, code, emphasis, links, images, raw HTML) written as
 * HTML, where a generator takes HTML and no Markdown: VitePress's HTML blocks, and the children a
 * React component is drawn with at build time (react-html.ts).
 */

/** The phrasing nodes written as HTML, when all of them have an HTML form; undefined otherwise. */
export function phrasingHtml(nodes: readonly RootContent[]): string | undefined {
  let out = ''
  for (const node of nodes) {
    const part = nodeHtml(node)
    if (part === undefined) return undefined
    out += part
  }
  return out
}

/** Flow content (paragraphs of phrasing) as HTML; undefined when a node has no HTML form here. */
export function flowHtml(nodes: readonly RootContent[]): string | undefined {
  let out = ''
  for (const node of nodes) {
    const inner = node.type === 'paragraph' ? phrasingHtml(node.children) : nodeHtml(node)
    if (inner === undefined) return undefined
    out += node.type === 'paragraph' ? `<p>${inner}</p>` : inner
  }
  return out
}

function nodeHtml(node: RootContent): string | undefined {
  const wrapped = (tag: string, children: readonly RootContent[], attributes = '') => {
    const inner = phrasingHtml(children)
    return inner === undefined ? undefined : `<${tag}${attributes}>${inner}</${tag}>`
  }
  switch (node.type) {
    case 'text':
      return escapeHtml(node.value)
    case 'html':
      return node.value
    case 'inlineCode':
      return `<code>${escapeHtml(node.value)}</code>`
    case 'break':
      return '<br>'
    case 'emphasis':
      return wrapped('em', node.children)
    case 'strong':
      return wrapped('strong', node.children)
    case 'delete':
      return wrapped('del', node.children)
    case 'link':
      return wrapped('a', node.children, ` href="${escapeHtml(node.url)}"${node.title ? ` title="${escapeHtml(node.title)}"` : ''}`)
    case 'image':
      return `<img src="${escapeHtml(node.url)}" alt="${escapeHtml(node.alt ?? '')}">`
    default:
      return undefined
  }
}
