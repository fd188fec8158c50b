import { readdirSync } from 'node:fs'
import { basename, join, posix } from 'node:path'
import { compileSync, type CompileResult } from '../compile/compile.js'
import { navigationDocument } from '../emit/navigation.js'
import type { Diagnostic } from '../ir/diagnostics/diagnostic.js'
import type { SidebarItem } from '../ir/navigation-document.js'
import { describeTally, plannedBodies } from './body-plan.js'
import { IMPORTERS } from './importers.js'
import { plannedMintignore } from './mintignore-plan.js'
import { migrationRedirects, readOldUrls, type OldUrls } from './old-urls.js'
import type { PreviousRoute } from '../ir/site.js'
import { describeChange, folderFiles, plannedMoves, siteFiles, within, type PageChange } from './page-plan.js'
import { ImportReport } from './report.js'
import type { DocsJson, Importer, ImportedSite, SourceKind } from './source.js'

/**
 * `docsnav import`: another generator's navigation as docs.json. A reader per kind of project
 * (importers.ts) gives the navigation and the page files; here the pages' changes (moves, labels,
 * bodies in Mintlify's components) are planned, the
 * result is compiled as docs.json would be (with those changes made in memory) and its diagnostics
 * joined to the reader's, and the old site's URLs get redirects. Nothing is written here (the CLI
 * writes docs.json and, when asked, makes the changes).
 */

export { SOURCE_KINDS, type Importer, type ImportedSite, type SourceKind, type SourcePage } from './source.js'
export type { PageChange } from './page-plan.js'
export { applyChanges, describeChange } from './page-plan.js'

export interface ImportOptions {
  /** The kind of project; found from its files when not given. */
  from?: SourceKind
  /** A reader of another kind of project (a tool's own), used instead of docsnav's. */
  importer?: Importer
  /** The old site's URLs (its sitemap.xml, routes.json, or a list of URLs): a redirect is added for each the new site does not serve. */
  oldUrls?: OldUrls
}

export interface ImportResult {
  kind: SourceKind | undefined
  /** The folder docs.json goes in, relative to the source root (`''`: the root). */
  folder: string
  /** docs.json, and its text as it is written; undefined when nothing could be read. */
  config: DocsJson | undefined
  text: string | undefined
  /** What the page files need, per file (DN1205 says each). */
  changes: PageChange[]
  /** The `.mintignore` (its path from the source root, and whole text) that leaves out the page files the source never published (DN1218). */
  mintignore?: { file: string; text: string }
  /** How many pages docs.json lists. */
  pages: number
  /** The reader's diagnostics (placed in the source's files) and the compile's of the result (in docs.json, under `folder`). */
  report: ImportReport
  /** The compile of the result, the changes made in memory. */
  compiled: CompileResult | undefined
}

