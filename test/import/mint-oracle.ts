import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** What Mintlify's validation and upgrade made of one mint.json. */
export interface UpgradeOutcome {
  id: string
  accepted?: boolean
  issues?: Array<{ path: string; message: string }>
  docs?: Record<string, unknown>
  crashed?: string
}

/** Runs Mintlify's `validateMintConfig` + `upgradeToDocsConfig` on every config, in one child process with the network blocked. */
export function runMintUpgrade(cases: ReadonlyArray<{ id: string; config: unknown }>): Promise<Map<string, UpgradeOutcome>> {
  const folder = mkdtempSync(join(tmpdir(), 'docsnav-mint-upgrade-'))
  const results = join(folder, 'outcomes.jsonl')
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(import.meta.dirname, 'mint-upgrade-oracle.mjs'), results], { stdio: ['pipe', 'ignore', 'inherit'] })
    child.on('error', reject)
    child.on('close', (code) => {
      try {
        if (code !== 0) return reject(new Error(`Mintlify's upgrade process exited with ${code}`))
        const outcomes = new Map<string, UpgradeOutcome>()
        for (const line of readFileSync(results, 'utf8').split('\n')) {
          if (line.trim() === '') continue
          const outcome = JSON.parse(line) as UpgradeOutcome
          outcomes.set(outcome.id, outcome)
        }
        resolve(outcomes)
      } finally {
        rmSync(folder, { recursive: true, force: true })
      }
    })
    child.stdin.end(JSON.stringify({ cases }))
  })
}
