import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compile, compileThrough, type CompileOptions, type CompileResult } from '../src/compile/compile.js'
import { projectFiles } from '../src/files/project-host.js'
import type { Memo } from '../src/ir/memo.js'
import { projectMemo } from '../src/project/memo.js'
import type { ParsedSpecText } from '../src/site/spec-text.js'

/**
 * A project kept open parses a spec file once while its text is the same (the memo's `spec-text`
 * table), and the compiles that follow share what was parsed: nothing of docsnav may change it.
 * Here every parsed spec is frozen as it is kept, so that a change anywhere (the index, the
 * refusals, the API pages and every output made from them) throws, and the compile says so.
 */

const folders: string[] = []
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

const SPEC = `openapi: 3.1.0
info: {title: Pets, version: "1"}
x-mint:
  mcp: {enabled: true}
paths:
  /pets:
    get:
      summary: List pets
      description: Every pet.
      tags: [Pets]
      parameters:
        - $ref: "#/components/parameters/limit"
      responses:
        "200":
          description: The pets
          content:
            application/json:
              schema: {type: array, items: {$ref: "#/components/schemas/Pet"}}
    post:
      summary: Add a pet
      tags: [Pets]
      x-mint:
        metadata: {title: Create a pet, description: Adds one.}
      requestBody:
        content:
          application/json:
            schema:
              allOf:
                - $ref: "#/components/schemas/Pet"
                - {type: object, properties: {tag: {type: string}}}
      responses:
        "201": {description: Added}
webhooks:
  newPet:
    post:
      summary: A pet was added
      responses:
        "200": {description: Seen}
components:
  parameters:
    limit: {name: limit, in: query, schema: {type: integer, maximum: 100}}
  schemas:
    Pet:
      type: object
      required: [name]
      properties:
        name: {type: string, example: Rex}
        owner: {$ref: "#/components/schemas/Owner"}
    Owner: {type: object, properties: {name: {type: string}}}
`

const docs = (label: string) =>
  JSON.stringify({
    name: 'Pets',
    theme: 'mint',
    colors: { primary: '#0D9373' },
    navigation: {
      groups: [
        { group: label, pages: ['index', 'from-frontmatter'] },
        { group: 'API', openapi: 'api/spec.yaml' },
      ],
    },
  })

/** Deep-freezes a value (objects and arrays, cycles followed once). */
function frozen<T>(value: T, seen = new Set<unknown>()): T {
  if (typeof value !== 'object' || value === null || seen.has(value)) return value
  seen.add(value)
  for (const member of Object.values(value)) frozen(member, seen)
  return Object.freeze(value)
}

/** A project memo that freezes the value of each parsed spec it keeps (its source file's line index is built when first asked for), and counts the parses. */
function freezingMemo(): ReturnType<typeof projectMemo> & { parses: number } {
  const memo = projectMemo()
  const counted = {
    ...memo,
    parses: 0,
    keep: ((table, key, input, make) =>
      memo.keep(table, key, input, () => {
        if (table !== 'spec-text') return make()
        counted.parses++
        const parsed = make()
        frozen((parsed as ParsedSpecText).source.value)
        return parsed
      })) as Memo['keep'],
  }
  return counted
}

/** What a compile gives, with each output's text. */
const observed = (result: CompileResult) => ({
  diagnostics: result.diagnostics,
  files: result.files,
  routes: result.site?.routes,
})

describe('a project kept open, with specs', () => {
  it('parses a spec once while its text is the same, and never changes what it parsed', async () => {
    const root = mkdtempSync(join(tmpdir(), 'docsnav-project-specs-'))
    folders.push(root)
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), text)
    }
    write('docs.json', docs('Start'))
    write('index.mdx', '---\ntitle: Home\n---\n\nWelcome.\n')
    write('from-frontmatter.mdx', '---\nopenapi: POST /pets\n---\n')
    write('api/spec.yaml', SPEC)
    const options: CompileOptions = { outputs: { siteUrl: 'https://docs.example.com' } }
    const files = projectFiles(root, 10_000_000)
    const memo = freezingMemo()
    /** Compiles through the memo: no internal error (a change to a frozen spec throws), and what a fresh compile gives. */
    const compileKept = async (when: string) => {
      const result = await compileThrough(root, memo.begin(files.host()), options, { memo, prepared: memo.reported })
      expect(
        result.diagnostics.filter((diagnostic) => diagnostic.code === 'DN9001'),
        when,
      ).toEqual([])
      expect(observed(result), when).toEqual(observed(await compile(root, options)))
      return result
    }
    const edit = (path: string, text: string) => {
      write(path, text)
      files.changed([path])
    }

    await compileKept('the first compile')
    // The spec is read for the navigation's API group and for the page whose frontmatter names an operation: parsed once.
    expect(memo.parses).toBe(1)
    edit('docs.json', docs('Begin'))
    await compileKept('after an edit of docs.json')
    edit('docs.json', docs('Start'))
    await compileKept('after another')
    expect(memo.parses).toBe(1)
    edit('api/spec.yaml', SPEC.replace('List pets', 'All the pets'))
    const changed = await compileKept('after an edit of the spec')
    expect(memo.parses).toBe(2)
    expect(changed.site!.routes.map((route) => route.title)).toContain('All the pets')
    edit('docs.json', docs('Again'))
    await compileKept('after an edit of docs.json again')
    expect(memo.parses).toBe(2)
  })
})
