import { existsSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import type { Code, Root, RootContent } from 'mdast'
import { codeGroupToTabs, definedNames, MINTLIFY_COMPONENTS, type MdxElement, mdxAttribute, mintlifyCodeTitle, undefinedComponent } from '../mintlify-mdx.js'
import type { UnsupportedComponent } from './unsupported.js'

/**
 * A remark plugin (the docs plugin's `beforeDefaultRemarkPlugins`) for the pages of a docs.json
 * site built by Docusaurus. Mintlify's components need no import: docsnav's theme gives them to
 * every page (`@theme/MDXComponents`). Here, what Docusaurus's MDX would read otherwise than
 * Mintlify: `<CodeGroup>` becomes tabs of its code blocks, a code block's title (```` ```js title
 * ````) Docusaurus's `title="..."`, an import from `/snippets/...` (the docs.json folder) and an
 * image at `/images/x.png` (a file of that folder) the files they name. A component with no
 * equivalent shows its content as is (`DocsnavUnsupported`) and is reported with its page and
 * line: the build never fails on one.
 */

/** Capitalised names Docusaurus's own MDXComponents gives every page. */
const DOCUSAURUS_COMPONENTS = ['Head', 'Details']

const KNOWN = new Set([...MINTLIFY_COMPONENTS, ...DOCUSAURUS_COMPONENTS])

type Parent = { children: RootContent[] }

/** The remark plugin, for the pages under `root`; `compiled` hears of each page with the components it found with no equivalent (maybe none). */
export function remarkMintlifyComponents(options: { root: string; compiled: (file: string, unsupported: UnsupportedComponent[]) => void }) {
  const root = resolve(options.root)
  return (tree: Root, file: { path?: string }) => {
    const path = file.path === undefined ? undefined : resolve(file.path)
    if (path === undefined || relative(root, path).startsWith('..')) return
    const defined = definedNames(tree, root, path)
    const page = relative(root, path).split(sep).join('/')
    const unsupported: UnsupportedComponent[] = []
    // `/images/x.png` -> the file beside the page, which Docusaurus bundles (it would look in `static/`).
    const asset = (url: string) => {
      if (!url.startsWith('/') || url.startsWith('//')) return url
      const target = join(root, decodeURI(url.replace(/[?#].*$/, '')))
      if (relative(root, target).startsWith('..') || !existsSync(target)) return url
      const inside = relative(dirname(path), target).split(sep).join('/')
      return inside.startsWith('.') ? inside : `./${inside}`
    }
    const visit = (parent: Parent) => {
      for (const child of parent.children) {
        if (child.type === 'code') titledCode(child)
        if (child.type === 'image') child.url = asset(child.url)
        if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') element(child)
        if ('children' in child && Array.isArray(child.children)) visit(child as Parent)
      }
    }
    const element = (node: MdxElement) => {
      const name = undefinedComponent(node, defined)
      if (name === undefined) return
      if (name === 'CodeGroup') codeGroupToTabs(node)
      if (KNOWN.has(name)) return
      unsupported.push({
        file: page,
        line: node.position?.start.line ?? 1,
        column: node.position?.start.column ?? 1,
        name,
      })
      node.attributes.push(mdxAttribute('name', name))
      node.name = 'DocsnavUnsupported'
    }
    visit(tree)
    options.compiled(page, unsupported)
  }
}

/** A code block's Mintlify title as Docusaurus's `title="..."` (its `{1,3}` line highlights kept). */
function titledCode(code: Code): void {
  if (!code.meta || /\btitle=/.test(code.meta)) return
  const title = mintlifyCodeTitle(code)
  const highlights = /\{[^}]*\}/.exec(code.meta)?.[0]
  if (title !== undefined) code.meta = [highlights, `title=${JSON.stringify(title)}`].filter(Boolean).join(' ')
}
