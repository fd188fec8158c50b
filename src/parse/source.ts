import type { Point } from 'unist'

/** One text file the compile read: docs.json, a `$ref` include, later a spec. */
export interface SourceFile {
  /** Path relative to the project root, with `/` separators (`docs.json`, `config/nav.json`). */
  readonly path: string
  readonly text: string
  /** Built on first use: most files never need a line number. */
  lines?: LineIndex
}

/** Creates a source file record; the line index is built lazily by {@link pointAt}. */
export function sourceFile(path: string, text: string): SourceFile {
  return { path, text }
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
