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

/** Whether a path has no empty, `.` or `..` segment (the common case, checked in one scan). */
export function isPlainRelative(path: string): boolean {
  let segmentStart = 0
  for (let at = 0; at <= path.length; at++) {
    if (at < path.length && path.charCodeAt(at) !== 0x2f) continue
    const length = at - segmentStart
    if (length === 0) return false
    if (length <= 2 && path.charCodeAt(segmentStart) === 0x2e && (length === 1 || path.charCodeAt(segmentStart + 1) === 0x2e)) return false
    segmentStart = at + 1
  }
  return true
}
