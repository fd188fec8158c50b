import { staticRedirects } from '../../emit/targets/static-redirects.js'
import type { CompiledSite } from '../open-site.js'

/**
 * docs.json's redirects as `@docusaurus/plugin-client-redirects` takes them: each from a plain path
 * to the page readers land on (a source with parameters, one per path that leads to a page; a
 * chain followed to its end, as DN7015 follows it), since the plugin fails on a destination that
 * is not a page of the site. What has no such form is said, with why.
 */
export function clientRedirects(compiled: CompiledSite): { list: Array<{ from: string; to: string }>; unexpressed: string[] } {
  const routes = new Set(compiled.routes.map((route) => route.url))
  const { redirects, unexpressed } = staticRedirects(compiled.redirects, [...routes], (source, destination) =>
    /[?#]/.test(source)
      ? 'a source with a query or fragment is not a path'
      : destination.startsWith('/') && !routes.has(destination.replace(/[?#].*$/s, '').replace(/(.)\/+$/, '$1'))
        ? 'it leads to no page of the site'
        : undefined,
  )
  return {
    list: redirects.map((redirect) => ({ from: redirect.source, to: redirect.destination })),
    unexpressed: unexpressed.map(({ redirect, why }) => `\`${redirect.source}\` → \`${redirect.destination}\`: ${why}`),
  }
}
