import { join } from 'node:path'
import { expect, test } from 'vitest'
import { importSite } from '../../src/import/index.js'
import { REPO } from './generator-project.mjs'

/**
 * examples/starlight keeps docs.json's navigation out of Starlight's config: docsnav/starlight
 * gives Starlight's `docs` collection from docs/ through its own loader and each page's sidebar
 * through a route middleware. The Starlight config holds none of it, so the import says why it
 * cannot read it back (rather than a wrong docs.json): no pages where Starlight's own loader looks,
 * and a plugin that changes the site at build time.
 */
test('examples/starlight: the import says its navigation is not in the Starlight config', async () => {
  const result = await importSite(join(REPO, 'examples', 'starlight'), { from: 'starlight' })
  expect(result.config).toBeUndefined()
  expect(result.report.diagnostics.map((d) => [d.code, d.file])).toEqual([['DN1202', 'src/content.config.ts']])
  expect(result.report.diagnostics[0]?.params.reason).toContain('the `docs` collection is read by the loader')
})
