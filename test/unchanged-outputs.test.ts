import { execFileSync } from 'node:child_process'
import fc from 'fast-check'
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, renameSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { FileText } from '../src/output-folder/durable-files.js'
import { controlFileChunks } from '../src/output-folder/manifest.js'
import { writeOutputs } from '../src/output-folder/write.js'
import { project, run, snapshot } from './helpers/cli.js'
import { docsJson } from './helpers/docs-json.js'

/**
 * A rebuild leaves in place every output the folder holds as the last build wrote it, with the
 * same bytes (docs/safety.md): not written, not moved, its inode and time kept.
 */

/** Each file's inode and modification time (ns) below `folder`, by name, docsnav's control folder left out. */
function identities(folder: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name)
    if (!entry.isFile() || path.includes(`${folder}/.docsnav`)) continue
    const stats = statSync(path, { bigint: true })
    found[path.slice(folder.length + 1)] = `${stats.ino}:${stats.mtimeNs}`
  }
  return found
}

/** Text given in chunks, counting how often it is made. */
function chunked(parts: readonly string[], made: { count: number }): FileText {
  return {
    *chunks() {
      made.count++
      yield* parts
    },
  }
}

const LARGE = 'x'.repeat(300_000)
// Past the size compared in memory (1 MB): compared once staged.
const largeParts = (last: string) => [LARGE, LARGE, LARGE, LARGE, last]
const manifestOf = (out: string) => JSON.parse(readFileSync(join(out, '.docsnav', 'manifest.json'), 'utf8')) as { files: Record<string, { ino: string }> }

