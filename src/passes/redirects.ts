import { memberPlace, type Context, type Holder } from '../ir/context.js'
import { at, report } from '../ir/diagnostics/report.js'
import { describeValue, isRecord } from '../ir/json-values.js'
import { nearest } from '../ir/nearest.js'
import { folderOf } from '../ir/paths.js'
import {
  destinationParameters, destinationPath, fillDestination, matchSource, normaliseRedirectPath, sourcePattern, withoutTrailingSlash,
  type Redirect, type SourcePattern,
} from '../ir/redirects.js'
import type { Listing, RootNode } from '../ir/types.js'
import { isAbsoluteHref } from '../ir/urls.js'
import { reportUnknownKey } from './structure/fields.js'

const REDIRECT_KEYS = ['source', 'destination', 'permanent'] as const
/** Sources with more parameters than this are not matched when following redirects (regular expressions of many `.*` can take very long to fail). */
export const MAX_SOURCE_PARAMETERS = 8
/** How many redirects in a row are followed before the chain is called a loop's victim and left alone. */
const MAX_HOPS = 20
/** What a parameter stands for when a destination that uses one is followed further. */
const SAMPLE_VALUE = 'docsnav-sample'

/**
 * Reads docs.json's `redirects` into `tree.redirects` and checks them against the site: a source
 * used twice (Mintlify rejects it) or nearly twice, a source that can never fire (`#`, `?`, or a
 * page's own URL: Mintlify serves pages first), a destination that is no page, redirect or file,
 * a parameter the source does not define, chains and loops (docs/site.md). With `noFiles` the
 * destinations are checked against the listed pages only, as warnings.
 * Needs: routes, inventory. Guarantees: `tree.redirects`.
 */
export function redirects(tree: RootNode, ctx: Context): void {
  const document = tree.document
  if (!isRecord(document) || !Object.hasOwn(document, 'redirects')) return
  tree.redirects = readRedirects(ctx, { raw: document, pointer: '', region: tree.documentRegion })
  if (tree.redirects.length === 0 || !ctx.listings) return
  new RedirectCheck(ctx, tree.redirects).run()
}

function readRedirects(ctx: Context, document: Holder): Redirect[] {
  const value = document.raw.redirects
  if (!Array.isArray(value)) {
    report(ctx, 'DN2008', memberPlace(ctx, document, 'redirects'), { key: 'redirects', expected: 'an array of `{ "source", "destination" }` objects', found: describeValue(value) })
    return []
  }
  const region = ctx.regions.member(document.raw, 'redirects', document.region)
  const list: Holder = { raw: value as unknown as Record<string, unknown>, pointer: '/redirects', region }
  const found: Redirect[] = []
  value.forEach((entry, index) => {
    if (!isRecord(entry)) {
      report(ctx, 'DN2008', memberPlace(ctx, list, String(index)), { key: `redirects[${index}]`, expected: 'an object with `source` and `destination`', found: describeValue(entry) })
      return
    }
    const holder: Holder = { raw: entry, pointer: `/redirects/${index}`, region: ctx.regions.member(value, index, region) }
    let complete = true
    for (const key of ['source', 'destination'] as const) {
      if (!Object.hasOwn(entry, key)) {
        if (!ctx.regions.isIncomplete(entry)) report(ctx, 'DN7010', at(holder.region, holder.pointer, 'start'), { key })
        complete = false
      } else if (typeof entry[key] !== 'string') {
        report(ctx, 'DN2008', memberPlace(ctx, holder, key), { key, expected: 'a string', found: describeValue(entry[key]) })
        complete = false
      }
    }
    if (Object.hasOwn(entry, 'permanent') && typeof entry.permanent !== 'boolean') {
      report(ctx, 'DN2008', memberPlace(ctx, holder, 'permanent'), { key: 'permanent', expected: '`true` or `false`', found: describeValue(entry.permanent) })
    }
    for (const key of Object.keys(entry)) {
      if (!(REDIRECT_KEYS as readonly string[]).includes(key)) reportUnknownKey(ctx, holder, key, 'redirect', REDIRECT_KEYS)
    }
    if (!complete) return
    found.push({
      source: normaliseRedirectPath(entry.source as string),
      destination: normaliseRedirectPath(entry.destination as string),
      permanent: entry.permanent !== false,
      pointer: holder.pointer,
      region: holder.region,
      raw: entry,
    })
  })
  return found
}

