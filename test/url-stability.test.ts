import fc from 'fast-check'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compileSync, type CompileResult } from '../src/index.js'
import { validConfig } from '../src/testing/index.js'
import { project, run } from './helpers/cli.js'
import { docsJson } from './helpers/docs-json.js'

const codes = (result: CompileResult) =>
  result.diagnostics
    .filter((diagnostic) => /^DN702[12]$/.test(diagnostic.code))
    .map((diagnostic) => `${diagnostic.code} ${Object.values(diagnostic.params).join(' ')}`)
const routesOf = (config: object) => compileSync({ config }, { noFiles: true, outputs: true }).site!.routes

/** Moves one page of a navigation to another folder: its entry renamed, wherever it is listed. */
function movePage(config: object, from: string, to: string): object {
  return JSON.parse(JSON.stringify(config), (_key, value) => (value === from ? to : value)) as object
}

describe('comparing with an earlier build', () => {
  it('finds nothing changed against itself, a moved page covered by its redirect, and exactly that URL without it', () => {
    fc.assert(
      fc.property(validConfig(), fc.nat(), (config, pick) => {
        const before = routesOf(config)
        const same = compileSync({ config }, { noFiles: true, previousRoutes: before })
        expect(codes(same)).toEqual([])
        expect(same.urlChanges).toEqual({ added: [], removed: [], moved: [] })
        const pages = before.filter((route) => route.source.kind === 'page' && route.url !== '/' && !route.url.endsWith('/index'))
        if (pages.length === 0) return
        const page = pages[pick % pages.length]!
        const path = page.url.slice(1)
        const moved = movePage(config, path, `relocated/${path}`)
        const target = `/relocated/${path}`
        const covered = compileSync({ config: { ...moved, redirects: [{ source: page.url, destination: target }] } }, { noFiles: true, previousRoutes: before })
        expect(codes(covered)).toEqual([])
        expect(covered.urlChanges!.moved).toEqual([{ from: page.url, to: target, redirect: { source: page.url, destination: target } }])
        const uncovered = compileSync({ config: moved }, { noFiles: true, previousRoutes: before })
        expect(codes(uncovered)).toEqual([`DN7022 ${page.url} ${target}`])
      }),
      { numRuns: 150 },
    )
  })

  it('says which gone URLs a wildcard redirect covers, and suggests a page for the others', () => {
    const config = docsJson({ navigation: { pages: ['index', 'guides/setup', 'guides/deploy'] } })
    const before = routesOf({ navigation: { pages: ['index', 'guides/setup', 'guides/deploy', 'old/a', 'old/b', 'setup'] } })
    const result = compileSync(
      { config: { ...config, redirects: [{ source: '/old/:slug*', destination: '/guides/setup' }] } },
      { noFiles: true, previousRoutes: before },
    )
    expect(result.urlChanges!.removed).toEqual([
      { url: '/old/a', redirect: { source: '/old/:slug*', destination: '/guides/setup' } },
      { url: '/old/b', redirect: { source: '/old/:slug*', destination: '/guides/setup' } },
      { url: '/setup' },
    ])
    expect(result.diagnostics.find((diagnostic) => diagnostic.code === 'DN7021')!.params).toEqual({ url: '/setup', suggestion: '/guides/setup' })
  })

  it('gives URLs as routes.json writes them, percent-encoded, and compares them decoded', () => {
    const config = docsJson({ navigation: { pages: ['index', 'new page'] } })
    const result = compileSync({ config }, { noFiles: true, previousRoutes: [{ url: '/' }, { url: '/old%20page' }, { url: '/new%20page/' }] })
    expect(result.urlChanges).toEqual({ added: [], removed: [{ url: '/old%20page' }], moved: [] })
    expect(compileSync({ config }, { noFiles: true, previousRoutes: [{ url: '/' }] }).urlChanges!.added).toEqual(['/new%20page'])
  })

  it('reports bad earlier routes as an option problem, not a crash', () => {
    const result = compileSync({ config: docsJson({ navigation: { pages: ['a'] } }) }, { noFiles: true, previousRoutes: [{ path: '/a' }] as never })
    expect(result.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['DN1017'])
  })
})

describe('docsnav diff', () => {
  const earlier = () => {
    const folder = mkdtempSync(join(tmpdir(), 'docsnav-earlier-'))
    writeFileSync(join(folder, 'routes.json'), JSON.stringify({ routes: [{ url: '/' }, { url: '/a' }, { url: '/gone' }] }))
    return folder
  }

  it('fails on a URL that went without a redirect, and suggests one', async () => {
    const site = project(docsJson({ navigation: { pages: ['index', 'a'] } }))
    const result = await run(['diff', earlier(), site, '--suggest'])
    expect(result.code).toBe(1)
    expect(result.stdout).toContain('error DN7021 `/gone` was a page of the earlier build')
    expect(result.stdout).toContain('{ "source": "/gone", "destination": "/" }')
  })

  it('passes when a redirect covers it, and gives the changes as JSON', async () => {
    const site = project(docsJson({ navigation: { pages: ['index', 'a'] }, redirects: [{ source: '/gone', destination: '/a' }] }))
    const result = await run(['diff', join(earlier(), 'routes.json'), site, '--format', 'json'])
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout).changes).toEqual({ added: [], removed: [{ url: '/gone', redirect: { source: '/gone', destination: '/a' } }], moved: [] })
  })

  it('refuses an earlier build it cannot read', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'docsnav-earlier-'))
    writeFileSync(join(folder, 'routes.json'), '{"navigation": {}}')
    expect((await run(['diff'])).code).toBe(2)
    const result = await run(['diff', folder, project(docsJson({ navigation: { pages: ['index'] } }))])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('it has no `routes` array')
  })
})
