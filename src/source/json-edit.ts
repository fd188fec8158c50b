import { spanBetween } from './edited-text.js'
import type { JsonLocator } from './json-locator.js'
import type { SourceFile } from './source-file.js'

/**
 * Where a JSON text was edited, as the innermost value of the earlier text that holds every
 * changed character: outside it, the two texts are the same (the later one shifted by the
 * difference in length after it). An editor's keystroke changes one string; a project kept open
 * parses that value again, not the whole file.
 */
export interface JsonEdit {
  /** The keys and indexes from the root down to the value. */
  path: Array<string | number>
  /** Where the value starts (in both texts), and where it ends in the earlier one and in the later one. */
  start: number
  end: number
  newEnd: number
}

/**
 * The values of `before` (valid JSON, read by `locator`) that hold everything that differs in
 * `after`, innermost first, ending with the whole document: the first whose new text parses alone
 * is the edit. Undefined when the texts are the same. Texts an editor's edits made from one base
 * say where they differ (`edited`); others are compared.
 */
export function editsBetween(before: SourceFile, after: SourceFile, locator: JsonLocator): JsonEdit[] | undefined {
  // Every changed character of `before` is in [prefix, last); of `after`, in [prefix, last + delta).
  const { prefix, last, delta } = spanBetween(before.edited ?? before.text, after.edited ?? after.text) ?? compared(before.text, after.text)
  if (prefix === last && delta === 0) return undefined
  const root = locator.root()
  if (root === -1) return undefined
  const found: JsonEdit[] = [{ path: [], start: root, end: locator.end(root), newEnd: locator.end(root) + delta }]
  let value = root
  for (;;) {
    const entries = locator.entries(value)
    if (!entries) break
    const index = lastAtOrBefore(entries.values, prefix)
    if (index === -1) break
    const start = entries.values[index]!
    const end = locator.end(start)
    // The change must lie within this entry's text, and not reach past it.
    if (end < last) break
    const parent = found[found.length - 1]!
    found.push({ path: [...parent.path, entries.keys ? entries.keys[index]! : index], start, end, newEnd: end + delta })
    value = start
  }
  return found.reverse()
}

/** The index of the last offset not after `at` in a sorted list; -1 when there is none. */
function lastAtOrBefore(offsets: readonly number[], at: number): number {
  let low = 0
  let high = offsets.length - 1
  let found = -1
  while (low <= high) {
    const middle = (low + high) >> 1
    if (offsets[middle]! <= at) {
      found = middle
      low = middle + 1
    } else high = middle - 1
  }
  return found
}

/** Where two texts differ, found by comparing them. */
function compared(before: string, after: string): { prefix: number; last: number; delta: number } {
  const prefix = commonPrefix(before, after)
  const suffix = prefix === before.length && prefix === after.length ? 0 : commonSuffix(before, after, Math.min(before.length, after.length) - prefix)
  return { prefix, last: before.length - suffix, delta: after.length - before.length }
}

/** Lengths compared at once, as slices (a comparison of memory), largest first, down to one character. */
const BLOCKS = [65_536, 1024, 16, 1]

/** How many characters the two texts share at their start. */
function commonPrefix(a: string, b: string): number {
  const limit = Math.min(a.length, b.length)
  let at = 0
  for (const block of BLOCKS) while (at + block <= limit && a.slice(at, at + block) === b.slice(at, at + block)) at += block
  return at
}

/** How many characters the two texts share at their end, at most `limit`. */
function commonSuffix(a: string, b: string, limit: number): number {
  let length = 0
  for (const block of BLOCKS) {
    while (length + block <= limit && a.slice(a.length - length - block, a.length - length) === b.slice(b.length - length - block, b.length - length))
      length += block
  }
  return length
}
