import { closeSync, existsSync, fsyncSync, lstatSync, mkdirSync, openSync, statSync, writeSync, type Stats } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { readSmallFile } from '../files/small-file.js'
import { sha256Hash } from './sha256.js'

/**
 * Files inside an output folder: written so that they survive a crash of the machine, not only of
 * the process, and never reached through a symbolic link (the folder's contents are not trusted:
 * it may be committed, or restored from a cache).
 */

const WRITE_CHUNK = 1 << 20

/**
 * A file's text: a string, or chunks made as they are read (an output too large to hold whole); or,
 * for a binary file, its bytes (`bytes()`, written as they are rather than the chunks).
 */
export type FileText = string | { chunks(): Iterable<string>; bytes?(): Uint8Array }

/**
 * Writes a new file and flushes it to disk, so a commit never refers to data still in memory;
 * returns the SHA-256 of what was written (hashed as it is written: the text is encoded once).
 * With `flush` false the file is not flushed here: the caller flushes it with others
 * ({@link flushFiles}) before anything refers to it.
 */
export function writeDurably(path: string, text: FileText, flush = true): string {
  const descriptor = openSync(path, 'wx')
  const hash = sha256Hash()
  try {
    const binary = typeof text !== 'string' && text.bytes !== undefined ? text.bytes() : undefined
    if (binary !== undefined) {
      hash.update(binary)
      let written = 0
      while (written < binary.length) written += writeSync(descriptor, binary, written, binary.length - written)
      fsyncSync(descriptor)
      return hash.digest('hex')
    }
    // A surrogate pair split between two chunks is joined before it is encoded.
    let carried = ''
    for (const chunk of typeof text === 'string' ? [text] : text.chunks()) {
      let part = carried + chunk
      carried = ''
      if ((part.charCodeAt(part.length - 1) & 0xfc00) === 0xd800) {
        carried = part.slice(-1)
        part = part.slice(0, -1)
      }
      // Encoded a slice at a time: a 50 MB output is never copied whole.
      let start = 0
      while (start < part.length) {
        let end = Math.min(part.length, start + WRITE_CHUNK)
        // Never split a surrogate pair between two slices.
        if (end < part.length && (part.charCodeAt(end - 1) & 0xfc00) === 0xd800) end++
        const bytes = Buffer.from(part.slice(start, end))
        hash.update(bytes)
        let written = 0
        while (written < bytes.length) written += writeSync(descriptor, bytes, written, bytes.length - written)
        start = end
      }
    }
    if (carried !== '') {
      const bytes = Buffer.from(carried)
      hash.update(bytes)
      writeSync(descriptor, bytes)
    }
    if (flush) fsyncSync(descriptor)
  } finally {
    closeSync(descriptor)
  }
  return hash.digest('hex')
}

/**
 * From how many files {@link flushFiles} flushes the whole file system at once rather than each
 * file: one `fsync` costs a journal commit (1–2 ms on a busy disk), and `sync -f` a process.
 */
export const FLUSH_AT_ONCE_FROM = 64

/** coreutils' `sync`, where it is (never looked up in PATH). */
const SYNC_PROGRAMS = ['/usr/bin/sync', '/bin/sync']

/**
 * Flushes files written with {@link writeDurably}'s `flush` false (paths inside `folder`) to
 * disk. Many files on Linux: the file system holding `folder` at once (`syncfs`, by coreutils'
 * `sync -f`: Node has no call for it), which flushes their folders' entries too; an `fsync` per
 * file took 24 s of a 35 s build of 12,000 pages' Markdown. Else, or when that fails, each file.
 * `paths`: a list, or their number and the paths made only when each file is flushed.
 */
export function flushFiles(folder: string, paths: readonly string[] | { count: number; paths(): Iterable<string> }): void {
  const count = Array.isArray(paths) ? paths.length : (paths as { count: number }).count
  if (count >= FLUSH_AT_ONCE_FROM && syncFileSystem(folder)) return
  for (const path of Array.isArray(paths) ? paths : (paths as { paths(): Iterable<string> }).paths()) {
    const descriptor = openSync(path, 'r+')
    try {
      fsyncSync(descriptor)
    } finally {
      closeSync(descriptor)
    }
  }
}

/** Whether `sync -f` flushed the file system holding `folder`. */
function syncFileSystem(folder: string): boolean {
  if (process.platform !== 'linux') return false
  const program = SYNC_PROGRAMS.find((path) => existsSync(path))
  if (program === undefined) return false
  const { spawnSync } = createRequire(import.meta.url)('node:child_process') as typeof import('node:child_process')
  const synced = spawnSync(program, ['-f', folder], { stdio: 'ignore', timeout: 120_000 })
  return synced.status === 0
}

export function syncFolder(path: string): void {
  let descriptor: number | undefined
  try {
    descriptor = openSync(path, 'r')
    fsyncSync(descriptor)
  } catch {
    // Not every platform can sync a folder; the rename itself is still atomic.
  } finally {
    if (descriptor !== undefined) closeSync(descriptor)
  }
}

export function existsAt(path: string): boolean {
  return lstatSync(path, { throwIfNoEntry: false }) !== undefined
}

/** {@link readSmallFile}'s bytes as UTF-8 text. */
export function readSmallText(path: string, limit: number): string | null | undefined {
  const bytes = readSmallFile(path, limit)
  return bytes ? bytes.toString('utf8') : bytes
}

/**
 * Folders found to be real folders, not links, during one write under the lock (by
 * {@link folderKey}): each is looked at once, not once for every output below it (12,000 outputs
 * in 450 folders were 300,000 lstat calls). What the write removes it takes out.
 */
export type RealFolders = Set<string>

/** How {@link RealFolders} names the folder at `path` (a `/` path) below `folder`, without joining paths. */
export function folderKey(folder: string, path: string): string {
  return `${folder}\0${path}`
}

/**
 * Whether `name` (a `/` path below `folder`) is reached without any symbolic link: every folder on
 * the way is a real folder, or does not exist yet. `known`: folders found real before, in this write.
 */
export function reachedWithoutLinks(folder: string, name: string, known?: RealFolders): boolean {
  const parts = name.split('/')
  let prefix = ''
  for (let depth = 1; depth < parts.length; depth++) {
    prefix = depth === 1 ? parts[0]! : `${prefix}/${parts[depth - 1]}`
    if (known?.has(folderKey(folder, prefix))) continue
    const stats = lstatSync(join(folder, ...parts.slice(0, depth)), { throwIfNoEntry: false })
    if (stats === undefined) return true
    if (!stats.isDirectory()) return false
    known?.add(folderKey(folder, prefix))
  }
  return true
}

/** A path's stats, links followed; undefined when there is nothing usable there (missing, a dangling link, a loop). */
export function statOrUndefined(path: string): Stats | undefined {
  try {
    return statSync(path, { throwIfNoEntry: false })
  } catch {
    return undefined
  }
}

/**
 * `mkdir -p`, one folder at a time: Node's recursive mkdir loops for ever where the file system
 * keeps answering ENOENT (under /proc), and an error here must be an error, never a hang.
 * `made`: the folders it made or found before, in this write, not looked at again.
 */
export function makeFolders(path: string, made?: RealFolders): void {
  if (made?.has(path)) return
  const missing: string[] = []
  let at = path
  while (lstatSync(at, { throwIfNoEntry: false }) === undefined) {
    const parent = dirname(at)
    if (parent === at) break
    missing.push(at)
    at = parent
  }
  for (const folder of missing.reverse()) {
    try {
      mkdirSync(folder)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  made?.add(path)
}
