import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compile } from '../src/index.js'
import { type PageMarkdownContext, pageBodyMarkdown } from '../src/markdown/page-markdown.js'
import { prefersMarkdown } from '../src/preview/server.js'
import { previewOf } from './browser/harness.js'

const ACME = 'examples/acme'
const SITE_URL = 'https://docs.acme.example.com'
const FIXTURES = 'test/fixtures/page-markdown'
const updating = process.env.UPDATE === '1'

/** A page's Markdown on `https://d.example`, at `/guides/page` from `guides/page.mdx`, with the project files given. */
function markdownOf(text: string, files: Record<string, string> = {}, at: Partial<PageMarkdownContext> = {}): string {
  return pageBodyMarkdown(text, { base: 'https://d.example', url: '/guides/page', file: 'guides/page.mdx', read: (path) => files[path], ...at })
}

describe('a page as plain Markdown', () => {
  it('turns callouts into blockquotes led by their kind', () => {
    expect(markdownOf('<Note>Short *note*.</Note>\n\n<Warning title="Careful">\n\nOne.\n\nTwo.\n\n</Warning>\n\n<Callout>Plain.</Callout>')).toBe(
      '> **Note:** Short *note*.\n\n> **Warning: Careful:** One.\n>\n> Two.\n\n> Plain.',
    )
  })

  it('turns cards into links, tabs, code groups and accordions into sections one level below their heading', () => {
    const text = [
      '## Install',
      '<CardGroup cols={2}>\n<Card title="CLI" href="/cli" icon="terminal">With npm.</Card>\n<Card title="Plain">No link.</Card>\n</CardGroup>',
      '<Tabs>\n<Tab title="npm">Run npm.</Tab>\n<Tab title="yarn">\n\n### Inside\n\nRun yarn.\n\n</Tab>\n</Tabs>',
      '<CodeGroup>\n```bash install.sh\nnpm i\n```\n```js\nrun()\n```\n</CodeGroup>',
      '<AccordionGroup>\n<Accordion title="Why?">Because.</Accordion>\n</AccordionGroup>',
      '<Expandable>\n\nNested.\n\n</Expandable>',
    ].join('\n\n')
    expect(markdownOf(text)).toBe(
      [
        '## Install',
        '- [CLI](https://d.example/cli): With npm.\n- **Plain**: No link.',
        '### npm',
        'Run npm.',
        '### yarn',
        '### Inside',
        'Run yarn.',
        '### install.sh',
        '```bash\nnpm i\n```',
        '### js',
        '```js\nrun()\n```',
        '### Why?',
        'Because.',
        '### Properties',
        'Nested.',
      ].join('\n\n'),
    )
  })

  it('turns steps into a numbered list and fields into list items', () => {
    const text =
      '<Steps>\n<Step title="One">Do one.</Step>\n<Step title="Two">\n\nDo two.\n\n</Step>\n</Steps>\n\n<ParamField query="limit" type="number" required default="10">How many.</ParamField>\n<ResponseField name="id" type="string">\n\nThe id.\n\n</ResponseField>'
    expect(markdownOf(text)).toBe(
      '1. **One**\n\n   Do one.\n\n2. **Two**\n\n   Do two.\n\n- `limit` *number, query, required, default: 10*\n\n  How many.\n- `id` *string*\n\n  The id.',
    )
  })

  it('keeps the content of frames, tooltips, badges, updates and unknown components; leaves out icons, imports, exports and expressions', () => {
    const text = [
      "import { Chart } from '../components/chart.jsx'\nexport const version = 2",
      '## Changes',
      '<Frame caption="The dashboard">\n<img src="./shot.png" alt="Dashboard" />\n</Frame>',
      'A <Tooltip tip="Content delivery network">CDN</Tooltip> with <Badge>beta</Badge> <Icon icon="rocket" /> support {1 + 1}.',
      '<Update label="2026-11" description="v2">\n\nFaster.\n\n</Update>',
      '<Chart kind="bar">\n\nChart text.\n\n</Chart>',
      '{/* a comment */}',
    ].join('\n\n')
    expect(markdownOf(text)).toBe(
      [
        '## Changes',
        '![Dashboard](https://d.example/guides/shot.png)',
        '*The dashboard*',
        'A CDN with beta support.',
        '### 2026-11',
        '*v2*',
        'Faster.',
        'Chart text.',
      ].join('\n\n'),
    )
  })

  it('makes links absolute: from the site root, from the page file for ./ links, from the page URL for the others', () => {
    const text =
      '[a](/quickstart#setup) [b](./cli) [c](../install#npm) [d](other) [e](#here) [f](https://example.com/x) [g](mailto:a@b.c) [h](//cdn.example.com/x)\n\n<Card title="C" href="./card">x</Card>\n\n[i][ref]\n\n[ref]: ./defined'
    const links = [...markdownOf(text).matchAll(/\]\(([^)]*)\)|^\[ref\]: (.*)$/gm)].map((match) => match[1] ?? match[2])
    expect(links).toEqual([
      'https://d.example/quickstart#setup',
      'https://d.example/guides/cli',
      'https://d.example/install#npm',
      'https://d.example/guides/other',
      'https://d.example/guides/page#here',
      'https://example.com/x',
      'mailto:a@b.c',
      '//cdn.example.com/x',
      'https://d.example/guides/card',
      'https://d.example/guides/defined',
    ])
    // A page at a URL that is not its file's path: `./` follows the file (as Mintlify rewrites it), `other` the URL.
    const moved = markdownOf('[b](./cli) [d](other)', {}, { url: '/start', file: 'guides/page.mdx' })
    expect(moved).toBe('[b](https://d.example/guides/cli) [d](https://d.example/other)')
  })

  it('inlines snippets (from the root, relative, without extension), once through a cycle, and leaves out those it cannot read', () => {
    const files = {
      'snippets/setup.mdx': "import Inner from './inner'\n\n## Setup\n\n<Inner />",
      'snippets/inner.mdx': 'Inner [link](/x).',
      'guides/local.mdx': "import Local from './local.mdx'\n\nLocal text.\n\n<Local />",
    }
    const text =
      "import Setup from '/snippets/setup.mdx'\nimport Local from './local.mdx'\nimport Missing from '/snippets/missing.mdx'\n\n<Setup />\n\n<Local />\n\n<Missing />"
    expect(markdownOf(text, files)).toBe('## Setup\n\nInner [link](https://d.example/x).\n\nLocal text.')
  })

  it('gives a page whose MDX does not parse, or nests too deeply, as written, without its frontmatter', () => {
    expect(markdownOf('---\ntitle: Broken\n---\n\nAn <unclosed tag.\n')).toBe('An <unclosed tag.')
    // Nesting that parses but is too deep to walk: as written too, not a stack overflow.
    const deep = `${'<Note>'.repeat(3000)}x${'</Note>'.repeat(3000)}`
    expect(markdownOf(deep)).toBe(deep)
  })

  it('gives prose with no component, expression, link or indented line as written', () => {
    const prose = '# Title\n\nSome *prose* with `code` and $x$.\n\n```js\nlet a = b + c\n```'
    expect(markdownOf(`---\ntitle: T\n---\n\n${prose}\n`)).toBe(prose)
    // An indented line is a paragraph to MDX and code to Markdown: it is converted.
    expect(markdownOf('Text\n\n    indented')).toBe('Text\n\nindented')
  })

  it('keeps tables, math, and text that MDX would read as code escaped', () => {
    expect(markdownOf('| a | b |\n| - | - |\n| [l](/t) | {x} |\n\n$$\nx^2\n$$\n\nA \\{brace\\} and 1 \\< 2.')).toBe(
      '| a                        | b |\n| ------------------------ | - |\n| [l](https://d.example/t) |   |\n\n$$\nx^2\n$$\n\nA \\{brace} and 1 \\< 2.',
    )
  })
})

