import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import fc from 'fast-check'
import { afterAll, expect, test } from 'vitest'
import { fumadocsTrees } from '../../src/import/fumadocs.js'
import { ImportReport } from '../../src/import/report.js'
import { plainOurs, plainReal, realLoader, sourceFiles } from './fumadocs-loader.js'

/**
 * The differential test on generated content folders: folders three deep, with or without
 * meta.json, whose `pages` use every item of the grammar (names, `../` paths, `...`, `z...a`,
 * `!x`, `...folder`, separators, links, names of nothing), route groups, index pages, pages with
 * and without titles. docsnav's page tree equals fumadocs-core's loader()'s on every one.
 */
const PAGE_NAMES = ['index', 'intro', 'setup', 'zeta', 'alpha-beta', 'faq']
const FOLDER_NAMES = ['guides', 'api', 'sdk', '(extra)']
const work = mkdtempSync(join(tmpdir(), 'docsnav-fumadocs-generated-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

type Folder = {
  pages: Array<{ name: string; title?: string; icon?: string }>
  folders: Array<{ name: string; folder: Folder }>
  meta?: Record<string, unknown>
}

const item = (folder: { pages: string[]; folders: string[] }) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...folder.pages, ...folder.folders, 'missing') },
    { weight: 2, arbitrary: fc.constantFrom('...', 'z...a') },
    { weight: 2, arbitrary: fc.constantFrom(...[...folder.pages, ...folder.folders, 'missing'].map((name) => `!${name}`)) },
    { weight: 1, arbitrary: fc.constantFrom(...[...folder.folders, 'missing'].map((name) => `...${name}`)) },
    { weight: 2, arbitrary: fc.constantFrom('---Section---', '---[Book]Reference---', '---') },
    { weight: 1, arbitrary: fc.constantFrom('[Home](/)', 'external:[GitHub](https://github.com)', '[Icon][Site](https://example.com)') },
    { weight: 1, arbitrary: fc.constantFrom('../intro', '../guides', '../api/setup', './setup') },
  )

function folderArbitrary(depth: number): fc.Arbitrary<Folder> {
  const pages = fc.uniqueArray(
    fc.record(
      { name: fc.constantFrom(...PAGE_NAMES), title: fc.constantFrom('Title A', 'Title B', 'Z last'), icon: fc.constant('Book') },
      { requiredKeys: ['name'] },
    ),
    { maxLength: 4, selector: (page) => page.name },
  )
  const folders: fc.Arbitrary<Array<{ name: string; folder: Folder }>> =
    depth === 0
      ? fc.constant([])
      : fc.uniqueArray(fc.record({ name: fc.constantFrom(...FOLDER_NAMES), folder: fc.constant(null).chain(() => folderArbitrary(depth - 1)) }), {
          maxLength: 3,
          selector: (entry) => entry.name,
        })
  return fc.tuple(pages, folders).chain(([pageList, folderList]) => {
    const names = { pages: pageList.map((page) => page.name), folders: folderList.map((entry) => entry.name) }
    const meta = fc.option(
      fc.record(
        {
          title: fc.constantFrom('Folder title', 'Other'),
          root: fc.boolean(),
          defaultOpen: fc.boolean(),
          icon: fc.constant('Folder'),
          pages: fc.array(item(names), { maxLength: 6 }),
        },
        { requiredKeys: [] },
      ),
      { nil: undefined },
    )
    return meta.map((value) => ({ pages: pageList, folders: folderList, ...(value === undefined ? {} : { meta: value }) }))
  })
}

/** The folder's files; pages in route groups get a prefix, so that no two pages share slugs (Fumadocs fails on that). */
function filesOf(folder: Folder, path: string, inGroup: boolean, files: Record<string, string>): void {
  for (const page of folder.pages) {
    const name = inGroup && page.name !== 'index' ? `g-${page.name}` : page.name
    const front = [page.title === undefined ? '' : `title: ${page.title}`, page.icon === undefined ? '' : `icon: ${page.icon}`].filter(Boolean)
    files[join(path, `${name}.mdx`)] = front.length === 0 ? 'Body.\n' : `---\n${front.join('\n')}\n---\n\nBody.\n`
  }
  if (folder.meta) files[join(path, 'meta.json')] = JSON.stringify(folder.meta)
  for (const { name, folder: child } of folder.folders) filesOf(child, join(path, name), inGroup || name.startsWith('('), files)
}

test('docsnav builds the page tree fumadocs-core’s loader() builds, on generated content folders', async () => {
  const loader = await realLoader()
  let run = 0
  let nodes = 0
  await fc.assert(
    fc.asyncProperty(folderArbitrary(2), async (folder) => {
      const root = join(work, String(run++))
      const files: Record<string, string> = {}
      filesOf(folder, 'content/docs', false, files)
      mkdirSync(join(root, 'content/docs'), { recursive: true })
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, path)), { recursive: true })
        writeFileSync(join(root, path), text)
      }
      let real
      try {
        real = loader({ source: { files: sourceFiles(join(root, 'content/docs')) }, baseUrl: '/docs' }).getPageTree()
      } catch (error) {
        // Fumadocs refuses the folder (duplicated slugs): the import says so.
        const report = new ImportReport()
        fumadocsTrees(root, report)
        expect(String(error)).toMatch(/Duplicated slugs/)
        expect(report.diagnostics.map((diagnostic) => diagnostic.code)).toContain('DN1202')
        return
      }
      const ours = fumadocsTrees(root, new ImportReport())
      expect(plainOurs(ours!.trees.get('')!)).toEqual(plainReal(real))
      nodes += JSON.stringify(plainReal(real)).split('"type"').length - 1
    }),
    { numRuns: 200 },
  )
  expect(nodes).toBeGreaterThan(200)
}, 60_000)
