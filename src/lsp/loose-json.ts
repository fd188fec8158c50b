import type { ReadableText } from '../source/edited-text.js'

/**
 * JSON text as an editor holds it while typing -> value tree with offsets, never failing: a string
 * left open ends at its line, a missing comma or colon is skipped over, a container left open ends
 * with the text, comments are skipped. The compile's parser (source/json-tree.ts) stops at the
 * first error; completion, hover and the outline must read the rest of a half-typed file too.
 */

interface LooseBase {
  /** Offset of the first character. */
  readonly start: number
  /** Offset just past the value (the end of the text for a container left open). */
  end: number
}

export interface LooseObject extends LooseBase {
  readonly kind: 'object'
  readonly members: LooseMember[]
  /** False when the closing `}` is missing. */
  closed: boolean
}

export interface LooseMember {
  readonly key: LooseString
  /** Offset of the `:`, when there is one. */
  colon: number | undefined
  value: LooseValue | undefined
}

export interface LooseArray extends LooseBase {
  readonly kind: 'array'
  readonly items: LooseValue[]
  /** False when the closing `]` is missing. */
  closed: boolean
}

export interface LooseString extends LooseBase {
  readonly kind: 'string'
  readonly value: string
  /** False when the closing `"` is missing (the string ends at its line). */
  readonly closed: boolean
}

/** A number, `true`, `false`, `null`, or a bare word where a value goes. */
export interface LooseWord extends LooseBase {
  readonly kind: 'word'
  readonly text: string
}

export type LooseValue = LooseObject | LooseArray | LooseString | LooseWord

/** Deep enough for any configuration; keeps the recursion far from the stack limit. */
const MAX_DEPTH = 256

type Token =
  | { kind: '{' | '}' | '[' | ']' | ':' | ','; start: number }
  | { kind: 'string'; node: LooseString }
  | { kind: 'word'; node: LooseWord }
  | { kind: 'end'; start: number }

/** Reads the whole text into a value tree; undefined when it holds no value at all. */
export function parseLoose(text: string): LooseValue | undefined {
  return parseValueAt(text, text.charCodeAt(0) === 0xfeff ? 1 : 0, 0)
}

