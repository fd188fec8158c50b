import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { catalogue } from '../src/index.js'
import { diagnosticsPage } from '../src/present/diagnostics-page.js'
import { updating } from './helpers/diagnostics.js'

/** docs/diagnostics.md is made from the catalogue, and kept current here (`UPDATE=1` writes it again). */
const path = join(import.meta.dirname, '..', 'docs', 'diagnostics.md')

describe('docs/diagnostics.md', () => {
  it('is what the catalogue makes of it', () => {
    const page = diagnosticsPage()
    if (updating) writeFileSync(path, page)
    expect(readFileSync(path, 'utf8')).toBe(page)
  })

  it('has a section for every code, where the help links of editors and code scanning point', () => {
    const page = diagnosticsPage()
    for (const code of Object.keys(catalogue)) expect(page).toContain(`\n## ${code}\n`)
  })
})
