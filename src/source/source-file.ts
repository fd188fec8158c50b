import type { Point } from 'unist'
import type { EditedText, ReadableText } from './edited-text.js'

/** One text file the compile read: docs.json, a `$ref` include, later a spec. */
export interface SourceFile {
  /** Path relative to the project root, with `/` separators (`docs.json`, `config/nav.json`). */
  readonly path: string
  readonly text: string
  /**
   * The text as an editor's edits made it, when it came so (docs/incremental.md, "The edited text
   * in pieces"): read through {@link readableText}, it is not made whole.
   */
  readonly edited?: EditedText
  /** Built on first use: most files never need a line number. */
  lines?: LineIndex
  /** JSON unless said otherwise; OpenAPI specs may be YAML. */
  format?: 'json' | 'yaml'
  /** The plain value, once read (kept for files whose parts are looked up later, such as specs). */
  value?: unknown
}

/** Creates a source file record; its line index is built on first use. */
export function sourceFile(path: string, text: string, format: 'json' | 'yaml' = 'json', edited?: EditedText): SourceFile {
  const source: SourceFile = format === 'json' ? { path, text } : { path, text, format }
  return edited ? { ...source, edited } : source
}

/** What to read a source's text through: its edited text when it has one, so that it is not made whole. */
export function readableText(source: SourceFile): ReadableText {
  return source.edited ?? source.text
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
 * Turns offsets into 1-based lines and columns: the start of every line in a typed array (200 KB
 * for a 50,000-line config), searched by bisection, so that a lookup never reads the text (a
 * minified config is one long line).
 */
export class LineIndex {
  private readonly starts: Int32Array

  constructor(text: ReadableText, known?: Int32Array) {
    if (known) {
      this.starts = known
      return
    }
    let starts = new Int32Array(64)
    let count = 1
    let at = text.indexOf('\n')
    while (at !== -1) {
      if (count === starts.length) {
        const larger = new Int32Array(count * 2)
        larger.set(starts)
        starts = larger
      }
      starts[count++] = at + 1
      at = text.indexOf('\n', at + 1)
    }
    this.starts = starts.subarray(0, count)
  }

  /**
   * The line index of a text made from this one's by replacing [start, end) with the text up to
   * `newEnd`: the lines before and after the edit carried over, the edit's own found again.
   */
  edited(text: ReadableText, start: number, end: number, newEnd: number): LineIndex {
    const delta = newEnd - end
    const old = this.starts
    // A line starts after a line break: those up to the edit stay, those after it move with it.
    const before = firstAbove(old, start)
    const after = firstAbove(old, end)
    const inside: number[] = []
    for (let newline = text.indexOf('\n', start); newline !== -1 && newline < newEnd; newline = text.indexOf('\n', newline + 1)) inside.push(newline + 1)
    const starts = new Int32Array(before + inside.length + old.length - after)
    starts.set(old.subarray(0, before))
    starts.set(inside, before)
    for (let at = after, to = before + inside.length; at < old.length; at++, to++) starts[to] = old[at]! + delta
    return new LineIndex(text, starts)
  }

  point(offset: number): Point {
    const starts = this.starts
    let low = 0
    let high = starts.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (starts[middle]! <= offset) low = middle
      else high = middle - 1
    }
    return { line: low + 1, column: offset - starts[low]! + 1, offset }
  }

  /** The offset of a 1-based line and column (clamped to the text's lines). */
  offset(line: number, column: number): number {
    const index = Math.min(Math.max(line, 1), this.starts.length) - 1
    return this.starts[index]! + Math.max(column, 1) - 1
  }
}

/** The index of the first of the sorted `offsets` above `at` (their length when none is). */
function firstAbove(offsets: Int32Array, at: number): number {
  let low = 0
  let high = offsets.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (offsets[middle]! <= at) low = middle + 1
    else high = middle
  }
  return low
}

/** The 1-based line and column of an offset in a source file. */
export function pointAt(source: SourceFile, offset: number): Point {
  source.lines ??= new LineIndex(readableText(source))
  return source.lines.point(offset)
}

/** The offset of a 1-based line and column in a source file. */
export function offsetAt(source: SourceFile, line: number, column: number): number {
  source.lines ??= new LineIndex(readableText(source))
  return Math.min(source.lines.offset(line, column), source.text.length)
}

/** The text without a leading byte order mark, which JSON.parse would take for a character. */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}
