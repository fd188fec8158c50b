import type { ReaderLink } from '../ir/navigation-document.js'
import { DivisionNode, type DivisionLike, type GroupNode } from '../ir/types.js'
import { showsSomething } from './switch-targets.js'

/**
 * A division's `readerLinks` (navigation.json): where it leads a reader in a given version or
 * language, where that is not its link. Mintlify's `buildDivisionItem` gives every tab, anchor,
 * dropdown, product and menu item the first page of `getFirstPageFromCurrentDivisions`: in a
 * division holding versions (languages), the one of the reader's version (language) that shows
 * something, if it holds anything, and so on down; else the division's own first page. The reader's
 * version is the page's own, or on a page under none the one chosen earlier in the session, so a
 * renderer that remembers it needs every version's link, not only the default's.
 *
 * Entries come deepest first, so the first whose conditions hold is the one that applies; an entry
 * whose link is the one above it is left out. Undefined when every reader gets the division's link.
 */
export function readerLinksOf(
  division: DivisionNode,
  divisionLinks: ReadonlyMap<DivisionLike, string | undefined>,
  shown: Map<DivisionNode | GroupNode, boolean>,
): ReaderLink[] | undefined {
  const found: ReaderLink[] = []
  const visit = (node: DivisionNode, conditions: Omit<ReaderLink, 'link'>, above: string | undefined) => {
    const kind = node.childKey === 'versions' ? 'version' : node.childKey === 'languages' ? 'language' : undefined
    if (kind === undefined) return
    const seen = new Set<string>()
    for (const child of node.children) {
      if (!(child instanceof DivisionNode) || child.type !== kind || !showsSomething(child, shown)) continue
      // Mintlify takes the first of a label; a later one of the same label is never the reader's.
      if (seen.has(child.label)) continue
      seen.add(child.label)
      // A reader already in another version (language) above never comes here.
      if (conditions[kind] !== undefined && conditions[kind] !== child.label) continue
      // A version (language) that only links out holds nothing to open: the reader keeps the link above.
      if (!holdsContent(child)) continue
      const here = { ...conditions, [kind]: child.label }
      const link = divisionLinks.get(child) ?? above
      visit(child, here, link)
      if (link !== undefined && link !== above) found.push({ ...here, link })
    }
  }
  visit(division, {}, divisionLinks.get(division))
  return found.length > 0 ? found : undefined
}

/** Whether a division holds divisions, groups or pages (those it lists, or a spec's): Mintlify's `getNavigationFromDivision` finds a navigation in it. */
function holdsContent(division: DivisionNode): boolean {
  if (division.childKey !== undefined && division.childKey !== 'href') return true
  return division.children.some((child) => child.type !== 'global')
}
