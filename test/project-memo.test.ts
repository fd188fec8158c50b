import { describe, expect, it } from 'vitest'
import { generationalMemo } from '../src/project.js'

/** What a project kept open keeps between compiles (the property test checks that results stay right; this, that work is saved). */

describe('the memo of a project kept open', () => {
  it('keeps what a compile used, while compiling or after it (the site model is made when first read), for the next compile', () => {
    const memo = generationalMemo()
    let made = 0
    const make = () => ++made
    memo.begin()
    memo.keep('frontmatter', 'a.mdx', 'v1', make)
    // After the compile: `result.site` read by the caller.
    memo.keep('alternates', '', 'urls', make)
    memo.begin()
    expect(memo.keep('alternates', '', 'urls', make)).toBe(2)
    expect(memo.keep('frontmatter', 'a.mdx', 'v1', make)).toBe(1)
    expect(made).toBe(2)
  })

  it('forgets what a whole compile did not use, and what was made from another input', () => {
    const memo = generationalMemo()
    let made = 0
    const make = () => ++made
    memo.begin()
    memo.keep('frontmatter', 'a.mdx', 'v1', make)
    memo.keep('frontmatter', 'b.mdx', 'v1', make)
    memo.begin()
    memo.keep('frontmatter', 'a.mdx', 'v1', make)
    memo.begin()
    expect(memo.keep('frontmatter', 'b.mdx', 'v1', make)).toBe(3)
    expect(memo.keep('frontmatter', 'a.mdx', 'v2', make)).toBe(4)
  })
})
