import { rmSync, unlinkSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describeFsError, isFsError } from '../files/fs-errors.js'
import { OUTPUT_CONTROL_FOLDER } from '../ir/paths.js'
import { FLUSH_AT_ONCE_FROM, flushFiles, makeFolders, writeDurably, type FileText, type RealFolders } from './durable-files.js'
import type { HeldLock } from './lock.js'
import { LEGACY, controlFileChunks, stampAt, stampOf, type Manifest, type Place, type Stamp } from './manifest.js'
import { sha256 } from './sha256.js'

/**
 * The first half of a write into an output folder (write.ts): every output that changed, and the
 * manifest, written into the control folder's stage, where nothing is published until the write
 * commits. An output the folder holds already, the same, is not staged at all.
 */

/**
 * The commit record: each new output with the stamp of the staged file (only that file is ever
 * moved into place) and of what stood at its place when the write was committed (null: nothing),
 * and the old outputs that go.
 */
export interface CommitRecord {
  files: Record<string, { staged: Stamp; before: Stamp | null }>
  remove: Record<string, Stamp>
}

/** What a write has found before staging: the outputs, the last build's manifest, and what stands at each output's place. */
export interface StagingInput {
  folder: string
  control: string
  names: readonly string[]
  files: Readonly<Record<string, FileText>>
  previous: ReadonlyMap<string, Stamp | typeof LEGACY>
  places: Places
  /** Whether the file at an output's place is the last build's, as it wrote it. */
  isMine: (name: string) => boolean
}

/** What stands at each output's place, looked at once per write: 12,000 outputs were six lstat calls each. */
export type Places = Map<string, Place | undefined>

/**
 * Writes every output that changed, and the manifest that will describe them all, into the
 * control folder. The manifest is staged too (a rename keeps a file's inode and time), so that
 * nothing is written after the commit: a full disk fails a build before it, never half-way
 * through replacing. An output the folder holds as the last build wrote it, with the same bytes,
 * stays in place: not written again, nor moved, its time kept (a rebuild that changes one page
 * writes that page's outputs and the manifest).
 */
export function stageOutputs(
  { folder, control, names, files, previous, places, isMine }: StagingInput,
  lock: HeldLock,
): { record: CommitRecord } | { ok: false; kind: 'failed'; file: string; reason: string } {
  const stage = join(control, 'stage')
  // Without a prototype: an output may be named `__proto__`.
  const record: CommitRecord = { files: Object.create(null), remove: Object.create(null) }
  const manifest: Manifest = { docsnav: 1, files: Object.create(null) }
  let current = `${OUTPUT_CONTROL_FOLDER}/manifest.json`
  // Many files are flushed together once written (flushFiles), a few each as it is written.
  const together = names.length + 1 >= FLUSH_AT_ONCE_FROM
  const made: RealFolders = new Set()
  const staged: string[] = []
  try {
    for (const name of names) {
      current = name
      // Touched as the write goes, whether or not the output is written (a file compared is read).
      lock.touch()
      const there = places.get(name)
      const before = there === undefined || there === 'folder' ? null : stampAt(there)
      const stamp = previous.get(name)
      // Only a file of the last build's, as it wrote it, can be one this build would write the same.
      const same = before !== null && stamp !== undefined && stamp !== LEGACY && isMine(name) ? stamp : undefined
      let text = files[name]!
      if (same !== undefined) {
        const compared = bytesUpTo(text, Math.min(Number(same.size), COMPARED_IN_MEMORY))
        if ('bytes' in compared && String(compared.bytes.length) === same.size && sha256(compared.bytes) === same.sha256) {
          manifest.files[name] = { ...before!, sha256: same.sha256 }
          continue
        }
        text = 'bytes' in compared ? bytesText(compared.bytes) : compared.text
      }
      makeFolders(dirname(join(stage, name)), made)
      const hash = writeDurably(join(stage, name), text, !together)
      // Larger than compared in memory: compared once written, and the copy dropped if it is the same.
      if (same !== undefined && hash === same.sha256) {
        unlinkSync(join(stage, name))
        manifest.files[name] = { ...before!, sha256: hash }
        continue
      }
      const stagedStamp = stampOf(join(stage, name), hash)
      record.files[name] = { staged: stagedStamp, before }
      manifest.files[name] = stagedStamp
      staged.push(name)
    }
    current = `${OUTPUT_CONTROL_FOLDER}/manifest.json`
    writeDurably(join(control, 'manifest.next.json'), { chunks: () => controlFileChunks(manifest, 2) }, !together)
    current = `${OUTPUT_CONTROL_FOLDER}/stage`
    // The paths are made only if each file is flushed (120,000 of them are 13 MB).
    if (together)
      flushFiles(control, {
        count: staged.length + 1,
        *paths() {
          for (const name of staged) yield join(stage, name)
          yield join(control, 'manifest.next.json')
        },
      })
  } catch (error) {
    // Nothing is committed: the old outputs stand, and no partial file is left behind.
    discardStaged(control)
    // An output made as it is written that failed is docsnav's own fault, not a full disk.
    if (!isFsError(error)) throw error
    return { ok: false, kind: 'failed', file: current, reason: describeFsError(error) }
  }
  return { record }
}

/**
 * Outputs up to this size (bytes) that may be the same as the file at their place are made in
 * memory and compared before anything is written; a larger one is compared once staged, so that
 * a 50 MB sitemap is never held whole.
 */
const COMPARED_IN_MEMORY = 1 << 20

/**
 * An output's bytes when they come to at most `limit` (encoded as {@link writeDurably} encodes
 * them); else the output still to be written, with what was made of it so far, so that nothing
 * is made twice.
 */
function bytesUpTo(text: FileText, limit: number): { bytes: Uint8Array } | { text: FileText } {
  if (typeof text === 'string') return text.length > limit ? { text } : { bytes: Buffer.from(text) }
  if (text.bytes !== undefined) return { bytes: text.bytes() }
  const iterator = text.chunks()[Symbol.iterator]()
  const parts: string[] = []
  let length = 0
  for (let next = iterator.next(); !next.done; next = iterator.next()) {
    parts.push(next.value)
    length += next.value.length
    // Characters are at least a byte each: past the limit, the output is larger than the file.
    if (length > limit)
      return {
        text: {
          *chunks() {
            try {
              yield* parts
              for (let rest = iterator.next(); !rest.done; rest = iterator.next()) yield rest.value
            } finally {
              // Closed as a for...of would close it, when the write stops early.
              iterator.return?.()
            }
          },
        },
      }
  }
  return { bytes: Buffer.from(parts.join('')) }
}

/** Bytes made already, written as they are. */
function bytesText(bytes: Uint8Array): FileText {
  return { chunks: () => [], bytes: () => bytes }
}

/** Removes what a write that never committed left in the control folder. */
export function discardStaged(control: string): void {
  rmSync(join(control, 'stage'), { recursive: true, force: true })
  rmSync(join(control, 'manifest.next.json'), { force: true })
  rmSync(join(control, 'commit.json.tmp'), { force: true })
}
