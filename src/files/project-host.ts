import { TOTAL_SIZE_FACTOR, type FileHost, type ReadFailure, type ReadResult } from '../ir/files.js'
import { folderOf } from '../ir/paths.js'
import { diskHost, overTotal, startOfText } from './hosts.js'

/**
 * The files of a project that stays open (watch mode, the language server): what each compile
 * read, kept until a file is said to have changed, and the unsaved text of files open in an
 * editor. Each compile reads through a fresh {@link FileHost} from {@link ProjectFiles.host}, which
 * answers from what was kept and records its inputs as a disk host would: a compile through it
 * gives what a fresh one would give of the same files.
 */
export interface ProjectFiles {
  /** A host for one compile. */
  host(): FileHost
  /** Forgets what was kept of these project-relative paths (files or folders; added, changed or removed). */
  changed(paths: Iterable<string>): void
  /** Sets (or, with undefined, clears) the text of a file as an editor holds it, unsaved. */
  setText(path: string, text: string | undefined): void
}

/** One kept answer, with the inputs the read recorded (a file read through a link records its target too). */
interface Kept<T> {
  value: T
  inputs: readonly string[]
}

/** The cached files of the project at `root` (read from disk, confined as {@link diskHost} is). */
export function projectFiles(root: string, maxFileSize: number): ProjectFiles {
  const reads = new Map<string, Kept<ReadResult>>()
  const starts = new Map<string, Kept<ReturnType<FileHost['readStart']>>>()
  const lists = new Map<string, string[]>()
  const entries = new Map<string, { files: string[]; folders: string[] }>()
  const texts = new Map<string, string>()
  // Each path an answer recorded as an input, to the keys of the answers: a change to a link's target forgets them.
  const dependents = new Map<string, Set<string>>()
  const refused = overTotal(maxFileSize).reason
  let listingStamp = 0

  return {
    host() {
      const inputs = new Set<string>()
      let readSoFar = 0
      // The inputs of the read being made, heard from the disk host of this compile.
      let heard: string[] = []
      const disk = diskHost(root, maxFileSize, (path) => heard.push(path))
      const keep = <T extends { ok: boolean }>(cache: Map<string, Kept<T>>, key: string, path: string, run: () => T): T => {
        const kept = cache.get(key)
        if (kept) {
          for (const input of kept.inputs) inputs.add(input)
          return kept.value
        }
        heard = []
        const value = run()
        for (const input of heard) inputs.add(input)
        // Refused for what this compile read before it: not an answer about the file.
        if (!value.ok && (value as unknown as ReadFailure).reason === refused) return value
        cache.set(key, { value, inputs: heard })
        for (const input of new Set([path, ...heard])) {
          let keys = dependents.get(input)
          if (!keys) dependents.set(input, (keys = new Set()))
          keys.add(key)
        }
        return value
      }
      return {
        rootLabel: root,
        inputs,
        listingStamp,
        list: (folder) => {
          let names = lists.get(folder)
          if (!names) lists.set(folder, (names = disk.list(folder)))
          return [...names]
        },
        entries: (folder) => {
          let found = entries.get(folder)
          if (!found) entries.set(folder, (found = disk.entries(folder)))
          return { files: [...found.files], folders: [...found.folders] }
        },
        readStart: (path, bytes, until) => {
          const text = texts.get(path)
          if (text !== undefined) {
            inputs.add(path)
            return startOfText(text, bytes, until)
          }
          return keep(starts, `${path}\0${bytes}\0${until ?? ''}`, path, () => disk.readStart(path, bytes, until))
        },
        read: (path) => {
          const text = texts.get(path)
          if (text !== undefined) {
            inputs.add(path)
            return { ok: true, text }
          }
          const read = keep(reads, path, path, () => disk.read(path))
          if (!read.ok) return read
          // The cap on what one compile reads in all, as a disk host keeps it.
          const size = Buffer.byteLength(read.text)
          if (readSoFar + size > maxFileSize * TOTAL_SIZE_FACTOR) return overTotal(maxFileSize)
          readSoFar += size
          return read
        },
      }
    },
    changed(paths) {
      const disk = diskHost(root, maxFileSize)
      for (const path of paths) {
        for (const key of dependents.get(path) ?? []) {
          reads.delete(key)
          starts.delete(key)
        }
        dependents.delete(path)
        // A file or folder added or removed changes the listing of the folder that holds it, and a
        // folder's own; an edit changes none (an editor's save by rename leaves the same names).
        for (const folder of new Set([folderOf(path), path])) {
          const listed = entries.get(folder)
          const named = lists.get(folder)
          // Only a listing kept and now different is a change (a page's path is no folder: nothing kept).
          const changed = (listed !== undefined && !sameEntries(listed, disk.entries(folder))) || (named !== undefined && !sameNames(named, disk.list(folder)))
          if (!changed) continue
          lists.delete(folder)
          entries.delete(folder)
          listingStamp++
        }
      }
    },
    setText(path, text) {
      if (text === undefined) texts.delete(path)
      else texts.set(path, text)
    },
  }
}

function sameEntries(a: { files: string[]; folders: string[] }, b: { files: string[]; folders: string[] }): boolean {
  return sameNames(a.files, b.files) && sameNames(a.folders, b.folders)
}

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, at) => name === b[at])
}
