import type { Root, RootContent } from 'mdast'
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { PageExtract, PageLink, ParsedPage } from '../../ir/page-links.js'
import { TOO_DEEP, parseMdx } from '../../parse/mdx.js'
import { anchorIds } from '../../parse/anchors.js'
import { pageBody } from '../../parse/page-body.js'
import { parseCostProblem } from './parse-cost.js'
import { extractPlainMarkdown } from './plain-markdown.js'

/** Elements whose `src` is a file the page loads; every element's `href` is a link. */
export const SOURCE_ELEMENTS: ReadonlySet<string> = new Set(['img', 'source', 'video', 'audio', 'track', 'iframe', 'embed'])

type Node = Root | RootContent

/**
 * A page's links and anchor ids: read directly when it is plain Markdown, else parsed, unless the
 * parse would cost too much ({@link parseCostProblem}).
 */
export function extractPage(text: string): PageExtract {
  const plain = extractPlainMarkdown(text)
  if (plain) return plain
  const problem = parseCostProblem(text)
  return problem === undefined ? extractWithParser(text) : { skipped: 'costly', reason: problem }
}

/** Parses a page as MDX and collects its links and anchor ids. */
export function extractWithParser(text: string): ParsedPage {
  const parsed = parseMdx(text)
  if ('error' in parsed) return parsed
  const links: PageLink[] = []
  try {
    collectLinks(parsed.tree, links, parsed.tree.position)
    const imports = parsed.tree.children.some((node) => node.type === 'mdxjsEsm' && /^\s*import\b/m.test(node.value))
    const body = pageBody(parsed.tree)
    return { links, anchors: [...anchorIds(parsed.tree, parsed.customIds)], ...(imports ? { imports: true as const } : {}), ...(body ? { body } : {}) }
  } catch (error) {
    // A tree thousands of elements deep that the parser built is still too deep for a recursive walk.
    if (error instanceof RangeError) return { error: TOO_DEEP }
    throw error
  }
}

/** `around` is the nearest position above: some nodes have none (an autolink after an unclosed `[`), and are reported there. */
function collectLinks(node: Node, links: PageLink[], around: Root['position']): void {
  const position = node.position ?? around
  if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
    if (position) links.push({ url: node.url, form: node.type, ...span(position) })
  } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    collectAttributes(node, links, position)
  }
  if ('children' in node) for (const child of node.children as Node[]) collectLinks(child, links, position)
}

function collectAttributes(element: MdxJsxFlowElement | MdxJsxTextElement, links: PageLink[], around: Root['position']): void {
  const name = element.name ?? ''
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue
    if (attribute.name !== 'href' && !(attribute.name === 'src' && SOURCE_ELEMENTS.has(name))) continue
    const url = stringValue(attribute)
    const position = attribute.position ?? around
    if (url !== undefined && position)
      links.push({ url, form: 'attribute', element: name, ...span(position), ...(typeof attribute.value === 'string' ? {} : { expression: true as const }) })
  }
}

/** An attribute's value when it is a string: written as one, or as an expression that is only a string (`{"/x"}`, `` {`/x`} ``). */
function stringValue(attribute: MdxJsxAttribute | MdxJsxExpressionAttribute): string | undefined {
  const value = attribute.value
  if (typeof value === 'string') return value
  if (!value || typeof value !== 'object') return undefined
  const program = value.data?.estree
  const statement = program?.body.length === 1 ? program.body[0] : undefined
  const expression = statement?.type === 'ExpressionStatement' ? statement.expression : undefined
  if (expression?.type === 'Literal' && typeof expression.value === 'string') return expression.value
  if (expression?.type === 'TemplateLiteral' && expression.expressions.length === 0) return expression.quasis[0]?.value.cooked ?? undefined
  return undefined
}

function span(position: NonNullable<Root['position']>): Pick<PageLink, 'start' | 'end'> {
  return { start: position.start.offset ?? 0, end: position.end.offset ?? 0 }
}
