import { lstatSync, readdirSync, renameSync, rmSync, rmdirSync, unlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describeFsError, isFsError } from '../files/fs-errors.js'
import {
  existsAt,
  folderKey,
  makeFolders,
  reachedWithoutLinks,
  statOrUndefined,
  syncFolder,
  writeDurably,
  type FileText,
  type RealFolders,
} from './durable-files.js'
import { acquireLock, isAnotherLiveProcess, removeLockLeftovers, type HeldLock } from './lock.js'
import { LEGACY_OUTPUT_MANIFEST, OUTPUT_CONTROL_FOLDER } from '../ir/paths.js'
import {
  LEGACY,
  controlFileChunks,
  isOurs,
  isOutputName,
  isStamp,
  mayReplace,
  readControlFile,
  placeAt,
  readManifest,
  sameFile,
  stampAt,
  type OwnableName,
} from './manifest.js'
import { discardStaged, stageOutputs, type CommitRecord, type Places } from './stage.js'

/**
 * Writing a build's outputs into a folder as one change: after any crash, the next build finds
 * either every old output or every new one, and nothing half-written.
 *
 * Under an exclusive lock, every new file is written into a staging folder first. Writing the
 * commit record (one atomic rename) is the point of no return: before it, a crash leaves the old
 * outputs untouched and the staging folder is discarded by the next build; after it, the next
 * build finishes the moves the record lists (each one an atomic rename) before doing anything
 * else. A file is replaced or removed only if docsnav wrote it there and nobody changed it since
 * (the manifest records each file's SHA-256), or with `force`; anything else in the folder is
 * never touched.
 */

/** Long enough for a lock of a build no process can vouch for (another container's) to go stale. */
const LOCK_TIMEOUT_MS = 150_000

export interface WriteOptions {
  /** The names docsnav's outputs can have: no other file is ever replaced or removed on a manifest's word. */
  ownable: OwnableName
  /** Replace files with an output's name that docsnav did not write (or that were changed since). */
  force?: boolean
  /** Called once when another build holds the folder and this one waits for it. */
  onWait?: (holder: string) => void
  lockTimeoutMs?: number
}

export type WriteOutcome =
  | {
      ok: true
      written: string[]
      /** How many of them the folder held already, the same: left as they were, not written again. */
      unchanged: number
      /** Outputs of an earlier build no longer produced but left in place, because they were changed since. */
      kept: string[]
    }
  | { ok: false; kind: 'not-ours'; files: string[] }
  | { ok: false; kind: 'in-the-way' | 'failed'; file: string; reason: string }
  | { ok: false; kind: 'locked'; reason: string }

export type WriteFailure = Exclude<WriteOutcome, { ok: true }>

/**
 * Writes `files` (output-relative `/` paths -> content) into `folder` as one change. Content given
 * in chunks is made as it is written, a chunk at a time.
 */
