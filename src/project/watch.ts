import { isAbsolute, join, relative, resolve, sep } from 'node:path'
import type { CompileResult, Diagnostic } from '../compile/compile.js'
import { realPathOf } from '../output-folder/placement.js'
import type { Project } from './project.js'

/** What changed in the diagnostics from one compile to the next. */
export interface DiagnosticChanges {
  added: Diagnostic[]
  removed: Diagnostic[]
}

/**
 * How long to wait after a change for the next one: an editor's save, a `git checkout`, come as
 * bursts; and chokidar reports the second half of a save by rename 100 ms after the first.
 */
const SETTLE_MS = 150

/** Folders never watched: their changes are never inputs (node_modules holds docsnav's own cache). */
const NEVER_WATCHED = /(^|[\\/])(node_modules|\.git)([\\/]|$)/

/** A folder's changes, as {@link watchFolder} gives them. */
export interface FolderWatch {
  /** Gives the changes gathered so far at once, without waiting for them to settle. */
  flush(): void
  close(): Promise<void>
}

/**
 * The changes to the files under `root` (chokidar; an editor's save by rename, and files deleted
 * and made again, are changes like any other), gathered until none comes for {@link SETTLE_MS}
 * and then given to `onChanges` as absolute paths. Resolves once the watcher is ready: a change
 * made after that is seen. `ignored`: absolute folders whose changes are not the project's (the
 * build's output folder). `onWatchError`: called when the watcher fails (changes may then go unseen).
 */
export async function watchFolder(
  root: string,
  onChanges: (paths: string[]) => void,
  options: { ignored?: readonly string[]; onWatchError?: (error: Error) => void } = {},
): Promise<FolderWatch> {
  const { watch } = await import('chokidar')
  const absoluteRoot = resolve(root)
  const pending = new Set<string>()
  let timer: NodeJS.Timeout | undefined
  // Each ignored folder as chokidar names it: under the root as given, though either may be reached through a link.
  const realRoot = realPathOf(absoluteRoot)
  const folders = (options.ignored ?? []).flatMap((folder) => {
    const real = realPathOf(folder)
    const inside = relative(realRoot, real)
    return inside.startsWith('..') || isAbsolute(inside) ? [folder, real] : [folder, real, join(absoluteRoot, inside)]
  })
  const isIgnored = (path: string) =>
    NEVER_WATCHED.test(relative(absoluteRoot, path)) || folders.some((folder) => path === folder || path.startsWith(folder + sep))
  const watcher = watch(absoluteRoot, { ignoreInitial: true, ignored: isIgnored, followSymlinks: false })
  const flush = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
    if (pending.size === 0) return
    const paths = [...pending]
    pending.clear()
    onChanges(paths)
  }
  // The file system's own failures (too many files watched: ENOSPC, EMFILE) are said, not thrown:
  // an `error` event without a listener would end the process.
  watcher.on('error', (error) => options.onWatchError?.(error instanceof Error ? error : new Error(String(error))))
  watcher.on('all', (_event, path) => {
    pending.add(path)
    if (timer) clearTimeout(timer)
    timer = setTimeout(flush, SETTLE_MS)
  })
  await new Promise<void>((ready) => watcher.once('ready', () => ready()))
  return {
    flush,
    async close() {
      if (timer) clearTimeout(timer)
      await watcher.close()
    },
  }
}

/**
 * `check --watch` and `build --watch`: compiles the project, then again after every change to its
 * files ({@link watchFolder}), through the project kept open (`createProject`) it is given. Calls
 * `onResult` after each compile, with what changed in the diagnostics since the one before.
 * Resolves when `signal` aborts. `ignored` and `onWatchError` are {@link watchFolder}'s.
 */
export async function watchProject(
  project: Project,
  onResult: (result: CompileResult, changes: DiagnosticChanges | undefined) => void | Promise<void>,
  signal: AbortSignal,
  ignored: readonly string[] = [],
  onWatchError: (error: Error) => void = () => {},
): Promise<void> {
  let previous!: CompileResult
  let running: Promise<void> = Promise.resolve()
  // Watching before the first compile: a change made while it runs is seen, and compiled after it.
  const folder = await watchFolder(
    project.root,
    (paths) => {
      running = running.then(async () => {
        const result = await project.update(paths)
        const changes = compareDiagnostics(previous.diagnostics, result.diagnostics)
        previous = result
        await onResult(result, changes)
      })
    },
    { ignored, onWatchError },
  )
  running = project.compile().then(async (result) => {
    previous = result
    await onResult(result, undefined)
  })
  await new Promise<void>((resolve) => {
    if (signal.aborted) resolve()
    else signal.addEventListener('abort', () => resolve(), { once: true })
  })
  await folder.close()
  await running
}

/** The diagnostics of `after` that `before` did not have, and those of `before` gone from `after`. */
export function compareDiagnostics(before: readonly Diagnostic[], after: readonly Diagnostic[]): DiagnosticChanges {
  // By what they say and where in the document: a line added above a problem does not make it new.
  const key = (diagnostic: Diagnostic) =>
    `${diagnostic.code}\n${diagnostic.file ?? ''}\n${diagnostic.pointer ?? `${diagnostic.line}:${diagnostic.column}`}\n${diagnostic.message}`
  const count = (list: readonly Diagnostic[]) => {
    const counts = new Map<string, number>()
    for (const diagnostic of list) counts.set(key(diagnostic), (counts.get(key(diagnostic)) ?? 0) + 1)
    return counts
  }
  const missingFrom = (list: readonly Diagnostic[], other: Map<string, number>) =>
    list.filter((diagnostic) => {
      const k = key(diagnostic)
      const left = other.get(k) ?? 0
      if (left === 0) return true
      other.set(k, left - 1)
      return false
    })
  return { added: missingFrom(after, count(before)), removed: missingFrom(before, count(after)) }
}
