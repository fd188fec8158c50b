import { lstatSync } from 'node:fs'
import { join } from 'node:path'
import { folderOf } from '../ir/paths.js'
import { TOTAL_SIZE_FACTOR, type FileHost, type FolderEntries, type ReadFailure, type ReadResult } from '../ir/files.js'
import type { EditedText } from '../source/edited-text.js'
import { sameAnswer, type HostCall } from './recording-host.js'
import { diskHost, overTotal, startOfText, tooLarge } from './hosts.js'

/**
 * The files of a project that stays open (watch mode, the language server): what each compile
 * read, kept until a file is said to have changed, and the unsaved text of files open in an
 * editor. Each compile reads through a fresh {@link FileHost} from {@link ProjectFiles.host}, which
 * answers from what was kept and records its inputs as a disk host would: a compile through it
 * gives what a fresh one would give of the same files.
 */
export interface ProjectFiles {
  /** A host for one compile. */
  host(): ProjectHost
  /** Forgets what was kept of these project-relative paths (files or folders; added, changed or removed; `''`: everything). */
  changed(paths: Iterable<string>): void
  /**
   * Sets (or, with undefined, clears) the text of a file as an editor holds it, unsaved; `bytes`:
   * its size in UTF-8 when the caller knows it (measured on first need otherwise). An
   * {@link EditedText} is read where its edits are, not made whole.
   */
  setText(path: string, text: string | EditedText | undefined, bytes?: number): void
}

/** The host of one compile of a project kept open. */
export interface ProjectHost extends FileHost {
  /**
   * Whether the host would give the recorded answer again, from what it keeps, without reading,
   * counting or recording anything: a unit of work is checked so before its reads are made again.
   * False for anything it no longer keeps.
   */
  unchanged(call: HostCall): boolean
}

/** One kept answer, with the inputs the read recorded (a file read through a link records its target too). */
interface KeptAnswer<T> {
  value: T
  inputs: readonly string[]
  /** For a whole file's text: its size in bytes, which counts toward the compile's total. */
  size?: number
  /** For a file an editor holds: what it was on disk when read ({@link fileStamp}). */
  stamp?: string
}

/** A file's kind, inode, size and modification time: equal while the file on disk is the same. */
function fileStamp(path: string): string | undefined {
  try {
    const stats = lstatSync(path)
    return stats.isFile() ? `${stats.ino}:${stats.size}:${stats.mtimeMs}` : undefined
  } catch {
    return undefined
  }
}

