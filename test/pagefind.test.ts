import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compileSync } from '../src/index.js'
import { closePagefind, pagefindIndex } from '../src/search/pagefind.js'
import { repository, run, runProcess } from './helpers/cli.js'

const acme = join(repository, 'examples', 'acme')
const SITE_URL = 'https://docs.acme.example.com'

function read(file: string): string | undefined {
  try {
    return readFileSync(join(acme, file), 'utf8')
  } catch {
    return undefined
  }
}

/** Every file under a folder, by `/` path relative to it. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      join(entry.parentPath, entry.name)
        .slice(folder.length + 1)
        .split('\\')
        .join('/'),
    )
    .sort()
}

afterAll(() => closePagefind())

describe('the Pagefind index', () => {
  it('is built by the real Pagefind from a compile of the example: one record per indexable page, split by language', async () => {
    const result = compileSync(acme)
    const files = await pagefindIndex({ tree: result.tree, site: result.site!, siteUrl: SITE_URL, content: read })
    const entry = JSON.parse(new TextDecoder().decode(files['pagefind-entry.json'])) as { languages: Record<string, { page_count: number }> }
    const indexable = result.site!.routes.filter((route) => route.indexable)
    const count = (language: string) => indexable.filter((route) => (route.language ?? 'en') === language).length
    expect(Object.keys(entry.languages).sort()).toEqual(['en', 'fr'])
    expect(entry.languages.en!.page_count).toBe(count('en'))
    expect(entry.languages.fr!.page_count).toBe(count('fr'))
    // Pagefind's own UI comes with the index, for the preview's search box and the site's.
    for (const name of ['pagefind.js', 'pagefind-ui.js', 'pagefind-ui.css', 'wasm.en.pagefind']) expect(Object.keys(files)).toContain(name)
    expect(Object.keys(files).some((name) => name.startsWith('filter/'))).toBe(true)
  })
})

describe('build --pagefind', () => {
  it('writes the index into <out>/pagefind/ with the other outputs, byte for byte as Pagefind made it (the bundled command line)', async () => {
    const copy = join(mkdtempSync(join(tmpdir(), 'docsnav-pagefind-')), 'acme')
    cpSync(acme, copy, { recursive: true })
    const out = join(copy, '..', 'out')
    const built = runProcess(['build', copy, '--out', out, '--site-url', SITE_URL, '--pagefind'], { timeout: 120_000 })
    expect(built.stderr).toBe('')
    expect(built.code).toBe(0)
    const written = filesUnder(join(out, 'pagefind'))
    const result = compileSync(copy)
    const files = await pagefindIndex({ tree: result.tree, site: result.site!, siteUrl: SITE_URL, content: read })
    expect(written).toEqual(Object.keys(files).sort())
    for (const name of written) expect(Buffer.compare(readFileSync(join(out, 'pagefind', name)), Buffer.from(files[name]!)), name).toBe(0)
    // Beside the other outputs of the build, in the same write.
    expect(filesUnder(out)).toEqual(expect.arrayContaining(['docsearch.json', 'routes.json', 'pagefind/pagefind-entry.json']))
    // A second build replaces them: they are docsnav's, by the manifest.
    const again = runProcess(['build', copy, '--out', out, '--site-url', SITE_URL, '--pagefind'], { timeout: 120_000 })
    expect(again.code).toBe(0)
    // And a build without --pagefind takes them away.
    const without = runProcess(['build', copy, '--out', out, '--site-url', SITE_URL], { timeout: 120_000 })
    expect(without.code).toBe(0)
    expect(filesUnder(out).some((name) => name.startsWith('pagefind/'))).toBe(false)
  })

  it('is refused without --site-url, with --no-files, with --watch, and on other commands', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'docsnav-pagefind-')), 'out')
    for (const [args, words] of [
      [['build', acme, '--out', out, '--pagefind'], /--pagefind needs --site-url/],
      [['build', acme, '--out', out, '--site-url', SITE_URL, '--pagefind', '--no-files'], /--pagefind reads page files/],
      [['build', acme, '--out', out, '--site-url', SITE_URL, '--pagefind', '--watch'], /--pagefind does not go with --watch/],
      [['check', acme, '--pagefind'], /--pagefind goes with build/],
    ] as const) {
      const refused = await run([...args])
      expect(refused.code, args.join(' ')).toBe(2)
      expect(refused.stderr).toMatch(words)
    }
    expect(readdirSync(join(out, '..'))).toEqual([])
  })
})
