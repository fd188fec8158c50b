import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Builds dist/ when it is older than src/: the command-line tests run bin/docsnav.js.
    globalSetup: ['./test/helpers/global-setup.ts'],
    // Property tests and the corpus run take a few seconds each.
    testTimeout: 60_000,
    // Two test files at a time even on two cores (vitest would run one): the differential test
    // spends most of its time waiting for Mintlify's packages, which run in a process of their own.
    maxWorkers: 2,
    reporters: ['default', './test/helpers/plain-summary-reporter.ts'],
    // The page cache's signing key goes to the user's cache folder: the tests keep theirs apart.
    env: { XDG_CACHE_HOME: mkdtempSync(join(tmpdir(), 'docsnav-test-cache-')) },
  },
})
