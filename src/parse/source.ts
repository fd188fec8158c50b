import type { Point } from 'unist'
import { parseJson, type JsonMember, type JsonValue } from './json.js'
import { yamlTree } from './yaml.js'

/** One text file the compile read: docs.json, a `$ref` include, later a spec. */
export interface SourceFile {
  /** Path relative to the project root, with `/` separators (`docs.json`, `config/nav.json`). */
  readonly path: string
  readonly text: string
  /** Built on first use: most files never need a line number. */
  lines?: LineIndex
  /** The positioned value tree, parsed on first use (null when the text does not parse). */
  tree?: JsonValue | null
  /** JSON unless said otherwise; OpenAPI specs may be YAML. */
  format?: 'json' | 'yaml'
  /** The plain value, once read (kept for files whose parts are looked up later, such as specs). */
  value?: unknown
}

/** Creates a source file record; line index and positioned tree are built lazily. */
export function sourceFile(path: string, text: string, format: 'json' | 'yaml' = 'json'): SourceFile {
  return format === 'json' ? { path, text } : { path, text, format }
}

/**
 * A stretch of the resolved docs.json that was written in one file: a logical pointer starting
 * with `logical` is the rest of it in `source` (an included file's value is that file's root).
 * docs.json itself is one region; each `$ref` include adds one.
 */
export interface Region {
  readonly source: SourceFile
  readonly logical: string
}

/** The region of a whole file, at the top of the resolved document. */
export function fileRegion(source: SourceFile): Region {
  return { source, logical: '' }
}

/**
 * Offsets of line starts, for turning an offset into a 1-based line and column.
 * Lookups in document order are the common case, so the last hit is tried first.
 */
export class LineIndex {
  private readonly starts: number[]
  private last = 0

  constructor(text: string) {
    const starts = [0]
    let at = text.indexOf('\n')
    while (at !== -1) {
      starts.push(at + 1)
      at = text.indexOf('\n', at + 1)
    }
    this.starts = starts
  }

  point(offset: number): Point {
    const starts = this.starts
    let line = this.last
    if (!(starts[line]! <= offset && (line + 1 === starts.length || offset < starts[line + 1]!))) {
      let low = 0
      let high = starts.length - 1
      while (low < high) {
        const middle = (low + high + 1) >> 1
        if (starts[middle]! <= offset) low = middle
        else high = middle - 1
      }
      line = low
      this.last = line
    }
    return { line: line + 1, column: offset - starts[line]! + 1, offset }
  }
}

/** The 1-based line and column of an offset in a source file. */
export function pointAt(source: SourceFile, offset: number): Point {
  source.lines ??= new LineIndex(source.text)
  return source.lines.point(offset)
}

/** Which part of a located value: the whole value, its key in the parent object, or its first character. */
export type Part = 'value' | 'key' | 'start'

/**
 * Offsets of the value at a pointer in a source file, parsing the file with positions on first
 * use. A pointer that goes further than the file (a value built by a merge) stops at the deepest
 * value that exists.
 */
export function locate(source: SourceFile, pointer: string, part: Part): { start: number; end: number } {
  if (source.tree === undefined) source.tree = (source.format === 'yaml' ? yamlTree(source) : parseJson(source).value) ?? null
  let node = source.tree
  if (!node) return { start: 0, end: 0 }
  let keyStart = -1
  let keyEnd = -1
  let exact = true
  if (pointer !== '') {
    for (const raw of pointer.slice(1).split('/')) {
      const segment = raw.includes('~') ? raw.replace(/~1/g, '/').replace(/~0/g, '~') : raw
      let next: JsonValue | undefined
      if (node.kind === 'object') {
        const member = memberOf(node, segment)
        if (member) {
          next = member.value
          keyStart = member.keyStart
          keyEnd = member.keyEnd
        }
      } else if (node.kind === 'array') {
        next = node.items[Number(segment)]
        keyStart = -1
      }
      if (!next) {
        exact = false
        break
      }
      node = next
    }
  }
  if (exact && part === 'key' && keyStart !== -1) return { start: keyStart, end: keyEnd }
  if (!exact || part === 'start') return { start: node.start, end: node.start + 1 }
  return { start: node.start, end: node.end }
}

/** Objects with many keys get an index on first lookup: thousands of diagnostics in one object must not each scan it. */
const memberIndexes = new WeakMap<JsonValue, Map<string, JsonMember>>()

/** The first member of an object node named `key` (the one JSON problems are reported at). */
function memberOf(node: Extract<JsonValue, { kind: 'object' }>, key: string): JsonMember | undefined {
  if (node.members.length < 32) return node.members.find((candidate) => candidate.key === key)
  let index = memberIndexes.get(node)
  if (!index) {
    index = new Map()
    for (const member of node.members) if (!index.has(member.key)) index.set(member.key, member)
    memberIndexes.set(node, index)
  }
  return index.get(key)
}
