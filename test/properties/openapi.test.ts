import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compileSync, walk, type RootNode } from '../../src/index.js'
import { findEndpoint, findWebhook, pathItemEndpoints, type Spec } from '../../src/ir/openapi.js'

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const
/** Few words and some punctuation, so summaries and tags collide often. */
const WORD = fc.constantFrom('List', 'pets', 'Get', 'pet', "owner's", '(beta)', 'v2.', 'a', '-', 'Pets')
const TEXT = fc.array(WORD, { minLength: 1, maxLength: 3 }).map((words) => words.join(' '))

const operation = fc.record(
  {
    summary: fc.option(TEXT, { nil: undefined }),
    tags: fc.option(fc.array(fc.constantFrom('pets', 'Pet Store', 'owners'), { minLength: 1, maxLength: 2 }), { nil: undefined }),
    operationId: fc.option(fc.stringMatching(/^[a-z][A-Za-z]{0,8}$/), { nil: undefined }),
    'x-hidden': fc.option(fc.boolean(), { nil: undefined }),
    'x-excluded': fc.option(fc.constant(true), { freq: 8, nil: undefined }),
    'x-mint': fc.option(fc.record({ href: fc.constantFrom('/custom/page', '/api-reference/pets/list-pets') }), { freq: 8, nil: undefined }),
  },
  { requiredKeys: [] },
)

const pathItem = fc.dictionary(fc.constantFrom(...METHODS), operation, { minKeys: 1, maxKeys: 3 })
const path = fc.array(fc.constantFrom('pets', 'owners', '{id}', '{petId}', 'items'), { minLength: 1, maxLength: 3 }).map((segments) => `/${segments.join('/')}`)

/** An OpenAPI 3.1 document: paths (in generated order), optional webhooks, tags with labels. */
const spec = fc
  .record(
    {
      paths: fc.uniqueArray(fc.tuple(path, pathItem), { minLength: 1, maxLength: 8, selector: ([key]) => key }).map((entries) => Object.fromEntries(entries)),
      webhooks: fc.option(fc.dictionary(fc.constantFrom('created', 'deleted'), fc.dictionary(fc.constant('post'), operation, { minKeys: 1 })), {
        nil: undefined,
      }),
      tags: fc.constant([{ name: 'pets', 'x-group': 'Pet store' }]),
    },
    { requiredKeys: ['paths', 'tags'] },
  )
  .map((parts) => ({ openapi: '3.1.0', info: { title: 'Generated', version: '1' }, ...parts }))

/** Reorders the keys of every object except those whose order SPEC.md §4 defines (paths, webhooks). */
function shuffleKeys(value: unknown, seed: number, keepOrder = false): unknown {
  if (Array.isArray(value)) return value.map((item, index) => shuffleKeys(item, seed + index))
  if (typeof value !== 'object' || value === null) return value
  let entries = Object.entries(value)
  if (!keepOrder)
    entries = entries
      .map((entry, index) => ({ entry, order: Math.sin(seed * 13 + index * 7) }))
      .sort((a, b) => a.order - b.order)
      .map(({ entry }) => entry)
  return Object.fromEntries(entries.map(([key, item], index) => [key, shuffleKeys(item, seed * 3 + index, key === 'paths' || key === 'webhooks')]))
}

function expand(specValue: unknown, twice = false): { tree: RootNode; codes: string[] } {
  const tabs = [{ tab: 'API', openapi: 'openapi.json' }]
  if (twice) tabs.push({ tab: 'Again', openapi: { source: 'openapi.json', directory: 'api-reference' } } as never)
  const result = compileSync({ config: { navigation: { tabs } }, files: { 'openapi.json': JSON.stringify(specValue) } })
  return { tree: result.tree, codes: result.diagnostics.map((diagnostic) => diagnostic.code) }
}

function pages(tree: RootNode) {
  const found: Array<{ key: string; slug: string; title: string; group: string; hidden: boolean }> = []
  walk(tree, (node, _index, parent) => {
    if (node.type !== 'operation' || !node.operation) return
    const { spec: id, kind, path: route, slug, title, hidden } = node.operation
    found.push({
      key: `${id} ${kind} ${kind === 'channel' ? '' : node.operation.method} ${route}`,
      slug,
      title,
      hidden,
      group: parent && 'label' in parent ? parent.label : '',
    })
  })
  return found
}

