import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { yaml } from '../../source/yaml-libraries.js'
import { firstLine, type ImportReport } from '../report.js'
import { jsonProblemOffset } from './json-place.js'
import { ContentStorage, type MetaData, type StoredFile, basename, dirname, extname, joinPath, slugsOf } from './tree.js'

/**
 * A Fumadocs project as its build sees it: the content folder `source.config.ts` names (fumadocs-mdx's
 * `defineDocs({ dir })`), the loader's `baseUrl` and i18n settings (`lib/source.ts`, `lib/i18n.ts`),
 * and the folder's pages and meta files put in Fumadocs' storage, one per language.
 * The TypeScript files are programs: they are read as text where they are plain enough (a string
 * literal), and the defaults taken, with a DN1204 saying so, where they are not.
 */

export interface I18nSettings {
  defaultLanguage: string
  languages: string[]
  parser: 'dot' | 'dir'
  hideLocale: 'never' | 'always' | 'default-locale'
}

export interface FumadocsProject {
  /** The content folder, relative to the root (`content/docs`). */
  contentDir: string
  baseUrl: string
  i18n?: I18nSettings
  /** The storage of each language (`''` alone without i18n), as Fumadocs makes them: a language's own files over the default language's. */
  storages: Map<string, ContentStorage>
}

export const SOURCE_CONFIGS = ['source.config.ts', 'source.config.mts', 'source.config.js', 'source.config.mjs']
const LOADER_FILES = ['lib/source.ts', 'src/lib/source.ts', 'lib/source.tsx', 'src/lib/source.tsx', 'app/source.ts', 'src/app/source.ts']
const I18N_FILES = ['lib/i18n.ts', 'src/lib/i18n.ts', 'i18n.ts', 'src/i18n.ts']
const DEFAULT_DIR = 'content/docs'
const PAGE = /\.mdx?$/
const META = /^meta(?:\.[^.]+)?\.(?:json|ya?ml)$/

/** Reads the project's settings and content; undefined (with DN1202) when the content folder is missing. */
export function readProject(root: string, report: ImportReport): FumadocsProject | undefined {
  const contentDir = contentFolder(root, report)
  // Never read outside the project.
  if (contentDir === '..' || contentDir.startsWith('../') || posix.isAbsolute(contentDir)) {
    report.add(
      'DN1202',
      { file: contentDir, kind: 'Fumadocs', reason: 'the content folder is outside the project, which the import does not read' },
      { file: 'source.config.ts' },
    )
    return undefined
  }
  if (!existsSync(join(root, contentDir))) {
    report.add('DN1202', { file: contentDir, kind: 'Fumadocs', reason: 'the content folder does not exist' }, { file: contentDir })
    return undefined
  }
  const loader = firstFile(root, LOADER_FILES)
  const baseUrl = loader ? (stringSetting(loader.text, 'baseUrl') ?? '/docs') : '/docs'
  if (loader && /\bbaseUrl\s*:/.test(loader.text) && stringSetting(loader.text, 'baseUrl') === undefined)
    report.add(
      'DN1204',
      {
        what: 'the loader’s `baseUrl`',
        detail: 'it is not a string literal',
        how: 'docsnav took `/docs`: pass `--old-urls` with the old site’s URLs to redirect them',
      },
      { file: loader.file, text: loader.text, value: 'baseUrl' },
    )
  const i18n = i18nSettings(root, loader?.text)
  const files = contentFiles(root, contentDir, report)
  const storages = new Map<string, ContentStorage>()
  if (!i18n) {
    storages.set('', storageOf(files, contentDir, report))
    return { contentDir, baseUrl, storages }
  }
  const byLanguage = new Map<string, Array<[string, StoredFile]>>()
  for (const [path, file] of files) {
    const [withoutLocale, locale = i18n.defaultLanguage] = i18n.parser === 'dir' ? dirParser(path) : dotParser(path)
    byLanguage.set(locale, [...(byLanguage.get(locale) ?? []), [withoutLocale, file]])
  }
  const base = storageOf(byLanguage.get(i18n.defaultLanguage) ?? [], contentDir, report)
  for (const language of i18n.languages)
    storages.set(language, language === i18n.defaultLanguage ? base : storageOf(byLanguage.get(language) ?? [], contentDir, report, base))
  return { contentDir, baseUrl, i18n, storages }
}

