import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DOCS_JSON } from '../src/ir/docs-json.js'
import { docsJsonPage } from '../src/present/docs-json-page.js'
import { updating } from './helpers/diagnostics.js'

/** docs/docs-json.md is made from the declarations of docs-json.ts, and kept current here (`UPDATE=1` writes it again). */
const path = join(import.meta.dirname, '..', 'docs', 'docs-json.md')

describe('docs/docs-json.md', () => {
  it('is what the declarations make of it', () => {
    const page = docsJsonPage()
    if (updating) writeFileSync(path, page)
    expect(readFileSync(path, 'utf8')).toBe(page)
  })

  it('has a row for every key, at every depth, with its doc', () => {
    const page = docsJsonPage()
    for (const key of Object.keys(DOCS_JSON.properties)) expect(page).toContain(`| \`${key}\` |`)
    for (const nested of ['colors.primary', 'integrations.ga4.measurementId', 'fonts.heading.family', 'seo.paths[].path', 'contextual.options[].href']) {
      expect(page).toContain(`| \`${nested}\` |`)
    }
    expect(page).toContain('| `name` | text, not empty | yes | The name of the project |')
  })
})
