import type { AnyNavNode, RootNode } from './types.js'

/** Returned by a visitor to leave the node's children out of the walk. */
export const SKIP = 'skip'

type ParentNode = Extract<AnyNavNode, { children: unknown }>
// biome-ignore lint/suspicious/noConfusingVoidType: a visitor may return anything but SKIP, as unist-util-visit's do
export type Visitor = (node: AnyNavNode, index: number | undefined, parent: ParentNode | undefined) => void | typeof SKIP

/**
 * Pre-order walk over the navigation tree, with unist-util-visit's visitor signature
 * `(node, index, parent)` and `SKIP`. Passes walk with this instead of unist-util-visit because
 * that one renames a closure for every node it visits (for stack traces), which costs 20 ms on
 * the largest real config, more than parsing it; test/walk.test.ts checks both visit the same nodes
 * in the same order.
 */
export function walk(tree: RootNode | ParentNode, visitor: Visitor): void {
  if (visitor(tree, undefined, undefined) !== SKIP) walkChildren(tree, visitor)
}

function walkChildren(parent: ParentNode, visitor: Visitor): void {
  const children: readonly AnyNavNode[] = parent.children
  for (let index = 0; index < children.length; index++) {
    const child = children[index]!
    // Checking the type, not `'children' in child`: a miss on a class instance walks its prototypes.
    const type = child.type
    if (visitor(child, index, parent) !== SKIP && type !== 'page' && type !== 'operation' && type !== 'globalEntry') {
      walkChildren(child as ParentNode, visitor)
    }
  }
}
