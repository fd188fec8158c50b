import { DivisionNode, GroupNode } from '../../ir/types.js'
import type { Region } from '../../source/source-file.js'

/** The fields of a generated group whose owner cannot show it. */
const UNSHOWN = Object.freeze({ hidden: true })

/**
 * Whether an element that owns a spec has no sidebar for its generated pages: one that links out
 * or holds other divisions. Mintlify still generates them (routable, never listed), and so does
 * docsnav, in hidden groups.
 */
export function cannotShowGenerated(owner: DivisionNode | GroupNode): owner is DivisionNode {
  return owner instanceof DivisionNode && owner.childKey !== undefined && owner.childKey !== 'pages' && owner.childKey !== 'groups'
}

/** A group of generated pages, located at the spec setting that made it. */
export function generatedGroup(region: Region, pointer: string, label: string, unshown: boolean): GroupNode {
  const group = new GroupNode({}, region, pointer, -1, label)
  group.generated = true
  if (unshown) group.fields = UNSHOWN
  return group
}

/** Puts generated groups after the owner's own content (and before a division's `global`). */
export function insertContent(owner: DivisionNode | GroupNode, groups: GroupNode[]): void {
  // Never spread as arguments: a spec with 150,000 tags would overflow the stack.
  if (owner instanceof GroupNode) {
    for (const group of groups) owner.children.push(group)
    return
  }
  const globalAt = owner.children.findIndex((child) => child.type === 'global')
  const global = globalAt === -1 ? [] : owner.children.splice(globalAt)
  for (const group of groups) owner.children.push(group)
  for (const child of global) owner.children.push(child)
  owner.childKey ??= 'groups'
}
