import { describe, expect, it } from 'vitest'
import { applyFixes, compileSync, fixOf, type Diagnostic } from '../src/index.js'

/**
 * The keys of docs.json outside the navigation, checked as Mintlify's schema checks them
 * (src/ir/docs-json.ts): one diagnostic per mistake, at its line and column, with the words and
 * hint a reader needs, warnings where Mintlify drops what was written, and fixes where one is sure.
 * The differential test measures the verdicts against Mintlify's own validator.
 */

const REQUIRED = '"theme": "mint", "name": "Acme", "colors": { "primary": "#0D9373" }'
const NAVIGATION = '"navigation": { "pages": ["index"] }'

function check(text: string): Diagnostic[] {
  return compileSync({ config: text }, { noFiles: true }).diagnostics
}
const brief = (diagnostics: readonly Diagnostic[]) => diagnostics.map((diagnostic) => `${diagnostic.severity} ${diagnostic.code} ${diagnostic.pointer}`)

describe("docs.json's keys outside the navigation", () => {
  it('are all well in a real shape: no diagnostic', () => {
    const text = `{ ${REQUIRED}, "logo": { "light": "/logo/light.svg", "dark": "/logo/dark.svg", "href": "https://acme.com" },
      "favicon": "/favicon.svg", "fonts": { "heading": { "family": "Lora" }, "body": { "family": "Inter", "weight": 400 } },
      "integrations": { "ga4": { "measurementId": "G-ABC" }, "posthog": { "apiKey": "phc_x", "apiHost": "https://eu.posthog.com" } },
      "contextual": { "options": ["copy", "view", { "title": "Ask", "description": "Ask our bot", "href": { "base": "https://acme.com/ask", "query": [{ "key": "page", "value": "$page" }] } }] },
      "seo": { "metatags": { "og:site_name": "Acme" }, "paths": [{ "path": "guides/v2", "metatags": { "robots": "noindex" } }], "indexing": "all" },
      "styling": { "codeblocks": { "theme": { "light": "github-light", "dark": "github-dark" } } }, ${NAVIGATION} }`
    expect(brief(check(text))).toEqual([])
  })

  it('without the keys Mintlify requires: one error for each, at the start of the file', () => {
    const diagnostics = check(`{ ${NAVIGATION} }`)
    expect(diagnostics.map((diagnostic) => diagnostic.message)).toEqual([
      '`docs.json` has no `theme`',
      '`docs.json` has no `name`',
      '`docs.json` has no `colors`',
    ])
    expect(diagnostics.every((diagnostic) => diagnostic.code === 'DN2027' && diagnostic.line === 1 && diagnostic.column === 1)).toBe(true)
    expect(diagnostics[0]!.hint).toBe('Add `"theme": "mint"` (the visual theme of the site): Mintlify rejects the file without it')
  })

  it('one diagnostic per mistake, each where it is written', () => {
    const text = [
      '{',
      `  ${REQUIRED.replace('#0D9373', 'teal')},`,
      '  "integrations": { "ga4": { "measurementId": "UA-1" }, "segmnt": {} },',
      '  "contextual": { "options": ["copy", "copy"] },',
      `  ${NAVIGATION}`,
      '}',
    ].join('\n')
    const diagnostics = check(text)
    expect(diagnostics.map((diagnostic) => [diagnostic.code, diagnostic.line, diagnostic.column, diagnostic.message])).toEqual([
      ['DN2020', 2, 59, '`colors.primary` must be a hex colour such as `#0D9373`, found a string ("teal")'],
      ['DN2028', 3, 47, '`integrations.ga4.measurementId` must be a string starting with `G`, found a string ("UA-1")'],
      ['DN2022', 3, 57, 'Unknown key `segmnt` in `integrations`; did you mean `segment`?'],
      ['DN2029', 4, 39, '`copy` is listed twice in `contextual.options`'],
    ])
    // The repeated entry points to the first.
    expect(diagnostics[3]!.related?.[0]).toMatchObject({ line: 4, column: 31 })
  })

  it('reports every mistake inside the top bar, the footer and the banner, in docs.json and in a language', () => {
    // mint.json's link shape (`url`): both links lack `href` (Mintlify rejects both), and `url` is `href` elsewhere.
    const navbar = check(
      `{ ${REQUIRED}, "navbar": { "links": [{ "label": "A", "url": "https://a.example" }, { "label": "B", "url": "https://b.example" }] }, ${NAVIGATION} }`,
    )
    expect(brief(navbar)).toEqual([
      'error DN2027 /navbar/links/0',
      'warning DN2009 /navbar/links/0/url',
      'error DN2027 /navbar/links/1',
      'warning DN2009 /navbar/links/1/url',
    ])
    expect(navbar[1]!.message).toBe('Unknown key `url` on `navbar.links[0]`; did you mean `href`?')
    const footer = check(
      `{ ${REQUIRED}, "footer": { "socials": { "x": "nope", "github": "http://github.com/acme" }, "links": [{ "items": [] }] }, ${NAVIGATION} }`,
    )
    expect(brief(footer)).toEqual(['error DN2028 /footer/socials/x', 'error DN2028 /footer/socials/github', 'error DN2028 /footer/links/0/items'])
    const language = check(
      `{ ${REQUIRED}, "navigation": { "languages": [{ "language": "en", "banner": { "content": "", "type": "danger" }, "pages": ["index"] }] } }`,
    )
    // A language's fields report their first mistake, as every navigation field does.
    expect(brief(language)).toEqual(['error DN2028 /navigation/languages/0/banner/content'])
  })

  it('reads a union as the option the value was meant as', () => {
    // A split font without `format` beside its `source`: the mistake is inside `heading`.
    const fonts = check(`{ ${REQUIRED}, "fonts": { "heading": { "family": "Lora", "source": "/lora.woff2" } }, ${NAVIGATION} }`)
    expect(fonts.map((diagnostic) => diagnostic.message)).toEqual(['`fonts.heading` has no `format`'])
    // A mistake elsewhere in the file does not hide it.
    const both = check(`{ ${REQUIRED.replace('#0D9373', 'teal')}, "fonts": { "family": "Lora", "source": "/lora.woff2" }, ${NAVIGATION} }`)
    expect(both.map((diagnostic) => diagnostic.code)).toEqual(['DN2020', 'DN2027'])
    // `navbar.primary` of type `github` needs no label; of type `button` it does.
    expect(brief(check(`{ ${REQUIRED}, "navbar": { "primary": { "type": "github", "href": "https://github.com/acme" } }, ${NAVIGATION} }`))).toEqual([])
    expect(
      check(`{ ${REQUIRED}, "navbar": { "primary": { "type": "button", "href": "https://acme.com" } }, ${NAVIGATION} }`).map((each) => each.message),
    ).toEqual(['`navbar.primary` has no `label`'])
    expect(check(`{ ${REQUIRED}, "navbar": { "primary": { "type": "link", "href": "/x" } }, ${NAVIGATION} }`)[0]!.message).toBe(
      '`navbar.primary.type` must be one of `button`, `github`, `discord`, found a string ("link")',
    )
    // Neither a path nor `{ light, dark }`.
    expect(check(`{ ${REQUIRED}, "logo": 5, ${NAVIGATION} }`)[0]!.message).toBe(
      '`logo` must be a file path, or `{ "light": ..., "dark": ... }`, found a number (5)',
    )
  })

  it('warns where Mintlify drops what was written, saying where docs.json has a key of mint.json', () => {
    const diagnostics = check(
      `{ ${REQUIRED}, "topbarLinks": [], "variations": { "options": [{ "id": "a", "label": "A" }] }, "fonts": { "family": "Inter", "body": { "family": "Lora" } }, "api": { "baseUrl": "https://api.acme.com" }, ${NAVIGATION} }`,
    )
    expect(brief(diagnostics)).toEqual([
      'warning DN2009 /topbarLinks',
      'warning DN2009 /variations',
      'warning DN2009 /fonts/body',
      'warning DN2009 /api/baseUrl',
    ])
    expect(diagnostics[0]!.hint).toBe(
      '`topbarLinks` is a key of mint.json, ignored in docs.json: write it as `navbar.links` (`docsnav import` upgrades a whole mint.json)',
    )
    expect(diagnostics[1]!.message).toBe('Unknown key `variations` on `docs.json` (`variations` is read only when `theme` is `willow`)')
    expect(diagnostics[3]!.hint).toContain('write it as `api.mdx.server`')
    expect(diagnostics[2]!.message).toBe('Unknown key `body` on `fonts`, read as a font: `{ family, weight, source, format }`')
    expect(brief(check(`{ ${REQUIRED.replace('"mint"', '"willow"')}, "variations": { "options": [{ "id": "a", "label": "A" }] }, ${NAVIGATION} }`))).toEqual([])
  })

  it('lets a site not deployed on Mintlify make the required keys a warning', () => {
    const files = { 'docsnav.config.json': '{ "diagnostics": { "missing-required-key": "warning" } }' }
    const diagnostics = compileSync({ config: `{ ${NAVIGATION} }`, files }, { noFiles: true }).diagnostics
    expect(brief(diagnostics)).toEqual(['warning DN2027 ', 'warning DN2027 ', 'warning DN2027 '])
  })

  it('fixes what is certain: a misspelt value or key', () => {
    const text = `{ "theme": "mapel", "name": "Acme", "colors": { "primary": "#0D9373", "ligth": "#ffffff" }, ${NAVIGATION} }`
    const diagnostics = check(text)
    expect(brief(diagnostics)).toEqual(['error DN2016 /theme', 'error DN2022 /colors/ligth'])
    const fixed = applyFixes(
      text,
      diagnostics.flatMap((diagnostic) => fixOf(diagnostic, text) ?? []),
    ).text
    expect(brief(check(fixed))).toEqual([])
    expect(JSON.parse(fixed)).toMatchObject({ theme: 'maple', colors: { light: '#ffffff' } })
  })
})
