import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compileSync } from '../../src/compile/compile.js'
import { importSite } from '../../src/import/index.js'
import { docusaurusProjectFiles, keeps } from '../../src/testing/round-trip/docusaurus.js'
import { navigationShape } from '../../src/testing/round-trip/shape.js'
import { validSite } from '../../src/testing/site.js'
import { compileErrors, docusaurusProject } from '../fixtures/import/docusaurus/project.js'
import { timeoutFor } from '../helpers/timeouts.js'

// import_docusaurus(export_docusaurus(site)) has site's navigation, but for what `keeps` projects
// out (the kinds of divisions: one docs instance's sidebars are all alike). Between the two,
// Docusaurus's own loaders: the docs plugin reads the exported sidebars.json and the docs.
const RUNS = 25

async function roundTrip(site: { config: object; files: Record<string, string> }): Promise<void> {
  const exported = compileSync({ config: site.config, files: site.files }, { noFiles: false, outputs: { targets: ['docusaurus'] } })
  const project = docusaurusProject(docusaurusProjectFiles(exported))
  try {
    const imported = await importSite(project.root, { from: 'docusaurus' })
    expect(imported.report.diagnostics.filter((diagnostic) => diagnostic.code === 'DN1202' || diagnostic.code === 'DN9001')).toEqual([])
    expect(compileErrors(imported)).toEqual([])
    expect(keeps(navigationShape(imported.compiled!)!)).toEqual(keeps(navigationShape(exported)!))
  } finally {
    project.remove()
  }
}

describe('the Docusaurus round trip', () => {
  it(
    'gives back the navigation of every generated site, but for the division kinds',
    async () => {
      await fc.assert(fc.asyncProperty(validSite({ maxDepth: 3, maxEntries: 3 }), roundTrip), { numRuns: RUNS })
    },
    timeoutFor(RUNS, 1500),
  )

  it('can fail: a page relabelled in the exported sidebars comes back relabelled', async () => {
    const config = { theme: 'mint', name: 'X', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['intro'] }] } }
    const files = { 'intro.mdx': '---\ntitle: Intro\n---\n' }
    const exported = compileSync({ config, files }, { noFiles: false, outputs: { targets: ['docusaurus'] } })
    const projectFiles = docusaurusProjectFiles(exported)
    projectFiles['sidebars.json'] = projectFiles['sidebars.json']!.replace('"label": "Intro"', '"label": "Changed"')
    const project = docusaurusProject(projectFiles)
    try {
      const imported = await importSite(project.root, { from: 'docusaurus' })
      expect(keeps(navigationShape(imported.compiled!)!)).not.toEqual(keeps(navigationShape(exported)!))
    } finally {
      project.remove()
    }
  })
})
