import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compileSync } from '../../src/compile/compile.js'
import { importSite } from '../../src/import/index.js'
import { importRoundTrip, navigationShape, roundTrip, ROUND_TRIP_TARGETS, type RoundTripTarget } from '../../src/testing/round-trip/index.js'
import { docusaurusKeeps, docusaurusProjectFiles } from '../../src/testing/round-trip/docusaurus.js'
import { validSite } from '../../src/testing/site.js'
import { timeoutFor } from '../helpers/timeouts.js'
import { projectIn, REPO } from './generator-project.mjs'

/**
 * The property of docsnav/testing, for each of the five targets: import(export(site)) gives the
 * site's navigation back, except what the export reports it cannot express (each target's
 * `keeps`, in src/testing/round-trip/, says what and why). Between the two, the generator's own
 * loader where the import has one (Docusaurus, VitePress, Starlight: the project is written inside
 * generators/<name>/, where their installed modules resolve); MkDocs's and Fumadocs's readings are
 * compared with the real tools in their differential tests.
 */

/** Runs per target: as many as keep each within about 25 s here (Starlight runs Vite per site). */
const RUNS: Record<RoundTripTarget, number> = { docusaurus: 25, starlight: 15, vitepress: 40, fumadocs: 40, mkdocs: 40 }
/** Where each target's project is written: inside the generator's install, or the system's temporary folder. */
const folderOf = (target: RoundTripTarget) => (target === 'mkdocs' ? undefined : join(REPO, 'generators', target))

describe.each(ROUND_TRIP_TARGETS)('the %s round trip', (target) => {
  it(
    'gives back the navigation of every generated site, as the target keeps it',
    async () => {
      const folder = folderOf(target)
      // Docusaurus's loaders are the slowest per page: smaller sites, as many runs.
      const constraints = target === 'docusaurus' ? { maxDepth: 3, maxEntries: 3 } : undefined
      await fc.assert(importRoundTrip(target, { ...(folder ? { folder } : {}), ...(constraints ? { constraints } : {}) }), { numRuns: RUNS[target] })
    },
    timeoutFor(RUNS[target], 2_000),
  )

  it('compares real navigations: the sites have pages, and both sides list them', async () => {
    const folder = folderOf(target)
    const sample = fc.sample(validSite(), { numRuns: 3, seed: 30 })
    for (const site of sample) {
      const { expected, actual } = await roundTrip(site, target, folder ? { folder } : {})
      expect(JSON.stringify(expected)).toContain('"url"')
      expect(actual).toEqual(expected)
    }
  })
})

describe('the round trip can fail', () => {
  it('a page relabelled in the exported Docusaurus sidebars comes back relabelled', async () => {
    const config = { theme: 'mint', name: 'X', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['intro'] }] } }
    const files = { 'intro.mdx': '---\ntitle: Intro\n---\n' }
    const exported = compileSync({ config, files }, { noFiles: false, outputs: { targets: ['docusaurus'] } })
    const projectFiles = docusaurusProjectFiles(exported)
    projectFiles['sidebars.json'] = projectFiles['sidebars.json']!.replace('"label": "Intro"', '"label": "Changed"')
    const project = projectIn('docusaurus', projectFiles)
    try {
      const imported = await importSite(project.root, { from: 'docusaurus' })
      expect(docusaurusKeeps(navigationShape(imported.compiled!)!)).not.toEqual(docusaurusKeeps(navigationShape(exported)!))
    } finally {
      project.remove()
    }
  })
})
