import fc from 'fast-check'
import { expect, test } from 'vitest'
import { compileSync } from '../../src/compile/compile.js'
import { importSite } from '../../src/import/index.js'
import { navigationShape } from '../../src/testing/round-trip/shape.js'
import { starlightKeeps, starlightProject } from '../../src/testing/round-trip/starlight.js'
import { validSite } from '../../src/testing/site.js'
import { projectIn } from './generator-project.mjs'

/**
 * docs.json → `--target starlight` → an Astro project → `docsnav import` (Starlight's own
 * navigation code in between) gives the same navigation, except what the export says it cannot
 * express (starlightKeeps says what that is, on both sides).
 */
test('import(export(site)) keeps the navigation Starlight can hold', async () => {
  let checked = 0
  let pages = 0
  await fc.assert(
    fc.asyncProperty(validSite(), async (site) => {
      const exported = compileSync({ config: JSON.stringify(site.config), files: site.files }, { noFiles: false, outputs: { targets: ['starlight'] } })
      const outputs = Object.fromEntries(Object.entries(exported.files ?? {}).map(([path, text]) => [path, String(text)]))
      const project = projectIn('starlight', starlightProject(outputs))
      try {
        const result = await importSite(project.root, { from: 'starlight' })
        expect(result.report.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
        expect(starlightKeeps(navigationShape(result.compiled!)!)).toEqual(starlightKeeps(navigationShape(exported)!))
        pages += JSON.stringify(starlightKeeps(navigationShape(exported)!)).split('"url"').length - 1
        checked++
      } finally {
        project.remove()
      }
    }),
    { numRuns: 15 },
  )
  // The property compared real navigations, not empty ones.
  expect(pages).toBeGreaterThan(checked)
  expect(checked).toBe(15)
}, 180_000)
