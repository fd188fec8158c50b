import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { mkdocsDivisionLabel, mkdocsNavEntries } from '../../emit/targets/mkdocs.js'
import { staticRedirects } from '../../emit/targets/static-redirects.js'
import { isAbsoluteHref } from '../../ir/urls.js'
import { type SiteSidebars, siteSidebars } from '../../emit/targets/sidebars.js'
import type { SidebarItem } from '../../ir/navigation-document.js'
import { isRecord } from '../../ir/json-values.js'
import type { Route } from '../../ir/site.js'
import type { FrameLink } from '../../render/index.js'
import { yaml } from '../../source/yaml-libraries.js'
import { apiOperation } from '../api-reference.js'
import type { CompiledSite } from '../open-site.js'
import { isDocsStylesheet } from '../site-assets.js'
import { siteInfo } from '../site-info.js'
import { iconSvg } from '../icons.js'
import { apiMarkdown } from './api-markdown.js'
import type { Lost } from './components.js'
import { directoryOf, pageMarkdown, readIfFile, relativeFolder } from './page-markdown.js'
import { NAV_ITEM_HTML } from './nav-item.js'
import { DOCSNAV_CSS, MAIN_HTML } from './theme.js'

/**
 * What `docsnav mkdocs` writes for one compile, as text by path: the config mkdocs.yml takes with
 * `INHERIT` (nav from the mkdocs target, redirects from mkdocs-redirects' conversion, Material's
 * features, the Markdown extensions the pages need), the pages as Markdown in a folder of their
 * own (`docs_dir`), each with docsnav's tabs and switchers in its front matter, and the theme
 * override that draws them. Everything comes from the compile: no rule of docsnav's is repeated.
 */

export interface MkdocsFiles {
  /** The config's text. */
  config: string
  /** The generated folder's files by path inside it (`docs/quickstart.md`, `overrides/main.html`). */
  files: Map<string, string | { copy: string }>
  /** What pages lose on MkDocs, by page file (relative to the docs.json folder). */
  lost: Array<Lost & { file: string }>
  /** What the nav and the redirects cannot say in MkDocs's form (the targets' own notes). */
  unexpressed: string[]
  /** Whether the page cache changed (a page converted or dropped): only then is it saved again. */
  cacheChanged: boolean
}

export interface MkdocsLayout {
  /** The generated folder, as the config names it (relative to the config's folder: `.docsnav`). */
  folder: string
  /** The config's own file name: `mkdocs serve` watches it (a change of the nav alone changes no page). */
  config: string
  /** The MkDocs project's folder (absolute): icons are read from the npm packages it installs. */
  project?: string
}

/** The Markdown extensions the pages use (all in Python-Markdown or pymdown-extensions, which Material requires). */
const MARKDOWN_EXTENSIONS = [
  'admonition',
  'attr_list',
  'def_list',
  'md_in_html',
  'tables',
  'abbr',
  { toc: { permalink: true } },
  'pymdownx.details',
  'pymdownx.superfences',
  'pymdownx.highlight',
  { 'pymdownx.tabbed': { alternate_style: true } },
]

/**
 * A page body converted, with what its conversion looked at: the page's text (a digest), its
 * generated file, the files its links led to and the snippets it read (digests; null: none). It
 * stands while all of them are as they were.
 */
export interface ConvertedPage {
  digest: string
  file: string
  markdown: string
  lost: Lost[]
  links: Record<string, string | null>
  reads: Record<string, string | null>
}

/** Converted page bodies by page file: an edit elsewhere reconverts nothing (the dev server's updates, and runs after the first: index.ts keeps it on disk). */
export type PageCache = Map<string, ConvertedPage>