/** Reads the project at `root` and makes its docs.json; never throws on a project's content. */
export async function importSite(root: string, options: ImportOptions = {}): Promise<ImportResult> {
  const report = new ImportReport()
  const empty = (kind: SourceKind | undefined): ImportResult => ({
    kind,
    folder: '',
    config: undefined,
    text: undefined,
    changes: [],
    pages: 0,
    report,
    compiled: undefined,
  })
  const importer = options.importer ?? (options.from === undefined ? await detect(root, report) : await IMPORTERS[options.from]())
  if (!importer) return empty(undefined)
  let site: ImportedSite | undefined
  try {
    site = await importer.read({ root, report })
  } catch (error) {
    report.add('DN9001', { stage: `the ${importer.kind} import`, reason: error instanceof Error ? error.message : String(error) })
  }
  if (!site) {
    // A reader that gives up says why; one that does not is at fault (a run must not end with nothing said).
    if (report.summary.errors === 0) report.add('DN9001', { stage: `the ${importer.kind} import`, reason: 'the reader gave no navigation, and no reason' })
    return empty(importer.kind)
  }

  // A navigation of no page is no import, though every step of it went right.
  if (site.pages.size === 0 && report.summary.errors === 0) report.add('DN1215', { kind: importer.kind })
  const changes = plannedMoves(root, site, report)
  // Mintlify requires a theme, a name and a primary colour: the source's when it has them.
  const config: DocsJson = { theme: 'mint', name: basename(root), colors: { primary: DEFAULT_PRIMARY }, ...site.config }
  // The folder's files, read once for the compiles below (each makes the changes planned by then).
  const read = folderFiles(root, site.folder)
  const mintignore = plannedMintignore(site, read)
  if (mintignore !== undefined) {
    read['.mintignore'] = mintignore.text
    const shown = mintignore.patterns.slice(0, 4).map((pattern) => `\`${pattern}\``)
    report.add('DN1218', {
      file: posix.join(site.folder, '.mintignore'),
      files: `${mintignore.files} page file${mintignore.files === 1 ? '' : 's'}`,
      kind: importer.kind,
      patterns: `${shown.join(', ')}${mintignore.patterns.length > 4 ? ` and ${mintignore.patterns.length - 4} more` : ''}`,
    })
  }
  const bodies = plannedBodies(root, site, read, changes, report)
  const compileWith = (previousRoutes?: PreviousRoute[]) => compileImported(config, siteFiles(root, site, changes, read), root, previousRoutes)
  setLabels(root, site, compileWith(), changes)
  const old = options.oldUrls ? readOldUrls(options.oldUrls, report) : undefined
  if (old !== undefined) {
    const redirects = migrationRedirects(old, compileWith(), compileWith)
    if (redirects.length > 0) config.redirects = [...((config.redirects as unknown[] | undefined) ?? []), ...redirects]
  }
  // The result checked as docs.json, and with the old URLs, that each lands on a page.
  const compiled = compileWith(old)
  for (const change of changes.values()) report.add('DN1205', { file: change.file, change: describeChange(change) }, { file: change.file })
  report.addAll(
    compiled.diagnostics.flatMap((diagnostic) =>
      old !== undefined && LANDING_CODES.has(diagnostic.code) ? lostUrl(diagnostic) : [inFolder(diagnostic, site.folder)],
    ),
    Object.fromEntries(Object.entries(compiled.sources).map(([file, text]) => [posix.join(site.folder, file), text])),
  )
  report.add('DN1209', {
    pages: `${site.pages.size} page${site.pages.size === 1 ? '' : 's'}`,
    kind: importer.kind,
    redirects: options.oldUrls ? `${redirectCount(config) - redirectCount(site.config)} redirects` : undefined,
    bodies: describeTally(bodies),
  })
  return {
    kind: importer.kind,
    folder: site.folder,
    config,
    text: docsJsonText(config),
    changes: [...changes.values()],
    ...(mintignore === undefined ? {} : { mintignore: { file: posix.join(site.folder, '.mintignore'), text: mintignore.text } }),
    pages: site.pages.size,
    report,
    compiled,
  }
}

/** The primary colour of an imported site whose source names none (Mintlify's own default green). */
const DEFAULT_PRIMARY = '#16A34A'

/** docs.json as the import writes it: `$schema` first, two-space indents. */
export function docsJsonText(config: DocsJson): string {
  return `${JSON.stringify({ $schema: 'https://mintlify.com/docs.json', ...config }, null, 2)}\n`
}

async function detect(root: string, report: ImportReport): Promise<Importer | undefined> {
  const found: Array<{ importer: Importer; marker: string }> = []
  for (const load of Object.values(IMPORTERS)) {
    const importer = await load()
    const marker = importer.detect(root)
    if (marker !== undefined) found.push({ importer, marker })
  }
  if (found.length > 1)
    report.add('DN1210', { found: found.map(({ importer, marker }) => `${importer.kind}: \`${marker}\``).join(', '), kind: found[0]!.importer.kind })
  if (found.length > 0) return found[0]!.importer
  report.add('DN1201', {
    root,
    looked:
      'mint.json, docusaurus.config.*, .vitepress/config.*, an astro.config.* with Starlight, a Fumadocs source.config.ts or meta.json, mkdocs.yml, SUMMARY.md or .gitbook.yaml',
    found: await foundBelow(root),
  })
  return undefined
}

