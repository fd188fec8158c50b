import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/**
 * How the test files are run, for vitest.config.ts and vitest.quick.config.ts: the files that run
 * other programs at length, which `npm run test:quick` leaves to `npm test`, and the files that
 * replace modules or globals, which need modules of their own. The rest share a worker's modules.
 */

const root = join(import.meta.dirname, '..', '..')

/**
 * The files that run other programs at length (the real site generators, Mintlify's packages, the
 * browser, process-killing fault runs, remote specs on loopback, the corpus of real configurations,
 * the real Pagefind) and the slowest property and schema checks: `npm test` only.
 */
export const SLOW: readonly string[] = [
  'test/browser/**/*.test.ts',
  'test/mintlify/**/*.test.ts',
  'test/targets.test.ts',
  'test/build-faults.test.ts',
  'test/bench-bisect.test.ts',
  // Child processes that measure the heap with a large young generation, and ones that make every core busy.
  'test/project-retention.test.ts',
  'test/project-edited-text.test.ts',
  'test/bench-load.test.ts',
  'test/corpus.test.ts',
  'test/corpus-render.test.ts',
  'test/installer.test.ts',
  'test/links-processes.test.ts',
  'test/properties/**/*.test.ts',
  'test/json-schema.test.ts',
  'test/parse/locate.test.ts',
  'test/remote-specs.test.ts',
  'test/url-stability.test.ts',
  'test/streamed-outputs.test.ts',
  'test/sitemap.test.ts',
  'test/pagefind.test.ts',
  // The import's tests that run the generators, Mintlify's upgrade or MkDocs, and its round trips.
  'test/import/*-corpus.test.ts',
  'test/import/*-differential.test.ts',
  'test/import/*-example.test.ts',
  'test/import/*-generated.test.ts',
  'test/import/mint-oracle.test.ts',
  'test/import/round-trip.test.ts',
]

/** What makes a file's modules its own: a module replaced, a global or the environment stubbed, the clock faked. */
const CHANGES_MODULES = /\bvi\s*\.\s*(?:mock|doMock|stubGlobal|stubEnv|useFakeTimers)\s*\(/

/** The test files that replace a module of src/ (`vi.mock`) or stub a global: found, not listed, so that a new one is never shared. */
export const MOCKING: readonly string[] = readdirSync(join(root, 'test'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
  .map((entry) => join(entry.parentPath, entry.name))
  .filter((path) => !path.includes(`${join('test', 'import-corpus')}`) && CHANGES_MODULES.test(readFileSync(path, 'utf8')))
  .map((path) => relative(root, path).split('\\').join('/'))
  .sort()

/**
 * The options of the project whose files share modules: one worker imports src/ once for all the
 * files it runs, not once per file (a third of the quick loop's time went to imports). None of
 * them changes a module; each keeps its own state in its own functions.
 */
export const SHARED = { name: 'shared', include: ['test/**/*.test.ts'], exclude: [...SLOW, ...MOCKING, '**/node_modules/**'], isolate: false }

/**
 * The options of the project of the {@link SLOW} files: they share a worker's modules too (those
 * that replace a module are in {@link MOCKING}'s project). Twenty-five of them took 60 s alone and
 * 42 s sharing, 93 and 67 s of CPU: each file after the first finds src/ imported and compiled by V8.
 */
export const SLOW_SHARED = { name: 'slow', include: [...SLOW], exclude: [...MOCKING, '**/node_modules/**'], isolate: false }
