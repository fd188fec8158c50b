import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { timeoutFor } from './helpers/timeouts.js'

const root = join(import.meta.dirname, '..')

/**
 * What a project kept open leaves for V8's young-generation collector. Only the latest result is
 * reachable, but a function stored where V8 makes it a constant of a hidden class (a getter given
 * to defineProperty, a method added to an object after it was made) is kept alive by that
 * collector until a full collection, and with it everything it closes over: each keystroke's
 * compile then survived, was copied and promoted (docs/performance.md, "What a keystroke kept
 * alive"). Measured in a process of its own (test/helpers/retention-probe.mjs), with the heap's
 * own figures: how much two young collections keep after seven edits, against after one; with the
 * results indexed as the language server indexes them too.
 */
describe('a project kept open, for the young-generation collector', () => {
  let project: string
  beforeAll(() => {
    project = mkdtempSync(join(tmpdir(), 'docsnav-retention-'))
    // 40 groups of 250 pages: a tree large enough that one compile's is clearly more than noise.
    const groups = Array.from({ length: 40 }, (_, group) => ({
      group: `Group ${group}`,
      pages: Array.from({ length: 250 }, (_, page) => `section-${group}/page-${page}`),
    }))
    writeFileSync(join(project, 'docs.json'), JSON.stringify({ name: 'Retention', theme: 'mint', navigation: { groups } }, null, 2))
  })
  afterAll(() => rmSync(project, { recursive: true, force: true }))

  /** What two young collections keep after `edits` edits (bytes), and how many collections ran during them. */
  const probe = (edits: number, mode: 'check' | 'lsp'): { kept: number; collectedDuring: number } => {
    const run = spawnSync(
      process.execPath,
      [
        '--expose-gc',
        '--max-semi-space-size=128',
        '--min-semi-space-size=128',
        // Else V8 may start allocating what always survived straight into the old space, and both figures shrink.
        '--no-allocation-site-pretenuring',
        join(root, 'test', 'helpers', 'retention-probe.mjs'),
        join(root, 'dist'),
        project,
        String(edits),
        mode,
      ],
      { encoding: 'utf8', timeout: timeoutFor(2, 60_000) / 2 },
    )
    expect(run.status, run.stderr).toBe(0)
    const figures = JSON.parse(run.stdout) as { kept: number; collectedDuring: number }
    // The figure means something only if no collection ran during the edits.
    expect(figures.collectedDuring).toBe(0)
    return figures
  }

  // One edit and seven end on the same text (a character added); before the fix, seven kept seven compiles.
  it.each(['check', 'lsp'] as const)(
    'keeps only the latest compile alive, not every compile since the last full collection (%s)',
    (mode) => {
      const afterOne = probe(1, mode).kept
      const afterSeven = probe(7, mode).kept
      expect(afterOne).toBeGreaterThan(0)
      expect(afterSeven).toBeLessThan(afterOne * 2)
    },
    timeoutFor(2, 60_000),
  )
})
