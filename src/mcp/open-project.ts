import { statSync } from 'node:fs'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import { createProject } from '../project/project.js'
import { watchFolder } from '../project/watch.js'
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

/** Page files, by their extension. */
const PAGE_FILE = /\.mdx?$/i

export async function openProject(root: string, onWatchError: (error: Error) => void): Promise<OpenProject> {
  const project = createProject(root)
  const memory = new SearchMemory()
  // What each input but the pages was when it was read (docs.json, its includes, the config, the
  // specs), to see an edit the watcher has not reported yet. Pages are left to the watcher: a site's
  // thousands would cost every call milliseconds.
  let stamps = new Map<string, string>()
  const stampsOf = (inputs: readonly string[]) => new Map(inputs.filter((input) => !PAGE_FILE.test(input)).map((input) => [input, stampOf(join(root, input))]))
  let latest: Promise<SiteIndex> = project.compile().then((result) => {
    stamps = stampsOf(result.inputs)
    return siteIndex(root, result, memory)
  })
  /** Compiles again after the last compile, for changes to these paths (relative to the root). */
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
  const absoluteRoot = resolve(root)
  const folder = await watchFolder(
    absoluteRoot,
    (paths) => update(paths.map((path) => relative(absoluteRoot, path).split(sep).join('/')).filter((path) => !path.startsWith('..') && !isAbsolute(path))),
    { onWatchError },
  )

  return {
    async current() {
      await latest.catch(() => undefined)
      // What the watcher has heard and not yet given, then what it has not heard of yet.
      folder.flush()
      const edited = [...stamps].filter(([input, stamp]) => stampOf(join(root, input)) !== stamp).map(([input]) => input)
      if (edited.length > 0) update(edited)
      return latest
    },
    async close() {
      await folder.close()
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
