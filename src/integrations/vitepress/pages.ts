import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import type { Route } from '../../ir/site.js'
import type { FrameLink, PageFrame } from '../../render/index.js'
import { apiOperation } from '../api-reference.js'
import { apiOperationHtml } from '../api-reference-html.js'
import type { CompiledSite } from '../open-site.js'
import { isAssetPath, isDocsStylesheet } from '../site-assets.js'
import { siteInfo } from '../site-info.js'
import type { PageLayout } from './layout.js'
import { CONVERTER_VERSION, convertPage, type ConvertedPage, textHash } from './markdown.js'
import type { PageProblem } from './page-problem.js'

/**
 * The VitePress source folder docsnav writes: every route of the compile as a `.md` page at its
 * place in the layout (`layout.ts`), its frontmatter carrying docsnav's title, description,
 * prev/next and the page's frame (tabs, menus, switchers with routes.json's targets), which the
 * theme's nav components draw; API pages from the spec; the docs folder's images and other files
 * in `public/`. Files are written only when their text changes (VitePress reloads what changed),
 * and the folder's other `.md` files are removed.
 */

/** What a page's nav components draw (`docsnav` in its frontmatter). */
export interface PageNav {
  tabs: Array<NavLink & { menu?: NavLink[] }>
  menus: Array<{ label: string; entries: NavLink[] }>
  switchers: Array<{ kind: string; label: string; entries: NavLink[] }>
  /** Anchors, and the global links of the divisions the page is under (the site's own are plain nav items). */
  links: NavLink[]
}

export interface NavLink {
  label: string
  href?: string
  current?: true
  external?: true
}

/**
 * Conversions kept by page file, in the process and in the source folder (`.docsnav-pages.json`,
 * which persists between runs as the folder does): a page is converted again only when its text,
 * a snippet it inlines, the site's folder pages (its links) or docsnav's converter changed. A
 * conversion's problems are said once in a process: when it is made, or first used from the file.
 */
const CACHE_FILE = '.docsnav-pages.json'
const CACHE = Symbol.for('docsnav.vitepress.pages')
interface Kept {
  /** {@link textHash} of the converter's version, the link shape and the page's text. */
  key: string
  page: ConvertedPage
  /** Whether its problems were said in this process. */
  said?: true
}
interface FolderCache {
  pages: Map<string, Kept>
  /** Whether `pages` differs from the folder's file. */
  changed: boolean
}
function cacheOf(folder: string): FolderCache {
  const all = ((globalThis as Record<symbol, unknown>)[CACHE] ??= new Map()) as Map<string, FolderCache>
  let cache = all.get(folder)
  if (!cache) all.set(folder, (cache = { pages: readCache(folder), changed: false }))
  return cache
}

/** The folder's kept conversions; none when the file is missing, of another converter, or not of this shape (it is only a speed-up). */
function readCache(folder: string): Map<string, Kept> {
  try {
    const stored = JSON.parse(readFileSync(join(folder, CACHE_FILE), 'utf8')) as { version?: unknown; pages?: Record<string, Kept> }
    if (stored.version !== CONVERTER_VERSION || typeof stored.pages !== 'object' || stored.pages === null) return new Map()
    const pages = new Map<string, Kept>()
    for (const [file, kept] of Object.entries(stored.pages))
      if (typeof kept?.key === 'string' && typeof kept.page?.body === 'string' && Array.isArray(kept.page.problems) && typeof kept.page.snippets === 'object')
        pages.set(file, { key: kept.key, page: kept.page })
    return pages
  } catch {
    return new Map()
  }
}

/** Writes the folder's kept conversions of the pages `files` lists (when they changed), to a temporary file renamed over the old one. */
function saveCache(folder: string, cache: FolderCache, files: ReadonlySet<string>): void {
  for (const file of cache.pages.keys())
    if (!files.has(file)) {
      cache.pages.delete(file)
      cache.changed = true
    }
  if (!cache.changed) return
  const pages = Object.fromEntries([...cache.pages].map(([file, kept]) => [file, { key: kept.key, page: kept.page }]))
  const target = join(folder, CACHE_FILE)
  try {
    mkdirSync(folder, { recursive: true })
    writeFileSync(`${target}.docsnav-tmp`, JSON.stringify({ version: CONVERTER_VERSION, pages }))
    renameSync(`${target}.docsnav-tmp`, target)
    cache.changed = false
  } catch {
    rmSync(`${target}.docsnav-tmp`, { force: true })
  }
}

