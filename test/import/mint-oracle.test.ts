import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { mintSite } from '../../src/import/mint.js'
import { ImportReport } from '../../src/import/report.js'
import { mintConfig } from '../../src/testing/mint-configs.js'
import { assertOracleInstalled } from '../mintlify/oracle.js'
import { runMintUpgrade } from './mint-oracle.js'

// The mint.json import equals Mintlify's own upgrade (validateMintConfig, then upgradeToDocsConfig)
// on every config the arbitrary makes: many cases through one Mintlify process.
const RUNS = 400
const empty = mkdtempSync(join(tmpdir(), 'docsnav-mint-'))
afterAll(() => rmSync(empty, { recursive: true, force: true }))

/** docsnav's docs.json for a mint.json, as JSON would write it (undefined members left out). */
function docsnavUpgrade(config: unknown): unknown {
  const site = mintSite(empty, 'mint.json', JSON.stringify(config), new ImportReport())
  return site === undefined ? undefined : JSON.parse(JSON.stringify(site.config))
}

/**
 * Mintlify's result with docsnav's one documented departure made (docs/import/mint.md): an empty
 * group label, which docs.json refuses, written as one space.
 */
function withLabelledGroups(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withLabelledGroups)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).map(([key, member]) => [key, key === 'group' && member === '' ? ' ' : withLabelledGroups(member)]))
}

describe('mint.json import against Mintlify’s upgradeToDocsConfig', () => {
  it(`equals Mintlify's upgrade on ${RUNS} generated mint.json (the suite's fast-check seed)`, async () => {
    assertOracleInstalled()
    const configs = fc.sample(mintConfig(), RUNS)
    const outcomes = await runMintUpgrade(configs.map((config, index) => ({ id: String(index), config })))
    let compared = 0
    configs.forEach((config, index) => {
      const outcome = outcomes.get(String(index))
      expect(outcome?.crashed, `case ${index}`).toBeUndefined()
      // The arbitrary makes only configs Mintlify accepts: a refusal is the arbitrary's fault.
      expect(outcome?.issues ?? [], `case ${index}: ${JSON.stringify(config)}`).toEqual([])
      expect(docsnavUpgrade(config), `case ${index}: ${JSON.stringify(config)}`).toEqual(withLabelledGroups(outcome?.docs))
      compared++
    })
    expect(compared).toBe(RUNS)
  }, 60_000)
})