describe('writing outputs into a folder that holds them already', () => {
  it('leaves each output that is the same where it is, made once, whatever its size or kind', () => {
    const out = mkdtempSync(join(tmpdir(), 'docsnav-unchanged-'))
    const made = { count: 0 }
    const files = (large: string, page: string): Record<string, FileText> => ({
      'a.md': '# A\n',
      'pages/b.md': page,
      'pages/chunked.json': chunked(['{"a":', '1}'], made),
      // A surrogate pair split between two chunks is one character, as written.
      'pages/emoji.md': chunked(['a\ud83d', '\ude00b'], made),
      'search/large.json': chunked(largeParts(large), made),
      'search/large-string.json': 'y'.repeat(1_200_000),
      'image.bin': { chunks: () => [], bytes: () => new Uint8Array([0, 1, 2, 255]) },
    })
    const first = writeOutputs(out, files('end', '# B\n'), { ownable: () => true })
    expect(first).toMatchObject({ ok: true, unchanged: 0 })
    const before = identities(out)
    made.count = 0

    const again = writeOutputs(out, files('end', '# B\n'), { ownable: () => true })
    expect(again).toMatchObject({ ok: true, unchanged: 7 })
    expect(identities(out)).toEqual(before)
    // Each output made once: the large one compared as it was staged, not made again to compare.
    expect(made.count).toBe(3)
    expect(readdirSync(join(out, '.docsnav')).sort()).toEqual(['manifest.json'])
    expect(Object.keys(manifestOf(out).files).sort()).toEqual(Object.keys(before).sort())

    const changed = writeOutputs(out, files('END', '# B, changed\n'), { ownable: () => true })
    expect(changed).toMatchObject({ ok: true, unchanged: 5 })
    const after = identities(out)
    for (const name of Object.keys(before)) {
      const replaced = name === 'pages/b.md' || name === 'search/large.json'
      expect(after[name] !== before[name], name).toBe(replaced)
    }
    expect(readFileSync(join(out, 'pages/b.md'), 'utf8')).toBe('# B, changed\n')
    expect(readFileSync(join(out, 'search/large.json'), 'utf8')).toBe(largeParts('END').join(''))
  })

  it('writes a changed output larger than it compares in memory whole, from the chunks made to compare it', () => {
    const out = mkdtempSync(join(tmpdir(), 'docsnav-unchanged-'))
    const small = (text: string) => ({ 'big.txt': chunked(['a'.repeat(1000), text], { count: 0 }) })
    expect(writeOutputs(out, small('b'), { ownable: () => true }).ok).toBe(true)
    // The old file is 1,001 bytes: the new one is known to differ once 1,001 characters are made.
    const made = { count: 0 }
    const parts = ['a'.repeat(600), 'a'.repeat(600), 'c'.repeat(5000), 'd']
    const outcome = writeOutputs(out, { 'big.txt': chunked(parts, made) }, { ownable: () => true })
    expect(outcome).toMatchObject({ ok: true, unchanged: 0 })
    expect(made.count).toBe(1)
    expect(readFileSync(join(out, 'big.txt'), 'utf8')).toBe(parts.join(''))
  })

  it('recognises an output copied back by content, and records the copy so that it is not read again', () => {
    const out = mkdtempSync(join(tmpdir(), 'docsnav-unchanged-'))
    const files = { 'a.md': '# A\n', 'b.md': '# B\n' }
    expect(writeOutputs(out, files, { ownable: () => true }).ok).toBe(true)
    // A restore from a cache: the same bytes, another inode and time.
    copyFileSync(join(out, 'a.md'), join(out, 'a.copy'))
    renameSync(join(out, 'a.copy'), join(out, 'a.md'))
    utimesSync(join(out, 'a.md'), new Date(2001, 0, 1), new Date(2001, 0, 1))
    const restored = identities(out)
    expect(writeOutputs(out, files, { ownable: () => true })).toMatchObject({ ok: true, unchanged: 2 })
    expect(identities(out)).toEqual(restored)
    expect(manifestOf(out).files['a.md']!.ino).toBe(String(statSync(join(out, 'a.md'), { bigint: true }).ino))
  })

  it('writes every output with --force, one edited in place with its time set back too', () => {
    const out = mkdtempSync(join(tmpdir(), 'docsnav-unchanged-'))
    const files = { 'a.md': '# A\n' }
    expect(writeOutputs(out, files, { ownable: () => true }).ok).toBe(true)
    const { mtimeNs } = statSync(join(out, 'a.md'), { bigint: true })
    writeFileSync(join(out, 'a.md'), '# Z\n')
    // Its time set back to the nanosecond (coreutils' touch: Node sets times to the microsecond).
    const seconds = mtimeNs / 1_000_000_000n
    execFileSync('touch', ['-m', '-d', `@${seconds}.${String(mtimeNs - seconds * 1_000_000_000n).padStart(9, '0')}`, join(out, 'a.md')])
    // Taken as the last build's, unchanged, as docs/safety.md says: the same inode, size and time.
    expect(writeOutputs(out, files, { ownable: () => true })).toMatchObject({ ok: true, unchanged: 1 })
    expect(readFileSync(join(out, 'a.md'), 'utf8')).toBe('# Z\n')
    expect(writeOutputs(out, files, { ownable: () => true, force: true })).toMatchObject({ ok: true, unchanged: 0 })
    expect(readFileSync(join(out, 'a.md'), 'utf8')).toBe('# A\n')
  })

  it('replaces an output edited since only with --force, and then writes it', () => {
    const out = mkdtempSync(join(tmpdir(), 'docsnav-unchanged-'))
    const files = { 'a.md': '# A\n' }
    expect(writeOutputs(out, files, { ownable: () => true }).ok).toBe(true)
    writeFileSync(join(out, 'a.md'), '# Edited\n')
    expect(writeOutputs(out, files, { ownable: () => true })).toMatchObject({ ok: false, kind: 'not-ours', files: ['a.md'] })
    expect(writeOutputs(out, files, { ownable: () => true, force: true })).toMatchObject({ ok: true, unchanged: 0 })
    expect(readFileSync(join(out, 'a.md'), 'utf8')).toBe('# A\n')
  })
})

