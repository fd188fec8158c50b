import { describe, expect, it } from 'vitest'
import { compileSync } from '../src/index.js'
import { docsJson, docsJsonText } from './helpers/docs-json.js'
import { quick } from './helpers/runs.js'

/** Inputs that once made docsnav throw, misreport or lose data. */

const codes = (result: { diagnostics: Array<{ code: string }> }) => result.diagnostics.map((diagnostic) => diagnostic.code)

describe('edge cases', () => {
  it("says what Mintlify's validator refuses in a spec as an error where its build needs the spec, as a warning where only `api.openapi` names it", () => {
    const files = {
      'split.json': JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/a': { $ref: './a.json' } } }),
      'a.json': JSON.stringify({ get: { summary: 'A' } }),
      'old.json': JSON.stringify({ swagger: '2.0', info: { title: 'T', version: '1' }, paths: { '/b': { get: { summary: 'B' } } } }),
    }
    const only = compileSync(
      { config: JSON.stringify(docsJson({ api: { openapi: ['split.json', 'old.json'] }, navigation: { pages: ['p'] } })), files },
      { noFiles: true },
    )
    expect(only.diagnostics.map((diagnostic) => [diagnostic.code, diagnostic.severity, diagnostic.pointer])).toEqual([
      ['DN3030', 'warning', '/api/openapi/0'],
      ['DN3032', 'warning', '/api/openapi/1'],
    ])
    // Named in the navigation too: the error is where the build needs it, once.
    const needed = compileSync(
      {
        config: JSON.stringify(
          docsJson({
            api: { openapi: ['split.json', 'old.json'] },
            navigation: {
              groups: [
                { group: 'A', openapi: 'split.json' },
                { group: 'B', openapi: 'old.json' },
              ],
            },
          }),
        ),
        files,
      },
      { noFiles: true },
    )
    expect(needed.diagnostics.map((diagnostic) => [diagnostic.code, diagnostic.severity, diagnostic.pointer])).toEqual([
      ['DN3030', 'error', '/navigation/groups/0/openapi'],
      ['DN3032', 'error', '/navigation/groups/1/openapi'],
    ])
  })

  it("finds a referenced method in the path item Mintlify's build takes, not in the path spelt with a trailing slash more or less", () => {
    const spec = JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: { '/a': { get: { summary: 'A' } }, '/a/': { post: { summary: 'A slash' } } },
    })
    const compile = (page: string) =>
      compileSync(
        { config: JSON.stringify(docsJson({ navigation: { groups: [{ group: 'API', openapi: 'spec.json', pages: [page] }] } })), files: { 'spec.json': spec } },
        { noFiles: true },
      )
    // Mintlify: "Method POST for endpoint /a not found".
    expect(compile('POST /a').diagnostics).toMatchObject([{ code: 'DN3012', params: { methods: '`GET`' } }])
    expect(compile('POST /a/').diagnostics).toEqual([])
    expect(compile('GET /a/').diagnostics).toMatchObject([{ code: 'DN3012', params: { methods: '`POST`' } }])
  })

  it("applies YAML merge keys in a spec, as Mintlify's YAML reader does", () => {
    const spec =
      'openapi: 3.1.0\ninfo: {title: T, version: "1"}\nx-shared: &shared\n  /merged:\n    get: {summary: Merged}\npaths:\n  <<: *shared\n  /own:\n    get:\n      <<: {summary: From a merge}\n'
    const result = compileSync(
      { config: JSON.stringify(docsJson({ navigation: { groups: [{ group: 'API', openapi: 'spec.yaml' }] } })), files: { 'spec.yaml': spec } },
      { noFiles: true, outputs: true },
    )
    expect(result.diagnostics).toEqual([])
    expect(result.site!.routes.map((route) => route.title)).toEqual(['Merged', 'From a merge'])
  })

  it('suggests routes for missing redirect destinations only within an allowance of comparisons per check', () => {
    // 300 redirects to missing pages of a folder of 1,000: 300,000 comparisons, past the 250,000 allowed.
    const pages = Array.from({ length: 1000 }, (_, index) => `docs/page-${index}`)
    const redirects = Array.from({ length: 300 }, (_, index) => ({ source: `/old/${index}`, destination: `/docs/pag-${index}` }))
    const result = compileSync({ config: JSON.stringify({ navigation: { groups: [{ group: 'Docs', pages }] }, redirects }) }, { noFiles: true })
    const missing = result.diagnostics.filter((diagnostic) => diagnostic.code === 'DN7014')
    expect(missing).toHaveLength(300)
    expect(missing.filter((diagnostic) => diagnostic.params.suggestion !== undefined)).toHaveLength(250)
  })

  it('suggests pages for missing ones only within an allowance of comparisons per compile', () => {
    // 300 missing pages beside 1,000 files: 300,000 comparisons, past the 250,000 allowed.
    const files = Object.fromEntries(Array.from({ length: 1000 }, (_, index) => [`docs/page-${index}.mdx`, '']))
    // (One listed page exists: with none, the config is being checked without its pages, DN4015.)
    const pages = ['docs/page-0', ...Array.from({ length: 300 }, (_, index) => `docs/pag-${index}`)]
    const result = compileSync({ config: JSON.stringify({ navigation: { groups: [{ group: 'Docs', pages }] } }), files })
    const missing = result.diagnostics.filter((diagnostic) => diagnostic.code === 'DN4006')
    expect(missing).toHaveLength(300)
    expect(missing.filter((diagnostic) => diagnostic.params.suggestion !== undefined)).toHaveLength(250)
    expect(missing[0]!.params).toMatchObject({ suggestion: 'docs/page-0' })
  })

  it('suggests operations for missing references only within an allowance of comparisons per compile', () => {
    // 1,000 operations and 300 references to missing ones: 300,000 comparisons, past the 250,000 allowed.
    const paths = Object.fromEntries(Array.from({ length: 1000 }, (_, index) => [`/things-${index}`, { get: { summary: `Thing ${index}` } }]))
    const references = Array.from({ length: 300 }, (_, index) => `GET /thing-${index}`)
    const result = compileSync(
      {
        config: JSON.stringify({ navigation: { groups: [{ group: 'API', openapi: 'spec.json', pages: references }] } }),
        files: { 'spec.json': JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths }) },
      },
      { noFiles: true },
    )
    const missing = result.diagnostics.filter((diagnostic) => diagnostic.code === 'DN3011')
    expect(missing).toHaveLength(300)
    // Each reference costs the 1,000 operations it is compared with: 250 get their nearest ones.
    expect(missing.filter((diagnostic) => diagnostic.params.nearby !== undefined)).toHaveLength(250)
    expect(missing[0]!.params).toMatchObject({ suggestion: 'GET /things-0' })
    expect(missing[299]!.params.nearby).toBeUndefined()
  })

  it('builds a site whose version label is a lone surrogate', () => {
    const config = '{"navigation": {"versions": [{"version": "\\ud800", "pages": ["a"]}, {"version": "v2", "pages": ["\\ud800/a"]}]}}'
    const result = compileSync({ config }, { noFiles: true, outputs: true })
    expect(codes(result).filter((code) => code.startsWith('DN9'))).toEqual([])
    expect(result.site!.routes.map((route) => route.version)).toEqual(['\ud800', 'v2'])
  })

  it('reports a chain of includes nested past the limit, without overflowing the stack', () => {
    const files: Record<string, string> = {}
    const depth = 300
    for (let index = 0; index < 40; index++) {
      files[`f${index}.json`] = `${'['.repeat(depth)}{"$ref": "./f${index + 1}.json"}${']'.repeat(depth)}`
    }
    files['f40.json'] = '"end"'
    const result = compileSync({ config: '{"navigation": {"pages": [{"$ref": "./f0.json"}]}}', files }, { noFiles: true })
    expect(codes(result)).toContain('DN1011')
    expect(codes(result).filter((code) => code.startsWith('DN9'))).toEqual([])
  })

  it("reads a `__proto__` key beside a `$ref` as data, not as the object's prototype", () => {
    const result = compileSync(
      {
        config: docsJsonText('{"navigation": {"groups": [{"$ref": "./g.json", "__proto__": {"hidden": true}}]}}'),
        files: { 'g.json': '{"group": "G", "pages": ["a"]}' },
      },
      { noFiles: true, outputs: true },
    )
    expect(result.site!.routes).toMatchObject([{ url: '/a', hidden: false }])
    expect(result.diagnostics).toMatchObject([{ code: 'DN2009', file: 'docs.json', pointer: '/navigation/groups/0/__proto__' }])
  })

  it('keeps an alternate in a version labelled `__proto__`', () => {
    const config = '{"navigation": {"versions": [{"version": "__proto__", "pages": ["__proto__/a"]}, {"version": "v2", "pages": ["v2/a"]}]}}'
    const routes = compileSync({ config }, { noFiles: true, outputs: true }).site!.routes
    // Built from JSON: in an object literal `__proto__:` would set the prototype.
    expect(routes.find((route) => route.url === '/v2/a')!.alternates).toEqual(JSON.parse('{"versions": {"__proto__": "/__proto__/a"}}'))
  })

  it('reads a page whose unclosed frontmatter has a `----` line as existing, with broken frontmatter', () => {
    const result = compileSync({ config: docsJson({ navigation: { pages: ['a'] } }), files: { 'a.mdx': '---\ntitle: A\n----\nbody\n' } })
    expect(codes(result)).toEqual(['DN4007'])
  })

  it('says when `x` and `x/index` are listed: one URL, one page routed', () => {
    const result = compileSync(
      {
        config: docsJson({
          navigation: {
            tabs: [
              { tab: 'A', pages: ['guides'] },
              { tab: 'B', pages: ['guides/index'] },
            ],
          },
        }),
      },
      { noFiles: true },
    )
    expect(result.diagnostics).toMatchObject([{ code: 'DN5006', pointer: '/navigation/tabs/1/pages/0' }])
  })

  it('reports a problem of a file included twice once', () => {
    const result = compileSync(
      {
        config: docsJson({
          navigation: {
            tabs: [
              { tab: 'A', $ref: './t.json' },
              { tab: 'B', $ref: './t.json' },
            ],
          },
        }),
        files: { 't.json': '{"pages": ["a"], "colapsed": true}' },
      },
      { noFiles: true },
    )
    expect(codes(result)).toEqual(['DN2009'])
  })

  it('points JSON problems of an included file into the resolved docs.json', () => {
    const result = compileSync(
      {
        config: docsJson({ navigation: { tabs: [{ tab: 'A', $ref: './t.json' }] } }),
        files: { 't.json': '{"pages": ["a"], "pages": ["b"]}' },
      },
      { noFiles: true },
    )
    expect(result.diagnostics).toMatchObject([{ code: 'DN1010', file: 't.json', pointer: '/navigation/tabs/0/pages' }])
  })

  it('says a spec version written as a number is no version, not that docsnav cannot read the version it looks like', () => {
    const spec = (version: unknown) => JSON.stringify({ openapi: version, info: { title: 'T', version: '1' }, paths: {} })
    const found = (version: unknown) =>
      compileSync({ config: { navigation: { groups: [{ group: 'API', openapi: 'spec.json' }] } }, files: { 'spec.json': spec(version) } }, { noFiles: true })
        .diagnostics.filter((diagnostic) => diagnostic.code === 'DN3005')
        .map((diagnostic) => diagnostic.params.found)
    expect(found(3.1)).toEqual(['written with `openapi: 3.1`, a number where the version is a string (`"3.1.0"`)'])
    expect(found(3)).toEqual(['written with `openapi: 3`, a number where the version is a string (`"3.0.0"`)'])
    expect(found('4.0.0')).toEqual(['OpenAPI 4.0.0'])
  })

  it('places a spec named in an included list in the file that lists it', () => {
    const result = compileSync(
      {
        config: docsJson({ navigation: { groups: [{ group: 'A', openapi: { $ref: './specs.json' } }] }, api: { openapi: { $ref: './api.json' } } }),
        files: { 'specs.json': '[\n  "missing.json"\n]', 'api.json': '[\n\n  "gone.yaml"\n]' },
      },
      { noFiles: true },
    )
    expect(result.diagnostics.map(({ code, file, line, column }) => ({ code, file, line, column }))).toEqual([
      { code: 'DN3001', file: 'api.json', line: 3, column: 3 },
      { code: 'DN3001', file: 'specs.json', line: 2, column: 3 },
    ])
  })

  it('never throws on input that is not a folder or a config', () => {
    expect(codes(compileSync(undefined as unknown as string))).toEqual(['DN1014'])
    expect(codes(compileSync({ config: docsJson({ navigation: { pages: ['a'] } }), files: { 'a.mdx': 42 as unknown as string } }))).toEqual(['DN4009'])
  })
})

