import { posix } from 'node:path'
import type { ImportedSite } from './source.js'

/**
 * The `.mintignore` an import needs where docs.json's folder holds page files the source never
 * published: Mintlify serves every `.md` and `.mdx` under docs.json as a page, so a site imported
 * from a repository's root (prettier's `website/` with `../docs`) would publish its test fixtures,
 * blog and changelog, and `docsnav check` would read them as pages (a fixture's frontmatter that is
 * no mapping is an error). Each folder holding none of the site's pages is left out whole (`/tests/`),
 * else its unpublished files one by one.
 */
export interface MintignorePlan {
  /** `.mintignore`'s text: what it had, then the import's patterns. */
  text: string
  /** How many page files it leaves out, and the first few of its patterns, for the report. */
  files: number
  patterns: string[]
}

const PAGE_FILE = /\.mdx?$/
const MINTIGNORE = '.mintignore'

/**
 * The plan for `site` (its folder's files `read`, relative to that folder), or undefined when
 * every page file there is one the source publishes, or the reader does not say which it does.
 */
export function plannedMintignore(site: ImportedSite, read: Readonly<Record<string, string>>): MintignorePlan | undefined {
  const sources = site.contentFolders
  const fromRoot = (path: string) => posix.join(site.folder, path)
  const unpublished = new Set(site.unpublished)
  if (sources === undefined && unpublished.size === 0) return undefined
  const published = (path: string) =>
    !unpublished.has(fromRoot(path)) && (sources === undefined || sources.some((folder) => folder === '' || fromRoot(path).startsWith(`${folder}/`)))
  const pages = Object.keys(read).filter((path) => PAGE_FILE.test(path))
  const kept = new Set(pages.filter(published))
  // A file a published page imports (a partial) is the page's, wherever it is.
  for (const page of [...kept]) for (const imported of importedFiles(page, read[page]!)) kept.add(imported)
  const left = pages.filter((path) => !kept.has(path))
  if (left.length === 0) return undefined
  const patterns = coveringPatterns(left, kept)
  const before = read[MINTIGNORE]
  const text = `${before === undefined || before === '' ? '' : `${before.replace(/\n?$/, '\n')}\n`}# Page files ${site.kind} did not publish (docsnav import)\n${patterns.join('\n')}\n`
  return { text, files: left.length, patterns }
}

/**
 * The fewest anchored patterns that cover every `left` file and no `kept` one: a folder without
 * kept files whole, else its left files by name.
 */
function coveringPatterns(left: readonly string[], kept: ReadonlySet<string>): string[] {
  const keptFolders = new Set<string>()
  for (const path of kept) for (let at = path.lastIndexOf('/'); at > 0; at = path.lastIndexOf('/', at - 1)) keptFolders.add(path.slice(0, at))
  const patterns = new Set<string>()
  for (const path of left) {
    const parts = path.split('/')
    // The outermost folder of the path with nothing kept under it, else the file itself.
    let covered = path
    for (let depth = 1; depth < parts.length; depth++) {
      const folder = parts.slice(0, depth).join('/')
      if (!keptFolders.has(folder)) {
        covered = `${folder}/`
        break
      }
    }
    patterns.add(`/${escapePattern(covered)}`)
  }
  return [...patterns].sort()
}

/** A path as a gitignore pattern matches it literally. */
function escapePattern(path: string): string {
  return path.replace(/[\\*?[\]]/g, '\\$&').replace(/ $/, '\\ ')
}

/** The files of the folder a page's `import … from './x'` names (relative to the page, or `/` to the folder). */
function importedFiles(page: string, text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(/^import\s[^'"]*?['"]([^'"]+)['"]/gm)) {
    const module = match[1]!
    if (!module.startsWith('.') && !module.startsWith('/')) continue
    found.push(module.startsWith('/') ? posix.normalize(module.slice(1)) : posix.join(posix.dirname(page), module))
  }
  return found
}
