import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pagePathNeedsALook } from '../src/passes/structure/page-paths.js'

// What pagePathNeedsALook was first written as: one regular expression of everything checkPagePath reports.
const NEEDS_A_LOOK = /^\s|\s$|\\|\.mdx?$|[\u0000-\u001f\u007f]|^[a-z][a-z0-9+.-]*:\/\//i

describe('whether a page path needs a look', () => {
  const pieces = fc.constantFrom(
    'a',
    'Z',
    '/',
    '.',
    'md',
    'MDX',
    'x',
    ':',
    '//',
    'https',
    '\\',
    ' ',
    '\t',
    '\u00a0',
    '\u2028',
    '\ufeff',
    '\u0000',
    '\u007f',
    '\u001f',
    'é',
    '-',
    '+',
  )
  const paths = fc.oneof(
    fc.array(pieces, { maxLength: 8 }).map((parts) => parts.join('')),
    fc.string({ unit: 'binary', maxLength: 12 }),
  )

  it('agrees with the regular expression it replaced, on every string', () => {
    fc.assert(
      fc.property(paths, (value) => {
        expect(pagePathNeedsALook(value, 'normalised')).toBe(NEEDS_A_LOOK.test(value))
      }),
      { numRuns: 3000 },
    )
  })

  it('always looks at a path the tree builder could not normalise', () => {
    expect(pagePathNeedsALook('fine/page', undefined)).toBe(true)
    expect(pagePathNeedsALook('fine/page', 'fine/page')).toBe(false)
    for (const value of [' a', 'a ', 'a\\b', 'a.MD', 'a.mdx', 'a\u0001b', 'HTTP://x', 'a\u00a0']) expect(pagePathNeedsALook(value, value), value).toBe(true)
  })
})
