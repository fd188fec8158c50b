import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { importSite } from '../../src/import/index.js'
import { ImportReport } from '../../src/import/report.js'
import { loadStarlight, type StarlightEntry } from '../../src/import/starlight/load.js'
import { LANGUAGE_CODES } from '../../src/ir/schema.js'
import { corpusProject, REPO } from './generator-project.mjs'

/**
 * Real Starlight projects (test/import-corpus/starlight/SOURCES.md): each imports without a crash,
 * to a docs.json without errors, listing the pages Starlight's own sidebars link to (`pages` in
 * `corpus.json`, recorded with `RECORD=1` from Starlight's navigation code) less the ones docs.json
 * cannot hold (`lost`: fallback pages of untranslated locales, locales Mintlify has no code for).
 */

const CORPUS = join(REPO, 'test', 'import-corpus', 'starlight')

interface Entry {
  config: string
  /** Distinct pages Starlight's sidebars (every locale, every topic) link to. */
  pages: number
  /** Of those, the ones docs.json cannot hold, by reason. */
  lost: Record<string, number>
  stubs?: Record<string, string[]>
}

/** The pages Starlight's sidebars link to, counted with Starlight's navigation code, and those docs.json cannot hold. */
async function starlightPages(root: string, config: string): Promise<Pick<Entry, 'pages' | 'lost'>> {
  const loaded = (await loadStarlight(root, config, new ImportReport()))!
  try {
    const slugs = new Set(loaded.entries.filter((entry) => !entry.draft).map((entry) => entry.slug))
    const linked = new Set<string>()
    const lost: Record<string, number> = {}
    const locales = Object.entries(loaded.config.locales ?? { root: { label: '' } })
    for (const [key, locale] of locales) {
      const code = locale.lang ?? key
      const known =
        locales.length <= 1 || [code, code.toLowerCase(), code.split('-')[0]!.toLowerCase(), key].some((candidate) => LANGUAGE_CODES.includes(candidate))
      const sidebars = loaded.topics
        ? loaded.topics.map((topic) => (topic.items ? loaded.sidebar(key === 'root' ? undefined : key, topic.items) : []))
        : [loaded.sidebar(key === 'root' || locales.length === 1 ? undefined : key)]
      const visit = (entries: readonly StarlightEntry[]) => {
        for (const entry of entries) {
          if (entry.type === 'group') visit(entry.entries)
          else if (!/^[a-z]+:|^\/\//i.test(entry.href)) {
            const slug = decodeURI(entry.href.replace(/[?#].*$/, '')).replace(/^\/+|\/+$/g, '')
            const fallback = !slugs.has(slug) && slug.includes('/') && slugs.has(slug.slice(slug.indexOf('/') + 1))
            if (!slugs.has(slug) && !fallback) continue
            if (linked.has(slug)) continue
            linked.add(slug)
            const why = !known ? `locale ${key}: no Mintlify language code` : fallback ? 'fallback pages (untranslated)' : undefined
            if (why) lost[why] = (lost[why] ?? 0) + 1
          }
        }
      }
      for (const sidebar of sidebars) visit(sidebar)
      // A topic's landing page (the import lists it first in the topic's tab).
      for (const topic of loaded.topics ?? [])
        if (topic.link?.startsWith('/')) visit([{ type: 'link', label: topic.label, href: key === 'root' ? topic.link : `/${key}${topic.link}`, attrs: {} }])
    }
    return { pages: linked.size, lost }
  } finally {
    await loaded.close()
  }
}

const projects = readdirSync(CORPUS).filter((name) => existsSync(join(CORPUS, name, 'corpus.json')))

describe('real Starlight projects', () => {
  test('the corpus has its projects', () => {
    expect(projects.length).toBeGreaterThanOrEqual(3)
  })
  for (const name of projects) {
    test(name, async () => {
      const entry = JSON.parse(readFileSync(join(CORPUS, name, 'corpus.json'), 'utf8')) as Entry
      const project = corpusProject('starlight', name)
      try {
        if (process.env.RECORD === '1') {
          Object.assign(entry, await starlightPages(project.root, entry.config))
          writeFileSync(join(CORPUS, name, 'corpus.json'), `${JSON.stringify(entry, null, 2)}\n`)
        }
        const started = Date.now()
        const result = await importSite(project.root, { from: 'starlight' })
        if (process.env.SHOW === '1') console.log(name, `${Date.now() - started} ms`, result.pages, result.report.summary)
        expect(result.report.diagnostics.filter((d) => d.severity === 'error')).toEqual([])
        const lost = Object.values(entry.lost).reduce((sum, count) => sum + count, 0)
        expect(result.pages).toBe(entry.pages - lost)
        expect(result.pages).toBeGreaterThan(0)
      } finally {
        project.remove()
      }
    }, 90_000)
  }
})
