import { relative, resolve, sep } from 'node:path'
import type { Root } from 'mdast'
import { mintlifyCodeTitle } from '../markdown/mdx-nodes.js'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'

/**
 * How Mintlify reads a page's MDX, where every integration's remark step agrees: which components a
 * page may use without importing them, which names a page defines itself (its own win), a code
 * block's title, and `<CodeGroup>` as tabs of its code blocks. What each component becomes is the
 * integration's own (an Astro component, a React one, a Vue one, an admonition).
 */

/** Mintlify's components a page uses without importing them, that the integrations draw. */
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

export type MdxElement = MdxJsxFlowElement | MdxJsxTextElement

export function mdxAttribute(name: string, value: string): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value }
}

/** The name of a component the page uses and does not define: capitalised, not a member (`<Foo.Bar>`), not one of `defined`. */
export function undefinedComponent(node: MdxElement, defined: ReadonlySet<string>): string | undefined {
  const name = node.name
  return name === null || !/^[A-Z]/.test(name) || name.includes('.') || defined.has(name) ? undefined : name
}

/** `<CodeGroup>`'s code blocks, each in a `<Tab>` named after the block's title (else its language). */
export function codeGroupToTabs(node: MdxElement): void {
  node.name = 'Tabs'
  node.children = node.children.map((child) => {
    if (child.type !== 'code') return child
    const title = mintlifyCodeTitle(child) ?? child.lang ?? 'Code'
    return { type: 'mdxJsxFlowElement', name: 'Tab', attributes: [mdxAttribute('title', title)], children: [child] } as MdxJsxFlowElement
  }) as MdxElement['children']
}

/** Mintlify's code block title (moved down to the markdown layer, which turns pages into plain Markdown too). */
export { mintlifyCodeTitle }

/** An ES statement of a page (`import`, `export`) as the MDX parser's estree gives it. */
export type EsmStatement = Record<string, unknown>

/** The statements of a page's `import`/`export` node. */
export function esmStatements(node: { data?: unknown }): EsmStatement[] {
  return (node.data as { estree?: { body: EsmStatement[] } } | undefined)?.estree?.body ?? []
}

/** The names a statement brings into the page: what it imports, or the variables, functions and classes it exports. */
export function declaredNames(statement: EsmStatement): string[] {
  const names: string[] = []
  for (const specifier of (statement.specifiers as Array<{ local?: { name?: string } }> | undefined) ?? [])
    if (specifier.local?.name) names.push(specifier.local.name)
  const declaration = statement.declaration as { declarations?: Array<{ id?: { name?: string } }>; id?: { name?: string } } | undefined
  for (const declared of declaration?.declarations ?? []) if (declared.id?.name) names.push(declared.id.name)
  if (declaration?.id?.name) names.push(declaration.id.name)
  return names
}

/**
 * Names a page imports or exports itself (its own components win over Mintlify's). Imports from
 * `/snippets/...` are Mintlify's, from the docs.json folder: they are made absolute here, for a
 * generator that compiles the page's imports itself (Astro, Docusaurus).
 */
export function definedNames(tree: Root, root: string): Set<string> {
  const names = new Set<string>()
  for (const child of tree.children) {
    if (child.type !== 'mdxjsEsm') continue
    for (const statement of esmStatements(child)) {
      const source = statement.source as { value?: unknown; raw?: string } | undefined
      if (statement.type === 'ImportDeclaration' && typeof source?.value === 'string' && source.value.startsWith('/')) {
        const inside = resolve(root, `.${source.value}`)
        if (!relative(root, inside).startsWith('..')) {
          // Forward slashes on Windows too: an import specifier, not a path.
          source.value = inside.split(sep).join('/')
          source.raw = JSON.stringify(source.value)
        }
      }
      for (const name of declaredNames(statement)) names.add(name)
    }
  }
  return names
}