export function writeOutputs(folder: string, files: Readonly<Record<string, FileText>>, options: WriteOptions): WriteOutcome {
  const names = Object.keys(files).sort()
  for (const name of names) {
    if (!isOutputName(name) || !options.ownable(name)) throw new Error(`writeOutputs: \`${name}\` is not a name of docsnav's outputs`)
  }
  return underLock(folder, options, (control, lock) => {
    const recovered = recover(folder, control, options, names)
    if (recovered !== undefined) return recovered
    const previous = readManifest(folder, control, options.ownable)
    // Each folder looked at once in this write (where it is a link, that is found the first time).
    const known: RealFolders = new Set()
    // What stands at each output's place, looked at once for what follows.
    const places: Places = new Map()
    for (const name of names) {
      const inTheWay = obstacle(folder, name, known, places)
      if (inTheWay) return { ok: false, kind: 'in-the-way', ...inTheWay }
    }
    // Which outputs there are the last build's, as it wrote them: asked once each (a file whose
    // inode or time changed is read and hashed to know).
    const mine = new Map<string, boolean>()
    const isMine = (name: string) => {
      let found = mine.get(name)
      if (found === undefined) mine.set(name, (found = mayReplace(folder, name, previous.get(name), known, places.get(name))))
      return found
    }
    if (!options.force) {
      const notOurs = names.filter((name) => places.get(name) !== undefined && !isMine(name))
      if (notOurs.length > 0) return { ok: false, kind: 'not-ours', files: notOurs }
    }
    // With --force every output is written: the way to replace one edited in place with its time kept.
    const staged = stageOutputs({ folder, control, names, files, previous, places, isMine: options.force ? () => false : isMine }, lock)
    if ('ok' in staged) return staged
    const { record } = staged
    const kept: string[] = []
    const produced = new Set(names)
    for (const [name, stamp] of previous) {
      if (produced.has(name) || !existsAt(join(folder, name))) continue
      if (stamp !== LEGACY && isOurs(folder, name, stamp, known)) record.remove[name] = stamp
      else kept.push(name)
    }
    // Another build may have broken our lock as stale (a paused process): then it is the writer now.
    if (!lock.stillHeld()) {
      discardStaged(control)
      return { ok: false, kind: 'locked', reason: 'another build took over the output folder while this one was writing' }
    }
    try {
      writeDurably(join(control, 'commit.json.tmp'), { chunks: () => controlFileChunks(record, 0) })
      renameSync(join(control, 'commit.json.tmp'), join(control, 'commit.json'))
      syncFolder(control)
    } catch (error) {
      discardStaged(control)
      return { ok: false, kind: 'failed', file: `${OUTPUT_CONTROL_FOLDER}/commit.json`, reason: describeFsError(error) }
    }
    const unchanged = names.length - Object.keys(record.files).length
    return rollForward(folder, control, record, options, known) ?? { ok: true, written: names, unchanged, kept: kept.sort() }
  })
}

/**
 * What a build does first in an output folder: finishes a write that was committed but cut short,
 * and discards one that was not. The command line runs it also when it writes nothing.
 */
export function recoverOutputs(folder: string, options: WriteOptions): WriteFailure | undefined {
  if (!lstatOrUndefined(join(folder, OUTPUT_CONTROL_FOLDER))?.isDirectory()) return undefined
  const outcome = underLock(folder, options, (control) => recover(folder, control, options, []) ?? { ok: true, written: [], unchanged: 0, kept: [] })
  return outcome.ok ? undefined : outcome
}

/**
 * Runs `work` holding the folder's lock, with its control folder in place. A file system that
 * fails in a way no step expected (a folder that cannot be listed) is reported, never thrown.
 */
function underLock(folder: string, options: WriteOptions, work: (control: string, lock: HeldLock) => WriteOutcome): WriteOutcome {
  const control = join(folder, OUTPUT_CONTROL_FOLDER)
  try {
    const prepared = prepareControlFolder(folder, control)
    if (prepared !== undefined) return prepared
    const lock = acquireLock(join(control, 'lock'), options.lockTimeoutMs ?? LOCK_TIMEOUT_MS, options.onWait ?? (() => {}))
    if (!lock.ok) return { ok: false, kind: 'locked', reason: lock.reason }
    try {
      return work(control, lock)
    } finally {
      lock.release()
    }
  } catch (error) {
    // Only the file system's failures are the folder's; a fault of docsnav's own is thrown on.
    if (!isFsError(error)) throw error
    const pending = existsAt(join(control, 'commit.json'))
    return { ok: false, kind: 'failed', file: '.', reason: `${describeFsError(error)}${pending ? '; the next build finishes this write' : ''}` }
  }
}

/**
 * Puts the folder in order before a write: finishes a write that was committed (or says why it
 * cannot), discards one that was not, and removes what dead builds left (lock leftovers, the
 * temporary files of the docsnav before this one beside the outputs `names`).
 */
