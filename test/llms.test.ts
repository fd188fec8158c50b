import { describe, expect, it } from 'vitest'
import { compileSync } from '../src/index.js'
import { LLMS_TXT_LIMIT } from '../src/emit/llms.js'

/** A site of `count` pages, each with a description of `length` characters. */
function site(count: number, length: number) {
  const files: Record<string, string> = {}
  const pages = Array.from({ length: count }, (_, index) => `guides/page-${index}`)
  for (const page of pages) files[`${page}.mdx`] = `---\ntitle: ${page}\ndescription: ${'word '.repeat(length / 5).trim()}\n---\n\nBody of ${page}.\n`
  const result = compileSync({ config: { name: 'Big', navigation: { groups: [{ group: 'Guides', pages }] } }, files }, { outputs: { siteUrl: 'https://docs.example.com' } })
  return result.files!['llms.txt']!
}

const entries = (text: string) => text.split('\n').filter((line) => line.startsWith('- ['))

describe('llms.txt', () => {
  it('cuts descriptions at 300 characters, at a word', () => {
    const text = site(3, 1000)
    for (const line of entries(text)) expect(line.slice(line.indexOf('): ') + 3).length).toBeLessThanOrEqual(300)
    expect(entries(text)[0]).toMatch(/word\.\.\.$/)
  })

  it('stays under its limit by shortening descriptions first, then leaving pages out with a note', () => {
    const shortened = site(600, 300)
    expect(shortened.length).toBeLessThanOrEqual(LLMS_TXT_LIMIT)
    expect(entries(shortened)).toHaveLength(600)
    expect(shortened).not.toContain('left out')
    const dropped = site(2500, 300)
    expect(dropped.length).toBeLessThanOrEqual(LLMS_TXT_LIMIT)
    const listed = entries(dropped).length
    expect(listed).toBeLessThan(2500)
    expect(dropped).toContain(`> ${2500 - listed} more pages are left out`)
    // Pages are left out from the end: the first ones stay, in navigation order.
    expect(entries(dropped)[0]).toContain('guides/page-0')
  })
})
