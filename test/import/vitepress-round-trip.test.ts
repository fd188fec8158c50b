import fc from 'fast-check'
import { expect, test } from 'vitest'
import { compileSync } from '../../src/compile/compile.js'
import { importSite } from '../../src/import/index.js'
import { navigationShape } from '../../src/testing/round-trip/shape.js'
import { vitepressKeeps, vitepressProject } from '../../src/testing/round-trip/vitepress.js'
import { validSite } from '../../src/testing/site.js'
import { projectIn } from './generator-project.mjs'

/**
 * docs.json → `--target vitepress` → a VitePress project → `docsnav import` (VitePress's own
 * resolveConfig in between) gives the same navigation, except what the export says it cannot
 * express (vitepressKeeps says what that is, on both sides).
 */
test('import(export(site)) keeps the navigation VitePress can hold', async () => {
  let checked = 0
  let pages = 0
  await fc.assert(
    fc.asyncProperty(validSite(), async (site) => {
      const exported = compileSync({ config: JSON.stringify(site.config), files: site.files }, { noFiles: false, outputs: { targets: ['vitepress'] } })
      const outputs = Object.fromEntries(Object.entries(exported.files ?? {}).map(([path, text]) => [path, String(text)]))
      const project = projectIn('vitepress', vitepressProject(outputs))
      try {
        const result = await importSite(project.root, { from: 'vitepress' })
        expect(result.report.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
        const before = navigationShape(exported)!
        const after = navigationShape(result.compiled!)!
        expect(vitepressKeeps(after)).toEqual(vitepressKeeps(before))
        pages += JSON.stringify(vitepressKeeps(navigationShape(exported)!)).split('"url"').length - 1
        checked++
      } finally {
        project.remove()
      }
    }),
    { numRuns: 40 },
  )
  // The property compared real navigations, not empty ones.
  expect(pages).toBeGreaterThan(checked)
  expect(checked).toBe(40)
}, 120_000)