describe('inputs that multiply', () => {
  it('list at most 1,000 diagnostics of one code, and count the rest', () => {
    const pages = Array.from({ length: 5000 }, () => 'index')
    const result = compileSync({ config: docsJson({ navigation: { groups: [{ group: 'A', pages }] } }) }, { noFiles: true })
    expect(result.diagnostics.filter((diagnostic) => diagnostic.code === 'DN5005')).toHaveLength(1000)
    expect(result.diagnostics[0]).toMatchObject({
      code: 'DN6004',
      severity: 'info',
      message: '3,999 more `DN5005` diagnostics are not listed: at most 1,000 of one code are',
    })
    expect(result.summary).toEqual({ errors: 0, warnings: 4999, infos: 1 })
  })

  it.skipIf(quick)('build sidebars for a group of 150,000 pages without overflowing the stack', () => {
    const pages = Array.from({ length: 150_000 }, (_, index) => `p/${index}`)
    const result = compileSync(
      { config: docsJson({ navigation: { groups: [{ group: 'A', pages: [{ group: 'B', pages }] }] } }) },
      { noFiles: true, outputs: { targets: ['docusaurus'] } },
    )
    expect(result.diagnostics).toEqual([])
    expect(JSON.parse(result.files!['docusaurus/sidebars.json']!)).toBeDefined()
  })
})

