import fc from 'fast-check'
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { compileSync } from '../src/index.js'
import { LazyArray, LazyObject, jsonOutput } from '../src/emit/output-text.js'
import { pageMarkdownOutputs } from '../src/emit/page-markdown.js'
import { FLUSH_AT_ONCE_FROM, flushFiles, writeDurably } from '../src/output-folder/durable-files.js'
import { writeOutputs } from '../src/output-folder/write.js'
import { syntheticSite } from '../bench/synthetic-site.js'
import { run } from './helpers/cli.js'

/** A JSON value with some containers past the size below which jsonOutput hands them to JSON.stringify whole. */
const jsonValue = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { minLength: 500, maxLength: 700 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string(), fc.array(fc.integer(), { maxLength: 3 }), { minKeys: 300, maxKeys: 400 }) },
)

/** The value with some of its containers made lazy (as emitters give them), chosen by `seed`. */
function lazily(value: unknown, seed: number): unknown {
  if (typeof value !== 'object' || value === null) return value
  const lazy = seed % 2 === 0
  if (Array.isArray(value)) {
    const items = value.map((item, index) => lazily(item, seed + index + 1))
    return lazy ? new LazyArray(() => items) : items
  }
  const entries = Object.entries(value).map(([key, member], index) => [key, lazily(member, seed + index + 1)] as const)
  return lazy ? new LazyObject(() => entries) : Object.fromEntries(entries)
}

const chunked = (output: { chunks(): Iterable<string> }) => Array.from(output.chunks()).join('')

describe('outputs made as they are written', () => {
  it('are, chunk by chunk, exactly what JSON.stringify writes, compact and indented', () => {
    fc.assert(
      fc.property(jsonValue, fc.boolean(), fc.nat(), (value, pretty, seed) => {
        const expected = `${JSON.stringify(value, null, pretty ? 2 : undefined)}\n`
        const output = jsonOutput(lazily(value, seed), pretty)
        expect(chunked(output)).toBe(expected)
        expect(output.text()).toBe(expected)
      }),
      { numRuns: 150 },
    )
  })

  it('leave out members with no JSON value as JSON.stringify does, and write them as null in arrays', () => {
    const big = Array.from({ length: 600 }, (_, index) => (index % 3 === 0 ? undefined : { index, gone: undefined }))
    const value = {
      big,
      gone: undefined,
      lazy: new LazyObject(() => [
        ['a', undefined],
        ['b', 1],
      ]),
    }
    for (const pretty of [false, true]) {
      const expected = `${JSON.stringify(value, null, pretty ? 2 : undefined)}\n`
      expect(chunked(jsonOutput(value, pretty))).toBe(expected)
    }
  })

  it('are the same text whether a compile gives them as strings or in chunks, for every output of a large site', () => {
    const folder = syntheticSite(join(import.meta.dirname, '..', 'bench', '.cache', 'site-2000'), 2000)
    for (const pretty of [false, true]) {
      const options = { siteUrl: 'https://docs.example.com', pretty, targets: ['docusaurus', 'mkdocs'] as const }
      const whole = compileSync(folder, { outputs: { ...options, targets: [...options.targets] } })
      const streamed = compileSync(folder, { outputs: { ...options, targets: [...options.targets], stream: true } })
      expect(streamed.files).toBeUndefined()
      expect(Object.keys(streamed.outputs!)).toEqual(Object.keys(whole.files!))
      for (const [name, output] of Object.entries(streamed.outputs!)) expect(chunked(output), name).toBe(whole.files![name])
      // Reading an output twice makes it twice, the same.
      expect(chunked(streamed.outputs!['routes.json']!)).toBe(whole.files!['routes.json'])
    }
  })

  it("keep no page's Markdown once read: each read makes it again from the page (a large site's are never all held)", () => {
    const config = { name: 'Docs', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { pages: ['intro'] } }
    const files = { 'intro.mdx': '---\ntitle: Intro\n---\n\nHello.\n' }
    const result = compileSync({ config, files }, { outputs: true })
    const reads: string[] = []
    const outputs = pageMarkdownOutputs(result.site!, 'https://docs.example.com', (file) => {
      reads.push(file)
      return files[file as keyof typeof files]
    })
    const first = chunked(outputs['intro.md']!)
    expect(chunked(outputs['intro.md']!)).toBe(first)
    expect(reads).toEqual(['intro.mdx', 'intro.mdx'])
  })

  it('are written by build byte for byte as the API gives them', async () => {
    const folder = syntheticSite(join(import.meta.dirname, '..', 'bench', '.cache', 'site-2000'), 2000)
    const out = join(mkdtempSync(join(tmpdir(), 'docsnav-streamed-')), 'out')
    const built = await run(['build', folder, '--out', out, '--site-url', 'https://docs.example.com', '--target', 'starlight'])
    expect(built.code).toBe(0)
    const expected = compileSync(folder, { outputs: { siteUrl: 'https://docs.example.com', targets: ['starlight'] } }).files!
    // Beside the outputs, only docsnav's own control folder.
    const written = readdirSync(out, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(out.length + 1))
      .filter((name) => !name.startsWith('.docsnav/'))
    expect(written.sort()).toEqual(Object.keys(expected).sort())
    for (const [name, text] of Object.entries(expected)) expect(readFileSync(join(out, name), 'utf8'), name).toBe(text)
  })
})