/** The `.md` outputs of examples/acme built with a site URL, by file name. */
async function acmeMarkdown(): Promise<Record<string, string>> {
  const result = await compile(ACME, { outputs: { siteUrl: SITE_URL, targets: [], pretty: false, stream: false } })
  return Object.fromEntries(Object.entries(result.files ?? {}).filter(([name]) => name.endsWith('.md')))
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort()
}

describe('examples/acme as Markdown', () => {
  it('matches the reviewed fixtures, one file per indexable page', async () => {
    const outputs = await acmeMarkdown()
    const folder = join(FIXTURES, 'acme')
    if (updating) {
      rmSync(folder, { recursive: true, force: true })
      for (const [name, text] of Object.entries(outputs)) {
        mkdirSync(dirname(join(folder, name)), { recursive: true })
        writeFileSync(join(folder, name), text)
      }
    }
    expect(Object.keys(outputs).sort()).toEqual(filesUnder(folder))
    for (const [name, text] of Object.entries(outputs)) expect(text, name).toBe(readFileSync(join(folder, name), 'utf8'))
  })

  const out = mkdtempSync(join(tmpdir(), 'docsnav-page-markdown-'))
  afterAll(() => rmSync(out, { recursive: true, force: true }))

  it('is written by `build --site-url`, and not without it', () => {
    const built = spawnSync('node', ['bin/docsnav.js', 'build', ACME, '--out', join(out, 'with'), '--site-url', SITE_URL], { encoding: 'utf8' })
    expect(built.status, built.stderr).toBe(0)
    const written = filesUnder(join(out, 'with')).filter((name) => name.endsWith('.md'))
    expect(written).toEqual(filesUnder(join(FIXTURES, 'acme')))
    expect(readFileSync(join(out, 'with', 'quickstart.md'), 'utf8')).toBe(readFileSync(join(FIXTURES, 'acme', 'quickstart.md'), 'utf8'))
    const plain = spawnSync('node', ['bin/docsnav.js', 'build', ACME, '--out', join(out, 'without')], { encoding: 'utf8' })
    expect(plain.status, plain.stderr).toBe(0)
    expect(filesUnder(join(out, 'without')).filter((name) => name.endsWith('.md'))).toEqual([])
  })
})

