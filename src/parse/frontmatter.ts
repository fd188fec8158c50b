import { CORE_SCHEMA, load } from 'js-yaml'
import type { FileHost } from '../host.js'
import { sourceFile, type SourceFile } from './source.js'

/** A page file's frontmatter, read without reading the rest of the page. */
export type FrontmatterResult =
  | { ok: true; data: Record<string, unknown>; source: SourceFile }
  | { ok: false; source: SourceFile; start: number; end: number; reason: string }

const OPENING = /^\uFEFF?---[ \t]*\r?\n/
const CLOSING = /\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/g
/** Chunk sizes to try: nearly every frontmatter fits in the first; then larger, then the whole file. */
const CHUNKS = [4096, 65_536, 16_777_216]

/**
 * Reads the frontmatter of a page file (`---` YAML `---` at its very start). The source it returns
 * holds only the part of the file that was read, which is enough to point at a line of the
 * frontmatter. Undefined when the file cannot be read.
 */
export function readFrontmatter(host: FileHost, path: string): FrontmatterResult | undefined {
  for (const bytes of CHUNKS) {
    const chunk = host.readStart(path, bytes)
    if (!chunk) return undefined
    const source = sourceFile(path, chunk.text)
    const opening = OPENING.exec(chunk.text)
    if (!opening) return { ok: true, data: {}, source }
    CLOSING.lastIndex = opening[0].length - 1
    const closing = CLOSING.exec(chunk.text)
    if (!closing) {
      if (!chunk.complete) continue
      return { ok: false, source, start: 0, end: 3, reason: 'the frontmatter is not closed with `---`' }
    }
    return parse(source, opening[0].length, closing.index)
  }
  return undefined
}

function parse(source: SourceFile, start: number, end: number): FrontmatterResult {
  let data: unknown
  try {
    data = load(source.text.slice(start, end), { schema: CORE_SCHEMA, json: true })
  } catch (caught) {
    const error = caught as { reason?: string; message?: string; mark?: { position: number } }
    const at = start + (error.mark?.position ?? 0)
    return { ok: false, source, start: at, end: Math.min(at + 1, end), reason: error.reason ?? error.message ?? String(caught) }
  }
  if (data === undefined || data === null) return { ok: true, data: {}, source }
  if (typeof data !== 'object' || Array.isArray(data)) return { ok: false, source, start, end: start + 1, reason: 'the frontmatter must be a YAML mapping (`key: value` lines)' }
  return { ok: true, data: data as Record<string, unknown>, source }
}
