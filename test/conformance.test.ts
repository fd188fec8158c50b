import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { catalogue, compileSync, walk, type RootNode } from '../src/index.js'
import { fixtureOf, updating } from './helpers/diagnostics.js'

const root = join(import.meta.dirname, 'conformance')
const cases = readdirSync(root)
  .filter((name) => statSync(join(root, name)).isDirectory())
  .sort()

function expectedPath(name: string, output = 'diagnostics.json'): string {
  return join(root, name, 'expected', output)
}

/** Every operation page in navigation order, with the group holding it: what OpenAPI expansion produced. */
function operationsOf(tree: RootNode) {
  const operations: unknown[] = []
  walk(tree, (node, _index, parent) => {
    if (node.type !== 'operation') return
    operations.push({
      entry: node.value,
      group: parent && 'label' in parent ? parent.label : null,
      generated: node.generated,
      ...(node.operation ?? { operation: null }),
    })
  })
  return operations
}

/**
 * Compares a build output, byte for byte, with its expected file, or writes it under `UPDATE=1`. A
 * page's Markdown (`<route>.md`) is kept as `<route>.md.txt`: a `.md` file in the case's folder
 * would be a page of the case.
 */
function expectText(name: string, output: string, actual: string): void {
  const expected = expectedPath(name, output.endsWith('.md') ? `${output}.txt` : output)
  if (updating) {
    mkdirSync(dirname(expected), { recursive: true })
    writeFileSync(expected, actual)
  }
  expect(actual, output).toBe(readFileSync(expected, 'utf8'))
}

/** Compares an output with its expected file, or writes it under `UPDATE=1`. */
function expectOutput(name: string, output: string, actual: unknown): void {
  if (updating) {
    mkdirSync(join(root, name, 'expected'), { recursive: true })
    writeFileSync(expectedPath(name, output), `${JSON.stringify(actual, null, 2)}\n`)
  }
  expect(actual).toEqual(JSON.parse(readFileSync(expectedPath(name, output), 'utf8')))
}

describe('conformance', () => {
  it.each(cases)('%s', (name) => {
    const optionsFile = join(root, name, 'options.json')
    // Most cases are about docs.json alone and ship no pages; cases about files set `"noFiles": false`.
    const options = { noFiles: true, ...(existsSync(optionsFile) ? JSON.parse(readFileSync(optionsFile, 'utf8')) : {}) }
    const result = compileSync(join(root, name), options)
    expectOutput(
      name,
      'diagnostics.json',
      result.diagnostics.map((diagnostic) => fixtureOf(diagnostic, join(root, name))),
    )
    const operations = operationsOf(result.tree)
    if (operations.length > 0 || existsSync(expectedPath(name, 'operations.json'))) expectOutput(name, 'operations.json', operations)
    for (const [file, content] of Object.entries(result.files ?? {})) expectText(name, file, content)
  })
})

describe('catalogue', () => {
  // Codes no docs.json folder can produce, each tested where it can arise:
  // DN1014 needs a config object that is not JSON data (test/api.test.ts);
  // DN1017/DN1018 are about options (test/options.test.ts);
  // DN6003 needs outputs past 512 MB, simulated in test/outputs-too-large.test.ts;
  // DN6004 needs over 1,000 diagnostics of one code, too many for a fixture (test/edge-cases.test.ts);
  // DN7003 needs a project of over 200,000 files (test/inventory.test.ts);
  // DN8006 needs a page of over 4 MiB, DN8008 one whose parse hangs (test/links.test.ts);
  // DN9001 is an internal failure no input should cause (test/internal-error.test.ts).
  const coveredElsewhere = new Set(['DN1014', 'DN6003', 'DN6004', 'DN7003', 'DN8006', 'DN8008', 'DN9001'])
  // The import's codes (DN12xx) arise from other generators' projects, not from a docs.json folder:
  // each must be asserted in a test of test/import/.
  const importFolder = join(import.meta.dirname, 'import')
  const importTests = readdirSync(importFolder)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => readFileSync(join(importFolder, name), 'utf8'))
    .join('\n')
  const coveredByImport = (code: string) => code.startsWith('DN12') && importTests.includes(`'${code}'`)

  it('has a conformance case for every live code', () => {
    const seen = new Set<string>()
    for (const name of cases) {
      for (const diagnostic of JSON.parse(readFileSync(expectedPath(name), 'utf8')) as Array<{ code: string }>) seen.add(diagnostic.code)
    }
    const live = Object.entries(catalogue)
      .filter(([, entry]) => !('retired' in entry))
      .map(([code]) => code)
    expect(live.filter((code) => !seen.has(code) && !coveredElsewhere.has(code) && !coveredByImport(code))).toEqual([])
  })

  it('gives every code a slug, a message and a hint, and no slug twice', () => {
    const slugs = Object.values(catalogue).map((entry) => entry.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const [code, entry] of Object.entries(catalogue)) {
      expect(code).toMatch(/^DN\d{4}$/)
      expect(entry.message.length).toBeGreaterThan(0)
      expect(entry.hint.length).toBeGreaterThan(0)
    }
  })
})
