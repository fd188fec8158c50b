import type { ReadableText } from './edited-text.js'
import { type Containers, findContainers, stringEnd } from './json-containers.js'

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

  constructor(private readonly text: ReadableText) {}

  /**
   * The locator of a text made from this one's by replacing the value at [start, end) with the
   * text up to `newEnd`: where the containers are is carried over (shifted after the edit), and
   * found again inside it only.
   */
  edited(text: ReadableText, start: number, end: number, newEnd: number): JsonLocator {
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
const OPEN_BRACE = 0x7b
const CLOSE_BRACE = 0x7d
const OPEN_BRACKET = 0x5b
const CLOSE_BRACKET = 0x5d
const COMMA = 0x2c
const COLON = 0x3a

/** Offset just past a number, `true`, `false` or `null` (or whatever else stands there). */
function scalarEnd(text: ReadableText, start: number): number {
  let at = start + 1
  for (; at < text.length; at++) {
    const code = text.charCodeAt(at)
    if (code === COMMA || code === CLOSE_BRACE || code === CLOSE_BRACKET || isSpace(code)) break
  }
  return at
}

function skipSpace(text: ReadableText, from: number): number {
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
