import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, posix } from 'node:path'
import { readSummary, type SummaryItem } from './gitbook/summary.js'
import type { ImportReport, SourceSpot } from './report.js'
import type { Importer, ImportedSite, SourcePage } from './source.js'
import { readYamlConfig } from './yaml-source.js'

/**
 * GitBook (Git Sync) as docs.json: `.gitbook.yaml` (`root`, `structure.readme`,
 * `structure.summary`, `redirects`) and SUMMARY.md (gitbook/summary.ts). docs.json goes in the
 * GitBook root: a page `guide/setup.md` is served at `/guide/setup` by both, a `README.md` at its
 * folder's URL (docs.json's `index`), the readme at `/`. Parts are top-level groups; a page with
 * sub-pages is a group whose root is that page; a plain-text item over a list is a group without a root.
 * The readme comes first even where SUMMARY.md leaves it out, as HonKit (GitBook's open-source
 * successor) puts it; test/import/gitbook-corpus.test.ts compares the reading of SUMMARY.md with HonKit's.
 */

const CONFIG = '.gitbook.yaml'

export const gitbookImporter: Importer = {
  kind: 'gitbook',
  detect: (root) => [CONFIG, 'SUMMARY.md'].find((file) => existsSync(join(root, file))),
  read: async ({ root, report }) => {
    const settings = readSettings(root, report)
    if (!settings) return undefined
    const summaryFile = posix.join(settings.folder, settings.summary)
    let text: string
    try {
      text = readFileSync(join(root, summaryFile), 'utf8')
    } catch {
      report.add(
        'DN1202',
        { file: summaryFile, kind: 'GitBook', reason: 'there is no such file: GitBook needs a SUMMARY.md for the table of contents' },
        { file: summaryFile },
      )
      return undefined
    }
    // Markdown's list parsing slows down with the square of the nesting: refuse what docs.json could
    // not hold anyway (DN1011: 512 levels) before it is parsed, rather than parse it for minutes.
    const deepest = /^(?:[ \t]{1024,})[-*+]|^(?:[ \t]*\d+\.[ \t]+){512,}|^(?:[ \t]*[-*+>][ \t]+){512,}/m.exec(text)
    if (deepest) {
      report.add(
        'DN1202',
        { file: summaryFile, kind: 'GitBook', reason: 'its lists nest deeper than 512 levels, more than docs.json holds' },
        { file: summaryFile, text, offset: deepest.index },
      )
      return undefined
    }
    return gitbookSite(root, settings, summaryFile, text, report)
  },
}

interface Settings {
  /** The GitBook root, relative to the project root ('' for itself). */
  folder: string
  readme: string
  summary: string
  redirects: Record<string, unknown>
  spot: (value: string) => SourceSpot
}

function readSettings(root: string, report: ImportReport): Settings | undefined {
  const defaults = { folder: '', readme: 'README.md', summary: 'SUMMARY.md', redirects: {}, spot: () => ({ file: CONFIG }) }
  if (!existsSync(join(root, CONFIG))) return defaults
  let text: string
  try {
    text = readFileSync(join(root, CONFIG), 'utf8')
  } catch (error) {
    report.add('DN1202', { file: CONFIG, kind: 'GitBook', reason: error instanceof Error ? error.message : String(error) }, { file: CONFIG })
    return undefined
  }
  const read = readYamlConfig(CONFIG, text, 'GitBook', report)
  if (!read) return undefined
  const values = read.values
  const record = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  const config = record(values)
  const structure = record(config.structure)
  const spot = (value: string): SourceSpot => ({ file: CONFIG, text, value })
  const rootSetting = typeof config.root === 'string' ? config.root : './'
  const folder = posix
    .normalize(rootSetting)
    .replace(/^\.\/?$/, '')
    .replace(/^\.\//, '')
    .replace(/\/$/, '')
  if (posix.isAbsolute(folder) || folder === '..' || folder.startsWith('../')) {
    report.add('DN1202', { file: CONFIG, kind: 'GitBook', reason: `\`root\` \`${rootSetting}\` is outside the project` }, spot(rootSetting))
    return undefined
  }
  for (const key of ['readme', 'summary'] as const) {
    const value = structure[key]
    if (typeof value === 'string' && (cleanPath(value).startsWith('../') || cleanPath(value) === '..')) {
      report.add('DN1202', { file: CONFIG, kind: 'GitBook', reason: `\`structure.${key}\` \`${value}\` is outside the root` }, spot(value))
      return undefined
    }
  }
  return {
    folder,
    readme: typeof structure.readme === 'string' ? cleanPath(structure.readme) : 'README.md',
    summary: typeof structure.summary === 'string' ? cleanPath(structure.summary) : 'SUMMARY.md',
    redirects: record(config.redirects),
    spot,
  }
}

/** A path as GitBook resolves it inside the root: `./` and doubled slashes left out, `%20` decoded. */
function cleanPath(path: string): string {
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part)
    } catch {
      return part
    }
  }
  const parts = path.split('/').filter((part) => part !== '' && part !== '.')
  return parts.length === 0 ? '' : posix.normalize(parts.map(decode).join('/'))
}

