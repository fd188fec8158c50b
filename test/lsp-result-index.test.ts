import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { corpusFolder, corpusPresent, corpusSites } from '../scripts/corpus.mjs'
import { quick } from './helpers/runs.js'
import { compileSync } from '../src/index.js'
import type { AnyNavNode } from '../src/ir/types.js'
import { walk } from '../src/ir/walk.js'
import { indexOf } from '../src/lsp/result-index.js'

/**
 * The language server finds the node written at a pointer by going down one branch of the tree
 * (result-index.ts): the same node as the first, in the tree's order, of every node's pointer
 * (generated nodes left out), on the conformance cases and the real configs (with `npm test`: the
 * corpus of real configurations is for the whole suite, not the quick loop).
 */
const conformance = join(import.meta.dirname, 'conformance')
const projects = [
  ...readdirSync(conformance).map((name) => join(conformance, name)),
  ...(corpusPresent && !quick ? corpusSites.map((name: string) => join(corpusFolder, name)) : []),
]

describe("the language server's node at a pointer", () => {
  it.each(projects)('%s', (project) => {
    const result = compileSync(project, { noFiles: true })
    const first = new Map<string, AnyNavNode>()
    const generated = new Set<string>()
    walk(result.tree, (node) => {
      if ('generated' in node && node.generated) generated.add(node.pointer)
      else if (!first.has(node.pointer)) first.set(node.pointer, node)
    })
    const index = indexOf(result)
    // A pointer only generated nodes have (an OpenAPI group's operations) leads to none.
    for (const pointer of generated) expect(index.nodeAt(pointer), pointer).toBe(first.get(pointer))
    for (const [pointer, node] of first) {
      expect(index.nodeAt(pointer), pointer).toBe(node)
      // Pointers no node is written at: past the end of a list, inside a key that is not there.
      expect(index.nodeAt(`${pointer}/9999`)).toBe(first.get(`${pointer}/9999`))
      expect(index.nodeAt(`${pointer}x`)).toBe(first.get(`${pointer}x`))
    }
    expect(index.nodeAt('')).toBe(first.get(''))
  })
})
