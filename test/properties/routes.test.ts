import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { XMLParser } from 'fast-xml-parser'
import { compileSync } from '../../src/index.js'
import { validConfig, nearValidConfig } from '../../src/testing/index.js'

const siteUrl = 'https://docs.example.com'
const build = (config: object) => compileSync({ config }, { noFiles: true, outputs: { siteUrl } })

/** Label paths from the root to every place each page URL is listed, found from the config itself. */
function listingPaths(config: { navigation: Record<string, unknown> }): Map<string, string[][]> {
  const paths = new Map<string, string[][]>()
  const labelKeys = ['tab', 'anchor', 'dropdown', 'product', 'version', 'language', 'item', 'group']
  const url = (page: string) => `/${page.replace(/(^|\/)index$/, '')}`
  const add = (page: string, trail: string[]) => {
    const list = paths.get(url(page)) ?? []
    list.push(trail)
    paths.set(url(page), list)
  }
  const visit = (value: unknown, trail: string[]) => {
    if (Array.isArray(value)) return value.forEach((item) => (typeof item === 'string' ? add(item, trail) : visit(item, trail)))
    if (typeof value !== 'object' || value === null) return
    const record = value as Record<string, unknown>
    const labelKey = labelKeys.find((key) => typeof record[key] === 'string')
    const here =
      labelKey === undefined || labelKey === 'version' || labelKey === 'language'
        ? trail
        : [...trail, (record.name as string | undefined) ?? (record[labelKey] as string)]
    // A group's root page is listed by the group itself: its crumbs stop above the group.
    if (typeof record.root === 'string') add(record.root, trail)
    for (const [key, child] of Object.entries(record)) if (key !== 'global' && key !== labelKey) visit(child, here)
  }
  visit(config.navigation, [])
  return paths
}

function shuffleKeys(value: unknown, seed: number): unknown {
  if (Array.isArray(value)) return value.map((item, index) => shuffleKeys(item, seed + index))
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value)
      .map((entry, index) => ({ entry, order: Math.sin(seed * 17 + index * 5) }))
      .sort((a, b) => a.order - b.order)
      .map(({ entry: [key, item] }, index) => [key, shuffleKeys(item, seed * 3 + index)]),
  )
}

describe('routes', () => {
  it('give every routed URL exactly one route and one owner', () => {
    fc.assert(
      fc.property(validConfig(), (config) => {
        const site = build(config).site!
        const urls = site.routes.map((route) => route.url)
        expect(new Set(urls).size).toBe(urls.length)
        expect([...site.owners.keys()].sort()).toEqual([...urls].sort())
      }),
      { numRuns: 200 },
    )
  })

  it('link neighbours both ways: prev(next(p)) = p and next(prev(p)) = p', () => {
    fc.assert(
      fc.property(nearValidConfig(), ({ config }) => {
        const routes = new Map(build(config).site!.routes.map((route) => [route.url, route]))
        for (const route of routes.values()) {
          if (route.next) expect(routes.get(route.next.url)!.prev?.url).toBe(route.url)
          if (route.prev) expect(routes.get(route.prev.url)!.next?.url).toBe(route.url)
        }
      }),
      { numRuns: 200 },
    )
  })

  it('give breadcrumbs that follow a path of the navigation down to a listing of the page', () => {
    fc.assert(
      fc.property(validConfig(), (config) => {
        const paths = listingPaths(config)
        for (const route of build(config).site!.routes) {
          const labels = route.breadcrumbs.map((crumb) => crumb.label)
          const trails = paths.get(route.url) ?? []
          expect(
            trails.some((trail) => JSON.stringify(trail.filter((label) => label.trim() !== '')) === JSON.stringify(labels)),
            `${route.url}: ${labels.join(' / ')}`,
          ).toBe(true)
        }
      }),
      { numRuns: 200 },
    )
  })

  it('put exactly the indexable routes in the sitemap', () => {
    const parser = new XMLParser({ isArray: (name) => name === 'url' })
    fc.assert(
      fc.property(nearValidConfig(), ({ config }) => {
        const result = build(config)
        // A navigation with errors and not one page left gives no outputs at all (not an empty site).
        if (result.files === undefined) {
          expect(result.summary.errors).toBeGreaterThan(0)
          expect(result.site!.routes).toEqual([])
          return
        }
        const listed = (parser.parse(result.files['sitemap.xml']!).urlset.url ?? []).map((entry: { loc: string }) => entry.loc)
        expect(listed).toEqual(result.site!.routes.filter((route) => !route.hidden && !route.noindex).map((route) => siteUrl + route.url))
      }),
      { numRuns: 200 },
    )
  })

  it('build byte-identical outputs across runs and whatever the order of keys in objects', () => {
    fc.assert(
      fc.property(validConfig(), fc.integer({ min: 1, max: 1000 }), (config, seed) => {
        const first = build(config).files
        expect(build(config).files).toEqual(first)
        expect(build(shuffleKeys(config, seed) as object).files).toEqual(first)
      }),
      { numRuns: 150 },
    )
  })
})
