import {
  closeSync,
  fsyncSync,
  linkSync,
  lstatSync,
  lutimesSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs'
import { hostname } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { describeFsError } from '../files/fs-errors.js'
import { readSmallText } from './durable-files.js'

/**
 * An exclusive lock on an output folder for the length of one write: a file, linked into place
 * whole, that names its holder. A lock whose holder is gone (killed, crashed), or names a live
 * process that is not a docsnav build (planted), is broken by the next build; one whose holder
 * cannot be checked (another machine or container) is waited for, and broken only once it has
 * not been touched for longer than any one file takes to write.
 */

/** Who holds a lock: enough to tell a live holder from a dead one whose pid was reused. */
interface Holder {
  pid: number
  /** The pid namespace (Linux), so pids are compared only within one. */
  namespace?: string
  host: string
  /** Start time of the process in clock ticks since boot (Linux), to tell a reused pid. */
  started?: string
}

/**
 * A lock whose holder cannot be checked (another machine or container), untouched for this long,
 * is stale: a holder touches its lock as it writes (after a file, at most once a second), and no
 * file takes minutes.
 */
const UNCHECKABLE_LOCK_AGE_MS = 2 * 60_000
/** How often a holder touches its lock at most: once a file was a system call for each of 12,000 files. */
const TOUCH_EVERY_MS = 1_000
/** A lock moved aside lives for the microseconds of breaking it: one older than this is a dead build's. */
const STALE_ASIDE_AGE_MS = 60_000
const POLL_MS = 50
/** What {@link readHolderText} gives for something that is not a lock file at all (never valid JSON). */
const NOT_A_LOCK = '\u0000'

export interface HeldLock {
  ok: true
  release: () => void
  /** Whether the lock is still this build's: another one breaks a lock it judges stale. */
  stillHeld: () => boolean
  /** Marks the lock as in use, for builds that cannot check whether its holder is alive. */
  touch: () => void
}

export type LockResult = HeldLock | { ok: false; reason: string }

/**
 * Takes the lock at `path`, waiting up to `timeoutMs` for a live holder to finish; calls
 * `waiting` once if it has to wait.
 */
export function acquireLock(path: string, timeoutMs: number, waiting: (holder: string) => void): LockResult {
  const me = currentHolder()
  const text = `${JSON.stringify(me)}\n`
  // Written whole under a name of its own, then linked to the lock's name (atomic, and failing if
  // the lock exists): a lock file is never seen half-written.
  const candidate = `${path}.${process.pid}.tmp`
  const deadline = Date.now() + timeoutMs
  let told = false
  try {
    for (;;) {
      try {
        // Written again if it went (another build took it for a dead one's); a leftover or a
        // planted link of that name goes first: 'wx' never writes through a link.
        if (lstatSync(candidate, { throwIfNoEntry: false })?.isFile() !== true) {
          rmQuietly(candidate)
          writeWhole(candidate, text, 'wx')
        }
        linkOrCreate(candidate, path, text)
        return heldLock(path, text)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return { ok: false, reason: `cannot take the lock: ${describeFsError(error)}` }
      }
      const held = readHolderText(path)
      if (held === undefined) continue // Released between our attempt and our read: try again.
      if (isStale(held, path, me)) {
        breakLock(path, held)
        continue
      }
      if (Date.now() >= deadline)
        return { ok: false, reason: `another docsnav build holds the lock ${basename(path)} in it (${describe(held)}); if none is running, delete that file` }
      if (!told) {
        waiting(describe(held))
        told = true
      }
      sleep(POLL_MS)
    }
  } finally {
    rmQuietly(candidate)
  }
}

function heldLock(path: string, text: string): HeldLock {
  // A monotonic clock: a wall clock set back would keep the lock untouched until it caught up.
  let touched = performance.now()
  return {
    ok: true,
    release: () => {
      if (readHolderText(path) === text) rmQuietly(path)
    },
    stillHeld: () => readHolderText(path) === text,
    touch: () => {
      if (performance.now() - touched < TOUCH_EVERY_MS) return
      touched = performance.now()
      const now = new Date()
      try {
        lutimesSync(path, now, now)
      } catch {
        // Not fatal: the lock only looks older to builds on other machines.
      }
    },
  }
}

/**
 * Removes what dead builds left beside the lock: candidates (`lock.<pid>.tmp`, which name their
 * builds as a lock does, judged the same way: a pid says nothing about a build in another
 * container, and a waiting build keeps its candidate for as long as it waits) and locks moved
 * aside (`.stale`) by a build killed while breaking one.
 */
export function removeLockLeftovers(lockPath: string): void {
  const folder = dirname(lockPath)
  const leftover = new RegExp(`^${basename(lockPath).replace(/\./g, '\\.')}\\.\\d+\\.(tmp|stale)$`)
  const me = currentHolder()
  for (const entry of readdirSync(folder)) {
    const kind = leftover.exec(entry)?.[1]
    if (kind === undefined) continue
    const path = join(folder, entry)
    const dead = kind === 'tmp' ? isStale(readHolderText(path) ?? NOT_A_LOCK, path, me) : ageOf(path) > STALE_ASIDE_AGE_MS
    if (dead) rmQuietly(path)
  }
}

/**
 * Whether `pid` is a process running beside this one. This process's own pid counts as dead:
 * a file naming it was left by an earlier process that had the same pid (a new container).
 */
export function isAnotherLiveProcess(pid: number): boolean {
  if (pid === process.pid) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Gives the lock file its name; where the file system has no hard links, creates it exclusively instead. */
function linkOrCreate(candidate: string, path: string, text: string): void {
  try {
    linkSync(candidate, path)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw error
    writeWhole(path, text, 'wx')
  }
}

function writeWhole(path: string, text: string, flags: string): void {
  const descriptor = openSync(path, flags)
  try {
    writeSync(descriptor, text)
    fsyncSync(descriptor)
  } catch (error) {
    // A lock cut short (the disk is full) must not be left for the next build to wait on.
    closeSync(descriptor)
    rmQuietly(path)
    throw error
  }
  closeSync(descriptor)
}

function rmQuietly(path: string): void {
  try {
    unlinkSync(path)
  } catch {
    // Not there.
  }
}

function currentHolder(): Holder {
  const holder: Holder = { pid: process.pid, host: hostname() }
  const namespace = pidNamespace()
  if (namespace !== undefined) holder.namespace = namespace
  const started = startTime(process.pid)
  if (started !== undefined) holder.started = started
  return holder
}

function isStale(text: string, path: string, me: Holder): boolean {
  let holder: Partial<Holder>
  try {
    holder = JSON.parse(text) as Partial<Holder>
  } catch {
    // Lock files are linked whole into place: this one was not written by docsnav.
    return true
  }
  if (typeof holder.pid !== 'number') return true
  const sameProcessSpace = holder.namespace !== undefined && me.namespace !== undefined ? holder.namespace === me.namespace : holder.host === me.host
  if (!sameProcessSpace) return ageOf(path) > UNCHECKABLE_LOCK_AGE_MS
  // Dead, or our own pid (a dead build's, reused: we are only now taking the lock).
  if (!isAnotherLiveProcess(holder.pid)) return true
  // Where processes can be looked at (Linux), a holder records when it started and runs docsnav:
  // otherwise the pid was reused, or the lock was planted naming some live process.
  if (me.started === undefined) return false
  return holder.started === undefined || startTime(holder.pid) !== holder.started || !runsDocsnav(holder.pid)
}

/**
 * Removes a stale lock, unless another build broke it and took the lock in the meantime: the
 * lock is first moved aside (one atomic step), and put back if it is not the one judged stale.
 * Exported for tests.
 */
export function breakLock(path: string, staleText: string): void {
  const aside = `${path}.${process.pid}.stale`
  try {
    renameSync(path, aside)
  } catch {
    return
  }
  if (readHolderText(aside) !== staleText) {
    // Another build's fresh lock: put it back, unless yet another build has taken the lock since
    // (a link never replaces a lock); then the fresh one's holder notices before it commits.
    try {
      linkSync(aside, path)
    } catch (error) {
      // EEXIST: lost; its holder's stillHeld() is false from now on. Without hard links, a rename.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') renameQuietly(aside, path)
    }
  }
  rmQuietly(aside)
}

function renameQuietly(from: string, to: string): void {
  try {
    renameSync(from, to)
  } catch {
    // Nothing left to put back.
  }
}

/** The lock's text; {@link NOT_A_LOCK} when something else stands there (a link, a folder, a big file); undefined when nothing does. */
function readHolderText(path: string): string | undefined {
  const text = readSmallText(path, 4096)
  return text === null ? NOT_A_LOCK : text
}

function ageOf(path: string): number {
  const stats = lstatSync(path, { throwIfNoEntry: false })
  return stats === undefined ? 0 : Date.now() - stats.mtimeMs
}

/** The holder of a lock judged live (so its text parsed), for messages. */
function describe(text: string): string {
  const holder = JSON.parse(text) as Partial<Holder>
  return `pid ${holder.pid} on ${holder.host}`
}

/** The pid namespace of this process (Linux), e.g. `pid:[4026531836]`. */
function pidNamespace(): string | undefined {
  try {
    return readlinkSync('/proc/self/ns/pid')
  } catch {
    return undefined
  }
}

/** Field 22 of /proc/<pid>/stat: when the process started, in clock ticks since boot (Linux). */
function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces and parentheses: count from the last `)`.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
  } catch {
    return undefined
  }
}

/** Whether the process's command line names docsnav (its bin, or a script that runs it). */
function runsDocsnav(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').toLowerCase().includes('docsnav')
  } catch {
    return true // Cannot look: not judged planted.
  }
}

const sleeper = new Int32Array(new SharedArrayBuffer(4))

function sleep(ms: number): void {
  Atomics.wait(sleeper, 0, 0, ms)
}
