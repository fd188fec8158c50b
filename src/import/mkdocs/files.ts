import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs'
import { join, posix } from 'node:path'
import { jsYaml } from '../../source/yaml-libraries.js'

/**
 * The files of docs_dir as MkDocs lists them (`mkdocs.structure.files.get_files`): folders walked
 * top-down in sorted order, each folder's files sorted with `index.*` and `README.*` first, dot
 * files and a top-level `templates` left out, `README.md` left out where `index.md` is beside it;
 * and MkDocs 1.5's `exclude_docs` and `not_in_nav` (gitignore patterns) applied.
 */

/** The extensions MkDocs reads as Markdown pages (`mkdocs.utils.markdown_extensions`). */
export const MARKDOWN_EXTENSIONS = ['.markdown', '.mdown', '.mkdn', '.mkd', '.md']

export interface DocsFile {
  /** Relative to docs_dir, `/`-separated (MkDocs's `src_uri`). */
  uri: string
  /** Whether MkDocs builds it as a page. */
  page: boolean
  /** Matched by `not_in_nav`: built, but left out of the navigation MkDocs makes without `nav`. */
  notInNav: boolean
}

/**
 * The page files docs.json would serve from docs_dir (`.md` and `.mdx`, outside dot folders) that
 * MkDocs does not build as pages: dot files, the top-level `templates`, `exclude_docs`, and `.mdx`
 * (a static file to MkDocs). A README.md is neither's (docs.json serves none).
 */
export function unbuiltPages(docsDir: string, built: ReadonlySet<string>): string[] {
  const found: string[] = []
  const walk = (folder: string) => {
    let entries
    try {
      entries = readdirSync(join(docsDir, folder), { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries.toSorted((a, b) => byCodePoint(a.name, b.name))) {
      const uri = folder === '' ? entry.name : `${folder}/${entry.name}`
      if (found.length >= MAX_FILES) return
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && entry.name !== 'node_modules') walk(uri)
        // docs.json serves no README.md (Mintlify ignores them).
      } else if (/\.mdx?$/.test(entry.name) && entry.name !== 'README.md' && !built.has(uri)) found.push(uri)
    }
  }
  walk('')
  return found
}

/** Past this many files the walk stops (a docs_dir that is not one). */
const MAX_FILES = 50_000

export function isMarkdown(uri: string): boolean {
  return MARKDOWN_EXTENSIONS.some((extension) => uri.endsWith(extension))
}

/** docs_dir's files in MkDocs's order. */
export function docsFiles(docsDir: string, excludeDocs: string | undefined, notInNav: string | undefined): DocsFile[] {
  const exclude = gitignore(['.*', '/templates/', ...(excludeDocs ?? '').split('\n')])
  const unlisted = gitignore((notInNav ?? '').split('\n'))
  const files: DocsFile[] = []
  // MkDocs follows symbolic links to folders; a link back up would walk for ever.
  const visited = new Set<string>()
  let top = docsDir
  try {
    top = realpathSync(docsDir)
  } catch {
    // Read as it is named.
  }
  const walk = (folder: string) => {
    let entries
    try {
      const real = realpathSync(join(docsDir, folder))
      // Nor is a folder outside docs_dir read (the import reads nothing outside the project).
      if (visited.has(real) || (folder !== '' && !real.startsWith(`${top}/`) && real !== top)) return
      visited.add(real)
      entries = readdirSync(join(docsDir, folder), { withFileTypes: true })
    } catch {
      return
    }
    const names = entries.map((entry) => entry.name)
    const isFolder = (name: string) => {
      const entry = entries.find((candidate) => candidate.name === name)!
      if (entry.isDirectory()) return true
      if (!entry.isSymbolicLink()) return false
      try {
        return statSync(join(docsDir, folder, name)).isDirectory()
      } catch {
        return false
      }
    }
    const here = names.filter((name) => !isFolder(name))
    for (const name of sortFiles(here)) {
      const uri = folder === '' ? name : `${folder}/${name}`
      if (exclude(uri, false)) continue
      if (name === 'README.md' && here.includes('index.md')) continue
      if (files.length >= MAX_FILES) return
      files.push({ uri, page: isMarkdown(uri), notInNav: unlisted(uri, false) })
    }
    for (const name of names.filter(isFolder).sort(byCodePoint)) {
      const uri = folder === '' ? name : `${folder}/${name}`
      if (!exclude(uri, true)) walk(uri)
    }
  }
  walk('')
  return files
}

/** `_sort_files`: `index.*` and `README.*` first, then by name (Python's code-point order). */
function sortFiles(names: string[]): string[] {
  const first = (name: string) => ['index', 'README'].includes(name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name)
  return names.toSorted((a, b) => (first(a) === first(b) ? (first(a) ? 0 : byCodePoint(a, b)) : first(a) ? -1 : 1))
}

