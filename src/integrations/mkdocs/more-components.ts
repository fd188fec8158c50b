import type { Code, List, ListItem, PhrasingContent, RootContent } from 'mdast'
import { mintlifyCodeTitle, stringAttribute } from '../../markdown/mdx-nodes.js'
import { block, type ComponentContext, type Element, escapeAttribute, html, indented, paragraph, quotedTitle, tabs } from './components.js'

/**
 * Mintlify's components that Material has no block of its own for, drawn with what it has: file
 * trees as nested lists, colours as swatches, views as content tabs, tiles and repositories as
 * cards, examples and prompts as admonitions, columns and panels as their content; a Mermaid
 * diagram as its source (said as lost). Undefined for a name that is none of Mintlify's.
 */
export function drawnApart(node: Element, context: ComponentContext): RootContent[] | undefined {
  const text = (key: string) => stringAttribute(node, key)
  const children = node.children as RootContent[]
  const body = () => context.markdown(children)
  switch (node.name) {
    case 'Tree':
    case 'FileTree':
      return [treeList(children)]
    case 'Tree.Folder': {
      const items = children.filter((child) => child.type === 'listItem')
      const name: PhrasingContent = { type: 'strong', children: [{ type: 'text', value: `${text('name') ?? ''}/` }] }
      return [{ type: 'listItem', spread: false, children: [paragraph([name]), ...(items.length > 0 ? [treeList(items)] : [])] } as ListItem]
    }
    case 'Tree.File': {
      const comment = text('comment')
      const name: PhrasingContent[] = [
        { type: 'inlineCode', value: text('name') ?? '' },
        ...(comment === undefined ? [] : [{ type: 'text', value: ` — ${comment}` } as PhrasingContent]),
      ]
      return [{ type: 'listItem', spread: false, children: [paragraph(name)] } as ListItem]
    }
    case 'Color':
      return children
    case 'Color.Row': {
      const title = text('title')
      const items = children.filter((child) => !(child.type === 'text' && child.value.trim() === ''))
      return [
        paragraph([
          ...(title === undefined
            ? []
            : [{ type: 'strong', children: [{ type: 'text', value: title }] } as PhrasingContent, { type: 'text', value: ' ' } as PhrasingContent]),
          ...(items as PhrasingContent[]),
        ]),
      ]
    }
    case 'Color.Item': {
      const value = text('value')
      const swatch = value === undefined ? '' : `<span class="docsnav-swatch" style="background: ${escapeAttribute(value)}"></span> `
      return [
        {
          type: 'html',
          value: `<span class="docsnav-color">${swatch}${escapeAttribute(text('name') ?? '')}${value === undefined ? '' : ` <code>${escapeAttribute(value)}</code>`}</span> `,
        },
      ]
    }
    case 'Column':
      return [html(`<div class="docsnav-column" markdown>\n\n${body()}\n\n</div>`)]
    case 'Panel':
      return children
    case 'CodeBlock': {
      const code: Code = { type: 'code', lang: text('language') ?? null, meta: null, value: textOf(children) }
      const title = text('filename')
      return [{ ...code, meta: title === undefined ? null : `title=${JSON.stringify(title)}` }]
    }
    case 'RequestExample':
    case 'ResponseExample': {
      const title = node.name === 'RequestExample' ? 'Request' : 'Response'
      const codes = children.filter((child) => child.type === 'code')
      const content =
        codes.length > 1 ? tabs(children, context, (child) => (child.type === 'code' ? (mintlifyCodeTitle(child) ?? child.lang ?? 'Code') : undefined)) : body()
      return [block(`!!! example${quotedTitle(title)}`, content)]
    }
    case 'View':
      // Consecutive views are one set of content tabs (pymdownx.tabbed joins adjacent `===` blocks).
      return [html(`=== ${JSON.stringify(text('title') ?? 'View')}\n\n${indented(body())}`)]
    case 'Tile': {
      const title = text('title')
      const href = text('href')
      const heading = title === undefined ? '' : href === undefined ? `**${title}**` : `**[${title}](${context.link(href)})**`
      return [block('!!! docsnav-card ""', [heading, text('description') ?? '', body()].filter((part) => part !== '').join('\n\n'))]
    }
    case 'GitHub.Repo': {
      const repo = text('repo') ?? ''
      return [block('!!! docsnav-card ""', `**[${repo}](https://github.com/${repo})**`)]
    }
    case 'Prompt':
      return [block(`!!! quote${quotedTitle(text('description') ?? 'Prompt')}`, body())]
    case 'Visibility':
      // Mintlify shows `for="agents"` content only in the Markdown it serves to agents.
      return text('for') === 'agents' ? [] : children
    case 'Mermaid':
      context.lost(node, 'Material draws Mermaid only with its mermaid.js set up: the diagram is shown as its source')
      // The chart is its `chart`, else its text; with both, the text is shown after it.
      return text('chart') === undefined
        ? [{ type: 'code', lang: 'mermaid', meta: null, value: textOf(children) }]
        : [{ type: 'code', lang: 'mermaid', meta: null, value: text('chart')! }, ...children]
    default:
      return undefined
  }
}

/** A file tree's entries (already list items, bottom up) as a list. */
function treeList(children: readonly RootContent[]): List {
  return { type: 'list', ordered: false, spread: false, children: children.filter((child): child is ListItem => child.type === 'listItem') }
}

/** The text of nodes, as written (a `<CodeBlock>`'s code). */
function textOf(nodes: readonly RootContent[]): string {
  return nodes
    .map((node) => ('value' in node && typeof node.value === 'string' ? node.value : 'children' in node ? textOf(node.children as RootContent[]) : ''))
    .join('')
    .trim()
}