/** A page file's page path: without `.md`, a `README` (and the readme) as its folder's `index`. */
function pagePathOf(file: string, readme: string): string {
  if (file === readme) return 'index'
  const stem = file.replace(/\.md$/i, '')
  return /(^|\/)README$/i.test(stem) ? stem.replace(/README$/i, 'index') : stem
}

function gitbookSite(root: string, settings: Settings, summaryFile: string, text: string, report: ImportReport): ImportedSite {
  const { folder, readme } = settings
  const summaryFolder = posix.dirname(settings.summary) === '.' ? '' : posix.dirname(settings.summary)
  const { parts, strays } = readSummary(text)
  const spot = (offset: number, length: number): SourceSpot => ({ file: summaryFile, text, offset, length })
  const cannot = (what: string, detail: string | undefined, how: string, at: SourceSpot) => report.add('DN1204', { what, detail, how }, at)
  for (const stray of strays)
    cannot(stray.what, undefined, 'GitBook shows only headings and lists of SUMMARY.md; put the text in a page', spot(stray.offset, stray.length))

  const pages = new Map<string, SourcePage>()
  const anchors: Array<Record<string, string>> = []
  const isFile = (file: string) => {
    try {
      return statSync(join(root, folder, file)).isFile()
    } catch {
      return false
    }
  }

  /** The page path of a link item, or undefined (reported) when docs.json cannot list it. */
  const pageOf = (item: Extract<SummaryItem, { kind: 'link' }>, topLevel: boolean): string | undefined => {
    const at = spot(item.offset, item.length)
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(item.url)) {
      if (topLevel && item.children.length === 0) anchors.push({ anchor: item.title || item.url, href: item.url })
      else
        cannot(
          'a link to another site inside a group',
          `\`${item.title}\` → \`${item.url}\``,
          'Add it as an anchor under `navigation.global`, or as a link in a page',
          at,
        )
      return undefined
    }
    const [target, fragment] = item.url.split('#', 2) as [string, string | undefined]
    if (target === '') {
      if (item.children.length === 0) cannot('an entry without a page', `\`${item.title}\``, 'Give it a page, or leave it out', at)
      return undefined
    }
    const file = cleanPath(posix.join(summaryFolder, target))
    if (file.startsWith('../')) {
      cannot('a page outside the GitBook root', `\`${item.url}\``, 'Move the page into the root', at)
      return undefined
    }
    if (!/\.md$/i.test(file)) {
      cannot(
        'an entry that is not a Markdown page',
        `\`${item.url}\``,
        'docs.json lists pages (Markdown or MDX files); link to the file from a page instead',
        at,
      )
      return undefined
    }
    if (!isFile(file)) {
      cannot('a page whose file does not exist', `\`${item.url}\``, 'Add the file, or remove the entry', at)
      return undefined
    }
    if (fragment !== undefined)
      cannot('a link to a part of a page', `\`${item.url}\` (listed as the page \`${target}\`)`, 'Link to the heading from a page instead', at)
    const path = pagePathOf(file, readme)
    if (pages.has(path)) {
      cannot('a page listed twice', `\`${item.url}\` (the second entry is left out)`, 'docs.json lists a page once: keep the entry where it belongs', at)
      return undefined
    }
    pages.set(path, { file: folder === '' ? file : `${folder}/${file}`, label: item.title })
    return path
  }

  type Entry = string | Record<string, unknown>
  const entries = (items: readonly SummaryItem[], topLevel: boolean): Entry[] =>
    items.flatMap((item): Entry[] => {
      const root = item.kind === 'link' ? pageOf(item, topLevel) : undefined
      if (item.children.length === 0) {
        if (item.kind === 'text') cannot('an entry without a page', `\`${item.title}\``, 'Give it a page, or leave it out', spot(item.offset, item.length))
        return root === undefined ? [] : [root]
      }
      const children = entries(item.children, false)
      if (root === undefined && children.length === 0) {
        cannot('a group without pages', `\`${item.title}\``, 'Give it pages, or leave it out', spot(item.offset, item.length))
        return []
      }
      return [{ group: item.title, ...(root === undefined ? {} : { root }), pages: children }]
    })

  const top: Entry[] = []
  for (const part of parts) {
    const items = entries(part.items, part.title === undefined)
    if (part.title === undefined) top.push(...items)
    else if (items.length > 0) top.push({ group: part.title, pages: items })
    else cannot('a part without pages', `\`${part.title}\``, 'Give it pages, or leave it out', { file: summaryFile, text, offset: part.offset })
  }
  // The readme is the first page even when SUMMARY.md does not list it, titled "Introduction" (HonKit's `parseSummary`).
  if (!pages.has('index') && isFile(readme)) {
    pages.set('index', { file: folder === '' ? readme : `${folder}/${readme}`, label: 'Introduction' })
    top.unshift('index')
  }
  const listed = new Set([...pages.values()].map((page) => page.file))
  // GitBook publishes only the pages SUMMARY.md lists (SUMMARY.md itself is none): `.mintignore` leaves the rest out.
  const unlisted = unpublished(join(root, folder), folder).filter((file) => !listed.has(file))
  const redirects = redirectsOf(settings, (file) => isFile(file), report)
  const config: Record<string, unknown> = { navigation: { ...(anchors.length > 0 ? { global: { anchors } } : {}), pages: top } }
  if (redirects.length > 0) config.redirects = redirects
  return { kind: 'gitbook', folder, config, pages, unpublished: unlisted }
}

