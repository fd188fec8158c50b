import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compileSync } from '../../src/index.js'
import { expectValidPositions } from '../helpers/positions.js'

/** The vocabulary of docs.json, so generated objects hit the structure pass, not just "unknown key". */
const KEYS = [
  'navigation',
  'tabs',
  'tab',
  'anchors',
  'anchor',
  'groups',
  'group',
  'pages',
  'versions',
  'version',
  'languages',
  'language',
  'dropdowns',
  'dropdown',
  'products',
  'product',
  'menu',
  'item',
  'global',
  'href',
  'icon',
  'hidden',
  'expanded',
  'root',
  'default',
  'openapi',
  '$ref',
  'color',
  'banner',
  'directory',
  'tag',
  'colapsed',
  '__proto__',
  'constructor',
]

const navigationish = fc.object({
  key: fc.oneof(fc.constantFrom(...KEYS), fc.string()),
  maxDepth: 6,
  values: [
    fc.string(),
    fc.constantFrom('index', 'GET /pets', '../x', 'a.mdx', ' ', 'en', 'javascript:x', './missing.json'),
    fc.boolean(),
    fc.integer(),
    fc.constant(null),
  ],
})

describe('compile never throws', () => {
  it('on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expectValidPositions(compileSync({ config: text }))
      }),
      { numRuns: 500 },
    )
  })

  it('on arbitrary JSON values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = compileSync({ config: JSON.stringify(value, null, 2) })
        expectValidPositions(result)
        expect(result.diagnostics.length).toBeGreaterThan(0)
      }),
      { numRuns: 300 },
    )
  })

  it('on arbitrary objects made of docs.json keys, as navigation and as the whole file', () => {
    fc.assert(
      fc.property(navigationish, fc.boolean(), (value, wrap) => {
        const config = wrap ? { navigation: value } : value
        expectValidPositions(compileSync({ config: JSON.stringify(config, null, 1), files: { 'missing.json': '{"tabs": [' } }))
      }),
      { numRuns: 400 },
    )
  })

  it('on broken JSON: every syntax error is one diagnostic at a valid position', () => {
    const broken = fc.tuple(fc.jsonValue(), fc.nat(), fc.constantFrom(',', '}', ']', '"', ':', '//', "'", '\\', '\u0001', 'x')).map(([value, at, insert]) => {
      const text = JSON.stringify({ navigation: value }, null, 2)
      const place = at % (text.length + 1)
      return text.slice(0, place) + insert + text.slice(place)
    })
    fc.assert(
      fc.property(broken, (text) => {
        const result = compileSync({ config: text })
        expectValidPositions(result)
        let valid = true
        try {
          JSON.parse(text)
        } catch {
          valid = false
        }
        const syntax = result.diagnostics.filter((diagnostic) => /^DN10(0[1-9]|1[1-3])$/.test(diagnostic.code))
        expect(syntax).toHaveLength(valid ? 0 : 1)
      }),
      { numRuns: 500 },
    )
  })
})

describe('deep nesting', () => {
  it('gives a diagnostic for 10,000 nested arrays, not a stack overflow', () => {
    const text = `{"navigation": {"pages": ${'['.repeat(10_000)}${']'.repeat(10_000)}}}`
    const codes = compileSync({ config: text }).diagnostics.map((diagnostic) => diagnostic.code)
    expect(codes).toEqual(['DN1011'])
  })

  it('gives a diagnostic for 10,000 nested objects', () => {
    const text = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`
    expect(compileSync({ config: text }).diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['DN1011'])
  })

  it('gives a diagnostic for 10,000 nested groups', () => {
    const text = `{"navigation": {"groups": [${'{"group": "g", "pages": ['.repeat(10_000)}"index"${']}'.repeat(10_000)}]}}`
    expect(compileSync({ config: text }).diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['DN1011'])
  })
})
