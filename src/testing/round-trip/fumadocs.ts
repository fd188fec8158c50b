import { posix } from 'node:path'
import type { FumadocsNode, FumadocsRoot } from '../../emit/targets/fumadocs.js'
import type { NavigationShape, ShapeItem, SidebarShape } from './shape.js'

/**
 * The Fumadocs half of the round trip docs.json → `--target fumadocs` → Fumadocs project →
 * `docsnav import`: the content folder a user's project would have for the page tree the export
 * wrote (`fumadocs/page-tree.json`), as meta.json files (the import reads those, not our JSON),
 * and what of a navigation's shape survives it.
 *
 * The layout: every page file where its URL puts it (`/guides/intro` is
 * `content/docs/guides/intro.mdx`, titled with its label), the loader's `baseUrl` `/` so that URLs
 * stay as they were; a group whose root page is `/guides` is the folder `guides/` (its root is the
 * folder's `index.mdx`, which Fumadocs shows as the folder's page), a group without one a route
 * group folder `(group-N)/` holding only its meta.json (route groups add nothing to URLs), a
 * division a route group folder with `root: true`. Each folder's meta.json lists its items in order
 * by relative path, which the `pages` grammar allows (`../intro`).
 */
export function fumadocsProject(outputs: Readonly<Record<string, string>>): Record<string, string> {
  const tree = JSON.parse(outputs['fumadocs/page-tree.json'] ?? '{"name":"Docs","children":[]}') as FumadocsRoot
  const content = 'content/docs'
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify({ name: 'round-trip', private: true, type: 'module' })}\n`,
    'source.config.ts': "import { defineDocs } from 'fumadocs-mdx/config'\n\nexport const docs = defineDocs({ dir: 'content/docs' })\n",
    'lib/source.ts':
      "import { loader } from 'fumadocs-core/source'\nimport { docs } from '@/.source'\n\nexport const source = loader({ baseUrl: '/', source: docs.toFumadocsSource() })\n",
  }
  // URLs that are a group's root are folders (`<url>/index.mdx`); other pages are `<url>.mdx`.
  const roots = new Set<string>()
  const collectRoots = (nodes: readonly FumadocsNode[]) => {
    for (const node of nodes) {
      if (node.type !== 'folder') continue
      if (node.index && node.index.url !== '/') roots.add(node.index.url)
      collectRoots(node.children)
    }
  }
  collectRoots(tree.children)
  const titled = new Map<string, { title: string; icon?: string }>()
  const fileOf = (url: string): string => {
    const path = decodeURI(url).replace(/^\/|\/$/g, '')
    if (path === '') return 'index'
    return roots.has(url) ? `${path}/index` : path
  }
  const page = (url: string, title: string, icon?: string) => {
    if (!titled.has(url)) titled.set(url, { title, ...(icon === undefined ? {} : { icon }) })
  }
  let groups = 0
  const meta = (folder: string, data: Record<string, unknown>) => {
    files[posix.join(content, folder, 'meta.json')] = `${JSON.stringify(data, null, 2)}\n`
  }
  /** The meta items of a list of nodes, as seen from `folder`. */
  const items = (nodes: readonly FumadocsNode[], folder: string): string[] =>
    nodes.flatMap((node): string[] => {
      if (node.type === 'page') {
        if (node.external || !node.url.startsWith('/')) return [`${node.external ? 'external:' : ''}[${node.name}](${node.url})`]
        page(node.url, node.name, node.icon)
        // With its extension: `guides` names the folder `guides/` where there is one, `guides.mdx` the page.
        return [posix.relative(folder || '.', `${fileOf(node.url)}.mdx`)]
      }
      let path: string
      if (node.index && node.index.url !== '/' && !node.root) {
        path = fileOf(node.index.url).replace(/\/index$/, '')
        page(node.index.url, node.index.name)
      } else path = `(group-${++groups})`
      meta(path, {
        title: node.name,
        ...(node.root ? { root: true } : {}),
        ...(node.defaultOpen ? { defaultOpen: true } : {}),
        ...(node.collapsible === false ? { collapsible: false } : {}),
        pages: items(node.children, path),
      })
      return [posix.relative(folder || '.', path)]
    })
  meta('', { title: tree.name, pages: items(tree.children, '') })
  for (const [url, { title, icon }] of titled) {
    files[posix.join(content, `${fileOf(url)}.mdx`)] =
      `---\ntitle: ${JSON.stringify(title)}\n${icon === undefined ? '' : `icon: ${JSON.stringify(icon)}\n`}---\n\n# ${title}\n`
  }
  return files
}

/**
 * What a Fumadocs round trip keeps of a navigation's shape, applied to both sides:
 * - divisions as one level of tabs, by label (Fumadocs' root folders are its only divisions: the
 *   export makes every division one, nested ones nested, DN6002 "nested switchers"; the import
 *   makes top-level root folders tabs), so a sidebar's chain is its last division's label;
 * - each page in the first place it is listed (a page tree from meta.json files holds a page once:
 *   Fumadocs gives it to the first folder that names it, in the order the tree is built, and the
 *   page tree the export writes may list it in several);
 * - no empty groups (DN6002 "empty groups": left out);
 * - no hidden pages (a page tree lists none: the export writes no file for them).
 */
export function fumadocsKeeps(shape: NavigationShape): NavigationShape {
  const sidebars: SidebarShape[] = []
  const seen = new Set<string>()
  for (const sidebar of shape.sidebars) {
    const items = withoutEmptyGroups(firstPlaces(sidebar.items, seen))
    if (items.length === 0) continue
    const last = sidebar.chain.at(-1)
    sidebars.push({ chain: last === undefined ? [] : [last.slice(last.indexOf(':') + 1)], items })
  }
  return { sidebars, hidden: [] }
}

/** The items with each URL kept where it is first listed (a group's root before its items). */
function firstPlaces(items: readonly ShapeItem[], seen: Set<string>): ShapeItem[] {
  return items.flatMap((item): ShapeItem[] => {
    if ('page' in item) {
      if (seen.has(item.url)) return []
      seen.add(item.url)
      return [item]
    }
    const root = item.root !== undefined && !seen.has(item.root) ? item.root : undefined
    if (root !== undefined) seen.add(root)
    const { root: _root, ...rest } = item
    return [{ ...rest, ...(root === undefined ? {} : { root }), items: firstPlaces(item.items, seen) }]
  })
}

function withoutEmptyGroups(items: readonly ShapeItem[]): ShapeItem[] {
  return items.flatMap((item): ShapeItem[] => {
    if ('page' in item) return [item]
    const children = withoutEmptyGroups(item.items)
    return children.length === 0 && item.root === undefined ? [] : [{ ...item, items: children }]
  })
}
