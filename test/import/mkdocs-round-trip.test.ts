import fc from 'fast-check'
import { rmSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { compileSync } from '../../src/compile/compile.js'
import { importSite } from '../../src/import/index.js'
import { mkdocsKeeps, mkdocsProject, mkdocsProjection, writeProject } from '../../src/testing/round-trip/mkdocs.js'
import { navigationShape } from '../../src/testing/round-trip/shape.js'
import { validSite } from '../../src/testing/site.js'
import { timeoutFor } from '../helpers/timeouts.js'

/**
 * docs.json → `--target mkdocs` → a MkDocs project (mkdocs.yml with that nav, the pages under
 * docs/) → `docsnav import` → docs.json: the navigation's shape is the same, except what MkDocs
 * cannot hold (src/testing/round-trip/mkdocs.ts `mkdocsKeeps`, applied to both sides). MkDocs's own
 * reading of these projects is compared with the import in mkdocs-differential.test.ts.
 */

const RUNS = 40

describe('the MkDocs round trip', () => {
  it(
    'keeps every navigation MkDocs can hold',
    async () => {
      await fc.assert(
        fc.asyncProperty(validSite(), async (site) => {
          const original = compileSync({ config: JSON.stringify(site.config), files: site.files }, { noFiles: false, outputs: { targets: ['mkdocs'] } })
          expect(original.summary.errors).toBe(0)
          const folder = writeProject(mkdocsProject(original, site.files))
          try {
            const imported = await importSite(folder, { from: 'mkdocs' })
            const errors = imported.report.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')
            expect(errors).toEqual([])
            const projection = mkdocsProjection(original)
            expect(mkdocsKeeps(navigationShape(imported.compiled!)!, projection)).toEqual(mkdocsKeeps(navigationShape(original)!, projection))
          } finally {
            rmSync(folder, { recursive: true, force: true })
          }
        }),
        { numRuns: RUNS },
      )
    },
    timeoutFor(RUNS, 1_000),
  )
})
