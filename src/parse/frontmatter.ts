import { defineOwn } from '../ir/json-values.js'
import type { FileHost, ReadFailure } from '../ir/files.js'
import { sourceFile, type SourceFile } from '../source/source-file.js'
import { jsYaml, yamlSchema } from '../source/yaml-libraries.js'
import { kept, type Memo } from '../ir/memo.js'

/** A page file's frontmatter, read without reading the rest of the page. */
export type FrontmatterResult =
  | { ok: true; data: Record<string, unknown>; source: SourceFile }
  | { ok: false; source: SourceFile; start: number; end: number; reason: string }

const OPENING = /^\uFEFF?---[ \t]*\r?\n/
const CLOSING = /\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/g
/** Chunk sizes to try: nearly every frontmatter fits in the first; a frontmatter past 16 MB is not closed. */
const CHUNKS = [4096, 65_536, 16_777_216]

/**
 * Reads the frontmatter of a page file (`---` YAML `---` at its very start). The source it returns
 * holds only the part of the file that was read, which is enough to point at a line of the
 * frontmatter. When the file cannot be read, says why.
 */
export function readFrontmatter(host: FileHost, path: string, memo?: Memo): FrontmatterResult | ReadFailure {
  for (const bytes of CHUNKS) {
    const chunk = host.readStart(path, bytes, '---')
    if (!chunk.ok) return chunk
    const more = !chunk.complete && bytes !== CHUNKS[CHUNKS.length - 1]
    const found = kept(memo, 'frontmatter', path, `${more ? '+' : '-'}${chunk.text}`, () => fromChunk(path, chunk.text, more))
    if (found) return found
  }
  throw new Error('readFrontmatter: the last chunk size always returns')
}

/** The frontmatter in the first part of a file; undefined when it is not closed there and `more` of the file can be read. */
function fromChunk(path: string, text: string, more: boolean): FrontmatterResult | undefined {
  const source = sourceFile(path, text)
  // The common case, `---\n` ... `\n---\n`, without regular expressions.
  const plainOpening = text.startsWith('---\n') ? 4 : 0
  if (plainOpening) {
    const close = text.indexOf('\n---', 3)
    const after = close === -1 ? -1 : text.charCodeAt(close + 4)
    if (close !== -1 && (after === 0x0a || Number.isNaN(after))) return parse(source, plainOpening, close)
  }
  const opening = OPENING.exec(text)
  if (!opening) return { ok: true, data: {}, source }
  CLOSING.lastIndex = opening[0].length - 1
  const closing = CLOSING.exec(text)
  if (!closing) return more ? undefined : { ok: false, source, start: 0, end: 3, reason: 'the frontmatter is not closed with `---`' }
  return parse(source, opening[0].length, closing.index)
}

function parse(source: SourceFile, start: number, end: number): FrontmatterResult {
  const text = source.text.slice(start, end)
  const simple = readSimpleMapping(text)
  if (simple) return { ok: true, data: simple, source }
  let data: unknown
  try {
    // Not `json: true`: a key written twice is an error to js-yaml, as to Mintlify, which then cannot read the page.
    data = jsYaml().load(text, { schema: yamlSchema() })
  } catch (caught) {
    const error = caught as { reason?: string; message?: string; mark?: { position: number } }
    const at = start + (error.mark?.position ?? 0)
    return { ok: false, source, start: at, end: Math.min(at + 1, end), reason: error.reason ?? error.message ?? String(caught) }
  }
  if (data === undefined || data === null) return { ok: true, data: {}, source }
  if (typeof data !== 'object' || Array.isArray(data))
    return { ok: false, source, start, end: start + 1, reason: 'the frontmatter must be a YAML mapping (`key: value` lines)' }
  return { ok: true, data: data as Record<string, unknown>, source }
}

const SIMPLE_KEY = /^[A-Za-z_][\w-]*$/
const DOUBLE_QUOTED = /^"(?:[^"\\\u0000-\u001f]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*"$/
const SINGLE_QUOTED = /^'(?:[^']|'')*'$/
const CORE_WORDS: Readonly<Record<string, boolean | null>> = {
  true: true,
  True: true,
  TRUE: true,
  false: false,
  False: false,
  FALSE: false,
  null: null,
  Null: null,
  NULL: null,
  '~': null,
}

/**
 * Frontmatter as nearly every page writes it: `key: value` lines whose values are plain text, a
 * quoted string, a boolean or null. Read here directly, because js-yaml costs ~35 µs a call and a
 * site has thousands of pages. Anything else (lists, nesting, comments, numbers, multi-line values)
 * returns undefined and goes to js-yaml, so the result is always what YAML says.
 */
export function readSimpleMapping(text: string): Record<string, unknown> | undefined {
  const data: Record<string, unknown> = {}
  for (const raw of text.split('\n')) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw
    if (line.trim() === '') continue
    const colon = line.indexOf(':')
    if (colon === -1) return undefined
    const key = line.slice(0, colon).trimEnd()
    if (!SIMPLE_KEY.test(key)) return undefined
    const rest = line.slice(colon + 1)
    // `key:value` with no space is a plain scalar in YAML, not a mapping: leave it to js-yaml.
    if (rest !== '' && rest.charCodeAt(0) !== 0x20 && rest.charCodeAt(0) !== 0x09) return undefined
    const value = rest.trim()
    let parsed: unknown
    if (value === '' || Object.hasOwn(CORE_WORDS, value)) parsed = value === '' ? null : CORE_WORDS[value]
    else if (value.startsWith('"')) {
      if (!DOUBLE_QUOTED.test(value)) return undefined
      parsed = JSON.parse(value)
    } else if (value.startsWith("'")) {
      if (!SINGLE_QUOTED.test(value)) return undefined
      parsed = value.slice(1, -1).replace(/''/g, "'")
    } else {
      // Plain text only: no indicator first, nothing YAML reads as a number, a comment or a mapping.
      if (/^[-?:,[\]{}#&*!|>%@`.+0-9]/.test(value) || /:(?:\s|$)|\s#/.test(value)) return undefined
      parsed = value
    }
    // A key written twice is an error: js-yaml says so, at the second.
    if (Object.hasOwn(data, key)) return undefined
    // `__proto__` is an ordinary key in YAML: define it rather than set the prototype.
    if (key === '__proto__') defineOwn(data, key, parsed)
    else data[key] = parsed
  }
  return data
}
