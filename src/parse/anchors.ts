import type { Heading, Root, RootContent } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { EMOJI, parseMdx, type CustomHeadingId } from './mdx.js'
import { slugify, slugifyWithCounter } from './slugify.js'

/**
 * The ids a page's links can name after `#`, made as Mintlify makes them (`@mintlify/common`:
 * `remarkComponentIds`, then `remarkExtractTableOfContents`, then link-rot's
 * `extractComponentAnchorIds`, in that order on one tree): headings of levels 1 to 4 slugged with a
 * counter (`intro`, `intro-2`), custom ids (`## Setup {#setup}`), the `id` of components that pass
 * it to the page, titles of tabs, accordions and views, steps and updates, `ParamField` names.
 * Headings hidden from readers (`<Visibility for="agents">`) keep their ids but leave the contents.
 * Checked against Mintlify's own code on generated pages (test/mintlify/anchors.test.ts).
 */

type Counter = ReturnType<typeof slugifyWithCounter>

/** Components that do not pass their `id` to the page (`COMPONENTS_WITHOUT_ID`). */
const WITHOUT_ID = new Set([
  'Info',
  'Warning',
  'Note',
  'Tip',
  'Check',
  'Danger',
  'Callout',
  'AccordionGroup',
  'Card',
  'CardGroup',
  'Tabs',
  'CodeGroup',
  'Column',
  'Columns',
  'CustomCode',
  'CustomComponent',
  'DynamicCustomComponent',
  'Expandable',
  'Frame',
  'GitHub',
  'Github',
  'Icon',
  'Latex',
  'Mermaid',
  'Panel',
  'Popup',
  'Prompt',
  'RequestExample',
  'ResponseExample',
  'SnippetGroup',
  'Steps',
  'Tile',
  'Tooltip',
  'Tree',
  'FileTree',
  'Variation',
  'Visibility',
  'MDX',
  'Badge',
  'Color',
  'ZoomImage',
])
/** Components whose `id` is cleaned as a heading id when rendered. */
const CLEANED_ID = new Set(['Heading', 'Step', 'Update'])
/** Headings inside these are left out of the table of contents (their own ids still count). */
const NO_CONTENTS_INSIDE = new Set(['Accordion', 'AccordionGroup', 'Expandable', 'Update', 'Prompt'])
const PARAM_FIELDS = new Set(['ParamField', 'Param', 'ResponseField'])
const PARAM_NAME_ATTRIBUTES = new Set(['query', 'path', 'body', 'header', 'name'])
const JSX_HEADINGS = new Set(['h1', 'h2', 'h3', 'h4'])

type Node = Root | RootContent
type Element = MdxJsxFlowElement

/**
 * Every anchor id of a page. `customIds` are the `{#id}` of heading lines (by line), which
 * Mintlify turns into `<hN id>` elements before parsing. Changes the tree (as Mintlify's plugins
 * do): call it after the links have been read.
 */
export function anchorIds(tree: Root, customIds: ReadonlyMap<number, CustomHeadingId>): Set<string> {
  const all: Node[] = []
  walk(tree, (node) => all.push(node))
  const titles = new Map<Node, string>()
  for (const node of all) {
    const custom = node.type === 'heading' && customIds.size > 0 && node.position ? customIds.get(node.position.start.line) : undefined
    if (node.type !== 'heading' || !custom) continue
    // An id that cleans to nothing (`{#🚀}`) leaves the slug to the title, which Mintlify parses on
    // a line of its own, where `- a` is a list and a closing `#` stays.
    if (custom.id === '') titles.set(node, ownLineTitle(custom.title) ?? contentsTitle(node))
    becomeElement(node, `h${node.depth}`, [attribute('id', custom.id)])
  }
  // remarkComponentIds: headings of levels 1-4 become `Heading` elements with a counted slug.
  const headingCounter = slugifyWithCounter()
  for (const node of all) {
    if (node.type === 'heading' && node.depth <= 4)
      becomeElement(node, 'Heading', [attribute('level', node.depth), attribute('id', mintSlug(contentsTitle(node), headingCounter))])
  }
  titleIds(all, slugifyWithCounter())
  const ids = new Set<string>()
  for (const slug of tableOfContents(tree, titles)) ids.add(safeCleanHeadingId(slug))
  for (const id of componentIds(all)) ids.add(id)
  return ids
}

