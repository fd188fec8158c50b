import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProject } from '../src/project/project.js'
import { EditedText } from '../src/source/edited-text.js'
import { timeoutFor } from './helpers/timeouts.js'

const repository = join(import.meta.dirname, '..')

/**
 * docs.json given to a project kept open as an editor's EditedText (as the language server gives
 * it): every compile's result is what the same text given as a string gives, and a keystroke's
 * compile reads the text where it was edited, without a whole copy of it (docs/incremental.md,
 * "The edited text in pieces").
 */
describe('a project given an EditedText', () => {
  let root: string
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'docsnav-edited-'))
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('compiles what the same text given whole compiles, edit after edit', async () => {
    const folder = join(root, 'same')
    const base = JSON.stringify(
      {
        name: 'Edited',
        theme: 'mint',
        navigation: {
          tabs: [
            { tab: 'Guides', groups: [{ group: 'Start', pages: ['intro', 'setup', 'intro'] }] },
            { tab: 'Reference', groups: [{ group: 'API', pages: ['api/pets', 'api/users'] }] },
          ],
        },
        redirects: [{ source: '/old', destination: '/intro' }],
      },
      null,
      2,
    )
    mkdirSync(folder)
    writeFileSync(join(folder, 'docs.json'), base)
    const edits = fc.array(
      fc.record({ at: fc.nat(), remove: fc.nat({ max: 4 }), insert: fc.constantFrom('', 'x', '"', ',', '}', ' ', 'page', '"group": "G", ', '\n') }),
      { minLength: 1, maxLength: 8 },
    )
    await fc.assert(
      fc.asyncProperty(edits, async (changes) => {
        const whole = createProject(folder, { noFiles: true })
        const inPieces = createProject(folder, { noFiles: true })
        let text = base
        let edited = EditedText.of(base)
        whole.setText('docs.json', text)
        inPieces.setText('docs.json', edited)
        expect((await inPieces.compile()).diagnostics).toEqual((await whole.compile()).diagnostics)
        for (const { at, remove, insert } of changes) {
          const start = at % (text.length + 1)
          const end = Math.min(text.length, start + remove)
          text = text.slice(0, start) + insert + text.slice(end)
          edited = edited.edit(start, end, insert)
          whole.setText('docs.json', text)
          inPieces.setText('docs.json', edited)
          const [expected, found] = [await whole.compile(), await inPieces.compile()]
          expect(found.diagnostics).toEqual(expected.diagnostics)
          expect(found.summary).toEqual(expected.summary)
          expect(found.sources).toEqual(expected.sources)
        }
      }),
      { numRuns: 60 },
    )
  })

  it('compiles a keystroke without a whole copy of the edited text, where a string of it is copied', () => {
    const folder = join(root, 'large')
    const groups = Array.from({ length: 20 }, (_, group) => ({ group: `Group ${group}`, pages: [`page-${group}`] }))
    // Six megabytes, most of it white space after the value: large enough that a copy of it stands out.
    const text = `${JSON.stringify({ name: 'Large', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { groups } }, null, 2)}${' '.repeat(6_000_000)}\n`
    mkdirSync(folder)
    writeFileSync(join(folder, 'docs.json'), text)
    const probe = (mode: 'string' | 'edited'): number => {
      // A collection during the compile may free what it adds: measured again then, up to three times.
      for (let attempt = 0; attempt < 3; attempt++) {
        const run = spawnSync(
          process.execPath,
          // New space at its largest from the start: else the copy, a young large object, may set off a collection.
          [
            '--max-semi-space-size=64',
            '--min-semi-space-size=64',
            join(repository, 'test', 'helpers', 'whole-copy-probe.mjs'),
            join(repository, 'dist'),
            folder,
            mode,
          ],
          { encoding: 'utf8', timeout: timeoutFor(2, 60_000) / 2 },
        )
        expect(run.status, run.stderr).toBe(0)
        const figures = JSON.parse(run.stdout) as { grew: number; collectedDuring: number }
        if (figures.collectedDuring === 0) return figures.grew
      }
      throw new Error('a collection ran during each of three compiles')
    }
    // The measure sees a copy: given as a string, the edited text is copied whole (one byte a character).
    expect(probe('string')).toBeGreaterThanOrEqual(text.length)
    expect(probe('edited')).toBeLessThan(text.length / 10)
  })
})
