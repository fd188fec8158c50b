import type { ReadableText } from '../source/edited-text.js'
import type { TextEdit } from './loose-json.js'

/** An edit of a document, with how many lines it added (removed, when negative; NaN: not known). */
export interface LinesEdit extends TextEdit {
  lines: number
}

/** How many `\n` a text holds. */
export function newlines(text: string): number {
  let count = 0
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++
  return count
}

/**
 * The size in UTF-8 of an editor's text, followed through its edits: a text's size in UTF-8 after the characters from..to are replaced by `inserted`, from its size
 * before; undefined where a surrogate is at or beside the edit (a pair made or split changes the
 * count of its neighbours too: measured again).
 */
export function sizeAfter(size: number, text: ReadableText, [from, to]: readonly [number, number], inserted: string): number | undefined {
  const removed = text.slice(from, to)
  const surrogate = /[\uD800-\uDFFF]/
  if (surrogate.test(removed) || surrogate.test(inserted) || surrogate.test(text.slice(Math.max(from - 1, 0), from)) || surrogate.test(text.slice(to, to + 1)))
    return undefined
  return size + Buffer.byteLength(inserted) - Buffer.byteLength(removed)
}
