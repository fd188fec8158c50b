import { posix } from 'node:path'
import type { Context } from '../../ir/context.js'
import type { PageLink } from '../../ir/page-links.js'
import { folderOf } from '../../ir/paths.js'
import { decodedPath, destinationPath, fillDestination, withoutTrailingSlash, type RedirectTable } from '../../ir/redirects.js'
import { SCRIPT_SCHEMES, isAbsoluteHref, routeKeyOfPath, schemeOf, squeezedHref } from '../../ir/urls.js'
import { SiteRoutes } from '../../site/site-routes.js'
import { SOURCE_ELEMENTS } from './extract.js'

/** Where a link in a page leads, as the site resolves it. */
export type LinkTarget =
  | { kind: 'outside' }
  | { kind: 'unsafe'; scheme: string }
  /** A route (`path` as `/x`, `/` for the root): a listed, unlisted or generated page. */
  | { kind: 'page'; path: string; fragment: string | undefined }
  | { kind: 'file' }
  /** `fragment`: the one the browser lands on (the last destination's, else the link's). */
  | { kind: 'redirect'; path: string; source: string; final: string; finalPage: string | undefined; fragment: string | undefined; nowhere?: true }
  | { kind: 'missing'; path: string; suggestion: string | undefined }

/** Elements whose relative `./` and `../` links Mintlify resolves from the page file's folder (`remarkResolveRelativeLinks`); the browser resolves the others. */
const REWRITTEN_BY_MINTLIFY = new Set(['a', 'Card', 'img', 'source'])
/** Elements whose `src` a page loads as media: a `data:` URL there is an image or a sound, not a page (an iframe's would be). */
const LOADED_MEDIA = new Set(['img', 'source', 'video', 'audio', 'track'])
const MAX_HOPS = 20

/**
 * Resolves the links of pages against the site: its routes (listed, unlisted, generated), its
 * files, and its redirects, as Mintlify and the browser resolve them (docs/links.md).
 */
export class LinkTargets {
  readonly routes: SiteRoutes
  private readonly files: ReadonlySet<string>

  private readonly followed = new Map<string, Followed | undefined>()
  /** Whether a missing link still gets a "did you mean" (each costs a search of the routes; docsnav lists 1,000 of a code at most). */
  suggest = true

  constructor(
    ctx: Context,
    private readonly redirects: RedirectTable | undefined,
  ) {
    this.routes = new SiteRoutes(ctx)
    this.files = ctx.inventory?.files ?? new Set()
  }

  /** The target of a link written in the page file `file`, served at `/routeKey`. */
  resolve(link: PageLink, file: string, routeKey: string): LinkTarget {
    const url = link.url.trim()
    const scheme = schemeOf(squeezedHref(url))
    if (scheme !== undefined) {
      // `data:` is an image or a sound where a page loads media (`![](data:image/png;...)`), not a page.
      const media = scheme === 'data' && (link.form === 'image' || (link.form === 'attribute' && LOADED_MEDIA.has(link.element ?? '')))
      return SCRIPT_SCHEMES.has(scheme) && !media ? { kind: 'unsafe', scheme: `${scheme}:` } : { kind: 'outside' }
    }
    if (isAbsoluteHref(url)) return { kind: 'outside' }
    const hash = url.indexOf('#')
    const fragment = hash === -1 ? undefined : url.slice(hash + 1)
    const beforeHash = hash === -1 ? url : url.slice(0, hash)
    const query = beforeHash.indexOf('?')
    // A browser (and Mintlify's link checker) reads `\` in the path of a web URL as `/`: `\\host/x` leads to another host.
    const written = (query === -1 ? beforeHash : beforeHash.slice(0, query)).replace(/\\/g, '/')
    if (written.startsWith('//')) return { kind: 'outside' }
    if (written === '') return { kind: 'page', path: `/${routeKey}`, fragment }
    const absolute = this.absolute(written, link, file, routeKey)
    // Decoded once, as the server decodes a request (`%2573` is `%73`, not `s`).
    const path = decodedPath(absolute)
    const isPage = link.form !== 'image' && !(link.form === 'attribute' && SOURCE_ELEMENTS.has(link.element ?? ''))
    const route = routeOf(path, isPage)
    if (route === '/' || this.routes.has(route)) return { kind: 'page', path: route, fragment }
    if (this.files.has(path.slice(1))) return { kind: 'file' }
    const redirect = this.follow(absolute)
    if (redirect) return { kind: 'redirect', path, ...redirect, fragment: redirect.fragment ?? fragment }
    return { kind: 'missing', path: route, suggestion: this.suggest && route.length <= 256 ? this.routes.nearestTo(route) : undefined }
  }

