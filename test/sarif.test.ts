import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createRequire } from 'node:module'
import type { ErrorObject } from 'ajv'
import { describe, expect, it } from 'vitest'
import { catalogue, compileSync, type CompileResult, type Diagnostic } from '../src/index.js'
import { renderSarif } from '../src/present/sarif.js'
import { docsJsonText } from './helpers/docs-json.js'

/*
 * SARIF output checked against the SARIF 2.1.0 JSON Schema of the OASIS SARIF TC
 * (`$id` https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/sarif-schema-2.1.0.json,
 * draft-07). test/fixtures/sarif-2.1.0.schema.json is the file
 * `dist/commands/sarif/json-schema/sarif-schema-2.1.0.json` of the npm package
 * `@datadog/datadog-ci@2.48.0`, copied unchanged (sha256 10666d46...556454). That package's
 * build re-indented it (4 spaces); keys, values and their order are the TC's.
 */

const require = createRequire(import.meta.url)
const Ajv = (require('ajv') as typeof import('ajv')).default
const addFormats = (require('ajv-formats') as typeof import('ajv-formats')).default

const schema = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'sarif-2.1.0.schema.json'), 'utf8')) as Record<string, unknown>
const ajv = new Ajv({ strict: false, allErrors: true })
addFormats(ajv)
const validate = ajv.compile(schema)

