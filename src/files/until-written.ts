import { lstat, type Stats } from 'node:fs'
import { join } from 'node:path'

/** How often, and how many times, an empty file is looked at again (as Vite's `readModifiedFile` does). */
const LOOK_EVERY_MS = 10
const LOOKS = 10

/**
 * Waits, for each changed file found empty, until it is written (it has bytes, or another
 * modification time), for at most {@link LOOKS} looks {@link LOOK_EVERY_MS} apart. An editor or a
 * tool writing a file in place truncates it first, and a file watcher says so at once; its second
 * event, for the bytes, comes within the watcher's throttle and is dropped (chokidar, which Vite
 * and Astro watch with, keeps one event per file per 5 ms). Read at the first event, the file
 * would be compiled empty and stay so until the next edit. A file that stays empty costs the
 * wait, once per change. `paths` are relative to `root` and inside it.
 */
export async function untilWritten(root: string, paths: readonly string[]): Promise<void> {
  await Promise.all(
    paths.map(async (path) => {
      const first = await emptyFileTime(join(root, path))
      if (first === undefined) return
      for (let look = 0; look < LOOKS; look++) {
        await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS))
        if ((await emptyFileTime(join(root, path))) !== first) return
      }
    }),
  )
}

/**
 * The modification time of the regular file at `path` when it is empty; undefined otherwise (bytes,
 * another kind, nothing). `lstat` with a callback, not from `node:fs/promises`: loading that module
 * (with the streams it loads) was about a tenth of a small check's start, for a wait only a project
 * kept open makes.
 */
async function emptyFileTime(path: string): Promise<number | undefined> {
  try {
    const stats = await new Promise<Stats>((resolve, reject) => lstat(path, (error, found) => (error ? reject(error) : resolve(found))))
    return stats.isFile() && stats.size === 0 ? stats.mtimeMs : undefined
  } catch {
    return undefined
  }
}
