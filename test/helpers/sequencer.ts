import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * About how long the longest test files take in a full run on a two-core machine, both workers busy
 * (2026-12-05: the last full run), in seconds,
 * for a run that has no timings of its own yet (a fresh clone, CI): without them vitest would start the
 * largest files first, and the gallery's, a few lines each and minutes long, would start last and
 * keep one worker busy long after the other is done. Measured, not asserted: a file missing here
 * or timed wrongly only starts later or sooner.
 */
const SECONDS: Record<string, number> = {
  'test/mintlify/differential.test.ts': 310,
  'test/browser/gallery-vitepress.test.ts': 100,
  'test/browser/gallery-fumadocs.test.ts': 95,
  'test/browser/docusaurus-page-bodies.test.ts': 95,
  'test/browser/starlight-sites.test.ts': 90,
  'test/browser/gallery-docusaurus.test.ts': 80,
  'test/browser/gallery-mkdocs.test.ts': 80,
  'test/browser/fumadocs-dev.test.ts': 65,
  'test/browser/gallery-starlight.test.ts': 60,
  'test/browser/starlight-package.test.ts': 55,
  'test/build-faults.test.ts': 55,
  'test/browser/page-bodies.test.ts': 45,
  'test/browser/fumadocs.test.ts': 35,
  'test/browser/accessibility.test.ts': 35,
  'test/properties/project.test.ts': 35,
  'test/browser/starlight-dev.test.ts': 35,
  'test/browser/docusaurus.test.ts': 30,
  'test/browser/switchers.test.ts': 30,
  'test/import/round-trip.test.ts': 30,
  'test/corpus.test.ts': 25,
  'test/browser/vitepress-dev.test.ts': 25,
  'test/corpus-render.test.ts': 25,
  'test/browser/preview-phone.test.ts': 25,
  'test/browser/live-reload.test.ts': 25,
  'test/browser/vitepress.test.ts': 25,
  'test/browser/starlight.test.ts': 20,
  'test/browser/mkdocs.test.ts': 20,
  'test/browser/vitepress-bodies.test.ts': 20,
}

/**
 * Longest first, so that the two workers finish together: by the time of each file's last run
 * (vitest keeps them), else by {@link SECONDS}, else after those, largest first. A file that failed
 * last time still runs first, as vitest's own order has it.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root
    const known = files.map((file) => {
      const path = relative(root, file.moduleId).split('\\').join('/')
      const key = `${file.project.name}:${path}`
      // A project of the quick loop's that has not run yet takes the time of the file's last full run.
      const last = this.ctx.cache.getFileTestResults(key) ?? this.ctx.cache.getFileTestResults(`:${path}`)
      // An unknown file's size in bytes stands for a tiny time: it sorts among the unknown ones only.
      const seconds = last?.duration !== undefined ? last.duration / 1000 : (SECONDS[path] ?? (this.ctx.cache.getFileStats(key)?.size ?? 0) / 1e9)
      return { file, failed: last?.failed === true, seconds }
    })
    known.sort((a, b) => Number(b.failed) - Number(a.failed) || b.seconds - a.seconds)
    return known.map(({ file }) => file)
  }
}
