import { defineConfig } from 'vitest/config'
import base from './vitest.config.js'
import { MOCKING, SHARED } from './test/helpers/suites.js'

/**
 * `npm run test:quick`, the loop for editing: every test but those of the files that run other
 * programs at length and the slowest property and schema checks (SLOW in test/helpers/suites.ts),
 * and but the tests of scale (test/helpers/runs.ts): under a minute on two cores. `npm test` runs
 * everything, as CI does.
 */
export default defineConfig({
  test: {
    ...base.test,
    // Properties run a quarter of their cases here (test/helpers/runs.ts); `npm test` runs them all.
    env: { ...base.test?.env, DOCSNAV_QUICK: '1' },
    projects: [
      { extends: true, test: SHARED },
      { extends: true, test: { name: 'isolated', include: [...MOCKING] } },
    ],
  },
})
