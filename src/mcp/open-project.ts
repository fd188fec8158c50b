import { statSync } from 'node:fs'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import { createProject } from '../project/project.js'
import { SearchMemory, type SiteIndex, siteIndex } from './site-index.js'

/**
 * The project the MCP server answers from, kept open and current: compiled once, then again
 * after each change to its files. A change comes from the watcher (chokidar) or, for an edit the
 * watcher has not reported yet, from comparing the compile's inputs with the disk when a tool
 * asks: a tool call made right after an edit sees it.
 */
export interface OpenProject {
  /** The index of the project as it is now (waits for a compile that a change calls for). */
  current(): Promise<SiteIndex>
  close(): Promise<void>
}

/** How long to wait after a change for the next one (a save by rename, a `git checkout`, come in bursts). */
const SETTLE_MS = 100

/** Page files, by their extension. */
const PAGE_FILE = /\.mdx?$/i

/** Folders never watched: their changes are never inputs. */
const NEVER_WATCHED = /(^|[\\/])(node_modules|\.git)([\\/]|$)/

export async function openProject(root: string, onWatchError: (error: Error) => void): Promise<OpenProject> {
  const project = createProject(root)
  const memory = new SearchMemory()
  const pending = new Set<string>()
  let timer: NodeJS.Timeout | undefined
  // What each input but the pages was when it was read (docs.json, its includes, the config, the
  // specs), to see an edit the watcher has not reported yet. Pages are left to the watcher: a site's
  // thousands would cost every call milliseconds.
  let stamps = new Map<string, string>()
  const stampsOf = (inputs: readonly string[]) => new Map(inputs.filter((input) => !PAGE_FILE.test(input)).map((input) => [input, stampOf(join(root, input))]))
  let latest: Promise<SiteIndex> = project.compile().then((result) => {
    stamps = stampsOf(result.inputs)
    return siteIndex(root, result, memory)
  })
  const update = (paths: string[]) => {
    // After a compile that failed as after one that did not: a change may be what mends it.
    latest = latest
      .catch(() => undefined)
      .then(async () => {
        memory.forget(paths)
        const result = await project.update(paths)
        stamps = stampsOf(result.inputs)
        return siteIndex(root, result, memory)
      })
    // A failed compile is the tool call's error; the next change compiles again.
    latest.catch(() => undefined)
  }
  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
    if (pending.size === 0) return
    const paths = [...pending]
    pending.clear()
    update(paths)
  }

  const { watch } = await import('chokidar')
  const absoluteRoot = resolve(root)
  const watcher = watch(absoluteRoot, { ignoreInitial: true, ignored: (path) => NEVER_WATCHED.test(relative(absoluteRoot, path)), followSymlinks: false })
  // An `error` event without a listener would end the process: the file system's failures are said.
  watcher.on('error', (error) => onWatchError(error instanceof Error ? error : new Error(String(error))))
  watcher.on('all', (_event, path) => {
    const inside = relative(absoluteRoot, path)
    if (inside.startsWith('..') || isAbsolute(inside)) return
    pending.add(inside.split(sep).join('/'))
    if (timer) clearTimeout(timer)
    timer = setTimeout(flush, SETTLE_MS)
  })
  await new Promise<void>((ready) => watcher.once('ready', () => ready()))

  return {
    async current() {
      await latest.catch(() => undefined)
      const edited = [...stamps].filter(([input, stamp]) => stampOf(join(root, input)) !== stamp).map(([input]) => input)
      for (const path of edited) pending.add(path)
      flush()
      return latest
    },
    async close() {
      if (timer) clearTimeout(timer)
      await watcher.close()
      await latest.catch(() => undefined)
    },
  }
}

/** A file's size and times, or `missing`: what changes when it is written, made or removed. */
function stampOf(path: string): string {
  try {
    const stat = statSync(path, { throwIfNoEntry: false })
    return stat === undefined ? 'missing' : `${stat.size} ${stat.mtimeMs} ${stat.ctimeMs}`
  } catch {
    return 'unreadable'
  }
}
