import type { TestContext } from 'vitest'

/**
 * Whether every test must run: in CI (`.ci/run` sets `CI`), a missing tool or corpus fails the
 * test that needs it; elsewhere the test is skipped with a note, which the summary lists loudly.
 */
export const mustRunEverything = process.env.CI !== undefined && process.env.CI !== '' && process.env.CI !== 'false'

/**
 * Skips the test, saying what is missing and how to get it; fails it instead in CI. Only for what
 * the test set-up cannot fetch (MkDocs without root, the corpus of other projects' files): a tool
 * it installs from the npm registry fails its test when missing, never skips it.
 */
export function requires(context: TestContext, available: boolean, missing: string): void {
  if (available) return
  if (mustRunEverything) throw new Error(`${missing} (CI runs every test, so this one fails)`)
  context.skip(missing)
}
