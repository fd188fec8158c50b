import { existsSync } from 'node:fs'
import { join, posix } from 'node:path'
import { isRecord } from '../ir/json-values.js'
import { readMkdocsConfig, type MkdocsConfig } from './mkdocs/config.js'
import { pagePathOf, toDocsJson, type Theme } from './mkdocs/docs-json.js'
import { docsFiles, unbuiltPages, type DocsFile } from './mkdocs/files.js'
import { navFromConfig, navFromFolders } from './mkdocs/nav.js'
import type { ImportReport } from './report.js'
import type { Importer, ImportedSite } from './source.js'

/**
 * MkDocs (with Material, and Zensical's mkdocs.yml) as docs.json: mkdocs.yml read as MkDocs reads
 * it (mkdocs/config.ts), docs_dir's files as MkDocs lists them (mkdocs/files.ts), `nav` or the folder
 * order (mkdocs/nav.ts), shown as Material shows it (mkdocs/docs-json.ts). docs.json goes in
 * docs_dir: a page `x.md` there is served at `/x/` by MkDocs and at `/x` by docs.json.
 * The agreement with MkDocs's own `get_navigation` is tested (test/import/mkdocs-differential.test.ts).
 */

const CONFIG_FILES = ['mkdocs.yml', 'mkdocs.yaml']
/** Zensical's own config: TOML, which docsnav has no parser for. */
const ZENSICAL = 'zensical.toml'

/** Plugins that make or change the navigation at build time, which a reading of mkdocs.yml does not see. */
const NAVIGATION_PLUGINS = new Set([
  'awesome-pages',
  'literate-nav',
  'gen-files',
  'monorepo',
  'multirepo',
  'i18n',
  'static-i18n',
  'blog',
  'section-index',
  'mkdocs-simple-hooks',
])

export const mkdocsImporter: Importer = {
  kind: 'mkdocs',
  detect: (root) => [...CONFIG_FILES, ZENSICAL].find((file) => existsSync(join(root, file))),
  read: async ({ root, report }) => {
    const file = CONFIG_FILES.find((name) => existsSync(join(root, name)))
    if (existsSync(join(root, ZENSICAL))) {
      if (file === undefined) {
        report.add(
          'DN1202',
          { file: ZENSICAL, kind: 'Zensical', reason: 'docsnav reads Zensical projects from their mkdocs.yml, and reads no TOML' },
          { file: ZENSICAL },
        )
        return undefined
      }
      report.add(
        'DN1204',
        {
          what: `${ZENSICAL}'s settings`,
          detail: `docsnav reads no TOML: the navigation is read from ${file}`,
          how: `Zensical reads ${ZENSICAL} first: make ${file}'s nav the same as its own`,
        },
        { file: ZENSICAL },
      )
    }
    const config = readMkdocsConfig(root, file ?? 'mkdocs.yml', report)
    return config && mkdocsSite(root, config, report)
  },
}

