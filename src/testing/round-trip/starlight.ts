import type { NavigationShape, ShapeItem } from './shape.js'
import { withoutEmptyGroups } from './vitepress.js'

/**
 * The Starlight half of the round trip docs.json → `--target starlight` → Astro project →
 * `docsnav import`: the project the export makes, and what of a navigation's shape survives it.
 */

type ExportedItem = { label: string; slug?: string; link?: string; items?: ExportedItem[] }

/**
 * A Starlight project from the files `--target starlight` wrote: `astro.config.mjs` giving
 * `starlight/sidebar.json` (the default division's sidebar) as `starlight({ sidebar })`, and a page
 * in `src/content/docs` for every entry that names one (`slug`, or a `link` into the site: the
 * export links OpenAPI pages, which a Starlight site would make itself), titled with its label.
 */
export function starlightProject(outputs: Readonly<Record<string, string>>): Record<string, string> {
  const sidebarText = outputs['starlight/sidebar.json'] ?? '[]'
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify({ name: 'round-trip', private: true, type: 'module' })}\n`,
    'starlight/sidebar.json': sidebarText,
    'astro.config.mjs': [
      "import starlight from '@astrojs/starlight'",
      "import { defineConfig } from 'astro/config'",
      "import sidebar from './starlight/sidebar.json'",
      '',
      "export default defineConfig({ integrations: [starlight({ title: 'Round trip', sidebar })] })",
      '',
    ].join('\n'),
  }
  const visit = (items: readonly ExportedItem[]) => {
    for (const item of items) {
      const slug = item.slug ?? (item.link?.startsWith('/') ? decodeURI(item.link.slice(1)) || 'index' : undefined)
      const path = `src/content/docs/${slug}.md`
      if (slug !== undefined && files[path] === undefined) files[path] = `---\ntitle: ${JSON.stringify(item.label)}\n---\n\n# ${item.label}\n`
      if (item.items) visit(item.items)
    }
  }
  visit(JSON.parse(sidebarText) as ExportedItem[])
  return files
}

/**
 * What a Starlight round trip keeps of a navigation's shape, applied to both sides:
 * - the first sidebar only, without the divisions above it: Starlight has one sidebar, the
 *   export's `sidebar.json` is the default division's (DN6002 "switching between divisions");
 * - a group's root page as the group's first page, labelled with the group's label (DN6002
 *   "group root pages": Starlight groups have no link);
 * - no empty groups (DN6002 "empty groups"), no hidden pages (a sidebar lists none).
 */
export function starlightKeeps(shape: NavigationShape): NavigationShape {
  const first = shape.sidebars.map((sidebar) => withoutEmptyGroups(rootsFirst(sidebar.items))).find((items) => items.length > 0)
  return { sidebars: first === undefined ? [] : [{ chain: [], items: first }], hidden: [] }
}

function rootsFirst(items: readonly ShapeItem[]): ShapeItem[] {
  return items.map((item): ShapeItem => {
    if ('page' in item) return item
    const children = rootsFirst(item.items)
    return { group: item.group, items: item.root === undefined ? children : [{ page: item.group, url: item.root }, ...children] }
  })
}