describe('writeDurably', () => {
  it('writes a surrogate pair split between two chunks as one character, and hashes what it wrote', () => {
    const folder = mkdtempSync(join(tmpdir(), 'docsnav-durable-'))
    const chunks = ['a\ud83d', '\ude00b', '\ud83d', '\ude00']
    const hash = writeDurably(join(folder, 'out.txt'), { chunks: () => chunks })
    const bytes = readFileSync(join(folder, 'out.txt'))
    expect(bytes.toString('utf8')).toBe('a\u{1f600}b\u{1f600}')
    expect(bytes).toEqual(Buffer.from('a\u{1f600}b\u{1f600}'))
    expect(hash).toBe(createHash('sha256').update(bytes).digest('hex'))
  })
})

describe('many outputs, flushed together', () => {
  it('are written whole, with their manifest, and replace the previous ones as few are', () => {
    const out = mkdtempSync(join(tmpdir(), 'docsnav-flush-'))
    const files = (round: number) =>
      Object.fromEntries(
        Array.from({ length: FLUSH_AT_ONCE_FROM * 2 }, (_, index) => [`pages/group-${index % 7}/page-${index}.md`, `# Page ${index}, round ${round}\n`]),
      )
    for (const round of [1, 2]) {
      const outcome = writeOutputs(out, files(round), { ownable: () => true })
      expect(outcome.ok).toBe(true)
      for (const [name, text] of Object.entries(files(round))) expect(readFileSync(join(out, name), 'utf8')).toBe(text)
      const manifest = JSON.parse(readFileSync(join(out, '.docsnav', 'manifest.json'), 'utf8')) as { files: Record<string, unknown> }
      expect(Object.keys(manifest.files).sort()).toEqual(Object.keys(files(round)).sort())
      expect(readdirSync(join(out, '.docsnav')).sort()).toEqual(['manifest.json'])
    }
  })

  it('flushes files one by one where there are few of them', () => {
    const folder = mkdtempSync(join(tmpdir(), 'docsnav-flush-'))
    const paths = ['a.txt', 'b.txt'].map((name) => join(folder, name))
    for (const path of paths) writeDurably(path, 'text', false)
    flushFiles(folder, paths)
    const asked: string[] = []
    flushFiles(folder, {
      count: paths.length,
      *paths() {
        for (const path of paths) {
          asked.push(path)
          yield path
        }
      },
    })
    expect(asked).toEqual(paths)
    for (const path of paths) expect(readFileSync(path, 'utf8')).toBe('text')
  })
})
