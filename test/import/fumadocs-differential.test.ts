import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fumadocsTrees } from '../../src/import/fumadocs.js'
import { importSite } from '../../src/import/index.js'
import { ImportReport } from '../../src/import/report.js'
import type { TreeNode, TreeRoot } from '../../src/import/fumadocs/tree.js'
import { navigationShape, type ShapeItem } from '../../src/testing/round-trip/shape.js'
import { plainOurs, plainReal, realLoader, sourceFiles } from './fumadocs-loader.js'

// docsnav's reading of a Fumadocs project against fumadocs-core's own loader(): the same page
// tree (order, names, URLs, folders, separators, links), and the imported docs.json leads to the
// same pages in the same order with the same labels.
const fixtures = join(import.meta.dirname, '..', 'fixtures', 'import', 'fumadocs')
const corpus = join(import.meta.dirname, '..', 'import-corpus', 'fumadocs')
const projects = [
  ...readdirSync(fixtures).map((name) => ({ name: `fixture ${name}`, root: join(fixtures, name) })),
  ...(existsSync(corpus)
    ? readdirSync(corpus, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => ({ name: `corpus ${entry.name}`, root: join(corpus, entry.name) }))
    : []),
]

describe('Fumadocs import against fumadocs-core’s loader()', () => {
  it.each(projects)('$name: the same page tree, and docs.json leads to its pages in its order', async ({ root }) => {
    const read = fumadocsTrees(root, new ImportReport())
    expect(read).toBeDefined()
    const { project, trees } = read!
    const loader = await realLoader()
    const real = loader({
      source: { files: sourceFiles(join(root, project.contentDir)) },
      baseUrl: project.baseUrl,
      ...(project.i18n ? { i18n: { defaultLanguage: project.i18n.defaultLanguage, languages: project.i18n.languages, parser: project.i18n.parser } } : {}),
    })
    for (const [language, tree] of trees) {
      const theirs = language === '' ? real.getPageTree() : real.getPageTree(language)
      expect(plainOurs(tree), `language ${language || '(none)'}`).toEqual(plainReal(theirs))
    }

    // The import: every page the tree leads to (by URL less the base, with its label), in order.
    const result = await importSite(root, { from: 'fumadocs' })
    expect(result.compiled?.summary.errors).toBe(0)
    const shape = navigationShape(result.compiled!)!
    const language = project.i18n?.defaultLanguage ?? ''
    const expected = pagesIn(trees.get(language) as TreeRoot, project.baseUrl, project.i18n ? language : '', project.i18n?.parser === 'dir')
    const imported = shape.sidebars
      .filter((sidebar) => !project.i18n || sidebar.chain[0] === `language:${language}` || sidebar.chain.length === 0)
      .flatMap((sidebar) => pagesOfShape(sidebar.items))
    expect(imported).toEqual(expected)
  })
})

/** The pages of a tree in order, by URL (less the base, and the locale but with the dir parser) and label; a folder's index first. */
function pagesIn(tree: TreeRoot, baseUrl: string, locale: string, keepsLocale: boolean): Array<{ url: string; label?: string }> {
  const strip = (url: string) => {
    let path = url
    if (locale !== '' && (path === `/${locale}` || path.startsWith(`/${locale}/`))) path = path.slice(locale.length + 1) || '/'
    const base = `/${baseUrl.split('/').filter(Boolean).join('/')}`
    if (base !== '/' && (path === base || path.startsWith(`${base}/`))) path = path.slice(base.length) || '/'
    // With the dir parser the import keeps each language's folder, the default one's too.
    return keepsLocale ? `/${locale}${path === '/' ? '' : path}` : path
  }
  const out: Array<{ url: string; label?: string }> = []
  const visit = (nodes: readonly TreeNode[]) => {
    for (const node of nodes) {
      if (node.type === 'page' && node.file) out.push({ url: strip(node.url), label: node.name })
      if (node.type === 'folder') {
        if (node.index) out.push({ url: strip(node.index.url) })
        visit(node.children)
      }
    }
  }
  // Root folders come after the rest, as the import makes them tabs after the leading one.
  visit(tree.children.filter((node) => !(node.type === 'folder' && node.root)))
  for (const node of tree.children) if (node.type === 'folder' && node.root) visit(node.children)
  return out
}

function pagesOfShape(items: readonly ShapeItem[]): Array<{ url: string; label?: string }> {
  return items.flatMap((item) =>
    'page' in item ? [{ url: item.url, label: item.page }] : [...(item.root === undefined ? [] : [{ url: item.root }]), ...pagesOfShape(item.items)],
  )
}