/** The value that begins at `start` of the text, read as {@link parseLoose} reads it at `depth` containers deep. */
function parseValueAt(text: string, start: number, depth: number): LooseValue | undefined {
  let at = start
  let peeked: Token | undefined

  const next = (): Token => {
    if (peeked) {
      const token = peeked
      peeked = undefined
      return token
    }
    return scan()
  }
  const peek = (): Token => (peeked ??= scan())

  function scan(): Token {
    for (;;) {
      while (at < text.length && isSpace(text.charCodeAt(at))) at++
      if (at >= text.length) return { kind: 'end', start: text.length }
      const char = text[at]!
      if (char === '/' && (text[at + 1] === '/' || text[at + 1] === '*')) {
        at = commentEnd(text, at)
        continue
      }
      const start = at
      if ('{}[]:,'.includes(char)) {
        at++
        return { kind: char as '{', start }
      }
      if (char === '"') return { kind: 'string', node: scanString() }
      while (at < text.length && !isSpace(text.charCodeAt(at)) && !'{}[]:,"'.includes(text[at]!)) at++
      return { kind: 'word', node: { kind: 'word', text: text.slice(start, at), start, end: at } }
    }
  }

  function scanString(): LooseString {
    const start = at
    at++
    let closed = false
    while (at < text.length) {
      const code = text.charCodeAt(at)
      if (code === 0x22) {
        at++
        closed = true
        break
      }
      if (code === 0x0a || code === 0x0d) break
      at += code === 0x5c ? 2 : 1
    }
    at = Math.min(at, text.length)
    const raw = text.slice(start + 1, closed ? at - 1 : at)
    return { kind: 'string', value: decode(raw), closed, start, end: at }
  }

  function parseValue(depth: number): LooseValue | undefined {
    const token = peek()
    if (token.kind === 'string' || token.kind === 'word') {
      next()
      return token.node
    }
    if (token.kind !== '{' && token.kind !== '[') return undefined
    next()
    if (depth >= MAX_DEPTH) {
      skipContainer()
      return undefined
    }
    return token.kind === '{' ? parseObject(token.start, depth + 1) : parseArray(token.start, depth + 1)
  }

  function parseObject(start: number, depth: number): LooseObject {
    const object: LooseObject = { kind: 'object', members: [], closed: false, start, end: text.length }
    for (;;) {
      const token = peek()
      if (token.kind === 'end' || token.kind === ']') {
        object.end = token.start
        return object
      }
      next()
      if (token.kind === '}') {
        object.end = token.start + 1
        object.closed = true
        return object
      }
      if (token.kind !== 'string' && token.kind !== 'word') continue
      const key: LooseString =
        token.kind === 'string' ? token.node : { kind: 'string', value: token.node.text, closed: false, start: token.node.start, end: token.node.end }
      const member: LooseMember = { key, colon: undefined, value: undefined }
      object.members.push(member)
      const after = peek()
      if (after.kind !== ':') continue
      next()
      member.colon = after.start
      member.value = parseValue(depth)
    }
  }

  function parseArray(start: number, depth: number): LooseArray {
    const array: LooseArray = { kind: 'array', items: [], closed: false, start, end: text.length }
    for (;;) {
      const token = peek()
      if (token.kind === 'end' || token.kind === '}') {
        array.end = token.start
        return array
      }
      if (token.kind === ']') {
        next()
        array.end = token.start + 1
        array.closed = true
        return array
      }
      const value = parseValue(depth)
      if (value) array.items.push(value)
      else next()
    }
  }

  /** Steps past a container too deep to keep, to its closer (or the end). */
  function skipContainer(): void {
    let nesting = 1
    for (let token = next(); token.kind !== 'end'; token = next()) {
      if (token.kind === '{' || token.kind === '[') nesting++
      else if (token.kind === '}' || token.kind === ']') nesting--
      if (nesting === 0) return
    }
  }

  return parseValue(depth)
}

/** A value's offsets, moved by the edits of the text around it ({@link updateLoose}). */
type Movable = { start: number; end: number }

/** Where a text changed: `[from, to)` of the text before became `[from, to + delta)` of the text after. */
export interface TextEdit {
  from: number
  to: number
  delta: number
}

/** The one edit that makes `text` of `before`: the span between their common start and their common end. */
export function editBetween(before: string, text: string): TextEdit {
  const shortest = Math.min(before.length, text.length)
  let from = 0
  while (from < shortest && before.charCodeAt(from) === text.charCodeAt(from)) from++
  let same = 0
  while (same < shortest - from && before.charCodeAt(before.length - 1 - same) === text.charCodeAt(text.length - 1 - same)) same++
  return { from, to: before.length - same, delta: text.length - before.length }
}

/** The edit that `second`, made after `first`, adds up to with it: one span of the text before both. */
export function joinEdits(first: TextEdit, second: TextEdit): TextEdit {
  // The second's span as it lies in the text after the first (which moved what follows its own span by its delta).
  const firstEnd = first.to + first.delta
  const from = Math.min(first.from, second.from)
  const end = Math.max(firstEnd, second.to)
  return { from, to: end - first.delta, delta: first.delta + second.delta }
}

/**
 * The tree of `text`, from `tree`, the tree of the text before `edit` (which it changes, and gives
 * back: the tree before is gone): the same as {@link parseLoose} of `text`, in a fraction of its
 * time when the edit lies inside a container (typing a label or a page path). The innermost
 * container that holds the edit, brackets unchanged, is read again, and when it still ends where
 * it did (moved by the edit), the rest of the tree reads as before, its offsets moved. Else the
 * whole text is read again.
 */