function recover(folder: string, control: string, options: WriteOptions, names: readonly string[]): WriteFailure | undefined {
  const committed = readCommitRecord(join(control, 'commit.json'), options.ownable)
  if (committed !== undefined) {
    const finished = rollForward(folder, control, committed, options)
    if (finished !== undefined) return finished
  } else {
    discardStaged(control)
    rmSync(join(control, 'commit.json'), { force: true })
  }
  removeLockLeftovers(join(control, 'lock'))
  removeLegacyLeftovers(folder, [...names, ...readManifest(folder, control, options.ownable).keys()])
  return undefined
}

/**
 * Moves every staged file and the staged manifest into place, and removes the outputs that are no
 * longer produced: renames and removals only, nothing to run out of space for. Idempotent.
 * A staged file is moved only if it is the one the commit recorded (another build's, or one put
 * there by hand, never is), and only over what stood there at the commit, unless `force`: an
 * output edited while the write was cut short is not lost.
 */
function rollForward(folder: string, control: string, record: CommitRecord, options: WriteOptions, known: RealFolders = new Set()): WriteFailure | undefined {
  const stage = join(control, 'stage')
  const stageIsReal = lstatOrUndefined(stage)?.isDirectory() === true
  const pending = Object.keys(record.files)
    .sort()
    .filter((name) => stageIsReal && isOurs(stage, name, record.files[name]!.staged, known))
  // What stands at each place now, looked at once for both questions below.
  const places: Places = new Map()
  if (!options.force) {
    const changed = pending.filter((name) => {
      const before = record.files[name]!.before
      if (before !== null && !reachedWithoutLinks(folder, name, known)) return true
      const there = placeAt(join(folder, name))
      places.set(name, there)
      return before === null ? there !== undefined : there === undefined || there === 'folder' || !sameFile(stampAt(there), before)
    })
    if (changed.length > 0) return { ok: false, kind: 'not-ours', files: changed }
  }
  const made: RealFolders = new Set()
  for (const name of pending) {
    const inTheWay = obstacle(folder, name, known, places)
    if (inTheWay)
      return { ok: false, kind: 'in-the-way', file: inTheWay.file, reason: `${inTheWay.reason}, so the interrupted write of ${name} cannot be finished` }
    try {
      makeFolders(dirname(join(folder, name)), made)
      renameSync(join(stage, name), join(folder, name))
    } catch (error) {
      return { ok: false, kind: 'failed', file: name, reason: `${describeFsError(error)}; the next build finishes this write` }
    }
  }
  for (const [name, stamp] of Object.entries(record.remove)) {
    if (!options.ownable(name) || !isOurs(folder, name, stamp, known)) continue
    try {
      unlinkSync(join(folder, name))
      removeEmptyParents(folder, name, known)
    } catch {
      // Left in place: removing an old output is not worth failing a finished write for.
    }
  }
  try {
    if (lstatOrUndefined(join(control, 'manifest.next.json'))?.isFile()) renameSync(join(control, 'manifest.next.json'), join(control, 'manifest.json'))
    rmSync(join(folder, LEGACY_OUTPUT_MANIFEST), { force: true })
    unlinkSync(join(control, 'commit.json'))
    rmSync(stage, { recursive: true, force: true })
    syncFolder(control)
  } catch (error) {
    return {
      ok: false,
      kind: 'failed',
      file: `${OUTPUT_CONTROL_FOLDER}/manifest.json`,
      reason: `${describeFsError(error)}; the next build finishes this write`,
    }
  }
  return undefined
}

/**
 * The control folder exists as a real folder (never a link: its contents are written and
 * deleted), inside an output folder that exists as a folder.
 */
function prepareControlFolder(folder: string, control: string): WriteFailure | undefined {
  // The output folder itself may be a link the user made; what is inside it is never followed.
  const stats = statOrUndefined(folder)
  if (stats !== undefined && !stats.isDirectory()) return { ok: false, kind: 'in-the-way', file: '.', reason: 'the output folder is a file' }
  makeFolders(folder)
  const controlStats = lstatOrUndefined(control)
  if (controlStats !== undefined && !controlStats.isDirectory())
    return { ok: false, kind: 'in-the-way', file: OUTPUT_CONTROL_FOLDER, reason: 'it is not a folder' }
  makeFolders(control)
  return undefined
}

