import type { SourceFile } from './source-file.js'

/**
 * JSON text -> value tree with offsets. Written for speed: one pass over the text, no tokens, no
 * line/column bookkeeping (offsets become line:column only when a diagnostic needs them). It follows
 * RFC 8259 strictly and stops at the first syntax error, which it describes precisely.
 */

interface JsonBase {
  readonly source: SourceFile
  /** Offset of the first character of the value. */
  readonly start: number
  /** Offset just past the value. */
  readonly end: number
}

export interface JsonObject extends JsonBase {
  readonly kind: 'object'
  /** In first-appearance order; a repeated key keeps its first place and takes the last value. */
  readonly members: JsonMember[]
}
export interface JsonMember {
  readonly key: string
  readonly keyStart: number
  readonly keyEnd: number
  readonly value: JsonValue
}
export interface JsonArray extends JsonBase {
  readonly kind: 'array'
  readonly items: JsonValue[]
}
export interface JsonString extends JsonBase {
  readonly kind: 'string'
  readonly value: string
}
export interface JsonNumber extends JsonBase {
  readonly kind: 'number'
  readonly value: number
}
export interface JsonBoolean extends JsonBase {
  readonly kind: 'boolean'
  readonly value: boolean
}
export interface JsonNull extends JsonBase {
  readonly kind: 'null'
  readonly value: null
}
export type JsonValue = JsonObject | JsonArray | JsonString | JsonNumber | JsonBoolean | JsonNull

/** What went wrong, as data: the caller words it through the diagnostic catalogue. */
export type JsonProblem =
  | { kind: 'unexpected'; at: number; end: number; expected: string; found: string }
  | { kind: 'trailing-comma'; at: number; closer: string }
  | { kind: 'comment'; at: number; end: number }
  | { kind: 'unterminated-string'; at: number; end: number }
  | { kind: 'invalid-escape'; at: number; end: number; escape: string }
  | { kind: 'control-character'; at: number; code: number }
  | { kind: 'invalid-number'; at: number; end: number; text: string }
  | { kind: 'single-quotes'; at: number; end: number }
  | { kind: 'unquoted-key'; at: number; end: number; found: string }
  | { kind: 'too-deep'; at: number; limit: number }
  | { kind: 'trailing-content'; at: number; end: number; found: string }
  | { kind: 'empty'; at: number }
  | { kind: 'duplicate-key'; key: string; at: number; end: number; firstAt: number; firstEnd: number }

export interface JsonParseResult {
  /** Undefined when the text has a syntax error. */
  value: JsonValue | undefined
  problems: JsonProblem[]
}

/** Deeper than any real configuration; keeps recursion far from the stack limit. */
export const MAX_JSON_DEPTH = 512

/** Objects up to this size find repeated keys by scanning; larger ones use a map. */
const LINEAR_KEY_SCAN_LIMIT = 12

class SyntaxFailure {
  constructor(readonly problem: JsonProblem) {}
}

const QUOTE = 0x22
const BACKSLASH = 0x5c