/** The schema's errors for a document, readable in a failed assertion; empty when it is valid. */
function schemaErrors(document: unknown): string[] {
  if (validate(document)) return []
  return (validate.errors ?? []).map((error: ErrorObject) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`)
}

interface SarifRegion {
  startLine: number
  startColumn: number
  endLine: number
  endColumn: number
}
interface SarifPhysical {
  artifactLocation: { uri: string; uriBaseId?: string }
  region?: SarifRegion
}
interface SarifResult {
  ruleId: string
  ruleIndex: number
  level: string
  message: { text: string }
  locations?: Array<{ physicalLocation: SarifPhysical }>
  relatedLocations?: Array<{ id: number; physicalLocation: SarifPhysical; message: { text: string } }>
  partialFingerprints: Record<string, string>
  properties: { pointer?: string; params: Record<string, string> }
}
interface SarifRule {
  id: string
  name: string
  shortDescription: { text: string }
  fullDescription: { text: string }
  help: { text: string }
  helpUri: string
  defaultConfiguration: { level: string }
}
interface SarifLog {
  version: string
  runs: Array<{
    tool: { driver: { name: string; version: string; rules: SarifRule[] } }
    columnKind: string
    results: SarifResult[]
    properties: { summary: { errors: number; warnings: number; infos: number } }
  }>
}

const sarifOf = (result: CompileResult) => renderSarif(result.diagnostics, result.summary, { toolVersion: '0.1.0' })
const runOf = (text: string) => (JSON.parse(text) as SarifLog).runs[0]!

/** docs.json with a duplicate key (DN1010) and a page listed twice (DN5005), both with related locations. */
const CONFIG = docsJsonText('{\n  "navigation": {\n    "pages": ["intro"],\n    "pages": ["intro", "guides/getting started", "intro"]\n  }\n}\n')
const FILES = { 'intro.mdx': '# Intro\n', 'guides/getting started.mdx': '# Start\n', 'guides/orphan #1.mdx': '# Orphan\n' }

/** Diagnostics of every kind of place: a region with related locations, a whole file, no file at all. */
function compiled(config = CONFIG): CompileResult {
  // `sitUrl` is an unknown option (DN1018): a problem with no file.
  return compileSync({ config, files: FILES }, { sitUrl: 'https://example.com' } as never)
}

const LEVELS = { error: 'error', warning: 'warning', info: 'note' } as const

describe('SARIF output', () => {
  const result = compiled()
  const text = sarifOf(result)
  const run = runOf(text)

  it('covers the places it must render', () => {
    expect(result.diagnostics.map((diagnostic) => diagnostic.code).sort()).toEqual(['DN1010', 'DN1018', 'DN5005', 'DN7001'])
  })

  it('is valid against the SARIF 2.1.0 schema', () => {
    expect(schemaErrors(JSON.parse(text))).toEqual([])
    expect(run.columnKind).toBe('utf16CodeUnits')
    expect(run.tool.driver).toMatchObject({ name: 'docsnav', version: '0.1.0' })
    expect(run.properties.summary).toEqual(result.summary)
  })

  it('would reject a broken document, so the validity check can fail', () => {
    const broken = JSON.parse(text) as SarifLog
    const region = broken.runs[0]!.results.find((each) => each.locations?.[0]?.physicalLocation.region !== undefined)!.locations![0]!.physicalLocation.region!
    ;(region as unknown as Record<string, unknown>).startLine = String(region.startLine)
    expect(schemaErrors(broken).join('\n')).toMatch(/startLine must be integer/)
    const wrongLevel = JSON.parse(text) as SarifLog
    wrongLevel.runs[0]!.results[0]!.level = 'info'
    expect(schemaErrors(wrongLevel).join('\n')).toMatch(/level must be equal to one of the allowed values/)
  })

  it('gives each result the region of its diagnostic', () => {
    expect(run.results).toHaveLength(result.diagnostics.length)
    result.diagnostics.forEach((diagnostic, index) => {
      const location = run.results[index]!.locations?.[0]?.physicalLocation
      if (diagnostic.file === undefined) return expect(run.results[index]!.locations).toBeUndefined()
      expect(location?.artifactLocation.uriBaseId).toBe('%SRCROOT%')
      if (diagnostic.line === undefined) return expect(location?.region).toBeUndefined()
      expect(location?.region).toEqual({
        startLine: diagnostic.line,
        startColumn: diagnostic.column,
        endLine: diagnostic.endLine,
        endColumn: diagnostic.endColumn,
      })
    })
  })

  it('points a whole-file problem at its file with no region, percent-encoded, and an option problem nowhere', () => {
    const orphan = run.results.find((each) => each.ruleId === 'DN7001')!
    expect(orphan.locations).toEqual([{ physicalLocation: { artifactLocation: { uri: 'guides/orphan%20%231.mdx', uriBaseId: '%SRCROOT%' } } }])
    expect(run.results.find((each) => each.ruleId === 'DN1018')!.locations).toBeUndefined()
  })

  it('uses displayPath for the URI (a project in a folder of the repository)', () => {
    const nested = runOf(renderSarif(result.diagnostics, result.summary, { toolVersion: '0.1.0', displayPath: (file) => `docs/${file}` }))
    expect(nested.results.find((each) => each.ruleId === 'DN1010')!.locations![0]!.physicalLocation.artifactLocation.uri).toBe('docs/docs.json')
    const absolute = runOf(renderSarif(result.diagnostics, result.summary, { toolVersion: '0.1.0', displayPath: (file) => `/home/me/my docs/${file}` }))
    expect(absolute.results.find((each) => each.ruleId === 'DN7001')!.locations![0]!.physicalLocation.artifactLocation).toEqual({
      uri: 'file:///home/me/my%20docs/guides/orphan%20%231.mdx',
    })
  })

  it('names a rule for every result, at its index, with the catalogue severity as default level', () => {
    const rules = run.tool.driver.rules
    for (const each of run.results) {
      expect(rules[each.ruleIndex]!.id).toBe(each.ruleId)
      const entry = catalogue[each.ruleId as keyof typeof catalogue]
      expect(rules[each.ruleIndex]!.defaultConfiguration.level).toBe(LEVELS[entry.severity])
      expect(rules[each.ruleIndex]!.name).toBe(entry.slug)
      // Its help is the code's own section of docs/diagnostics.md.
      expect(rules[each.ruleIndex]!.helpUri).toBe(`https://github.com/docsnav/docsnav/blob/main/docs/diagnostics.md#${each.ruleId.toLowerCase()}`)
    }
    const live = Object.entries(catalogue)
      .filter(([, entry]) => !('retired' in entry && entry.retired))
      .map(([code]) => code)
    expect(rules.map((rule) => rule.id)).toEqual(live)
    const unknownKey = rules.find((rule) => rule.id === 'DN2009')!
    // The name in words; the message as a pattern, optional sections dropped, placeholders as `…`.
    expect(unknownKey.shortDescription.text).toBe('Unknown key')
    expect(unknownKey.fullDescription.text).toBe('Unknown key `…` on …')
    expect(rules.every((rule) => !/\{[A-Za-z]+\}/.test(`${rule.shortDescription.text}${rule.fullDescription.text}${rule.help.text}`))).toBe(true)
  })

  it('lists a retired rule only when a result uses it', () => {
    const retired = Object.entries(catalogue).find(([, entry]) => 'retired' in entry && entry.retired)![0]
    const diagnostic: Diagnostic = { code: retired, severity: 'error', slug: 'old', message: 'm', hint: 'h', related: [], params: {} }
    const log = JSON.parse(renderSarif([diagnostic], { errors: 1, warnings: 0, infos: 0 }, { toolVersion: '0.1.0' })) as SarifLog
    const rules = log.runs[0]!.tool.driver.rules
    expect(rules[log.runs[0]!.results[0]!.ruleIndex]!.id).toBe(retired)
    expect(schemaErrors(log)).toEqual([])
  })

  it('takes the level from the diagnostic, which settings may change', () => {
    for (const [index, diagnostic] of result.diagnostics.entries()) expect(run.results[index]!.level).toBe(LEVELS[diagnostic.severity])
    const lowered = result.diagnostics.map((diagnostic) => (diagnostic.code === 'DN1010' ? { ...diagnostic, severity: 'info' as const } : diagnostic))
    const loweredRun = runOf(renderSarif(lowered, result.summary, { toolVersion: '0.1.0' }))
    const duplicate = loweredRun.results.find((each) => each.ruleId === 'DN1010')!
    expect(duplicate.level).toBe('note')
    expect(loweredRun.tool.driver.rules[duplicate.ruleIndex]!.defaultConfiguration.level).toBe('warning')
  })

  it('carries the hint in the message, and the pointer and parameters as properties', () => {
    const index = result.diagnostics.findIndex((diagnostic) => diagnostic.code === 'DN5005')
    const diagnostic = result.diagnostics[index]!
    expect(run.results[index]!.message.text).toBe(`${diagnostic.message}\n${diagnostic.hint}`)
    expect(run.results[index]!.properties).toEqual({ pointer: diagnostic.pointer, params: diagnostic.params })
  })

  it('gives related locations, with ids, regions and their words', () => {
    for (const code of ['DN1010', 'DN5005']) {
      const index = result.diagnostics.findIndex((diagnostic) => diagnostic.code === code)
      const related = result.diagnostics[index]!.related
      expect(related.length).toBeGreaterThan(0)
      expect(run.results[index]!.relatedLocations).toEqual(
        related.map((each, at) => ({
          id: at + 1,
          physicalLocation: {
            artifactLocation: { uri: each.file, uriBaseId: '%SRCROOT%' },
            region: { startLine: each.line, startColumn: each.column, endLine: each.endLine, endColumn: each.endColumn },
          },
          message: { text: each.message },
        })),
      )
    }
  })

  it('keeps fingerprints when lines move, and tells problems apart', () => {
    const moved = compiled(`\n\n\n${CONFIG.replace('"navigation": {', '"navigation":\n\n  {')}`)
    const movedRun = runOf(sarifOf(moved))
    const byCode = (results: SarifResult[]) => Object.fromEntries(results.map((each) => [each.ruleId, each]))
    const before = byCode(run.results)
    const after = byCode(movedRun.results)
    for (const code of ['DN1010', 'DN5005']) {
      expect(after[code]!.locations![0]!.physicalLocation.region!.startLine).toBeGreaterThan(before[code]!.locations![0]!.physicalLocation.region!.startLine)
      expect(after[code]!.partialFingerprints).toEqual(before[code]!.partialFingerprints)
    }
    const fingerprints = run.results.map((each) => each.partialFingerprints['docsnav/v1'])
    expect(new Set(fingerprints).size).toBe(fingerprints.length)
    // The same page listed at another place of the navigation is another problem.
    const elsewhere = runOf(sarifOf(compiled(CONFIG.replace('"intro", "guides/getting started", "intro"', '"intro", "intro", "guides/getting started"'))))
    expect(byCode(elsewhere.results).DN5005!.partialFingerprints).not.toEqual(before.DN5005!.partialFingerprints)
  })

  it('numbers the fingerprints of identical problems with no pointer, in a page', () => {
    const links = compileSync(
      { config: docsJsonText('{"navigation": {"pages": ["a"]}}'), files: { 'a.mdx': '# A\n\n[x](/nowhere) and [y](/nowhere)\n' } },
      { links: true },
    )
    expect(links.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['DN8001', 'DN8001'])
    const linkRun = runOf(sarifOf(links))
    expect(schemaErrors(JSON.parse(sarifOf(links)))).toEqual([])
    const [first, second] = linkRun.results.map((each) => each.partialFingerprints['docsnav/v1']!)
    expect(second).toBe(`${first}:2`)
    expect(linkRun.results[1]!.locations![0]!.physicalLocation.region).toMatchObject({ startLine: 3, startColumn: links.diagnostics[1]!.column })
  })

  it('is the same text every time', () => {
    expect(sarifOf(compiled())).toBe(text)
  })
})
