import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importSite } from '../../src/import/index.js'
import { causeOf } from '../../src/import/docusaurus/load.js'
import { docusaurusProject } from '../fixtures/import/docusaurus/project.js'
import { run } from '../helpers/cli.js'

/**
 * Repositories keep their Docusaurus site in `website/` and its docs beside it, read with
 * `path: '../docs'` (prettier, jest, metro, redux): prettier's site (test/import-corpus, MIT) in
 * that layout, as its repository has it. Imported from the repository's root it lists the pages
 * Docusaurus builds (it ended in an internal error, DN9001, "the reader gave no navigation, and no
 * reason"); imported from `website/` it says to import the folder above.
 */
const prettier = join(process.cwd(), 'test', 'import-corpus', 'docusaurus', 'prettier')
const counts = JSON.parse(readFileSync(join(process.cwd(), 'test', 'import-corpus', 'docusaurus', 'pages.json'), 'utf8')) as Record<string, { docs: number }>

/** prettier's repository layout: website/ with the config, sidebars and versions; docs/ beside it; `extra` files too. */
function prettierRepository(extra: Record<string, string> = {}) {
  const project = docusaurusProject(extra)
  mkdirSync(join(project.root, 'website'), { recursive: true })
  cpSync(join(prettier, 'docs'), join(project.root, 'docs'), { recursive: true })
  for (const entry of ['versioned_docs', 'versioned_sidebars', 'versions.json', 'sidebars.json'])
    cpSync(join(prettier, entry), join(project.root, 'website', entry), { recursive: true })
  const config = readFileSync(join(prettier, 'docusaurus.config.js'), 'utf8')
  expect(config).toContain("path: 'docs'")
  writeFileSync(join(project.root, 'website', 'docusaurus.config.js'), config.replaceAll("path: 'docs'", "path: '../docs'"))
  return project
}

