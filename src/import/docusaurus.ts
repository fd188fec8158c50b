import { existsSync, readFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { routeKeyOfPath } from '../ir/urls.js'
import { divisions } from './docusaurus/divisions.js'
import { type LoadedInstance, type LoadedLocale, type LoadedSite, type LoadedVersion, loadSite, type NavbarItem } from './docusaurus/load.js'
import { type PlacedDoc, placeDoc, urlPathOf } from './docusaurus/pages.js'
import { cannot, type PageEntry, type SidebarContext, sidebarPages } from './docusaurus/sidebars.js'
import type { ImportReport, SourceSpot } from './report.js'
import type { DocsJson, Importer, ImportedSite, SourcePage } from './source.js'

/**
 * A Docusaurus site as docs.json (docs/import/docusaurus.md): the sidebars Docusaurus itself
 * resolves (load.ts), each doc at a page path that keeps its URL (pages.ts), each sidebar's items
 * as docs.json pages and groups (sidebars.ts), and the site's docs instances, versions, sidebars
 * and translated locales as divisions (divisions.ts).
 */

const CONFIG_FILES = [
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.cts',
]

export const docusaurusImporter: Importer = {
  kind: 'docusaurus',
  detect: (root) => CONFIG_FILES.find((file) => existsSync(join(root, file))),
  read: async ({ root: given, report }) => {
    const root = resolve(given)
    const configFile = docusaurusImporter.detect(root)
    if (configFile === undefined) return undefined
    const site = await loadSite(root, configFile, report)
    if (!site) return undefined
    if (site.locales[0]!.instances.length === 0) {
      if (!report.diagnostics.some((diagnostic) => diagnostic.code === 'DN1202' || diagnostic.code === 'DN1203'))
        report.add(
          'DN1202',
          {
            file: configFile,
            kind: 'Docusaurus',
            reason: 'the site has no docs: neither `@docusaurus/plugin-content-docs` nor a preset that adds it (`classic`)',
          },
          { file: configFile },
        )
      return undefined
    }
    return siteAsDocsJson(root, site, report)
  },
}

/** What the conversion keeps while it walks every locale, instance, version and sidebar. */
interface Gathered {
  root: string
  site: LoadedSite
  report: ImportReport
  pages: Map<string, SourcePage>
  /** Files already given a page path (a file is one page). */
  files: Map<string, string>
  /** Top-level external links, once per sidebar that has them; and how many sidebars there are. */
  anchors: Array<{ anchor: string; href: string; spot: SourceSpot }>
  sidebars: number
  redirects: Array<{ source: string; destination: string }>
  collapse: { topCollapsible: number; nestedFixed: number; spot?: SourceSpot }
  texts: Map<string, string | undefined>
}

function siteAsDocsJson(root: string, site: LoadedSite, report: ImportReport): ImportedSite {
  const gathered: Gathered = {
    root,
    site,
    report,
    pages: new Map(),
    files: new Map(),
    anchors: [],
    sidebars: 0,
    redirects: [],
    collapse: { topCollapsible: 0, nestedFixed: 0 },
    texts: new Map(),
  }
  const navigation = divisions(
    site,
    (locale, instance, version) => versionSidebars(gathered, locale, instance, version),
    (locale) =>
      report.add(
        'DN1204',
        {
          what: 'a locale without a docs.json language code',
          detail: `\`${locale}\``,
          how: 'its translated docs are left out: docs.json `languages` takes the codes docs/format.md lists',
        },
        { file: site.configFile, text: textOf(gathered, site.configFile), value: locale },
      ),
  )
  const config: DocsJson = {}
  if (site.title) config.name = site.title
  const nav: Record<string, unknown> = { ...navigation }
  const anchors = uniqueBy(gathered.anchors, anchorKey).map(({ anchor, href }) => ({ anchor, href }))
  // A global anchor is on every page: one that only some sidebars had is shown where it was not.
  for (const anchor of uniqueBy(gathered.anchors, anchorKey)) {
    const held = gathered.anchors.filter((other) => anchorKey(other) === anchorKey(anchor)).length
    if (held < gathered.sidebars)
      report.add(
        'DN1204',
        {
          what: 'a link some sidebars have and others not',
          detail: `\`${anchor.anchor}\` in ${held} of ${gathered.sidebars} sidebars`,
          how: 'it is a global anchor now, shown on every page',
        },
        anchor.spot,
      )
  }
  const links = navbarLinks(site.navbarItems, gathered)
  if (anchors.length > 0) nav.global = { anchors }
  config.navigation = nav
  if (links.length > 0) config.navbar = { links }
  if (gathered.redirects.length > 0) config.redirects = uniqueBy(gathered.redirects, (redirect) => redirect.source)
  const { topCollapsible, nestedFixed, spot } = gathered.collapse
  if (topCollapsible > 0)
    report.add(
      'DN1204',
      {
        what: 'collapsible top-level categories',
        detail: String(topCollapsible),
        how: 'docs.json shows top-level groups open, always: they are imported as groups',
      },
      spot,
    )
  if (nestedFixed > 0)
    report.add(
      'DN1204',
      {
        what: 'nested categories that cannot be collapsed',
        detail: String(nestedFixed),
        how: 'docs.json nested groups can always be collapsed: they are imported open (`expanded: true`)',
      },
      spot,
    )
  return { kind: 'docusaurus', folder: folderOf(root, site, gathered), config, pages: gathered.pages }
}

/**
 * Where docs.json goes: in the docs folder when the site has one docs instance served at the
 * root (`routeBasePath: '/'`), so its page paths are the files' own; else at the project root,
 * where `docs/intro` keeps `/docs/intro`.
 */
function folderOf(root: string, site: LoadedSite, gathered: Gathered): string {
  const instances = site.locales[0]!.instances
  if (instances.length !== 1 || instances[0]!.routeBasePath.replace(/^\/+|\/+$/g, '') !== '') return ''
  const current = instances[0]!.versions.find((version) => version.versionName === 'current') ?? instances[0]!.versions[0]!
  const folder = relativePath(root, current.contentPath)
  // Versioned or translated docs live beside the docs folder: docs.json then goes at the root, above them all.
  return [...gathered.pages.values()].every((page) => page.file.startsWith(`${folder}/`)) ? folder : ''
}

/** The sidebars of one version, as docs.json pages lists by sidebar id; the version's docs placed. */
function versionSidebars(gathered: Gathered, locale: LoadedLocale, instance: LoadedInstance, version: LoadedVersion): Map<string, PageEntry[]> {
  const { root, site, report } = gathered
  const defaultLocale = site.locales[0]!
  const relativeVersion = {
    ...version,
    contentPath: relativePath(root, version.contentPath),
    contentPathLocalized: version.contentPathLocalized === undefined ? undefined : relativePath(root, version.contentPathLocalized),
  }
  const fromSite = (source: string) => source.replace(/^@site\//, '')
  const placed = new Map<string, PlacedDoc>()
  let untranslated = 0
  for (const doc of version.docs) {
    let place = placeDoc(doc, relativeVersion, site.baseUrl, fromSite)
    // A doc a locale does not translate is the default locale's file: docs.json lists that page.
    const localized = relativeVersion.contentPathLocalized
    if (locale !== defaultLocale && (localized === undefined || !place.file.startsWith(`${localized}/`))) {
      untranslated++
      const original = gathered.files.get(place.file)
      if (original !== undefined) place = { ...place, pagePath: original }
    }
    placed.set(doc.id, place)
  }
  if (untranslated > 0)
    report.add(
      'DN1204',
      {
        what: `docs ${locale.locale} does not translate`,
        detail: `${untranslated} doc${untranslated === 1 ? '' : 's'}${site.locales[0]!.instances.length > 1 ? ` of the \`${instance.id}\` docs` : ''}${instance.versions.length > 1 ? `, version ${version.label}` : ''}`,
        how: `Docusaurus serves them under \`/${locale.locale}/\` from the default locale's files; the ${locale.locale} navigation lists the default language's pages`,
      },
      { file: site.configFile, text: textOf(gathered, site.configFile), value: locale.locale },
    )
  const byUrl = new Map([...placed.values()].map((place) => [place.url, place]))
  // A sidebars file outside the project (a preset's generated one) is pointed at through the config.
  const sidebarFile = typeof version.sidebarFilePath === 'string' ? relativePath(root, version.sidebarFilePath) : undefined
  const spotFile = sidebarFile === undefined || sidebarFile.startsWith('../') ? site.configFile : sidebarFile
  const text = textOf(gathered, spotFile)
  const spot = (value: string): SourceSpot => ({ file: spotFile, ...(text === undefined ? {} : { text, value }) })
  gathered.collapse.spot ??= { file: spotFile }
  const result = new Map<string, PageEntry[]>()
  const listed = new Map<string, { doc: PlacedDoc; label: string }>()
  for (const [id, items] of Object.entries(version.sidebars)) {
    const context: SidebarContext = {
      report,
      spot,
      inDoc: (file, value) => ({ file, text: textOf(gathered, file), value }),
      doc: (docId) => placed.get(docId),
      baseUrl: site.baseUrl,
      byUrl,
      listed,
      anchors: [],
      generatedIndexes: [],
      collapse: gathered.collapse,
    }
    const pages = sidebarPages(items, context)
    gathered.sidebars++
    for (const anchor of uniqueBy(context.anchors, anchorKey)) gathered.anchors.push({ ...anchor, spot: spot(anchor.anchor) })
    for (const index of context.generatedIndexes) {
      const first = firstPage(index.group)
      if (first !== undefined) gathered.redirects.push({ source: `/${index.url}`, destination: `/${routeKeyOfPath(first)}` })
    }
    if (pages.length > 0) result.set(id, pages)
  }
  // Docs Docusaurus reads from outside the project (`path: '../docs'`): the import reads and moves nothing there.
  const outside = [...placed.values()].filter((place) => place.file.startsWith('../'))
  if (outside.length > 0)
    report.add(
      'DN1204',
      {
        what: 'docs outside the project folder',
        detail: `${outside.length} in \`${relativeVersion.contentPath}\``,
        how: 'import the folder that holds both the config and the docs, or move the docs into the project: docs.json lists them, but their files are not brought in',
      },
      { file: site.configFile },
    )
  // Every doc the version builds is a page of docs.json (those no sidebar lists are served unlisted), each file once.
  for (const place of placed.values()) {
    if (place.pagePath === undefined || gathered.files.has(place.file) || place.file.startsWith('../')) continue
    const taken = gathered.pages.get(place.pagePath)
    if (taken !== undefined) {
      // Docusaurus serves one of two docs at one URL (it warns of the duplicate route): docs.json has one page there.
      report.add(
        'DN1204',
        {
          what: 'two docs at one URL',
          detail: `\`${taken.file}\` and \`${place.file}\` at \`/${place.url}\``,
          how: `the page is \`${taken.file}\`; give the other a \`slug\` of its own`,
        },
        { file: place.file },
      )
      continue
    }
    gathered.files.set(place.file, place.pagePath)
    const label = listed.get(place.pagePath)?.label
    gathered.pages.set(place.pagePath, { file: place.file, ...(label === undefined ? {} : { label }) })
  }
  for (const draft of version.drafts) {
    const file = fromSite(draft.source)
    cannot(
      { report, spot: (value) => ({ file, text: textOf(gathered, file), value }) },
      'draft',
      'a draft doc',
      `\`${draft.id}\``,
      'docs.json has no drafts, and serves every page file: move it out of the folder, or list it in `.mintignore`',
    )
  }
  return result
}

function firstPage(entries: readonly unknown[]): string | undefined {
  for (const entry of entries) {
    if (typeof entry === 'string') return entry
    const group = entry as { root?: string; pages: unknown[] }
    const found = group.root ?? firstPage(group.pages)
    if (found !== undefined) return found
  }
  return undefined
}

/** The navbar's links out (docs.json `navbar.links`) and its links to pages that are no doc (reported). */
function navbarLinks(items: readonly NavbarItem[], gathered: Gathered): Array<{ label: string; href: string }> {
  const navbar: Array<{ label: string; href: string }> = []
  const text = textOf(gathered, gathered.site.configFile)
  const visit = (list: readonly NavbarItem[]) => {
    for (const item of list) {
      if (item.items) visit(item.items)
      if (item.type !== undefined && item.type !== 'default' && item.type !== 'dropdown') continue
      if (typeof item.href === 'string' && item.label) navbar.push({ label: item.label, href: item.href })
      else if (typeof item.to === 'string' && !isDocUrl(item.to, gathered))
        gathered.report.add(
          'DN1204',
          {
            what: 'a navbar link to a page that is no doc',
            detail: `\`${item.label ?? item.to}\` to \`${item.to}\``,
            how: 'docs.json serves only the docs: link to the page where it is served now',
          },
          { file: gathered.site.configFile, ...(text === undefined ? {} : { text, value: item.to }) },
        )
    }
  }
  visit(items)
  return navbar
}

function isDocUrl(to: string, gathered: Gathered): boolean {
  const path = urlPathOf(to.replace(/[?#].*$/, ''), gathered.site.baseUrl)
  for (const page of gathered.pages.keys()) if (routeKeyOfPath(page) === path || path.startsWith(`${routeKeyOfPath(page)}/`)) return true
  return false
}

function textOf(gathered: Gathered, file: string): string | undefined {
  if (!gathered.texts.has(file)) {
    let text: string | undefined
    try {
      text = readFileSync(join(gathered.root, file), 'utf8')
    } catch {
      text = undefined
    }
    gathered.texts.set(file, text)
  }
  return gathered.texts.get(file)
}

function relativePath(root: string, path: string): string {
  return relative(root, path).split(sep).join('/')
}

function anchorKey(anchor: { anchor: string; href: string }): string {
  return `${anchor.anchor}\n${anchor.href}`
}

function uniqueBy<T>(list: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>()
  return list.filter((item) => !seen.has(key(item)) && seen.add(key(item)) !== undefined)
}
