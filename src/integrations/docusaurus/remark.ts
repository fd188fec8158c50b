import { existsSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import type { Code, Root, RootContent } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
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

/** Mintlify's components docsnav's theme draws (components/theme/MDXComponents.jsx gives each). */
export const MINTLIFY_COMPONENTS: readonly string[] = [
  'Note',
  'Info',
  'Tip',
  'Check',
  'Warning',
  'Danger',
  'Callout',
  'Card',
  'CardGroup',
  'Columns',
  'Tabs',
  'Tab',
  'CodeGroup',
  'Accordion',
  'AccordionGroup',
  'Expandable',
  'Steps',
  'Step',
  'Frame',
  'Icon',
  'Tooltip',
  'ParamField',
  'ResponseField',
  'Update',
  'Badge',
]

/** Capitalised names Docusaurus's own MDXComponents gives every page. */
const DOCUSAURUS_COMPONENTS = ['Head', 'Details']

const KNOWN = new Set([...MINTLIFY_COMPONENTS, ...DOCUSAURUS_COMPONENTS])

type Element = MdxJsxFlowElement | MdxJsxTextElement
type Parent = { children: RootContent[] }

/** The remark plugin, for the pages under `root`; `compiled` hears of each page with the components it found with no equivalent (maybe none). */
export function remarkMintlifyComponents(options: { root: string; compiled: (file: string, unsupported: UnsupportedComponent[]) => void }) {
  const root = resolve(options.root)
  return (tree: Root, file: { path?: string }) => {
    const path = file.path === undefined ? undefined : resolve(file.path)
    if (path === undefined || relative(root, path).startsWith('..')) return
    const defined = definedNames(tree, root)
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
    const element = (node: Element) => {
      const name = node.name
      if (name === null || !/^[A-Z]/.test(name) || name.includes('.') || defined.has(name)) return
      if (name === 'CodeGroup') codeGroupToTabs(node)
      if (KNOWN.has(name)) return
      unsupported.push({
        file: page,
        line: node.position?.start.line ?? 1,
        column: node.position?.start.column ?? 1,
        name,
      })
      node.attributes.push(attribute('name', name))
      node.name = 'DocsnavUnsupported'
    }
    visit(tree)
    options.compiled(page, unsupported)
  }
}

function attribute(name: string, value: string): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value }
}

/** `<CodeGroup>`'s code blocks, each in a `<Tab>` named after the block's title (else its language). */
function codeGroupToTabs(node: Element): void {
  node.name = 'Tabs'
  node.children = node.children.map((child) => {
    if (child.type !== 'code') return child
    const title = mintlifyTitle(child) ?? child.lang ?? 'Code'
    return { type: 'mdxJsxFlowElement', name: 'Tab', attributes: [attribute('title', title)], children: [child] } as MdxJsxFlowElement
  }) as Element['children']
}

/** Mintlify's code block title: the words after the language that are not options (`{1,3}`, `lines`, `wrap`, `expandable`, `key=value`). */
function mintlifyTitle(code: Code): string | undefined {
  const meta = code.meta ?? ''
  const quoted = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(meta)
  if (quoted) return quoted[1] ?? quoted[2]
  const words = meta
    .replace(/\{[^}]*\}/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !word.includes('=') && !['lines', 'wrap', 'expandable', 'twoslash'].includes(word))
  return words.length > 0 ? words.join(' ') : undefined
}

/** A code block's Mintlify title as Docusaurus's `title="..."` (its `{1,3}` line highlights kept). */
function titledCode(code: Code): void {
  if (!code.meta || /\btitle=/.test(code.meta)) return
  const title = mintlifyTitle(code)
  const highlights = /\{[^}]*\}/.exec(code.meta)?.[0]
  if (title !== undefined) code.meta = [highlights, `title=${JSON.stringify(title)}`].filter(Boolean).join(' ')
}

/**
 * Names a page imports or exports itself (its own components win over Mintlify's). Imports from
 * `/snippets/...` are Mintlify's, from the docs.json folder: they are made absolute here.
 */
function definedNames(tree: Root, root: string): Set<string> {
  const names = new Set<string>()
  for (const child of tree.children) {
    if (child.type !== 'mdxjsEsm') continue
    const program = (child.data as { estree?: { body: Array<Record<string, unknown>> } } | undefined)?.estree
    for (const statement of program?.body ?? []) {
      const source = statement.source as { value?: unknown; raw?: string } | undefined
      if (statement.type === 'ImportDeclaration' && typeof source?.value === 'string' && source.value.startsWith('/')) {
        const inside = resolve(root, `.${source.value}`)
        if (!relative(root, inside).startsWith('..')) {
          // Forward slashes on Windows too: an import specifier, not a path.
          source.value = inside.split(sep).join('/')
          source.raw = JSON.stringify(source.value)
        }
      }
      for (const specifier of (statement.specifiers as Array<{ local?: { name?: string } }> | undefined) ?? [])
        if (specifier.local?.name) names.add(specifier.local.name)
      const declaration = statement.declaration as { declarations?: Array<{ id?: { name?: string } }>; id?: { name?: string } } | undefined
      for (const declared of declaration?.declarations ?? []) if (declared.id?.name) names.add(declared.id.name)
      if (declaration?.id?.name) names.add(declaration.id.name)
    }
  }
  return names
}