/** A redirect with its paths as the site's routes have them (without a base path), and its source compiled. */
interface Rule {
  redirect: Redirect
  source: string
  destination: string
  pattern: SourcePattern
}

class RedirectCheck {
  private readonly rules: Rule[]
  /** Rules with a plain source, by the source without its trailing slash: the first one wins. */
  private readonly exact = new Map<string, Rule>()
  /** Rules with parameters, in order. */
  private readonly patterns: Rule[] = []
  /** The page files no navigation lists, by route key: routes too. */
  private readonly unlisted = new Map<string, string>()
  /** Route paths by their last segment and by their folder, for "did you mean" (made when first needed). */
  private bySlug: Map<string, string[]> | undefined
  private byFolder: Map<string, string[]> | undefined
  private readonly files: ReadonlySet<string>

  constructor(private readonly ctx: Context, redirects: readonly Redirect[]) {
    for (const page of ctx.inventory?.unlisted ?? []) this.unlisted.set(page.routeKey, page.page.file ?? page.path)
    this.files = ctx.inventory?.files ?? new Set()
    const base = basePathOf(redirects, (path) => this.isRoute(path), () => this.routePaths())
    if (base !== undefined) report(ctx, 'DN7020', memberPlace(ctx, redirects[0]!, 'source'), { base })
    const local = (path: string) => (base === undefined || isAbsoluteHref(path) ? path : `/${path.slice(base.length).replace(/^\//, '')}`)
    this.rules = redirects.map((redirect) => ({ redirect, source: local(redirect.source), destination: local(redirect.destination), pattern: sourcePattern(local(redirect.source)) }))
    for (const rule of this.rules) {
      if (rule.pattern.regex === undefined) {
        const key = withoutTrailingSlash(rule.source)
        if (!this.exact.has(key)) this.exact.set(key, rule)
      } else if (rule.pattern.parameters.length <= MAX_SOURCE_PARAMETERS) this.patterns.push(rule)
    }
  }

  run(): void {
    this.checkSources()
    for (const rule of this.rules) this.checkDestination(rule)
    this.checkChains()
  }

  /** Whether a route path (`/x`, decoded, no trailing slash) is a page of the site, listed or not. */
  private isRoute(path: string): boolean {
    const key = path.slice(1)
    return this.ctx.listings!.routeOwners.has(key) || this.unlisted.has(key)
  }

  /** The page at a route path, as messages name it; undefined when there is none. */
  private pageAt(path: string): string | undefined {
    const owner = this.ctx.listings!.routeOwners.get(path.slice(1))
    return owner ? describePage(owner) : this.unlisted.get(path.slice(1))
  }

  /** Every route path, listed or not. */
  private *routePaths(): Generator<string> {
    for (const key of this.ctx.listings!.routeOwners.keys()) yield `/${key}`
    for (const key of this.unlisted.keys()) yield `/${key}`
  }

