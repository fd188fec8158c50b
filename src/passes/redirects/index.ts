import { memberPlace, type Context } from '../../ir/context.js'
import { report } from '../../ir/diagnostics/report.js'
import {
  RedirectTable,
  basePathOf,
  queryOrFragmentIn,
  destinationParameters,
  destinationPath,
  fillDestination,
  routePath,
  withoutTrailingSlash,
  type Redirect,
  type RedirectRule,
  type SourcePattern,
} from '../../ir/redirects.js'
import { isRecord } from '../../ir/json-values.js'
import { inUnit } from '../../ir/memo.js'
import type { UrlChanges } from '../../ir/site.js'
import type { RootNode } from '../../ir/types.js'
import { isAbsoluteHref } from '../../ir/urls.js'
import { SiteRoutes } from '../../site/site-routes.js'
import { compareWithPrevious } from './url-stability.js'

/** How many redirects in a row are followed; a longer chain is reported as far as it was followed. */
const MAX_HOPS = 20
/**
 * Whether a sorted list holds a string that starts with `prefix` (or, with `exactly`, is it):
 * such strings sit together from the first one not below `prefix`.
 */
function startsAny(sorted: readonly string[], prefix: string, exactly = false): boolean {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (sorted[middle]! < prefix) low = middle + 1
    else high = middle
  }
  const found = sorted[low]
  return found !== undefined && (exactly ? found === prefix : found.startsWith(prefix))
}

/** Up to how many destinations' fixed parts are looked for in one pass over the paths, not in them sorted. */
const FEW_FIXED_PARTS = 64

/**
 * The part of a destination that uses parameters before its first one (`/v3/` of `/v3/:slug*`);
 * undefined for a destination without parameters or out of the site.
 */
function fixedPartOf({ redirect, destination }: RedirectRule): string | undefined {
  if (isAbsoluteHref(redirect.destination) || destinationParameters(redirect.destination).length === 0) return undefined
  const path = routePath(destinationPath(destination))
  return path.slice(0, path.search(/:[A-Za-z_]|\*/))
}

/** What a parameter stands for when a destination that uses one is followed further. */
const SAMPLE_VALUE = 'docsnav-sample'

/**
 * Checks docs.json's redirects (`tree.redirects`) against the site: a source
 * used twice (Mintlify rejects it) or nearly twice, a source that can never fire (`#`, `?`, or a
 * page's own URL: Mintlify serves pages first), a destination that is no page, redirect or file,
 * a parameter the source does not define, chains and loops (docs/site.md). With `noFiles` the
 * destinations are checked against the listed pages only, as warnings. With
 * `options.previousRoutes`, every URL of that earlier build that is gone must be covered by one.
 */
export function redirects(tree: RootNode, ctx: Context): void {
  if (!ctx.listings || (tree.redirects.length === 0 && !ctx.options.previousRoutes)) return
  const checked = inUnit(ctx.memo, ctx, 'redirects', '', ctx.memo ? checkInputs(tree, ctx) : [], () => checkRedirects(tree, ctx))
  if (tree.redirects.length > 0) ctx.redirectTable = new RedirectTable(tree.redirects, checked.base)
  if (checked.urlChanges) ctx.urlChanges = checked.urlChanges
}

/**
 * What the check depends on, for a project kept open to check again only when it changed: the
 * redirects as written (the same value while that part of docs.json is unchanged), each route and
 * the page it serves, the project's files; in comparing with an earlier build, the listings and
 * pages too (a moved page is known by what it is).
 */
function checkInputs(tree: RootNode, ctx: Context): unknown[] {
  const previous = ctx.options.previousRoutes
  return [
    isRecord(tree.document) ? tree.document.redirects : undefined,
    ctx.listings!.routeNames,
    ctx.inventory,
    previous && ctx.listings,
    previous && ctx.pages,
    previous,
    ctx.options.noFiles,
  ]
}

function checkRedirects(tree: RootNode, ctx: Context): { base: string | undefined; urlChanges: UrlChanges | undefined } {
  const routes = new SiteRoutes(ctx)
  const base = basePathOf(
    tree.redirects,
    (path) => routes.has(path),
    () => routes.paths(),
  )
  if (base !== undefined) report(ctx, 'DN7020', memberPlace(ctx, tree.redirects[0]!, 'source'), { base })
  const table = new RedirectTable(tree.redirects, base)
  if (tree.redirects.length > 0) new RedirectCheck(ctx, table, routes).run()
  return { base, urlChanges: ctx.options.previousRoutes ? compareWithPrevious(ctx, tree, ctx.options.previousRoutes, table, routes) : undefined }
}

