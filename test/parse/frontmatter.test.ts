import fc from 'fast-check'
import { CORE_SCHEMA, load } from 'js-yaml'
import { describe, expect, it } from 'vitest'
import { readFrontmatter, readSimpleMapping } from '../../src/parse/frontmatter.js'
import { memoryHost } from '../../src/files/hosts.js'

/** Lines that look like frontmatter, including the shapes the fast path must leave to js-yaml. */
const key = fc.oneof(
  fc.constantFrom('title', 'sidebarTitle', 'hidden', 'noindex', 'icon', 'description', '__proto__', 'a-b', '_x'),
  fc.stringMatching(/^[A-Za-z_][\w-]{0,6}$/),
)
const value = fc.oneof(
  fc.constantFrom(
    '',
    'true',
    'False',
    'null',
    '~',
    'yes',
    '1',
    '-1',
    '0x10',
    '.5',
    'a: b',
    'a #c',
    '# c',
    '"quoted"',
    "'single'",
    "'it''s'",
    '"esc\\n"',
    '"bad\\q"',
    '[a, b]',
    '{a: 1}',
    '&anchor x',
    '*ref',
    '|',
    '>',
    'x:y',
    '"unterminated',
    '"tab\there"',
    '"control\u0001"',
  ),
  fc.string({ maxLength: 12 }),
)
const line = fc.tuple(key, fc.constantFrom(':', ': ', ' : ', ':\t', ':  '), value).map(([k, separator, v]) => `${k}${separator}${v}`)
const body = fc
  .array(fc.oneof({ weight: 8, arbitrary: line }, { weight: 1, arbitrary: fc.constantFrom('', '  nested: 1', '- item', '# comment') }), { maxLength: 6 })
  .map((lines) => lines.join('\n'))

describe('frontmatter', () => {
  it('reads simple frontmatter exactly as js-yaml does, and leaves everything else to it', () => {
    fc.assert(
      fc.property(body, (text) => {
        const simple = readSimpleMapping(text)
        if (simple === undefined) return
        let expected: unknown
        try {
          // js-yaml refuses an empty document; empty frontmatter is an empty mapping.
          expected = text.trim() === '' ? {} : (load(text, { schema: CORE_SCHEMA, json: true }) ?? {})
        } catch {
          throw new Error(`the fast path read text that is not YAML: ${JSON.stringify(text)}`)
        }
        expect(simple).toEqual(expected)
        expect(Object.keys(simple)).toEqual(Object.keys(expected as object))
      }),
      { numRuns: 3000 },
    )
  })

  it('reads only up to the closing line, whatever follows', () => {
    const host = memoryHost({
      'a.mdx': '---\ntitle: A\n---\n\n# A\n---\nnot: frontmatter\n',
      'b.mdx': '# No frontmatter\n',
      'c.md': '---\r\ntitle: "C"\r\n...\r\nbody',
    })
    expect(readFrontmatter(host, 'a.mdx')).toMatchObject({ ok: true, data: { title: 'A' } })
    expect(readFrontmatter(host, 'b.mdx')).toMatchObject({ ok: true, data: {} })
    expect(readFrontmatter(host, 'c.md')).toMatchObject({ ok: true, data: { title: 'C' } })
    // Merge keys are applied, as Mintlify's frontmatter reader (js-yaml) applies them.
    expect(readFrontmatter(memoryHost({ 'm.mdx': '---\nbase: &b {title: Shared}\n<<: *b\n---\n' }), 'm.mdx')).toMatchObject({
      ok: true,
      data: { title: 'Shared' },
    })
    expect(readFrontmatter(host, 'missing.mdx')).toMatchObject({ ok: false, kind: 'missing' })
  })
})