/** How many folders below `root` (two levels) a site sits in, and where: a repository of several sites (GitBook spaces) is imported one site at a time. */
async function foundBelow(root: string): Promise<string | undefined> {
  const below: string[] = []
  const visit = async (folder: string, depth: number) => {
    let entries
    try {
      entries = readdirSync(join(root, folder), { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name === 'node_modules') continue
      const path = folder === '' ? entry.name : `${folder}/${entry.name}`
      for (const load of Object.values(IMPORTERS)) {
        const marker = (await load()).detect(join(root, path))
        if (marker !== undefined) {
          below.push(`\`${path}/${marker}\``)
          break
        }
      }
      if (depth < 2 && below.length < 20) await visit(path, depth + 1)
    }
  }
  await visit('', 1)
  if (below.length === 0) return undefined
  return `hold sites (${below.slice(0, 6).join(', ')}${below.length > 6 ? `, and ${below.length - 6} more` : ''}): import one of them`
}

/** The result compiled as docs.json: its text, with the site's files (from `root`, as messages name it); with `previousRoutes`, compared with them as `docsnav diff` does. */
function compileImported(config: DocsJson, files: Record<string, string>, root: string, previousRoutes?: readonly PreviousRoute[]): CompileResult {
  return compileSync({ config: docsJsonText(config), files, label: root }, { noFiles: false, ...(previousRoutes ? { previousRoutes } : {}) })
}

/** What the comparison with the old URLs reports: a URL gone without a redirect (DN7021, DN7022), and its summary (DN7023). */
const LANDING_CODES = new Set(['DN7021', 'DN7022', 'DN7023'])

/** An old URL the redirects do not bring to a page, said as the import's own finding (the summary is the import's too). */
function lostUrl(diagnostic: Diagnostic): Diagnostic[] {
  if (diagnostic.code === 'DN7023') return []
  const report = new ImportReport()
  const url = diagnostic.params.url ?? diagnostic.params.from ?? ''
  report.add('DN1208', { url, suggestion: diagnostic.params.suggestion ?? diagnostic.params.to })
  return report.diagnostics
}

/**
 * Plans `sidebarTitle` where the source's label for a page is not the one docs.json would show
 * (its frontmatter's `sidebarTitle`, else its title): a group root shows its group's label, so it
 * is left as it is.
 */
function setLabels(root: string, site: ImportedSite, compiled: CompileResult, changes: Map<string, PageChange>): void {
  if (!compiled.site) return
  const shown = new Map<string, string>()
  const visit = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'page') shown.set(item.id, item.title)
      else visit(item.items)
    }
  }
  const walk = (division: ReturnType<typeof navigationDocument>['navigation']) => {
    visit(division.sidebar ?? [])
    for (const child of [...(division.switch?.items ?? []), ...(division.menu ?? [])]) walk(child)
  }
  walk(navigationDocument(compiled.tree, compiled.site).navigation)
  for (const [pagePath, page] of site.pages) {
    const label = page.label?.trim()
    if (label === undefined || label === '' || !shown.has(pagePath) || shown.get(pagePath) === label || !within(root, page.file)) continue
    const change = changes.get(page.file) ?? { file: page.file }
    change.sidebarTitle = label
    changes.set(page.file, change)
  }
}

/** A diagnostic of the compile, its files (its own and its related places') as paths from the source root. */
function inFolder(diagnostic: Diagnostic, folder: string): Diagnostic {
  if (folder === '') return diagnostic
  return {
    ...diagnostic,
    ...(diagnostic.file === undefined ? {} : { file: posix.join(folder, diagnostic.file) }),
    related: diagnostic.related.map((related) => ({ ...related, file: posix.join(folder, related.file) })),
  }
}

function redirectCount(config: DocsJson): number {
  return Array.isArray(config.redirects) ? config.redirects.length : 0
}
