import { closeSync, fsyncSync, openSync, readFileSync, readlinkSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs'
import { hostname } from 'node:os'

/**
 * An exclusive lock on an output folder for the length of one write: a file created with O_EXCL
 * that names its holder. A lock whose holder is gone (killed, crashed) is broken by the next
 * build; one whose holder cannot be checked (another machine or container) is waited for, and
 * broken only when it is older than any write could take.
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

/** A lock nobody can be seen holding, older than this, is stale: a write takes seconds. */
const UNCHECKABLE_LOCK_AGE_MS = 10 * 60_000
const POLL_MS = 50

export type LockResult =
  | { ok: true; release: () => void; stillHeld: () => boolean }
  | { ok: false; reason: string }

/**
 * Takes the lock at `path`, waiting up to `timeoutMs` for a live holder to finish; calls
 * `waiting` once if it has to wait.
 */
export function acquireLock(path: string, timeoutMs: number, waiting: (holder: string) => void): LockResult {
  const me = currentHolder()
  const text = `${JSON.stringify(me)}\n`
  const deadline = Date.now() + timeoutMs
  let told = false
  for (;;) {
    try {
      const descriptor = openSync(path, 'wx')
      try {
        writeSync(descriptor, text)
        fsyncSync(descriptor)
      } catch (error) {
        // A lock cut short (the disk is full) must not be left for the next build to wait on.
        unlinkSync(path)
        throw error
      } finally {
        closeSync(descriptor)
      }
      return {
        ok: true,
        release: () => {
          if (readHolderText(path) === text) unlinkSync(path)
        },
        stillHeld: () => readHolderText(path) === text,
      }
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOSPC') return { ok: false, reason: 'no space left on the device' }
      if (code !== 'EEXIST') return { ok: false, reason: `cannot create the lock ${path}: ${(error as Error).message}` }
    }
    const held = readHolderText(path)
    if (held === undefined) continue // Released between our attempt and our read: try again.
    if (isStale(held, path, me)) {
      breakLock(path, held)
      continue
    }
    if (Date.now() >= deadline) return { ok: false, reason: `another docsnav build holds ${path} (${describe(held)}); if none is running, delete that file` }
    if (!told) {
      waiting(describe(held))
      told = true
    }
    sleep(POLL_MS)
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
    // A lock file cut short: its writer died between creating and writing it.
    return ageOf(path) > 5_000
  }
  if (typeof holder.pid !== 'number') return true
  const sameProcessSpace = holder.namespace !== undefined && me.namespace !== undefined ? holder.namespace === me.namespace : holder.host === me.host
  if (!sameProcessSpace) return ageOf(path) > UNCHECKABLE_LOCK_AGE_MS
  // Our own pid in a lock we are only now taking: a dead build's, reused.
  if (holder.pid === me.pid) return true
  try {
    process.kill(holder.pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
  return holder.started !== undefined && startTime(holder.pid) !== holder.started
}

/**
 * Removes a stale lock, unless another build broke it and took the lock in the meantime: the
 * lock is first moved aside (one atomic step), and put back if it is not the one judged stale.
 */
function breakLock(path: string, staleText: string): void {
  const aside = `${path}.${process.pid}.stale`
  try {
    renameSync(path, aside)
  } catch {
    return
  }
  if (readHolderText(aside) === staleText) unlinkSync(aside)
  else {
    try {
      // Put the other build's fresh lock back; if yet another build has taken it since, the
      // fresh one is moved aside for good, and its holder notices before it commits (stillHeld).
      renameSync(aside, path)
    } catch {
      unlinkSync(aside)
    }
  }
}

function readHolderText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return undefined
  }
}

function ageOf(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs
  } catch {
    return 0
  }
}

function describe(text: string): string {
  try {
    const holder = JSON.parse(text) as Partial<Holder>
    return `pid ${holder.pid} on ${holder.host}`
  } catch {
    return 'a holder that did not finish writing the lock'
  }
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

const sleeper = new Int32Array(new SharedArrayBuffer(4))

function sleep(ms: number): void {
  Atomics.wait(sleeper, 0, 0, ms)
}
