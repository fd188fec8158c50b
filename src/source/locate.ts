import { JsonLocator } from './json-locator.js'
import type { JsonMember, JsonValue } from './json-tree.js'
import { readableText, type SourceFile } from './source-file.js'
import { yamlTree } from './yaml-tree.js'

/** Which part of a located value: the whole value, its key in the parent object, or its first character. */
export type Part = 'value' | 'key' | 'start'

/**
 * What a source is located with, made on first use and kept on the source itself, under symbols:
 * in a WeakMap of sources, each keystroke's locator and text would stay alive for V8's
 * young-generation collector until a full collection (docs/incremental.md, "What a compile must
 * not leave behind").
 */
const LOCATOR = Symbol('docsnav JSON locator')
/** Each YAML source's positioned value tree, parsed on first use (null when the text does not parse). */
const YAML_TREE = Symbol('docsnav YAML tree')
type Located = SourceFile & { [LOCATOR]?: JsonLocator; [YAML_TREE]?: JsonValue | null }

/** Sets what a source or node keeps under a symbol of this module, not enumerable: spreads, inspection and deep equality pass it by. */
function keepOn<T>(holder: object, key: symbol, value: T): T {
  Object.defineProperty(holder, key, { value, writable: true, configurable: true })
  return value
}

/**
 * Offsets of the value at a pointer in a source file. A pointer that goes further than the file (a
 * value built by a merge) stops at the deepest value that exists. A repeated key is found, key and
 * value, where JSON.parse takes it in JSON (its last occurrence) and where the YAML tree keeps it in
 * YAML (its first).
 */
export function locate(source: SourceFile, pointer: string, part: Part): { start: number; end: number } {
  const segments = pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeSegment)
  return source.format === 'yaml' ? locateInTree(yamlTreeOf(source), segments, part) : locateInJson(locatorOf(source), segments, part)
}

function unescapeSegment(segment: string): string {
  return segment.includes('~') ? segment.replace(/~1/g, '/').replace(/~0/g, '~') : segment
}

/**
 * Gives `after`, a text made from `before`'s by replacing the value at [start, end) with the text
 * up to `newEnd`, what was found of `before`'s positions (its containers, its lines), carried over.
 */
export function carryPositions(before: SourceFile, after: SourceFile, start: number, end: number, newEnd: number): void {
  const locator = (before as Located)[LOCATOR]
  if (locator) keepOn(after, LOCATOR, locator.edited(readableText(after), start, end, newEnd))
  if (before.lines) after.lines = before.lines.edited(readableText(after), start, end, newEnd)
}

/** The locator of a JSON source, made on first use and kept with it. */
export function locatorOf(source: SourceFile): JsonLocator {
  return (source as Located)[LOCATOR] ?? keepOn(source, LOCATOR, new JsonLocator(readableText(source)))
}

function locateInJson(locator: JsonLocator, segments: readonly string[], part: Part): { start: number; end: number } {
  let value = locator.root()
  if (value === -1) return { start: 0, end: 0 }
  let key: { start: number; end: number } | undefined
  let exact = true
  for (const segment of segments) {
    const member = locator.member(value, segment)
    const next = member ? member.value : locator.item(value, arrayIndex(segment))
    if (next === undefined) {
      exact = false
      break
    }
    key = member && { start: member.keyStart, end: member.keyEnd }
    value = next
  }
  if (exact && part === 'key' && key) return key
  if (!exact || part === 'start') return { start: value, end: value + 1 }
  return { start: value, end: locator.end(value) }
}

/** An array index segment as a number; anything else (`-`, `01`, a key) as one no array has. */
function arrayIndex(segment: string): number {
  return /^(?:0|[1-9]\d*)$/.test(segment) ? Number(segment) : -1
}

function yamlTreeOf(source: SourceFile): JsonValue | null {
  const kept = (source as Located)[YAML_TREE]
  return kept !== undefined ? kept : keepOn(source, YAML_TREE, yamlTree(source) ?? null)
}

function locateInTree(root: JsonValue | null, segments: readonly string[], part: Part): { start: number; end: number } {
  let node = root
  if (!node) return { start: 0, end: 0 }
  let keyStart = -1
  let keyEnd = -1
  let exact = true
  for (const segment of segments) {
    let next: JsonValue | undefined
    if (node.kind === 'object') {
      const member = memberOf(node, segment)
      if (member) {
        next = member.value
        keyStart = member.keyStart
        keyEnd = member.keyEnd
      }
    } else if (node.kind === 'array') {
      next = node.items[Number(segment)]
      keyStart = -1
    }
    if (!next) {
      exact = false
      break
    }
    node = next
  }
  if (exact && part === 'key' && keyStart !== -1) return { start: keyStart, end: keyEnd }
  if (!exact || part === 'start') return { start: node.start, end: node.start + 1 }
  return { start: node.start, end: node.end }
}

/**
 * Objects with many keys get an index on first lookup, kept on the object node: thousands of
 * diagnostics in one object must not each scan it.
 */
const MEMBER_INDEX = Symbol('docsnav member index')

/** The first member of an object node named `key` (the one problems are reported at). */
function memberOf(node: Extract<JsonValue, { kind: 'object' }>, key: string): JsonMember | undefined {
  if (node.members.length < 32) return node.members.find((candidate) => candidate.key === key)
  let index = (node as typeof node & { [MEMBER_INDEX]?: Map<string, JsonMember> })[MEMBER_INDEX]
  if (!index) {
    index = keepOn(node, MEMBER_INDEX, new Map<string, JsonMember>())
    for (const member of node.members) if (!index.has(member.key)) index.set(member.key, member)
  }
  return index.get(key)
}
