import type { List, ListItem, Paragraph, PhrasingContent, RootContent } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { hasAttribute, isElement, mintlifyCodeTitle, stringAttribute } from '../../markdown/mdx-nodes.js'

/**
 * Mintlify's components as Material for MkDocs shows them, in Markdown that Material's own
 * extensions read (admonition, pymdownx.details, pymdownx.tabbed, md_in_html): each component
 * becomes Markdown text (an `html` node holding it) or plain mdast. What Material cannot show
 * keeps its content and says what the page loses (`Lost`), for the report at page:line:column.
 */

export type Element = MdxJsxFlowElement | MdxJsxTextElement

/** A component's place and what the page loses where it is (`<Icon>`: the icon is not shown). */
export interface Lost {
  line: number
  column: number
  name: string
  loses: string
}

/** What a conversion needs: Markdown for child nodes, and links as the page's file links them. */
export interface ComponentContext {
  /** The children as Markdown text (already converted, bottom up). */
  markdown(children: readonly RootContent[]): string
  /** A root-relative link (`/quickstart`) as a link from this page's file (`../quickstart.md`). */
  link(href: string): string
  lost(node: Element, loses: string): void
  /** A named icon as inline SVG, from the icon packages the MkDocs project installs; undefined when none has it. */
  icon(name: string, iconType: string | undefined): string | undefined
}

/** Mintlify's callouts, as Material's admonition types. */
const CALLOUTS: Readonly<Record<string, string>> = { Note: 'note', Info: 'info', Tip: 'tip', Check: 'success', Warning: 'warning', Danger: 'danger' }

/** The nodes that stand for `node` in the page, or undefined when it is not one of Mintlify's components. */
export function convertComponent(node: Element, context: ComponentContext): RootContent[] | undefined {
  const name = node.name ?? ''
  const text = (key: string) => stringAttribute(node, key)
  const body = () => context.markdown(node.children as RootContent[])
  if (CALLOUTS[name] !== undefined || name === 'Callout') {
    const type = CALLOUTS[name] ?? 'note'
    return [block(`!!! ${type}${quotedTitle(text('title'))}`, body())]
  }
  switch (name) {
    case 'Tabs':
      return [
        html(tabs(node.children as RootContent[], context, (child) => (isElement(child, 'Tab') ? (stringAttribute(child, 'title') ?? 'Tab') : undefined))),
      ]
    case 'CodeGroup':
      return [
        html(
          tabs(node.children as RootContent[], context, (child) => (child.type === 'code' ? (mintlifyCodeTitle(child) ?? child.lang ?? 'Code') : undefined)),
        ),
      ]
    case 'Tab':
    case 'AccordionGroup':
      return node.children as RootContent[]
    case 'Accordion':
    case 'Expandable':
      return [block(`??? note${quotedTitle(text('title') ?? (name === 'Expandable' ? 'Properties' : 'Details'))}`, body())]
    case 'Card': {
      const title = text('title')
      const href = text('href')
      const heading = title === undefined ? '' : href === undefined ? `**${title}**` : `**[${title}](${context.link(href)})**`
      const icon = text('icon') === undefined ? undefined : iconHtml(node, context, 'its icon')
      const top = [icon, heading].filter((part) => part !== undefined && part !== '').join(' ')
      return [block('!!! docsnav-card ""', [top, body()].filter((part) => part !== '').join('\n\n'))]
    }
    case 'CardGroup':
    case 'Columns':
      return [html(`<div class="docsnav-columns" markdown>\n\n${body()}\n\n</div>`)]
    case 'Steps':
      return [steps(node)]
    case 'Frame': {
      const caption = text('caption')
      const children = node.children as RootContent[]
      return caption === undefined ? children : [...children, paragraph([{ type: 'emphasis', children: [{ type: 'text', value: caption }] }])]
    }
    case 'Tooltip': {
      const tip = text('tip') ?? ''
      const inner = context.markdown(node.children as RootContent[]).trim()
      return [{ type: 'html', value: `<abbr title="${escapeAttribute(tip)}">${inner}</abbr>` }]
    }
    case 'ParamField':
    case 'ResponseField': {
      const fieldName = text('name') ?? text('path') ?? text('query') ?? text('body') ?? text('header') ?? ''
      const where = ['path', 'query', 'body', 'header'].find((key) => text(key) !== undefined)
      const facts = [text('type'), where, hasAttribute(node, 'required') ? 'required' : undefined].filter((fact) => fact !== undefined)
      const term = `\`${fieldName}\`${facts.length > 0 ? ` *${facts.join(', ')}*` : ''}`
      const [first = '', ...rest] = body().trim().split('\n')
      // A definition list (def_list): the field, then its description.
      return [html(first === '' ? term : `${term}\n:   ${first}\n${indented(rest.join('\n'))}`.trimEnd())]
    }
    case 'Update': {
      const label = [text('label'), text('description')].filter((part) => part !== undefined).join(' — ')
      return [block(`!!! info${quotedTitle(label || 'Update')}`, body())]
    }
    case 'Badge':
      return [{ type: 'html', value: `<span class="docsnav-badge">${context.markdown(node.children as RootContent[]).trim()}</span>` }]
    case 'Icon': {
      const icon = iconHtml(node, context, `the icon \`${text('icon') ?? ''}\``)
      return icon === undefined ? [] : [{ type: 'html', value: icon }]
    }
    default:
      // The components more-components.ts draws, or none.
      return undefined
  }
}

