import { createHash } from 'node:crypto'
import { closeSync, fsyncSync, lstatSync, openSync, writeSync } from 'node:fs'

/** Writing files that survive a crash of the machine, not only of the process. */

const WRITE_CHUNK = 1 << 20

/**
 * Writes a new file and flushes it to disk, so a commit never refers to data still in memory;
 * returns the SHA-256 of what was written (hashed as it is written: the text is encoded once).
 */
export function writeDurably(path: string, text: string): string {
  const descriptor = openSync(path, 'wx')
  const hash = createHash('sha256')
  try {
    // Encoded a slice at a time: a 50 MB output is never copied whole.
    let start = 0
    while (start < text.length) {
      let end = Math.min(text.length, start + WRITE_CHUNK)
      // Never split a surrogate pair between two chunks.
      if (end < text.length && (text.charCodeAt(end - 1) & 0xfc00) === 0xd800) end++
      const chunk = Buffer.from(text.slice(start, end))
      hash.update(chunk)
      let written = 0
      while (written < chunk.length) written += writeSync(descriptor, chunk, written, chunk.length - written)
      start = end
    }
    fsyncSync(descriptor)
  } finally {
    closeSync(descriptor)
  }
  return hash.digest('hex')
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

/** A file system error in words. */
export function describeError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'ENOSPC') return 'no space left on the device'
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied'
  if (code === 'EDQUOT') return 'the disk quota is exceeded'
  return error instanceof Error ? error.message : String(error)
}
