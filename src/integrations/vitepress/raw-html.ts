import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { ASSET_TYPES } from '../site-assets.js'

/**
 * What VitePress's Markdown does with a page's raw HTML, and what docsnav writes instead. A line
 * that starts with a block tag (`<p>`, `<div>`) starts an HTML block, where markdown-it reads no
 * Markdown and Vue compiles the text as a template: what MDX parsed inside it (a URL GFM made a
 * link, an escaped `\@`) must be written as HTML there. And Vue makes the `src` of `<img>` and the
 * `href` of `<use>` imports, which stop Vite's build when the file is missing.
 */

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
