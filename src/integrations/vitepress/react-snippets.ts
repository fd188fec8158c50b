import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { relative, sep } from 'node:path'
import type { RootContent } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { reactElementHtml } from '../react-html.js'

/**
 * A `.jsx` snippet's component in a VitePress page: drawn to HTML at build time (react-html.ts;
 * VitePress's pages are Vue, React does not run in them), with the project's own `react`,
 * `react-dom/server` and `esbuild` (Vite's).
 */

/**
 * An element of a `.jsx` snippet's component, drawn by React at build time with its literal props
 * and its content as children; without React in the project, or when it fails, its content and a
 * warning (undefined: the caller shows the content).
 */
export function reactElement(
  node: MdxJsxFlowElement | MdxJsxTextElement,
  snippet: { script: string; export: string },
  children: RootContent[],
  options: { root: string; snippets: Record<string, string | null>; icons?: { project: string } },
  say: (node: MdxJsxFlowElement | MdxJsxTextElement, message: string) => void,
): string | undefined {
  const file = relative(options.root, snippet.script).split(sep).join('/')
  try {
    options.snippets[file] = createHash('sha256').update(readFileSync(snippet.script, 'utf8')).digest('base64url')
  } catch {
    options.snippets[file] = null
  }
  const html = reactElementHtml(node, { ...snippet, file }, children, options.icons?.project, say)
  // Vue leaves it as it is (`v-pre`); one HTML block (a blank line would end it).
  if (html === undefined) return undefined
  const tag = node.type === 'mdxJsxTextElement' ? 'span' : 'div'
  return `<${tag} class="dn-react" v-pre>${html}</${tag}>`
}
