import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { staticRedirects } from '../src/emit/targets/static-redirects.js'
import { compileSync } from '../src/index.js'
import { validConfig } from '../src/testing/index.js'

/** docs.json's redirects for a site of these pages, as plain paths, and which were left out. */
function plain(pages: string[], redirects: Array<{ source: string; destination: string; permanent?: boolean }>) {
  const result = compileSync({ config: { navigation: { pages }, redirects } }, { noFiles: true })
  const moved = staticRedirects(
    result.tree.redirects,
    result.site!.routes.map((route) => route.url),
    (source, destination) => (source.includes('[') ? 'bracket' : destination.startsWith('mailto:') ? 'scheme' : undefined),
  )
  return {
    map: Object.fromEntries(moved.redirects.map((redirect) => [redirect.source, `${redirect.destination}${redirect.permanent ? '' : ' (307)'}`])),
    left: moved.unexpressed.map(({ redirect, why }) => `${redirect.source}: ${why}`),
  }
}

describe('redirects for a static site', () => {
  it('are one plain redirect per page a source with parameters leads to, chains followed to the page', () => {
    // The shapes of modelcontextprotocol's docs.json: a version alias, a moved section, and a chain through both.
    const pages = ['index', 'docs/v2/intro', 'docs/v2/learn/arch', 'docs/v2/learn/tools', 'seps/1', 'guides/setup']
    const { map, left } = plain(pages, [
      { source: '/clients', destination: '/docs/latest/intro' },
      { source: '/docs/latest/:slug*', destination: '/docs/v2/:slug*', permanent: false },
      { source: '/docs/learn/:slug*', destination: '/docs/v2/learn/:slug*' },
      { source: '/community/seps/:slug*', destination: '/seps/:slug*' },
      { source: '/old/:path', destination: '/guides/:path' },
      { source: '/start', destination: '/old/setup#install' },
      { source: '/docs/v2/basics', destination: '/docs/v2/learn/arch' },
    ])
    expect(map).toEqual({
      '/clients': '/docs/v2/intro',
      '/docs/latest/intro': '/docs/v2/intro (307)',
      '/docs/latest/learn/arch': '/docs/v2/learn/arch (307)',
      '/docs/latest/learn/tools': '/docs/v2/learn/tools (307)',
      // Through the plain redirect the alias leads to, to its page.
      '/docs/latest/basics': '/docs/v2/learn/arch (307)',
      '/docs/learn/arch': '/docs/v2/learn/arch',
      '/docs/learn/tools': '/docs/v2/learn/tools',
      '/community/seps/1': '/seps/1',
      '/old/setup': '/guides/setup',
      '/start': '/guides/setup#install',
      '/docs/v2/basics': '/docs/v2/learn/arch',
    })
    expect(left).toEqual([])
  })

  it('lead a source whose parameters are empty to the home page', () => {
    expect(plain(['index', 'a'], [{ source: '/docs/:slug*', destination: '/:slug*' }]).map).toEqual({ '/docs': '/', '/docs/a': '/a' })
  })

  it('say which redirects have no static form, and why', () => {
    const { map, left } = plain(
      ['index', 'a'],
      [
        { source: '/gh/:repo*', destination: 'https://github.com/acme/:repo*' },
        { source: '/gone/:page', destination: '/a' },
        { source: '/nowhere/:page', destination: '/missing/:page' },
        { source: '/mail', destination: 'mailto:docs@example.com' },
        { source: '/x[1]', destination: '/a' },
        { source: '/b', destination: '/a' },
      ],
    )
    expect(map).toEqual({ '/b': '/a' })
    expect(left).toEqual([
      '/gh/:repo*: it leads out of the site, where the URLs its source matches are not known',
      '/gone/:page: its destination does not use all of its parameters, so the URLs its source matches are not known',
      '/nowhere/:page: it leads to no page of the site',
      '/mail: scheme',
      '/x[1]: bracket',
    ])
  })

  it('never redirect from a page, and lead every source with parameters to each page under its destination', () => {
    fc.assert(
      fc.property(validConfig(), (config) => {
        const urls = compileSync({ config }, { noFiles: true }).site!.routes.map((route) => route.url)
        const result = compileSync({ config: { ...config, redirects: [{ source: '/moved/:slug*', destination: '/:slug*' }] } }, { noFiles: true })
        const moved = staticRedirects(result.tree.redirects, urls)
        expect(moved.redirects.map((redirect) => [redirect.source, redirect.destination])).toEqual(
          urls.filter((url) => !urls.includes(url === '/' ? '/moved' : `/moved${url}`)).map((url) => [url === '/' ? '/moved' : `/moved${url}`, url]),
        )
      }),
      { numRuns: 50 },
    )
  })
})
