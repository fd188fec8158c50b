import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compileSync } from '../src/index.js'
import { validConfig } from '../src/testing/index.js'
import { fillDestination, matchSource, sourcePattern } from '../src/ir/redirects.js'
import { docsJson } from './helpers/docs-json.js'
import { numRuns } from './helpers/runs.js'

const redirectCodes = (result: ReturnType<typeof compileSync>) =>
  result.diagnostics.filter((diagnostic) => diagnostic.code.startsWith('DN70')).map((diagnostic) => diagnostic.code)

/** A generated site, built once without redirects: its listed URLs. */
function urlsOf(config: object): string[] {
  return compileSync({ config }, { noFiles: true }).site!.routes.map((route) => route.url)
}

describe('redirects', () => {
  it('to pages of the site, from URLs that are not, are found sound; one more hop is a chain, a way back a loop', () => {
    fc.assert(
      fc.property(validConfig(), fc.nat(), (config, pick) => {
        const urls = urlsOf(config)
        if (urls.length === 0) return
        const target = urls[pick % urls.length]!
        const moved = urls.map((url, index) => ({ source: `/moved-${index}${url === '/' ? '' : url}`, destination: url }))
        expect(redirectCodes(compileSync({ config: { ...config, redirects: moved } }, { noFiles: true }))).toEqual([])
        const chained = [...moved, { source: '/older', destination: `/moved-0${urls[0] === '/' ? '' : urls[0]}` }]
        expect(redirectCodes(compileSync({ config: { ...config, redirects: chained } }, { noFiles: true }))).toEqual(['DN7015'])
        const looping = [
          { source: '/loop-a', destination: '/loop-b' },
          { source: '/loop-b', destination: '/loop-a' },
          { source: '/loop-c', destination: target },
        ]
        expect(redirectCodes(compileSync({ config: { ...config, redirects: looping } }, { noFiles: true }))).toEqual(['DN7016'])
      }),
      { numRuns: numRuns(150) },
    )
  })

  it('never take long on hostile patterns or paths (redirects come from untrusted pull requests)', () => {
    const config = docsJson({ navigation: { pages: ['intro'] } })
    const hostile = [
      { source: '/*a*a*a*a*a*a*a*b', destination: `/${'a'.repeat(80)}` },
      { source: '/:x+:y+:z+b', destination: `/${'x'.repeat(3000)}` },
      { source: `/${'/'.repeat(80_000)}a/`, destination: '/intro' },
    ]
    const result = compileSync({ config: { ...config, redirects: hostile } }, { noFiles: true })
    expect(result.diagnostics.filter((diagnostic) => diagnostic.code === 'DN7019').map((diagnostic) => diagnostic.params.source)).toEqual([
      hostile[0]!.source,
      hostile[1]!.source,
    ])
    // 4,000 rules chained through parameters.
    const chained = Array.from({ length: 4000 }, (_, index) => ({ source: `/r${index}/:x`, destination: `/r${index + 1}/:x` }))
    // Only the last leads nowhere (a warning without page files); the chains through parameters are not reported.
    expect(redirectCodes(compileSync({ config: { ...config, redirects: chained } }, { noFiles: true }))).toEqual(['DN7014'])
  })

  it('match and fill wildcards as path-to-regexp does', () => {
    const cases: Array<[string, string, string, string | undefined]> = [
      ['/beta/:slug*', '/v2/beta/:slug*', '/beta/a/b', '/v2/beta/a/b'],
      ['/beta/:slug*', '/v2/beta/:slug*', '/beta', '/v2/beta'],
      ['/beta/:slug*', '/v2/:slug*', '/betamax', undefined],
      ['/docs/:page', '/guides/:page', '/docs/setup', '/guides/setup'],
      ['/docs/:page', '/guides/:page', '/docs/a/b', undefined],
      ['/docs/:page+', '/g/:page+', '/docs/a/b', '/g/a/b'],
      ['/docs/:page+', '/g/:page+', '/docs', undefined],
      ['/docs/:version?/intro', '/intro', '/docs/intro', '/intro'],
      ['/articles/concepts-*', '/collections/overview', '/articles/concepts-routing', '/collections/overview'],
      ['/old/', '/new', '/old', '/new'],
      ['/a.b/:x', '/c/:x', '/aXb/y', undefined],
    ]
    for (const [source, destination, path, expected] of cases) {
      const values = matchSource(sourcePattern(source), source, path)
      expect(values === undefined ? undefined : fillDestination(destination, values), `${source} on ${path}`).toBe(expected)
    }
  })
})