function byCodePoint(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * A gitignore-style matcher (pathspec's `gitwildmatch`, which MkDocs 1.5 uses for `exclude_docs`):
 * the last matching pattern decides, `!` negates, a pattern with a `/` before its end is anchored
 * to docs_dir, one ending in `/` matches folders only, `*` stays within a segment, `**` crosses them.
 */
export function gitignore(lines: readonly string[]): (uri: string, isFolder: boolean) => boolean {
  const rules = lines
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const negated = line.startsWith('!')
      let pattern = negated ? line.slice(1) : line
      const folderOnly = pattern.endsWith('/')
      if (folderOnly) pattern = pattern.slice(0, -1)
      const anchored = pattern.includes('/')
      if (pattern.startsWith('/')) pattern = pattern.slice(1)
      const body = pattern
        .split('/')
        .map((segment) =>
          segment === '**'
            ? '\u0000'
            : segment
                .replace(/[.+^${}()|\\]/g, '\\$&')
                .replace(/\*/g, '[^/]*')
                .replace(/\?/g, '[^/]'),
        )
        .join('/')
        .replace(/\u0000\//g, '(?:.*/)?')
        .replace(/\/\u0000/g, '(?:/.*)?')
        .replace(/\u0000/g, '.*')
      return { negated, folderOnly, regex: new RegExp(`^${anchored ? '' : '(?:.*/)?'}${body}$`) }
    })
  return (uri, isFolder) => {
    let matched = false
    // A file under a matched folder is matched too (its folder is left out as a whole).
    const parts = uri.split('/')
    for (let depth = 1; depth <= parts.length; depth++) {
      const prefix = parts.slice(0, depth).join('/')
      const prefixIsFolder = depth < parts.length || isFolder
      for (const rule of rules) {
        if (rule.folderOnly && !prefixIsFolder) continue
        if (rule.regex.test(prefix)) matched = !rule.negated
      }
      if (matched && depth < parts.length) return true
    }
    return matched
  }
}

/**
 * The title MkDocs 1.4 gives a page its `nav` names without one (`Page._set_title`): the meta-data's
 * `title` (YAML front matter, or MultiMarkdown `Title:` lines), else a first line `# Heading`, else
 * `Home` for the home page, else the file name with `-` and `_` as spaces, capitalised if all lower case.
 */
export function mkdocsTitle(text: string, uri: string, isHomepage: boolean): string {
  const { body, meta } = metaData(text.replace(/^\uFEFF/, ''))
  const title = meta.title
  if (title !== undefined && title !== null) return String(title)
  for (const line of body.replace(/\r\n?/g, '\n').split('\n')) {
    const trimmed = line.trim()
    if (trimmed === '') continue
    // MkDocs 1.5 titles a page from its rendered heading, without attr_list's `{ #id .class }`.
    if (trimmed.startsWith('# ')) return trimmed.replace(/^[# ]+/, '').replace(ATTRIBUTE_LIST, '')
    break
  }
  if (isHomepage) return 'Home'
  return nameTitle(stemOf(uri))
}

/** A file or folder name as MkDocs titles it (`dirname_to_title`). */
export function nameTitle(name: string): string {
  const title = name.replace(/[-_]/g, ' ')
  return title.toLowerCase() === title ? capitalize(title) : title
}

/** Python's `str.capitalize`: the first character upper case, the rest lower case. */
function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase()
}

/** A file's name without its extension, `index` for `README` (MkDocs's `File.name`). */
export function stemOf(uri: string): string {
  const name = posix.basename(uri)
  const stem = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name
  return stem === 'README' ? 'index' : stem
}

/** attr_list's attributes at the end of a heading (`{ #features }`, `{: .class }`). */
export const ATTRIBUTE_LIST = /\s*\{:?\s*[#.][^{}]*\}\s*$/

const YAML_META = /^-{3}[ \t]*\n([\s\S]*?\n)(?:\.{3}|-{3})[ \t]*\n/
const META_LINE = /^[ ]{0,3}([A-Za-z0-9_-]+):\s*(.*)/
const META_MORE = /^(?: {4}|\t)\s*(.*)/

/** `mkdocs.utils.meta.get_data`: YAML front matter, else MultiMarkdown meta-data lines. */
function metaData(text: string): { body: string; meta: Record<string, unknown> } {
  const yamlMatch = YAML_META.exec(text)
  if (yamlMatch) {
    try {
      const data = jsYaml().load(yamlMatch[1]!)
      if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
        return { body: text.slice(yamlMatch[0].length).replace(/^\n+/, ''), meta: data as Record<string, unknown> }
      }
    } catch {
      // MkDocs keeps the text as it is when its front matter is not YAML.
    }
    return { body: text, meta: {} }
  }
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  const meta: Record<string, string> = {}
  let key: string | undefined
  let at = 0
  for (; at < lines.length; at++) {
    const line = lines[at]!
    if (line.trim() === '') {
      at++
      break
    }
    const first = META_LINE.exec(line)
    if (first) {
      key = first[1]!.toLowerCase().trim()
      const value = first[2]!.trim()
      meta[key] = key in meta ? `${meta[key]} ${value}` : value
      continue
    }
    const more = META_MORE.exec(line)
    if (more && key !== undefined) meta[key] = `${meta[key]} ${more[1]!.trim()}`
    else break
  }
  return { body: lines.slice(at).join('\n').replace(/^\n+/, ''), meta }
}

/** A page file's text, or '' when it cannot be read (MkDocs would stop; the import goes on with the name). */
export function readPage(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return ''
  }
}
