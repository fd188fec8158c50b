import fc from 'fast-check'
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compileSync } from '../../src/compile/compile.js'
import { importSite } from '../../src/import/index.js'
import { ATTRIBUTE_LIST } from '../../src/import/mkdocs/files.js'
import { mkdocsProject } from '../../src/testing/round-trip/mkdocs.js'
import { writeProject } from '../../src/testing/round-trip/project.js'
import { navigationShape, type ShapeItem, type SidebarShape } from '../../src/testing/round-trip/shape.js'
import { validSite } from '../../src/testing/site.js'
import { requires } from '../helpers/requirements.js'
import { timeoutFor } from '../helpers/timeouts.js'

/**
 * The import against MkDocs itself (Debian's MkDocs, run by test/fixtures/import/mkdocs/mkdocs-nav.py:
 * `load_config`'s loading, `get_files`, `get_navigation`, `read_source` for titles): on the fixtures
 * MkDocs 1.4 reads, on the corpus of real projects, and on the MkDocs projects `--target mkdocs`
 * makes of generated sites. MkDocs's navigation, shown as Material shows it (below: `asMaterial`),
 * must be the navigation of the imported docs.json, page by page: order, titles, URLs, sections.
 */

const here = import.meta.dirname
const fixtures = join(here, '..', 'fixtures', 'import', 'mkdocs')
const corpus = join(here, '..', 'import-corpus', 'mkdocs')
const mkdocsInstalled = spawnSync('/usr/bin/python3', ['-c', 'import mkdocs'], { encoding: 'utf8' }).status === 0
const MKDOCS_MISSING = 'MkDocs is not installed for /usr/bin/python3: install the Debian package mkdocs (with mkdocs-material), and run the tests again'

// exclude-docs is left out: MkDocs 1.4 has no exclude_docs (1.5 added it); bad-nav and the broken
// configs are refused by MkDocs, and their fixtures test that the import says so.
const FIXTURES = ['nav-material', 'folder-order', 'tabs', 'html-urls', 'zensical']
const CORPUS = ['mkdocs', 'httpx', 'mkdocs-material', 'fastapi']
const GENERATED = 25

type MkdocsItem = { page: string; url: string; file: string } | { section: string; children: MkdocsItem[] } | { link: string | null; url: string }
type MkdocsResult = { items: MkdocsItem[]; pages: number; features: string[] } | { error: string }

