import {
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs'
import { dirname, extname, join, posix, relative, sep } from 'node:path'
import type { ImportReport } from './report.js'
import type { ImportedSite } from './source.js'

/**
 * What the page files need so that docs.json serves them as the source did: a file moved where its
 * page path says (docs.json names files by path: `docs/intro` is `docs/intro.md`, where Docusaurus
 * strips `01-` and MkDocs reads `README.md` as an index), a `sidebarTitle` where the source's
 * navigation shows another label than the page's title, and its body in Mintlify's components
 * where the source wrote its own (`!!! note`, `:::tip`, `<TabItem>`: bodies/).
 */
export interface PageChange {
  /** The page file, relative to the source root. */
  file: string
  /** Where it moves to, relative to the source root. */
  moveTo?: string
  /** The label to set as its frontmatter's `sidebarTitle`. */
  sidebarTitle?: string
  /**
   * Its new text: its body converted, and what was converted in words (`3 callouts and 1 tab
   * group`); and how many of its relative imports were pointed at their files from where it moves.
   */
  body?: { text: string; converted?: string; imports?: number }
}

/**
 * The moves the imported pages need, each checked: its place free (nothing there, or a page file
 * that moves away itself: a versioned site moves `docs/intro.md` to `docs/next/intro.md` and
 * `versioned_docs/version-2.0/intro.md` into `docs/intro.md`), no two pages moved to one file, no
 * ring of moves.
 */
export function plannedMoves(root: string, site: ImportedSite, report: ImportReport): Map<string, PageChange> {
  const wanted = new Map<string, string>()
  for (const [pagePath, page] of site.pages) {
    // A page file reached through a link out of the project is none of the import's to move or read.
    if (!within(root, page.file)) {
      report.add('DN1206', { file: page.file, change: 'read or moved', reason: 'a symbolic link leads it out of the project' }, { file: page.file })
      continue
    }
    const extension = extname(page.file) === '.mdx' ? '.mdx' : '.md'
    const target = posix.join(site.folder, `${pagePath}${extension}`)
    if (target !== page.file) wanted.set(page.file, target)
  }
  const blocked = new Map<string, string>()
  // A file leaves its place when it moves and its move is not blocked, nor part of a ring of moves.
  const leaves = (file: string, from: string): boolean => {
    const seen = new Set([from])
    for (let at: string | undefined = file; at !== undefined; at = wanted.get(at)) {
      if (seen.has(at) || blocked.has(at) || !wanted.has(at)) return false
      seen.add(at)
      const next = wanted.get(at)!
      if (!existsSync(join(root, next)) && !existsSync(join(root, swapExtension(next)))) return true
    }
    return false
  }
  for (let settled = false; !settled; ) {
    settled = true
    const targets = new Map<string, string>()
    for (const [file, target] of wanted) {
      if (blocked.has(file)) continue
      const reason = targets.has(target)
        ? `\`${targets.get(target)}\` moves there too`
        : existsSync(join(root, target)) && !leaves(target, file)
          ? `\`${target}\` is already there`
          : existsSync(join(root, swapExtension(target))) && !leaves(swapExtension(target), file)
            ? `\`${swapExtension(target)}\` is already there, and would be the page`
            : undefined
      if (reason !== undefined) {
        blocked.set(file, reason)
        settled = false
        break
      }
      targets.set(target, file)
    }
  }
  const changes = new Map<string, PageChange>()
  for (const [file, target] of wanted) {
    const reason = blocked.get(file)
    if (reason !== undefined) report.add('DN1206', { file, change: `moved to \`${target}\``, reason }, { file })
    else changes.set(file, { file, moveTo: target })
  }
  return changes
}

function swapExtension(path: string): string {
  return path.endsWith('.mdx') ? `${path.slice(0, -4)}.md` : `${path.slice(0, -3)}.mdx`
}

/** The text of a page with `sidebarTitle` set in its frontmatter (added, or replacing the one there). */
export function withSidebarTitle(text: string, label: string): string {
  // A byte order mark stays first: the frontmatter must open the text for it to be one.
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : ''
  const rest = text.slice(bom.length)
  const line = `sidebarTitle: ${JSON.stringify(label)}`
  const match = /^---(\r?\n)(?:([\s\S]*?)\r?\n)?---(\r?\n|$)/.exec(rest)
  if (!match) return `${bom}---\n${line}\n---\n\n${rest}`
  const [whole, eol, body, after] = match as unknown as [string, string, string | undefined, string]
  const lines = body === undefined ? [] : body.split(/\r?\n/)
  const at = lines.findIndex((entry) => /^sidebarTitle\s*:/.test(entry))
  if (at === -1) lines.push(line)
  else {
    // The old value with its continuation lines (a folded or quoted value over several lines).
    let end = at + 1
    while (end < lines.length && /^(?:\s|$)/.test(lines[end]!)) end++
    lines.splice(at, end - at, line)
  }
  return `${bom}---${eol}${lines.join(eol)}${eol}---${after}${rest.slice(whole.length)}`
}

/** Folders an import never reads pages from: dependencies, version control, build outputs. */
const SKIPPED_FOLDERS = new Set(['node_modules', '.git', 'build', 'dist', 'site', '.next', '.docusaurus', '.astro', '.vitepress', '.source', 'out'])
/** The files a docs.json site reads: pages, snippets, specs, includes, and what it leaves out. */
const SITE_FILE = /\.(?:mdx?|json|ya?ml)$|^\.mintignore$/
/** Past this many files the check reads no more (a folder that is not a docs site). */
const MAX_SITE_FILES = 50_000

/** The files a docs.json site in `folder` (relative to `root`) reads, by path relative to it: read once per import. */
export function folderFiles(root: string, folder: string): Record<string, string> {
  const base = join(root, folder)
  const files: Record<string, string> = {}
  let count = 0
  // Real folders already walked: a link back up would make the walk endless.
  const walked = new Set<string>()
  const walk = (at: string) => {
    let entries
    try {
      const real = realpathSync(join(base, at))
      if (walked.has(real)) return
      walked.add(real)
      entries = readdirSync(join(base, at), { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      if (count >= MAX_SITE_FILES) return
      const path = at === '' ? entry.name : `${at}/${entry.name}`
      // A link is followed where it stays in the project, as docs.json's own walk does; the readers follow them too.
      const stats = entry.isSymbolicLink() ? (within(root, posix.join(folder, path)) ? statOrUndefined(join(base, path)) : undefined) : entry
      if (stats === undefined) continue
      if (stats.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) walk(path)
      } else if (stats.isFile() && SITE_FILE.test(entry.name) && entry.name !== 'docs.json') {
        if (statSync(join(base, path)).size > 16 * 1024 * 1024) continue
        count++
        files[path] = readFileSync(join(base, path), 'utf8')
      }
    }
  }
  walk('')
  return files
}

/**
 * The files of the imported site as docs.json sees them, by path relative to its folder: the
 * folder's files (`read`, from {@link folderFiles}) with the planned changes made (in memory; the
 * project is not touched).
 */
export function siteFiles(
  root: string,
  site: ImportedSite,
  changes: ReadonlyMap<string, PageChange>,
  read: Readonly<Record<string, string>>,
): Record<string, string> {
  const files = { ...read }
  // A file outside the folder is none of docs.json's (undefined), until it moves in.
  const inFolder = (file: string) => (site.folder === '' ? file : file.startsWith(`${site.folder}/`) ? file.slice(site.folder.length + 1) : undefined)
  // Every text read before any is moved: a page may move into the place another leaves.
  const texts = [...changes.values()].map((change) => {
    const from = inFolder(change.file)
    const text = change.body?.text ?? (from === undefined ? undefined : files[from]) ?? readOrEmpty(join(root, change.file))
    return { change, from, text: change.sidebarTitle === undefined ? text : withSidebarTitle(text, change.sidebarTitle) }
  })
  for (const { change, from } of texts) if (change.moveTo !== undefined && from !== undefined) delete files[from]
  for (const { change, from, text } of texts) {
    const to = change.moveTo === undefined ? from : inFolder(change.moveTo)
    if (to !== undefined) files[to] = text
  }
  return files
}

/** Whether a path of the project (relative to `root`) is in it once links are followed; false when it cannot be looked at. */
export function within(root: string, path: string): boolean {
  try {
    const inside = relative(realpathSync(root), realpathSync(join(root, path)))
    return inside !== '..' && !inside.startsWith(`..${sep}`) && !inside.startsWith(sep)
  } catch {
    // Not there (yet): its folder decides.
    return path.includes('/') ? within(root, path.slice(0, path.lastIndexOf('/'))) : true
  }
}

function statOrUndefined(path: string): ReturnType<typeof statSync> | undefined {
  try {
    return statSync(path)
  } catch {
    return undefined
  }
}

function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return ''
  }
}

