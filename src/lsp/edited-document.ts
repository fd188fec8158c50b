import type { Position, Range, TextDocument, TextDocumentContentChangeEvent } from 'vscode-languageserver-textdocument'
import { EditedText } from '../source/edited-text.js'

/**
 * An open document as the editor's changes make it, its text an {@link EditedText}: what
 * vscode-languageserver-textdocument's TextDocument does, without a whole new string at each
 * change. That one slices the last version's text at every change, and V8 then copies the whole
 * edited text into fresh memory: for crewAI's docs.json the copy cost a keystroke more than its
 * compile (docs/incremental.md, "The edited text in pieces"). Positions are those TextDocument
 * gives for the same text, line breaks and clamping alike (test/lsp-edited-document.test.ts
 * compares them); where an edit joins or splits a `\r\n`, TextDocument's own lines go wrong, and
 * these do not.
 */
export class EditedDocument implements TextDocument {
  private current: EditedText
  /** Where each line starts, found on first need, then followed through the changes. */
  private lineStarts: number[] | undefined

  constructor(
    readonly uri: string,
    readonly languageId: string,
    public version: number,
    content: string,
  ) {
    this.current = EditedText.of(content)
  }

  /** The text, read where it was edited without being made whole. */
  get text(): EditedText {
    return this.current
  }

  getText(range?: Range): string {
    if (range) return this.current.slice(this.offsetAt(range.start), this.offsetAt(range.end))
    return this.current.toString()
  }

  get lineCount(): number {
    return this.starts().length
  }

  /** Applies the changes in order, each one's range in the text the one before made. */
  update(changes: readonly TextDocumentContentChangeEvent[], version: number): void {
    for (const change of changes) {
      if (!('range' in change)) {
        this.current = EditedText.of(change.text)
        this.lineStarts = undefined
        continue
      }
      const [first, last] = ordered(change.range.start, change.range.end)
      const start = this.offsetAt(first)
      const end = this.offsetAt(last)
      const starts = this.starts()
      this.current = this.current.edit(start, end, change.text)
      // A line starts after a `\n`, or after a `\r` not followed by one: those from `start` to just past
      // the new text are found again (the text's own, and a `\r\n` made or split at its ends); the
      // later ones move by its length.
      const removedFrom = firstAtOrAfter(starts, Math.max(start, 1))
      const removedTo = firstAtOrAfter(starts, end + 1)
      const found: number[] = []
      for (let at = Math.max(start, 1); at <= start + change.text.length; at++) if (startsLine(this.current, at)) found.push(at)
      const removed = removedTo - removedFrom
      let moved = starts
      if (found.length === removed) for (let index = 0; index < removed; index++) starts[removedFrom + index] = found[index]!
      // Spread into splice only while it is short: a long list of arguments overflows the stack.
      else if (found.length < 10_000) starts.splice(removedFrom, removed, ...found)
      else this.lineStarts = moved = [...starts.slice(0, removedFrom), ...found, ...starts.slice(removedTo)]
      const delta = change.text.length - (end - start)
      if (delta !== 0) for (let line = removedFrom + found.length; line < moved.length; line++) moved[line]! += delta
    }
    this.version = version
  }

  positionAt(offset: number): Position {
    const at = Math.max(Math.min(offset, this.current.length), 0)
    const starts = this.starts()
    let low = 0
    let high = starts.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (starts[middle]! > at) high = middle
      else low = middle + 1
    }
    const line = low - 1
    return { line, character: this.beforeLineBreak(at, starts[line]!) - starts[line]! }
  }

  offsetAt(position: Position): number {
    const starts = this.starts()
    if (position.line >= starts.length) return this.current.length
    if (position.line < 0) return 0
    const lineStart = starts[position.line]!
    if (position.character <= 0) return lineStart
    const nextLineStart = position.line + 1 < starts.length ? starts[position.line + 1]! : this.current.length
    return this.beforeLineBreak(Math.min(lineStart + position.character, nextLineStart), lineStart)
  }

  /** An offset within a line, moved back off the line's break (`\r\n` counts as one place). */
  private beforeLineBreak(offset: number, lineStart: number): number {
    let at = offset
    while (at > lineStart && isLineBreak(this.current.charCodeAt(at - 1))) at--
    return at
  }

  private starts(): number[] {
    this.lineStarts ??= [0, ...lineStartsIn(this.current.toString(), 0)]
    return this.lineStarts
  }
}

/** Whether a line starts at `at` (past the text's first character): after a `\n`, or a `\r` without one after it. */
function startsLine(text: EditedText, at: number): boolean {
  const before = text.charCodeAt(at - 1)
  return before === 0x0a || (before === 0x0d && text.charCodeAt(at) !== 0x0a)
}

/** The index of the first of the sorted `starts` at or after `at` (their length when none is). */
function firstAtOrAfter(starts: readonly number[], at: number): number {
  let low = 0
  let high = starts.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (starts[middle]! < at) low = middle + 1
    else high = middle
  }
  return low
}

/** Where the lines after each line break of `text` start, offset by `origin`; `\r\n` is one break. */
function lineStartsIn(text: string, origin: number): number[] {
  const starts: number[] = []
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at)
    if (code !== 0x0d && code !== 0x0a) continue
    if (code === 0x0d && at + 1 < text.length && text.charCodeAt(at + 1) === 0x0a) at++
    starts.push(origin + at + 1)
  }
  return starts
}

function isLineBreak(code: number): boolean {
  return code === 0x0d || code === 0x0a
}

/** A range's ends in the order they come. */
function ordered(start: Position, end: Position): [Position, Position] {
  return start.line > end.line || (start.line === end.line && start.character > end.character) ? [end, start] : [start, end]
}
