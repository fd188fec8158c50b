import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compileSync } from '../../src/compile/compile.js'
import { navigationDocument } from '../../src/emit/navigation.js'
import { siteSidebars } from '../../src/emit/targets/sidebars.js'
import { importSite } from '../../src/import/index.js'
import { type NavigationShape, navigationShape, type ShapeItem } from '../../src/testing/round-trip/shape.js'
import { compileErrors, findings } from '../fixtures/import/docusaurus/project.js'

// examples/docusaurus serves docs/docs.json through docsnav's preset (`docsnav/docusaurus`), whose
// sidebars come from docs.json: read back with Docusaurus's own loaders, it gives docs.json's
// navigation again, as far as one docs instance holds it.
const example = join(process.cwd(), 'examples', 'docusaurus')

describe('examples/docusaurus', async () => {
  // Installed from the registry by the test set-up: missing, the test fails rather than skips.
  if (!existsSync(join(example, 'node_modules', '@docusaurus', 'core')))
    throw new Error('examples/docusaurus is not installed: the test set-up (generators/install.mjs) installs it')
  const result = await importSite(example)
  const original = compileSync(join(example, 'docs'))

  it('imports into docs/, with no errors and no page to move', () => {
    expect(result.kind).toBe('docusaurus')
    expect(result.folder).toBe('docs')
    expect(compileErrors(result)).toEqual([])
    expect(result.changes).toEqual([])
  })

  it("gives docs.json's navigation back, but for what one docs instance cannot hold", () => {
    expect(navigationShape(result.compiled!)).toEqual(asOneInstance(original))
  })

  it('reports the API pages, links to the pages docsnav generates, as links to pages that are no doc', () => {
    expect(findings(result)).toEqual([
      'DN1204 docusaurus.config.js a link to a page that is no doc',
      'DN1204 docusaurus.config.js a link to a page that is no doc',
      'DN1204 docusaurus.config.js a link to a page that is no doc',
    ])
  })
})

/**
 * docs.json's shape as the preset's sidebars hold it: each division's sidebar a tab named by its
 * sidebar id (docsnav's navbar, a theme component, is no navbar item Docusaurus's config lists),
 * the pages generated from the OpenAPI spec gone (docsnav's plugin serves them: the sidebar links to
 * them, no doc stands behind them) and a group left empty by them gone too.
 */
function asOneInstance(compiled: ReturnType<typeof compileSync>): NavigationShape {
  const shape = navigationShape(compiled)!
  const keys = siteSidebars(navigationDocument(compiled.tree, compiled.site!)).sidebars.map((sidebar) => sidebar.key)
  const generated = new Set(compiled.site!.routes.filter((route) => route.source.kind !== 'page').map((route) => route.url))
  const keep = (items: readonly ShapeItem[]): ShapeItem[] =>
    items.flatMap((item): ShapeItem[] => {
      if ('page' in item) return generated.has(item.url) ? [] : [item]
      const kept = keep(item.items)
      return kept.length === 0 && item.root === undefined ? [] : [{ ...item, items: kept }]
    })
  return { sidebars: shape.sidebars.map((sidebar, index) => ({ chain: [`tab:${keys[index]}`], items: keep(sidebar.items) })), hidden: shape.hidden }
}
