import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CompletionItem } from 'vscode-languageserver'
import { describe, expect, it } from 'vitest'
import { DOCS_JSON } from '../src/ir/docs-json.js'
import { CONTEXTUAL_OPTIONS, THEMES } from '../src/ir/mintlify-values.js'
import { completionsAt } from '../src/lsp/completion.js'
import { cursorContext } from '../src/lsp/cursor-context.js'
import { hoverAt } from '../src/lsp/hover.js'
import { parseLoose } from '../src/lsp/loose-json.js'
import { projectPaths } from '../src/lsp/project-paths.js'

/**
 * The language server's completion and hover on docs.json's keys outside the navigation, from
 * their declarations (src/ir/docs-json.ts): every key, at every depth, with what it is for.
 */

const rangeOf = (start: number, end: number) => ({ start: { line: 0, character: start }, end: { line: 0, character: end } })
const paths = projectPaths(join(tmpdir(), 'docsnav-lsp-nowhere'))

/** The context at `shift` characters after `marker` in `text`, as docs.json, before any compile. */
function at(text: string, marker: string, shift: number) {
  const offset = text.indexOf(marker)
  if (offset === -1) throw new Error(`no ${marker} in ${text}`)
  return cursorContext('docs.json', text, parseLoose(text), offset + shift, undefined)!
}
const completed = (text: string, marker: string, shift: number): CompletionItem[] => completionsAt(at(text, marker, shift), () => [], rangeOf)
const labels = (text: string, marker: string, shift: number) => completed(text, marker, shift).map((item) => item.label)
const hovered = (text: string, marker: string, shift: number) =>
  (hoverAt(at(text, marker, shift), paths, rangeOf)?.contents as { value: string } | undefined)?.value

describe("the editor on docs.json's keys outside the navigation", () => {
  it('completes every top-level key not yet written, each with its doc', () => {
    const text = '{ "navigation": { "pages": ["index"] }, "name": "Acme", "" }'
    const items = completed(text, '""', 1)
    const expected = Object.keys(DOCS_JSON.properties).filter((key) => key !== 'navigation' && key !== 'name')
    expect(items.map((item) => item.label)).toEqual(expected)
    const colors = items.find((item) => item.label === 'colors')!
    expect(colors.documentation).toEqual({ kind: 'markdown', value: `${DOCS_JSON.properties.colors!.doc} (required)` })
  })

  it('completes the keys of nested objects, unions and keyed objects', () => {
    expect(labels('{ "integrations": { "" } }', '""', 1)).toEqual(expect.arrayContaining(['ga4', 'gtm', 'posthog', 'segment', 'transcend']))
    const ga4 = completed('{ "integrations": { "ga4": { "" } } }', '""', 1)
    expect(ga4.map((item) => item.label)).toEqual(['measurementId'])
    expect((ga4[0]!.documentation as { value: string }).value).toMatch(/\(required\)$/)
    expect(labels('{ "api": { "playground": { "" } } }', '""', 1)).toEqual(['display', 'proxy', 'credentials'])
    // `fonts` is one font or `{ heading, body }`: the keys of both.
    expect(labels('{ "fonts": { "" } }', '""', 1)).toEqual(['family', 'weight', 'source', 'format', 'heading', 'body'])
    expect(labels('{ "fonts": { "heading": { "" } } }', '""', 1)).toEqual(['family', 'weight', 'source', 'format'])
    expect(labels('{ "seo": { "paths": [{ "" }] } }', '""', 1)).toEqual(['path', 'metatags'])
    expect(labels('{ "contextual": { "options": [{ "" }] } }', '""', 1)).toEqual(['title', 'description', 'icon', 'href'])
    expect(labels('{ "navbar": { "primary": { "" } } }', '""', 1)).toEqual(['type', 'label', 'href'])
    expect(labels('{ "navbar": { "primary": { "type": "" } } }', '""', 1)).toEqual(['button', 'github', 'discord'])
    expect(labels('{ "footer": { "socials": { "" } } }', '""', 1)).toEqual(expect.arrayContaining(['github', 'x', 'linkedin', 'discord']))
    expect(labels('{ "footer": { "links": [{ "items": [{ "" }] }] } }', '""', 1)).toEqual(['label', 'href'])
  })

  it('completes the values of keys with few values, enums and booleans', () => {
    expect(labels('{ "theme": "" }', '""', 1)).toEqual([...THEMES])
    expect(labels('{ "api": { "playground": { "display": "" } } }', '""', 1)).toEqual(['interactive', 'simple', 'none', 'auth'])
    expect(labels('{ "styling": { "codeblocks": "" } }', '""', 1)).toEqual(['system', 'dark'])
    expect(labels('{ "appearance": { "strict": t } }', 't }', 0)).toEqual(['true', 'false'])
    expect(labels('{ "contextual": { "display": "" } }', '""', 1)).toEqual(['header', 'toc'])
    expect(CONTEXTUAL_OPTIONS).toContain('copy')
  })

  it('explains a key on hover, at any depth', () => {
    const text = '{ "colors": { "primary": "#0D9373" }, "integrations": { "posthog": { "apiKey": "phc_1" } } }'
    const primaryDoc = (DOCS_JSON.properties.colors as { properties: Record<string, { doc: string }> }).properties.primary!.doc
    expect(hovered(text, '"primary"', 2)).toBe(`\`primary\`: string\n\n${primaryDoc} (required)`)
    expect(hovered(text, '"apiKey"', 2)).toContain('`phc_...`')
    expect(hovered('{ "theme": "mint" }', '"theme"', 2)).toContain('The visual theme of the site (required)')
  })

  it('offers nothing inside a value that has no keys (a string, a free-form object)', () => {
    expect(labels('{ "variables": { "" } }', '""', 1)).toEqual([])
    expect(labels('{ "name": { "" } }', '""', 1)).toEqual([])
  })
})
