import { closeSync, constants, fstatSync, openSync, readdirSync, readSync, realpathSync, statSync } from 'node:fs'
import { sep } from 'node:path'
import { DEFAULT_MAX_FILE_SIZE, TOTAL_SIZE_FACTOR, formatSize, notUtf8, type FileHost, type FolderEntries, type ReadFailure } from '../ir/files.js'
import { folderOf, isPlainRelative, normalizeInsideRoot } from '../ir/paths.js'
import { describeFsError } from './fs-errors.js'

const OUTSIDE: ReadFailure = { ok: false, kind: 'outside', reason: 'it leads out of the project root through a symbolic link' }
const MISSING: ReadFailure = { ok: false, kind: 'missing', reason: 'no such file' }
// O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer, for ever.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0)
const NO_FOLLOW = constants.O_NOFOLLOW ?? 0

/**
 * Files under a folder on disk. Every read is confined to the real project root: a path with `..`
 * that climbs out, or a file or folder that is a symbolic link to somewhere outside, is refused
 * before anything is read. Only regular files are read (never a FIFO, socket or device), and none
 * larger than `maxFileSize` bytes.
 */
export function diskHost(root: string, maxFileSize = DEFAULT_MAX_FILE_SIZE, onInput?: (path: string) => void): FileHost {
  // One buffer for every frontmatter read of this compile: a site reads thousands of file heads.
  let head = Buffer.allocUnsafe(0)
  const recorded = new Set<string>()
  // With `onInput`, a project host reads through this one (files/project-host.ts): it hears every
  // input of every read, not only the first time, and keeps the total of what a compile read itself.
  const inputs = onInput
    ? {
        add: (path: string) => {
          onInput(path)
          return recorded.add(path)
        },
      }
    : recorded
  const total = onInput ? Infinity : maxFileSize * TOTAL_SIZE_FACTOR
  let readSoFar = 0
  let realRoot: string | undefined
  try {
    realRoot = realpathSync.native(root)
  } catch {
    // No root: every read below reports the file missing.
  }
  const rootPrefix = realRoot === undefined ? undefined : realRoot.endsWith(sep) ? realRoot : realRoot + sep
  const relativeToRoot = (real: string): string | undefined => {
    if (real === realRoot) return ''
    if (rootPrefix === undefined || !real.startsWith(rootPrefix)) return undefined
    return sep === '/' ? real.slice(rootPrefix.length) : real.slice(rootPrefix.length).split(sep).join('/')
  }
  // Real path of each folder, resolved once: a site has thousands of pages in a few folders.
  const folders = new Map<string, string | ReadFailure>()
  const realFolder = (folder: string): string | ReadFailure => {
    let real = folders.get(folder)
    if (real === undefined) {
      try {
        const resolved = realpathSync.native(folder === '' ? realRoot! : rootPrefix + folder)
        real = relativeToRoot(resolved) === undefined ? OUTSIDE : resolved
      } catch (error) {
        real = failure(error)
      }
      folders.set(folder, real)
    }
    return real
  }

  /** Where a symbolic link leads when it leads to a regular file: inside the root or out of it (it is not opened). */
  const linkedFile = (link: string): 'inside' | 'outside' | undefined => {
    try {
      const target = realpathSync.native(link)
      if (!statSync(target).isFile()) return undefined
      return relativeToRoot(target) !== undefined ? 'inside' : 'outside'
    } catch {
      return undefined
    }
  }

  /** Opens a project file inside the root for reading (recording it as an input): a descriptor. */
  const open = (path: string): { descriptor: number } | ReadFailure => {
    if (realRoot === undefined) return MISSING
    // `..` is resolved on the path as written: the file system would resolve it after links.
    const normal = isPlainRelative(path) ? path : normalizeInsideRoot(path)
    if (normal === undefined) return { ok: false, kind: 'outside', reason: 'it is outside the project root' }
    if (normal === '') return { ok: false, kind: 'unreadable', reason: 'it is a folder' }
    const folder = folderOf(normal)
    const inFolder = realFolder(folder)
    if (typeof inFolder !== 'string') {
      // A file in a folder that does not exist yet is looked for all the same.
      if (inFolder.kind === 'missing') inputs.add(normal)
      return inFolder
    }
    // The real path, but for a link in the file's own name, which the open below refuses.
    let real = `${inFolder}${inFolder.endsWith(sep) ? '' : sep}${folder === '' ? normal : normal.slice(folder.length + 1)}`
    // Looked for is an input too: an output written there would be read by the next build.
    inputs.add(relativeToRoot(real)!)
    try {
      return { descriptor: openSync(real, OPEN_FLAGS | NO_FOLLOW) }
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      // The file itself is a symbolic link (ELOOP; EMLINK on BSDs): follow it only within the root.
      if (code !== 'ELOOP' && code !== 'EMLINK') return failure(error)
      try {
        real = realpathSync.native(real)
        const inside = relativeToRoot(real)
        if (inside === undefined) return OUTSIDE
        inputs.add(inside)
        return { descriptor: openSync(real, OPEN_FLAGS) }
      } catch (inner) {
        return failure(inner)
      }
    }
  }

  return {
    rootLabel: root,
    inputs: recorded,
    list(folder) {
      if (!isPlainRelative(folder) && folder !== '') return []
      const real = realFolder(folder)
      if (typeof real !== 'string') return []
      try {
        return readdirSync(real, { withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => entry.name)
      } catch {
        return []
      }
    },
    entries(folder) {
      const found: FolderEntries = { files: [], folders: [], linksOut: [] }
      if (!isPlainRelative(folder) && folder !== '') return found
      const real = realFolder(folder)
      if (typeof real !== 'string') return found
      let listed
      try {
        listed = readdirSync(real, { withFileTypes: true })
      } catch {
        return found
      }
      for (const entry of listed) {
        if (entry.isFile()) found.files.push(entry.name)
        else if (entry.isDirectory()) found.folders.push(entry.name)
        else if (entry.isSymbolicLink()) {
          const target = linkedFile(`${real}${sep}${entry.name}`)
          if (target === 'inside') found.files.push(entry.name)
          else if (target === 'outside') found.linksOut.push(entry.name)
        }
      }
      return found
    },
    readStart(path, bytes, until) {
      const opened = open(path)
      if ('ok' in opened) return opened
      try {
        if (head.length < bytes) head = Buffer.allocUnsafe(bytes)
        const buffer = head
        const read = readFully(opened.descriptor, buffer, bytes)
        // Nothing read: an empty page, or something that is not a file (most of those fail the read itself).
        if (read === 0) {
          const size = sizeIfRegular(opened.descriptor)
          if (typeof size === 'string') return { ok: false, kind: 'unreadable', reason: size }
        }
        const encoding = notUtf8(buffer, read)
        if (encoding !== undefined) return { ok: false, kind: 'not-text', reason: encoding }
        // Cut a character split by the end of the chunk, rather than decode half of it.
        let end = read
        if (read === bytes) while (end > 0 && (buffer[end - 1]! & 0xc0) === 0x80) end--
        if (read === bytes && end > 0 && buffer[end - 1]! >= 0xc0) end--
        if (until !== undefined) {
          const stop = closingLine(buffer.subarray(0, end), until)
          if (stop !== -1) return { ok: true, text: buffer.toString('utf8', 0, stop), complete: false }
        }
        return { ok: true, text: buffer.toString('utf8', 0, end), complete: read < bytes }
      } catch (error) {
        return failure(error)
      } finally {
        closeSync(opened.descriptor)
      }
    },
    read(path) {
      const opened = open(path)
      if ('ok' in opened) return opened
      try {
        const size = sizeIfRegular(opened.descriptor)
        if (typeof size === 'string') return { ok: false, kind: 'unreadable', reason: size }
        if (size > maxFileSize) return tooLarge(size, maxFileSize)
        if (readSoFar + size > total) return overTotal(maxFileSize)
        readSoFar += size
        // One byte more than the cap: a file that grows while it is read is still caught.
        const buffer = Buffer.allocUnsafe(Math.min(size, maxFileSize) + 1)
        const read = readFully(opened.descriptor, buffer, buffer.length)
        // The file grew while it was read: it is at least this large.
        if (read > maxFileSize) return tooLarge(read, maxFileSize)
        const encoding = notUtf8(buffer, read)
        if (encoding !== undefined) return { ok: false, kind: 'not-text', reason: encoding }
        return { ok: true, text: buffer.toString('utf8', 0, read), bytes: read }
      } catch (error) {
        return failure(error)
      } finally {
        closeSync(opened.descriptor)
      }
    },
  }
}

/** The size of the open file when it is a regular file, else why it is not one. */
function sizeIfRegular(descriptor: number): number | string {
  const stats = fstatSync(descriptor)
  if (stats.isDirectory()) return 'it is a folder'
  return stats.isFile() ? stats.size : 'it is not a regular file (a FIFO, socket or device)'
}

/** Reads from the start of a file until `bytes` bytes or its end; the number of bytes read. */
function readFully(descriptor: number, buffer: Buffer, bytes: number): number {
  let total = 0
  while (total < bytes) {
    const read = readSync(descriptor, buffer, total, bytes - total, total)
    if (read === 0) break
    total += read
  }
  return total
}

/** Why a file over the size cap is not read. */
export function tooLarge(size: number, limit: number): ReadFailure {
  return {
    ok: false,
    kind: 'unreadable',
    reason: `it is ${formatSize(size)}, over the limit of ${formatSize(limit)} (raise it with \`--max-file-size\` if the file is meant to be this large)`,
  }
}

function failure(error: unknown): ReadFailure {
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'ENOENT' || code === 'ENOTDIR') return MISSING
  return { ok: false, kind: 'unreadable', reason: describeFsError(error) }
}

