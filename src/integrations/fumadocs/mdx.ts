import { readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import type { Code, Root, RootContent } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { warnOnce } from './next-log.js'

/**
 * A page's MDX made into a React component at render time (with the site's `@mdx-js/mdx`), as
 * Mintlify reads it: frontmatter dropped, GitHub's Markdown, snippets imported from `/snippets/...`
 * made components of their own, `<CodeGroup>` as tabs of its code blocks, and a Mintlify component
 * with no equivalent shown as its content (`DocsnavUnsupported`) and said in Next's log with its
 * page:line:column. The components themselves come from the site's mdx-components mapping.
 */

/** Mintlify's components that `docsnav/fumadocs/components/mdx.jsx` maps (on `@mintlify/components`, or ours). */
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
  'CodeGroup',
]

/** `evaluate` of `@mdx-js/mdx`, as far as it is used here. */
export type Evaluate = (file: { path: string; value: string }, options: Record<string, unknown>) => Promise<{ default: unknown; [name: string]: unknown }>

export interface CompiledPage {
  /** The page's MDX content component (`MDXContent`). */
  Content: unknown
  /** The snippets it imports, by the name the page gives each. */
  snippets: Record<string, unknown>
}

/** How deep snippets may import snippets (a cycle stops here). */
const MAX_SNIPPET_DEPTH = 8

/**
 * The page file at `file` (absolute, inside `root`) as an MDX component. `runtime` is
 * `react/jsx-runtime`; `known` the names the site's mdx-components mapping has.
 */
export async function compilePage(
  options: { file: string; root: string; evaluate: Evaluate; runtime: object; known?: readonly string[] },
  depth = 0,
): Promise<CompiledPage> {
  const known = new Set(options.known ?? MINTLIFY_COMPONENTS)
  const imported = new Map<string, string>()
  const value = readFileSync(options.file, 'utf8')
  const module = await options.evaluate(
    { path: options.file, value },
    {
      ...options.runtime,
      format: options.file.endsWith('.md') ? 'md' : 'mdx',
      remarkPlugins: [remarkFrontmatter, remarkGfm, () => (tree: Root) => mintlifyPage(tree, options.file, options.root, known, imported)],
    },
  )
  const snippets: Record<string, unknown> = {}
  for (const [name, path] of imported) {
    if (depth >= MAX_SNIPPET_DEPTH) break
    const snippet = await compilePage({ ...options, file: path }, depth + 1)
    snippets[name] = { Content: snippet.Content, snippets: snippet.snippets }
  }
  return { Content: module.default, snippets }
}

type Element = MdxJsxFlowElement | MdxJsxTextElement
type Parent = { children: RootContent[] }

function mintlifyPage(tree: Root, file: string, root: string, known: ReadonlySet<string>, imported: Map<string, string>): void {
  const defined = new Set<string>()
  tree.children = tree.children.filter((child) => {
    if (child.type !== 'mdxjsEsm') return true
    const body = (child.data as { estree?: { body: Array<Record<string, unknown>> } } | undefined)?.estree?.body ?? []
    let keep = true
    for (const statement of body) {
      const source = (statement.source as { value?: unknown } | undefined)?.value
      const specifiers = (statement.specifiers as Array<{ type: string; local?: { name?: string } }> | undefined) ?? []
      if (statement.type === 'ImportDeclaration' && typeof source === 'string' && /\.mdx?$/.test(source)) {
        // A snippet: Mintlify's `/snippets/...` from the docs.json folder, else from the page's folder.
        const path = source.startsWith('/') ? resolve(root, `.${source}`) : resolve(dirname(file), source)
        const local = specifiers.find((specifier) => specifier.type === 'ImportDefaultSpecifier')?.local?.name
        if (local !== undefined && !relative(root, path).startsWith('..')) {
          imported.set(local, path)
          defined.add(local)
          keep = false
        }
        continue
      }
      for (const specifier of specifiers) if (specifier.local?.name) defined.add(specifier.local.name)
      const declaration = statement.declaration as { declarations?: Array<{ id?: { name?: string } }>; id?: { name?: string } } | undefined
      for (const declared of declaration?.declarations ?? []) if (declared.id?.name) defined.add(declared.id.name)
      if (declaration?.id?.name) defined.add(declaration.id.name)
    }
    return keep
  })
  const visit = (parent: Parent) => {
    for (const child of parent.children) {
      if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') element(child)
      if ('children' in child && Array.isArray(child.children)) visit(child as Parent)
    }
  }
  const element = (node: Element) => {
    const name = node.name
    if (name === null || !/^[A-Z]/.test(name) || name.includes('.') || defined.has(name)) return
    if (name === 'CodeGroup') return codeGroupToTabs(node)
    if (known.has(name)) return
    const place = `${relative(process.cwd(), file)}:${node.position?.start.line ?? 1}:${node.position?.start.column ?? 1}`
    warnOnce(`${place} <${name}> has no equivalent in Fumadocs: its content is shown as is`)
    node.attributes.push(attribute('name', name))
    node.name = 'DocsnavUnsupported'
  }
  visit(tree)
}

function attribute(name: string, value: string): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value }
}

/** `<CodeGroup>`'s code blocks, each in a `<Tab>` named after the block's title (else its language). */
function codeGroupToTabs(node: Element): void {
  node.name = 'Tabs'
  node.children = node.children.map((child) => {
    if (child.type !== 'code') return child
    const title = codeTitle(child) ?? child.lang ?? 'Code'
    return { type: 'mdxJsxFlowElement', name: 'Tab', attributes: [attribute('title', title)], children: [child] } as MdxJsxFlowElement
  }) as Element['children']
}

/** Mintlify's code block title: the words after the language that are not options (`{1,3}`, `lines`, `wrap`, `key=value`). */
function codeTitle(code: Code): string | undefined {
  const meta = code.meta ?? ''
  const quoted = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(meta)
  if (quoted) return quoted[1] ?? quoted[2]
  const words = meta
    .replace(/\{[^}]*\}/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !word.includes('=') && !['lines', 'wrap', 'expandable', 'twoslash'].includes(word))
  return words.length > 0 ? words.join(' ') : undefined
}
