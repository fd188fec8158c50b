import { defineConfig, mergeConfig } from 'vitest/config'
import base from './vitest.config.js'

/**
 * `npm run test:quick`, the loop for editing: every test but those that run other programs at
 * length (the real site generators, Mintlify's packages, the browser, process-killing fault runs,
 * remote specs on loopback, the corpus of real configurations) and the slowest property and
 * schema checks: under a minute on two cores. `npm test` runs everything, as CI does.
 */
export default mergeConfig(base, defineConfig({
  test: {
    // Properties run a quarter of their cases here (test/helpers/runs.ts); `npm test` runs them all.
    env: { DOCSNAV_QUICK: '1' },
    exclude: [
      'test/browser/**',
      'test/mintlify/**',
      'test/targets.test.ts',
      'test/build-faults.test.ts',
      'test/corpus.test.ts',
      'test/corpus-render.test.ts',
      'test/installer.test.ts',
      'test/links-processes.test.ts',
      'test/properties/**',
      'test/json-schema.test.ts',
      'test/parse/locate.test.ts',
      'test/remote-specs.test.ts',
      'test/url-stability.test.ts',
      'test/streamed-outputs.test.ts',
      'test/sitemap.test.ts',
      // The import's tests that run the generators, Mintlify's upgrade or MkDocs, and its round trips.
      'test/import/*-corpus.test.ts',
      'test/import/*-differential.test.ts',
      'test/import/*-example.test.ts',
      'test/import/*-generated.test.ts',
      'test/import/mint-oracle.test.ts',
      'test/import/round-trip.test.ts',
      '**/node_modules/**',
    ],
  },
}))
