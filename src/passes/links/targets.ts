import { posix } from 'node:path'
import type { Context } from '../../ir/context.js'
import type { PageLink } from '../../ir/page-links.js'
import { folderOf } from '../../ir/paths.js'
import { destinationPath, fillDestination, routePath, type RedirectTable } from '../../ir/redirects.js'
import { isAbsoluteHref, schemeOf } from '../../ir/urls.js'
import { SiteRoutes } from '../redirects/site-routes.js'
import { SOURCE_ELEMENTS } from './extract.js'

/** Where a link in a page leads, as the site resolves it. */
export type LinkTarget =
  | { kind: 'outside' }
  | { kind: 'unsafe'; scheme: string }
  /** A route (`path` as `/x`, `/` for the root): a listed, unlisted or generated page. */
  | { kind: 'page'; path: string; fragment: string | undefined }
  | { kind: 'file' }
  | { kind: 'redirect'; path: string; source: string; final: string; finalPage: string | undefined; fragment: string | undefined }
  | { kind: 'missing'; path: string; suggestion: string | undefined }

/** Schemes that run code, whatever links with them; `data:` too, except in what a page loads (`![](data:image/png;...)`, `<img src>`). */
const UNSAFE_SCHEMES = new Set(['javascript', 'vbscript', 'file', 'blob'])
/** Elements whose relative `./` and `../` links Mintlify resolves from the page file's folder (`remarkResolveRelativeLinks`); the browser resolves the others. */
const REWRITTEN_BY_MINTLIFY = new Set(['a', 'Card', 'img', 'source'])
const MAX_HOPS = 20

/**
 * Resolves the links of pages against the site: its routes (listed, unlisted, generated), its
 * files, and its redirects, as Mintlify and the browser resolve them (docs/links.md).
 */
export class LinkTargets {
  readonly routes: SiteRoutes
  private readonly files: ReadonlySet<string>

  constructor(ctx: Context, private readonly redirects: RedirectTable | undefined) {
    this.routes = new SiteRoutes(ctx)
    this.files = ctx.inventory?.files ?? new Set()
  }

  /** The target of a link written in the page file `file`, served at `/routeKey`. */
  resolve(link: PageLink, file: string, routeKey: string): LinkTarget {
    const url = link.url.trim()
    // Browsers drop tabs and line breaks anywhere in a URL (`java\tscript:`).
    const scheme = schemeOf(url.replace(/[\t\n\r]/g, ''))
    if (scheme !== undefined) {
      const loaded = link.form === 'image' || (link.form === 'attribute' && SOURCE_ELEMENTS.has(link.element ?? ''))
      return UNSAFE_SCHEMES.has(scheme) || (scheme === 'data' && !loaded) ? { kind: 'unsafe', scheme: `${scheme}:` } : { kind: 'outside' }
    }
    if (isAbsoluteHref(url)) return { kind: 'outside' }
    const hash = url.indexOf('#')
    const fragment = hash === -1 ? undefined : url.slice(hash + 1)
    const beforeHash = hash === -1 ? url : url.slice(0, hash)
    const query = beforeHash.indexOf('?')
    const written = query === -1 ? beforeHash : beforeHash.slice(0, query)
    if (written === '') return { kind: 'page', path: `/${routeKey}`, fragment }
    const path = decoded(this.absolute(written, link, file, routeKey))
    const isPage = link.form !== 'image' && !(link.form === 'attribute' && SOURCE_ELEMENTS.has(link.element ?? ''))
    const route = routePath(isPage ? path.replace(/\.mdx?$/i, '') : path)
    if (route === '/' || this.routes.has(route)) return { kind: 'page', path: route, fragment }
    if (this.files.has(path.slice(1))) return { kind: 'file' }
    const redirect = this.follow(path)
    if (redirect) return { kind: 'redirect', path, ...redirect, fragment }
    return { kind: 'missing', path: route, suggestion: this.routes.nearestTo(route) }
  }

  /** A written path made absolute: `/x` as is; `./x` from the page file's folder where Mintlify rewrites it; else from the page's URL, as a browser does. */
  private absolute(written: string, link: PageLink, file: string, routeKey: string): string {
    if (written.startsWith('/')) return posix.normalize(written)
    const rewritten = (written.startsWith('./') || written.startsWith('../')) && (link.form !== 'attribute' || REWRITTEN_BY_MINTLIFY.has(link.element ?? ''))
    const from = rewritten ? `/${folderOf(file)}` : `/${folderOf(routeKey)}`
    // posix.join clamps `..` at the root, as URLs do (`/../x` is `/x`).
    return posix.join(from, written)
  }

  /**
   * Follows redirects from a path that is no page or file: the first rule's source, and where the
   * chain of rules ends (a page, a file, an outside URL, or nowhere: the redirect check reports that).
   */
  private follow(path: string): { source: string; final: string; finalPage: string | undefined } | undefined {
    const first = this.redirects?.match(path)
    if (!first) return undefined
    let match: typeof first | undefined = first
    let final = path
    for (let hop = 0; match && hop < MAX_HOPS; hop++) {
      final = match.approximate ? match.rule.destination : fillDestination(match.rule.destination, match.values)
      const target = destinationPath(final) || '/'
      if (isAbsoluteHref(target)) break
      const route = routePath(target)
      if (route === '/' || this.routes.has(route)) return { source: first.rule.redirect.source, final, finalPage: route }
      if (this.files.has(decoded(target).slice(1)) || match.approximate) break
      match = this.redirects!.match(target)
    }
    return { source: first.rule.redirect.source, final, finalPage: undefined }
  }
}

function decoded(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}
