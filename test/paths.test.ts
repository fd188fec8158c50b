import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isPlainRelative, normalizeInsideRoot } from '../src/ir/paths.js'

/** Project-relative paths (src/ir/paths.ts): the quick test for a plain path agrees with its segments. */

const segment = fc.constantFrom('', '.', '..', '...', '.a', 'a.', 'a', 'b.c', 'v1.15.17', 'x..y')
const path = fc.array(segment, { minLength: 1, maxLength: 6 }).map((segments) => segments.join('/'))

describe('project-relative paths', () => {
  it('are plain exactly when no segment is empty, `.` or `..`', () => {
    fc.assert(
      fc.property(path, (written) => {
        const plain = written.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
        expect(isPlainRelative(written), written).toBe(plain)
      }),
      { numRuns: 2000 },
    )
  })

  it('normalise to themselves when plain, and to a plain path or nothing otherwise', () => {
    fc.assert(
      fc.property(path, (written) => {
        const normal = normalizeInsideRoot(written)
        if (isPlainRelative(written)) expect(normal).toBe(written)
        else if (normal !== undefined && normal !== '') expect(isPlainRelative(normal), normal).toBe(true)
      }),
      { numRuns: 2000 },
    )
  })
})
