import fc from 'fast-check'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { alternatesOf, sameInOtherDivision, type Axis } from '../../src/emit/alternates.js'
import type { Route } from '../../src/ir/site.js'
import { assertOracleInstalled, oracleFolder } from './oracle.js'

const segment = fc.constantFrom('ja', 'es', 'fr-ca', 'pt-BR', 'docs', 'help', 'v1', 'v2', '2025-09', 'api', 'guides', 'getting-started', 'index', 'quickstart')
const url = fc.array(segment, { minLength: 0, maxLength: 5 }).map((parts) => `/${parts.join('/')}`)
const axis = fc.constantFrom<Axis>('language', 'version')

/** Mintlify's own function (the file its switchers use), loaded from the oracle's packages. */
async function mintlifyRule(): Promise<(a: string, b: string, axis: Axis) => boolean> {
  const file = join(oracleFolder, 'node_modules', '@mintlify', 'common', 'dist', 'navigation', 'updateFirstHrefInDivision.js')
  return (await import(pathToFileURL(file).href)).pathsDifferByOneSegment
}

describe('alternates', () => {
  it("pair URLs exactly as Mintlify's switchers do (its pathsDifferByOneSegment)", async () => {
    assertOracleInstalled()
    const theirs = await mintlifyRule()
    fc.assert(
      fc.property(url, url, axis, (a, b, along) => {
        expect(sameInOtherDivision(a, b, along)).toBe(theirs(a, b, along))
      }),
      { numRuns: 20_000 },
    )
    // Mintlify's own unit-test cases, among them.
    for (const [a, b, along, expected] of [
      ['/ja/getting-started', '/getting-started', 'language', true],
      ['/docs/ja/getting-started', '/ja/getting-started', 'language', false],
      ['/v1/getting-started', '/v2/getting-started', 'version', true],
      ['/api/v1', '/api/v2', 'version', false],
      ['/2025-09/getting-started', '/getting-started', 'version', true],
      ['/docs/2025-09/getting-started', '/2025-09/getting-started', 'version', false],
    ] as const) {
      expect(sameInOtherDivision(a, b, along), `${a} ${b} ${along}`).toBe(expected)
      expect(theirs(a, b, along)).toBe(expected)
    }
  })

  it('find, for each route and each other division, the first same page there, or the page itself when listed there', () => {
    const values = fc.constantFrom('a', 'b', 'c')
    fc.assert(
      fc.property(axis, fc.uniqueArray(fc.tuple(url, values), { maxLength: 25, selector: ([path]) => path }), (along, entries) => {
        const routes = entries.map(([path, value]) => ({ url: path, [along]: value, hidden: false, alternates: {} }) as unknown as Route)
        // Each route listed once, under its own language (version).
        const listings = routes.map((route) => ({ url: route.url, hidden: false, ancestors: [{ type: along, label: route[along] }] })) as never
        alternatesOf(routes, listings)
        const all = new Set(routes.map((route) => route[along]!))
        const field = along === 'language' ? 'languages' : 'versions'
        for (const route of routes) {
          const expected: Record<string, string> = {}
          for (const value of all) {
            if (value === route[along]) continue
            const first = routes.find((other) => other[along] === value && sameInOtherDivision(route.url, other.url, along))
            if (first) expected[value] = first.url
          }
          expect(route.alternates[field] ?? {}, `${along} ${route.url}`).toEqual(expected)
        }
      }),
      { numRuns: 1000 },
    )
  })

  it('find them the same way among many pages of one name (compared by keys, not one by one)', () => {
    // 300 pages named `overview` in three versions: one group far larger than is compared directly.
    const routes = Array.from(
      { length: 300 },
      (_, index) =>
        ({
          url: `/${['v1', 'v2', 'v3'][index % 3]}/area-${Math.floor(index / 3) % 40}/overview`,
          version: `v${(index % 3) + 1}`,
          hidden: false,
          alternates: {},
        }) as unknown as Route,
    ).filter((route, index, all) => all.findIndex((other) => other.url === route.url) === index)
    const listings = routes.map((route) => ({ url: route.url, hidden: false, ancestors: [{ type: 'version', label: route.version }] })) as never
    alternatesOf(routes, listings)
    for (const route of routes) {
      const expected: Record<string, string> = {}
      for (const value of ['v1', 'v2', 'v3']) {
        if (value === route.version) continue
        const first = routes.find((other) => other.version === value && sameInOtherDivision(route.url, other.url, 'version'))
        if (first) expected[value] = first.url
      }
      expect(route.alternates.versions ?? {}, route.url).toEqual(expected)
    }
    expect(routes.length).toBeGreaterThan(64)
  })
})