class RedirectCheck {
  private readonly files: ReadonlySet<string>

  constructor(
    private readonly ctx: Context,
    private readonly table: RedirectTable,
    private readonly routes: SiteRoutes,
  ) {
    this.files = ctx.inventory?.files ?? new Set()
  }

  private get rules(): readonly RedirectRule[] {
    return this.table.rules
  }

  run(): void {
    this.checkSources()
    for (const rule of this.rules) this.checkDestination(rule)
    this.checkChains()
  }

  /** Sources used twice (as written: what Mintlify compares), nearly twice, or that never fire. */
  private checkSources(): void {
    const written = new Map<string, Redirect>()
    const alike = new Map<string, Redirect>()
    for (const rule of this.rules) {
      const { redirect, source, pattern } = rule
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
        report(
          this.ctx,
          'DN7018',
          this.place(redirect, 'source'),
          { source: redirect.source, other: other.source, difference, ...(sameCase ? { same: '' } : {}) },
          this.place(other, 'source'),
        )
      } else alike.set(key, redirect)
      if (!rule.exact) report(this.ctx, 'DN7019', this.place(redirect, 'source'), { source: redirect.source, prefix: pattern.prefix || '/' })
      const character = queryOrFragmentIn(redirect.source)
      if (character !== undefined) {
        report(this.ctx, 'DN7012', this.place(redirect, 'source'), {
          source: redirect.source,
          character,
          path: destinationPath(redirect.source) || '/',
          ...(character === '#' ? { fragment: '' } : {}),
        })
      } else if (pattern.regex === undefined) {
        const page = this.routes.pageAt(withoutTrailingSlash(source))
        if (page !== undefined) report(this.ctx, 'DN7017', this.place(redirect, 'source'), { source: redirect.source, page })
      }
    }
  }

  /** A destination's parameters are the source's, and it leads somewhere: a page, a redirect, a file, or out. */
  private checkDestination(rule: RedirectRule): void {
    const { redirect, destination: local, pattern } = rule
    const { destination } = redirect
    const defined = new Set(pattern.parameters.map((parameter) => parameter.name))
    const used = destinationParameters(destination)
    const unknown = used.find((name) => !defined.has(name))
    if (unknown !== undefined) {
      report(this.ctx, 'DN7013', this.place(redirect, 'destination'), {
        destination,
        parameter: unknown === '*' ? '*' : `:${unknown}`,
        source: redirect.source,
      })
      return
    }
    if (isAbsoluteHref(destination)) return
    const fixed = fixedPartOf(rule)
    const path = fixed === undefined ? routePath(destinationPath(local)) : undefined
    if (path === undefined ? this.leadsBelow(fixed!) : this.leadsTo(path)) return
    const noFiles = this.ctx.options.noFiles
    report(
      this.ctx,
      'DN7014',
      this.place(redirect, 'destination'),
      {
        destination,
        suggestion: path === undefined ? undefined : this.routes.nearestTo(path),
        ...(noFiles ? { unchecked: ' listed in the navigation (with `--no-files`, pages no navigation lists are not known)' } : {}),
      },
      undefined,
      noFiles ? 'warning' : 'error',
    )
  }

  /** Whether a concrete path is a route (`/` always is: Mintlify sends it to the first page), a project file, or a redirect source. */
  private leadsTo(path: string): boolean {
    return path === '/' || this.routes.has(path) || this.files.has(path.slice(1)) || this.table.match(path) !== undefined
  }

  /**
   * Whether anything (a route, a project file, a redirect's source) is at or below a destination's
   * fixed part (`/v3/` of `/v3/:slug*`): a path equal to it without its trailing slash, or one
   * that starts with it. Every destination's fixed part is looked for at once, on first need.
   */
  private leadsBelow(prefix: string): boolean {
    this.ledBelow ??= this.fixedPartsLedBelow()
    return this.ledBelow(prefix === '' ? '/' : prefix)
  }

  /** Whether something is at or below a fixed part (made on first need). */
  private ledBelow: ((fixed: string) => boolean) | undefined = undefined

  /**
   * A few fixed parts are looked for in one pass over the paths, which ends when all are found
   * (crewAI: 21 among 31,000 routes; sorting the paths for them took 20 ms and 5 MB of its check).
   * Many are looked up by binary search in the paths sorted once: a scan per destination took
   * 5.4 s on 20,000 pages with 2,000 such redirects.
   */
  private fixedPartsLedBelow(): (fixed: string) => boolean {
    const parts = new Set<string>()
    for (const rule of this.rules) {
      const part = fixedPartOf(rule)
      if (part !== undefined) parts.add(part === '' ? '/' : part)
    }
    if (parts.size > FEW_FIXED_PARTS) {
      const sorted = [...this.routes.paths(), ...[...this.files].map((file) => `/${file}`), ...this.rules.map((rule) => rule.pattern.prefix)].sort()
      return (fixed) => startsAny(sorted, fixed) || startsAny(sorted, withoutTrailingSlash(fixed), true)
    }
    // Routes and files are compared by their key (their path without the leading `/`), redirect
    // sources by their path: no string is made per comparison.
    const looking = [...parts].map((part) => {
      const exactly = withoutTrailingSlash(part)
      const rooted = part.startsWith('/')
      return { part, exactly, key: rooted ? part.slice(1) : undefined, exactKey: rooted ? exactly.slice(1) : undefined }
    })
    const led = new Set<string>()
    const look = (path: string, isKey: boolean): boolean => {
      for (let index = looking.length - 1; index >= 0; index--) {
        const { part, exactly, key, exactKey } = looking[index]!
        if (isKey ? key !== undefined && (path.startsWith(key) || path === exactKey) : path.startsWith(part) || path === exactly) {
          led.add(part)
          looking.splice(index, 1)
        }
      }
      return looking.length === 0
    }
    const search = () => {
      for (const key of this.routes.keys()) if (look(key, true)) return
      for (const file of this.files) if (look(file, true)) return
      for (const rule of this.rules) if (look(rule.pattern.prefix, false)) return
    }
    search()
    return (fixed) => led.has(fixed)
  }

  /**
   * Follows each redirect whose destination is another redirect's source (a page there is served
   * first, so it ends the chain): a chain of two or more is a warning, a loop an error, reported
   * once at its first redirect. A destination with parameters is followed with a sample value.
   */
  private checkChains(): void {
    const reportedLoops = new Set<RedirectRule>()
    for (const start of this.rules) {
      if (isAbsoluteHref(start.destination) || !start.exact) continue
      const seen: RedirectRule[] = [start]
      let values = sampleValues(start.pattern)
      let rule = start
      let next: ReturnType<RedirectTable['match']>
      let target = ''
      for (let hop = 0; hop < MAX_HOPS; hop++) {
        target = destinationPath(fillDestination(rule.destination, values)) || '/'
        if (isAbsoluteHref(target) || this.routes.has(routePath(target))) break
        next = this.table.match(target)
        // A rule matched by its fixed part only may not match at all: the chain is not followed through it.
        if (!next || next.approximate) {
          next = undefined
          break
        }
        const again = seen.indexOf(next.rule)
        if (again !== -1) {
          const cycle = seen.slice(again)
          if (again === 0 && !cycle.some((member) => reportedLoops.has(member))) {
            for (const member of cycle) reportedLoops.add(member)
            const words = [...cycle, cycle[0]!].map((member) => `\`${member.redirect.source}\``).join(' → ')
            report(
              this.ctx,
              'DN7016',
              this.place(start.redirect, 'destination'),
              { cycle: words },
              cycle.length > 1 ? this.place(cycle[1]!.redirect, 'source') : undefined,
            )
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
      report(
        this.ctx,
        'DN7015',
        this.place(start.redirect, 'destination'),
        {
          source: start.redirect.source,
          destination: start.redirect.destination,
          final: fillDestination(rule.redirect.destination, values),
          count: String(seen.length),
        },
        this.place(seen[1]!.redirect, 'source'),
      )
    }
  }

  private place(redirect: Redirect, key: 'source' | 'destination') {
    return memberPlace(this.ctx, redirect, key)
  }
}

function sampleValues(pattern: SourcePattern): Map<string, string> {
  return new Map(pattern.parameters.map((parameter) => [parameter.name, SAMPLE_VALUE]))
}