describe('OpenAPI expansion', () => {
  it('gives every operation its own URL, across the whole site', () => {
    fc.assert(
      fc.property(spec, fc.boolean(), (value, twice) => {
        const slugs = new Map<string, string>()
        for (const page of pages(expand(value, twice).tree)) {
          const owner = slugs.get(page.slug)
          expect(owner === undefined || owner === page.key, `${page.slug} for ${owner} and ${page.key}`).toBe(true)
          slugs.set(page.slug, page.key)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('generates a page for every operation that is not x-excluded, and none for those that are', () => {
    fc.assert(
      fc.property(spec, (value) => {
        const expected =
          Object.values(value.paths)
            .flatMap((item) => Object.values(item))
            .filter((op) => op['x-excluded'] !== true).length +
          Object.values(value.webhooks ?? {})
            .flatMap((item) => Object.values(item))
            .filter((op) => op['x-excluded'] !== true).length
        expect(pages(expand(value).tree)).toHaveLength(expected)
      }),
      { numRuns: 200 },
    )
  })

  it('is deterministic and independent of key order where SPEC.md defines none', () => {
    fc.assert(
      fc.property(spec, fc.integer({ min: 1, max: 1000 }), (value, seed) => {
        const first = expand(value)
        expect(pages(expand(value).tree)).toEqual(pages(first.tree))
        const shuffled = expand(shuffleKeys(value, seed))
        expect(pages(shuffled.tree)).toEqual(pages(first.tree))
        expect(shuffled.codes).toEqual(first.codes)
      }),
      { numRuns: 200 },
    )
  })
})

describe('finding an operation of a spec', () => {
  // Paths that differ by trailing slashes only, and webhook names alike, so that lookups must tell them apart.
  const lookupPath = fc.constantFrom('/', '//', '/a', '/a/', '/a//', '/b', 'x', 'x/')
  const specOperation = fc.record({
    kind: fc.constantFrom('endpoint' as const, 'webhook' as const),
    method: fc.constantFrom('get' as const, 'post' as const),
    path: lookupPath,
  })
  const specOf = (operations: Array<{ kind: 'endpoint' | 'webhook'; method: 'get' | 'post'; path: string }>, id: number) =>
    ({
      id: `s${id}`,
      version: '3.1.0',
      operations: operations.map((operation, index) => ({ ...operation, pointer: `/${index}`, hidden: false, excluded: false })),
      tagLabels: new Map(),
      complete: true,
    }) as unknown as Spec

  it("answers as a walk of its operations in document order does: the exact path first, then with or without a trailing slash; the path item as Mintlify's build takes it", () => {
    fc.assert(
      fc.property(fc.array(specOperation, { maxLength: 12 }), fc.constantFrom('get' as const, 'post' as const), lookupPath, (operations, method, path) => {
        const spec = specOf(operations, 0)
        const alternative = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : `${path}/`
        const endpoints = spec.operations.filter((operation) => operation.kind === 'endpoint')
        expect(findEndpoint(spec, method, path)).toBe(
          endpoints.find((operation) => operation.method === method && operation.path === path) ??
            endpoints.find((operation) => operation.method === method && operation.path === alternative),
        )
        expect(findWebhook(spec, path)).toBe(spec.operations.find((operation) => operation.kind === 'webhook' && operation.path === path))
        // Mintlify's findOpenApiPath: the key written exactly so, else the first equal but for one trailing slash on either side.
        const canonical = (key: string) => (key.length > 1 && key.endsWith('/') ? key.slice(0, -1) : key)
        const key = endpoints.some((operation) => operation.path === path)
          ? path
          : endpoints.find((operation) => canonical(operation.path) === canonical(path))?.path
        expect(pathItemEndpoints(spec, path)).toEqual(endpoints.filter((operation) => operation.path === key))
      }),
      { numRuns: 500 },
    )
  })
})