export function updateLoose(tree: LooseValue | undefined, text: ReadableText, edit: TextEdit): LooseValue | undefined {
  if (!tree || tree.kind === 'string' || tree.kind === 'word') return parseLoose(text.toString())
  const { from, to: beforeEnd, delta } = edit
  // The innermost closed container whose brackets lie outside the edit, with its place in its holder.
  let container: LooseObject | LooseArray = tree
  let depth = 0
  let replace: ((value: LooseValue) => void) | undefined
  const holds = (value: LooseValue | undefined): value is LooseObject | LooseArray =>
    value !== undefined && (value.kind === 'object' || value.kind === 'array') && value.closed && value.start < from && beforeEnd <= value.end - 1
  if (!holds(tree)) return parseLoose(text.toString())
  for (;;) {
    let inner: { value: LooseObject | LooseArray; replace: (value: LooseValue) => void } | undefined
    if (container.kind === 'object') {
      for (const member of container.members) {
        const value = member.value
        if (holds(value)) {
          inner = { value, replace: (fresh) => (member.value = fresh) }
          break
        }
      }
    } else {
      const items = container.items
      for (let index = 0; index < items.length; index++) {
        const value = items[index]
        if (holds(value)) {
          inner = { value, replace: (fresh) => (items[index] = fresh) }
          break
        }
      }
    }
    if (!inner || depth + 1 >= MAX_DEPTH) break
    container = inner.value
    replace = inner.replace
    depth++
  }
  // The container's new text alone (an edited text is not made whole for it), its offsets then moved to where it stands.
  const fresh = parseValueAt(text.slice(container.start, container.end + delta), 0, depth)
  if (fresh) moveAll(fresh, container.start)
  if (!fresh || fresh.kind !== container.kind || !(fresh as LooseObject | LooseArray).closed || fresh.end !== container.end + delta)
    return parseLoose(text.toString())
  // What ends after the old container (those holding it, and all after) moves with the edit; what starts after it, too.
  const moved = container.end
  const move = (value: LooseValue): void => {
    if (value.end < moved) return
    if (value.start >= moved) (value as Movable).start += delta
    ;(value as Movable).end += delta
    if (value.kind === 'object') {
      for (const member of value.members) {
        if (member.key.end >= moved) move(member.key)
        if (member.colon !== undefined && member.colon >= moved) member.colon += delta
        if (member.value) move(member.value)
      }
    } else if (value.kind === 'array') {
      for (const item of value.items) move(item)
    }
  }
  if (!replace) return fresh
  // The old container moves too (its inside does not: it ends before `moved`), then makes way for the new.
  move(tree)
  replace(fresh)
  return tree
}

/** Moves a value and all it holds by `by`. */
function moveAll(value: LooseValue, by: number): void {
  ;(value as Movable).start += by
  ;(value as Movable).end += by
  if (value.kind === 'object') {
    for (const member of value.members) {
      moveAll(member.key, by)
      if (member.colon !== undefined) member.colon += by
      if (member.value) moveAll(member.value, by)
    }
  } else if (value.kind === 'array') for (const item of value.items) moveAll(item, by)
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09
}

function commentEnd(text: string, at: number): number {
  if (text[at + 1] === '/') {
    const newline = text.indexOf('\n', at)
    return newline === -1 ? text.length : newline
  }
  const close = text.indexOf('*/', at + 2)
  return close === -1 ? text.length : close + 2
}

/** The string's value: its escapes read as JSON reads them, where they are well formed. */
function decode(raw: string): string {
  if (!raw.includes('\\')) return raw
  try {
    return JSON.parse(`"${raw}"`) as string
  } catch {
    return raw.replace(/\\(.)/g, '$1')
  }
}

/** The member of an object named `key` (the last one, as JSON.parse takes it). */
export function memberOf(object: LooseObject, key: string): LooseMember | undefined {
  for (let index = object.members.length - 1; index >= 0; index--) if (object.members[index]!.key.value === key) return object.members[index]
  return undefined
}
