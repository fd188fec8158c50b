import { closeSync, constants, fstatSync, lstatSync, mkdirSync, openSync, readSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PageExtract, PageExtractCache } from '../ir/page-links.js'

/**
 * What page bodies yielded in earlier runs, in `node_modules/.cache/docsnav/pages.json` of the
 * project (where Babel, ESLint and find-cache-dir keep theirs; safe to delete). Keyed by the SHA-256
 * of a page's text and {@link EXTRACT_VERSION}, so an edited page, or a docsnav that reads pages
 * differently, misses. The cache is only a speed-up: any doubt (a link among its folders, a
 * file of the wrong shape, a failed write) and it is not used, never an error.
 */

/** Bump when what is extracted from a page changes (links, anchors, their positions). */
export const EXTRACT_VERSION = 2
const FOLDERS = ['node_modules', '.cache', 'docsnav']
const FILE = 'pages.json'
/** A cache larger than this is not read (10,000 pages take about 10 MB). */
const MAX_CACHE_BYTES = 512 * 1024 * 1024

interface CacheFile {
  version: number
  entries: Record<string, PageExtract>
}

/** The page cache of a project folder; without a `package.json` or `node_modules` there, none (docsnav creates no `node_modules` in a folder that is not a package). */
export function diskPageCache(root: string): PageExtractCache | undefined {
  if (!isKind(join(root, 'node_modules'), 'folder') && !isKind(join(root, 'package.json'), 'file')) return undefined
  return new DiskPageCache(root)
}

class DiskPageCache implements PageExtractCache {
  /** Read on the first lookup: a compile that reads no page body never opens the cache. */
  private earlierEntries: Map<string, PageExtract> | undefined
  private readonly kept = new Map<string, PageExtract>()
  private changed = false

  constructor(private readonly root: string) {}

  private get earlier(): Map<string, PageExtract> {
    return (this.earlierEntries ??= this.load())
  }

  lookup(text: string): PageExtract | undefined {
    const key = hashOf(text)
    const found = this.earlier.get(key)
    if (found === undefined || !isExtract(found, text.length)) return undefined
    this.kept.set(key, found)
    return found
  }

  store(text: string, extract: PageExtract): void {
    this.kept.set(hashOf(text), extract)
    this.changed = true
  }

  /** Writes the entries this run used (to a temporary file, renamed over the old one). */
  save(): void {
    if (!this.changed && this.kept.size === (this.earlierEntries?.size ?? 0)) return
    const folder = this.folder(true)
    if (folder === undefined) return
    const temporary = join(folder, `${FILE}.${process.pid}.${Date.now()}.tmp`)
    try {
      const body: CacheFile = { version: EXTRACT_VERSION, entries: Object.fromEntries(this.kept) }
      writeFileSync(temporary, JSON.stringify(body), { flag: 'wx', mode: 0o644 })
      renameSync(temporary, join(folder, FILE))
    } catch {
      rmSync(temporary, { force: true })
    }
  }

  private load(): Map<string, PageExtract> {
    const folder = this.folder(false)
    if (folder === undefined) return new Map()
    let descriptor: number | undefined
    try {
      // Not through a link, and without waiting on a FIFO or a device put in its place.
      descriptor = openSync(join(folder, FILE), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK)
      const stat = fstatSync(descriptor)
      const size = stat.size
      if (!stat.isFile() || size > MAX_CACHE_BYTES) return new Map()
      const buffer = Buffer.alloc(size)
      let read = 0
      while (read < size) {
        const count = readSync(descriptor, buffer, read, size - read, read)
        if (count === 0) break
        read += count
      }
      const parsed = JSON.parse(buffer.toString('utf8', 0, read)) as Partial<CacheFile>
      if (parsed.version !== EXTRACT_VERSION || typeof parsed.entries !== 'object' || parsed.entries === null) return new Map()
      return new Map(Object.entries(parsed.entries))
    } catch {
      return new Map()
    } finally {
      if (descriptor !== undefined) closeSync(descriptor)
    }
  }

  /** The cache folder, made when `create`; undefined when any folder on the way is a link or not a folder (a cache never writes through a link). */
  private folder(create: boolean): string | undefined {
    let path = this.root
    for (const name of FOLDERS) {
      path = join(path, name)
      if (isKind(path, 'folder')) continue
      if (!create || isKind(path, 'anything')) return undefined
      try {
        mkdirSync(path)
      } catch {
        return undefined
      }
    }
    return path
  }
}

/** Whether a path is a folder or file itself (not a link to one); `anything` is whether something is there at all. */
function isKind(path: string, kind: 'folder' | 'file' | 'anything'): boolean {
  try {
    const stat = lstatSync(path)
    return kind === 'anything' || (kind === 'folder' ? stat.isDirectory() : stat.isFile())
  } catch {
    return false
  }
}

function hashOf(text: string): string {
  return process.getBuiltinModule('node:crypto').createHash('sha256').update(`${EXTRACT_VERSION}\n`).update(text).digest('base64url')
}

/** A cached value with the shape of an extract of a text this long: a damaged or hand-edited cache must not crash the check or point past the page. */
function isExtract(value: unknown, length: number): value is PageExtract {
  if (typeof value !== 'object' || value === null) return false
  const extract = value as Record<string, unknown>
  if ('skipped' in extract) return false
  if ('error' in extract) {
    const error = extract.error as Record<string, unknown> | null
    return typeof error === 'object' && error !== null && typeof error.line === 'number' && typeof error.column === 'number' && typeof error.reason === 'string'
  }
  const forms = ['link', 'image', 'definition', 'attribute']
  return Array.isArray(extract.anchors) && extract.anchors.every((anchor) => typeof anchor === 'string') && Array.isArray(extract.links) &&
    extract.links.every((item: unknown) => {
      const link = item as Record<string, unknown> | null
      return typeof link === 'object' && link !== null && typeof link.url === 'string' && forms.includes(link.form as string) &&
        (link.element === undefined || typeof link.element === 'string') && Number.isSafeInteger(link.start) && Number.isSafeInteger(link.end) &&
        (link.start as number) >= 0 && (link.start as number) <= (link.end as number) && (link.end as number) <= length
    })
}
