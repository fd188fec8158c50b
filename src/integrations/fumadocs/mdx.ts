import { readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import type { Root, RootContent } from 'mdast'
import { codeGroupToTabs, declaredNames, esmStatements, MINTLIFY_COMPONENTS, type MdxElement, mdxAttribute, undefinedComponent } from '../mintlify-mdx.js'
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

type Parent = { children: RootContent[] }

function mintlifyPage(tree: Root, file: string, root: string, known: ReadonlySet<string>, imported: Map<string, string>): void {
  const defined = new Set<string>()
  tree.children = tree.children.filter((child) => {
    if (child.type !== 'mdxjsEsm') return true
    let keep = true
    for (const statement of esmStatements(child)) {
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
      for (const name of declaredNames(statement)) defined.add(name)
    }
    return keep
  })
  const visit = (parent: Parent) => {
    for (const child of parent.children) {
      if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') element(child)
      if ('children' in child && Array.isArray(child.children)) visit(child as Parent)
    }
  }
  const element = (node: MdxElement) => {
    const name = undefinedComponent(node, defined)
    if (name === undefined) return
    if (name === 'CodeGroup') return codeGroupToTabs(node)
    if (known.has(name)) return
    const place = `${relative(process.cwd(), file)}:${node.position?.start.line ?? 1}:${node.position?.start.column ?? 1}`
    warnOnce(`${place} <${name}> has no equivalent in Fumadocs: its content is shown as is`)
    node.attributes.push(mdxAttribute('name', name))
    node.name = 'DocsnavUnsupported'
  }
  visit(tree)
}
