// Projects of other generators for the import's tests and benchmark (plain JavaScript, so that
// bench/import.js can use it too; its types are in generator-project.d.mts).
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** The repository's root. */
export const REPO = join(import.meta.dirname, '..', '..')

/** The kinds whose reader loads the generator's own modules from the project. */
const WITH_MODULES = new Set(['docusaurus', 'vitepress', 'starlight'])

/**
 * A temporary project inside `generators/<generator>/`, where the generator's installed modules
 * resolve as in a project that has it installed: a folder copied in, or the files given written.
 */
export function projectIn(generator, from) {
  const root = mkdtempSync(join(REPO, 'generators', generator, '.docsnav-import-'))
  if (typeof from === 'string') cpSync(from, root, { recursive: true })
  else
    for (const [path, text] of Object.entries(from)) {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), text)
    }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) }
}

/** A fixture folder of test/fixtures/import/<kind>/. */
export function fixture(kind, name) {
  return join(REPO, 'test', 'fixtures', 'import', kind, name)
}

/** What a real input of test/import-corpus/<kind>/<name>/ records of itself (its corpus.json), or `{}`. */
export function corpusEntry(kind, name) {
  const file = join(REPO, 'test', 'import-corpus', kind, name, 'corpus.json')
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
}

/**
 * A real input ready to import: for a kind read with the generator's modules, a copy inside
 * generators/<kind>/ with the modules its config imports only for the build (its corpus.json's
 * `stubs`: name → named exports) stood in for; for the others, the folder itself.
 */
export function corpusProject(kind, name) {
  const source = join(REPO, 'test', 'import-corpus', kind, name)
  if (!WITH_MODULES.has(kind)) return { root: source, remove: () => {} }
  const project = projectIn(kind, source)
  const stubs = corpusEntry(kind, name).stubs ?? {}
  // An ES module project, as VitePress and Astro configs are (Docusaurus's keep their own package.json).
  if (kind !== 'docusaurus') writeFileSync(join(project.root, 'package.json'), '{"name":"corpus","private":true,"type":"module"}\n')
  for (const [module, exports] of Object.entries(stubs)) {
    const folder = join(project.root, 'node_modules', module)
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: module, type: 'module', main: 'index.js' }))
    // A function returning what a Vite plugin or an Astro integration is at least: a name (and no hooks).
    const stub = `const stub = () => ({ name: ${JSON.stringify(module)}, hooks: {} })\nexport default stub\n`
    writeFileSync(join(folder, 'index.js'), stub + exports.map((name) => `export const ${name} = stub\n`).join(''))
  }
  return project
}
