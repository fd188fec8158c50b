import fc from 'fast-check'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compileSync } from '../../src/index.js'
import { RedirectTable, fillDestination, withoutTrailingSlash } from '../../src/ir/redirects.js'

const generators = join(import.meta.dirname, '..', '..', 'generators')
// With characters that are literal in docsnav's (Mintlify's) sources but syntax to path-to-regexp.
const segment = fc.constantFrom('a', 'b', 'docs', 'v1', '(a|aa)', 'c++', 'x{y}', '[z]', 'a.b')

/** A redirect in the shapes every host form holds: plain, one segment, a rest at the end. */
const redirect = fc
  .tuple(segment, segment, fc.constantFrom('', '/:x', '/:x*', '/:x+'), fc.boolean(), fc.boolean())
  .map(([from, to, parameter, keep, permanent]) => ({
    source: `/${from}${parameter}`,
    destination: `/${to}${keep && parameter !== '' ? parameter : ''}`,
    permanent,
  }))
const path = fc.array(segment, { minLength: 1, maxLength: 4 }).map((segments) => `/${segments.join('/')}`)

describe("redirects in a host's form", () => {
  it("send every request where redirects.json does, by Vercel's own compiled routes (the form Next.js reads too)", async () => {
    const { getTransformedRoutes } = await import(join(generators, 'hosts', 'node_modules', '@vercel', 'routing-utils', 'dist', 'index.js'))
    fc.assert(
      fc.property(fc.array(redirect, { minLength: 1, maxLength: 6 }), fc.array(path, { minLength: 1, maxLength: 10 }), (redirects, paths) => {
        const result = compileSync({ config: { navigation: { pages: ['index'] }, redirects } }, { noFiles: true, outputs: { targets: ['vercel'] } })
        const routes = getTransformedRoutes({ redirects: JSON.parse(result.files!['vercel/redirects.json']!) }).routes as Array<{
          src: string
          headers: { Location: string }
          status: number
        }>
        const table = new RedirectTable(result.tree.redirects, undefined)
        for (const request of paths) {
          const ours = table.match(request)
          const theirs = routes.map((route) => ({ route, found: new RegExp(route.src).exec(request) })).find(({ found }) => found !== null)
          // The same URL however it is encoded (Vercel's form percent-encodes parentheses).
          const where = (location: string | undefined) => (location === undefined ? undefined : withoutTrailingSlash(decodeURIComponent(location)))
          expect(where(theirs?.route.headers.Location.replace(/\$(\d+)/g, (_, index: string) => theirs.found![Number(index)] ?? '')), request).toBe(
            where(ours && fillDestination(ours.rule.destination, ours.values)),
          )
          if (ours && theirs) expect(theirs.route.status).toBe(ours.rule.redirect.permanent ? 308 : 307)
        }
      }),
      { numRuns: 300 },
    )
  })
})