  /** A written path made absolute: `/x` as is; `./x` from the page file's folder where Mintlify rewrites it; else from the page's URL, as a browser does. */
  private absolute(written: string, link: PageLink, file: string, routeKey: string): string {
    if (written.startsWith('/')) return posix.normalize(written)
    // Mintlify rewrites Markdown links and images, and quoted attributes of a few elements (not definitions or expressions).
    const rewritten =
      (written.startsWith('./') || written.startsWith('../')) &&
      (link.form === 'link' || link.form === 'image' || (link.form === 'attribute' && !link.expression && REWRITTEN_BY_MINTLIFY.has(link.element ?? '')))
    const from = rewritten ? `/${folderOf(file)}` : `/${folderOf(routeKey)}`
    // posix.join clamps `..` at the root, as URLs do (`/../x` is `/x`).
    return posix.join(from, written)
  }

  /**
   * Follows redirects from a path that is no page or file: the first rule's source, where the chain
   * ends (a page, a file, an outside URL, or nowhere: the redirect check reports that, loops too),
   * and the fragment the last destination sets, which the browser lands on instead of the link's.
   */
  private follow(path: string): Followed | undefined {
    // Many links name one path; each match may try every rule whose first segment is a parameter.
    if (this.followed.has(path)) return this.followed.get(path)
    const found = this.followOnce(path)
    this.followed.set(path, found)
    return found
  }

  private followOnce(path: string): Followed | undefined {
    const first = this.redirects?.match(path)
    if (!first) return undefined
    const source = first.rule.redirect.source
    let match: typeof first | undefined = first
    let final = path
    for (let hop = 0; match && hop < MAX_HOPS; hop++) {
      final = match.approximate ? match.rule.destination : fillDestination(match.rule.destination, match.values)
      const target = destinationPath(final) || '/'
      const fragment = final.includes('#') ? final.slice(final.indexOf('#') + 1) : undefined
      if (isAbsoluteHref(target)) break
      const route = routeOf(decodedPath(target), true)
      if (route === '/' || this.routes.has(route)) return { source, final, finalPage: route, fragment }
      if (this.files.has(decodedPath(target).slice(1)) || match.approximate) break
      match = this.redirects!.match(target)
      // No page, file or redirect there: the chain leads nowhere, and a reader to a 404.
      if (!match) return { source, final, finalPage: undefined, fragment: undefined, nowhere: true }
    }
    return { source, final, finalPage: undefined, fragment: undefined }
  }
}

/** Where a chain of redirects took a path (see `LinkTargets.follow`). */
interface Followed {
  source: string
  final: string
  finalPage: string | undefined
  fragment: string | undefined
  /** The chain ends at a path of the site where there is nothing. */
  nowhere?: true
}

/** A decoded path as the route it names: no trailing slash, `.mdx`/`.md` dropped from a page link, `x/index` as `x`. */
function routeOf(path: string, isPage: boolean): string {
  const plain = withoutTrailingSlash(path)
  const page = isPage ? plain.replace(/\.mdx?$/i, '') : plain
  return page.startsWith('/') ? `/${routeKeyOfPath(page.slice(1))}` : page
}