describe("Docusaurus's site in website/, its docs beside it", () => {
  it('imports from the repository root with the pages Docusaurus builds, and no errors', async () => {
    const project = prettierRepository()
    try {
      const fromRoot = await importSite(project.root)
      expect(fromRoot.kind).toBe('docusaurus')
      expect(fromRoot.report.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([])
      expect(fromRoot.pages).toBe(counts.prettier!.docs)
      // docs.json at the root, its pages from docs/ and website/versioned_docs/ (each version in a folder of its own).
      expect(fromRoot.folder).toBe('')
      expect(fromRoot.changes).toContainEqual({ file: 'docs/api.md', moveTo: 'docs/next/api.md' })
      expect(fromRoot.changes.some((change) => change.file.startsWith('website/versioned_docs/'))).toBe(true)

      // From website/ itself: the docs are listed where Docusaurus reads them, and the import says to take the folder above.
      const fromWebsite = await importSite(join(project.root, 'website'))
      const outside = fromWebsite.report.diagnostics.find((diagnostic) => diagnostic.params.what === 'docs outside the project folder')
      expect(outside?.params.detail).toContain('`../docs`')
      expect(fromWebsite.report.diagnostics.filter((diagnostic) => diagnostic.code === 'DN9001')).toEqual([])
    } finally {
      project.remove()
    }
  })

  it("leaves the repository's other page files out with a .mintignore, written with --write-pages", async () => {
    // What prettier's repository holds beside its docs: test fixtures (one's frontmatter a YAML
    // list, which was an error of the checked result, DN4007), a changelog, the blog; and a doc's
    // partial outside the docs folder, which stays.
    const project = prettierRepository({
      'tests/format/markdown/yaml/complex.md': '---\n- hello:    world\n---\n\n# Complex\n',
      'tests/format/mdx/[brackets].mdx': '# Brackets\n',
      'CHANGELOG.md': '# 3.0.0\n',
      'website/blog/2024-01-01-release.md': '---\ntitle: Release\n---\n\nText.\n',
      'docs/shared-note.md': "import Note from '../shared/_note.md'\n\n# Shared note\n\n<Note />\n",
      'shared/_note.md': 'A note.\n',
    })
    try {
      const planned = await importSite(project.root)
      expect(planned.report.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([])
      const said = planned.report.diagnostics.find((diagnostic) => diagnostic.code === 'DN1218')
      expect(said?.message).toBe('`.mintignore` leaves out 4 page files that docusaurus did not publish: `/CHANGELOG.md`, `/tests/`, `/website/blog/`')
      expect(planned.mintignore?.text).toBe('# Page files docusaurus did not publish (docsnav import)\n/CHANGELOG.md\n/tests/\n/website/blog/\n')

      writeFileSync(join(project.root, '.mintignore'), 'drafts/')
      const written = await run(['import', project.root, '--write-pages', '--no-color'])
      expect(written.code).toBe(0)
      // Added after the patterns the project had.
      expect(readFileSync(join(project.root, '.mintignore'), 'utf8')).toBe(
        'drafts/\n\n# Page files docusaurus did not publish (docsnav import)\n/CHANGELOG.md\n/tests/\n/website/blog/\n',
      )
      const checked = await run(['check', project.root, '--no-color'])
      expect(checked.stdout).toMatch(/✔ 0 errors/)
    } finally {
      project.remove()
    }
  })

  it('says what it looked for when told a folder without a config is a Docusaurus site', async () => {
    const project = docusaurusProject({ 'docs/intro.md': '# Intro\n' })
    try {
      const result = await importSite(project.root, { from: 'docusaurus' })
      expect(result.report.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['DN1201'])
      expect(result.report.diagnostics[0]!.message).toContain('docusaurus.config.{js,mjs,cjs,ts,mts,cts} in the folder or in website/')
    } finally {
      project.remove()
    }
  })
})

describe('a Docusaurus the import cannot read', () => {
  it('names the version it has and the versions read, instead of an internal error', async () => {
    // A site on Docusaurus 3.5 (a custom preset's project): its docs plugin has no lib/versions/version.js.
    const root = mkdtempSync(join(tmpdir(), 'docsnav-docusaurus-old-'))
    try {
      writeFileSync(join(root, 'docusaurus.config.js'), "export default { title: 'Old', url: 'https://example.com', baseUrl: '/' }\n")
      for (const name of ['core', 'plugin-content-docs']) {
        const folder = join(root, 'node_modules', '@docusaurus', name)
        mkdirSync(folder, { recursive: true })
        writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: `@docusaurus/${name}`, version: '3.5.2', main: 'index.js' }))
        writeFileSync(join(folder, 'index.js'), 'module.exports = {}\n')
      }
      const result = await importSite(root)
      expect(result.report.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['DN1213'])
      expect(result.report.diagnostics.map((diagnostic) => diagnostic.message)).toEqual([
        'docsnav reads the navigation with Docusaurus 3.9 or a later 3.x, and this project has `@docusaurus/core` 3.5.2',
      ])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})

describe("Docusaurus's reason, once", () => {
  const config = (options: string, extra = '') =>
    `${extra}module.exports = { title: 'X', url: 'https://example.com', baseUrl: '/', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, plugins: [['@docusaurus/plugin-content-docs', ${options}]] }\n`

  it('gives the error Docusaurus wraps: a config reading a file that is not there', async () => {
    const project = docusaurusProject({ 'docusaurus.config.js': config('{}', "require('../no-such-package.json')\n"), 'docs/intro.md': '# Intro\n' })
    try {
      const result = await importSite(project.root)
      expect(result.report.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['DN1202'])
      // It said only "Docusaurus could not load module at path …/docusaurus.config.js".
      expect(result.report.diagnostics[0]!.message).toContain("Cannot find module '../no-such-package.json'")
    } finally {
      project.remove()
    }
  })

  it('takes the same cause with another doc named for the same reason (which doc fails first is timing)', () => {
    // As Docusaurus wraps it: the doc being read, then git's failure for that doc.
    const failing = (doc: string) =>
      new Error(`Can't process doc metadata for doc at path path=/site/docs/${doc} in version name=current`, {
        cause: new Error(`Command failed with exit code 128: git -c log.showSignature=false log --format=RESULT:%ct,%an --max-count=1 -- "${doc}"`),
      })
    expect(causeOf(failing('a.md'))).toBe(causeOf(failing('guides/b.mdx')))
    expect(causeOf(failing('a.md'))).toContain('exit code 128: git')
    // A different reason stays a reason of its own.
    expect(causeOf(new Error('x', { cause: new Error("Cannot find module 'a'") }))).not.toBe(
      causeOf(new Error('x', { cause: new Error("Cannot find module 'b'") })),
    )
  })

  it('says a cause every locale fails for once: the git history `showLastUpdateTime` needs, outside a repository', async () => {
    const root = mkdtempSync(join(tmpdir(), 'docsnav-docusaurus-nogit-'))
    try {
      symlinkSync(join(process.cwd(), 'generators', 'docusaurus', 'node_modules'), join(root, 'node_modules'))
      writeFileSync(join(root, 'docusaurus.config.js'), config('{ showLastUpdateTime: true }'))
      mkdirSync(join(root, 'docs'))
      for (const name of ['a', 'b', 'c']) writeFileSync(join(root, 'docs', `${name}.md`), `# ${name}\n`)
      // As a command line runs it: under a test runner (NODE_ENV=test) Docusaurus fakes the dates instead of asking git.
      const environment = process.env.NODE_ENV
      process.env.NODE_ENV = 'production'
      const result = await importSite(root).finally(() => {
        process.env.NODE_ENV = environment
      })
      const errors = result.report.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')
      expect(errors.map((diagnostic) => diagnostic.code)).toEqual(['DN1202'])
      expect(errors[0]!.message).toMatch(/: .*git/)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
