import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Where Mintlify's packages are installed for the tests (`npm test` installs them; generators/install.mjs). */
export const oracleFolder = join(import.meta.dirname, '..', '..', 'oracles', 'mintlify')

/**
 * Fails the calling test when Mintlify's packages are missing. Never a skip: the test set-up
 * installs them from the npm registry on any machine that can run the tests at all.
 */
export function assertOracleInstalled(): void {
  if (existsSync(join(oracleFolder, 'node_modules', '@mintlify', 'prebuild', 'package.json'))) return
  throw new Error("Mintlify's packages are not installed in oracles/mintlify: run `node generators/install.mjs` (npm test does it first)")
}

export interface OracleCase {
  id: string
  /** The project folder: `$ref`s resolve here, and `build` runs prebuild on it. */
  dir: string
  /** The config to validate, when it is not the folder's docs.json. */
  config?: unknown
  build?: boolean
}

export interface OraclePage {
  href: string
  title: string
  sidebarTitle?: string
  hidden?: boolean
}

/** What Mintlify made of a case. */
export interface OracleOutcome {
  id: string
  accepted: boolean
  /** Mintlify's issues (`#.navigation.tabs[0].icon` paths) when it rejects. */
  issues: Array<{ path: string; message: string }>
  /** JSON pointers of what its validator silently dropped from the navigation while accepting. */
  dropped: string[]
  /** The build, when asked for: its decorated navigation's pages, or why it failed (`remote`: not tried, it would fetch). */
  built?: { ok: boolean; error?: string; remote?: boolean; pages?: OraclePage[]; switches?: OracleSwitches[]; warnings?: string[] }
  crashed?: string
}

/** Where Mintlify's switchers go from one page: for each switcher it is under, the other entries' targets by label. */
export interface OracleSwitches {
  path: string
  versions?: Record<string, string | undefined>
  languages?: Record<string, string | undefined>
  dropdowns?: Record<string, string | undefined>
  tabs?: Record<string, string | undefined>
}

/**
 * Runs Mintlify's validator (and navigation build) on each case, in a process of its own with the
 * network blocked; the promise settles when it is done, so the caller can work meanwhile. The
 * cases go in a file, not down a pipe: a caller that works synchronously meanwhile (the
 * differential test compiles every case) would not drain a pipe, and the process would wait for
 * its input until the caller is done.
 */
export function runOracle(cases: readonly OracleCase[]): Promise<Map<string, OracleOutcome>> {
  const folder = mkdtempSync(join(tmpdir(), 'docsnav-oracle-'))
  const [input, results] = [join(folder, 'cases.json'), join(folder, 'outcomes.jsonl')]
  writeFileSync(input, JSON.stringify({ cases }))
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(import.meta.dirname, 'oracle-process.mjs'), input, results], { stdio: ['ignore', 'ignore', 'inherit'] })
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`the Mintlify oracle exited with ${code}`))
      const outcomes = new Map<string, OracleOutcome>()
      for (const line of readFileSync(results, 'utf8').split('\n')) {
        if (line.trim() === '') continue
        const outcome = JSON.parse(line) as OracleOutcome
        outcomes.set(outcome.id, outcome)
      }
      rmSync(folder, { recursive: true, force: true })
      resolve(outcomes)
    })
  })
}
