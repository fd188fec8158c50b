import type { EditedText } from '../source/edited-text.js'

/**
 * Reading project files, as the compiler sees it: the host every read goes through, what a read
 * gives, and the limits on what is read. The hosts themselves (disk, memory) are in src/files.
 */

/** Why a project file could not be read. */
export type ReadFailure = {
  ok: false
  /**
   * `missing`: no such file; `outside`: its real path (symbolic links followed) leaves the project
   * root; `not-text`: it is saved as UTF-16 or is binary; `unreadable`: it exists but is not a
   * readable regular file within the size cap.
   */
  kind: 'missing' | 'outside' | 'not-text' | 'unreadable'
  reason: string
}

/**
 * What reading a project file gave: its text (and its size in bytes, when the host measured it), or
 * why not. `edited`: the text as an editor's edits made it, when it came so (read through it, the
 * text is not made whole: docs/incremental.md).
 */
export type ReadResult = { ok: true; text: string; bytes?: number; edited?: EditedText } | ReadFailure

/** The default cap on the size of a file docsnav reads (docs.json, an include, a spec): 64 MiB. */
export const DEFAULT_MAX_FILE_SIZE = 64 * 1024 * 1024
/**
 * All the whole files one compile reads (docs.json, includes, specs; not page heads) may come to
 * this many times the cap on one: sixty includes of one 60 MB file must not exhaust memory.
 */
export const TOTAL_SIZE_FACTOR = 4

/**
 * The files a compile can see, addressed by project-relative `/` paths. The compiler reads only
 * through a host, so the same compile runs on a folder on disk or on an in-memory map, and the
 * project root is a boundary in one place.
 */
/** What a folder holds, as {@link FileHost.entries} lists it. */
export interface FolderEntries {
  files: string[]
  folders: string[]
  linksOut: string[]
}

export interface FileHost {
  /** A label for the project root in messages (the folder path, or `(in memory)`). */
  readonly rootLabel: string
  read(path: string): ReadResult
  /**
   * The first `bytes` bytes of a file as text (all of it when shorter), for reading frontmatter
   * without reading whole pages. With `until`, the text stops after the first line that starts
   * with it (past the first line), when there is one: decoding a page's body only to drop it is
   * most of the cost of reading thousands of pages.
   */
  readStart(path: string, bytes: number, until?: string): { ok: true; text: string; complete: boolean } | ReadFailure
  /** Names of the files in a folder (`''` for the root); empty when it does not exist. */
  list(folder: string): string[]
  /**
   * Names of the files and of the folders in a folder (`''` for the root), for walking the project
   * (the page inventory). A file that is a symbolic link is listed when it leads to a file inside
   * the root; a folder that is one is not listed (a link back up would make the walk endless).
   * `linksOut`: links that lead to a file outside the root, never read (Mintlify's walk reads them).
   */
  entries(folder: string): FolderEntries
  /**
   * Every project file read or looked for so far (a missing page's `.mdx` too), in that order, by
   * project-relative path with the folders' links resolved, and the file's own link target too.
   */
  readonly inputs: ReadonlySet<string>
  /**
   * Set by a host whose folder listings stay the same from one compile to the next until this
   * changes (a project kept open): what is computed from the listings alone can be kept.
   */
  readonly listingStamp?: number
}

/** A byte count for people: `64 MiB`, `1.5 KiB`, `12 bytes`. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} byte${bytes === 1 ? '' : 's'}`
  const units = ['KiB', 'MiB', 'GiB', 'TiB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`
}

/**
 * Why the bytes are not UTF-8 text that docsnav can read, or undefined: a UTF-16 or UTF-32 byte
 * order mark, or NUL bytes (UTF-16 without a mark, or a binary file). NUL never occurs in JSON,
 * YAML or Markdown text.
 */
export function notUtf8(buffer: Buffer, length: number): string | undefined {
  const first = buffer[0]
  const second = buffer[1]
  if (
    length >= 4 &&
    ((first === 0xff && second === 0xfe && buffer[2] === 0 && buffer[3] === 0) || (first === 0 && second === 0 && buffer[2] === 0xfe && buffer[3] === 0xff))
  ) {
    return 'it is saved as UTF-32; save it as UTF-8'
  }
  if (length >= 2 && ((first === 0xff && second === 0xfe) || (first === 0xfe && second === 0xff))) return 'it is saved as UTF-16; save it as UTF-8'
  const nul = buffer.subarray(0, length).indexOf(0)
  if (nul === -1) return undefined
  // Text saved as UTF-16 without a byte order mark: every other byte of its ASCII is NUL.
  let alternating = 0
  const sample = Math.min(length, 512)
  for (let at = 0; at < sample; at++) if (buffer[at] === 0 && (at & 1) === (nul & 1)) alternating++
  return alternating * 2 >= sample * 0.8 ? 'it is saved as UTF-16; save it as UTF-8' : 'it is not a text file (it holds NUL bytes)'
}
