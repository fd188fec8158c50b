import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compileSync } from '../../src/compile/compile.js'
import { importSite } from '../../src/import/index.js'
import { writeMkdocs } from '../../src/integrations/mkdocs/index.js'
import { mkdocsKeeps, mkdocsProjection } from '../../src/testing/round-trip/mkdocs.js'
import { navigationShape } from '../../src/testing/round-trip/shape.js'

/**
 * examples/mkdocs (a MkDocs project whose mkdocs.yml takes `INHERIT: docsnav.mkdocs.yml`, written by
 * `docsnav mkdocs docs`) imports back to docs/docs.json's navigation, as far as MkDocs holds it
 * (src/testing/round-trip/mkdocs.ts `mkdocsKeeps`). `docsnav mkdocs` writes a page for each OpenAPI
 * operation, so those are kept here (the projection leaves out none of them).
 */

const example = join(import.meta.dirname, '..', '..', 'examples', 'mkdocs')
const folder = mkdtempSync(join(tmpdir(), '.docsnav-roundtrip-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

describe('examples/mkdocs', () => {
  it('imports back to the navigation of its docs.json', async () => {
    cpSync(join(example, 'mkdocs.yml'), join(folder, 'mkdocs.yml'))
    cpSync(join(example, 'docs'), join(folder, 'docs'), { recursive: true })
    const quiet = { info() {}, warn() {}, error() {} }
    const run = await writeMkdocs({ root: join(folder, 'docs'), out: join(folder, 'docsnav.mkdocs.yml'), cwd: folder, log: quiet })
    expect(run.errors).toBe(0)
    const imported = await importSite(folder)
    expect(imported.kind).toBe('mkdocs')
    expect(imported.folder).toBe('.docsnav/docs')
    expect(imported.report.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([])
    const original = compileSync(join(folder, 'docs'), { noFiles: false })
    const projection = { ...mkdocsProjection(original), generated: new Set<string>() }
    const shape = mkdocsKeeps(navigationShape(imported.compiled!)!, projection)
    expect(shape).toEqual(mkdocsKeeps(navigationShape(original)!, projection))
    expect(shape.sidebars.map((sidebar) => sidebar.chain)).toEqual([['en / v2 / Guides'], ['en / v2 / API reference'], ['en / v1 / Guides'], ['fr / Guides']])
  })
})
