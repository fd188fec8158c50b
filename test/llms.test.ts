import { describe, expect, it } from 'vitest'
import { compileSync } from '../src/index.js'
import { LLMS_TXT_LIMIT } from '../src/emit/llms.js'

/** A site of `count` pages, each with a description of `length` characters. */
function site(count: number, length: number) {
  const files: Record<string, string> = {}
  const pages = Array.from({ length: count }, (_, index) => `guides/page-${index}`)
  for (const page of pages) files[`${page}.mdx`] = `---\ntitle: ${page}\ndescription: ${'word '.repeat(length / 5).trim()}\n---\n\nBody of ${page}.\n`
  const result = compileSync(
    { config: { name: 'Big', navigation: { groups: [{ group: 'Guides', pages }] } }, files },
    { outputs: { siteUrl: 'https://docs.example.com' } },
  )
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

describe('llms.txt and llms-full.txt from hostile text', () => {
  it('keep every name, title and description on its line, as text: no link, control character or bidi override of theirs', () => {
    const files = {
      'a.mdx': '---\ntitle: "A](javascript:alert(1)) [B"\ndescription: "First\\u2028line [x](javascript:alert(2))\\u001b[2J\\u202Eevil"\n---\n',
      'b.mdx': '---\ntitle: "Null\\0 and `code` \\\\ <b>"\n---\n',
    }
    const config = {
      name: 'Acme\n# Injected heading\r\n- [fake](https://evil.example)',
      description: 'One\ntwo',
      navigation: { pages: ['a', 'b'], global: { anchors: [{ anchor: 'Out ](x)', href: 'https://example.com/a b(c)' }] } },
    }
    const result = compileSync({ config, files }, { outputs: { siteUrl: 'https://docs.example.com' } })
    const llms = result.files!['llms.txt']!
    const full = result.files!['llms-full.txt']!
    expect(llms.split('\n').slice(0, 7)).toEqual([
      '# Acme # Injected heading - \\[fake\\](https://evil.example)',
      '',
      '> One two',
      '',
      '## Docs',
      '',
      '- [A\\](javascript:alert(1)) \\[B](https://docs.example.com/a.md): First line \\[x\\](javascript:alert(2))\\[2Jevil',
    ])
    expect(llms).toContain('- [Null and \\`code\\` \\\\ \\<b>](https://docs.example.com/b.md)')
    expect(llms).toContain('- [Out \\](x)](https://example.com/a%20b%28c%29)')
    for (const text of [llms, full]) expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/)
    expect(full.split('\n').filter((line) => line.startsWith('#'))).toEqual([
      '# Acme # Injected heading - \\[fake\\](https://evil.example)',
      '# A\\](javascript:alert(1)) \\[B',
      '# Null and \\`code\\` \\\\ \\<b>',
    ])
  })
})
