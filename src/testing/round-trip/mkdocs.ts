import type { CompileResult } from '../../compile/compile.js'
import { yaml } from '../../source/yaml-libraries.js'
import type { NavigationShape, ShapeItem, SidebarShape } from './shape.js'

/**
 * MkDocs's half of the round trip: the project `--target mkdocs` makes (mkdocs/nav.yml as the `nav`
 * of a mkdocs.yml with Material, the pages under docs/), and what of a navigation survives it.
 */

/**
 * The MkDocs project of a compiled site: mkdocs.yml (`nav` from mkdocs/nav.yml, as YAML 1.1; Material with
 * `navigation.indexes` for group roots, and `navigation.tabs` when the export made divisions into
 * top-level sections, as its DN6002 says to), and every page file of the site as `docs/<path>.md`.
 */
export function mkdocsProject(compiled: CompileResult, files: Readonly<Record<string, string>>): Record<string, string> {
  const navText = compiled.files?.['mkdocs/nav.yml']
  if (navText === undefined) throw new Error('the compile made no mkdocs/nav.yml: compile with `outputs: { targets: ["mkdocs"] }`')
  const { nav } = yaml().parse(navText) as { nav: unknown }
  const features = ['navigation.indexes', ...(severalSidebars(compiled) ? ['navigation.tabs'] : [])]
  const project: Record<string, string> = {
    // Written as YAML 1.1, which MkDocs reads (PyYAML): nav.yml is YAML 1.2, where a label `no` or
    // `Yes` stays unquoted, and MkDocs would show it as `False` or `True`.
    'mkdocs.yml': yaml().stringify({ site_name: 'Round trip', theme: { name: 'material', features }, nav }, { lineWidth: 0, version: '1.1' }),
    // docs_dir exists even for a site whose pages are all generated from OpenAPI (MkDocs needs it).
    'docs/.gitkeep': '',
  }
  for (const [path, text] of Object.entries(files)) {
    if (/\.mdx?$/.test(path)) project[`docs/${path.replace(/\.mdx?$/, '.md')}`] = text
  }
  return project
}

/** Whether the export made divisions into top-level sections (its DN6002 says so). */
function severalSidebars(compiled: CompileResult): boolean {
  return (compiled.diagnostics.find((diagnostic) => diagnostic.code === 'DN6002' && diagnostic.params.target === 'mkdocs')?.params.features ?? '').includes(
    'switchers between divisions',
  )
}

/** What of the original site the projection needs: its routes' titles, and which URLs are generated from OpenAPI. */
export interface MkdocsProjection {
  /** A page's title (frontmatter), by URL. */
  titles: ReadonlyMap<string, string>
  /** URLs of pages generated from an operation (the export writes them as links). */
  generated: ReadonlySet<string>
  /** URLs of pages whose file is an `index` (Material's index pages). */
  indexes: ReadonlySet<string>
}

/** The projection's facts from the original compile. */
export function mkdocsProjection(original: CompileResult): MkdocsProjection {
  const routes = original.site?.routes ?? []
  return {
    titles: new Map(routes.map((route) => [route.url, route.title])),
    generated: new Set(routes.filter((route) => route.source.kind !== 'page').map((route) => route.url)),
    indexes: new Set(routes.filter((route) => route.source.kind === 'page' && /(^|\/)index\.mdx?$/.test(route.source.file ?? '')).map((route) => route.url)),
  }
}

/**
 * What a navigation keeps through MkDocs, applied to both sides of the round trip:
 * - divisions: MkDocs has none; the export makes each sidebar a top-level section labelled by its
 *   divisions' labels joined with ` / ` (a tab with Material's `navigation.tabs`, read back as a
 *   tab), so a chain is compared as that one label, and a site with a single sidebar as no chain;
 * - group roots: a section's index page with `navigation.indexes`, which Material takes from the
 *   first `index.md` child of a section wherever it is (and only from such a file): a root is
 *   compared as the group's first page (with its title), and a group's (or, with tabs, a
 *   sidebar's) first index page as its first;
 * - pages generated from OpenAPI operations: written as links to their URLs, which docs.json cannot
 *   hold in a group: left out, and groups left empty by that (or empty before: the export leaves them out);
 * - hidden pages: MkDocs has no hidden pages; the export leaves them out of `nav`, and the import
 *   finds their files served but unlisted: the hidden URLs are not compared.
 */
export function mkdocsKeeps(shape: NavigationShape, projection: MkdocsProjection): NavigationShape {
  const items = (list: readonly ShapeItem[]): ShapeItem[] =>
    list.flatMap((item): ShapeItem[] => {
      if ('page' in item) return projection.generated.has(item.url) ? [] : [item]
      const rooted: ShapeItem[] = item.root === undefined ? [] : [{ page: projection.titles.get(item.root) ?? item.root, url: item.root }]
      const children = indexFirst(items([...rooted, ...item.items]))
      return children.length === 0 ? [] : [{ group: item.group, items: children }]
    })
  const indexFirst = (list: ShapeItem[]): ShapeItem[] => {
    const at = list.findIndex((item) => 'page' in item && projection.indexes.has(item.url))
    return at <= 0 ? list : [list[at]!, ...list.slice(0, at), ...list.slice(at + 1)]
  }
  const single = shape.sidebars.length === 1
  const sidebars: SidebarShape[] = shape.sidebars.map((sidebar) => ({
    chain: single ? [] : [sidebar.chain.map((link) => link.slice(link.indexOf(':') + 1)).join(' / ') || 'Docs'],
    items: single ? items(sidebar.items) : indexFirst(items(sidebar.items)),
  }))
  return { sidebars: sidebars.filter((sidebar) => sidebar.items.length > 0), hidden: [] }
}
