/**
 * The text of an output file, made a chunk at a time when it is read, so that a build never holds
 * a whole output in memory: the outputs of a 100,000-page site are 200 MB of text, and as strings
 * they would stay in memory together until the last was written.
 */
export interface OutputText {
  /** The text, in order, in chunks of about {@link CHUNK_LENGTH} characters; each call makes it anew. */
  chunks(): Iterable<string>
  /** The whole text as one string, made the fastest way (a RangeError past what a string can hold). */
  text(): string
  /**
   * For a binary output (Pagefind's index), its bytes, written as they are; `chunks()` and
   * `text()` then give them decoded as UTF-8, which is lossy.
   */
  bytes?(): Uint8Array
}

/** Chunks gather parts until they are about this long: large enough to write, small enough to hold. */
const CHUNK_LENGTH = 1 << 16

/** An output whose text is already a string. */
export function textOutput(text: string): OutputText {
  return { chunks: () => [text], text: () => text }
}

/** A binary output: written byte for byte. */
export function bytesOutput(bytes: Uint8Array): OutputText {
  const text = () => new TextDecoder().decode(bytes)
  return { bytes: () => bytes, chunks: () => [text()], text }
}

/** An output whose text is made by `make` when it is first read, and kept. */
export function madeOnce(make: () => string): OutputText {
  let text: string | undefined
  const made = () => (text ??= make())
  return { chunks: () => [made()], text: made }
}

/**
 * An output whose text is made by `make` each time it is read, never kept: one of many small
 * outputs (a page's Markdown), which a build writes once and would otherwise hold all together.
 */
export function madeWhenRead(make: () => string): OutputText {
  return { chunks: () => [make()], text: make }
}

/** An output made of parts (joined into chunks as they are read). */
export function partsOutput(parts: () => Iterable<string>): OutputText {
  return {
    chunks: () => inChunks(parts()),
    text: () => Array.from(parts()).join(''),
  }
}

/** Joins small parts into chunks of about {@link CHUNK_LENGTH}. */
function* inChunks(parts: Iterable<string>): Generator<string> {
  let pending: string[] = []
  let length = 0
  for (const part of parts) {
    pending.push(part)
    length += part.length
    if (length >= CHUNK_LENGTH) {
      yield pending.join('')
      pending = []
      length = 0
    }
  }
  if (length > 0) yield pending.join('')
}

/**
 * An object whose members are made as it is written (an output with one entry per route). For
 * JSON.stringify, which makes a whole output at once, it is made whole (`toJSON`).
 */
export class LazyObject {
  constructor(readonly members: () => Iterable<readonly [string, unknown]>) {}

  toJSON(): Record<string, unknown> {
    // fromEntries defines each member: a `__proto__` key is data.
    return Object.fromEntries(this.members())
  }
}

/** An array whose items are made as it is written (made whole for JSON.stringify). */
export class LazyArray {
  constructor(readonly items: () => Iterable<unknown>) {}

  toJSON(): unknown[] {
    return Array.from(this.items())
  }
}

/**
 * An output of JSON: exactly `JSON.stringify(value, null, pretty ? 2 : undefined)` and a line
 * break, for plain data (objects, arrays, strings, numbers, booleans, null) and the lazy objects
 * and arrays above (whose members must have distinct keys that are not array indices, such as
 * URLs: an object would reorder or merge the others). Large arrays and objects are written member by member; small ones, by
 * JSON.stringify, which is much faster per member.
 */
export function jsonOutput(value: unknown, pretty: boolean, made?: MadeTexts): OutputText {
  const step = pretty ? '  ' : ''
  return {
    chunks: () => inChunks(jsonParts(value, step, '', made, true)),
    text: () => `${JSON.stringify(value, null, step || undefined)}\n`,
  }
}

/**
 * The texts of small objects and arrays of one output, written before (a project kept open writes
 * again only the parts of its outputs that are new objects). What is kept so is never changed.
 */
export type MadeTexts = WeakMap<object, { indent: string; text: string }>

/** Members below which a container is written by JSON.stringify whole. */
const SMALL = 512

function* jsonParts(value: unknown, step: string, indent: string, made: MadeTexts | undefined, top = false): Generator<string> {
  const container = typeof value === 'object' && value !== null
  const before = container ? made?.get(value) : undefined
  // Indented, the text depends on how deep it stands.
  if (before !== undefined && before.indent === indent) yield before.text
  else if (value instanceof LazyObject) yield* objectParts(value.members(), step, indent, made)
  else if (value instanceof LazyArray) yield* arrayParts(value.items(), step, indent, made)
  else if (container && !isSmall(value)) {
    if (Array.isArray(value)) yield* arrayParts(value, step, indent, made)
    else yield* objectParts(membersOf(value as Record<string, unknown>), step, indent, made)
  } else {
    // `undefined` has no JSON text; in an array (the only place it reaches here) it is `null`.
    const json = JSON.stringify(value, null, step || undefined) ?? 'null'
    const text = step !== '' && indent !== '' ? json.replace(/\n/g, `\n${indent}`) : json
    if (container) made?.set(value, { indent, text })
    yield text
  }
  if (top) yield '\n'
}

function* membersOf(record: Record<string, unknown>): Generator<readonly [string, unknown]> {
  for (const key of Object.keys(record)) yield [key, record[key]]
}

function* objectParts(members: Iterable<readonly [string, unknown]>, step: string, indent: string, made: MadeTexts | undefined): Generator<string> {
  const inner = indent + step
  let first = true
  for (const [key, member] of members) {
    // As JSON.stringify: a member with no JSON value (undefined, a function) is left out.
    if (member === undefined || typeof member === 'function' || typeof member === 'symbol') continue
    yield first ? '{' : ','
    if (step !== '') yield `\n${inner}`
    yield JSON.stringify(key)
    yield step !== '' ? ': ' : ':'
    yield* jsonParts(member, step, inner, made)
    first = false
  }
  yield first ? '{}' : step !== '' ? `\n${indent}}` : '}'
}

function* arrayParts(items: Iterable<unknown>, step: string, indent: string, made: MadeTexts | undefined): Generator<string> {
  const inner = indent + step
  let first = true
  for (const item of items) {
    yield first ? '[' : ','
    if (step !== '') yield `\n${inner}`
    yield* jsonParts(typeof item === 'function' || typeof item === 'symbol' ? null : item, step, inner, made)
    first = false
  }
  yield first ? '[]' : step !== '' ? `\n${indent}]` : ']'
}

/** Whether a value has at most {@link SMALL} members, counted through its nested containers (stops counting past it). */
function isSmall(value: object): boolean {
  let budget = SMALL
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const next = pending.pop()
    if (next instanceof LazyObject || next instanceof LazyArray) return false
    if (typeof next !== 'object' || next === null) continue
    const members = Array.isArray(next) ? next : Object.values(next)
    budget -= members.length
    if (budget < 0) return false
    for (const member of members) if (typeof member === 'object' && member !== null) pending.push(member)
  }
  return true
}
