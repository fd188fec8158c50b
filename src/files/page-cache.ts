import { lstatSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import { isAbsolute, join } from 'node:path'
import type { PageExtract, PageExtractCache } from '../ir/page-links.js'
import { readSmallFile } from './small-file.js'

/**
 * What page bodies yielded in earlier runs, in `node_modules/.cache/docsnav/pages.json` of the
 * project (where Babel, ESLint and find-cache-dir keep theirs; safe to delete). Keyed by the SHA-256
 * of a page's text and {@link EXTRACT_VERSION}, so an edited page, or a docsnav that reads pages
 * differently, misses. The cache is only a speed-up: any doubt (a link among its folders, a
 * file of the wrong shape, a failed write) and it is not used, never an error.
 *
 * A cache can come with a checkout (a pull request can commit one saying a page has no links), so
 * only one this machine wrote is trusted: the file is signed (HMAC-SHA-256) with a secret made on
 * first use and kept outside every project, in the user's cache folder
 * (`$XDG_CACHE_HOME/docsnav/page-cache-key`, else `~/.cache/docsnav/page-cache-key`). Without
 * that secret (no home folder, nothing writable there) there is no page cache.
 */

/** Bump when what is extracted from a page changes (links, anchors, its body's facts, their positions). */
export const EXTRACT_VERSION = 3
const FOLDERS = ['node_modules', '.cache', 'docsnav']
const FILE = 'pages.json'
const KEY_FILE = 'page-cache-key'
const KEY_BYTES = 32
/** A cache larger than this is not read (10,000 pages take about 10 MB). */
const MAX_CACHE_BYTES = 512 * 1024 * 1024

/** The first line of the cache file; the entries follow, as a JSON object, on the next. */
interface CacheHeader {
  version: number
  /** The HMAC-SHA-256 of the entries' text under this machine's key, base64url. */
  mac: string
}

/**
 * The page cache of a project folder; without a `package.json` or `node_modules` there, none
 * (docsnav creates no `node_modules` in a folder that is not a package), nor without this
 * machine's key.
 */
export function diskPageCache(root: string, env: NodeJS.ProcessEnv = process.env): PageExtractCache | undefined {
  if (!isKind(join(root, 'node_modules'), 'folder') && !isKind(join(root, 'package.json'), 'file')) return undefined
  const key = machineKey(env)
  return key === undefined ? undefined : new DiskPageCache(root, key)
}

class DiskPageCache implements PageExtractCache {
  /** Read on the first lookup: a compile that reads no page body never opens the cache. */
  private earlierEntries: Map<string, PageExtract> | undefined
  private readonly kept = new Map<string, PageExtract>()
  private changed = false

  constructor(
    private readonly root: string,
    private readonly key: Buffer,
  ) {}

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
      const entries = JSON.stringify(Object.fromEntries(this.kept))
      const header: CacheHeader = { version: EXTRACT_VERSION, mac: macOf(this.key, entries) }
      writeFileSync(temporary, `${JSON.stringify(header)}\n${entries}`, { flag: 'wx', mode: 0o644 })
      renameSync(temporary, join(folder, FILE))
    } catch {
      rmSync(temporary, { force: true })
    }
  }

  private load(): Map<string, PageExtract> {
    const folder = this.folder(false)
    if (folder === undefined) return new Map()
    const text = readSmallFile(join(folder, FILE), MAX_CACHE_BYTES)?.toString('utf8')
    const lineEnd = text?.indexOf('\n') ?? -1
    if (text === undefined || lineEnd === -1) return new Map()
    try {
      const header = JSON.parse(text.slice(0, lineEnd)) as Partial<CacheHeader>
      const entries = text.slice(lineEnd + 1)
      // Written by another docsnav, another machine, or by hand: not trusted.
      if (header.version !== EXTRACT_VERSION || typeof header.mac !== 'string' || !sameMac(header.mac, macOf(this.key, entries))) return new Map()
      const parsed: unknown = JSON.parse(entries)
      return typeof parsed === 'object' && parsed !== null ? new Map(Object.entries(parsed as Record<string, PageExtract>)) : new Map()
    } catch {
      return new Map()
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

/**
 * This machine's key for signing page caches, made on first use (random, readable by the user
 * only); undefined when it can be neither read nor made.
 */
function machineKey(env: NodeJS.ProcessEnv): Buffer | undefined {
  let home: string
  try {
    home = env.XDG_CACHE_HOME !== undefined && isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : join(homedir(), '.cache')
  } catch {
    return undefined
  }
  const folder = join(home, 'docsnav')
  const path = join(folder, KEY_FILE)
  const found = readSmallFile(path, KEY_BYTES)
  if (found?.length === KEY_BYTES) return found
  if (found !== undefined) return undefined
  try {
    mkdirSync(folder, { recursive: true, mode: 0o700 })
    writeFileSync(path, process.getBuiltinModule('node:crypto').randomBytes(KEY_BYTES), { flag: 'wx', mode: 0o600 })
  } catch {
    // Another docsnav may have made it first: its key is read below.
  }
  const made = readSmallFile(path, KEY_BYTES)
  return made?.length === KEY_BYTES ? made : undefined
}

function macOf(key: Buffer, text: string): string {
  return process.getBuiltinModule('node:crypto').createHmac('sha256', key).update(text).digest('base64url')
}

/** Compares two MACs in constant time. */
function sameMac(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && process.getBuiltinModule('node:crypto').timingSafeEqual(left, right)
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
  return (
    (extract.body === undefined || isBody(extract.body, length)) &&
    Array.isArray(extract.anchors) &&
    extract.anchors.every((anchor) => typeof anchor === 'string') &&
    Array.isArray(extract.links) &&
    extract.links.every((item: unknown) => {
      const link = item as Record<string, unknown> | null
      return (
        typeof link === 'object' &&
        link !== null &&
        typeof link.url === 'string' &&
        forms.includes(link.form as string) &&
        (link.element === undefined || typeof link.element === 'string') &&
        Number.isSafeInteger(link.start) &&
        Number.isSafeInteger(link.end) &&
        (link.start as number) >= 0 &&
        (link.start as number) <= (link.end as number) &&
        (link.end as number) <= length
      )
    })
  )
}

/** A cached page body's facts: lists of the right shapes, every span inside the page. */
function isBody(value: unknown, length: number): boolean {
  if (typeof value !== 'object' || value === null) return false
  const body = value as Record<string, unknown>
  const spans = (list: unknown, more: (item: Record<string, unknown>) => boolean) =>
    Array.isArray(list) &&
    list.every((item: unknown) => {
      const span = item as Record<string, unknown> | null
      return (
        typeof span === 'object' &&
        span !== null &&
        Number.isSafeInteger(span.start) &&
        Number.isSafeInteger(span.end) &&
        (span.start as number) >= 0 &&
        (span.start as number) <= (span.end as number) &&
        (span.end as number) <= length &&
        more(span)
      )
    })
  const names = (list: unknown) => Array.isArray(list) && list.every((name) => typeof name === 'string')
  return (
    names(body.declared) &&
    names(body.exported) &&
    spans(body.free, (read) => typeof read.name === 'string') &&
    spans(body.imports, (found) => typeof found.source === 'string' && Array.isArray(found.named)) &&
    spans(
      body.elements,
      (element) => typeof element.name === 'string' && spans(element.props, (prop) => typeof prop.name === 'string' && typeof prop.kind === 'string'),
    )
  )
}
