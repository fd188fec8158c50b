import { describe, expect, it } from 'vitest'
import { compileSync, renderGithub, renderPretty, type CompileResult } from '../src/index.js'
import { docsJson, docsJsonText } from './helpers/docs-json.js'

/** What reaches a terminal or a CI log: never a control character from user input, never a wall of text. */

const pretty = (result: CompileResult, color = false) => renderPretty(result.diagnostics, result.summary, { color, sources: result.sources })

describe('pretty output of hostile input', () => {
  it('shows control characters from docs.json instead of sending them to the terminal', () => {
    // A key that would retitle the terminal (OSC ... BEL) and clear it (CSI 2J), and a C1 CSI.
    const config = docsJsonText('{"navigation": {"groups": [{"group": "A\\u009b2J", "pages": ["a"], "x\\u001b]0;pwned\\u0007\\u001b[2J": true}]}}')
    const result = compileSync({ config }, { noFiles: true })
    expect(result.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['DN2009'])
    for (const color of [false, true]) {
      const text = pretty(result, color)
      // Only docsnav's own colour codes (ESC [ n m) may appear, and only with colour on.
      expect(text.replace(/\u001b\[\d+m/g, '')).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/)
      expect(text).toContain('x␛]0;pwned␇␛[2J')
    }
    const github = renderGithub(result.diagnostics, result.summary)
    expect(github).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/)
  })

  it('shows bidirectional overrides, and keeps the caret under its column', () => {
    const config = docsJsonText('{"navigation": {"pages": ["a"], "\u202eevil": 1}}')
    const result = compileSync({ config }, { noFiles: true })
    const text = pretty(result)
    expect(text).not.toContain('\u202e')
    const lines = text.split('\n')
    const frame = lines.find((line) => line.startsWith('  > 1 |'))!
    const caret = lines[lines.indexOf(frame) + 1]!
    const start = caret.indexOf('^')
    expect(frame.slice(start, start + '"<U+202E>evil"'.length)).toBe('"<U+202E>evil"')
    expect(caret.slice(start).trimEnd()).toBe('^'.repeat('"<U+202E>evil"'.length))
  })

  it('keeps NUL bytes of a binary page out of its code frame', () => {
    const result = compileSync({ config: docsJson({ navigation: { pages: ['a'] } }), files: { 'a.mdx': '---\ntitle: [\u0000\u0001\n---\n' } })
    expect(result.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['DN4007'])
    const text = pretty(result)
    expect(text).not.toMatch(/[\u0000\u0001]/)
    expect(text).toContain('␀␁')
  })
})

describe('code frames of minified files', () => {
  it('show a window around the column, with the caret under the mistake', () => {
    const pages = Array.from({ length: 30_000 }, (_, index) => `section/page-${index}`)
    const config = JSON.stringify(
      docsJson({
        navigation: {
          groups: [
            { group: 'A', pages },
            { group: 'B', pages: ['b'], colapsed: true },
          ],
        },
      }),
    )
    expect(config.length).toBeGreaterThan(500_000)
    const result = compileSync({ config }, { noFiles: true })
    expect(result.diagnostics).toMatchObject([{ code: 'DN2009', line: 1 }])
    const text = pretty(result)
    expect(text.length).toBeLessThan(2_000)
    const lines = text.split('\n')
    const frame = lines.find((line) => line.startsWith('  > 1 |'))!
    const caret = lines[lines.indexOf(frame) + 1]!
    expect(frame.length).toBeLessThan(140)
    expect(frame).toContain('…')
    // The caret starts under the opening quote of the key.
    expect(frame.slice(caret.indexOf('^'), caret.indexOf('^') + '"colapsed"'.length)).toBe('"colapsed"')
    expect(caret.trimEnd().endsWith('^'.repeat('"colapsed"'.length))).toBe(true)
  })
})

describe('code frame windows', () => {
  it('never cut a character in two at their edges', () => {
    for (let padding = 0; padding < 4; padding++) {
      const config = docsJsonText(
        `{"navigation": {"groups": [{"group": "${'😀'.repeat(100)}${'x'.repeat(padding)}", "pages": ["a"], "colapsed": true, "tag": "${'😀'.repeat(100)}"}]}}`,
      )
      const text = pretty(compileSync({ config }, { noFiles: true }))
      const frame = text.split('\n').find((line) => line.startsWith('  > 1 |'))!
      expect(frame, `padding ${padding}`).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/)
      const caret = text.split('\n')[text.split('\n').indexOf(frame) + 1]!
      expect(frame.slice(caret.indexOf('^'), caret.indexOf('^') + '"colapsed"'.length)).toBe('"colapsed"')
    }
  })
})

describe('problems with no place', () => {
  it('print no code frame and no line for a missing docs.json or a bad option', () => {
    const result = compileSync('/nonexistent/folder', { outputs: { siteUrl: 'https://docs.example.com/?page=1' } })
    const text = pretty(result)
    expect(text).toMatch(/^error DN6001 The site URL `https:\/\/docs\.example\.com\/\?page=1` cannot be used: it has a query/m)
    expect(text).toMatch(/^docs\.json error DN1000 No `docs\.json` in `\/nonexistent\/folder`/m)
    expect(text).not.toContain('|')
    expect(renderGithub(result.diagnostics, result.summary)).toMatch(/^::error title=DN6001 invalid-site-url::/m)
  })
})
