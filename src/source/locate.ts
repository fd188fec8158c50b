import { parseJson, type JsonMember, type JsonValue } from './json-tree.js'
import type { SourceFile } from './source-file.js'
import { yamlTree } from './yaml-tree.js'

/** Each source's positioned value tree, parsed on first use (null when the text does not parse). */
const trees = new WeakMap<SourceFile, JsonValue | null>()

/** The positioned tree of a source, parsed with positions the first time it is asked for. */
export function positionedTree(source: SourceFile): JsonValue | null {
  let tree = trees.get(source)
  if (tree === undefined) trees.set(source, (tree = (source.format === 'yaml' ? yamlTree(source) : parseJson(source).value) ?? null))
  return tree
}

/** Keeps a tree already parsed with positions, so locating in its source does not parse it again. */
export function rememberTree(source: SourceFile, tree: JsonValue | null): void {
  trees.set(source, tree)
}

/** Which part of a located value: the whole value, its key in the parent object, or its first character. */
export type Part = 'value' | 'key' | 'start'

/**
 * Offsets of the value at a pointer in a source file, parsing the file with positions on first
 * use. A pointer that goes further than the file (a value built by a merge) stops at the deepest
 * value that exists.
 */
export function locate(source: SourceFile, pointer: string, part: Part): { start: number; end: number } {
  let node = positionedTree(source)
  if (!node) return { start: 0, end: 0 }
  let keyStart = -1
  let keyEnd = -1
  let exact = true
  if (pointer !== '') {
    for (const raw of pointer.slice(1).split('/')) {
      const segment = raw.includes('~') ? raw.replace(/~1/g, '/').replace(/~0/g, '~') : raw
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
  }
  if (exact && part === 'key' && keyStart !== -1) return { start: keyStart, end: keyEnd }
  if (!exact || part === 'start') return { start: node.start, end: node.start + 1 }
  return { start: node.start, end: node.end }
}

/** Objects with many keys get an index on first lookup: thousands of diagnostics in one object must not each scan it. */
const memberIndexes = new WeakMap<JsonValue, Map<string, JsonMember>>()

/** The first member of an object node named `key` (the one JSON problems are reported at). */
function memberOf(node: Extract<JsonValue, { kind: 'object' }>, key: string): JsonMember | undefined {
  if (node.members.length < 32) return node.members.find((candidate) => candidate.key === key)
  let index = memberIndexes.get(node)
  if (!index) {
    index = new Map()
    for (const member of node.members) if (!index.has(member.key)) index.set(member.key, member)
    memberIndexes.set(node, index)
  }
  return index.get(key)
}
