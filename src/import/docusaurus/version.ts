import { readFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { routeKeyOfPath } from '../../ir/urls.js'
import type { ImportReport, SourceSpot } from '../report.js'
import type { SourcePage } from '../source.js'
import type { LoadedInstance, LoadedLocale, LoadedSite, LoadedVersion } from './load.js'
import { type PlacedDoc, placeDoc } from './pages.js'
import { cannot, type PageEntry, type SidebarContext, sidebarPages } from './sidebars.js'

/**
 * One version of one docs instance in one locale: its docs placed at the page paths that keep
 * their URLs (pages.ts), its sidebars as docs.json pages lists (sidebars.ts), and what the whole
 * site gathers from it: the pages and their files, top-level links, redirects of generated
 * indexes, the collapsed states docs.json cannot say, drafts and docs it cannot bring in.
 */

/** What the conversion keeps while it walks every locale, instance, version and sidebar. */
export interface Gathered {
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

/** The sidebars of one version, as docs.json pages lists by sidebar id; the version's docs placed. */
export function versionSidebars(gathered: Gathered, locale: LoadedLocale, instance: LoadedInstance, version: LoadedVersion): Map<string, PageEntry[]> {
  const { root, site, report } = gathered
  const defaultLocale = site.locales[0]!
  const relativeVersion = {
    ...version,
    contentPath: relativePath(root, version.contentPath),
    contentPathLocalized: version.contentPathLocalized === undefined ? undefined : relativePath(root, version.contentPathLocalized),
  }
  // `@site/` is the site's folder, which may be a folder of the root (`website/`).
  const fromSite = (source: string) => (source.startsWith('@site/') ? relativePath(root, resolve(site.siteDir, source.slice('@site/'.length))) : source)
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

/** A file of the project as text, read once (undefined when unreadable), for the diagnostics' lines. */
export function textOf(gathered: Gathered, file: string): string | undefined {
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

/** An absolute path relative to the project root, `/`-separated. */
export function relativePath(root: string, path: string): string {
  return relative(root, path).split(sep).join('/')
}

/** What makes two top-level links one anchor: label and target. */
export function anchorKey(anchor: { anchor: string; href: string }): string {
  return `${anchor.anchor}\n${anchor.href}`
}

/** The list without later items whose key an earlier one has. */
export function uniqueBy<T>(list: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>()
  return list.filter((item) => !seen.has(key(item)) && seen.add(key(item)) !== undefined)
}