describe('docsnav build into the folder of the build before', () => {
  it('rewrites only the outputs of what changed, and says how many were left as they were', async () => {
    const folder = project(docsJson({ navigation: { groups: [{ group: 'Guide', pages: ['index', 'a', 'b'] }] } }), ['index', 'a', 'b'])
    const out = join(folder, 'out')
    const build = () => run(['build', folder, '--out', out, '--site-url', 'https://docs.example.com'])
    expect((await build()).code).toBe(0)
    const first = identities(out)

    const again = await build()
    expect(again.code).toBe(0)
    expect(again.stdout).toContain(`Wrote ${Object.keys(first).length} files to ${out} (all unchanged, left as they were)`)
    expect(identities(out)).toEqual(first)

    writeFileSync(join(folder, 'b.mdx'), '---\ntitle: B, edited\n---\n\nB has changed.\n')
    const edited = await run(['build', folder, '--out', out, '--site-url', 'https://docs.example.com', '--format', 'json'])
    expect(edited.code).toBe(0)
    const outputs = (JSON.parse(edited.stdout) as { outputs: { files: string[]; unchanged: number } }).outputs
    const after = identities(out)
    const rewritten = Object.keys(after).filter((name) => after[name] !== first[name])
    expect(rewritten).toContain('b.md')
    expect(rewritten).not.toContain('a.md')
    expect(outputs.unchanged).toBe(outputs.files.length - rewritten.length)
    // What is there is what a build into a new folder writes.
    expect((await run(['build', folder, '--out', `${out}-fresh`, '--site-url', 'https://docs.example.com'])).code).toBe(0)
    expect(snapshot(out)).toEqual(snapshot(`${out}-fresh`))
  })
})

describe('the control files, written in chunks', () => {
  const digits = fc.stringMatching(/^[0-9]{1,20}$/)
  const stamp = fc.record({ sha256: fc.stringMatching(/^[0-9a-f]{64}$/), size: digits, ino: digits, mtime: digits })
  // Names of any characters (JSON escapes some); many of them, so that the text comes in several chunks.
  const names = <T>(value: fc.Arbitrary<T>) => fc.dictionary(fc.string(), value, { maxKeys: 1500 })
  const manifest = fc.record({ docsnav: fc.constant(1), files: names(stamp) })
  const record = fc.record({ files: names(fc.record({ staged: stamp, before: fc.option(stamp, { nil: null }) })), remove: names(stamp) })

  it('are the text JSON.stringify writes, indented or not, followed by a line break', () => {
    fc.assert(
      fc.property(fc.oneof(manifest, record), fc.constantFrom(0 as const, 2 as const), (value, indent) => {
        const chunks = [...controlFileChunks(value, indent)]
        expect(chunks.join('')).toBe(`${JSON.stringify(value, null, indent === 0 ? undefined : indent)}\n`)
        // No chunk much past 64 KB: a large file is never one string.
        for (const chunk of chunks) expect(chunk.length).toBeLessThan(80_000)
      }),
      { numRuns: 40 },
    )
    const large = {
      docsnav: 1,
      files: Object.fromEntries(
        Array.from({ length: 5000 }, (_, index) => [`pages/page-${index}.md`, { sha256: 'f'.repeat(64), size: String(index), ino: '1', mtime: '2' }]),
      ),
    }
    // Members with no JSON value are left out, as JSON.stringify leaves them.
    for (const value of [{ a: undefined, b: { c: undefined }, d: { e: 1, f: undefined } }, { files: { x: undefined } }])
      for (const indent of [0, 2] as const)
        expect([...controlFileChunks(value, indent)].join('')).toBe(`${JSON.stringify(value, null, indent === 0 ? undefined : indent)}\n`)
    const chunks = [...controlFileChunks(large, 2)]
    expect(chunks.length).toBeGreaterThan(5)
    expect(chunks.join('')).toBe(`${JSON.stringify(large, null, 2)}\n`)
  })
})