/** The page files (`.md`, `.mdx`) under the root, outside dot folders, relative to the project root. */
function unpublished(base: string, folder: string): string[] {
  const found: string[] = []
  const walk = (relative: string) => {
    let entries
    try {
      entries = readdirSync(join(base, relative), { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries.toSorted((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`
      if (found.length >= 50_000) return
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && entry.name !== 'node_modules') walk(path)
        // docs.json serves no README.md (Mintlify ignores them), listed or not.
      } else if (/\.mdx?$/i.test(entry.name) && entry.name !== 'README.md') found.push(folder === '' ? path : `${folder}/${path}`)
    }
  }
  walk('')
  return found
}

/** `.gitbook.yaml`'s `redirects` (an old path → a page file, relative to the root) as docs.json redirects. */
function redirectsOf(settings: Settings, isFile: (file: string) => boolean, report: ImportReport): Array<{ source: string; destination: string }> {
  const redirects: Array<{ source: string; destination: string }> = []
  for (const [from, to] of Object.entries(settings.redirects)) {
    const cleaned = typeof to === 'string' ? cleanPath(to) : ''
    const file = cleaned.startsWith('../') || cleaned === '..' ? '' : cleaned
    if (file === '' || !isFile(file)) {
      report.add(
        'DN1204',
        { what: 'a redirect to a page the root does not have', detail: `\`${from}\` → \`${String(to)}\``, how: 'Point it at a page file that exists' },
        settings.spot(from),
      )
      continue
    }
    const path = pagePathOf(file, settings.readme)
    const source = `/${cleanPath(from).replace(/\.md$/i, '')}`
    redirects.push({ source, destination: path === 'index' ? '/' : `/${path.replace(/\/index$/, '')}` })
  }
  return redirects
}
