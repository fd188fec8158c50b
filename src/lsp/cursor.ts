import type { LooseArray, LooseMember, LooseObject, LooseString, LooseValue, LooseWord } from './loose-json.js'

/** A key of an object or an index of an array, from a file's root down to a value. */
export type Segment = string | number

/** A container on the way from the file's root to the cursor, with its path. */
export interface Holder {
  value: LooseObject | LooseArray
  path: Segment[]
}

/**
 * What the cursor is at in a JSON file:
 * - `key`: a key of `holder` (an object), typed in `token` or about to be (between members);
 * - `value`: the value of `member` of `holder`, typed in `token` or about to be (after the `:`);
 * - `item`: entry `index` of `holder` (an array), typed in `token` or about to be;
 * - `other`: anywhere else (outside the value, after a key without `:`).
 */
export interface Spot {
  role: 'key' | 'value' | 'item' | 'other'
  /** The innermost container holding the cursor; the last of `holders`. */
  holder: Holder | undefined
  /** Every container from the file's root to the cursor. */
  holders: Holder[]
  member?: LooseMember
  index?: number
  /** The string or bare word the cursor is in. */
  token?: LooseString | LooseWord
}

/** What the cursor at `offset` is at, in the tree of the whole text. */
export function spotAt(root: LooseValue | undefined, offset: number): Spot {
  const holders: Holder[] = []
  const spot = (role: Spot['role'], extra: Partial<Spot> = {}): Spot => ({ role, holder: holders.at(-1), holders, ...extra })
  let node = root
  let path: Segment[] = []
  while (node && (node.kind === 'object' || node.kind === 'array') && inside(node, offset)) {
    holders.push({ value: node, path })
    if (node.kind === 'object') {
      const member = lastBefore(node.members, offset, (candidate) => candidate.key.start)
      if (!member) return spot('key')
      if (inside(member.key, offset)) return spot('key', { member, token: member.key })
      if (member.colon === undefined || offset <= member.colon) return spot(offset > member.key.end ? 'other' : 'key')
      const value = member.value
      if (!value || offset <= value.start) return spot('value', { member })
      if (!inside(value, offset)) return spot('key')
      if (value.kind === 'string' || value.kind === 'word') return spot('value', { member, token: value })
      path = [...path, member.key.value]
      node = value
    } else {
      const index = node.items.findIndex((item) => inside(item, offset))
      if (index === -1) return spot('item', { index: node.items.filter((item) => item.end <= offset).length })
      const item = node.items[index]!
      if (item.kind === 'string' || item.kind === 'word') return spot('item', { index, token: item })
      path = [...path, index]
      node = item
    }
  }
  return spot('other')
}

/** Whether the cursor is within a value: after its first character, before its last (or at the end of one left open). */
function inside(value: LooseValue, offset: number): boolean {
  if (offset <= value.start) return false
  if (value.kind === 'word') return offset <= value.end
  return offset < value.end || (!value.closed && offset <= value.end)
}

/** The last entry starting before the cursor. */
function lastBefore<T>(entries: readonly T[], offset: number, startOf: (entry: T) => number): T | undefined {
  let found: T | undefined
  for (const entry of entries) {
    if (startOf(entry) >= offset) break
    found = entry
  }
  return found
}

/**
 * The text range a completion replaces: the inside of the string (or the word) at the cursor, else
 * nothing. In a string left open, only what is before the cursor: the rest of its line is not its.
 */
export function replaceRange(spot: Spot, offset: number): { start: number; end: number } {
  const token = spot.token
  if (!token) return { start: offset, end: offset }
  if (token.kind === 'word') return { start: token.start, end: token.end }
  return { start: token.start + 1, end: token.closed ? token.end - 1 : offset }
}

/** Whether two paths in the resolved docs.json are the same (both none, or the same segments). */
export function sameSegments(a: readonly Segment[] | undefined, b: readonly Segment[] | undefined): boolean {
  if (a === undefined || b === undefined) return a === b
  return a.length === b.length && a.every((segment, at) => segment === b[at])
}