function mkdocsSite(root: string, config: MkdocsConfig, report: ImportReport): ImportedSite | undefined {
  const { values } = config
  const main = config.files[0]!
  const spot = (key: string, value?: string) => {
    const at = config.setIn.get(key) ?? main
    return { file: at.file, text: at.text, value: value ?? key }
  }
  // docs_dir is relative to mkdocs.yml's folder (the first file of the chain), whichever file sets it.
  const docsDirSetting = typeof values.docs_dir === 'string' ? values.docs_dir : 'docs'
  const folder = posix
    .normalize(posix.join(posix.dirname(main.file), docsDirSetting))
    .replace(/^\.$/, '')
    .replace(/\/$/, '')
  if (posix.isAbsolute(docsDirSetting) || folder === '..' || folder.startsWith('../')) {
    report.add(
      'DN1202',
      { file: spot('docs_dir').file, kind: 'MkDocs', reason: `docs_dir \`${docsDirSetting}\` is outside the project` },
      spot('docs_dir', docsDirSetting),
    )
    return undefined
  }
  const docsDir = join(root, folder)
  if (!existsSync(docsDir)) {
    report.add(
      'DN1202',
      { file: spot('docs_dir').file, kind: 'MkDocs', reason: `docs_dir \`${docsDirSetting}\` does not exist` },
      spot('docs_dir', docsDirSetting),
    )
    return undefined
  }
  const files = docsFiles(docsDir, textOf(values.exclude_docs), textOf(values.not_in_nav))
  const byUri = new Map<string, DocsFile>(files.map((entry) => [entry.uri, entry]))
  const inFolder = (uri: string) => (folder === '' ? uri : `${folder}/${uri}`)
  // What MkDocs builds no page from (dot files, `templates/`, `exclude_docs`): `.mintignore` leaves it out.
  const unbuilt = unbuiltPages(docsDir, new Set(files.filter((entry) => entry.page).map((entry) => entry.uri))).map(inFolder)

  const navFile = config.setIn.get('nav')
  const navNode = navFile?.document.get('nav', true)
  const written = Array.isArray(values.nav) && values.nav.length > 0 && navFile !== undefined && navNode !== undefined
  const items = written ? navFromConfig(navFile, navNode as never, byUri, report) : navFromFolders(files, (uri) => ({ file: inFolder(uri) }))

  const theme = themeOf(values.theme)
  const { navigation, pages } = toDocsJson(items, theme, docsDir, folder, report)
  // Pages out of the navigation stay where they are, served unlisted; but docs.json serves no
  // README.md and no `.markdown` file, which MkDocs does: the import cannot move unlisted pages.
  const listedFiles = new Set([...pages.values()].map((page) => page.file))
  const unserved = files.filter(
    (entry) => entry.page && !listedFiles.has(inFolder(entry.uri)) && (/(^|\/)README\.[^/]+$/.test(entry.uri) || !entry.uri.endsWith('.md')),
  )
  if (unserved.length > 0) {
    const names =
      unserved
        .slice(0, 5)
        .map((entry) => `\`${entry.uri}\``)
        .join(', ') + (unserved.length > 5 ? ` and ${unserved.length - 5} more` : '')
    report.add(
      'DN1204',
      {
        what: 'pages out of the navigation that docs.json does not serve',
        detail: `MkDocs serves ${names}; docs.json serves no README.md and no \`.markdown\` file`,
        how: 'Rename each to `index.md` or `.md` (or add it to `nav`, and the import moves it)',
      },
      { file: inFolder(unserved[0]!.uri) },
    )
  }
  const docsJson: Record<string, unknown> = {}
  if (typeof values.site_name === 'string' && values.site_name.trim() !== '') docsJson.name = values.site_name
  docsJson.navigation = navigation
  const redirects = redirectsOf(values.plugins, byUri, report, spot)
  if (redirects.length > 0) docsJson.redirects = redirects

  if (values.use_directory_urls === false) {
    report.add(
      'DN1204',
      {
        what: 'URLs ending in `.html`',
        detail: '`use_directory_urls: false` serves `x.md` at `/x.html`; docs.json serves it at `/x`',
        how: "Pass the old site's URLs with `--old-urls` to add a redirect from each",
      },
      spot('use_directory_urls', 'use_directory_urls'),
    )
  }
  const sitePath = typeof values.site_url === 'string' ? /^[a-z]+:\/\/[^/]+(\/.*)?$/i.exec(values.site_url)?.[1] : undefined
  if (sitePath !== undefined && sitePath.replace(/\/+$/, '') !== '') {
    report.add(
      'DN1204',
      {
        what: 'a base path for the whole site',
        detail: `\`site_url\` serves the pages under \`${sitePath}\``,
        how: 'Serve the docs.json site under that path from your host, or pass the old URLs with `--old-urls`',
      },
      spot('site_url', values.site_url as string),
    )
  }
  if (Array.isArray(values.hooks) && values.hooks.length > 0) {
    report.add(
      'DN1204',
      {
        what: 'what hooks do to the navigation',
        detail: `\`hooks\` runs ${values.hooks.length} Python file${values.hooks.length === 1 ? '' : 's'} at build time, which may change titles and sections`,
        how: 'Check the imported navigation against the built site',
      },
      spot('hooks'),
    )
  }
  for (const name of pluginNames(values.plugins)) {
    if (NAVIGATION_PLUGINS.has(name)) {
      report.add(
        'DN1204',
        {
          what: `what the \`${name}\` plugin does to the navigation`,
          detail: 'the import reads mkdocs.yml and docs_dir, not what plugins make of them at build time',
          how: 'Check the imported navigation against the built site, and add what the plugin adds by hand',
        },
        spot('plugins', name),
      )
    }
  }
  return { kind: 'mkdocs', folder, config: docsJson, pages, unpublished: unbuilt }
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : Array.isArray(value) ? value.filter((line) => typeof line === 'string').join('\n') : undefined
}

/** Material's features that shape the navigation (another theme has neither). */
function themeOf(theme: unknown): Theme {
  const name = typeof theme === 'string' ? theme : isRecord(theme) ? theme.name : undefined
  const features = isRecord(theme) && Array.isArray(theme.features) ? theme.features : []
  const material = name === 'material'
  return { tabs: material && features.includes('navigation.tabs'), indexes: material && features.includes('navigation.indexes') }
}

function pluginNames(plugins: unknown): string[] {
  const entries = Array.isArray(plugins) ? plugins : isRecord(plugins) ? Object.keys(plugins).map((name) => ({ [name]: plugins[name] })) : []
  return entries.flatMap((entry) => (typeof entry === 'string' ? [entry] : isRecord(entry) ? Object.keys(entry) : []))
}

/** mkdocs-redirects' `redirect_maps` (old page file → new page file or URL) as docs.json redirects. */
function redirectsOf(
  plugins: unknown,
  files: ReadonlyMap<string, DocsFile>,
  report: ImportReport,
  spot: (key: string, value?: string) => { file: string; text: string; value: string },
): Array<{ source: string; destination: string }> {
  const entries = Array.isArray(plugins) ? plugins : isRecord(plugins) ? [plugins] : []
  const settings = entries.find((entry): entry is Record<string, unknown> => isRecord(entry) && 'redirects' in entry)?.redirects
  const maps = isRecord(settings) && isRecord(settings.redirect_maps) ? settings.redirect_maps : {}
  const redirects: Array<{ source: string; destination: string }> = []
  for (const [from, to] of Object.entries(maps)) {
    if (typeof to !== 'string') continue
    const [target, fragment] = to.split('#', 2) as [string, string | undefined]
    const external = /^[a-z][a-z0-9+.-]*:|^\/\//i.test(to)
    if (!external && !files.has(target)) {
      report.add(
        'DN1204',
        { what: 'a redirect to a page docs_dir does not have', detail: `\`${from}\` → \`${to}\``, how: 'Point it at a page that exists' },
        spot('plugins', from),
      )
      continue
    }
    const destination = external ? to : `${urlOf(target)}${fragment === undefined ? '' : `#${fragment}`}`
    redirects.push({ source: urlOf(from), destination })
  }
  return redirects
}

/** The URL docs.json serves a docs_dir file's page at. */
function urlOf(uri: string): string {
  const path = pagePathOf(uri)
  return path === 'index' ? '/' : `/${path.replace(/\/index$/, '')}`
}
