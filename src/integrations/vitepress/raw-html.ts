import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { RootContent } from 'mdast'
import { escapeHtml } from '../../render/html.js'
import { ASSET_TYPES } from '../site-assets.js'

/**
 * What VitePress's Markdown does with a page's raw HTML, and what docsnav writes instead. A line
 * that starts with a block tag (`<p>`, `<div>`) starts an HTML block, where markdown-it reads no
 * Markdown and Vue compiles the text as a template: what MDX parsed inside it (a URL GFM made a
 * link, an escaped `\@`) must be written as HTML there. And Vue makes the `src` of `<img>` and the
 * `href` of `<use>` imports, which stop Vite's build when the file is missing.
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

/** The elements and attributes whose URL Vue makes an import (`@vue/compiler-sfc`'s `transformAssetUrls`). */
const IMPORTED: Readonly<Record<string, readonly string[]>> = {
  img: ['src'],
  video: ['src', 'poster'],
  source: ['src'],
  image: ['href', 'xlink:href'],
  use: ['href', 'xlink:href'],
}

/** Whether Vue would make this root-relative URL of this element an import, of a file the docs folder does not have. */
export function importsMissingFile(element: string, attribute: string, url: string, root: string): boolean {
  if (!IMPORTED[element]?.includes(attribute)) return false
  return isMissingFile(url, root)
}

/** Whether a root-relative URL names a file (an asset's extension) the docs folder does not have. */
export function isMissingFile(url: string, root: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return false
  const path = url.replace(/[?#].*$/s, '')
  const extension = /\.[a-z0-9]+$/i.exec(path)?.[0].toLowerCase()
  if (extension === undefined || !(extension in ASSET_TYPES)) return false
  try {
    return !existsSync(join(root, decodeURIComponent(path)))
  } catch {
    return true
  }
}