/** The URL Fumadocs gives a page of a language (`createGetUrl`). */
export function pageUrl(project: FumadocsProject, slugs: string[], language: string): string {
  const hide = project.i18n?.hideLocale ?? 'never'
  const shown = language !== '' && (hide === 'never' || (hide === 'default-locale' && language !== project.i18n?.defaultLanguage)) ? language : undefined
  const parts = [...project.baseUrl.split('/'), ...slugs]
  if (shown) parts.unshift(shown)
  return `/${parts.filter((part) => part.length > 0).join('/')}`
}

function contentFolder(root: string, report: ImportReport): string {
  const config = firstFile(root, SOURCE_CONFIGS)
  if (!config) return DEFAULT_DIR
  const call = /defineDocs\s*\(/.exec(config.text)
  if (!call) return DEFAULT_DIR
  const dir = /\bdir\s*:\s*(['"`])([^'"`$]*)\1/.exec(config.text.slice(call.index))
  if (dir) {
    const folder = posix.normalize(dir[2] as string).replace(/\/$/, '')
    return folder === '.' ? '' : folder
  }
  if (/\bdir\s*:/.test(config.text.slice(call.index)))
    report.add(
      'DN1204',
      {
        what: 'the content folder of `defineDocs`',
        detail: 'its `dir` is not a string literal',
        how: `docsnav read \`${DEFAULT_DIR}\`, Fumadocs' default: pass the folder with \`--from fumadocs\` from a copy whose dir is written out`,
      },
      { file: config.file, text: config.text, value: 'dir' },
    )
  return DEFAULT_DIR
}

function i18nSettings(root: string, loaderText: string | undefined): I18nSettings | undefined {
  const file = firstFile(root, I18N_FILES)
  const text = file?.text ?? (loaderText && /\bi18n\s*:\s*\{/.test(loaderText) ? loaderText : undefined)
  if (text === undefined || !/\blanguages\s*:/.test(text)) return undefined
  const list = /\blanguages\s*:\s*\[([^\]]*)\]/.exec(text)
  const languages = list ? [...(list[1] as string).matchAll(/['"`]([^'"`]+)['"`]/g)].map((match) => match[1] as string) : []
  if (languages.length === 0) return undefined
  const parser = stringSetting(text, 'parser')
  const hide = stringSetting(text, 'hideLocale')
  return {
    defaultLanguage: stringSetting(text, 'defaultLanguage') ?? (languages[0] as string),
    languages,
    parser: parser === 'dir' ? 'dir' : 'dot',
    hideLocale: hide === 'always' || hide === 'default-locale' ? hide : 'never',
  }
}

function stringSetting(text: string, key: string): string | undefined {
  return new RegExp(`\\b${key}\\s*:\\s*(['"\`])([^'"\`$]*)\\1`).exec(text)?.[2]
}

function firstFile(root: string, candidates: readonly string[]): { file: string; text: string } | undefined {
  for (const file of candidates) {
    try {
      return { file, text: readFileSync(join(root, file), 'utf8') }
    } catch {
      // Not this one.
    }
  }
  return undefined
}

/** Fumadocs' locale parsers (`content.ts`): `page.fr.mdx` (dot) and `fr/page.mdx` (dir). */
function dotParser(path: string): [string] | [string, string] {
  const parts = basename(path).split('.')
  if (parts.length < 3) return [path]
  const [locale] = parts.splice(parts.length - 2, 1) as [string]
  if (!isLocaleValid(locale)) return [path]
  return [joinPath(dirname(path), parts.join('.')), locale]
}

function dirParser(path: string): [string] | [string, string] {
  const [locale, ...segments] = path.split('/')
  if (locale && segments.length > 0 && isLocaleValid(locale)) return [segments.join('/'), locale]
  return [path]
}

function isLocaleValid(locale: string): boolean {
  return locale.length > 0 && !/\d+/.test(locale)
}

/** Every page and meta file of the content folder, by path relative to it, read. */
function contentFiles(root: string, contentDir: string, report: ImportReport): Array<[string, StoredFile]> {
  const found: Array<[string, StoredFile]> = []
  const walk = (folder: string) => {
    let entries
    try {
      entries = readdirSync(join(root, contentDir, folder), { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const path = folder === '' ? entry.name : `${folder}/${entry.name}`
      const file = posix.join(contentDir, path)
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(path)
      } else if (PAGE.test(entry.name)) {
        const text = readFileSync(join(root, file), 'utf8')
        found.push([path, { format: 'page', file, slugs: [], data: frontmatter(text, file, report) }])
      } else if (META.test(entry.name)) {
        const text = readFileSync(join(root, file), 'utf8')
        const data = metaData(text, file, report)
        if (data) found.push([path, { format: 'meta', file, data, text }])
      }
    }
  }
  walk('')
  return found
}

/** A storage of files (paths without locale), slugs given as Fumadocs' slugs plugin gives them. */
function storageOf(files: ReadonlyArray<[string, StoredFile]>, contentDir: string, report: ImportReport, inherit?: ContentStorage): ContentStorage {
  const storage = new ContentStorage(inherit)
  for (const [path, file] of files) storage.write(path, file.format === 'page' ? { ...file, slugs: [] } : file)
  const taken = new Set<string>()
  const indexes: string[] = []
  for (const [path, file] of storage.files) {
    if (file.format !== 'page') continue
    if (basename(path, extname(path)) === 'index') {
      indexes.push(path)
      continue
    }
    file.slugs = slugsOf(path)
    const key = file.slugs.join('/')
    if (taken.has(key))
      report.add(
        'DN1202',
        { file: posix.join(contentDir, path), kind: 'Fumadocs', reason: `another page has the slugs \`${key}\` (Fumadocs fails with "Duplicated slugs")` },
        { file: file.file },
      )
    taken.add(key)
  }
  for (const path of indexes) {
    const file = storage.files.get(path)
    if (file?.format !== 'page') continue
    file.slugs = slugsOf(path)
    if (taken.has(file.slugs.join('/'))) file.slugs.push('index')
  }
  return storage
}

/** A page's frontmatter: `title`, `icon`, `description` are what the page tree reads. */
function frontmatter(text: string, file: string, report: ImportReport): StoredFile['data'] {
  const match = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text)
  if (!match) return {}
  try {
    const data = yaml().parse(match[1] as string)
    return typeof data === 'object' && data !== null ? (data as StoredFile['data']) : {}
  } catch (error) {
    report.add('DN1202', { file, kind: 'Fumadocs', reason: `its frontmatter is not YAML (${firstLine(error)})` }, { file, text, offset: 0 })
    return {}
  }
}

function metaData(text: string, file: string, report: ImportReport): MetaData | undefined {
  let data: unknown
  try {
    data = file.endsWith('.json') ? JSON.parse(text) : yaml().parse(text)
  } catch (error) {
    const reason = firstLine(error)
    const at = file.endsWith('.json') ? jsonProblemOffset(text) : undefined
    report.add('DN1202', { file, kind: 'Fumadocs', reason: reason ?? 'unreadable' }, { file, text, ...(at === undefined ? {} : { offset: at }) })
    return undefined
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    report.add('DN1202', { file, kind: 'Fumadocs', reason: 'a meta file holds an object' }, { file, text, offset: 0 })
    return undefined
  }
  const meta = data as Record<string, unknown>
  if (meta.pages !== undefined && !(Array.isArray(meta.pages) && meta.pages.every((item) => typeof item === 'string'))) {
    report.add('DN1202', { file, kind: 'Fumadocs', reason: '`pages` must be a list of strings' }, { file, text, value: 'pages' })
    return { ...meta, pages: undefined } as MetaData
  }
  return meta as MetaData
}
