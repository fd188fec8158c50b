import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importSite } from '../../src/import/index.js'
import { assertOracleInstalled } from '../mintlify/oracle.js'
import { runMintUpgrade, type UpgradeOutcome } from './mint-oracle.js'

// Real mint.json files (test/import-corpus/mint/SOURCES.md): each imports without an error, to
// docs.json equal to Mintlify's own upgrade, with the page count Mintlify's upgrade gives.
const corpus = join(import.meta.dirname, '..', 'import-corpus', 'mint')
const entries = readdirSync(corpus, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** Mintlify's upgrade of every entry, in one process. */
let upgraded: Promise<Map<string, UpgradeOutcome>> | undefined
const upgradeOf = async (name: string) => {
  upgraded ??= runMintUpgrade(entries.map((entry) => ({ id: entry, config: JSON.parse(readFileSync(join(corpus, entry, 'docs', 'mint.json'), 'utf8')) })))
  return (await upgraded).get(name)
}

describe('mint.json corpus', () => {
  it('has entries', () => expect(entries.length).toBeGreaterThanOrEqual(3))

  it.each(entries)('%s imports cleanly, equal to Mintlify’s upgrade', async (name) => {
    assertOracleInstalled()
    const root = join(corpus, name)
    const outcome = await upgradeOf(name)
    expect(outcome?.accepted).toBe(true)
    const result = await importSite(root)
    expect(result.kind).toBe('mint')
    expect(result.folder).toBe('docs')
    expect(result.report.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([])
    // Equal but for docsnav's one departure: an empty group label (docs.json refuses it) as one space.
    expect(JSON.parse(JSON.stringify(result.config))).toEqual(JSON.parse(JSON.stringify(outcome?.docs).replaceAll('"group":""', '"group":" "')))
    const expected = JSON.parse(readFileSync(join(root, 'expected.json'), 'utf8')) as { pages: number; losses: string[] }
    expect(result.pages).toBe(expected.pages)
    // What the upgrade leaves out, each said at its line of mint.json.
    expect(
      result.report.diagnostics.filter((diagnostic) => diagnostic.code === 'DN1204').map((diagnostic) => `${diagnostic.line} ${diagnostic.params.what}`),
    ).toEqual(expected.losses)
    expect(result.changes).toEqual([])
  })
})
