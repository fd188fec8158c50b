/** Project-relative paths: always `/`-separated, never leading `/`, never leaving the root. */

/**
 * Resolves `.` and `..` segments of a `/`-separated path relative to the project root.
 * Returns undefined when the path climbs above the root.
 */
export function normalizeInsideRoot(path: string): string | undefined {
  if (isPlainRelative(path)) return path
  const segments: string[] = []
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') {
      if (segments.length === 0) return undefined
      segments.pop()
    } else segments.push(segment)
  }
  return segments.join('/')
}

/** The folder part of a project-relative path (`''` for a file at the root). */
export function folderOf(path: string): string {
  const slash = path.lastIndexOf('/')
  return slash === -1 ? '' : path.slice(0, slash)
}

/** Joins a target written in a file to that file's folder; undefined when it leaves the root. */
export function resolveFrom(fromFile: string, target: string): string | undefined {
  if (target.startsWith('/')) return normalizeInsideRoot(target)
  const folder = folderOf(fromFile)
  return normalizeInsideRoot(folder === '' ? target : `${folder}/${target}`)
}

/** How `target` (a project path) is written relative to the folder of `fromFile`: `./nav.json`, `../nav.json`. */
export function relativeTo(fromFile: string, target: string): string {
  const from = folderOf(fromFile)
    .split('/')
    .filter((segment) => segment !== '')
  const to = target.split('/')
  let shared = 0
  while (shared < from.length && shared < to.length - 1 && from[shared] === to[shared]) shared++
  const up = from.length - shared
  return `${up === 0 ? './' : '../'.repeat(up)}${to.slice(shared).join('/')}`
}

/** Whether a path has no empty, `.` or `..` segment (the common case), by the engine's own string search. */
export function isPlainRelative(path: string): boolean {
  if (path === '' || path.charCodeAt(0) === 0x2f || path.charCodeAt(path.length - 1) === 0x2f || path.includes('//')) return false
  if (!path.includes('.')) return true
  if (path === '.' || path === '..' || path.startsWith('./') || path.startsWith('../') || path.endsWith('/.') || path.endsWith('/..')) return false
  return !path.includes('/./') && !path.includes('/../')
}

/** `.md` files that are never pages, in any folder and any case (@mintlify/common `getFileCategory`). */
const NOT_PAGES = new Set(['readme', 'license', 'contributing', 'contribute'])

/**
 * Whether a file is a page by its path, as @mintlify/prebuild `categorizeFilePaths` and
 * @mintlify/common `getFileCategory` decide: `.mdx` and `.md` (in lower case) outside `snippets/` and `_snippets/`, but not skills
 * (`SKILL.md`), nor README-like `.md` files. Whether another file imports it (then
 * it is a snippet) is decided apart.
 */
export function isPageFile(path: string): boolean {
  // The extension as written: Mintlify's walk takes `x.MDX` for a static file, not a page.
  const extension = path.endsWith('.mdx') ? '.mdx' : path.endsWith('.md') ? '.md' : undefined
  if (extension === undefined) return false
  const lower = path.toLowerCase()
  if (lower.startsWith('snippets/') || lower.startsWith('_snippets/')) return false
  const base = lower.slice(lower.lastIndexOf('/') + 1)
  if (lower === 'skill.md' || (lower.startsWith('.mintlify/skills/') && base === 'skill.md')) return false
  return extension === '.mdx' || !NOT_PAGES.has(base.slice(0, -'.md'.length))
}

/** docsnav's own folder inside an output folder: lock, manifest, staging, commit record. */
export const OUTPUT_CONTROL_FOLDER = '.docsnav'
/** The manifest an earlier docsnav left in an output folder (names only, no hashes). */
export const LEGACY_OUTPUT_MANIFEST = '.docsnav-outputs.json'

/**
 * Whether a folder, by what it holds, is an output folder of docsnav's (a `.docsnav/` control
 * folder, or an earlier docsnav's manifest): its files are docsnav's outputs, never the project's
 * inputs, pages, specs or orphans, so a build into the project reads nothing it wrote before.
 */
export function isOutputFolder(files: readonly string[], folders: readonly string[]): boolean {
  return folders.includes(OUTPUT_CONTROL_FOLDER) || files.includes(LEGACY_OUTPUT_MANIFEST)
}
