// Where the objects and arrays of a JSON text start and end, found in one pass: what the JSON
// locator (json-locator.ts) finds its way with.
import type { ReadableText } from './edited-text.js'

const BACKSLASH = 0x5c

/**
 * Where each object and array starts and ends, in typed arrays (a map entry per container would
 * cost more than the rest of the locator). Starts are found in increasing order, so the container
 * starting at an offset is found by binary search.
 */
export class Containers {
  private starts: Int32Array = new Int32Array(1024)
  private ends: Int32Array = new Int32Array(1024)
  private count = 0

  /** Adds a container (in order of its start); returns its number, for {@link close}. */
  open(start: number): number {
    if (this.count === this.starts.length) {
      this.starts = grown(this.starts)
      this.ends = grown(this.ends)
    }
    this.starts[this.count] = start
    this.ends[this.count] = -1
    return this.count++
  }

  close(container: number, end: number): void {
    this.ends[container] = end
  }

  /** The containers of `text`, made from these by replacing the value at [start, end) with the text up to `newEnd`. */
  edited(text: ReadableText, start: number, end: number, newEnd: number): Containers {
    const delta = newEnd - end
    const result = new Containers()
    let at = 0
    // Before the value, and around it (those end after it: shifted).
    for (; at < this.count && this.starts[at]! < start; at++) {
      const close = this.ends[at]!
      result.open(this.starts[at]!)
      result.ends[result.count - 1] = close > start ? close + delta : close
    }
    findContainers(text, start, newEnd, result)
    while (at < this.count && this.starts[at]! < end) at++
    for (; at < this.count; at++) {
      result.open(this.starts[at]! + delta)
      const close = this.ends[at]!
      result.ends[result.count - 1] = close === -1 ? -1 : close + delta
    }
    return result
  }

  /** Offset just past the container starting at `start`; undefined when none starts there or it never ends. */
  endOf(start: number): number | undefined {
    let low = 0
    let high = this.count - 1
    while (low <= high) {
      const middle = (low + high) >> 1
      const at = this.starts[middle]!
      if (at === start) return this.ends[middle] === -1 ? undefined : this.ends[middle]
      if (at < start) low = middle + 1
      else high = middle - 1
    }
    return undefined
  }
}

function grown(array: Int32Array): Int32Array {
  const larger = new Int32Array(array.length * 2)
  larger.set(array)
  return larger
}

/**
 * Finds every object and array (of the text from `from` to `to`, a whole value) in one pass that
 * jumps to the next quote or bracket with `indexOf` and steps over strings whole. A bracket inside
 * a string is passed over with its string (the next one is looked for again from the string's end).
 */
export function findContainers(text: ReadableText, from = 0, to = text.length, containers = new Containers()): Containers {
  const length = to
  const next = (char: string, at: number): number => {
    const found = text.indexOf(char, at)
    return found === -1 || found >= to ? length : found
  }
  const open: number[] = []
  let quote = next('"', from)
  let openBrace = next('{', from)
  let closeBrace = next('}', from)
  let openBracket = next('[', from)
  let closeBracket = next(']', from)
  for (;;) {
    const at = Math.min(quote, openBrace, closeBrace, openBracket, closeBracket)
    if (at === length) return containers
    if (at === quote) {
      const end = stringEnd(text, at)
      quote = next('"', end)
      if (openBrace < end) openBrace = next('{', end)
      if (closeBrace < end) closeBrace = next('}', end)
      if (openBracket < end) openBracket = next('[', end)
      if (closeBracket < end) closeBracket = next(']', end)
    } else if (at === openBrace || at === openBracket) {
      open.push(containers.open(at))
      if (at === openBrace) openBrace = next('{', at + 1)
      else openBracket = next('[', at + 1)
    } else {
      const container = open.pop()
      if (container !== undefined) containers.close(container, at + 1)
      if (at === closeBrace) closeBrace = next('}', at + 1)
      else closeBracket = next(']', at + 1)
    }
  }
}

/** Offset just past the string whose opening quote is at `start` (the end of the text when it has none). */
export function stringEnd(text: ReadableText, start: number): number {
  let close = text.indexOf('"', start + 1)
  while (close !== -1) {
    let backslashes = 0
    while (text.charCodeAt(close - 1 - backslashes) === BACKSLASH) backslashes++
    if (backslashes % 2 === 0) return close + 1
    close = text.indexOf('"', close + 1)
  }
  return text.length
}
