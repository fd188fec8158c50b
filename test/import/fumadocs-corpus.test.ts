import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fumadocsTrees } from '../../src/import/fumadocs.js'
import { importSite } from '../../src/import/index.js'
import { ImportReport } from '../../src/import/report.js'
import { realLoader, sourceFiles } from './fumadocs-loader.js'

// Real Fumadocs projects (test/import-corpus/fumadocs/SOURCES.md): each imports with no error, and
// docs.json lists the pages fumadocs-core's loader() puts in its page trees (recorded in
// expected.json, and counted again here with the real loader).
const corpus = join(import.meta.dirname, '..', 'import-corpus', 'fumadocs')
const entries = readdirSync(corpus, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

type RealNode = { type: string; index?: RealNode; children?: RealNode[]; $ref?: { file?: string } }

describe('Fumadocs corpus', () => {
  it('has entries', () => expect(entries.length).toBeGreaterThanOrEqual(3))

  it.each(entries)('%s imports cleanly with the pages the loader builds', async (name) => {
    const root = join(corpus, name)
    const expected = JSON.parse(readFileSync(join(root, 'expected.json'), 'utf8')) as { pagesInTrees: number; pages: number }
    const { project } = fumadocsTrees(root, new ImportReport())!
    const loader = await realLoader()
    const real = loader({
      source: { files: sourceFiles(join(root, project.contentDir)) },
      baseUrl: project.baseUrl,
      ...(project.i18n ? { i18n: { defaultLanguage: project.i18n.defaultLanguage, languages: project.i18n.languages, parser: project.i18n.parser } } : {}),
    }) as unknown as {
      getPages(): unknown[]
      getNodePage(node: RealNode, language?: string): { path: string } | undefined
      getPageTree(language?: string): { children: RealNode[] }
    }
    // The page files the page trees lead to, in every language.
    const inTrees = new Set<string>()
    // The file each tree page is (a language's fallback page is the default language's file).
    const fileOf = (node: RealNode, language: string): string => real.getNodePage(node, language === '' ? undefined : language)?.path ?? ''
    for (const language of project.i18n?.languages ?? ['']) {
      const visit = (nodes: readonly RealNode[]) => {
        for (const node of nodes) {
          if (node.type === 'page' && node.$ref?.file) inTrees.add(fileOf(node, language))
          if (node.index?.$ref?.file) inTrees.add(fileOf(node.index, language))
          if (node.children) visit(node.children)
        }
      }
      visit((language === '' ? real.getPageTree() : real.getPageTree(language)).children)
    }
    expect({ pagesInTrees: inTrees.size, pages: real.getPages().length }).toEqual(expected)

    const result = await importSite(root)
    expect(result.kind).toBe('fumadocs')
    expect(result.report.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([])
    expect(result.compiled?.summary.errors).toBe(0)
    expect(result.pages).toBe(expected.pagesInTrees)
  })
})