/** The cached files of the project at `root` (read from disk, confined as {@link diskHost} is). */
export function projectFiles(root: string, maxFileSize: number): ProjectFiles {
  const reads = new Map<string, KeptAnswer<ReadResult>>()
  // By path, then by how much was read: a kept head is asked for once per page and compile.
  const starts = new Map<string, Map<string, KeptAnswer<ReturnType<FileHost['readStart']>>>>()
  const lists = new Map<string, string[]>()
  const entries = new Map<string, FolderEntries>()
  // An editor's texts, with their sizes in bytes (given by the editor, which knows what each edit
  // adds, or measured on first need, once: a compile asks for docs.json's size each time, and
  // measuring 2.3 MB of text costs more than a keystroke's compile of the rest).
  const texts = new Map<string, { text: string; edited: EditedText | undefined; size: number | undefined }>()
  // Each path an answer recorded as an input, to the keys of the answers: a change to a link's target forgets them.
  const dependents = new Map<string, Set<string>>()
  let listingStamp = 0

  /** Whether the path is a regular file (not a link) now, and was one in its folder's kept listing. */
  const isEditedFile = (path: string): boolean => {
    const folder = folderOf(path)
    const name = folder === '' ? path : path.slice(folder.length + 1)
    const listed = entries.get(folder)?.files ?? lists.get(folder)
    if (!listed?.includes(name)) return false
    try {
      return lstatSync(join(root, path)).isFile()
    } catch {
      return false
    }
  }

  const forget = (path: string) => {
    reads.delete(path)
    starts.delete(path)
  }

  return {
    host() {
      const inputs = new Set<string>()
      let readSoFar = 0
      // The cap on what one compile reads in all, kept here as a disk host keeps it (this one's own is off).
      const counted = <T extends ReadResult>(read: T, text: string, known?: number): T | ReadFailure => {
        const size = known ?? Buffer.byteLength(text)
        if (readSoFar + size > maxFileSize * TOTAL_SIZE_FACTOR) return overTotal(maxFileSize)
        readSoFar += size
        return read
      }
      // The inputs of the read being made, as the disk host of this compile records them.
      let readThrough: string[] = []
      const disk = diskHost(root, maxFileSize, (path) => readThrough.push(path))
      const keep = <T>(cache: Map<string, KeptAnswer<T>>, key: string, path: string, run: () => T): KeptAnswer<T> => {
        const kept = cache.get(key)
        if (kept) {
          for (const input of kept.inputs) inputs.add(input)
          return kept
        }
        readThrough = []
        const value = run()
        for (const input of readThrough) inputs.add(input)
        const fresh: KeptAnswer<T> = { value, inputs: readThrough }
        cache.set(key, fresh)
        for (const input of new Set([path, ...readThrough])) {
          let paths = dependents.get(input)
          if (!paths) dependents.set(input, (paths = new Set()))
          paths.add(path)
        }
        return fresh
      }
      /**
       * An editor's text of a file stands for the file only where the file itself can be read:
       * inside the root, a regular file, within the caps. Anywhere else the disk's answer stands.
       */
      const unsaved = (path: string, onDisk: { ok: boolean }): { text: string; edited: EditedText | undefined; size: number } | ReadFailure | undefined => {
        const held = texts.get(path)
        if (held === undefined || !onDisk.ok) return undefined
        held.size ??= held.edited ? held.edited.byteLength() : Buffer.byteLength(held.text)
        return held.size > maxFileSize ? tooLarge(held.size, maxFileSize) : { text: held.text, edited: held.edited, size: held.size }
      }
      const unsavedRead = (held: { text: string; edited: EditedText | undefined }): ReadResult =>
        held.edited ? { ok: true, text: held.text, edited: held.edited } : { ok: true, text: held.text }
      return {
        rootLabel: root,
        inputs,
        listingStamp,
        unchanged: (call) => {
          switch (call.kind) {
            case 'read': {
              const read = reads.get(call.path)?.value
              if (!read) return false
              const held = unsaved(call.path, read)
              return sameAnswer(call, held === undefined ? read : 'text' in held ? unsavedRead(held) : held)
            }
            case 'readStart': {
              const read = starts.get(call.path)?.get(`${call.bytes}\0${call.until ?? ''}`)?.value
              if (!read) return false
              const held = unsaved(call.path, read)
              return sameAnswer(call, held === undefined ? read : 'text' in held ? startOfText(held.text, call.bytes, call.until) : held)
            }
            case 'list':
              return lists.has(call.folder) && sameAnswer(call, lists.get(call.folder))
            case 'entries':
              return entries.has(call.folder) && sameAnswer(call, entries.get(call.folder))
            case 'listingStamp':
              return sameAnswer(call, listingStamp)
          }
        },
        list: (folder) => {
          let names = lists.get(folder)
          if (!names) lists.set(folder, (names = disk.list(folder)))
          return [...names]
        },
        entries: (folder) => {
          let found = entries.get(folder)
          if (!found) entries.set(folder, (found = disk.entries(folder)))
          return { files: [...found.files], folders: [...found.folders], linksOut: [...found.linksOut] }
        },
        readStart: (path, bytes, until) => {
          let heads = starts.get(path)
          if (!heads) starts.set(path, (heads = new Map()))
          const read = keep(heads, `${bytes}\0${until ?? ''}`, path, () => disk.readStart(path, bytes, until)).value
          const held = unsaved(path, read)
          if (held === undefined) return read
          return 'text' in held ? startOfText(held.text, bytes, until) : held
        },
        read: (path) => {
          const kept = keep(reads, path, path, () => disk.read(path))
          const read = kept.value
          if (texts.has(path) && kept.stamp === undefined && kept.inputs.every((input) => input === path)) kept.stamp = fileStamp(join(root, path))
          const held = unsaved(path, read)
          if (held !== undefined) return 'text' in held ? counted(unsavedRead(held), held.text, held.size) : held
          if (!read.ok) return read
          kept.size ??= read.bytes ?? Buffer.byteLength(read.text)
          return counted(read, read.text, kept.size)
        },
      }
    },
    changed(paths) {
      const disk = diskHost(root, maxFileSize)
      const changedPaths = new Set(paths)
      // The root itself: anything may have changed.
      if (changedPaths.has('')) {
        // A file an editor holds stays read while it is the same file on disk: a client without
        // file events says '' before each compile, and docs.json would be read and decoded again
        // at each keystroke only to learn that it still can be (15 ms of crewAI's).
        const held = [...texts.keys()].flatMap((path) => {
          const kept = reads.get(path)
          return kept?.stamp !== undefined && kept.stamp === fileStamp(join(root, path)) ? [[path, kept] as const] : []
        })
        for (const cache of [reads, starts, lists, entries, dependents]) cache.clear()
        for (const [path, kept] of held) {
          reads.set(path, kept)
          dependents.set(path, new Set([path]))
        }
        listingStamp++
        return
      }
      let edited = true
      for (const path of changedPaths) edited &&= isEditedFile(path)
      if (edited) {
        // Files that were there and still are (the common case, a save): nothing lies below them,
        // and no listing changed. Their answers go, and those read through them (a link to one).
        for (const path of changedPaths) {
          forget(path)
          for (const asked of dependents.get(path) ?? []) forget(asked)
          dependents.delete(path)
        }
        return
      }
      // Whether a path is one that changed or lies below one (a folder): each is looked up once,
      // with its folders, so a burst of thousands of changes (a checkout) is one pass.
      const touched = (path: string): boolean => {
        for (let at = path.length; at > 0; at = path.lastIndexOf('/', at - 1)) if (changedPaths.has(path.slice(0, at))) return true
        return false
      }
      // The paths' own answers, those that went through them (a link to one), and those below a folder.
      for (const [input, paths] of dependents) {
        if (!touched(input)) continue
        for (const asked of paths) forget(asked)
        dependents.delete(input)
      }
      // A read is kept under the path as it was asked for (`v2/a.mdx` through a folder link `v2`).
      for (const path of [...reads.keys(), ...starts.keys()]) if (touched(path)) forget(path)
      // Else any listing may have changed: a folder added, removed or renamed, a link's target
      // gone. Each kept listing is compared with the folder now (a few hundred folders: milliseconds).
      let moved = false
      for (const [folder, listed] of entries) {
        if (sameEntries(listed, disk.entries(folder))) continue
        entries.delete(folder)
        lists.delete(folder)
        moved = true
      }
      for (const [folder, named] of lists) {
        if (sameNames(named, disk.list(folder))) continue
        lists.delete(folder)
        entries.delete(folder)
        moved = true
      }
      if (!moved) return
      listingStamp++
      // Where a path leads may have changed with the folders (a link now to another folder): read again.
      reads.clear()
      starts.clear()
      dependents.clear()
    },
    setText(path, text, bytes) {
      if (text === undefined) texts.delete(path)
      else if (typeof text === 'string') texts.set(path, { text, edited: undefined, size: bytes })
      else texts.set(path, { text: text.toString(), edited: text, size: bytes })
    },
  }
}

function sameEntries(a: FolderEntries, b: FolderEntries): boolean {
  return sameNames(a.files, b.files) && sameNames(a.folders, b.folders) && sameNames(a.linksOut, b.linksOut)
}

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, at) => name === b[at])
}
