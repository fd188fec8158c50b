import { parse as momoaParse } from '@humanwhocodes/momoa'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defineOwn } from '../../src/ir/json-values.js'
import { parseJson, type JsonValue } from '../../src/source/json-tree.js'
import { pointAt, sourceFile } from '../../src/source/source-file.js'

/** The plain JavaScript value of a JSON node (what JSON.parse would give), to compare the two parsers. */
function toPlain(node: JsonValue): unknown {
  switch (node.kind) {
    case 'object': {
      const result: Record<string, unknown> = {}
      for (const member of node.members) defineOwn(result, member.key, toPlain(member.value))
      return result
    }
    case 'array':
      return node.items.map(toPlain)
    default:
      return node.value
  }
}

const parse = (text: string) => parseJson(sourceFile('test.json', text))

/** Offsets of every value, keys included, in document order: ours and momoa's, for comparison. */
function ourRanges(node: JsonValue, out: Array<[number, number]> = []): Array<[number, number]> {
  out.push([node.start, node.end])
  if (node.kind === 'object')
    for (const member of node.members) {
      out.push([member.keyStart, member.keyEnd])
      ourRanges(member.value, out)
    }
  if (node.kind === 'array') for (const item of node.items) ourRanges(item, out)
  return out
}

type MomoaNode = {
  type: string
  loc: { start: { offset: number }; end: { offset: number } }
  members?: Array<{ name: MomoaNode; value: MomoaNode }>
  elements?: Array<{ value: MomoaNode }>
}
function momoaRanges(node: MomoaNode, out: Array<[number, number]> = []): Array<[number, number]> {
  out.push([node.loc.start.offset, node.loc.end.offset])
  for (const member of node.members ?? []) {
    out.push([member.name.loc.start.offset, member.name.loc.end.offset])
    momoaRanges(member.value, out)
  }
  for (const element of node.elements ?? []) momoaRanges(element.value, out)
  return out
}

const jsonText = fc.tuple(fc.jsonValue(), fc.constantFrom(0, 1, 2, '\t')).map(([value, indent]) => JSON.stringify(value, null, indent))

describe('parseJson', () => {
  it('gives the same values as JSON.parse', () => {
    fc.assert(
      fc.property(jsonText, (text) => {
        const { value, problems } = parse(text)
        expect(problems.filter((problem) => problem.kind !== 'duplicate-key')).toEqual([])
        expect(toPlain(value!)).toEqual(JSON.parse(text))
      }),
      { numRuns: 500 },
    )
  })

  it('gives every value and key the same range as momoa', () => {
    fc.assert(
      fc.property(jsonText, (text) => {
        expect(ourRanges(parse(text).value!)).toEqual(momoaRanges(momoaParse(text).body as unknown as MomoaNode))
      }),
      { numRuns: 500 },
    )
  })

  it('accepts exactly what JSON.parse accepts', () => {
    const mangled = fc.tuple(jsonText, fc.nat(), fc.nat({ max: 3 }), fc.string({ maxLength: 3 })).map(([text, at, remove, insert]) => {
      const place = at % (text.length + 1)
      return text.slice(0, place) + insert + text.slice(place + remove)
    })
    fc.assert(
      fc.property(mangled, (text) => {
        let accepted = true
        try {
          JSON.parse(text)
        } catch {
          accepted = false
        }
        expect(parse(text).value !== undefined).toBe(accepted)
      }),
      { numRuns: 2000 },
    )
  })

  it('keeps the first place of a repeated key with the last value, as JSON.parse does', () => {
    const { value, problems } = parse('{"a": 1, "b": 2, "a": 3}')
    expect(toPlain(value!)).toEqual({ a: 3, b: 2 })
    expect(Object.keys(toPlain(value!) as object)).toEqual(['a', 'b'])
    expect(problems).toEqual([{ kind: 'duplicate-key', key: 'a', at: 17, end: 20, firstAt: 1, firstEnd: 4 }])
  })

  it('finds repeated keys in large objects too', () => {
    const keys = Array.from({ length: 40 }, (_, index) => `"k${index}": ${index}`)
    const { problems } = parse(`{${keys.join(', ')}, "k7": 0}`)
    expect(problems.map((problem) => problem.kind === 'duplicate-key' && problem.key)).toEqual(['k7'])
  })

  it('skips a byte-order mark', () => {
    expect(toPlain(parse('\uFEFF{"a": 1}').value!)).toEqual({ a: 1 })
  })

  it('keeps `__proto__` as an ordinary key', () => {
    const plain = toPlain(parse('{"__proto__": {"polluted": true}}').value!) as Record<string, unknown>
    expect(Object.keys(plain)).toEqual(['__proto__'])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it.each([
    ['[1 2]', 'unexpected', 3],
    ['[1,]', 'trailing-comma', 2],
    ['{"a": 1 // note\n}', 'comment', 8],
    ['"abc', 'unterminated-string', 0],
    ['"a\\x"', 'invalid-escape', 2],
    ['"a\u0001"', 'control-character', 2],
    ['[01]', 'invalid-number', 1],
    ['[1.]', 'invalid-number', 1],
    ["['a']", 'single-quotes', 1],
    ['{a: 1}', 'unquoted-key', 1],
    ['{} {}', 'trailing-content', 3],
    ['   ', 'empty', 3],
    ['[tru]', 'unexpected', 1],
  ])('reports %j as %s at offset %i', (text, kind, at) => {
    const { value, problems } = parse(text)
    expect(value).toBeUndefined()
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatchObject({ kind, at })
  })
})

describe('pointAt', () => {
  it('turns offsets into 1-based lines and columns, in any order of lookup', () => {
    const source = sourceFile('x.json', 'ab\ncd\r\n\nef')
    const expected = [
      [0, 1, 1],
      [2, 1, 3],
      [3, 2, 1],
      [6, 2, 4],
      [7, 3, 1],
      [8, 4, 1],
      [9, 4, 2],
    ] as const
    for (const [offset, line, column] of [...expected, ...[...expected].reverse()]) {
      expect(pointAt(source, offset)).toEqual({ line, column, offset })
    }
  })

  it('agrees with counting line breaks, in files of many lines', () => {
    const naive = (text: string, offset: number) => {
      const before = text.slice(0, offset).split('\n')
      return { line: before.length, column: before[before.length - 1]!.length + 1, offset }
    }
    const lines = fc.array(fc.string({ unit: fc.constantFrom('a', ' ', '\r', '\t'), maxLength: 5 }), { minLength: 130, maxLength: 400 })
    fc.assert(
      fc.property(lines, fc.array(fc.nat(), { minLength: 1, maxLength: 20 }), (parts, picks) => {
        const text = parts.join('\n')
        const source = sourceFile('x.json', text)
        for (const pick of picks) {
          const offset = pick % (text.length + 1)
          expect(pointAt(source, offset)).toEqual(naive(text, offset))
        }
      }),
      { numRuns: 200 },
    )
  })
})
