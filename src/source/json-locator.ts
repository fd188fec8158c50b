/**
 * Offsets of values in a JSON text, found on demand without building a tree: docs.json is read
 * with JSON.parse, and only the few values a diagnostic names ever need a place.
 *
 * The first lookup in a text finds where each object and array ends, jumping with `indexOf` from
 * quote to bracket rather than reading every character (half of a pretty-printed config is
 * indentation); then each container on the way to a pointer lists its own members, once, stepping
 * over nested containers by their known ends. On a 2.3 MB config this costs a fraction of a
 * positioned parse (bench/check.js), and allocates two typed-array slots per container, not a node per value.
 *
 * Meant for text JSON.parse accepted; on any other text it still ends, and finds less.
 */
export class JsonLocator {
  private containers: Containers | undefined
  private readonly listed = new Map<number, Members | Items>()

  constructor(private readonly text: string) {}

  /**
   * The locator of a text made from this one's by replacing the value at [start, end) with the
   * text up to `newEnd`: where the containers are is carried over (shifted after the edit), and
   * found again inside it only.
   */
  edited(text: string, start: number, end: number, newEnd: number): JsonLocator {
    const located = new JsonLocator(text)
    if (this.containers) located.containers = this.containers.edited(text, start, end, newEnd)
    return located
  }

  /** Offset of the root value (after a byte order mark and white space), or -1 when there is none. */
  root(): number {
    const start = skipSpace(this.text, this.text.charCodeAt(0) === 0xfeff ? 1 : 0)
    return start < this.text.length ? start : -1
  }

  /** Offset just past the value starting at `start`. */
  end(start: number): number {
    const code = this.text.charCodeAt(start)
    if (code === QUOTE) return stringEnd(this.text, start)
    if (code === OPEN_BRACE || code === OPEN_BRACKET) return this.containerEnd(start)
    return scalarEnd(this.text, start)
  }

  /**
   * The member `key` of the object starting at `start`: where its key and value are written (the
   * last time, when the key is repeated: the one JSON.parse keeps); undefined when there is none.
   */
  member(start: number, key: string): { keyStart: number; keyEnd: number; value: number } | undefined {
    const members = this.list(start)
    if (members?.kind !== 'object') return undefined
    const found = members.find(key)
    if (found === undefined) return undefined
    return { keyStart: members.keyStarts[found]!, keyEnd: members.keyEnds[found]!, value: members.values[found]! }
  }

  /** Offset of item `index` of the array starting at `start`; undefined when there is none. */
  item(start: number, index: number): number | undefined {
    const items = this.list(start)
    return items?.kind === 'array' ? items.values[index] : undefined
  }

  /**
   * The entries of the object or array starting at `start`, in the order they are written: the
   * offsets of their values, and for an object their keys; undefined for anything else.
   */
  entries(start: number): { keys: readonly string[] | undefined; values: readonly number[] } | undefined {
    const listed = this.list(start)
    if (!listed) return undefined
    return { keys: listed.kind === 'object' ? listed.keys : undefined, values: listed.values }
  }

  private containerEnd(start: number): number {
    this.containers ??= findContainers(this.text)
    return this.containers.endOf(start) ?? this.text.length
  }

  /** The members or items of the container starting at `start`, listed on first use. */
  private list(start: number): Members | Items | undefined {
    let listed = this.listed.get(start)
    if (listed) return listed
    const code = this.text.charCodeAt(start)
    if (code === OPEN_BRACE) listed = this.listMembers(start)
    else if (code === OPEN_BRACKET) listed = this.listItems(start)
    else return undefined
    this.listed.set(start, listed)
    return listed
  }

  private listItems(start: number): Items {
    const text = this.text
    const end = this.containerEnd(start)
    const values: number[] = []
    let at = skipSpace(text, start + 1)
    while (at < end - 1) {
      values.push(at)
      at = skipSpace(text, this.end(at))
      if (text.charCodeAt(at) !== COMMA) break
      at = skipSpace(text, at + 1)
    }
    return { kind: 'array', values }
  }

  private listMembers(start: number): Members {
    const text = this.text
    const end = this.containerEnd(start)
    const members = new Members()
    let at = skipSpace(text, start + 1)
    while (at < end - 1 && text.charCodeAt(at) === QUOTE) {
      const keyEnd = stringEnd(text, at)
      const raw = text.slice(at + 1, keyEnd - 1)
      const key = raw.includes('\\') ? decodeKey(text.slice(at, keyEnd)) : raw
      const colon = skipSpace(text, keyEnd)
      if (text.charCodeAt(colon) !== COLON) break
      const value = skipSpace(text, colon + 1)
      members.add(key, at, keyEnd, value)
      at = skipSpace(text, this.end(value))
      if (text.charCodeAt(at) !== COMMA) break
      at = skipSpace(text, at + 1)
    }
    return members
  }
}

interface Items {
  kind: 'array'
  values: number[]
}

/** Objects up to this size find a key by scanning; larger ones get a map on first lookup. */
const LINEAR_SCAN_LIMIT = 32

class Members {
  readonly kind = 'object'
  readonly keys: string[] = []
  readonly keyStarts: number[] = []
  readonly keyEnds: number[] = []
  readonly values: number[] = []
  private index: Map<string, number> | undefined

  add(key: string, keyStart: number, keyEnd: number, value: number): void {
    this.keys.push(key)
    this.keyStarts.push(keyStart)
    this.keyEnds.push(keyEnd)
    this.values.push(value)
  }

  /** Where `key` is written last (of a repeated key, the one JSON.parse keeps); undefined when it is not. */
  find(key: string): number | undefined {
    if (this.keys.length <= LINEAR_SCAN_LIMIT) {
      const last = this.keys.lastIndexOf(key)
      return last === -1 ? undefined : last
    }
    if (!this.index) {
      this.index = new Map()
      this.keys.forEach((name, position) => this.index!.set(name, position))
    }
    return this.index.get(key)
  }
}

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_BRACE = 0x7b
const CLOSE_BRACE = 0x7d
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d
const COMMA = 0x2c
const COLON = 0x3a

/**
 * Where each object and array starts and ends, in typed arrays (a map entry per container would
 * cost more than the rest of the locator). Starts are found in increasing order, so the container
 * starting at an offset is found by binary search.
 */
class Containers {
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
  edited(text: string, start: number, end: number, newEnd: number): Containers {
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
function findContainers(text: string, from = 0, to = text.length, containers = new Containers()): Containers {
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
function stringEnd(text: string, start: number): number {
  let close = text.indexOf('"', start + 1)
  while (close !== -1) {
    let backslashes = 0
    while (text.charCodeAt(close - 1 - backslashes) === BACKSLASH) backslashes++
    if (backslashes % 2 === 0) return close + 1
    close = text.indexOf('"', close + 1)
  }
  return text.length
}

/** Offset just past a number, `true`, `false` or `null` (or whatever else stands there). */
function scalarEnd(text: string, start: number): number {
  let at = start + 1
  for (; at < text.length; at++) {
    const code = text.charCodeAt(at)
    if (code === COMMA || code === CLOSE_BRACE || code === CLOSE_BRACKET || isSpace(code)) break
  }
  return at
}

function skipSpace(text: string, from: number): number {
  let at = from
  while (at < text.length && isSpace(text.charCodeAt(at))) at++
  return at
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09
}

function decodeKey(quoted: string): string {
  try {
    return JSON.parse(quoted) as string
  } catch {
    return quoted.slice(1, -1)
  }
}