  /** Sources used twice (as written: what Mintlify compares), nearly twice, or that never fire. */
  private checkSources(): void {
    const written = new Map<string, Redirect>()
    const alike = new Map<string, Redirect>()
    for (const { redirect, source, pattern } of this.rules) {
      const raw = redirect.raw.source as string
      const first = written.get(raw)
      if (first) {
        report(this.ctx, 'DN7011', this.place(redirect, 'source'), { source: raw }, this.place(first, 'source'))
        continue
      }
      written.set(raw, redirect)
      const key = withoutTrailingSlash(redirect.source).toLowerCase()
      const other = alike.get(key)
      if (other) {
        const sameCase = withoutTrailingSlash(other.source) === withoutTrailingSlash(redirect.source)
        const difference = sameCase ? (other.source.endsWith('/') !== redirect.source.endsWith('/') ? 'a trailing slash' : 'a leading slash') : 'case'
        report(this.ctx, 'DN7018', this.place(redirect, 'source'), { source: redirect.source, other: other.source, difference, ...(sameCase ? { same: '' } : {}) }, this.place(other, 'source'))
      } else alike.set(key, redirect)
      if (pattern.parameters.length > MAX_SOURCE_PARAMETERS) {
        report(this.ctx, 'DN7019', this.place(redirect, 'source'), { source: redirect.source, count: String(pattern.parameters.length), limit: String(MAX_SOURCE_PARAMETERS) })
      }
      const character = /[#?]/.exec(redirect.source)?.[0]
      if (character !== undefined) {
        report(this.ctx, 'DN7012', this.place(redirect, 'source'), { source: redirect.source, character, path: destinationPath(redirect.source) || '/', ...(character === '#' ? { fragment: '' } : {}) })
      } else if (pattern.regex === undefined) {
        const page = this.pageAt(withoutTrailingSlash(source))
        if (page !== undefined) report(this.ctx, 'DN7017', this.place(redirect, 'source'), { source: redirect.source, page })
      }
    }
  }

  /** A destination's parameters are the source's, and it leads somewhere: a page, a redirect, a file, or out. */
  private checkDestination({ redirect, destination: local, pattern }: Rule): void {
    const { destination } = redirect
    if (isAbsoluteHref(destination)) return
    const defined = new Set(pattern.parameters.map((parameter) => parameter.name))
    const used = destinationParameters(destination)
    const unknown = used.find((name) => !defined.has(name))
    if (unknown !== undefined) {
      report(this.ctx, 'DN7013', this.place(redirect, 'destination'), { destination, parameter: unknown === '*' ? '*' : `:${unknown}`, source: redirect.source })
      return
    }
    const path = routePath(destinationPath(local))
    if (used.length > 0 ? this.leadsBelow(path.slice(0, path.search(/:[A-Za-z_]|\*/))) : this.leadsTo(path)) return
    const noFiles = this.ctx.options.noFiles
    report(this.ctx, 'DN7014', this.place(redirect, 'destination'), {
      destination, suggestion: used.length > 0 ? undefined : this.suggestion(path),
      ...(noFiles ? { unchecked: ' listed in the navigation (with `--no-files`, pages no navigation lists are not known)' } : {}),
    }, undefined, noFiles ? 'warning' : 'error')
  }

  /** Whether a concrete path is a route (`/` always is: Mintlify sends it to the first page), a project file, or a redirect source. */
  private leadsTo(path: string): boolean {
    return path === '/' || this.isRoute(path) || this.files.has(path.slice(1)) || this.redirectFor(path) !== undefined
  }

  /** Whether anything is at or below a destination's fixed part (`/v3/` of `/v3/:slug*`). */
  private leadsBelow(prefix: string): boolean {
    const fixed = prefix === '' ? '/' : prefix
    const within = (path: string) => path === withoutTrailingSlash(fixed) || path.startsWith(fixed.endsWith('/') ? fixed : `${fixed}/`) || (!fixed.endsWith('/') && path.startsWith(fixed))
    for (const path of this.routePaths()) if (within(path)) return true
    for (const file of this.files) if (within(`/${file}`)) return true
    return this.rules.some((rule) => within(rule.pattern.prefix))
  }

  /** The first rule whose source matches a path, with the values of its parameters. */
  private redirectFor(path: string): { rule: Rule; values: Map<string, string> } | undefined {
    const exact = this.exact.get(withoutTrailingSlash(path))
    if (exact) return { rule: exact, values: new Map() }
    for (const rule of this.patterns) {
      const values = matchSource(rule.pattern, rule.source, path)
      if (values) return { rule, values }
    }
    return undefined
  }

  /** A route like the missing one: the same page in another folder, else a near name in the same folder. */
  private suggestion(path: string): string | undefined {
    if (!this.bySlug || !this.byFolder) {
      this.bySlug = new Map()
      this.byFolder = new Map()
      for (const route of this.routePaths()) {
        for (const [index, value] of [[this.bySlug, route.slice(route.lastIndexOf('/') + 1)], [this.byFolder, folderOf(route.slice(1))]] as const) {
          let list = index.get(value)
          if (!list) index.set(value, (list = []))
          list.push(route)
        }
      }
    }
    const moved = this.bySlug.get(path.slice(path.lastIndexOf('/') + 1))
    if (moved) return nearest(path, moved) ?? moved[0]
    const siblings = this.byFolder.get(folderOf(path.slice(1)))
    return siblings ? nearest(path, siblings) : undefined
  }

  /**
   * Follows each redirect whose destination is another redirect's source (a page there is served
   * first, so it ends the chain): a chain of two or more is a warning, a loop an error, reported
   * once at its first redirect. A destination with parameters is followed with a sample value.
   */
  private checkChains(): void {
    const reportedLoops = new Set<Rule>()
    for (const start of this.rules) {
      if (isAbsoluteHref(start.destination) || start.pattern.parameters.length > MAX_SOURCE_PARAMETERS) continue
      const seen: Rule[] = [start]
      let values = sampleValues(start.pattern)
      let rule = start
      let next: { rule: Rule; values: Map<string, string> } | undefined
      let target = ''
      for (let hop = 0; hop < MAX_HOPS; hop++) {
        target = destinationPath(fillDestination(rule.destination, values)) || '/'
        if (isAbsoluteHref(target) || this.isRoute(routePath(target))) break
        next = this.redirectFor(target)
        if (!next) break
        const again = seen.indexOf(next.rule)
        if (again !== -1) {
          const cycle = seen.slice(again)
          if (again === 0 && !cycle.some((member) => reportedLoops.has(member))) {
            for (const member of cycle) reportedLoops.add(member)
            const words = [...cycle, cycle[0]!].map((member) => `\`${member.redirect.source}\``).join(' → ')
            report(this.ctx, 'DN7016', this.place(start.redirect, 'destination'), { cycle: words }, cycle.length > 1 ? this.place(cycle[1]!.redirect, 'source') : undefined)
          }
          next = undefined
          seen.length = 0
          break
        }
        seen.push(next.rule)
        rule = next.rule
        values = next.values
      }
      // Only plain destinations: with parameters, the URL readers land on depends on the request.
      if (seen.length < 2 || destinationParameters(start.destination).length > 0) continue
      report(this.ctx, 'DN7015', this.place(start.redirect, 'destination'), {
        source: start.redirect.source, destination: start.redirect.destination, final: fillDestination(rule.redirect.destination, values), count: String(seen.length),
      }, this.place(seen[1]!.redirect, 'source'))
    }
  }

  private place(redirect: Redirect, key: 'source' | 'destination') {
    return memberPlace(this.ctx, redirect, key)
  }
}

/** A routed page as messages name it: its page path, or the operation it is generated from. */
function describePage(owner: Listing): string {
  const node = owner.node
  if (node.type === 'page') return node.path ?? node.value
  if (node.type === 'group') return node.root ?? node.label
  const operation = node.operation!
  return operation.kind === 'channel' ? `channel ${operation.path} of ${operation.spec}` : `${operation.kind === 'webhook' ? 'webhook' : operation.method.toUpperCase()} ${operation.path} of ${operation.spec}`
}

function sampleValues(pattern: SourcePattern): Map<string, string> {
  return new Map(pattern.parameters.map((parameter) => [parameter.name, SAMPLE_VALUE]))
}

/**
 * A local path as the route it names: decoded, without a trailing slash, `x/index` as `x` (one page,
 * as Mintlify compares paths).
 */
function routePath(path: string): string {
  let decoded = path
  try {
    decoded = decodeURI(path)
  } catch {
    // Not percent-encoded text: compared as written.
  }
  const plain = withoutTrailingSlash(decoded)
  return plain === '/index' ? '/' : plain.endsWith('/index') ? plain.slice(0, -'/index'.length) : plain
}

/**
 * The path the site is served under, when its redirects are written for one (Mintlify's "Host at
 * /docs" and custom subpaths serve every page below it, and redirects name whole paths): every
 * source and every local destination is below one first segment that no route is below.
 */
function basePathOf(redirects: readonly Redirect[], isRoute: (path: string) => boolean, routes: () => Iterable<string>): string | undefined {
  const first = /^\/[^/]+/.exec(redirects[0]!.source)?.[0]
  if (first === undefined || isRoute(first) || /[:*?#]/.test(first)) return undefined
  const below = (path: string) => path === first || path.startsWith(`${first}/`) || path.startsWith(`${first}#`) || path.startsWith(`${first}?`)
  if (!redirects.every((redirect) => below(redirect.source) && (isAbsoluteHref(redirect.destination) || below(redirect.destination)))) return undefined
  for (const route of routes()) if (below(route)) return undefined
  return first
}