describe('the preview', () => {
  it('serves each page at its URL with .md, and to a request that prefers text/markdown', async () => {
    const preview = await previewOf(ACME)
    try {
      const markdown = await fetch(new URL('quickstart.md', preview.url))
      expect(markdown.status).toBe(200)
      expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
      const text = await markdown.text()
      expect(text).toMatch(/^---\ntitle: "Quickstart"\n/)
      // Links lead into the preview itself.
      expect(text).toContain(`](${new URL('concepts/projects', preview.url).href})`)
      const home = await fetch(new URL('index.md', preview.url))
      expect(await home.text()).toMatch(/^---\ntitle: "Acme Cloud documentation"\n/)

      const negotiated = await fetch(new URL('quickstart', preview.url), { headers: { accept: 'text/markdown, text/html;q=0.9' } })
      expect(negotiated.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
      expect(negotiated.headers.get('vary')).toBe('Accept')
      expect(await negotiated.text()).toBe(text)

      const html = await fetch(new URL('quickstart', preview.url), { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } })
      expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(html.headers.get('vary')).toBe('Accept')
      expect((await fetch(new URL('no-such-page.md', preview.url))).status).toBe(404)
    } finally {
      await preview.close()
    }
  })

  it('reads Accept as a browser and an agent write it', () => {
    expect(prefersMarkdown(undefined)).toBe(false)
    expect(prefersMarkdown('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe(false)
    expect(prefersMarkdown('text/markdown')).toBe(true)
    expect(prefersMarkdown('text/markdown;q=0.5, text/html;q=0.9')).toBe(false)
    expect(prefersMarkdown('text/html;q=0.5, text/markdown')).toBe(true)
    expect(prefersMarkdown('*/*')).toBe(false)
    expect(prefersMarkdown('text/markdown;q=0')).toBe(false)
    expect(prefersMarkdown('text/plain')).toBe(true)
  })
})
