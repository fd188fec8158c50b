import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { routeKeyOfPath } from '../ir/urls.js'
import { divisions } from './docusaurus/divisions.js'
import { type LoadedSite, loadSite, type NavbarItem } from './docusaurus/load.js'
import { urlPathOf } from './docusaurus/pages.js'
import { anchorKey, type Gathered, relativePath, textOf, uniqueBy, versionSidebars } from './docusaurus/version.js'
import type { ImportReport } from './report.js'
import type { DocsJson, Importer, ImportedSite } from './source.js'

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

/**
 * Where a repository keeps its Docusaurus site beside the code and the docs it reads from `../docs`
 * (prettier, jest, metro, redux): imported from the repository's root, the docs.json lists them there.
 */
const SITE_FOLDERS = ['', 'website/']

export const docusaurusImporter: Importer = {
  kind: 'docusaurus',
  detect: (root) => SITE_FOLDERS.flatMap((folder) => CONFIG_FILES.map((file) => `${folder}${file}`)).find((file) => existsSync(join(root, file))),
  read: async ({ root: given, report }) => {
    const root = resolve(given)
    const configFile = docusaurusImporter.detect(root)
    if (configFile === undefined) {
      // `--from docusaurus` on a folder without the site's config.
      report.add('DN1201', { root, looked: 'a docusaurus.config.{js,mjs,cjs,ts,mts,cts} in the folder or in website/' })
      return undefined
    }
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
  // Every docs folder Docusaurus reads, each version's and translation's: the blog, `src/pages` and the rest are none of docs.json's.
  const contentFolders = site.locales.flatMap((locale) =>
    locale.instances.flatMap((instance) =>
      instance.versions.flatMap((version) =>
        [version.contentPath, version.contentPathLocalized].flatMap((path) => (path === undefined ? [] : [relativePath(root, path)])),
      ),
    ),
  )
  return { kind: 'docusaurus', folder: folderOf(root, site, gathered), config, pages: gathered.pages, contentFolders }
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