/** Files given as a map of project-relative path to content; `label` names the folder they came from, if any, in messages. */
export function memoryHost(files: Readonly<Record<string, string>>, label = '(in memory)'): FileHost {
  const byPath = new Map<string, string>()
  const inputs = new Set<string>()
  for (const [path, text] of Object.entries(files ?? {})) byPath.set(path.replace(/^\.?\/+/, ''), text)
  const lookup = (path: string): string | ReadFailure => {
    inputs.add(path)
    if (!byPath.has(path)) return MISSING
    const text = byPath.get(path)
    if (typeof text !== 'string') return { ok: false, kind: 'unreadable', reason: 'its content is not text' }
    return text
  }
  return {
    rootLabel: label,
    inputs,
    list(folder) {
      const prefix = folder === '' ? '' : `${folder}/`
      return [...byPath.keys()].filter((path) => path.startsWith(prefix) && !path.slice(prefix.length).includes('/')).map((path) => path.slice(prefix.length))
    },
    entries(folder) {
      const prefix = folder === '' ? '' : `${folder}/`
      const files: string[] = []
      const folders = new Set<string>()
      for (const path of byPath.keys()) {
        if (!path.startsWith(prefix)) continue
        const rest = path.slice(prefix.length)
        const slash = rest.indexOf('/')
        if (slash === -1) files.push(rest)
        else folders.add(rest.slice(0, slash))
      }
      return { files, folders: [...folders], linksOut: [] }
    },
    readStart(path, bytes, until) {
      const text = lookup(path)
      return typeof text === 'string' ? startOfText(text, bytes, until) : text
    },
    read(path) {
      const text = lookup(path)
      return typeof text === 'string' ? { ok: true, text } : text
    },
  }
}

/** {@link FileHost.readStart} of a file whose whole text is known, as a disk host would read it. */
export function startOfText(text: string, bytes: number, until: string | undefined): { ok: true; text: string; complete: boolean } {
  // In bytes, as from a disk (a character cut by the chunk's end is left out, as there).
  const encoded = Buffer.from(text)
  const chunk = encoded.subarray(0, bytes)
  const stop = until === undefined ? -1 : closingLine(chunk, until)
  if (stop !== -1) return { ok: true, text: encoded.toString('utf8', 0, stop), complete: false }
  if (encoded.length <= bytes) return { ok: true, text, complete: true }
  let end = bytes
  while (end > 0 && (encoded[end]! & 0xc0) === 0x80) end--
  return { ok: true, text: encoded.toString('utf8', 0, end), complete: false }
}

/** Why a read is refused when it would take the files one compile reads past their total cap. */
export function overTotal(maxFileSize: number): ReadFailure {
  return {
    ok: false,
    kind: 'unreadable',
    reason: `with it, the files read come to more than ${formatSize(maxFileSize * TOTAL_SIZE_FACTOR)} together (${TOTAL_SIZE_FACTOR} × \`--max-file-size\`)`,
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
