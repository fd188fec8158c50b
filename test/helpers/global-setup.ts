import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildDist } from '../../scripts/build-dist.mjs'

/**
 * Some tests run the real command line in a child process (bin/docsnav.js loads dist/, bundled):
 * build dist/ first whenever a source file, the build's scripts or the lockfile is newer than it,
 * so those tests never run stale code. Two runs side by side (`npm run test:quick` beside
 * `npm test`), or a run beside `npm run build`, build one at a time, and a run's tests never read
 * a half-written dist/ (scripts/build-dist.mjs).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  await buildDist({ onlyIfStale: true })
  // A scratch folder for the project's tests: their temporary folders and those of the programs
  // they start (TMPDIR), and the page cache's signing key (the user's cache folder, kept apart);
  // removed once every test is done, so that no run leaves hundreds of folders behind.
  const scratch = mkdtempSync(join(tmpdir(), 'docsnav-tests-'))
  mkdirSync(join(scratch, 'cache'))
  project.config.env = { ...project.config.env, TMPDIR: scratch, XDG_CACHE_HOME: join(scratch, 'cache') }
  return () => rmSync(scratch, { recursive: true, force: true })
}