/**
 * What stops `name` from being put in place: a folder where it goes, or a file or link where one
 * of its folders goes. `known`: folders found real before, in this write. `places`: what stands
 * at each place, read before in this write; what is read here is added to it.
 */
function obstacle(folder: string, name: string, known: RealFolders, places: Places): { file: string; reason: string } | undefined {
  const parts = name.split('/')
  for (let depth = 1; depth < parts.length; depth++) {
    const path = parts.slice(0, depth).join('/')
    if (known.has(folderKey(folder, path))) continue
    const stats = lstatOrUndefined(join(folder, path))
    if (stats === undefined) {
      places.set(name, undefined)
      return undefined
    }
    if (stats.isSymbolicLink()) return { file: path, reason: 'a symbolic link is where a folder of outputs goes (docsnav does not write through links)' }
    if (!stats.isDirectory()) return { file: path, reason: 'a file is where a folder of outputs goes' }
    known.add(folderKey(folder, path))
  }
  if (!places.has(name)) places.set(name, placeAt(join(folder, name)))
  if (places.get(name) === 'folder') return { file: name, reason: 'a folder is in the way' }
  return undefined
}

function readCommitRecord(path: string, ownable: OwnableName): CommitRecord | undefined {
  const record = readControlFile(path) as Partial<CommitRecord> | undefined
  if (typeof record?.files !== 'object' || record.files === null || typeof record.remove !== 'object' || record.remove === null) return undefined
  const isEntry = (entry: unknown) =>
    typeof entry === 'object' &&
    entry !== null &&
    isStamp((entry as Record<string, unknown>).staged) &&
    ((entry as Record<string, unknown>).before === null || isStamp((entry as Record<string, unknown>).before))
  const files = Object.fromEntries(Object.entries(record.files).filter(([name, entry]) => isOutputName(name) && ownable(name) && isEntry(entry)))
  const remove = Object.fromEntries(Object.entries(record.remove).filter(([name, stamp]) => isOutputName(name) && ownable(name) && isStamp(stamp)))
  return { files, remove } as CommitRecord
}

/**
 * Temporary files of the docsnav before this one (`.routes.json.<pid>.tmp`, `.old`), which a killed
 * build left beside the outputs it was replacing: removed when their build is no longer running.
 * Only beside a name docsnav writes, so no file of anyone else's is taken for one.
 */
function removeLegacyLeftovers(folder: string, names: Iterable<string>): void {
  const byFolder = new Map<string, Set<string>>()
  for (const name of [...names, LEGACY_OUTPUT_MANIFEST]) {
    const parent = dirname(name)
    let bases = byFolder.get(parent)
    if (!bases) byFolder.set(parent, (bases = new Set()))
    bases.add(name.slice(parent === '.' ? 0 : parent.length + 1))
  }
  for (const [parent, bases] of byFolder) {
    if (!reachedWithoutLinks(folder, `${parent}/x`)) continue
    let entries
    try {
      entries = readdirSync(join(folder, parent), { withFileTypes: true })
    } catch {
      continue
    }
    for (const entry of entries) {
      const match = /^\.(.+)\.(\d+)\.(?:tmp|old)$/.exec(entry.name)
      if (!entry.isFile() || !match || !bases.has(match[1]!) || isAnotherLiveProcess(Number(match[2]))) continue
      try {
        unlinkSync(join(folder, parent, entry.name))
      } catch {
        // Gone already, or not ours to remove after all.
      }
    }
  }
}

function removeEmptyParents(folder: string, name: string, known: RealFolders): void {
  for (let parent = dirname(name); parent !== '.' && parent !== ''; parent = dirname(parent)) {
    try {
      rmdirSync(join(folder, parent))
      known.delete(folderKey(folder, parent))
    } catch {
      return // not empty, or not ours to remove
    }
  }
}

function lstatOrUndefined(path: string) {
  return lstatSync(path, { throwIfNoEntry: false })
}
