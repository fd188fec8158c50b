import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importSite } from '../../src/import/index.js'

/**
 * Real MkDocs projects (test/import-corpus/mkdocs/SOURCES.md): each imports without an error, and
 * with the number of pages MkDocs itself lists (recorded there from Debian's MkDocs;
 * mkdocs-differential.test.ts compares them page by page when MkDocs is installed).
 */

const corpus = join(import.meta.dirname, '..', 'import-corpus', 'mkdocs')
const PAGES: Record<string, number> = { mkdocs: 5, httpx: 23, 'mkdocs-material': 83, fastapi: 151 }

describe('the MkDocs corpus', () => {
  it.each(Object.entries(PAGES))('%s imports with no error and the pages MkDocs lists', async (name, pages) => {
    const result = await importSite(join(corpus, name))
    expect(result.kind).toBe('mkdocs')
    expect(result.report.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([])
    expect(result.pages).toBe(pages)
    expect(result.compiled?.summary.errors).toBe(0)
  })
})
