import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { childPointer } from '../../src/ir/diagnostics/report.js'
import { parseJson, type JsonValue } from '../../src/source/json-tree.js'
import { locate } from '../../src/source/locate.js'
import { sourceFile } from '../../src/source/source-file.js'
import { requires } from '../helpers/requirements.js'
import { corpusFolder, corpusMissing, corpusPresent, corpusSites } from '../../scripts/corpus.mjs'

/**
 * The JSON locator (no tree: bracket jumps, members listed on demand) against the positioned parser
 * (a full tree with offsets): for every value of a text, both must give the same value and key.
 */
function expectSameAsTree(text: string): void {
  const parsed = parseJson(sourceFile('tree.json', text))
  expect(parsed.value).toBeDefined()
  const source = sourceFile('located.json', text)
  const visit = (node: JsonValue, pointer: string, key?: { start: number; end: number }) => {
    expect(locate(source, pointer, 'value'), pointer).toEqual({ start: node.start, end: node.end })
    expect(locate(source, pointer, 'start'), pointer).toEqual({ start: node.start, end: node.start + 1 })
    if (key) expect(locate(source, pointer, 'key'), pointer).toEqual(key)
    if (node.kind === 'object')
      for (const member of node.members) visit(member.value, childPointer(pointer, member.key), { start: member.keyStart, end: member.keyEnd })
    if (node.kind === 'array') node.items.forEach((item, index) => visit(item, `${pointer}/${index}`))
  }
  visit(parsed.value!, '')
}

describe('locating in JSON text', () => {
  it('agrees with the positioned parser on generated JSON, in every layout', () => {
    const layouts = fc.constantFrom<[number | string | undefined]>([undefined], [2], ['\t'], [' \r\n '])
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), layouts, (value, [space]) => {
        const text = JSON.stringify(value, null, space as never)
        expectSameAsTree(space === ' \r\n ' ? text.replace(/\n/g, '\r\n') : text)
      }),
      { numRuns: 300 },
    )
  })

  it('agrees on strings and keys full of quotes, backslashes and brackets', () => {
    const tricky = fc.string({ unit: fc.constantFrom('"', '\\', '[', ']', '{', '}', ',', ':', 'a', '/', '~', '\u2028', '\n') })
    fc.assert(
      fc.property(fc.dictionary(tricky, fc.oneof(tricky, fc.array(tricky, { maxLength: 3 }))), (value) => {
        expectSameAsTree(JSON.stringify({ before: value, after: [value, { [JSON.stringify(value)]: 1 }] }, null, 1))
      }),
      { numRuns: 300 },
    )
  })

  it('finds a repeated key and its value where they are written last (the value JSON.parse keeps)', () => {
    const text = '{"a": 1, "b": [2], "a": {"c": true}}'
    const source = sourceFile('docs.json', text)
    expect(locate(source, '/a', 'key')).toEqual({ start: text.lastIndexOf('"a"'), end: text.lastIndexOf('"a"') + 3 })
    expect(locate(source, '/a', 'value')).toEqual({ start: text.indexOf('{"c"'), end: text.length - 1 })
    expect(locate(source, '/a/c', 'value')).toEqual({ start: text.indexOf('true'), end: text.indexOf('true') + 4 })
    expect(locate(source, '/b/0', 'value')).toEqual({ start: text.indexOf('2'), end: text.indexOf('2') + 1 })
  })

  it('stops at the deepest value that exists, and reads escaped pointers, keys and a byte order mark', () => {
    const text = '\ufeff {"a/b": {"t~n": [10, 20]}, "\\u0063": "x"}'
    const source = sourceFile('docs.json', text)
    expect(locate(source, '/a~1b/t~0n/1', 'value')).toEqual({ start: text.indexOf('20'), end: text.indexOf('20') + 2 })
    expect(locate(source, '/c', 'key')).toEqual({ start: text.indexOf('"\\u0063"'), end: text.indexOf('"\\u0063"') + 8 })
    expect(locate(source, '/a~1b/t~0n/7', 'value')).toEqual({ start: text.indexOf('[10'), end: text.indexOf('[10') + 1 })
    expect(locate(source, '/a~1b/t~0n/01', 'value')).toEqual({ start: text.indexOf('[10'), end: text.indexOf('[10') + 1 })
    expect(locate(source, '/a~1b/t~0n/0/deeper', 'key')).toEqual({ start: text.indexOf('10'), end: text.indexOf('10') + 1 })
    expect(locate(source, '', 'value')).toEqual({ start: 2, end: text.length })
  })

  it('ends on text that is not JSON, and on nesting deeper than any parser recursion', () => {
    for (const text of ['', '   ', '{"a": [1, 2', '{"a" 1}', ']]]', '"unterminated', '{"a": }', '[,,]']) {
      const found = locate(sourceFile('bad.json', text), '/a/0/b', 'value')
      expect(found.start).toBeGreaterThanOrEqual(0)
      expect(found.end).toBeLessThanOrEqual(Math.max(text.length, 1))
    }
    const deep = `${'['.repeat(200_000)}1${']'.repeat(200_000)}`
    expect(locate(sourceFile('deep.json', deep), `${'/0'.repeat(200_000)}`, 'value')).toEqual({ start: 200_000, end: 200_001 })
  })

  it('agrees with the positioned parser on every value of the real configs', (context) => {
    requires(context, corpusPresent, corpusMissing)
    for (const name of corpusSites) expectSameAsTree(readFileSync(join(corpusFolder, name, 'docs.json'), 'utf8').replace(/^\ufeff/, ''))
  })
})
