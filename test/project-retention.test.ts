import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')

/**
 * What a project kept open leaves for V8's young-generation collector. Only the latest result is
 * reachable, but a function stored where V8 makes it a constant of a hidden class (a getter given
 * to defineProperty, a method added to an object after it was made) is kept alive by that
 * collector until a full collection, and with it everything it closes over: each keystroke's
 * compile then survived, was copied and promoted (docs/performance.md, "What a keystroke kept
 * alive"). Measured in a process of its own (test/helpers/retention-probe.mjs), with the heap's
 * own figures: how much two young collections keep after six edits, against after one.
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

  const kept = (edits: number): number => {
    const probe = spawnSync(
      process.execPath,
      [
        '--expose-gc',
        '--max-semi-space-size=128',
        '--min-semi-space-size=128',
        join(root, 'test', 'helpers', 'retention-probe.mjs'),
        join(root, 'dist', 'index.js'),
        project,
        String(edits),
      ],
      { encoding: 'utf8', timeout: 120_000 },
    )
    expect(probe.status, probe.stderr).toBe(0)
    return (JSON.parse(probe.stdout) as { kept: number }).kept
  }

  it('keeps only the latest compile alive, not every compile since the last full collection', () => {
    const afterOne = kept(1)
    const afterSix = kept(6)
    // One compile's tree is kept (the latest result); before the fix, six edits kept six.
    expect(afterOne).toBeGreaterThan(0)
    expect(afterSix).toBeLessThan(afterOne * 2)
  })
})
