import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { docsearchOutputs } from '../src/emit/docsearch.js'
import { pageBodiesOf } from '../src/emit/index.js'
import { routeMarkdown, markdownFile } from '../src/emit/page-markdown.js'
import { compile } from '../src/index.js'
import { pageBodies } from '../src/markdown/page-bodies.js'
import { type PageMarkdownContext, pageBodyMarkdown } from '../src/markdown/page-markdown.js'

const ACME = 'examples/acme'
const SITE_URL = 'https://docs.acme.example.com'

/** A context on `https://d.example` for `guides/page.mdx` at `/guides/page`, counting the project files it reads. */
function counting(files: Record<string, string>): { context: PageMarkdownContext; reads: string[] } {
  const reads: string[] = []
  const context = {
    base: 'https://d.example',
    url: '/guides/page',
    file: 'guides/page.mdx',
    read: (path: string) => {
      reads.push(path)
      return files[path]
    },
  }
  return { context, reads }
}

const WITH_SNIPPET = "---\ntitle: Page\n---\n\nimport Intro from '/snippets/intro.mdx'\n\n<Intro />\n\n<Note>See [setup](./setup).</Note>\n"
const SNIPPET = { 'snippets/intro.mdx': '## Intro\n\n<Tip>Start *here*.</Tip>\n' }

describe('pageBodies: a page parsed once per emit', () => {
  it('gives what pageBodyMarkdown gives, and parses a page once for the same text', () => {
    const bodies = pageBodies()
    const { context, reads } = counting(SNIPPET)
    const expected = pageBodyMarkdown(WITH_SNIPPET, counting(SNIPPET).context)
    expect(bodies(WITH_SNIPPET, context)).toBe(expected)
    expect(reads).toEqual(['snippets/intro.mdx'])
    expect(bodies(WITH_SNIPPET, context)).toBe(expected)
    // The second time the snippet was not read: the page was not parsed again.
    expect(reads).toEqual(['snippets/intro.mdx'])
  })

  it('parses again for another text, another URL or another site URL', () => {
    const bodies = pageBodies()
    const { context, reads } = counting(SNIPPET)
    bodies(WITH_SNIPPET, context)
    const changed = WITH_SNIPPET.replace('setup', 'install')
    expect(bodies(changed, context)).toBe(pageBodyMarkdown(changed, counting(SNIPPET).context))
    expect(bodies(WITH_SNIPPET, { ...context, url: '/other/page' })).toBe(pageBodyMarkdown(WITH_SNIPPET, { ...counting(SNIPPET).context, url: '/other/page' }))
    expect(bodies(WITH_SNIPPET, { ...context, base: 'https://e.example' })).toBe(
      pageBodyMarkdown(WITH_SNIPPET, { ...counting(SNIPPET).context, base: 'https://e.example' }),
    )
    expect(reads).toHaveLength(4)
  })

  it('keeps nothing past its budget, and no prose page', () => {
    const none = pageBodies(0)
    const { context, reads } = counting(SNIPPET)
    expect(none(WITH_SNIPPET, context)).toBe(none(WITH_SNIPPET, context))
    expect(reads).toHaveLength(2)
    const prose = '---\ntitle: Prose\n---\n\n# Prose\n\nJust words.\n'
    expect(pageBodies()(prose, context)).toBe(pageBodyMarkdown(prose, context))
  })
})

describe('the outputs of a build with the shared pages', () => {
  it('are byte for byte those made without it: each page as Markdown, and docsearch.json', async () => {
    const result = await compile(ACME, { outputs: { siteUrl: SITE_URL, targets: [], pretty: false, stream: true } })
    const outputs = result.outputs!
    expect(pageBodiesOf(outputs)).toBeTypeOf('function')
    const content = (file: string) => {
      try {
        return readFileSync(join(ACME, file), 'utf8')
      } catch {
        return undefined
      }
    }
    // docsearch.json first, as a build writes it (in name order), then each page's Markdown from the memo it filled.
    const docsearch = outputs['docsearch.json']!.text()
    expect(docsearch).toBe(docsearchOutputs(result.tree, result.site!, SITE_URL, content)['docsearch.json']!.text())
    let pages = 0
    for (const route of result.site!.routes) {
      const name = markdownFile(route.url)
      if (outputs[name] === undefined) continue
      expect(outputs[name].text(), name).toBe(routeMarkdown(route, SITE_URL, content))
      pages++
    }
    expect(pages).toBeGreaterThan(5)
  })
})
