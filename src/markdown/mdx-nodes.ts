import type { Code, RootContent } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'

/**
 * What every reader of a page's MDX tree agrees on, whatever it turns the page into (plain
 * Markdown here, Material's Markdown in the MkDocs integration, components in the others): a JSX
 * element's string attributes, a code block's Mintlify title, which components stand as blocks.
 */

export type MdxElement = MdxJsxFlowElement | MdxJsxTextElement

/** Mintlify's code block title: the words after the language that are not options (`{1,3}`, `lines`, `wrap`, `expandable`, `key=value`). */
export function mintlifyCodeTitle(code: Code): string | undefined {
  const meta = code.meta ?? ''
  const quoted = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(meta)
  if (quoted) return quoted[1] ?? quoted[2]
  const words = meta
    .replace(/\{[^}]*\}/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !word.includes('=') && !['lines', 'wrap', 'expandable', 'twoslash'].includes(word))
  return words.length > 0 ? words.join(' ') : undefined
}

function attributeOf(node: MdxElement, name: string): MdxJsxAttribute | undefined {
  return node.attributes.find((attribute): attribute is MdxJsxAttribute => attribute.type === 'mdxJsxAttribute' && attribute.name === name)
}

/** Whether a boolean attribute is set (`required`, `required="true"`; not `required="false"`). */
export function hasAttribute(node: MdxElement, name: string): boolean {
  const attribute = attributeOf(node, name)
  return attribute !== undefined && attribute.value !== 'false'
}

/** An attribute's value when it is a string (`title="x"`), not an expression (`cols={2}`). */
export function stringAttribute(node: MdxElement, name: string): string | undefined {
  const value = attributeOf(node, name)?.value
  return typeof value === 'string' ? value : undefined
}

export function isElement(node: RootContent, name: string): node is MdxJsxFlowElement {
  return (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name
}

/** Components that stand inside a line of text: the others are blocks even when MDX reads them as text (`<Tab title="a">One line.</Tab>`). */
const INLINE_COMPONENTS = new Set(['Tooltip', 'Badge', 'Icon'])

/**
 * A paragraph holding only block components (and spaces), as MDX reads a component written on one
 * line (`<Card title="x">Text.</Card>`): the components as blocks; undefined for any other node.
 */
export function liftedBlocks(node: RootContent): RootContent[] | undefined {
  if (node.type !== 'paragraph') return undefined
  const elements = node.children.filter((child) => !(child.type === 'text' && child.value.trim() === ''))
  const blocks = elements.every(
    (child) => child.type === 'mdxJsxTextElement' && child.name !== null && /^[A-Z]/.test(child.name) && !INLINE_COMPONENTS.has(child.name),
  )
  if (elements.length === 0 || !blocks) return undefined
  return elements.map((child) => ({ ...(child as MdxElement), type: 'mdxJsxFlowElement' }) as RootContent)
}

/** The nodes that stand inside a line of text (mdast's phrasing content, MDX's included). */
export const PHRASING: ReadonlySet<string> = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'html',
  'inlineMath',
  'mdxJsxTextElement',
  'mdxTextExpression',
])
