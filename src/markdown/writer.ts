import type { Root } from 'mdast'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
let writer: ((tree: Root) => string) | undefined

/**
 * mdast as Markdown: mdast-util-to-markdown with GFM (tables, task lists, strikethrough, footnotes)
 * and math, loaded on first use as src/parse/mdx.ts loads the parser (`docsnav check` never needs
 * it). MDX's extension is there only for what it escapes: text that read `{`, `<` or `>` where MDX
 * would read an expression or a tag stays text (`\{`), which plain Markdown reads as the character.
 */
export function writeMarkdown(tree: Root): string {
  writer ??= markdownWriter()
  return writer(tree)
}

function markdownWriter(): (tree: Root) => string {
  const load = <T>(name: string) => require(name) as T
  const { toMarkdown } = load<typeof import('mdast-util-to-markdown')>('mdast-util-to-markdown')
  const { gfmToMarkdown } = load<typeof import('mdast-util-gfm')>('mdast-util-gfm')
  const { mathToMarkdown } = load<typeof import('mdast-util-math')>('mdast-util-math')
  const { mdxToMarkdown } = load<typeof import('mdast-util-mdx')>('mdast-util-mdx')
  const options: import('mdast-util-to-markdown').Options = {
    extensions: [gfmToMarkdown(), mathToMarkdown(), mdxToMarkdown()],
    bullet: '-',
    bulletOrdered: '.',
    emphasis: '*',
    fences: true,
    rule: '-',
  }
  return (tree) => toMarkdown(tree, options).trim()
}
