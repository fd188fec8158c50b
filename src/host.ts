import { closeSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import { isPlainRelative, normalizeInsideRoot } from './ir/paths.js'

/** What reading a project file gave. */
export type ReadResult = { ok: true; text: string } | { ok: false; missing: boolean; reason: string }

/**
 * The files a compile can see, addressed by project-relative `/` paths. The compiler reads only
 * through a host, so the same compile runs on a folder on disk or on an in-memory map.
 */
export interface FileHost {
  /** A label for the project root in messages (the folder path, or `(in memory)`). */
  readonly rootLabel: string
  read(path: string): ReadResult
  /**
   * The first `bytes` bytes of a file as text (all of it when shorter), for reading frontmatter
   * without reading whole pages; undefined when the file cannot be read. With `until`, the text
   * stops after the first line that starts with it (past the first line), when there is one:
   * decoding a page's body only to drop it is most of the cost of reading thousands of pages.
   */
  readStart(path: string, bytes: number, until?: string): { text: string; complete: boolean } | undefined
  /** Names of the files in a folder (`''` for the root); empty when it does not exist. */
  list(folder: string): string[]
}

/** Files under a folder on disk. */
export function diskHost(root: string): FileHost {
  // One buffer for every frontmatter read of this compile: a site reads thousands of file heads.
  let head = Buffer.allocUnsafe(0)
  // Paths are project-relative and normalised by their callers: concatenation, not path.join, per
  // file. A path that would leave the root is refused here too, whoever asks.
  const prefix = resolve(root) + sep
  const inside = (path: string) => isPlainRelative(path) || normalizeInsideRoot(path) !== undefined
  const full = (path: string) => prefix + path
  return {
    rootLabel: root,
    list(folder) {
      if (!inside(folder)) return []
      try {
        return readdirSync(join(root, folder), { withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name)
      } catch {
        return []
      }
    },
    readStart(path, bytes, until) {
      if (!inside(path)) return undefined
      let descriptor: number | undefined
      try {
        descriptor = openSync(full(path), 'r')
        if (head.length < bytes) head = Buffer.allocUnsafe(bytes)
        const buffer = head
        const read = readSync(descriptor, buffer, 0, bytes, 0)
        // Cut a character split by the end of the chunk, rather than decode half of it.
        let end = read
        if (read === bytes) while (end > 0 && (buffer[end - 1]! & 0xc0) === 0x80) end--
        if (read === bytes && end > 0 && buffer[end - 1]! >= 0xc0) end--
        if (until !== undefined) {
          const stop = closingLine(buffer.subarray(0, end), until)
          if (stop !== -1) return { text: buffer.toString('utf8', 0, stop), complete: false }
        }
        return { text: buffer.toString('utf8', 0, end), complete: read < bytes }
      } catch {
        return undefined
      } finally {
        if (descriptor !== undefined) closeSync(descriptor)
      }
    },
    read(path) {
      if (!inside(path)) return { ok: false, missing: true, reason: 'it is outside the project root' }
      try {
        return { ok: true, text: readFileSync(full(path), 'utf8') }
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code
        return { ok: false, missing: code === 'ENOENT' || code === 'ENOTDIR', reason: describeFsError(code, error) }
      }
    },
  }
}

/** Files given as a map of project-relative path to content. */
export function memoryHost(files: Readonly<Record<string, string>>): FileHost {
  const byPath = new Map<string, string>()
  for (const [path, text] of Object.entries(files ?? {})) byPath.set(path.replace(/^\.?\/+/, ''), text)
  return {
    rootLabel: '(in memory)',
    list(folder) {
      const prefix = folder === '' ? '' : `${folder}/`
      return [...byPath.keys()].filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/')).map((path) => path.slice(prefix.length))
    },
    readStart(path, bytes, until) {
      const text = byPath.get(path)
      if (typeof text !== 'string') return undefined
      const stop = until === undefined ? -1 : closingLine(Buffer.from(text.slice(0, bytes)), until)
      if (stop !== -1) return { text: Buffer.from(text).toString('utf8', 0, stop), complete: false }
      return text.length <= bytes ? { text, complete: true } : { text: text.slice(0, bytes), complete: false }
    },
    read(path) {
      const text = byPath.get(path)
      if (text === undefined) return { ok: false, missing: true, reason: 'no such file' }
      return typeof text === 'string' ? { ok: true, text } : { ok: false, missing: false, reason: 'its content is not text' }
    },
  }
}

/**
 * The offset just past the first line (after the first) that is exactly `until`, optionally
 * followed by spaces or tabs; -1 when there is none. `----` or `--- x` is not a closing line.
 */
function closingLine(bytes: Buffer, until: string): number {
  let at = bytes.indexOf(`\n${until}`, 1)
  while (at !== -1) {
    let after = at + 1 + until.length
    while (after < bytes.length && (bytes[after] === 0x20 || bytes[after] === 0x09)) after++
    if (after < bytes.length && bytes[after] === 0x0d) after++
    if (after === bytes.length) return after
    if (bytes[after] === 0x0a) return after + 1
    at = bytes.indexOf(`\n${until}`, at + 1)
  }
  return -1
}

function describeFsError(code: string | undefined, error: unknown): string {
  switch (code) {
    case 'ENOENT': return 'no such file'
    case 'EISDIR': return 'it is a folder'
    case 'EACCES': case 'EPERM': return 'permission denied'
    default: return error instanceof Error ? error.message : String(error)
  }
}
