import type { CompileResult } from '../../compile/compile.js'
import { navigationDocument } from '../../emit/navigation.js'
import { siteSidebars } from '../../emit/targets/sidebars.js'
import type { SidebarItem } from '../../ir/navigation-document.js'
import { routeKeyOfPath } from '../../ir/urls.js'
import type { NavigationShape, ShapeItem } from './shape.js'

/**
 * Docusaurus's half of the round trip (docs/import/docusaurus.md): the project the `docusaurus`
 * target's export makes a Docusaurus site of, and what of a navigation's shape survives it.
 */

/**
 * The files of a Docusaurus project serving a site compiled with `outputs: { targets: ['docusaurus'] }`:
 * `sidebars.json` as exported (one sidebar per division), a doc under `docs/` for every doc id it
 * names (titled as the navigation shows it, its `slug` the page's docs.json URL, so that an index
 * page or a `guides/guides` page keeps its URL), and a `docusaurus.config.js` whose docs plugin reads
 * them at the site's root (`routeBasePath: '/'`), with a navbar `docSidebar` item labelling each
 * division's sidebar by its chain of division labels (`v2 / Guides`).
 */
export function docusaurusProjectFiles(result: CompileResult): Record<string, string> {
  const sidebarsText = result.files?.['docusaurus/sidebars.json']
  if (sidebarsText === undefined || !result.site)
    throw new Error('the compile has no docusaurus/sidebars.json: compile with outputs: { targets: ["docusaurus"] }')
  const document = navigationDocument(result.tree, result.site)
  const titles = new Map<string, string>()
  const visit = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'page') titles.set(item.id, item.title)
      else visit(item.items)
    }
  }
  const sidebars = siteSidebars(document)
  for (const sidebar of sidebars.sidebars) visit(sidebar.items)
  const files: Record<string, string> = { 'sidebars.json': sidebarsText }
  for (const id of docIds(JSON.parse(sidebarsText) as Record<string, unknown[]>)) {
    const title = titles.get(id) ?? id
    files[`docs/${id}.mdx`] = `---\ntitle: ${JSON.stringify(title)}\nslug: ${JSON.stringify(`/${routeKeyOfPath(id)}`)}\n---\n\n${title}\n`
  }
  const navbar = sidebars.sidebars
    .filter((sidebar) => sidebar.chain.length > 0)
    .map((sidebar) => ({ type: 'docSidebar', sidebarId: sidebar.key, label: divisionLabel(sidebar.chain.map((division) => division.label ?? '')) }))
  const config = {
    title: 'Round trip',
    url: 'https://example.com',
    baseUrl: '/',
    plugins: [['@docusaurus/plugin-content-docs', { path: 'docs', routeBasePath: '/', sidebarPath: './sidebars.json' }]],
    themeConfig: { navbar: { items: navbar } },
  }
  files['docusaurus.config.js'] = `export default ${JSON.stringify(config, null, 2)}\n`
  return files
}

/** Every doc id a sidebars file names (doc items and category links), once each. */
function docIds(sidebars: Record<string, unknown[]>): string[] {
  const ids = new Set<string>()
  const visit = (items: readonly unknown[]) => {
    for (const item of items as Array<{ type: string; id?: string; items?: unknown[]; link?: { type: string; id?: string } }>) {
      if (item.type === 'doc' && item.id !== undefined) ids.add(item.id)
      if (item.link?.type === 'doc' && item.link.id !== undefined) ids.add(item.link.id)
      if (item.items) visit(item.items)
    }
  }
  for (const items of Object.values(sidebars)) visit(items)
  return [...ids]
}

/** A division's sidebar named as the chain of its divisions' labels. */
function divisionLabel(labels: readonly string[]): string {
  return labels.join(' / ')
}

/**
 * What a Docusaurus round trip keeps of a navigation's shape, applied to both sides: the sidebars,
 * their pages, groups, group roots, order and URLs, and the hidden URLs, as they are; each
 * sidebar's chain of divisions as one tab named by the chain's labels. One docs instance's sidebars
 * are all alike: the export makes each division its own sidebar (DN6002 "switching between
 * divisions") and the navbar names it, so the kind of each division (tab, anchor, version,
 * language, ...) and its nesting do not come back, only its place and its labels.
 */
export function docusaurusKeeps(shape: NavigationShape): NavigationShape {
  return {
    sidebars: shape.sidebars.map((sidebar) => ({
      chain: sidebar.chain.length === 0 ? [] : [`tab:${divisionLabel(sidebar.chain.map((entry) => entry.slice(entry.indexOf(':') + 1)))}`],
      items: sidebar.items.map(item),
    })),
    hidden: shape.hidden,
  }
}

function item(entry: ShapeItem): ShapeItem {
  return 'page' in entry ? entry : { ...entry, items: entry.items.map(item) }
}
