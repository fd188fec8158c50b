import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Builds dist/ when it is older than src/: the command-line tests run bin/docsnav.js.
    globalSetup: ['./test/helpers/global-setup.ts'],
    // Property tests and the corpus run take a few seconds each.
    testTimeout: 60_000,
    reporters: ['default', './test/helpers/plain-summary-reporter.ts'],
  },
})
