import type { BlockContent, Heading, List, ListItem, Paragraph, PhrasingContent, RootContent } from 'mdast'
import { hasAttribute, isElement, liftedBlocks, type MdxElement, mintlifyCodeTitle, stringAttribute } from './mdx-nodes.js'

/**
 * Mintlify's components as plain Markdown (docs/page-markdown.md): callouts as blockquotes led by
 * their kind, cards as links, tabs, code groups, accordions and updates as headed sections one
 * level below the heading they stand under, steps as a numbered list, fields as list items; the
 * rest as their content.
 */

/** What a component's conversion needs of the page's. */
export interface ComponentConversion {
  /** Children as Markdown blocks, under a heading of depth `level`. */
  blocks(children: readonly RootContent[], level: number): RootContent[]
  /** Children as text of one line (a card's or a field's). */
  phrasing(children: readonly RootContent[]): PhrasingContent[]
  /** A link of the page as an absolute URL; `element`: the JSX element whose attribute it is, else a Markdown link or image. */
  href(href: string, element?: string): string
}

/** Mintlify's callouts, by the word that leads their blockquote. */
const CALLOUTS: ReadonlySet<string> = new Set(['Note', 'Info', 'Tip', 'Check', 'Warning', 'Danger'])

/** A list of fields (`<ParamField>`): consecutive ones are one list. */
const FIELD_LIST = 'docsnavFields'

/** The blocks standing for a component (a JSX element written as a block) under a heading of depth `level`. */
export function componentBlocks(node: MdxElement, level: number, conversion: ComponentConversion): RootContent[] {
  const name = node.name ?? ''
  const title = (fallback?: string) => stringAttribute(node, 'title') ?? fallback
  // A tab or step written on one line (`<Tab title="a">Text.</Tab>`) is a paragraph to MDX: as a block, it is one to its parent.
  const children = (node.children as RootContent[]).flatMap((child) => liftedBlocks(child) ?? [child])
  if (CALLOUTS.has(name) || name === 'Callout') {
    const lead = CALLOUTS.has(name) ? `${name}${title() === undefined ? '' : `: ${title()}`}` : title()
    return [callout(lead, conversion.blocks(children, level))]
  }
  switch (name) {
    case 'Card':
      return card(node, children, level, conversion)
    case 'CardGroup':
    case 'Columns':
      return cardList(children, level, conversion)
    case 'Tabs':
      return sections(children, level, conversion, (child) =>
        isElement(child, 'Tab') ? { title: stringAttribute(child, 'title') ?? 'Tab', content: child.children as RootContent[] } : undefined,
      )
    case 'CodeGroup':
      return sections(children, level, conversion, (child) =>
        child.type === 'code' ? { title: mintlifyCodeTitle(child) ?? child.lang ?? 'Code', content: [{ ...child, meta: null }] } : undefined,
      )
    case 'Accordion':
    case 'Expandable':
      return section(title(name === 'Expandable' ? 'Properties' : 'Details')!, children, level, conversion)
    case 'Update': {
      const description = stringAttribute(node, 'description')
      const lead: RootContent[] = description === undefined ? [] : [paragraph([{ type: 'emphasis', children: [{ type: 'text', value: description }] }])]
      return section(stringAttribute(node, 'label') ?? 'Update', [...lead, ...children], level, conversion)
    }
    case 'Steps':
      return steps(children, level, conversion)
    case 'ParamField':
    case 'ResponseField':
      return [field(node, children, level, conversion)]
    case 'Frame': {
      const caption = stringAttribute(node, 'caption')
      const content = conversion.blocks(children, level)
      return caption === undefined ? content : [...content, paragraph([{ type: 'emphasis', children: [{ type: 'text', value: caption }] }])]
    }
    case 'Icon':
      return []
    case 'img': {
      const image = imageOf(node, conversion)
      return image ? [paragraph([image])] : []
    }
    default:
      // AccordionGroup, Tooltip, Badge, a Tab or Step outside its parent, and any component of the page's own.
      return conversion.blocks(children, level)
  }
}

/** The text standing for a component written inside a line: a tooltip's, a badge's text; a link; an image; else its content. */
export function componentPhrasing(node: MdxElement, conversion: ComponentConversion): PhrasingContent[] {
  const children = conversion.phrasing(node.children as RootContent[])
  switch (node.name) {
    case 'Icon':
      return []
    case 'br':
      return [{ type: 'break' }]
    case 'img': {
      const image = imageOf(node, conversion)
      return image ? [image] : []
    }
    case 'a':
    case 'Card': {
      const href = stringAttribute(node, 'href')
      return href === undefined ? children : [{ type: 'link', url: conversion.href(href, node.name ?? undefined), children }]
    }
    default:
      return children
  }
}

/** Consecutive lists of fields as one list (a blank line between two lists would start a second one). */
export function joinFieldLists(blocks: RootContent[]): RootContent[] {
  const joined: RootContent[] = []
  for (const block of blocks) {
    const previous = joined.at(-1)
    if (isFieldList(block) && previous !== undefined && isFieldList(previous)) previous.children.push(...block.children)
    else joined.push(block)
  }
  return joined
}

function isFieldList(node: RootContent): node is List {
  return node.type === 'list' && (node.data as Record<string, unknown> | undefined)?.[FIELD_LIST] === true
}

