import { defineConfig } from 'vitest/config'
import LongestFirst from './test/helpers/sequencer.js'
import { MOCKING, SHARED, SLOW_SHARED } from './test/helpers/suites.js'
import { DEFAULT_TIMEOUT_MS } from './test/helpers/timeouts.js'

export default defineConfig({
  test: {
    // Builds dist/ when it is older than src/: the command-line tests run bin/docsnav.js.
    globalSetup: ['./test/helpers/global-setup.ts'],
    // Catches a hang; tests that do more say how long from what they do (test/helpers/timeouts.ts).
    testTimeout: DEFAULT_TIMEOUT_MS,
    hookTimeout: DEFAULT_TIMEOUT_MS,
    // Every fast-check property is seeded (DOCSNAV_TEST_SEED overrides it).
    setupFiles: ['./test/helpers/seed.ts'],
    // Two test files at a time even on two cores (vitest would run one): the differential test
    // spends most of its time waiting for Mintlify's packages, which run in a process of their own.
    maxWorkers: 2,
    // The longest files first, so that both workers end together (test/helpers/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    reporters: ['default', './test/helpers/plain-summary-reporter.ts'],
    // The files share a worker's modules, the unit-level ones and those that run other programs at
    // length each in a project of their own; those that replace a module get their own (test/helpers/suites.ts).
    projects: [
      { extends: true, test: SHARED },
      { extends: true, test: SLOW_SHARED },
      { extends: true, test: { name: 'isolated', include: [...MOCKING] } },
    ],
  },
})
