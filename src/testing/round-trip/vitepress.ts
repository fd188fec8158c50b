import type { NavigationShape, ShapeItem, SidebarShape } from './shape.js'

/**
 * The VitePress half of the round trip docs.json → `--target vitepress` → VitePress project →
 * `docsnav import`: the project the export makes, and what of a navigation's shape survives it.
 */

interface ExportedItem {
  text: string
  link?: string
  items?: ExportedItem[]
}

/**
 * A VitePress project from the files `--target vitepress` wrote (`vitepress/sidebar.json`,
 * `vitepress/nav.json`): `.vitepress/config.mjs` importing both as its `themeConfig`, and a
 * Markdown page in `src/` (its `srcDir`) at every URL the sidebar links, titled with the
 * sidebar's label (what docsnav's own VitePress integration shows).
 */
export function vitepressProject(outputs: Readonly<Record<string, string>>): Record<string, string> {
  const sidebarText = outputs['vitepress/sidebar.json'] ?? '{}'
  const navText = outputs['vitepress/nav.json'] ?? '[]'
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify({ name: 'round-trip', private: true, type: 'module' })}\n`,
    'vitepress/sidebar.json': sidebarText,
    'vitepress/nav.json': navText,
    '.vitepress/config.mjs': [
      "import sidebar from '../vitepress/sidebar.json'",
      "import nav from '../vitepress/nav.json'",
      '',
      "export default { title: 'Round trip', srcDir: 'src', cleanUrls: true, themeConfig: { sidebar, nav } }",
      '',
    ].join('\n'),
  }
  const titles = new Map<string, string>()
  const visit = (items: readonly ExportedItem[]) => {
    for (const item of items) {
      if (item.link?.startsWith('/') && (item.items === undefined || !titles.has(item.link))) titles.set(item.link, item.text)
      if (item.items) visit(item.items)
    }
  }
  for (const items of Object.values(JSON.parse(sidebarText) as Record<string, ExportedItem[]>)) visit(items)
  for (const [link, title] of titles) {
    const path = decodeURI(link).replace(/\/$/, '/index').slice(1) || 'index'
    files[`src/${path}.md`] = `---\ntitle: ${JSON.stringify(title)}\n---\n\n# ${title}\n`
  }
  return files
}

/**
 * What a VitePress round trip keeps of a navigation's shape, applied to both sides:
 * - the sidebars as a set, without the divisions above them: the export's nav holds one level of
 *   divisions, and a multi-sidebar's keys have no order (the import orders tabs by the nav);
 * - one sidebar per URL folder its pages share: VitePress picks a sidebar by path prefix, and the
 *   export keeps the first division's of several with one prefix (DN6002 "divisions whose pages
 *   share a path prefix with another");
 * - no empty groups (DN6002 "empty groups": left out);
 * - no hidden pages (a VitePress sidebar lists none, so the import cannot see them).
 */
export function vitepressKeeps(shape: NavigationShape): NavigationShape {
  const seen = new Set<string>()
  const sidebars: SidebarShape[] = []
  for (const sidebar of shape.sidebars) {
    const items = withoutEmptyGroups(sidebar.items)
    if (items.length === 0) continue
    const prefix = commonFolder(urlsOf(sidebar.items))
    if (seen.has(prefix)) continue
    seen.add(prefix)
    sidebars.push({ chain: [], items })
  }
  sidebars.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1))
  return { sidebars, hidden: [] }
}

export function withoutEmptyGroups(items: readonly ShapeItem[]): ShapeItem[] {
  return items.flatMap((item): ShapeItem[] => {
    if ('page' in item) return [item]
    const children = withoutEmptyGroups(item.items)
    return children.length === 0 && item.root === undefined ? [] : [{ ...item, items: children }]
  })
}

function urlsOf(items: readonly ShapeItem[], urls: string[] = []): string[] {
  for (const item of items) {
    if ('page' in item) urls.push(item.url)
    else {
      if (item.root !== undefined) urls.push(item.root)
      urlsOf(item.items, urls)
    }
  }
  return urls
}

/** The deepest folder all URLs are in (`/v2/a/x`, `/v2/b` → `/v2/`), as the export keys its multi-sidebar. */
function commonFolder(urls: readonly string[]): string {
  if (urls.length === 0) return '/'
  let shared = urls[0]!.slice(1).split('/').slice(0, -1)
  for (const url of urls.slice(1)) {
    const segments = url.slice(1).split('/').slice(0, -1)
    let same = 0
    while (same < shared.length && same < segments.length && shared[same] === segments[same]) same++
    shared = shared.slice(0, same)
  }
  return shared.length === 0 ? '/' : `/${shared.join('/')}/`
}
