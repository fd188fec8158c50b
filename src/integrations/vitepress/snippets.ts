import { readFileSync } from 'node:fs'
import { dirname, relative, resolve, sep } from 'node:path'
import type { Root, RootContent } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { parseMdx } from '../../parse/mdx.js'
import { esmStatements, importedFile } from '../mintlify-mdx.js'
import type { PageProblem } from './page-problem.js'

/**
 * What a page's elements may stand for besides Mintlify's components, inlined where they are used:
 * a snippet imported from an `.mdx`/`.md` file (its content), and a component the page defines
 * whose body is JSX alone (`export const CHECK = () => <span>…</span>`: that JSX, read as the
 * page's own MDX). Any other import or export has no place in VitePress's Markdown: said at its line.
 */

type Element = MdxJsxFlowElement | MdxJsxTextElement

/** An element's stand-in: a snippet file (relative to the docs.json folder), or JSX the page itself holds. */
export type Inlined = { file: string } | { jsx: string; from: string; line: number } | { script: string; export: string }

/** The snippets a page imports and the JSX components it defines, by the name its elements use. */
export function inlinedNames(tree: Root, text: string, file: string, root: string, problems: PageProblem[]): Map<string, Inlined> {
  const found = new Map<string, Inlined>()
  for (const child of tree.children) {
    if (child.type !== 'mdxjsEsm') continue
    for (const statement of esmStatements(child)) {
      const source = (statement.source as { value?: unknown } | undefined)?.value
      const specifiers = (statement.specifiers as Array<{ type: string; local?: { name?: string } }> | undefined) ?? []
      const place = (statement as { loc?: { start: { line: number; column: number } } }).loc?.start
      const at = { file, line: place?.line ?? child.position?.start.line ?? 1, column: (place?.column ?? 0) + 1 }
      if (statement.type === 'ImportDeclaration' && typeof source === 'string' && /\.mdx?$/.test(source)) {
        const path = source.startsWith('/') ? resolve(root, `.${source}`) : resolve(root, dirname(file), source)
        const inside = relative(root, path)
        const fallback = specifiers.find((specifier) => specifier.type === 'ImportDefaultSpecifier')?.local?.name
        if (!inside.startsWith('..') && fallback) {
          found.set(fallback, { file: inside.split(sep).join('/') })
          continue
        }
      }
      // A `.jsx`/`.js` snippet's components: React, drawn at build time (react-snippets.ts).
      const script = statement.type === 'ImportDeclaration' && typeof source === 'string' ? importedFile(source, resolve(root, file), root) : undefined
      if (script !== undefined && /\.jsx?$/.test(script) && specifiers.length > 0) {
        for (const specifier of specifiers as Array<{ type: string; local?: { name?: string }; imported?: { name?: string } }>)
          if (specifier.local?.name)
            found.set(specifier.local.name, { script, export: specifier.type === 'ImportSpecifier' ? (specifier.imported?.name ?? 'default') : 'default' })
        continue
      }
      const components = jsxComponents(statement, text)
      if (components.length > 0) {
        for (const component of components) found.set(component.name, { jsx: component.jsx, from: file, line: component.line })
        continue
      }
      const names = specifiers.map((specifier) => specifier.local?.name).filter(Boolean)
      const what = statement.type === 'ImportDeclaration' ? `the import from ${JSON.stringify(source)}` : 'an export'
      problems.push({ ...at, message: `${what} has no place in VitePress's Markdown: left out${names.length > 0 ? ` (${names.join(', ')} not shown)` : ''}` })
    }
  }
  return found
}

interface EsNode {
  type: string
  start?: number
  end?: number
  loc?: { start: { line: number } }
  [key: string]: unknown
}

/** The components a statement declares whose body is JSX alone (an arrow function's expression, or a function's one `return`). */
function jsxComponents(statement: Record<string, unknown>, text: string): Array<{ name: string; jsx: string; line: number }> {
  const declaration = (statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement) as EsNode | null | undefined
  if (declaration?.type !== 'VariableDeclaration') return []
  const out: Array<{ name: string; jsx: string; line: number }> = []
  for (const declarator of (declaration.declarations as EsNode[] | undefined) ?? []) {
    const name = (declarator.id as { name?: string } | undefined)?.name
    const init = declarator.init as EsNode | undefined
    if (name === undefined || !/^[A-Z]/.test(name) || (init?.type !== 'ArrowFunctionExpression' && init?.type !== 'FunctionExpression')) return []
    let body = init.body as EsNode | undefined
    if (body?.type === 'BlockStatement') {
      const statements = (body.body as EsNode[] | undefined) ?? []
      body = statements.length === 1 && statements[0]?.type === 'ReturnStatement' ? (statements[0].argument as EsNode | undefined) : undefined
    }
    if ((body?.type !== 'JSXElement' && body?.type !== 'JSXFragment') || body.start === undefined || body.end === undefined) return []
    out.push({ name, jsx: text.slice(body.start, body.end), line: body.loc?.start.line ?? 1 })
  }
  return out
}

/** What stands for an element, as MDX nodes to convert (snippet files read once each, their hashes kept in `read`); undefined when it cannot be read (said). */
export function inlinedNodes(
  inlined: Exclude<Inlined, { script: string }>,
  node: Element,
  root: string,
  read: Record<string, string | null>,
  hash: (text: string) => string,
  say: (node: Element, message: string) => void,
  problems: PageProblem[],
): { tree: Root; file: string; text: string } | undefined {
  let text: string
  const file = 'file' in inlined ? inlined.file : inlined.from
  if ('file' in inlined) {
    try {
      text = readFileSync(resolve(root, inlined.file), 'utf8')
      read[inlined.file] = hash(text)
    } catch {
      read[inlined.file] = null
      say(node, `<${node.name}>'s snippet ${inlined.file} cannot be read: left out`)
      return undefined
    }
  } else text = inlined.jsx
  const parsed = parseMdx(text)
  if ('error' in parsed) {
    const line = 'file' in inlined ? parsed.error.line : inlined.line + parsed.error.line - 1
    problems.push({ file, line, column: parsed.error.column, message: `cannot be read as MDX (${parsed.error.reason}): left out` })
    return undefined
  }
  if (parsed.tree.children[0]?.type === 'yaml') parsed.tree.children.shift()
  // A component used within a line (a table's cell) stands for a line's content: its JSX as text elements.
  if (!('file' in inlined) && node.type === 'mdxJsxTextElement') parsed.tree.children = parsed.tree.children.flatMap(asPhrasing) as RootContent[]
  return { tree: parsed.tree, file, text }
}

function asPhrasing(node: RootContent): RootContent[] {
  if (node.type === 'paragraph') return node.children
  if (node.type === 'mdxJsxFlowElement') return [{ ...node, type: 'mdxJsxTextElement', children: node.children.flatMap(asPhrasing) } as RootContent]
  return [node]
}