function callout(lead: string | undefined, content: RootContent[]): RootContent {
  if (lead === undefined) return { type: 'blockquote', children: content as BlockContent[] }
  const strong: PhrasingContent = { type: 'strong', children: [{ type: 'text', value: lead.endsWith(':') ? lead : `${lead}:` }] }
  const [first, ...rest] = content
  // The kind leads the callout's first paragraph, as a reader sees it: "**Note:** Deploys are atomic."
  const children =
    first?.type === 'paragraph' ? [paragraph([strong, { type: 'text', value: ' ' }, ...first.children]), ...rest] : [paragraph([strong]), ...content]
  return { type: 'blockquote', children: children as BlockContent[] }
}

/**
 * A card: its title as a link to its `href` (bold without one), then its text: on the same line
 * when it is one paragraph (`[Quickstart](https://...): Deploy in five minutes.`, as llms.txt lists pages).
 */
function card(node: MdxElement, children: readonly RootContent[], level: number, conversion: ComponentConversion): RootContent[] {
  const title = stringAttribute(node, 'title')
  const href = stringAttribute(node, 'href')
  const label: PhrasingContent[] = [{ type: 'text', value: title ?? href ?? '' }]
  const lead: PhrasingContent[] =
    href !== undefined
      ? [{ type: 'link', url: conversion.href(href, 'Card'), children: label }]
      : title !== undefined
        ? [{ type: 'strong', children: label }]
        : []
  const content = conversion.blocks(children, level)
  if (lead.length === 0) return content
  const [only] = content
  if (content.length === 1 && only?.type === 'paragraph') return [paragraph([...lead, { type: 'text', value: ': ' }, ...only.children])]
  return [paragraph(lead), ...content]
}

/** A group of cards (`<CardGroup>`, `<Columns>`) as a list, a card an item; what else it holds, as blocks after. */
function cardList(children: readonly RootContent[], level: number, conversion: ComponentConversion): RootContent[] {
  const items: ListItem[] = []
  const others: RootContent[] = []
  for (const child of children) {
    if (isElement(child, 'Card')) {
      const content = card(
        child,
        (child.children as RootContent[]).flatMap((inner) => liftedBlocks(inner) ?? [inner]),
        level,
        conversion,
      )
      if (content.length > 0) items.push({ type: 'listItem', spread: false, children: content as BlockContent[] })
    } else others.push(child)
  }
  const list: RootContent[] = items.length > 0 ? [{ type: 'list', ordered: false, spread: false, children: items }] : []
  return [...list, ...conversion.blocks(others, level)]
}

/** Each child that `sectionOf` names as a section headed by its title; the other children as they are. */
function sections(
  children: readonly RootContent[],
  level: number,
  conversion: ComponentConversion,
  sectionOf: (child: RootContent) => { title: string; content: RootContent[] } | undefined,
): RootContent[] {
  return children.flatMap((child) => {
    const found = sectionOf(child)
    return found ? section(found.title, found.content, level, conversion) : conversion.blocks([child], level)
  })
}

function section(title: string, content: readonly RootContent[], level: number, conversion: ComponentConversion): RootContent[] {
  const depth = Math.min(level + 1, 6) as Heading['depth']
  return [{ type: 'heading', depth, children: [{ type: 'text', value: title }] }, ...conversion.blocks(content, depth)]
}

/** `<Steps>` as a numbered list, each step's title in bold above its content. */
function steps(children: readonly RootContent[], level: number, conversion: ComponentConversion): RootContent[] {
  const items: ListItem[] = []
  const others: RootContent[] = []
  for (const child of children) {
    if (!isElement(child, 'Step')) {
      others.push(child)
      continue
    }
    const title = stringAttribute(child, 'title')
    const content = conversion.blocks(child.children as RootContent[], level)
    const lead = title === undefined ? [] : [paragraph([{ type: 'strong', children: [{ type: 'text', value: title }] }])]
    items.push({ type: 'listItem', spread: true, children: [...lead, ...content] as BlockContent[] })
  }
  const list: RootContent[] = items.length > 0 ? [{ type: 'list', ordered: true, start: 1, spread: true, children: items }] : []
  return [...list, ...conversion.blocks(others, level)]
}

/** A field (`<ParamField query="limit" type="number" required>`) as a list item: its name in code, its facts in italics, then its text. */
function field(node: MdxElement, children: readonly RootContent[], level: number, conversion: ComponentConversion): List {
  const where = ['path', 'query', 'body', 'header'].find((key) => stringAttribute(node, key) !== undefined)
  const name = stringAttribute(node, 'name') ?? (where === undefined ? undefined : stringAttribute(node, where)) ?? ''
  const fallback = stringAttribute(node, 'default')
  const facts = [
    stringAttribute(node, 'type'),
    where,
    hasAttribute(node, 'required') ? 'required' : undefined,
    fallback === undefined ? undefined : `default: ${fallback}`,
  ].filter((fact) => fact !== undefined)
  const term: PhrasingContent[] = [{ type: 'inlineCode', value: name }]
  if (facts.length > 0) term.push({ type: 'text', value: ' ' }, { type: 'emphasis', children: [{ type: 'text', value: facts.join(', ') }] })
  const item: ListItem = { type: 'listItem', spread: false, children: [paragraph(term), ...conversion.blocks(children, level)] as BlockContent[] }
  return { type: 'list', ordered: false, spread: false, children: [item], data: { [FIELD_LIST]: true } as List['data'] }
}

function imageOf(node: MdxElement, conversion: ComponentConversion): PhrasingContent | undefined {
  const src = stringAttribute(node, 'src')
  return src === undefined ? undefined : { type: 'image', url: conversion.href(src, 'img'), alt: stringAttribute(node, 'alt') ?? '' }
}

function paragraph(children: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children }
}