/**
 * An element's `icon` as inline SVG (Font Awesome's or Lucide's, from the project's npm packages),
 * or undefined, said as lost, when no installed package has it (`what`: how the loss names it).
 */
function iconHtml(node: Element, context: ComponentContext, what: string): string | undefined {
  const name = stringAttribute(node, 'icon') ?? ''
  const svg = context.icon(name, stringAttribute(node, 'iconType'))
  if (svg === undefined) context.lost(node, `${what} is not shown (no installed icon package has it: npm install @fortawesome/fontawesome-free lucide-static)`)
  return svg === undefined ? undefined : `<span class="docsnav-icon">${svg}</span>`
}

/** A tab set (pymdownx.tabbed): each child that `titleOf` names is a tab; the rest is left out. */
export function tabs(children: readonly RootContent[], context: ComponentContext, titleOf: (child: RootContent) => string | undefined): string {
  const parts: string[] = []
  for (const child of children) {
    const title = titleOf(child)
    if (title === undefined) continue
    const content = child.type === 'code' ? context.markdown([{ ...child, meta: null }]) : context.markdown((child as Element).children as RootContent[])
    parts.push(`=== ${JSON.stringify(title)}\n\n${indented(content)}`)
  }
  return parts.join('\n\n')
}

/** `<Steps>` as an ordered list, each step's title in bold above its content. */
function steps(node: Element): List {
  const items: ListItem[] = (node.children as RootContent[])
    .filter((child): child is MdxJsxFlowElement => isElement(child, 'Step'))
    .map((step) => {
      const title = stringAttribute(step, 'title')
      const content = step.children as ListItem['children']
      return {
        type: 'listItem',
        spread: true,
        children: title === undefined ? content : [paragraph([{ type: 'strong', children: [{ type: 'text', value: title }] }]), ...content],
      }
    })
  return { type: 'list', ordered: true, start: 1, spread: true, children: items }
}

export function block(opening: string, body: string): RootContent {
  return html(`${opening}\n\n${indented(body)}`.trimEnd())
}

export function html(value: string): RootContent {
  return blockHtml(value)
}

/** Markdown text that stands as a block of its own (an HTML node is inline to mdast-util-to-markdown). */
export function blockHtml(value: string): RootContent {
  return { type: 'html', value, data: { docsnavBlock: true } } as RootContent
}

export function isBlockHtml(node: RootContent): boolean {
  return node.type === 'html' && (node.data as { docsnavBlock?: boolean } | undefined)?.docsnavBlock === true
}

export function paragraph(children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children }
}

export function indented(text: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? '' : `    ${line}`))
    .join('\n')
}

export function quotedTitle(title: string | undefined): string {
  return title === undefined ? '' : ` ${JSON.stringify(title)}`
}

export function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}
