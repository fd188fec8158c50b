import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importSite } from '../../src/import/index.js'
import { docusaurusProject } from '../fixtures/import/docusaurus/project.js'

// Real Docusaurus sites (test/import-corpus/docusaurus/SOURCES.md): each imports without a crash,
// lists as many pages as Docusaurus itself builds (pages.json, counted by count-docs.mjs with
// Docusaurus's own loadSite), and makes a docs.json without errors.
const corpus = join(process.cwd(), 'test', 'import-corpus', 'docusaurus')
const counts = JSON.parse(readFileSync(join(corpus, 'pages.json'), 'utf8')) as Record<string, { docs: number }>
const projects = readdirSync(corpus).filter((entry) => statSync(join(corpus, entry)).isDirectory())

describe('the Docusaurus corpus', () => {
  it('has a page count for every project', () => {
    expect(projects.sort()).toEqual(Object.keys(counts).sort())
  })

  it.each(projects)('%s imports with the pages Docusaurus builds, and no errors', async (name) => {
    const project = docusaurusProject(join(corpus, name))
    try {
      const result = await importSite(project.root)
      expect(result.report.diagnostics.filter((diagnostic) => ['DN9001', 'DN1202', 'DN1203'].includes(diagnostic.code))).toEqual([])
      expect(result.kind).toBe('docusaurus')
      expect(result.pages).toBe(counts[name]!.docs)
      // A versioned site whose files keep their names (prettier) moves the current docs out of
      // docs/ and the last version's in: each into the place another leaves, so nothing is blocked.
      expect(result.report.diagnostics.filter((diagnostic) => diagnostic.code === 'DN1206')).toEqual([])
      expect(result.report.summary.errors).toBe(0)
    } finally {
      project.remove()
    }
  })
})
