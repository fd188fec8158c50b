import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { compileSync } from '../../src/compile/compile.js'
import { importSite } from '../../src/import/index.js'
import { fumadocsKeeps, fumadocsProject } from '../../src/testing/round-trip/fumadocs.js'
import { navigationShape } from '../../src/testing/round-trip/shape.js'
import { validSite } from '../../src/testing/site.js'
import { fumadocsFolder } from './fumadocs-loader.js'

/**
 * docs.json → `--target fumadocs` → a Fumadocs content folder with meta.json files → `docsnav
 * import` gives the same navigation, except what the export says it cannot express (fumadocsKeeps
 * says what that is, on both sides).
 */
test('import(export(site)) keeps the navigation Fumadocs can hold', async () => {
  let checked = 0
  let pages = 0
  await fc.assert(
    fc.asyncProperty(validSite(), async (site) => {
      const exported = compileSync({ config: JSON.stringify(site.config), files: site.files }, { noFiles: false, outputs: { targets: ['fumadocs'] } })
      const outputs = Object.fromEntries(Object.entries(exported.files ?? {}).map(([path, text]) => [path, String(text)]))
      const root = mkdtempSync(join(fumadocsFolder, '.docsnav-roundtrip-'))
      try {
        for (const [path, text] of Object.entries(fumadocsProject(outputs))) {
          mkdirSync(dirname(join(root, path)), { recursive: true })
          writeFileSync(join(root, path), text)
        }
        const result = await importSite(root, { from: 'fumadocs' })
        expect(result.report.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
        const before = fumadocsKeeps(navigationShape(exported)!)
        expect(fumadocsKeeps(navigationShape(result.compiled!)!)).toEqual(before)
        pages += JSON.stringify(before).split('"url"').length - 1
        checked++
      } finally {
        rmSync(root, { recursive: true, force: true })
      }
    }),
    { numRuns: 40, endOnFailure: true },
  )
  // The property compared real navigations, not empty ones.
  expect(pages).toBeGreaterThan(checked)
  expect(checked).toBe(40)
}, 120_000)
