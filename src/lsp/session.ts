import type { CompileOptions, CompileResult } from '../compile/compile.js'
import { createProject, type Project } from '../project/project.js'
import { projectPaths, type ProjectPaths } from './project-paths.js'
import { indexOf } from './result-index.js'

/** How long the server waits after a change for the next one before compiling. */
export const DEBOUNCE_MS = 50
/** How long a request waits for a compile under way before answering from the previous result. */
const FRESH_WAIT_MS = 2000

/** A compile's result, with the version of each open document whose text it read. */
export interface Compiled {
  result: CompileResult
  /** Document versions by project-relative path, as they were when the compile began. */
  versions: ReadonlyMap<string, number>
}

/**
 * The project the server keeps open: the editor's unsaved texts, the compiles they start (each
 * change waits {@link DEBOUNCE_MS} for the next; a result that a newer change overtook is never
 * published), and the latest result the requests answer from.
 */
export interface Session {
  readonly paths: ProjectPaths
  readonly project: Project
  /** The latest published result; undefined before the first compile ends. */
  readonly latest: Compiled | undefined
  /**
   * The project's page paths, from the latest compile that walked the project: one of a docs.json
   * being typed, which does not parse, walks nothing.
   */
  readonly pagePaths: readonly string[]
  /** An open document's text, as the editor holds it (version: the editor's count of its changes). */
  setText(path: string, text: string, version: number): void
  /** A document closed: the file on disk counts again. */
  closeText(path: string): void
  /** Files changed on disk (saved, added, removed), by project-relative path. */
  changedOnDisk(paths: readonly string[]): void
  /** Compiles soon (after {@link DEBOUNCE_MS}). */
  schedule(): void
  /** The latest result once no compile is waiting or under way (at most {@link FRESH_WAIT_MS} later). */
  fresh(): Promise<Compiled | undefined>
  /** Stops compiling (shutdown). */
  close(): void
}

/** What the session tells the server. */
export interface SessionEvents {
  /** A compile ended and no newer change overtook it. */
  compiled(compiled: Compiled): void
  /** A compile failed (a docsnav fault: compiles report problems, they do not throw). */
  failed(error: unknown): void
}

/** Opens the project at `root` (absolute) with compile options from the client; `diskWatched`: whether the client tells file changes. */
export function openSession(root: string, options: CompileOptions, events: SessionEvents, diskWatched: () => boolean): Session {
  const paths = projectPaths(root)
  const project = createProject(root, options)
  const versions = new Map<string, number>()
  let pending: string[] = []
  let latest: Compiled | undefined
  let pagePaths: readonly string[] = []
  let timer: NodeJS.Timeout | undefined
  let running = 0
  let generation = 0
  let closed = false
  let waiters: Array<() => void> = []

  const wake = () => {
    const waiting = waiters
    waiters = []
    for (const resolve of waiting) resolve()
  }

  const run = async () => {
    timer = undefined
    const mine = generation
    const changed = pending
    pending = []
    const seen = new Map(versions)
    running++
    let result: CompileResult | undefined
    try {
      // Without the client's file events, nothing says what changed on disk: everything is read again.
      result = !diskWatched() ? await project.update(['']) : changed.length > 0 ? await project.update(changed) : await project.compile()
    } catch (error) {
      events.failed(error)
    } finally {
      running--
    }
    if (closed) return
    // A change since this compile began: its result is already old, the next compile will publish.
    if (mine !== generation) return
    if (result) {
      pagePaths = indexOf(result).pagePaths() ?? pagePaths
      latest = { result, versions: seen }
      events.compiled(latest)
    }
    if (!timer) wake()
  }

  const schedule = () => {
    if (closed) return
    generation++
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => void run(), DEBOUNCE_MS)
  }

  return {
    paths,
    project,
    get latest() {
      return latest
    },
    get pagePaths() {
      return pagePaths
    },
    setText(path, text, version) {
      versions.set(path, version)
      project.setText(path, text)
      schedule()
    },
    closeText(path) {
      versions.delete(path)
      project.setText(path, undefined)
      pending.push(path)
      schedule()
    },
    changedOnDisk(changed) {
      if (changed.length === 0) return
      pending.push(...changed)
      schedule()
    },
    schedule,
    fresh() {
      if (!timer && running === 0) return Promise.resolve(latest)
      return new Promise((resolve) => {
        const wait = setTimeout(() => resolve(latest), FRESH_WAIT_MS)
        waiters.push(() => {
          clearTimeout(wait)
          resolve(latest)
        })
      })
    },
    close() {
      closed = true
      if (timer) clearTimeout(timer)
      timer = undefined
      wake()
    },
  }
}
