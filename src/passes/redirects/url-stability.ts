import { at, report, type Place } from '../../ir/diagnostics/report.js'
import { memberPlace, type Context } from '../../ir/context.js'
import { isRecord } from '../../ir/json-values.js'
import { operationLabel } from '../../ir/openapi.js'
import { routePath, type RedirectTable } from '../../ir/redirects.js'
import { pageOf, type PreviousRoute, type UrlChanges } from '../../ir/site.js'
import { titleFromSlug } from '../../ir/titles.js'
import { encodePath } from '../../ir/urls.js'
import type { RootNode } from '../../ir/types.js'
import type { SiteRoutes } from '../../site/site-routes.js'

/**
 * Compares the site's URLs with an earlier build's (`options.previousRoutes`): what was added, what
 * is gone, and which pages moved (an API page generated from the same operation, or a page with
 * the same title and last segment, at another URL). Every URL that is gone must be covered by a
 * redirect: one that is not is an error (DN7021, DN7022), at docs.json's `redirects`, so that "no
 * published URL breaks" can be a required check. A summary info says what changed (DN7023).
 */
export function compareWithPrevious(ctx: Context, tree: RootNode, previous: readonly PreviousRoute[], table: RedirectTable, routes: SiteRoutes): UrlChanges {
  const before = new Map<string, PreviousRoute>()
  for (const route of previous) if (!before.has(routePath(route.url))) before.set(routePath(route.url), route)
  const now = new Set(routes.paths())
  const added = [...now].filter((path) => !before.has(path))
  const gone = [...before.keys()].filter((path) => !now.has(path))
  const moves = pairMoves(
    gone.map((path) => [path, identitiesOf(before.get(path)!)]),
    added.map((path) => [path, currentIdentities(ctx, routes, path)]),
  )
  const covering = (path: string) => {
    const found = table.match(path)
    return found && { source: found.rule.redirect.source, destination: found.rule.redirect.destination }
  }
  // Paths are compared decoded; URLs are given as routes.json writes them.
  const urlOf = (path: string) => `/${encodePath(path.slice(1))}`
  const changes: UrlChanges = { added: added.map(urlOf), removed: [], moved: [] }
  const place = redirectsPlace(ctx, tree)
  for (const path of gone) {
    const from = before.get(path)!.url
    const to = moves.get(path)
    const redirect = covering(path)
    if (to !== undefined) {
      changes.moved.push({ from, to: urlOf(to), ...(redirect ? { redirect } : {}) })
      if (!redirect) report(ctx, 'DN7022', place, { from, to: urlOf(to) })
    } else {
      changes.removed.push({ url: from, ...(redirect ? { redirect } : {}) })
      const suggestion = routes.nearestTo(path)
      if (!redirect) report(ctx, 'DN7021', place, { url: from, suggestion: suggestion === undefined ? undefined : urlOf(suggestion) })
    }
  }
  const uncovered = (list: ReadonlyArray<{ redirect?: unknown }>) => list.filter((entry) => !entry.redirect).length
  const urls = (count: number) => `${count} URL${count === 1 ? '' : 's'}`
  report(ctx, 'DN7023', place, {
    added: urls(added.length),
    removed: urls(changes.removed.length),
    moved: urls(changes.moved.length),
    uncovered: String(uncovered(changes.removed) + uncovered(changes.moved)),
  })
  return changes
}

/** Where the fix goes: docs.json's `redirects`, else the start of docs.json. */
function redirectsPlace(ctx: Context, tree: RootNode): Place {
  const document = tree.document
  if (isRecord(document) && Object.hasOwn(document, 'redirects'))
    return memberPlace(ctx, { raw: document, pointer: '', region: tree.documentRegion }, 'redirects', 'key')
  return at(tree.documentRegion, '', 'start')
}

/**
 * What makes a page the same page at another URL, strongest first: the operation or channel it
 * is generated from; its title with its last segment; its last segment alone.
 */
function identitiesOf(route: PreviousRoute): string[] {
  const source = route.source
  // As routes.json writes them: `method` is `GET`, ..., or `webhook`.
  if (source?.kind === 'openapi')
    return [
      generatedIdentity(
        source.spec,
        source.method === 'webhook' ? { kind: 'webhook', path: source.path } : { kind: 'endpoint', method: source.method.toLowerCase(), path: source.path },
      ),
    ]
  if (source?.kind === 'asyncapi') return [generatedIdentity(source.spec, { kind: 'channel', path: source.channel })]
  return pageIdentities(route.url, route.title)
}

function currentIdentities(ctx: Context, routes: SiteRoutes, path: string): string[] {
  const owner = routes.ownerAt(path)
  const node = owner?.node
  if (node?.type === 'operation' && node.operation) return [generatedIdentity(node.operation.spec, node.operation)]
  const info = node?.type === 'page' || node?.type === 'group' ? pageOf(ctx.pages, node) : routes.unlistedPage(path)
  return pageIdentities(path, info?.title)
}

/** A generated page's identity: its spec and operation (`GET /pets`, `webhook petCreated`, `channel chatRoom`). */
function generatedIdentity(spec: string, operation: Parameters<typeof operationLabel>[0]): string {
  return `generated ${spec} ${operationLabel(operation)}`
}

function pageIdentities(path: string, title: string | undefined): string[] {
  const slug = path.slice(path.lastIndexOf('/') + 1)
  return [`page ${title ?? titleFromSlug(slug)} ${slug}`, `slug ${slug}`]
}

/**
 * Pairs URLs that went with URLs that came by identity, strongest identity first; an identity
 * shared by more than one URL on either side pairs nothing (which of them moved where is a guess).
 */
function pairMoves(gone: ReadonlyArray<[string, string[]]>, came: ReadonlyArray<[string, string[]]>): Map<string, string> {
  const moves = new Map<string, string>()
  const taken = new Set<string>()
  for (let level = 0; level < 2; level++) {
    const unique = (side: ReadonlyArray<[string, string[]]>, skip: (path: string) => boolean) => {
      const byIdentity = new Map<string, string | null>()
      for (const [path, identities] of side) {
        const identity = identities[level]
        if (identity === undefined || skip(path)) continue
        byIdentity.set(identity, byIdentity.has(identity) ? null : path)
      }
      return byIdentity
    }
    const from = unique(gone, (path) => moves.has(path))
    const to = unique(came, (path) => taken.has(path))
    for (const [identity, path] of from) {
      const target = to.get(identity)
      if (path === null || target === undefined || target === null) continue
      moves.set(path, target)
      taken.add(target)
    }
  }
  return moves
}