/** MkDocs's own reading of each folder. */
function mkdocsNavigation(folders: readonly string[]): Record<string, MkdocsResult> {
  const run = spawnSync('/usr/bin/python3', [join(fixtures, 'mkdocs-nav.py')], {
    input: JSON.stringify(folders),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  if (run.status !== 0) throw new Error(run.stderr)
  return JSON.parse(run.stdout) as Record<string, MkdocsResult>
}

/** A MkDocs URL (`guide/`, `a/b.html`, `''`) as docs.json serves the page. */
function urlOf(url: string): string {
  return `/${url
    .replace(/(^|\/)index\.html$/, '$1')
    .replace(/\.html$/, '')
    .replace(/\/$/, '')}`
}

const isIndex = (file: string) => /(^|\/)(index|README)\.(md|markdown|mdown|mkdn|mkd)$/.test(file)
const isMarkdown = (file: string) => /\.(md|markdown|mdown|mkdn|mkd)$/.test(file)

/**
 * MkDocs's navigation as Material shows it, in docs.json's terms (docs/import/mkdocs.md): links and
 * non-Markdown pages left out, a page listed again left out, a section's first index page its root
 * with `navigation.indexes`, empty sections left out, and with `navigation.tabs` each top-level item a
 * tab (a section's index page first). A title as MkDocs 1.5 gives it (attr_list's `{ #id }` left out).
 */
function asMaterial(items: readonly MkdocsItem[], features: readonly string[]): SidebarShape[] {
  const seen = new Set<string>()
  const title = (text: string) => text.replace(ATTRIBUTE_LIST, '')
  const page = (item: MkdocsItem): ShapeItem[] => {
    if (!('page' in item) || !isMarkdown(item.file) || seen.has(urlOf(item.url))) return []
    seen.add(urlOf(item.url))
    return [{ page: title(item.page), url: urlOf(item.url) }]
  }
  const firstIndex = (children: readonly MkdocsItem[]) =>
    features.includes('navigation.indexes') ? children.find((child) => 'page' in child && isIndex(child.file)) : undefined
  const convert = (list: readonly MkdocsItem[]): ShapeItem[] =>
    list.flatMap((item): ShapeItem[] => {
      if ('link' in item) return []
      if ('page' in item) return page(item)
      const index = firstIndex(item.children)
      const root = index ? page(index)[0] : undefined
      const children = convert(item.children.filter((child) => child !== index))
      if (!root && children.length === 0) return []
      const label = item.section.trim() !== '' ? item.section : root && 'page' in root ? root.page : ' '
      return [{ group: label, ...(root && 'url' in root ? { root: root.url } : {}), items: children }]
    })
  if (!features.includes('navigation.tabs')) return [{ chain: [], items: convert(items) }]
  return items.flatMap((item): SidebarShape[] => {
    if ('link' in item) return []
    if ('page' in item) {
      const entries = page(item)
      return entries.length === 0 ? [] : [{ chain: [`tab:${(entries[0] as { page: string }).page}`], items: entries }]
    }
    const index = firstIndex(item.children)
    const children = convert(index ? [index, ...item.children.filter((child) => child !== index)] : item.children)
    if (children.length === 0) return []
    const first = children[0]!
    const label = item.section.trim() !== '' ? item.section : index && 'page' in first ? first.page : ' '
    return [{ chain: [`tab:${label}`], items: children }]
  })
}

/** The number of Markdown pages MkDocs's navigation lists, each once. */
function navPages(items: readonly MkdocsItem[], seen = new Set<string>()): number {
  for (const item of items) {
    if ('page' in item && isMarkdown(item.file)) seen.add(item.file)
    else if ('section' in item) navPages(item.children, seen)
  }
  return seen.size
}

const temporary: string[] = []
afterAll(() => {
  for (const folder of temporary) rmSync(folder, { recursive: true, force: true })
})

describe('the import against MkDocs', () => {
  it(
    'gives the navigation MkDocs builds, on fixtures, real projects and exported generated sites',
    async (context) => {
      requires(context, mkdocsInstalled, MKDOCS_MISSING)
      const generated = fc.sample(validSite(), { numRuns: GENERATED }).map((site) => {
        const compiled = compileSync({ config: JSON.stringify(site.config), files: site.files }, { noFiles: false, outputs: { targets: ['mkdocs'] } })
        const folder = writeProject(mkdocsProject(compiled, site.files))
        temporary.push(folder)
        return folder
      })
      const folders = [...FIXTURES.map((name) => join(fixtures, name)), ...CORPUS.map((name) => join(corpus, name)), ...generated]
      const built = mkdocsNavigation(folders)
      let compared = 0
      for (const folder of folders) {
        const mkdocs = built[folder]!
        if ('error' in mkdocs) throw new Error(`MkDocs could not read ${folder}: ${mkdocs.error}`)
        const imported = await importSite(folder, { from: 'mkdocs' })
        expect(imported.report.summary.errors, folder).toBe(0)
        expect(navigationShape(imported.compiled!)!.sidebars, folder).toEqual(asMaterial(mkdocs.items, mkdocs.features))
        expect(imported.pages, folder).toBe(navPages(mkdocs.items))
        // Every page MkDocs builds is served by docs.json too (the ones out of nav unlisted), and no
        // other: the page files MkDocs leaves unpublished, `.mintignore` leaves out.
        const served = imported.compiled!.site!.routes.filter((route) => route.source.kind === 'page').length
        const said = (what: string) => imported.report.diagnostics.some((diagnostic) => diagnostic.params.what === what)
        if (said('pages out of the navigation that docs.json does not serve')) expect(served, folder).toBeLessThan(mkdocs.pages)
        else expect(served, folder).toBe(mkdocs.pages)
        compared += imported.pages
      }
      // Not a vacuous comparison: the corpus alone lists hundreds of pages.
      expect(compared).toBeGreaterThan(300)
    },
    timeoutFor(GENERATED + 12, 1_000),
  )
})
