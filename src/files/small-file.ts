import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs'

/** Never through a link at the file's own name, and without waiting on a FIFO or a device put in its place. */
const READ_FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0)

/**
 * The bytes of a regular file of at most `limit` bytes, not reached through a link at its own
 * name: docsnav's own files in places a checkout or a cache can fill (an output folder's manifest,
 * the page cache and its key). Null when something else stands there (a link, a FIFO, a folder, a
 * file too large); undefined when nothing does.
 */
export function readSmallFile(path: string, limit: number): Buffer | null | undefined {
  let descriptor: number
  try {
    descriptor = openSync(path, READ_FLAGS)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? undefined : null
  }
  try {
    const stats = fstatSync(descriptor)
    if (!stats.isFile() || stats.size > limit) return null
    const buffer = Buffer.allocUnsafe(stats.size)
    let read = 0
    while (read < stats.size) {
      const count = readSync(descriptor, buffer, read, stats.size - read, read)
      if (count === 0) break
      read += count
    }
    return buffer.subarray(0, read)
  } catch {
    return null
  } finally {
    closeSync(descriptor)
  }
}
