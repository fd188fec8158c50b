import { buildDist } from '../../scripts/build-dist.mjs'

/**
 * Some tests run the real command line in a child process (bin/docsnav.js loads dist/, bundled):
 * build dist/ first whenever a source file, the build's scripts or the lockfile is newer than it,
 * so those tests never run stale code. Two runs side by side (`npm run test:quick` beside
 * `npm test`), or a run beside `npm run build`, build one at a time, and a run's tests never read
 * a half-written dist/ (scripts/build-dist.mjs).
 */
export default async function setup(): Promise<void> {
  await buildDist({ onlyIfStale: true })
}