/** Whether the snippets a conversion inlined still have the text it read. */
function snippetsUnchanged(root: string, snippets: Record<string, string | null>): boolean {
  for (const [snippet, hash] of Object.entries(snippets)) {
    let text: string | null
    try {
      text = readFileSync(resolve(root, snippet), 'utf8')
    } catch {
      text = null
    }
    if ((text === null ? null : textHash(text)) !== hash) return false
  }
  return true
}

/** What was written into each source folder, by file: a later write compares with it rather than reading the files back. */
const WRITTEN = Symbol.for('docsnav.vitepress.written')
function written(folder: string): Map<string, string> {
  const all = ((globalThis as Record<symbol, unknown>)[WRITTEN] ??= new Map()) as Map<string, Map<string, string>>
  let map = all.get(folder)
  if (!map) all.set(folder, (map = new Map()))
  return map
}

/** The pages of a compiled site, by file relative to the source folder; `problems` are those of pages converted anew (said once, not at every compile). */
export async function sitePages(
  site: CompiledSite,
  layout: PageLayout,
  rootGlobals: number,
  folder: string,
): Promise<{ files: Map<string, string>; problems: PageProblem[] }> {
  const files = new Map<string, string>()
  const problems: PageProblem[] = []
  const cache = cacheOf(folder)
  // Made once per compile, not per page.
  // Icons are looked up in the packages of the project VitePress runs in (`docsnav/icons`).
  const icons = { project: process.cwd(), ...(siteInfo(site).iconLibrary === undefined ? {} : { library: siteInfo(site).iconLibrary }) }
  const shapeKey = `${CONVERTER_VERSION}\0${layout.shape}\0${icons.project}\0${icons.library ?? ''}\0`
  const pages = await Promise.all(
    site.routes.map(async (route) => {
      const own = route.source.kind === 'page' ? await pageBody(site.root, route, layout, shapeKey, cache, problems, icons) : apiBody(site.root, route)
      if (own === undefined) return undefined
      // A page whose frontmatter names an operation (or channel): its own body, then the operation.
      if (route.source.kind === 'page' && route.source.api !== undefined) own.body = `${own.body.trimEnd()}\n\n${apiBody(site.root, route).body}`
      const frame = site.renderer.frame(route.url)
      // `openapi:` and `asyncapi:` are Mintlify's to act on, which this page did (the operation is in its body): VitePress's copy needs neither.
      const { openapi: _openapi, asyncapi: _asyncapi, ...kept } = own.frontmatter
      const frontmatter: Record<string, unknown> = { ...kept, title: route.title }
      if (route.description !== undefined) frontmatter.description = route.description
      frontmatter.docsnav = pageNav(frame, layout, rootGlobals)
      frontmatter.prev = route.prev ? { text: route.prev.title, link: layout.linkOf(route.prev.url) } : false
      frontmatter.next = route.next ? { text: route.next.title, link: layout.linkOf(route.next.url) } : false
      if (!route.indexable && (route.hidden || route.noindex)) frontmatter.head = [['meta', { name: 'robots', content: 'noindex' }]]
      // JSON is YAML: no YAML writer's quoting rules to get right.
      // Mintlify's title heading is `#page-title`: the slug VitePress would give it may be an id the page's own CSS hides (the MCP docs' `#schema-reference` marker).
      const heading = own.hasTitle ? '' : `# ${escapeHeading(route.title)} {#page-title}\n\n`
      return [layout.fileOf(route.url), `---\n${JSON.stringify(frontmatter)}\n---\n\n${heading}${own.body}`] as const
    }),
  )
  for (const page of pages) if (page) files.set(page[0], page[1])
  saveCache(folder, cache, new Set(site.routes.flatMap((route) => (route.source.kind === 'page' && route.source.file !== null ? [route.source.file] : []))))
  return { files, problems }
}

