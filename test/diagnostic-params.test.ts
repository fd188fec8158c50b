import { describe, expect, it } from 'vitest'
import { catalogue, compileSync } from '../src/index.js'
import { report, unplaced, type Reporter } from '../src/ir/diagnostics/report.js'

/**
 * Each code's parameters are typed from its templates: a call that leaves out a required
 * parameter, misspells one, or fills no hint does not compile (`npm test` type-checks this file).
 */
// biome-ignore lint/suspicious/noExportsInTest: exported so that the type checker keeps it without a caller
export function callsThatMustNotCompile(reporter: Reporter): void {
  // @ts-expect-error DN4002 needs `path`
  report(reporter, 'DN4002', unplaced())
  // @ts-expect-error `pth` is no parameter of DN4002
  report(reporter, 'DN4002', unplaced(), { pth: 'a' })
  // @ts-expect-error DN2014's hints need `labelFound` and `labelExpected`: none is filled
  report(reporter, 'DN2014', unplaced(), { key: 'tabs', expected: 'a tab', found: 'an anchor' })
  // @ts-expect-error a parameter is text
  report(reporter, 'DN1011', unplaced(), { limit: 512 })
  // Optional ones may be left out: DN2009's suggestion, DN4002's link marker.
  report(reporter, 'DN2009', unplaced(), { key: 'x', subject: 'a tab', allowed: '`tab`' })
  report(reporter, 'DN4004', unplaced())
}

describe('diagnostic parameters', () => {
  it('fill every placeholder of what is shown', () => {
    const result = compileSync({
      config: {
        navigation: {
          tabs: [
            { tab: 'A', groups: [{ group: 'G', pages: ['a.mdx', ' b ', 'c\\d', 'GET /x'], colapsed: true }] },
            { anchor: 'Wrong', pages: ['x'] },
          ],
        },
      },
    })
    expect(result.diagnostics.length).toBeGreaterThan(5)
    for (const diagnostic of result.diagnostics) {
      expect(`${diagnostic.message} ${diagnostic.hint}`, diagnostic.code).not.toMatch(/\{\w+\}/)
      // The parameters given are recorded, for tools and fixtures.
      for (const value of Object.values(diagnostic.params)) expect(typeof value).toBe('string')
    }
    expect(result.diagnostics.find((diagnostic) => diagnostic.code === 'DN2009')!.params).toMatchObject({ key: 'colapsed', suggestion: 'expanded' })
  })

  it('are named in the templates with word characters only, so the types and `fill` agree', () => {
    for (const [code, entry] of Object.entries(catalogue)) {
      for (const template of [entry.message, ...(typeof entry.hint === 'string' ? [entry.hint] : entry.hint)]) {
        for (const match of template.matchAll(/\{([^{}]*)\}/g)) {
          // Either a placeholder, or literal JSON in an example (`{ "name": ... }`).
          expect(/^\w+$/.test(match[1]!) || /[\s"]/.test(match[1]!), `${code}: {${match[1]}}`).toBe(true)
        }
      }
    }
  })
})
