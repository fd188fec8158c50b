import { type FumadocsFolder, type FumadocsNode, type FumadocsRoot, fumadocsRoot } from '../../emit/targets/fumadocs.js'
import { siteSidebars } from '../../emit/targets/sidebars.js'
import type { NavigationDivision, NavigationDocument } from '../../ir/navigation-document.js'

/**
 * docsnav's navigation as Fumadocs' page tree (the `fumadocs` target's conversion, one copy of its
 * rules), and the part of it a page shows: Fumadocs' sidebar shows the innermost root folder around
 * the current page and offers every root folder in the tree as a sidebar tab, so a page is given
 * the root folders of its own tab row only (versions and languages go through docsnav's switchers).
 */

export interface DocsnavPageTree {
  /** The whole site: languages, versions, tabs (and the other divisions) as nested root folders. */
  tree: FumadocsRoot
  /** The division each root folder stands for. */
  divisions: Map<FumadocsFolder, NavigationDivision>
  /** What Fumadocs' page tree cannot hold (group tags, method badges), for a note in the log. */
  unexpressed?: string
}

/** The page tree of a compiled navigation. */
export function docsnavPageTree(navigation: NavigationDocument): DocsnavPageTree {
  return fumadocsRoot(siteSidebars(navigation), navigation)
}

/**
 * The tree a page's layout is given: the root folders of its tab row (Fumadocs' sidebar tabs), or,
 * in a division without tabs, that division's sidebar at the root (no tabs). A page in no sidebar
 * (hidden, unlisted) is given the sidebar of `fallback`'s division (the first page of its own)
 * without tabs: Fumadocs picks the tab by the page's URL, which no tab holds.
 */
export function divisionTree(site: DocsnavPageTree, url: string, fallback?: string): FumadocsRoot {
  const listed = pathTo(site.tree.children, url)
  const path = listed ?? (fallback === undefined ? undefined : pathTo(site.tree.children, fallback))
  if (!path) return site.tree
  const roots = path.filter((node): node is FumadocsFolder => node.type === 'folder' && node.root === true)
  const innermost = roots.at(-1)
  if (!innermost) return site.tree
  // Fumadocs finds the current tab by the page's URL, which no folder of the tree holds here.
  if (listed && site.divisions.get(innermost)?.kind === 'tab') {
    const parent = roots.at(-2)
    return { name: site.tree.name, $id: `${parent?.$id ?? site.tree.$id}:tabs`, children: (parent ?? site.tree).children }
  }
  return { name: innermost.name, $id: `${innermost.$id}:sidebar`, children: innermost.children }
}

/** The folders from the root down to the page at `url`, and the page's node; undefined when no node links there. */
function pathTo(nodes: readonly FumadocsNode[], url: string): FumadocsNode[] | undefined {
  for (const node of nodes) {
    if (node.type === 'page') {
      if (node.url === url && node.external !== true) return [node]
      continue
    }
    if (node.index?.url === url) return [node, node.index]
    const inner = pathTo(node.children, url)
    if (inner) return [node, ...inner]
  }
  return undefined
}
