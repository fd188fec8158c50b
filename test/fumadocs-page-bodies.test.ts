import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compiledElement, compilePage } from '../src/integrations/fumadocs/mdx.js'

/**
 * A page of test/fixtures/page-bodies compiled as docsnav/fumadocs compiles it (with the example's
 * own `@mdx-js/mdx` and React), rendered to HTML as Next renders it on the server: snippets
 * imported by default and by name, from `/x` and `./x` without an extension, an MDX snippet's
 * exports, a `.jsx` snippet with hooks, the page's own component with a hook, Mintlify's components
 * in a snippet's code, and a name declared nowhere, which shows nothing.
 */
const example = join(import.meta.dirname, '..', 'examples', 'fumadocs')
const root = join(import.meta.dirname, 'fixtures', 'page-bodies')

describe("Fumadocs' compile of a page's MDX", () => {
  it('draws what the page imports and defines as Mintlify does', async () => {
    if (!existsSync(join(example, 'node_modules', '@mdx-js', 'mdx')))
      throw new Error('examples/fumadocs is not installed: the test set-up (generators/install.mjs) installs it')
    const require = createRequire(join(example, 'package.json'))
    const { evaluate } = (await import(require.resolve('@mdx-js/mdx'))) as { evaluate: never }
    const React = require('react') as { createElement(type: unknown, props: object | null, ...children: unknown[]): unknown }
    const { renderToStaticMarkup } = require('react-dom/server') as { renderToStaticMarkup(element: unknown): string }
    const DocsnavUnsupported = ({ children }: { children?: unknown }) => React.createElement('i', null, children as never)
    const components = {
      Tip: ({ children }: { children?: unknown }) => React.createElement('aside', null, children as never),
      Badge: ({ children }: { children?: unknown }) => React.createElement('b', null, children as never),
      Tree: Object.assign(({ children }: { children?: unknown }) => React.createElement('ul', null, children as never), {
        File: ({ name }: { name: string }) => React.createElement('li', null, name),
      }),
    }
    const page = await compilePage({ file: join(root, 'index.mdx'), root, evaluate, runtime: require('react/jsx-runtime'), components })
    const html = renderToStaticMarkup(compiledElement(React.createElement as never, page, components))
    expect(html).toContain('<p>Hello, my name is Ronan and I like strawberries. Unknown: [].</p>')
    expect(html).toContain('<b>v1</b>')
    expect(html).toContain('<p>My keyword of the day is bananas. <aside>Snippets use Mintlify&#x27;s components.</aside></p>')
    expect(html).toContain('<button>Press</button>')
    expect(html).toContain('<span>Count 3</span>')
    // Math drawn by KaTeX on the server, inline and as a block, as Mintlify's MDX reads it.
    const diagrams = await compilePage({ file: join(root, 'diagrams.mdx'), root, evaluate, runtime: require('react/jsx-runtime'), components })
    const math = renderToStaticMarkup(compiledElement(React.createElement as never, diagrams, { ...components, DocsnavUnsupported }))
    expect(math.match(/class="katex"/g)).toHaveLength(2)
    expect(math.match(/class="katex-display"/g)).toHaveLength(1)
    expect(html).toContain('<ul><li>a.ts</li></ul>')
    // Relative links and images as the root-relative URLs they have on Mintlify (index.mdx is `/`).
    expect(html).toContain('<img src="/images/pixel.png" alt="A pixel"/> <a href="/fine">Fine</a>')

    // An import of no snippet file (missing, a folder, JSON) shows what it names as its content, never a failed page.
    const broken = mkdtempSync(join(tmpdir(), 'docsnav-fumadocs-'))
    try {
      writeFileSync(join(broken, 'data.json'), '{}')
      writeFileSync(
        join(broken, 'page.mdx'),
        'import Gone from "/snippets/gone.mdx"\nimport Here from "./"\nimport data from "/data.json"\n\n<Gone>kept</Gone> <Here>also kept</Here> {data}\n',
      )
      const page = await compilePage({
        file: join(broken, 'page.mdx'),
        root: broken,
        evaluate,
        runtime: require('react/jsx-runtime'),
        components: { ...components, DocsnavUnsupported },
      })
      expect(renderToStaticMarkup(compiledElement(React.createElement as never, page, { ...components, DocsnavUnsupported }))).toBe(
        '<i>kept</i>\n<i>also kept</i>\n',
      )
    } finally {
      rmSync(broken, { recursive: true, force: true })
    }
  })
})