describe('a destination with parameters', () => {
  // The rule as first written, a scan of every path: the lookups must agree with it.
  const leadsBelow = (fixed: string, paths: readonly string[]) =>
    paths.some(
      (path) =>
        path === fixed.replace(/\/$/, '') || path.startsWith(fixed.endsWith('/') ? fixed : `${fixed}/`) || (!fixed.endsWith('/') && path.startsWith(fixed)),
    )
  const segment = fc.constantFrom('a', 'ab', 'b', 'v3', 'v3x', 'z')

  // Few such destinations are looked for in one pass over the paths, many in the paths sorted: both are tried.
  const others = (many: boolean) =>
    many ? Array.from({ length: 70 }, (_, index) => ({ source: `/other-${index}/:slug*`, destination: `/elsewhere-${index}/:slug*` })) : []

  it('is reported (DN7014) exactly when nothing is at or below its fixed part', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('/')),
          { minLength: 1, maxLength: 12 },
        ),
        fc.array(segment, { minLength: 1, maxLength: 2 }).map((parts) => `/${parts.join('/')}`),
        fc.boolean(),
        fc.boolean(),
        (pages, fixed, slash, many) => {
          const destination = `${fixed}${slash ? '/' : ''}:slug*`
          const config = docsJson({ navigation: { pages }, redirects: [{ source: '/moved/:slug*', destination }, ...others(many)] })
          const result = compileSync({ config: JSON.stringify(config) }, { noFiles: true })
          const reported = result.diagnostics.some((diagnostic) => diagnostic.code === 'DN7014' && diagnostic.pointer === '/redirects/0/destination')
          const urls = result.site!.routes.map((route) => route.url)
          expect(reported).toBe(
            !leadsBelow(`${fixed}${slash ? '/' : ''}`, [...urls, '/moved/', ...others(many).map(({ source }) => source.slice(0, source.indexOf(':')))]),
          )
        },
      ),
      { numRuns: numRuns(300) },
    )
  })
})

describe('redirects from an included file', () => {
  const config = docsJson({ navigation: { pages: ['intro'] }, redirects: { $ref: './config/redirects.json' } })
  const where = (result: ReturnType<typeof compileSync>) => result.diagnostics.map(({ code, file, line, column }) => ({ code, file, line, column }))

  it('are reported where each was written, in the included file', () => {
    const redirects = JSON.stringify(
      [{ source: '/old', destination: '/nowhere' }, { source: '/x' }, 5, { source: '/y', destination: '/intro', permanent: 'yes' }],
      null,
      2,
    )
    const result = compileSync({ config, files: { 'config/redirects.json': redirects } }, { noFiles: true })
    expect(where(result)).toEqual([
      { code: 'DN7014', file: 'config/redirects.json', line: 4, column: 20 },
      { code: 'DN7010', file: 'config/redirects.json', line: 6, column: 3 },
      { code: 'DN2008', file: 'config/redirects.json', line: 9, column: 3 },
      { code: 'DN2008', file: 'config/redirects.json', line: 13, column: 18 },
    ])
  })

  it('that is not a list is reported in that file; an include that fails, once, where its `$ref` stands', () => {
    const object = compileSync({ config, files: { 'config/redirects.json': '{ "source": "/a" }' } }, { noFiles: true })
    expect(where(object)).toEqual([{ code: 'DN2008', file: 'config/redirects.json', line: 1, column: 1 }])
    expect(where(compileSync({ config }, { noFiles: true })).map(({ code }) => code)).toEqual(['DN1101'])
    expect(where(compileSync({ config: { ...config, redirects: { $ref: '../outside.json' } } }, { noFiles: true })).map(({ code }) => code)).toEqual(['DN1102'])
    expect(
      where(compileSync({ config, files: { 'config/redirects.json': '[{"source": "/a"' } }, { noFiles: true })).map(({ code, file }) => `${code} ${file}`),
    ).toEqual(['DN1001 config/redirects.json'])
  })
})
