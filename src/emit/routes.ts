import type { Route, SiteModel } from '../ir/site.js'
import { LazyArray } from './output-text.js'

/**
 * `routes.json`: one entry per routed URL, in navigation order, for other generators (made as
 * written). `made`: each route's entry as made before (a project kept open), so that its text is too.
 */
export function routesDocument(site: SiteModel, made?: WeakMap<Route, Route>): { routes: LazyArray } {
  return {
    routes: new LazyArray(function* () {
      for (const route of site.routes) {
        let entry = made?.get(route)
        if (!entry) {
          entry = ordered(route)
          made?.set(route, entry)
        }
        yield entry
      }
    }),
  }
}

/** The same route with its keys in the documented order, whatever order they were set in. */
function ordered(route: Route): Route {
  const out: Route = { url: route.url, title: route.title, source: route.source } as Route
  if (route.version !== undefined) out.version = route.version
  if (route.language !== undefined) out.language = route.language
  out.divisions = route.divisions
  out.breadcrumbs = route.breadcrumbs
  if (route.prev) out.prev = route.prev
  if (route.next) out.next = route.next
  out.hidden = route.hidden
  out.noindex = route.noindex
  out.indexable = route.indexable
  if (route.notIndexed !== undefined) out.notIndexed = route.notIndexed
  if (route.listed === false) out.listed = false
  if (route.searchable) out.searchable = true
  out.alternates = route.alternates
  if (route.switchTargets) out.switchTargets = route.switchTargets
  if (route.description !== undefined) out.description = route.description
  if (route.deprecated) out.deprecated = true
  if (route.mode !== undefined) out.mode = route.mode
  return out
}
