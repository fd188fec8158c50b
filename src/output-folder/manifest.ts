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
export function mayReplace(folder: string, name: string, stamp: Stamp | typeof LEGACY | undefined, known?: RealFolders, place?: Place): boolean {
  return stamp !== LEGACY && isOurs(folder, name, stamp, known, place)
}

/**
 * What stands at a path, as much as a write needs of it: nothing (undefined), a folder, a regular
 * file by its stamp without a hash, or something else (a link) by its stamp under `other`. A write
 * keeps one per output: at 120,000 outputs, Node's stats objects would be 60 MB.
 */
export type Place = Stamp | 'folder' | { other: Stamp }

/** What stands at `path` (never followed if it is a link). */
export function placeAt(path: string): Place | undefined {
  const stats = lstatSync(path, { bigint: true, throwIfNoEntry: false })
  if (stats === undefined) return undefined
  if (stats.isDirectory()) return 'folder'
  return stats.isFile() ? stampOfStats(stats) : { other: stampOfStats(stats) }
}

/** The stamp of what is at a place that is not a folder. */
export function stampAt(place: Exclude<Place, 'folder'>): Stamp {
  return 'other' in place ? place.other : place
}

/**
 * Whether the file at `name` is the one docsnav recorded: a regular file reached without links,
 * with the same inode and time, else the same content. `known`: folders found real before, in this
 * write; `place`: what stands there, when it was just looked at.
 */
export function isOurs(folder: string, name: string, stamp: Stamp | undefined, known?: RealFolders, place?: Place): boolean {
  if (stamp === undefined || !reachedWithoutLinks(folder, name, known)) return false
  const path = join(folder, name)
  const found = place ?? placeAt(path)
  if (typeof found !== 'object' || 'other' in found || found.size !== stamp.size) return false
  if (sameFile(found, stamp)) return true
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

function stampOfStats(stats: BigIntStats, hash = ''): Stamp {
  return { sha256: hash, size: String(stats.size), ino: String(stats.ino), mtime: String(stats.mtimeNs) }
}

/** Whether two stamps are of the very same file: the same inode, size and time (hashes aside). */
export function sameFile(a: Stamp, b: Stamp): boolean {
  return a.size === b.size && a.ino === b.ino && a.mtime === b.mtime
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

/** How long a chunk of a control file's text grows before it is written (characters). */
const CONTROL_CHUNK = 1 << 16

/**
 * A control file's text (a manifest, a commit record: objects whose members are objects of one
 * entry per output) as `JSON.stringify(value, null, indent)` writes it, followed by a line break,
 * in chunks of about 64 KB: at 120,000 outputs each was a string of 25 M characters, made while
 * the whole site was still in memory.
 */
export function* controlFileChunks(value: object, indent: 0 | 2): Generator<string> {
  const lineAt = (depth: number) => (indent === 0 ? '' : `\n${' '.repeat(indent * depth)}`)
  const at = (member: unknown, depth: number) => (indent === 0 ? JSON.stringify(member) : JSON.stringify(member, null, indent).replaceAll('\n', lineAt(depth)))
  const colon = indent === 0 ? ':' : ': '
  let text = '{'
  let first = true
  for (const [key, member] of Object.entries(value)) {
    // Left out, as JSON.stringify leaves out a member with no JSON value.
    if (member === undefined) continue
    text += `${first ? '' : ','}${lineAt(1)}${JSON.stringify(key)}${colon}`
    first = false
    const entries = typeof member === 'object' && member !== null && !Array.isArray(member) ? Object.entries(member) : undefined
    if (entries === undefined || entries.length === 0) {
      text += at(member, 1)
      continue
    }
    text += '{'
    let firstEntry = true
    for (const [name, entry] of entries) {
      if (entry === undefined) continue
      text += `${firstEntry ? '' : ','}${lineAt(2)}${JSON.stringify(name)}${colon}${at(entry, 2)}`
      firstEntry = false
      if (text.length >= CONTROL_CHUNK) {
        yield text
        text = ''
      }
    }
    text += firstEntry ? '}' : `${lineAt(1)}}`
  }
  yield `${text}${first ? '' : lineAt(0)}}\n`
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