/** The files for a compile; `assets` are the docs folder's other files (images), copied as they are. */
export function mkdocsFiles(site: CompiledSite, layout: MkdocsLayout, assets: readonly string[], cache: PageCache = new Map()): MkdocsFiles {
  const files = new Map<string, string | { copy: string }>()
  const lost: MkdocsFiles['lost'] = []
  const unexpressed: string[] = []
  const fileByUrl = new Map<string, string>()
  for (const route of site.routes) {
    const file = routeFile(route)
    if (file !== undefined && !fileByUrl.has(route.url)) fileByUrl.set(route.url, file)
  }
  // Each link's target looked up once per compile: pages link to the same few (tabs, switchers).
  const fileOfUrl = new Map<string, string | undefined>()
  const fileOf = (url: string) => {
    if (fileOfUrl.has(url)) return fileOfUrl.get(url)
    const route = site.renderer.route(url)
    const file = route === undefined ? undefined : fileByUrl.get(route.url)
    fileOfUrl.set(url, file)
    return file
  }
  const sites = siteSidebars(site.navigation)
  const roots = rootFiles(sites)
  // A hidden page's division, named as the nav names its top-level section (several divisions only).
  const divisionOf = (route: Route): string | undefined => {
    if (sites.sidebars.length < 2 || !route.hidden) return undefined
    const sidebar = site.renderer.frame(route.url).sidebar
    const found = sites.sidebars.find((division) => division.items === sidebar)
    return found === undefined ? undefined : mkdocsDivisionLabel(found)
  }
  const library = siteInfo(site).iconLibrary
  const project = layout.project
  const icon = (name: string, iconType: string | undefined) => (project === undefined ? undefined : iconSvg(name, { project, library, iconType }))
  const converting = new Set<string>()
  let cacheChanged = false
  for (const route of site.routes) {
    const file = fileByUrl.get(route.url)
    if (file === undefined || files.has(`docs/${file}`)) continue
    let body: string
    if (route.source.kind === 'page') {
      const source = route.source.file!
      const text = readFileSync(join(site.root, source), 'utf8')
      const textDigest = digest(text)
      let converted = cache.get(source)
      if (converted === undefined || !standing(converted, textDigest, file, fileOf)) {
        const links: ConvertedPage['links'] = {}
        const reads: ConvertedPage['reads'] = {}
        const recordedFileOf = (url: string) => {
          const target = fileOf(url)
          links[url] = target ?? null
          return target
        }
        const readFile = (path: string) => {
          const read = readIfFile(path)
          reads[path] = read === undefined ? null : digest(read)
          return read
        }
        const { markdown, lost } = pageMarkdown(text, { root: site.root, file, source, fileOf: recordedFileOf, readFile, icon, project })
        cache.set(source, (converted = { digest: textDigest, file, markdown, lost, links, reads }))
        cacheChanged = true
      }
      converting.add(source)
      for (const found of converted.lost) lost.push({ ...found, file: source })
      body = converted.markdown
      // A page whose frontmatter names an operation (or channel): its own body, then the operation.
      const operation = route.source.api === undefined ? undefined : apiOperation(site.root, route.source)
      if (operation) body = `${body.trimEnd()}\n\n${apiMarkdown(operation, route.title)}`
    } else {
      const operation = apiOperation(site.root, route.source)
      body = operation ? apiMarkdown(operation, route.title) : ''
    }
    // The page's title as its heading, as Mintlify shows it (Material would show the nav's label: a `sidebarTitle`).
    // Its id is Mintlify's (`page-title`), not the title's slug, which the page's own elements may hold (`<div id="schema-reference">`).
    const heading = /^# /m.test(body) ? '' : `# ${route.title.replace(/[\\`*_[\]<{]/g, '\\$&')} {#page-title}\n\n`
    const placed = { root: roots.has(file), division: divisionOf(route) }
    files.set(`docs/${file}`, `---\n${frontMatterText(frontMatter(site, route, file, fileOf, placed))}---\n\n${heading}${body.trimEnd()}\n`)
  }
  for (const source of cache.keys())
    if (!converting.has(source)) {
      cache.delete(source)
      cacheChanged = true
    }
  for (const asset of assets) files.set(`docs/${asset}`, { copy: join(site.root, asset) })
  files.set('docs/docsnav/docsnav.css', DOCSNAV_CSS)
  files.set('overrides/main.html', MAIN_HTML)
  files.set('overrides/partials/nav-item.html', NAV_ITEM_HTML)

  const nav = mkdocsNavEntries(sites, { generatedPageFile: (url) => fileOf(url) })
  if (nav.unexpressed) unexpressed.push(`navigation: ${nav.unexpressed}`)
  const redirects = redirectMaps(site, fileOf)
  if (redirects.left > 0) unexpressed.push(`redirects: ${redirects.left} with no page to lead to (left out)`)
  const plugins: unknown[] = ['search', ...(Object.keys(redirects.maps).length === 0 ? [] : [{ redirects: { redirect_maps: redirects.maps } }])]
  const document = site.result.tree.document
  const name = isRecord(document) && typeof document.name === 'string' ? document.name : 'Documentation'
  const info = siteInfo(site)
  const config = {
    site_name: name,
    docs_dir: posix.join(layout.folder, 'docs'),
    use_directory_urls: true,
    theme: {
      name: 'material',
      custom_dir: posix.join(layout.folder, 'overrides'),
      features: ['navigation.tabs', 'navigation.indexes'],
      ...themeImages(site, assets),
    },
    // The docs folder's stylesheets, which Mintlify applies to every page, after docsnav's.
    extra_css: ['docsnav/docsnav.css', ...assets.filter((asset) => isDocsStylesheet(asset, []))],
    markdown_extensions: MARKDOWN_EXTENSIONS,
    plugins,
    nav: nav.nav,
    watch: [layout.config],
    // docs.json's top bar, drawn after the global links by overrides/main.html.
    ...(info.navbar ? { extra: { docsnav_navbar: info.navbar } } : {}),
  }
  const header = `# Written by \`docsnav mkdocs\` from ${posix.join(site.root.split('\\').join('/'), 'docs.json').split('/').slice(-2).join('/')}: do not edit.\n# mkdocs.yml takes it with \`INHERIT: <this file>\`; a list set there (plugins, features, extensions) replaces the one here.\n`
  // YAML 1.1, as MkDocs reads it (PyYAML): a label `no` or `12:30` is quoted, not a boolean or a number there.
  return { config: header + yaml().stringify(config, { lineWidth: 0, version: '1.1' }), files, lost, unexpressed, cacheChanged }
}

