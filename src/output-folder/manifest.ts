import { createHash } from 'node:crypto'
import { lstatSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Which files of an output folder docsnav wrote: `.docsnav/manifest.json` records each with its
 * SHA-256 (and inode and time, so an unchanged file is known without reading it). Only a file the
 * manifest vouches for is ever replaced or removed without `--force`.
 */

/** docsnav's own folder inside the output folder: lock, manifest, staging, commit record. */
export const CONTROL_FOLDER = '.docsnav'
/** The manifest of an earlier docsnav (names only, no hashes), replaced by `.docsnav/manifest.json`. */
export const LEGACY_MANIFEST = '.docsnav-outputs.json'

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

/**
 * Whether an output may replace the file at `path`: docsnav wrote it and it is unchanged, or an
 * earlier docsnav, whose manifest had no hashes, listed it (upgrading must not need `--force`).
 */
export function mayReplace(path: string, stamp: Stamp | typeof LEGACY | undefined): boolean {
  if (stamp === LEGACY) return lstatSync(path, { throwIfNoEntry: false })?.isFile() === true
  return isOurs(path, stamp)
}

/** Whether the file at `path` is the one docsnav recorded: same inode and time, else same content. */
export function isOurs(path: string, stamp: Stamp | undefined): boolean {
  if (stamp === undefined) return false
  const stats = lstatSync(path, { bigint: true, throwIfNoEntry: false })
  if (stats === undefined || !stats.isFile() || String(stats.size) !== stamp.size) return false
  if (stamp.ino === String(stats.ino) && stamp.mtime === String(stats.mtimeNs)) return true
  try {
    return sha256(readFileSync(path)) === stamp.sha256
  } catch {
    return false
  }
}

export function stampOf(path: string, hash: string): Stamp {
  const stats = lstatSync(path, { bigint: true })
  return { sha256: hash, size: String(stats.size), ino: String(stats.ino), mtime: String(stats.mtimeNs) }
}

/** Marks a name listed by an earlier docsnav's manifest, which has no hashes: never removed on its word alone. */
export const LEGACY = 'legacy'

/** The outputs the last build wrote, with their stamps. */
export function readManifest(folder: string, control: string): Map<string, Stamp | typeof LEGACY> {
  const outputs = new Map<string, Stamp | typeof LEGACY>()
  try {
    const legacy = JSON.parse(readFileSync(join(folder, LEGACY_MANIFEST), 'utf8')) as { files?: unknown }
    if (Array.isArray(legacy.files)) for (const name of legacy.files) if (typeof name === 'string' && isOutputName(name)) outputs.set(name, LEGACY)
  } catch {
    // No manifest of an earlier docsnav.
  }
  try {
    const manifest = JSON.parse(readFileSync(join(control, 'manifest.json'), 'utf8')) as Partial<Manifest>
    for (const [name, stamp] of Object.entries(manifest.files ?? {})) {
      if (isOutputName(name) && isStamp(stamp)) outputs.set(name, stamp)
    }
  } catch {
    // No manifest, or an unreadable one: nothing in the folder is known to be ours.
  }
  return outputs
}

export function isStamp(value: unknown): value is Stamp {
  const stamp = value as Partial<Stamp> | null
  return typeof stamp === 'object' && stamp !== null && typeof stamp.sha256 === 'string' && typeof stamp.size === 'string'
}

/** A plain relative path below the folder: no `..`, `.` or empty segment, not docsnav's own folder. */
export function isOutputName(name: string): boolean {
  const parts = name.split('/')
  return parts[0] !== CONTROL_FOLDER && name !== LEGACY_MANIFEST && parts.every((part) => part !== '' && part !== '.' && part !== '..' && !part.includes('\\') && !part.includes('\0'))
}

export function sha256(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex')
}
