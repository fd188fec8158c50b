import type { CompileOptions, CompileResult } from '../compile/compile.js'
import { createProject, type Project } from '../project/project.js'
import { projectPaths, type ProjectPaths } from './project-paths.js'
import { indexOf } from './result-index.js'
import type { EditedText } from '../source/edited-text.js'

/**
 * A compile this cheap (ms) runs at once after every change, whatever the typing rate: a small
 * file, or a cheap edit of a large one.
 */
export const CHEAP_COMPILE_MS = 20
/** The longest the server waits after a change for the next one before compiling (a slow compile, fast typing). */
export const MAX_DEBOUNCE_MS = 250
/** A gap between changes longer than this is a pause, not the typing rate. */
const PAUSE_MS = 1000

/**
 * How long to wait after a change before compiling, from what the last compiles cost (`costMs`,
 * undefined before the first), the gap between recent changes (`gapMs`, undefined when the typing
 * just began) and whether the change came while the one before was still waiting or compiling
 * (`inBurst`): none after a pause (the change before is compiled: the editor waited for it), when
 * a compile is cheap, or when it ends before the next change is due (the diagnostics then come a
 * compile after the keystroke); else a little longer than the gap, so a slow compile waits for the
 * typing to pause instead of running once per keystroke.
 *
 * The wait is never taken after a pause: on a busy machine a compile costs more than the gap of an
 * editor that waits for each change's diagnostics, and each wait lengthened the next gap, and so
 * the next wait, up to {@link MAX_DEBOUNCE_MS} a keystroke.
 */
export function debounceDelay(costMs: number | undefined, gapMs: number | undefined, inBurst: boolean): number {
  if (!inBurst) return 0
  if (costMs === undefined || costMs <= CHEAP_COMPILE_MS) return 0
  if (gapMs === undefined || costMs < gapMs) return 0
  return Math.min(MAX_DEBOUNCE_MS, Math.ceil(gapMs * 1.5))
}
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
 * change waits {@link debounceDelay} for the next, none when compiles are cheap; one compile at a
 * time, the changes made during it compiled together after it; a result that a newer change
 * overtook is never published), and the latest result the requests answer from.
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
  /**
   * An open document's text, as the editor holds it (version: the editor's count of its changes;
   * bytes: its size in UTF-8, when known).
   */
  setText(path: string, text: string | EditedText, version: number, bytes?: number): void
  /** A document closed: the file on disk counts again. */
  closeText(path: string): void
  /** Files changed on disk (saved, added, removed), by project-relative path. */
  changedOnDisk(paths: readonly string[]): void
  /** Compiles soon (after {@link debounceDelay}). */
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
  // A change came while a compile ran: compile again as it ends.
  let deferred = false
  // What compiles cost (ms, a moving average) and the gap between changes while typing.
  let costMs: number | undefined
  let gapMs: number | undefined
  let lastChange: number | undefined
  let compiles = 0
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
    // One compile at a time: the changes made meanwhile are compiled together once it ends.
    if (running > 0) {
      deferred = true
      return
    }
    const mine = generation
    const changed = pending
    pending = []
    const seen = new Map(versions)
    running++
    // The requests already received are answered first, from what the server has (the text as
    // typed, the latest result): a compile holds the thread until its synchronous work ends.
    // A change meanwhile is compiled after this one, as one made during it.
    await new Promise((resolveTurn) => setImmediate(resolveTurn))
    const began = performance.now()
    let result: CompileResult | undefined
    try {
      // Without the client's file events, nothing says what changed on disk: everything is read again.
      result = !diskWatched() ? await project.update(['']) : changed.length > 0 ? await project.update(changed) : await project.compile()
    } catch (error) {
      events.failed(error)
    } finally {
      running--
    }
    // The first compile reads and computes everything: not what an edit costs.
    const spent = performance.now() - began
    if (compiles++ > 0) costMs = costMs === undefined ? spent : (costMs + spent) / 2
    if (closed) return
    if (deferred) {
      deferred = false
      if (!timer) void run()
    }
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
    const now = performance.now()
    const gap = lastChange === undefined ? undefined : now - lastChange
    lastChange = now
    gapMs = gap === undefined || gap > PAUSE_MS ? undefined : gapMs === undefined ? gap : (gapMs + gap) / 2
    const inBurst = timer !== undefined || running > 0
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => void run(), debounceDelay(costMs, gapMs, inBurst))
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
    setText(path, text, version, bytes) {
      versions.set(path, version)
      project.setText(path, text, bytes)
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