/**
 * docs.json's redirects (and one from `/` when the site has no home) as mkdocs-redirects'
 * `redirect_maps`, page file to page file: `staticRedirects` follows chains to the page readers land
 * on, writes a source with parameters as each plain path it leads from, and leaves out a source that
 * is a page (served first, as on Mintlify: mkdocs-redirects would write over the page).
 */
function redirectMaps(site: CompiledSite, fileOf: (url: string) => string | undefined): { maps: Record<string, string>; left: number } {
  const maps: Record<string, string> = {}
  const { redirects, unexpressed } = staticRedirects(
    site.redirects,
    site.routes.map((route) => route.url),
  )
  let left = unexpressed.length
  for (const { source, destination } of redirects) {
    const [, path = '/', fragment = ''] = /^([^?#]*)[^#]*(.*)$/s.exec(destination) ?? []
    const target = isAbsoluteHref(destination) ? destination : fileOf(path) === undefined ? undefined : `${fileOf(path)}${fragment}`
    const from = `${source.replace(/[?#].*$/s, '').replace(/^\/+|\/+$/g, '') || 'index'}.md`
    if (target === undefined || maps[from] !== undefined) left++
    else maps[from] = target
  }
  return { maps, left }
}

/**
 * docs.json's favicon and logo as Material's `theme.favicon` and `theme.logo`: a file of the docs
 * folder by its path there (MkDocs's paths are from `docs_dir`), a URL as it is; a file the folder
 * does not hold is left out (MkDocs would link a missing file).
 */
function themeImages(site: CompiledSite, assets: readonly string[]): { favicon?: string; logo?: string } {
  const info = siteInfo(site)
  const image = (url: string | undefined) => {
    if (url === undefined || isAbsoluteHref(url)) return url
    const file = url.replace(/^\/+/, '')
    return assets.includes(file) ? file : undefined
  }
  const favicon = image(info.favicon)
  const logo = image(info.logo?.light)
  return { ...(favicon === undefined ? {} : { favicon }), ...(logo === undefined ? {} : { logo }) }
}

/** The generated files of the pages docs.json makes a group's `root`: the sections' own pages (overrides/partials/nav-item.html). */
function rootFiles(sites: SiteSidebars): Set<string> {
  const roots = new Set<string>()
  const visit = (items: readonly SidebarItem[]) => {
    for (const item of items)
      if (item.type !== 'page') {
        if (item.rootId !== undefined) roots.add(`${item.rootId}.md`)
        visit(item.items)
      }
  }
  for (const sidebar of sites.sidebars) visit(sidebar.items)
  return roots
}

/** Whether a converted page stands: its text, file, link targets and snippets are as they were. */
function standing(page: ConvertedPage, textDigest: string, file: string, fileOf: (url: string) => string | undefined): boolean {
  if (page.digest !== textDigest || page.file !== file) return false
  for (const [url, target] of Object.entries(page.links)) if ((fileOf(url) ?? null) !== target) return false
  for (const [path, read] of Object.entries(page.reads)) {
    const text = readIfFile(path)
    if ((text === undefined ? null : digest(text)) !== read) return false
  }
  return true
}

function digest(text: string): string {
  return createHash('sha1').update(text).digest('base64')
}

/** The Markdown file of a route: a page's own path as `.md`, an API page's URL as `.md`. */
function routeFile(route: Route): string | undefined {
  if (route.source.kind === 'page') return route.source.file === null ? undefined : `${route.source.file.replace(/\.mdx?$/, '')}.md`
  return `${route.url.replace(/^\/+|\/+$/g, '') || 'index'}.md`
}

/** The page's title, description and docsnav's parts around it (tabs, global links, switchers) with links as MkDocs serves them, relative to the page. */
function frontMatter(
  site: CompiledSite,
  route: Route,
  file: string,
  fileOf: (url: string) => string | undefined,
  placed: { root: boolean; division: string | undefined },
): Record<string, unknown> {
  const frame = site.renderer.frame(route.url)
  const here = `/${directoryOf(file)}`
  const href = (target: string | undefined): string | undefined => {
    if (target === undefined) return undefined
    if (!target.startsWith('/')) return target
    const match = /^([^?#]*)(.*)$/.exec(target)!
    const targetFile = fileOf(match[1]!)
    if (targetFile === undefined) return target
    const relative = relativeFolder(here, `/${directoryOf(targetFile)}`)
    return `${relative === '' ? '.' : relative}/${match[2]!}`
  }
  const link = (entry: FrameLink) => ({ label: entry.label, href: href(entry.href) ?? '', current: entry.current })
  const tabs = frame.tabs.flat().map((tab) => ({ ...link(tab), href: href(tab.href ?? tab.menu?.find((entry) => entry.href !== undefined)?.href) ?? '' }))
  const docsnav = {
    ...(placed.root ? { root: true } : {}),
    ...(placed.division === undefined ? {} : { division: placed.division }),
    tabs,
    globals: [...frame.globals, ...frame.anchors.flat()].map(link),
    switchers: frame.switchers.map((switcher) => ({
      kind: switcher.kind,
      name: SWITCHER_NAMES[switcher.kind],
      entries: switcher.entries.map((entry) => ({ ...link(entry), ...(entry.lang === undefined ? {} : { lang: entry.lang }) })),
    })),
  }
  return { title: route.title, ...(route.description === undefined ? {} : { description: route.description }), docsnav }
}

/**
 * Front matter as YAML whose values are JSON (JSON is YAML's flow style): a thousand pages'
 * front matter through the YAML library took 0.6 s of CPU (a profile of 1,000 pages).
 * Characters that YAML reads as line breaks or does not allow in a file are escaped.
 */
function frontMatterText(data: Record<string, unknown>): string {
  return Object.entries(data)
    .map(
      ([key, value]) =>
        `${key}: ${JSON.stringify(value).replace(/[\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}\n`,
    )
    .join('')
}

const SWITCHER_NAMES = { products: 'Product', dropdowns: 'Section', versions: 'Version', languages: 'Language' } as const
