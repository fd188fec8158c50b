import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { compiledElement, compilePage } from '../src/integrations/fumadocs/mdx.js'

/**
 * An `<a>` whose text is a URL (as TypeDoc writes them: the Model Context Protocol's schema pages)
 * or a Markdown link: GFM made the text a link of its own, and the `<a>` in `<a>` Next sent was
 * split by the browser, so React's hydration failed on the page (error #418). Rendered as Next
 * renders it on the server, with the example's `@mdx-js/mdx` and React.
 */
const example = join(import.meta.dirname, '..', 'examples', 'fumadocs')

it("draws a link's text inside an <a> as text, never as a link in a link", async () => {
  if (!existsSync(join(example, 'node_modules', '@mdx-js', 'mdx')))
    throw new Error('examples/fumadocs is not installed: the test set-up (generators/install.mjs) installs it')
  const require = createRequire(join(example, 'package.json'))
  const { evaluate } = (await import(require.resolve('@mdx-js/mdx'))) as { evaluate: never }
  const React = require('react') as { createElement: never }
  const { renderToStaticMarkup } = require('react-dom/server') as { renderToStaticMarkup(element: unknown): string }
  const root = mkdtempSync(join(tmpdir(), 'docsnav-fumadocs-links-'))
  try {
    writeFileSync(
      join(root, 'page.mdx'),
      [
        '<p>RFC-5424: <a href="https://datatracker.ietf.org/doc/html/rfc5424">https://datatracker.ietf.org/doc/html/rfc5424</a></p>',
        '',
        '<a href="/a">See [b](/b) and https://example.com/c</a>',
        '',
        'A URL in text stays a link: https://example.com/d',
      ].join('\n'),
    )
    const page = await compilePage({ file: join(root, 'page.mdx'), root, evaluate, runtime: require('react/jsx-runtime'), components: {} })
    const html = renderToStaticMarkup(compiledElement(React.createElement, page, {}))
    expect(html).toContain('<p>RFC-5424: <a href="https://datatracker.ietf.org/doc/html/rfc5424">https://datatracker.ietf.org/doc/html/rfc5424</a></p>')
    expect(html).toContain('<a href="/a">See b and https://example.com/c</a>')
    expect(html).toContain('A URL in text stays a link: <a href="https://example.com/d">https://example.com/d</a>')
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
})
