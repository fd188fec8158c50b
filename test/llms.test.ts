import { describe, expect, it } from 'vitest'
import { compileSync } from '../src/index.js'
import { LLMS_TXT_LIMIT, llmsOutputs } from '../src/emit/llms.js'

/**
 * The llms files of a site given in memory, made by llmsOutputs from its compile (the other
 * outputs of `--site-url`, such as each page's Markdown, would take most of the time).
 */
function llmsFiles(config: Record<string, unknown>, files: Record<string, string>): Record<string, string> {
  const result = compileSync({ config, files }, { outputs: true })
  const outputs = llmsOutputs(result.tree, result.site!, 'https://docs.example.com', (file) => files[file], new Set())
  return Object.fromEntries(Object.entries(outputs).map(([name, output]) => [name, output.text()]))
}

/** The llms.txt of a site of `count` pages, each with a description of `length` characters. */
function site(count: number, length: number) {
  const files: Record<string, string> = {}
  const pages = Array.from({ length: count }, (_, index) => `guides/page-${index}`)
  for (const page of pages) files[`${page}.mdx`] = `---\ntitle: ${page}\ndescription: ${'word '.repeat(length / 5).trim()}\n---\n\nBody of ${page}.\n`
  return llmsFiles({ name: 'Big', navigation: { groups: [{ group: 'Guides', pages }] } }, files)['llms.txt']!
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

describe('llms.txt of a site with divisions', () => {
  it('keeps its sections whole and says they list every page when it leaves pages out', () => {
    const files: Record<string, string> = { 'small.mdx': '---\ntitle: Small\n---\n' }
    const pages = Array.from({ length: 2000 }, (_, index) => `guides/page-${index}`)
    for (const page of pages) files[`${page}.mdx`] = `---\ntitle: ${page}\ndescription: ${'word '.repeat(60).trim()}\n---\n`
    const config = {
      name: 'Big',
      navigation: {
        tabs: [
          { tab: 'Guides', pages },
          { tab: 'Small', pages: ['small'] },
        ],
      },
    }
    const outputs = llmsFiles(config, files)
    const llms = outputs['llms.txt']!
    expect(llms.length).toBeLessThanOrEqual(LLMS_TXT_LIMIT)
    const sections = llms.slice(llms.indexOf('## Sections'), llms.indexOf('## Docs'))
    // Every division file is linked: the parts of Guides, its llms-full.txt, and Small's two.
    const divisionFiles = Object.keys(outputs).filter((name) => /^(guides|small)\/llms/.test(name))
    expect(divisionFiles.length).toBeGreaterThan(3)
    expect(sections.split('\n').filter((line) => line.startsWith('- ['))).toHaveLength(divisionFiles.length)
    expect(sections).toContain('- [Small](https://docs.example.com/small/llms.txt)')
    expect(sections).toContain("- [Small: every page's text](https://docs.example.com/small/llms-full.txt)")
    expect(sections).toMatch(/- \[Guides \(part 1 of \d\)\]\(https:\/\/docs\.example\.com\/guides\/llms\.txt\)/)
    expect(llms).toMatch(/> \d+ more pages are left out to keep this file under 100,000 characters; the sections above list every page\./)
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
