import { lstatSync, readFileSync, type BigIntStats } from 'node:fs'
import { join } from 'node:path'
import { reachedWithoutLinks, readSmallText, type RealFolders } from './durable-files.js'
import { sha256 } from './sha256.js'

/**
 * Which files of an output folder docsnav wrote: `.docsnav/manifest.json` records each with its
 * SHA-256 (and inode and time, so an unchanged file is known without reading it). Only a file the
 * manifest vouches for, that has a name docsnav writes and is not reached through a link, is ever
 * replaced or removed without `--force`: a forged manifest can vouch only for docsnav's outputs.
 */

import { LEGACY_OUTPUT_MANIFEST, OUTPUT_CONTROL_FOLDER } from '../ir/paths.js'
/** Manifests and commit records are small: a larger one is not docsnav's. */
const CONTROL_FILE_LIMIT = 16 * 1024 * 1024

export interface Stamp {
  sha256: string
  size: string
  /** Inode and modification time, nanoseconds: an unchanged file is recognised without hashing it. */
  ino?: string
  mtime?: string
}

export interface Manifest {
  docsnav: 1
  files: Record<string, Stamp>
}

/** Marks a name listed by an earlier docsnav's manifest, which has no hashes: never removed on its word alone. */
export const LEGACY = 'legacy'

/** Which names docsnav may own in an output folder: the names its outputs can have. */
export type OwnableName = (name: string) => boolean

/**
 * Whether an output may replace what is at `name`: docsnav wrote it and it is unchanged. The
 * manifest of an earlier docsnav, without hashes, vouches for nothing: anyone can write one
 * (after upgrading, the first build into an old output folder needs `--force`, once).
 */
export function mayReplace(folder: string, name: string, stamp: Stamp | typeof LEGACY | undefined, known?: RealFolders, stats?: BigIntStats): boolean {
  return stamp !== LEGACY && isOurs(folder, name, stamp, known, stats)
}

/**
 * Whether the file at `name` is the one docsnav recorded: a regular file reached without links,
 * with the same inode and time, else the same content. `known`: folders found real before, in this
 * write; `stats`: the file's (bigint) stats when they were just read, so it is not looked at again.
 */
export function isOurs(folder: string, name: string, stamp: Stamp | undefined, known?: RealFolders, stats?: BigIntStats): boolean {
  if (stamp === undefined || !reachedWithoutLinks(folder, name, known)) return false
  const path = join(folder, name)
  const found = stats ?? lstatSync(path, { bigint: true, throwIfNoEntry: false })
  if (found === undefined || !found.isFile() || String(found.size) !== stamp.size) return false
  if (isStamped(found, stamp)) return true
  try {
    return sha256(readFileSync(path)) === stamp.sha256
  } catch {
    return false
  }
}

/** The stamp of the file at `path`; without its hash (`''`) when only whether it changed is to be known. */
export function stampOf(path: string, hash = ''): Stamp {
  return stampOfStats(lstatSync(path, { bigint: true }), hash)
}

/** The stamp of a file whose (bigint) stats were just read. */
export function stampOfStats(stats: BigIntStats, hash = ''): Stamp {
  return { sha256: hash, size: String(stats.size), ino: String(stats.ino), mtime: String(stats.mtimeNs) }
}

/** Whether a file's (bigint) stats are those of the very file that was stamped (same inode, size and time); undefined: nothing there. */
export function isStamped(stats: BigIntStats | undefined, stamp: Stamp): boolean {
  return stats !== undefined && String(stats.size) === stamp.size && String(stats.ino) === stamp.ino && String(stats.mtimeNs) === stamp.mtime
}

/** The outputs the last build wrote, with their stamps; only names docsnav may own. */
export function readManifest(folder: string, control: string, ownable: OwnableName): Map<string, Stamp | typeof LEGACY> {
  const outputs = new Map<string, Stamp | typeof LEGACY>()
  const legacy = parseJson(readSmallText(join(folder, LEGACY_OUTPUT_MANIFEST), CONTROL_FILE_LIMIT)) as { files?: unknown } | undefined
  if (Array.isArray(legacy?.files))
    for (const name of legacy.files) if (typeof name === 'string' && isOutputName(name) && ownable(name)) outputs.set(name, LEGACY)
  const manifest = parseJson(readSmallText(join(control, 'manifest.json'), CONTROL_FILE_LIMIT)) as Partial<Manifest> | undefined
  if (typeof manifest?.files === 'object' && manifest.files !== null) {
    for (const [name, stamp] of Object.entries(manifest.files)) if (isOutputName(name) && ownable(name) && isStamp(stamp)) outputs.set(name, stamp)
  }
  return outputs
}

/** A control file's JSON value; undefined when it is absent or is not JSON. */
export function readControlFile(path: string): unknown {
  return parseJson(readSmallText(path, CONTROL_FILE_LIMIT))
}

function parseJson(text: string | null | undefined): unknown {
  if (typeof text !== 'string') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

export function isStamp(value: unknown): value is Stamp {
  const stamp = value as Partial<Stamp> | null
  return typeof stamp === 'object' && stamp !== null && typeof stamp.sha256 === 'string' && typeof stamp.size === 'string'
}

/** A plain relative path below the folder: no `..`, `.` or empty segment, not docsnav's own folder. */
export function isOutputName(name: string): boolean {
  const parts = name.split('/')
  return (
    parts[0] !== OUTPUT_CONTROL_FOLDER &&
    name !== LEGACY_OUTPUT_MANIFEST &&
    parts.every((part) => part !== '' && part !== '.' && part !== '..' && !part.includes('\\') && !part.includes('\0'))
  )
}
