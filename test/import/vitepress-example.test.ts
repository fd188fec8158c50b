import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { compileSync } from '../../src/compile/compile.js'
import { importSite } from '../../src/import/index.js'
import { navigationShape } from '../../src/testing/round-trip/shape.js'
import { vitepressKeeps } from '../../src/testing/round-trip/vitepress.js'
import { REPO } from './generator-project.mjs'

/**
 * examples/vitepress (docsnav/vitepress writes its sidebars and locales from docs/docs.json when
 * VitePress loads the config) imports back to docs/docs.json's navigation, as far as VitePress's
 * config holds it: the sidebars and their pages, labels, groups and roots; not the divisions above
 * them (docsnav's theme draws the tabs and switchers from routes.json, not from VitePress's nav)
 * nor hidden pages (vitepressKeeps).
 */
test('examples/vitepress imports back to its docs.json', async () => {
  const example = join(REPO, 'examples', 'vitepress')
  // Inside the example, where its node_modules (vitepress, docsnav) resolve; `.dev-*` is ignored by its .gitignore.
  const root = mkdtempSync(join(example, '.dev-import-'))
  const cwd = process.cwd()
  try {
    for (const part of ['.vitepress/config.mts', '.vitepress/theme', 'docs', 'package.json']) cpSync(join(example, part), join(root, part), { recursive: true })
    // withDocsnav reads `root: 'docs'` from the folder VitePress runs in.
    process.chdir(root)
    const result = await importSite(root, { from: 'vitepress' })
    const original = compileSync(join(example, 'docs'))
    expect(result.report.summary.errors).toBe(0)
    // Its pages are the ones docsnav/vitepress wrote into VitePress's srcDir, one per route the sidebars list.
    expect(result.folder).toBe('.vitepress/docsnav')
    expect(result.pages).toBe(17)
    const languages = (result.config!.navigation as { languages: Array<{ language: string }> }).languages
    expect(languages.map((language) => language.language)).toEqual(['en', 'fr'])
    // The top bar's tabs and switchers are docsnav's theme components, which docs.json cannot hold (said, not dropped).
    expect(result.report.diagnostics.filter((d) => d.code === 'DN1204').map((d) => d.params.detail)).toEqual(['DocsnavNavTabs', 'DocsnavNavSwitcher'])
    expect(vitepressKeeps(navigationShape(result.compiled!)!)).toEqual(vitepressKeeps(navigationShape(original)!))
  } finally {
    process.chdir(cwd)
    rmSync(root, { recursive: true, force: true })
  }
}, 120_000)
