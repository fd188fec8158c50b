import type { Root, RootContent } from 'mdast'

/**
 * GFM footnotes, which Mintlify's MDX draws and VitePress's Markdown does not read (without
 * markdown-it-footnote, `[^a]: [x](https://…)` is a link definition, and its use a dead link):
 * each reference a numbered link, each definition an item of a list at the page's end.
 */
export function footnotesAsHtml(tree: Root): void {
  const definitions = new Map<string, RootContent[]>()
  const numbers = new Map<string, number>()
  const id = (label: string) => label.toLowerCase().replace(/[^a-z0-9_-]+/g, '-')
  const visit = (parent: { children: RootContent[] }) => {
    parent.children = parent.children.flatMap((child): RootContent[] => {
      if (child.type === 'footnoteDefinition') {
        definitions.set(child.identifier, child.children as RootContent[])
        return []
      }
      if (child.type === 'footnoteReference') {
        if (!numbers.has(child.identifier)) numbers.set(child.identifier, numbers.size + 1)
        const number = numbers.get(child.identifier)
        return [{ type: 'html', value: `<sup class="dn-footnote-ref"><a href="#dn-fn-${id(child.identifier)}">${number}</a></sup>` }]
      }
      if ('children' in child && Array.isArray(child.children)) visit(child as { children: RootContent[] })
      return [child]
    })
  }
  visit(tree)
  if (definitions.size === 0) return
  const ordered = [...definitions.keys()].sort((a, b) => (numbers.get(a) ?? Infinity) - (numbers.get(b) ?? Infinity))
  tree.children.push({ type: 'html', value: '<ol class="dn-footnotes">' })
  for (const label of ordered) {
    tree.children.push({ type: 'html', value: `<li id="dn-fn-${id(label)}">` }, ...(definitions.get(label) ?? []), { type: 'html', value: '</li>' })
  }
  tree.children.push({ type: 'html', value: '</ol>' })
}