/** Ids from titles: `Tab` (counted, avoiding explicit ids), `Accordion` and `View` (`-1`, `-2` for repeats). */
function titleIds(all: Node[], tabCounter: Counter): void {
  const usedTabIds = new Set<string>()
  for (const node of all) {
    const id = isElement(node, 'Tab') ? stringAttribute(node, 'id') : undefined
    if (id) usedTabIds.add(id)
  }
  for (const node of all) {
    if (!isElement(node, 'Tab') || stringAttribute(node, 'id')) continue
    const title = stringAttribute(node, 'title')
    if (!title) continue
    // A tab whose id is an expression still takes a slug (and moves the counter), unused.
    let slug = mintSlug(title, tabCounter)
    while (usedTabIds.has(slug)) slug = mintSlug(title, tabCounter)
    usedTabIds.add(slug)
    if (!hasAttribute(node, 'id')) node.attributes.push(attribute('id', slug))
  }
  for (const name of ['Accordion', 'View']) {
    const counts = new Map<string, number>()
    for (const node of all) {
      if (!isElement(node, name) || hasAttribute(node, 'id')) continue
      const title = stringAttribute(node, 'title')
      if (!title) continue
      const base = componentId(title, 0)
      const count = counts.get(base) ?? 0
      counts.set(base, count + 1)
      node.attributes.push(attribute('id', componentId(title, count)))
    }
  }
}