async function pageBody(
  root: string,
  route: Route,
  layout: PageLayout,
  shapeKey: string,
  cache: FolderCache,
  problems: PageProblem[],
  icons: { project: string; library?: string },
): Promise<{ frontmatter: Record<string, unknown>; body: string; hasTitle: boolean } | undefined> {
  if (route.source.kind !== 'page' || route.source.file === null) return undefined
  const file = route.source.file
  let text: string
  try {
    // Read at once: a thousand small files read through fs/promises spend most of their time opening and closing.
    text = readFileSync(resolve(root, file), 'utf8')
  } catch {
    problems.push({ file, line: 1, column: 1, message: `cannot be read: ${route.url} is left out` })
    return undefined
  }
  const key = textHash(shapeKey + text)
  let kept = cache.pages.get(file)
  if (kept?.key !== key || !snippetsUnchanged(root, kept.page.snippets)) {
    kept = { key, page: await convertPage(text, file, { root, linkOf: layout.linkOf, icons }) }
    cache.pages.set(file, kept)
    cache.changed = true
  }
  if (!kept.said) {
    kept.said = true
    problems.push(...kept.page.problems)
  }
  const page = kept.page
  const { title: _title, description: _description, ...frontmatter } = page.frontmatter
  return { frontmatter, body: page.body, hasTitle: /^# /.test(page.body) }
}

function apiBody(root: string, route: Route): { frontmatter: Record<string, unknown>; body: string; hasTitle: boolean } {
  const operation = apiOperation(root, route.source)
  // One HTML block for VitePress's Markdown (a blank line would end it), left uncompiled by Vue (`v-pre`: a description may hold `{{`).
  const html = operation
    ? apiOperationHtml(operation, route.title).replace(/\n\s*\n/g, '\n')
    : '<p>The operation behind this page is not shown here: its spec is remote, or could not be read (<code>docsnav check</code> says why when it is broken).</p>'
  return { frontmatter: { outline: false }, body: `<div class="dn-api" v-pre>\n${html}\n</div>\n`, hasTitle: false }
}

/** The frame's parts for the nav components, links written as the site has them. */
function pageNav(frame: PageFrame, layout: PageLayout, rootGlobals: number): PageNav {
  const link = (entry: FrameLink): NavLink => {
    const shown: NavLink = { label: entry.label }
    if (entry.href !== undefined) shown.href = layout.linkOf(entry.href)
    if (entry.current) shown.current = true
    if (entry.external) shown.external = true
    return shown
  }
  return {
    tabs: frame.tabs.flat().map((tab) => (tab.menu ? { ...link(tab), menu: tab.menu.map(link) } : link(tab))),
    menus: frame.menus.map((menu) => ({ label: menu.label, entries: menu.entries.map(link) })),
    switchers: frame.switchers.map((switcher) => ({ kind: switcher.kind, label: switcher.label, entries: switcher.entries.map(link) })),
    links: [...frame.anchors.flat(), ...frame.globals.slice(rootGlobals)].map(link),
  }
}

/** Writes the pages into the source folder (only those whose text changed) and removes its other `.md` files; returns how many were written. */
export function writePages(folder: string, files: ReadonlyMap<string, string>): number {
  const before = written(folder)
  if (before.size === 0 && existsSync(folder)) for (const path of markdownFiles(folder)) before.set(path, '\0unknown')
  let count = 0
  for (const [path, text] of files) {
    if (before.get(path) === text) continue
    const target = join(folder, path)
    if (before.get(path) === '\0unknown' && readFileSync(target, 'utf8') === text) {
      before.set(path, text)
      continue
    }
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(`${target}.docsnav-tmp`, text)
    renameSync(`${target}.docsnav-tmp`, target)
    before.set(path, text)
    count++
  }
  for (const path of [...before.keys()]) {
    if (files.has(path)) continue
    rmSync(join(folder, path), { force: true })
    before.delete(path)
  }
  return count
}

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !path.startsWith('public/'))
}

/** The docs folder's images, stylesheets and other files, into the source folder's `public/` (VitePress serves it at `/`), copied when newer. */
export function copyAssets(root: string, folder: string): number {
  let copied = 0
  const outside = [relative(root, folder).split(sep).join('/')]
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')
    if (!isAssetPath(path, outside) && !isDocsStylesheet(path, outside)) continue
    const target = join(folder, 'public', path)
    const source = join(root, path)
    if (existsSync(target) && statSync(target).mtimeMs >= statSync(source).mtimeMs) continue
    mkdirSync(dirname(target), { recursive: true })
    copyFileSync(source, target)
    copied++
  }
  return copied
}

function escapeHeading(title: string): string {
  return title.replace(/[\\`*_[\]<>{}#|]/g, '\\$&')
}