/** Parses JSON text (a leading byte-order mark is skipped) into a value tree with offsets. */
export function parseJson(source: SourceFile): JsonParseResult {
  const text = source.text
  const length = text.length
  const problems: JsonProblem[] = []
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0

  function fail(problem: JsonProblem): never {
    throw new SyntaxFailure(problem)
  }

  function skipSpace(): void {
    while (at < length) {
      const code = text.charCodeAt(at)
      if (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) at++
      else if (code === 0x2f && (text.charCodeAt(at + 1) === 0x2f || text.charCodeAt(at + 1) === 0x2a)) {
        fail({ kind: 'comment', at, end: commentEnd(text, at) })
      } else return
    }
  }

  /** Describes the character at `at` for "found ..." messages. */
  function found(): { text: string; end: number } {
    if (at >= length) return { text: 'end of file', end: at }
    const wordMatch = /^[A-Za-z_$][\w$-]*/.exec(text.slice(at, at + 40))
    if (wordMatch) return { text: `\`${wordMatch[0]}\``, end: at + wordMatch[0].length }
    const char = String.fromCodePoint(text.codePointAt(at)!)
    return { text: `\`${char}\``, end: at + char.length }
  }

  function unexpected(expected: string): never {
    if (at < length && text.charCodeAt(at) === 0x27) {
      fail({ kind: 'single-quotes', at, end: quotedEnd(text, at, "'") })
    }
    const what = found()
    fail({ kind: 'unexpected', at, end: what.end, expected, found: what.text })
  }

  function parseString(): JsonString {
    const start = at
    at++
    let chunkStart = at
    let decoded = ''
    let escaped = false
    for (;;) {
      if (at >= length) fail({ kind: 'unterminated-string', at: start, end: length })
      const code = text.charCodeAt(at)
      if (code === QUOTE) {
        const value = escaped ? decoded + text.slice(chunkStart, at) : text.slice(chunkStart, at)
        at++
        return { kind: 'string', value, start, end: at, source }
      }
      if (code === BACKSLASH) {
        decoded += text.slice(chunkStart, at)
        decoded += parseEscape()
        chunkStart = at
        escaped = true
        continue
      }
      if (code < 0x20) {
        if (code === 0x0a || code === 0x0d) fail({ kind: 'unterminated-string', at: start, end: at })
        fail({ kind: 'control-character', at, code })
      }
      at++
    }
  }

  function parseEscape(): string {
    const escapeStart = at
    const next = text.charCodeAt(at + 1)
    at += 2
    switch (next) {
      case QUOTE:
        return '"'
      case BACKSLASH:
        return '\\'
      case 0x2f:
        return '/'
      case 0x62:
        return '\b'
      case 0x66:
        return '\f'
      case 0x6e:
        return '\n'
      case 0x72:
        return '\r'
      case 0x74:
        return '\t'
      case 0x75: {
        const hex = text.slice(at, at + 4)
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
          fail({ kind: 'invalid-escape', at: escapeStart, end: Math.min(at + 4, length), escape: text.slice(escapeStart, at + 4) })
        }
        at += 4
        return String.fromCharCode(parseInt(hex, 16))
      }
      default: {
        const written = Number.isNaN(next) ? '\\' : text.slice(escapeStart, escapeStart + 2)
        fail({ kind: 'invalid-escape', at: escapeStart, end: escapeStart + written.length, escape: written })
      }
    }
  }

  function parseNumber(): JsonNumber {
    const start = at
    if (text.charCodeAt(at) === 0x2d) at++
    const intStart = at
    while (isDigit(text.charCodeAt(at))) at++
    let valid = at > intStart && !(text.charCodeAt(intStart) === 0x30 && at - intStart > 1)
    if (text.charCodeAt(at) === 0x2e) {
      at++
      const fractionStart = at
      while (isDigit(text.charCodeAt(at))) at++
      valid &&= at > fractionStart
    }
    const exponent = text.charCodeAt(at)
    if (exponent === 0x65 || exponent === 0x45) {
      at++
      const sign = text.charCodeAt(at)
      if (sign === 0x2b || sign === 0x2d) at++
      const exponentStart = at
      while (isDigit(text.charCodeAt(at))) at++
      valid &&= at > exponentStart
    }
    // Swallow the rest of a malformed token (`1.2.3`, `0x1F`, `Infinity`) so the message shows all of it.
    while (at < length && /[\w.+-]/.test(text[at]!)) {
      valid = false
      at++
    }
    if (!valid) fail({ kind: 'invalid-number', at: start, end: at, text: text.slice(start, at) })
    return { kind: 'number', value: Number(text.slice(start, at)), start, end: at, source }
  }

  function parseLiteral(word: 'true' | 'false' | 'null'): JsonBoolean | JsonNull {
    if (!text.startsWith(word, at)) unexpected('a JSON value')
    const start = at
    at += word.length
    if (at < length && /[\w$]/.test(text[at]!)) {
      at = start
      unexpected('a JSON value')
    }
    if (word === 'null') return { kind: 'null', value: null, start, end: at, source }
    return { kind: 'boolean', value: word === 'true', start, end: at, source }
  }

  function parseArray(depth: number): JsonArray {
    const start = at
    at++
    const items: JsonValue[] = []
    if (!closesEmpty(0x5d)) {
      do items.push(parseValue(depth, 'a JSON value or `]`'))
      while (!closesAfterEntry(0x5d, '`,` or `]` after an array entry'))
    }
    return { kind: 'array', items, start, end: at, source }
  }

  /** At an empty container's closer: steps past it. */
  function closesEmpty(closer: number): boolean {
    skipSpace()
    if (text.charCodeAt(at) !== closer) return false
    at++
    return true
  }

  /** After an entry: steps past the closer (true) or the comma before the next entry (false). */
  function closesAfterEntry(closer: number, expected: string): boolean {
    skipSpace()
    const code = text.charCodeAt(at)
    if (code === closer) {
      at++
      return true
    }
    if (code !== 0x2c) unexpected(expected)
    const comma = at
    at++
    skipSpace()
    if (text.charCodeAt(at) === closer) fail({ kind: 'trailing-comma', at: comma, closer: String.fromCharCode(closer) })
    return false
  }

  function parseObject(depth: number): JsonObject {
    const start = at
    at++
    const members: JsonMember[] = []
    let index: Map<string, number> | undefined
    if (closesEmpty(0x7d)) return { kind: 'object', members, start, end: at, source }
    do {
      if (text.charCodeAt(at) !== QUOTE) {
        const what = found()
        if (at < length && text.charCodeAt(at) === 0x27) fail({ kind: 'single-quotes', at, end: quotedEnd(text, at, "'") })
        if (/^`[A-Za-z_$]/.test(what.text)) fail({ kind: 'unquoted-key', at, end: what.end, found: what.text.slice(1, -1) })
        unexpected('a property name in double quotes')
      }
      const key = parseString()
      skipSpace()
      if (text.charCodeAt(at) !== 0x3a) unexpected(`\`:\` after the property name "${key.value}"`)
      at++
      const value = parseValue(depth, `a value for "${key.value}"`)
      const member: JsonMember = { key: key.value, keyStart: key.start, keyEnd: key.end, value }
      const earlier = findKey(members, index, key.value)
      if (earlier === -1) {
        if (index) index.set(key.value, members.length)
        else if (members.length === LINEAR_KEY_SCAN_LIMIT) index = indexKeys(members, key.value)
        members.push(member)
      } else {
        const first = members[earlier]!
        problems.push({ kind: 'duplicate-key', key: key.value, at: key.start, end: key.end, firstAt: first.keyStart, firstEnd: first.keyEnd })
        members[earlier] = member
      }
    } while (!closesAfterEntry(0x7d, '`,` or `}` after a property value'))
    return { kind: 'object', members, start, end: at, source }
  }

  function parseValue(depth: number, expected: string): JsonValue {
    skipSpace()
    const code = text.charCodeAt(at)
    switch (code) {
      case QUOTE:
        return parseString()
      case 0x7b:
      case 0x5b:
        if (depth >= MAX_JSON_DEPTH) fail({ kind: 'too-deep', at, limit: MAX_JSON_DEPTH })
        return code === 0x7b ? parseObject(depth + 1) : parseArray(depth + 1)
      case 0x74:
        return parseLiteral('true')
      case 0x66:
        return parseLiteral('false')
      case 0x6e:
        return parseLiteral('null')
      default:
        if (code === 0x2d || isDigit(code)) return parseNumber()
        return unexpected(expected)
    }
  }

  try {
    skipSpace()
    if (at >= length) return { value: undefined, problems: [{ kind: 'empty', at }] }
    const value = parseValue(0, 'a JSON value')
    skipSpace()
    if (at < length) {
      const what = found()
      problems.push({ kind: 'trailing-content', at, end: what.end, found: what.text })
      return { value: undefined, problems }
    }
    return { value, problems }
  } catch (error) {
    if (error instanceof SyntaxFailure) {
      problems.push(error.problem)
      return { value: undefined, problems }
    }
    throw error
  }
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39
}

function findKey(members: JsonMember[], index: Map<string, number> | undefined, key: string): number {
  if (index) return index.get(key) ?? -1
  for (let i = 0; i < members.length; i++) if (members[i]!.key === key) return i
  return -1
}

function indexKeys(members: JsonMember[], next: string): Map<string, number> {
  const index = new Map<string, number>()
  members.forEach((member, i) => index.set(member.key, i))
  index.set(next, members.length)
  return index
}

function commentEnd(text: string, at: number): number {
  if (text.charCodeAt(at + 1) === 0x2f) {
    const newline = text.indexOf('\n', at)
    return newline === -1 ? text.length : newline
  }
  const close = text.indexOf('*/', at + 2)
  return close === -1 ? text.length : close + 2
}

function quotedEnd(text: string, at: number, quote: string): number {
  const close = text.indexOf(quote, at + 1)
  const newline = text.indexOf('\n', at)
  if (close === -1 || (newline !== -1 && newline < close)) return newline === -1 ? text.length : newline
  return close + 1
}
