import { resolve } from 'node:path'
import { siteSidebars } from '../../emit/targets/sidebars.js'
import { type CompiledSite, openDocsSite } from '../open-site.js'

/**
 * Which sidebar each page shows: its own division's, as Mintlify shows it. Docusaurus shows a doc
 * the first sidebar that lists it, and none when no sidebar does (a hidden page); its front matter
 * `displayed_sidebar` names another. docsnav gives every page the one of the division its route is
 * in (a hidden page's too, a page listed in several divisions its first listing's) through
 * Docusaurus's `markdown.parseFrontMatter`, unless the page names one itself.
 */

/** Each page's sidebar key (the division that lists it, as the sidebars file names them), by URL. */
export function sidebarKeys(compiled: CompiledSite): Map<string, string> {
  const path = (divisions: ReadonlyArray<{ kind: string; label?: string }>) => divisions.map((division) => `${division.kind}:${division.label ?? ''}`).join('/')
  const byPath = new Map(siteSidebars(compiled.navigation).sidebars.map((sidebar) => [path(sidebar.chain), sidebar.key]))
  const keys = new Map<string, string>()
  for (const route of compiled.routes) {
    const key = byPath.get(path(route.divisions))
    if (key !== undefined && !keys.has(route.url)) keys.set(route.url, key)
  }
  return keys
}

/** Each page file's sidebar key, by absolute path (a file routed twice: its first route's). */
function sidebarsByFile(compiled: CompiledSite): Map<string, string> {
  const keys = sidebarKeys(compiled)
  const files = new Map<string, string>()
  for (const route of compiled.routes) {
    if (route.source.kind !== 'page' || route.source.file === null) continue
    const path = resolve(compiled.root, route.source.file)
    const key = keys.get(route.url)
    if (key !== undefined && !files.has(path)) files.set(path, key)
  }
  return files
}

type ParseFrontMatter = (params: { filePath: string; fileContent: string; defaultParseFrontMatter: unknown }) => Promise<{
  frontMatter: Record<string, unknown>
  content: string
}>

interface MarkdownConfig {
  markdown?: { parseFrontMatter?: ParseFrontMatter }
}

const made = new WeakMap<CompiledSite, Map<string, string>>()

/**
 * Wraps the site's `markdown.parseFrontMatter` (Docusaurus's own, or the site's) so that each page
 * of the docs.json folder at `root` has `displayed_sidebar`: its division's sidebar. The docs
 * plugin reads pages through it, with the site's config the preset is given.
 */
export function displayDivisionSidebars(siteConfig: MarkdownConfig, root: string): void {
  const markdown = siteConfig.markdown
  const parse = markdown?.parseFrontMatter
  if (!markdown || !parse || (parse as { docsnav?: true }).docsnav) return
  const wrapped: ParseFrontMatter = async (params) => {
    const parsed = await parse(params)
    if (parsed.frontMatter.displayed_sidebar !== undefined) return parsed
    const compiled = await openDocsSite(root).current()
    let files = made.get(compiled)
    if (!files) made.set(compiled, (files = sidebarsByFile(compiled)))
    const key = files.get(resolve(params.filePath))
    return key === undefined ? parsed : { ...parsed, frontMatter: { ...parsed.frontMatter, displayed_sidebar: key } }
  }
  ;(wrapped as { docsnav?: true }).docsnav = true
  markdown.parseFrontMatter = wrapped
}