/** remarkExtractTableOfContents: the slugs of headings, updates and steps, deduplicated across the page (and the ids it rewrites). */
function tableOfContents(tree: Root, titles: ReadonlyMap<Node, string>): string[] {
  const seen = new Map<string, number>()
  const deduplicate = (slug: string) => {
    const count = seen.get(slug) ?? 0
    seen.set(slug, count + 1)
    if (count === 0) return slug
    let suffix = count + 1
    while (seen.has(`${slug}-${suffix}`)) suffix++
    seen.set(`${slug}-${suffix}`, 1)
    return `${slug}-${suffix}`
  }
  const excluded = new Set<Node>()
  const inheritedTitleSize = new Map<Node, string>()
  walk(tree, (node) => {
    const hidden = (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Visibility' && hiddenFromHumans(node)
    if (hidden || (node.type === 'mdxJsxFlowElement' && node.name && NO_CONTENTS_INSIDE.has(node.name)))
      walk(node, (child) => child !== node && excluded.add(child))
    if (node.type !== 'mdxJsxFlowElement') return
    const size = node.name === 'Steps' ? stringAttribute(node, 'titleSize') : undefined
    if (size) inheritSteps(node.children, size, inheritedTitleSize)
  })
  const slugsFound: string[] = []
  walk(tree, (node) => {
    if (excluded.has(node) || node.type !== 'mdxJsxFlowElement') return
    const name = node.name ?? ''
    const stepSize = name === 'Step' ? (stringAttribute(node, 'titleSize') ?? inheritedTitleSize.get(node)) : undefined
    const stepTitle = name === 'Step' ? (stringAttribute(node, 'title') ?? '') : undefined
    const noAnchor = node.attributes.some(
      (item) =>
        item.type === 'mdxJsxAttribute' &&
        item.name === 'noAnchor' &&
        (item.value == null || item.value === 'true' || (typeof item.value === 'object' && item.value.value === 'true')),
    )
    const counts =
      JSX_HEADINGS.has(name) ||
      name === 'Heading' ||
      (name === 'Update' && hasAttribute(node, 'label')) ||
      (name === 'Step' && !noAnchor && (stepSize === 'h2' || stepSize === 'h3') && stepTitle!.trim() !== '')
    if (!counts) return
    const title = stepTitle ?? titles.get(node) ?? contentsTitle(node)
    const explicit = ['Heading', 'Step', 'Update'].includes(name) || hasAttribute(node, 'id') ? stringAttribute(node, 'id') : undefined
    const slug = deduplicate((explicit && safeCleanHeadingId(explicit)) || mintSlug(title))
    slugsFound.push(slug)
    const existing = stringAttribute(node, 'id')
    if (existing !== undefined ? existing !== slug : name === 'Update' || name === 'Step') {
      if (existing === undefined) node.attributes.push(attribute('id', slug))
      else setAttribute(node, 'id', slug)
    } else if (existing === undefined && name !== 'Heading' && !hasAttribute(node, 'id')) node.attributes.unshift(attribute('id', slug))
    if (name !== 'Update' && name !== 'Step') node.name = 'Heading'
  })
  return slugsFound
}

/**
 * `resolveVisibilityFor`: content for agents only, or for no audience it knows (`for` missing,
 * misspelt), is hidden from readers; for a value known only at run time (`for={audience}`) it is not.
 */
function hiddenFromHumans(node: Element | MdxJsxTextElement): boolean {
  let invalid = false
  let dynamic = false
  for (const item of node.attributes) {
    if (item.type !== 'mdxJsxAttribute' || item.name !== 'for') continue
    let value = typeof item.value === 'string' ? item.value : undefined
    if (item.value && typeof item.value === 'object') {
      const quoted = /^(["'`])((?:\\.|(?!\1)[^\\])*)\1$/.exec(item.value.value.trim())
      if (!quoted || (quoted[1] === '`' && quoted[2]!.includes('${'))) dynamic = true
      else value = quoted[2]!
    }
    if (value === 'humans' || value === 'agents') return value === 'agents'
    if (value !== undefined) invalid = true
  }
  return invalid || !dynamic
}

/** A custom-id heading's title parsed as Mintlify parses it, alone on its line; undefined when that is no MDX. */
function ownLineTitle(title: string): string | undefined {
  const parsed = parseMdx(title)
  return 'error' in parsed ? undefined : contentsTitle(parsed.tree)
}

/** `<Steps titleSize>` reaches its own steps (through fragments), not those of a nested `<Steps>`. */
function inheritSteps(children: readonly Node[], size: string, inherited: Map<Node, string>): void {
  for (const child of children) {
    if (child.type !== 'mdxJsxFlowElement') continue
    if (child.name === 'Step') inherited.set(child, size)
    else if (!child.name) inheritSteps(child.children, size, inherited)
  }
}

/** link-rot's `extractComponentAnchorIds`: the `id` of components that render it, and `ParamField` names. */
function componentIds(all: Node[]): string[] {
  const ids: string[] = []
  const paramCounts = new Map<string, number>()
  for (const node of all) {
    if (node.type !== 'mdxJsxFlowElement') continue
    const name = node.name ?? ''
    if (PARAM_FIELDS.has(name)) {
      const named = node.attributes.find((item) => item.type === 'mdxJsxAttribute' && PARAM_NAME_ATTRIBUTES.has(item.name))
      if (named && typeof named.value === 'string' && named.value) {
        const count = paramCounts.get(named.value) ?? 0
        paramCounts.set(named.value, count + 1)
        ids.push(slugify(`param-${named.value}${count > 0 ? `_${count}` : ''}`, { decamelize: true, separator: '-' }))
      }
      continue
    }
    if (WITHOUT_ID.has(name)) continue
    const id = node.attributes.find((item) => item.type === 'mdxJsxAttribute' && item.name === 'id')
    if (id && typeof id.value === 'string' && id.value) ids.push(CLEANED_ID.has(name) ? safeCleanHeadingId(id.value) : id.value)
  }
  return ids
}

/** Mintlify's `slugify`: lower case, white space as `-`, percent-encoded, then @sindresorhus/slugify (`%` kept for encoded text). */
function mintSlug(title: string, counter?: Counter): string {
  const slugify = counter ?? slugifyWithCounter()
  const encoded = encodeURIComponent(title.toLowerCase().trim().replace(/\s+/g, '-'))
  return /%[0-9A-F]{2}/.test(encoded)
    ? slugify(encoded, { decamelize: false, preserveCharacters: ['%', '_'], lowercase: false })
    : slugify(encoded, { decamelize: false, preserveCharacters: ['_'] })
}

/** `generateComponentId`: the title slugged (its first `:` as `-`), `-N` for the N+1th. */
function componentId(title: string, count: number): string {
  const base = slugify(title.replace(':', '-'), { decamelize: false })
  return count > 0 ? `${base}-${count}` : base
}

/** `cleanHeadingId`, never throwing: percent-escapes decoded, punctuation and emoji removed. */
export function safeCleanHeadingId(id: string): string {
  try {
    return decodeURIComponent(id.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'))
      .replace(/[?,;:!'"()[\]{}]/g, '')
      .replace(EMOJI, '')
  } catch {
    return id
  }
}

/** `getTableOfContentsTitle`: the text and inline code of a heading, without images, math or expressions. */
function contentsTitle(node: Node): string {
  if (node.type === 'mdxJsxFlowElement' && node.name === 'Update') return stringAttribute(node, 'label') ?? ''
  if (node.type === 'text' || node.type === 'inlineCode') return node.value
  if (!('children' in node)) return ''
  let title = ''
  for (const child of node.children as Node[]) title += contentsTitle(child)
  return title
}

/** Pre-order, as unist-util-visit walks (without its per-node overhead). */
function walk(node: Node, visit: (node: Node) => unknown): void {
  visit(node)
  if ('children' in node) for (const child of node.children as Node[]) walk(child, visit)
}

function becomeElement(node: Heading | Element, name: string, attributes: MdxJsxAttribute[]): void {
  const element = node as unknown as Element
  element.type = 'mdxJsxFlowElement'
  element.name = name
  element.attributes = attributes
}

function isElement(node: Node, name: string): node is Element {
  return node.type === 'mdxJsxFlowElement' && node.name === name
}

function attribute(name: string, value: string | number): MdxJsxAttribute {
  return { type: 'mdxJsxAttribute', name, value: value as string }
}

function hasAttribute(node: Element, name: string): boolean {
  return node.attributes.some((item) => item.type === 'mdxJsxAttribute' && item.name === name)
}

/** The first attribute of that name, when its value is a string (Mintlify's `getStringAttribute`). */
function stringAttribute(node: Element, name: string): string | undefined {
  const found = node.attributes.find((item) => item.type === 'mdxJsxAttribute' && item.name === name)
  return found && typeof found.value === 'string' ? found.value : undefined
}

function setAttribute(node: Element, name: string, value: string): void {
  node.attributes = node.attributes.map((item) => (item.type === 'mdxJsxAttribute' && item.name === name ? attribute(name, value) : item))
}

/**
 * The id of each heading of a page without components (plain Markdown), in order, as Mintlify
 * gives it on the rendered page: levels 1 to 4 slugged and counted (`intro`, `intro-2`), or their
 * custom id (`customIds`, by line, as {@link parseMdx} finds them); none for levels 5 and 6, which
 * have no anchor. The headings are not changed.
 */
export function headingIds(headings: readonly Heading[], customIds: ReadonlyMap<number, CustomHeadingId> = new Map()): (string | undefined)[] {
  const copies = headings.map((heading) => ({ ...heading }))
  anchorIds({ type: 'root', children: copies }, customIds)
  return copies.map((copy) => {
    const element = copy as unknown as Node
    if (element.type !== 'mdxJsxFlowElement') return undefined
    const id = stringAttribute(element, 'id')
    return id === undefined ? undefined : safeCleanHeadingId(id)
  })
}