/** The plan in words, one line per page. */
export function describeChange(change: PageChange): string {
  const parts = [
    ...(change.moveTo === undefined ? [] : [`moved to \`${change.moveTo}\``]),
    ...(change.sidebarTitle === undefined ? [] : [`\`sidebarTitle: ${JSON.stringify(change.sidebarTitle)}\` in its frontmatter`]),
    ...(change.body?.converted === undefined ? [] : [`its body in Mintlify's components (${change.body.converted})`]),
    ...(change.body?.imports === undefined
      ? []
      : [`its ${change.body.imports === 1 ? 'relative import' : `${change.body.imports} relative imports`} pointed at the same files from there`]),
  ]
  return parts.join(', and ')
}

/**
 * Makes the changes on disk: a frontmatter or body edit written beside the file and renamed over it, a move
 * copied without replacing anything (the copy fails if the place was taken meanwhile) and then the
 * original removed. Returns what could not be made.
 */
export function applyChanges(root: string, changes: Iterable<PageChange>): Array<{ change: PageChange; reason: string }> {
  const failed: Array<{ change: PageChange; reason: string }> = []
  for (const change of leavingFirst([...changes])) {
    try {
      const from = join(root, change.file)
      if (!within(root, change.file) || (change.moveTo !== undefined && !within(root, change.moveTo)))
        throw new Error('a symbolic link leads it out of the project')
      if (change.sidebarTitle !== undefined || change.body !== undefined) {
        const temporary = `${from}.docsnav-${process.pid}`
        const text = change.body?.text ?? readFileSync(from, 'utf8')
        writeFileSync(temporary, change.sidebarTitle === undefined ? text : withSidebarTitle(text, change.sidebarTitle), { flag: 'wx' })
        renameSync(temporary, from)
      }
      if (change.moveTo !== undefined) {
        const to = join(root, change.moveTo)
        mkdirSync(dirname(to), { recursive: true })
        copyFileSync(from, to, constants.COPYFILE_EXCL)
        unlinkSync(from)
      }
    } catch (error) {
      failed.push({ change, reason: error instanceof Error ? error.message : String(error) })
    }
  }
  return failed
}

/** The changes in an order where a file moves away before another moves into its place (plannedMoves allows no ring). */
function leavingFirst(changes: readonly PageChange[]): PageChange[] {
  const pending = new Map(changes.map((change) => [change.file, change]))
  const ordered: PageChange[] = []
  const visit = (change: PageChange, path: Set<string>) => {
    if (!pending.has(change.file) || path.has(change.file)) return
    path.add(change.file)
    const leaving = change.moveTo === undefined ? undefined : pending.get(change.moveTo)
    if (leaving !== undefined) visit(leaving, path)
    pending.delete(change.file)
    ordered.push(change)
  }
  for (const change of changes) visit(change, new Set())
  return ordered
}
