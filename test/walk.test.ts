import fc from 'fast-check'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import { compileSync, SKIP, walk } from '../src/index.js'
import { validConfig } from '../src/testing/index.js'

describe('walk', () => {
  it('visits the same nodes in the same order, with the same index and parent, as unist-util-visit', () => {
    fc.assert(
      fc.property(validConfig(), (config) => {
        const { tree } = compileSync({ config }, { noFiles: true })
        const ours: unknown[] = []
        walk(tree, (node, index, parent) => void ours.push([node, index, parent]))
        const theirs: unknown[] = []
        visit(tree, (node, index, parent) => void theirs.push([node, index, parent]))
        expect(ours).toEqual(theirs)
      }),
      { numRuns: 100 },
    )
  })

  it('does not enter the children of a node when the visitor returns SKIP', () => {
    const { tree } = compileSync({ config: { navigation: { groups: [{ group: 'A', pages: ['a', { group: 'B', pages: ['b'] }] }] } } })
    const seen: string[] = []
    walk(tree, (node) => {
      seen.push(node.type === 'group' ? `group ${node.label}` : node.type)
      return node.type === 'group' ? SKIP : undefined
    })
    expect(seen).toEqual(['root', 'group A'])
  })
})
