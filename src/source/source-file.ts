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

/** The text without a leading byte order mark, which JSON.parse would take for a character. */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
}
