import type { Point } from 'unist'

/** One text file the compile read: docs.json, a `$ref` include, later a spec. */
export interface SourceFile {
  /** Path relative to the project root, with `/` separators (`docs.json`, `config/nav.json`). */
  readonly path: string
  readonly text: string
  /** Built on first use: most files never need a line number. */
  lines?: LineIndex
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
 * Turns offsets into 1-based lines and columns. It keeps the start of every 64th line (a few
 * kilobytes for a 50,000-line config, where every line start would be half a megabyte) and
 * counts the lines in between with `indexOf`.
 */
export class LineIndex {
  private readonly checkpoints: Int32Array
  private readonly text: string

  constructor(text: string) {
    this.text = text
    let checkpoints = new Int32Array(64)
    let count = 1
    let line = 0
    let at = text.indexOf('\n')
    while (at !== -1) {
      if (++line % CHECKPOINT_EVERY === 0) {
        if (count === checkpoints.length) {
          const larger = new Int32Array(count * 2)
          larger.set(checkpoints)
          checkpoints = larger
        }
        checkpoints[count++] = at + 1
      }
      at = text.indexOf('\n', at + 1)
    }
    this.checkpoints = checkpoints.subarray(0, count)
  }

  point(offset: number): Point {
    const checkpoints = this.checkpoints
    let low = 0
    let high = checkpoints.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (checkpoints[middle]! <= offset) low = middle
      else high = middle - 1
    }
    let line = low * CHECKPOINT_EVERY
    let lineStart = checkpoints[low]!
    let next = this.text.indexOf('\n', lineStart)
    while (next !== -1 && next < offset) {
      line++
      lineStart = next + 1
      next = this.text.indexOf('\n', lineStart)
    }
    return { line: line + 1, column: offset - lineStart + 1, offset }
  }
}

const CHECKPOINT_EVERY = 64

/** The 1-based line and column of an offset in a source file. */
export function pointAt(source: SourceFile, offset: number): Point {
  source.lines ??= new LineIndex(source.text)
  return source.lines.point(offset)
}

/** The text without a leading byte order mark, which JSON.parse would take for a character. */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}