describe('one mistake, one diagnostic', () => {
  it('reports `x` and `x/index` in the same sidebar as sharing a URL, not also as listed twice', () => {
    const result = compileSync({ config: docsJson({ navigation: { groups: [{ group: 'A', pages: ['guides', 'guides/index'] }] } }) }, { noFiles: true })
    expect(codes(result)).toEqual(['DN5006'])
  })
})

describe('operations listed twice', () => {
  it('give every listing of a renamed operation the title of its final slug', () => {
    // Two webhooks slug to `pet-new`; the second becomes `pet-new-1`, titled from that slug, in both groups.
    const spec = JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'Pets', version: '1' },
      webhooks: { 'pet new': { post: { responses: {} } }, 'pet-new': { post: { responses: {} } } },
    })
    const config = {
      navigation: {
        groups: [
          { group: 'A', openapi: 'spec.json' },
          { group: 'B', openapi: 'spec.json' },
        ],
      },
    }
    const result = compileSync({ config, files: { 'spec.json': spec } }, { noFiles: true, outputs: {} })
    const renamed = result.site!.listings.filter((listing) => listing.url === '/api-reference/pet-new-1')
    expect(renamed).toHaveLength(2)
    for (const listing of renamed) expect(listing.node.type === 'operation' && listing.node.operation!.title).toBe('Pet new 1')
  })
})

