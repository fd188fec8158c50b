import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, test } from 'vitest'
import { importSite } from '../../src/import/index.js'
import { corpusProject, REPO } from './generator-project.mjs'

/**
 * Real VitePress projects (test/import-corpus/vitepress/SOURCES.md): each imports without a crash,
 * to a docs.json without errors, listing as many pages as VitePress's own resolved config links
 * from its sidebars (`corpus.json`'s `pages`, recorded with `RECORD=1` from resolveConfig).
 */

const CORPUS = join(REPO, 'test', 'import-corpus', 'vitepress')

interface Entry {
  /** The folder VitePress runs in, inside the project. */
  docs?: string
  /** Distinct pages the resolved sidebars (every locale) link to, by VitePress's resolveConfig. */
  pages: number
  /** Pages the generator builds that docs.json cannot hold, and the DN1204 detail that says so. */
  lost?: { pages: number; detail: string }
  /** Modules the config imports that only shape Markdown or the build, stood in for: name → its named exports. */
  stubs?: Record<string, string[]>
}

/** The pages VitePress's resolved config links from its sidebars: distinct internal links that are a page it builds. */
async function resolvedSidebarPages(docsRoot: string): Promise<number> {
  const require = createRequire(join(docsRoot, 'package.json'))
  const vitepress = (await import(pathToFileURL(require.resolve('vitepress')).href)) as {
    resolveConfig(
      root: string,
      command: string,
      mode: string,
    ): Promise<{
      pages: string[]
      rewrites: { inv: Record<string, string> }
      site: { themeConfig: Record<string, unknown>; locales: Record<string, { themeConfig?: Record<string, unknown> }> }
    }>
  }
  const config = await vitepress.resolveConfig(docsRoot, 'build', 'production')
  const served = new Set(config.pages.map((page) => Object.entries(config.rewrites.inv).find(([, source]) => source === page)?.[0] ?? page))
  const linked = new Set<string>()
  const visit = (items: unknown, base: string) => {
    if (!Array.isArray(items)) return
    for (const item of items as Array<{ link?: string; items?: unknown; base?: string }>) {
      const itemBase = item.base ?? base
      if (typeof item.link === 'string' && !/^(?:[a-z]+:|\/\/)/i.test(item.link)) {
        let path = `${itemBase}${item.link}`
          .replace(/[?#].*$/, '')
          .replace(/^\//, '')
          .replace(/\.(?:md|html)$/, '')
        if (path === '' || path.endsWith('/')) path += 'index'
        if (served.has(`${path}.md`)) linked.add(`${path}.md`)
        else if (served.has(`${path}/index.md`)) linked.add(`${path}/index.md`)
      }
      visit(item.items, itemBase)
    }
  }
  const sidebarsOf = (themeConfig: Record<string, unknown> | undefined) => {
    const sidebar = themeConfig?.sidebar
    if (Array.isArray(sidebar)) visit(sidebar, '')
    else if (sidebar && typeof sidebar === 'object')
      for (const entry of Object.values(sidebar))
        Array.isArray(entry) ? visit(entry, '') : visit((entry as { items: unknown }).items, (entry as { base?: string }).base ?? '')
  }
  sidebarsOf(config.site.themeConfig)
  for (const locale of Object.values(config.site.locales ?? {})) sidebarsOf(locale.themeConfig)
  return linked.size
}

const projects = readdirSync(CORPUS).filter((name) => existsSync(join(CORPUS, name, 'corpus.json')))

describe('real VitePress projects', () => {
  test('the corpus has its projects', () => {
    expect(projects.length).toBeGreaterThanOrEqual(3)
  })
  for (const name of projects) {
    test(name, async () => {
      const entry = JSON.parse(readFileSync(join(CORPUS, name, 'corpus.json'), 'utf8')) as Entry
      const project = corpusProject('vitepress', name)
      try {
        if (process.env.RECORD === '1') {
          entry.pages = await resolvedSidebarPages(join(project.root, entry.docs ?? ''))
          writeFileSync(join(CORPUS, name, 'corpus.json'), `${JSON.stringify(entry, null, 2)}\n`)
        }
        const result = await importSite(project.root, { from: 'vitepress' })
        const errors = result.report.diagnostics.filter((d) => d.severity === 'error')
        expect(errors).toEqual([])
        expect(result.pages).toBe(entry.pages - (entry.lost?.pages ?? 0))
        if (entry.lost) expect(result.report.diagnostics.some((d) => d.code === 'DN1204' && d.params.detail === entry.lost?.detail)).toBe(true)
        expect(result.compiled?.site?.routes.filter((route) => route.listed !== false).length).toBeGreaterThan(0)
      } finally {
        project.remove()
      }
    }, 60_000)
  }
})
