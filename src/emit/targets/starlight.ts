import { isGeneratedPage, type NavigationDocument, type SidebarItem } from '../../ir/navigation-document.js'
import { Unexpressed, type SiteSidebars } from './sidebars.js'

/** Starlight sidebar entries, as `starlight({ sidebar })` accepts them. */
type StarlightItem =
  | { slug: string; label: string; badge?: string }
  | { label: string; link: string; badge?: string }
  | { label: string; items: StarlightItem[]; collapsed: boolean; badge?: string }

/**
 * `starlight/sidebar.json`: the `sidebar` array of `starlight({ sidebar })` for the default
 * division, and `starlight/sidebars/<division>.json` for every division. Groups cannot carry a link
 * in Starlight, so a group `root` becomes the group's first entry; pages are `{slug}` entries,
 * OpenAPI pages and global links `{label, link}` entries (they are not content pages).
 */
export function starlightSidebars(sites: SiteSidebars, _document: NavigationDocument): { files: Record<string, string>; unexpressed?: string } {
  const notes = new Unexpressed()
  const files: Record<string, string> = {}
  const globals: StarlightItem[] = sites.global.map((link) => ({ label: link.label, link: link.href }))
  for (const sidebar of sites.sidebars) {
    files[`starlight/sidebars/${sidebar.key}.json`] = `${JSON.stringify([...items(sidebar.items, notes, true), ...globals], null, 2)}\n`
  }
  const first = sites.sidebars[0]
  files['starlight/sidebar.json'] = first ? files[`starlight/sidebars/${first.key}.json`]! : `${JSON.stringify(globals, null, 2)}\n`
  if (sites.sidebars.length > 1) {
    notes.add('switching between divisions', 'starlight/sidebars/ has one sidebar per division', sites.sidebars.length)
    files['starlight/README.md'] = [
      '# Starlight sidebars',
      '',
      "Starlight has one sidebar. `sidebar.json` is the default division's; `sidebars/` has one per division:",
      '',
      ...sites.sidebars.map(
        (sidebar) =>
          `- \`sidebars/${sidebar.key}.json\`: ${sidebar.chain.map((division) => division.label).join(' › ') || 'the site'} (pages under \`${sidebar.prefix}\`)`,
      ),
      '',
      'To switch by section, pick the sidebar in a route middleware (`defineRouteMiddleware`, setting',
      "`context.locals.starlightRoute.sidebar`) from the page's path prefix, or render pages with",
      '`<StarlightPage>` and its `sidebar` prop.',
      '',
    ].join('\n')
  }
  notes.add('divisions that only link out', undefined, sites.links.length)
  return { files, unexpressed: notes.describe() }
}

function slugOf(url: string): string {
  return url === '/' ? 'index' : decodeURI(url.slice(1))
}

function items(source: readonly SidebarItem[], notes: Unexpressed, topLevel: boolean): StarlightItem[] {
  const out: StarlightItem[] = []
  for (const item of source) {
    if (item.type === 'page') {
      const page: StarlightItem = isGeneratedPage(item) ? { label: item.title, link: item.url } : { slug: slugOf(item.url), label: item.title }
      if (item.method !== undefined) page.badge = item.method
      out.push(page)
      if (item.icon !== undefined) notes.add('page icons')
      continue
    }
    const children = items(item.items, notes, false)
    if (item.root !== undefined) {
      children.unshift({ slug: slugOf(item.root), label: item.label })
      notes.add('group root pages', "listed as the group's first entry")
    }
    if (children.length === 0) {
      notes.add('empty groups', 'left out')
      continue
    }
    if (topLevel) notes.add('groups that cannot be collapsed', 'Starlight groups always can')
    const group: StarlightItem = { label: item.label, items: children, collapsed: item.collapsible && !item.expanded }
    if (item.tag !== undefined) group.badge = item.tag
    if (item.icon !== undefined) notes.add('group icons')
    out.push(group)
  }
  return out
}