describe('x-hidden that is not a boolean', () => {
  it('says how a YAML value with no JSON text is read (`.inf` is truthy)', () => {
    const spec = 'openapi: 3.1.0\ninfo: {title: Pets, version: "1"}\npaths:\n  /pets:\n    get:\n      x-hidden: .inf\n      responses: {}\n'
    const result = compileSync(
      { config: { navigation: { groups: [{ group: 'API', openapi: 'spec.yaml' }] } }, files: { 'spec.yaml': spec } },
      { noFiles: true },
    )
    const warning = result.diagnostics.find((diagnostic) => diagnostic.code === 'DN3024')
    expect(warning?.message).toContain('`x-hidden: Infinity`')
    expect(warning?.message).toContain('read as `true`')
  })

  it('reports an AsyncAPI spec nested deeper than the stack goes, without throwing', () => {
    const depth = 200_000
    const payload = `${'{"items":'.repeat(depth)}{}${'}'.repeat(depth)}`
    const spec = `{"asyncapi": "3.0.0", "info": {"title": "Deep", "version": "1"}, "channels": {"a": {"address": "a"}}, "components": {"schemas": {"deep": ${payload}}}}`
    const result = compileSync(
      { config: docsJson({ navigation: { groups: [{ group: 'Events', asyncapi: 'deep.json' }] } }), files: { 'deep.json': spec } },
      { noFiles: true },
    )
    expect(codes(result)).toEqual(['DN3026'])
    expect(result.diagnostics[0]!.message).toContain('nested too deeply')
  })
})
