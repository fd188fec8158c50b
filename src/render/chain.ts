import type { NavigationDivision, SidebarItem } from '../ir/navigation-document.js'
import type { Route } from '../ir/site.js'

/** Which divisions of navigation.json a route is under, and so which sidebar scope is its. */

/** The divisions from the root to a route's scope, each with the switch or menu it was chosen from. */
export interface Step {
  division: NavigationDivision
  /** The kind of the switch it was chosen from (`menu` for a tab's menu item), and its siblings there. */
  from: string
  siblings: readonly NavigationDivision[]
}

/**
 * The divisions a route is under, matched by kind and label from the root (routes.json's
 * `divisions`); where siblings share both (two tabs named "Guides"), the one whose sidebars list
 * the route. A page no navigation lists, or a URL of no route, gets each switch's default all the
 * way down. The scope is the deepest division on the way that has a sidebar.
 */
export function chainOf(root: NavigationDivision, route: Route | undefined, scopeIndex: Map<NavigationDivision, number>): { steps: Step[]; scope: number } {
  const divisions = route?.divisions ?? []
  const byDefault = route === undefined || route.listed === false
  const steps: Step[] = []
  let node = root
  let matched = 0
  for (;;) {
    const siblings = node.switch?.items ?? node.menu
    if (!siblings || siblings.length === 0) break
    const wanted = divisions[matched]
    const candidates = wanted ? siblings.filter((candidate) => candidate.kind === wanted.kind && candidate.label === wanted.label) : []
    let next = candidates.length > 1 ? (candidates.find((candidate) => listedBelow(candidate).has(route!.url)) ?? candidates[0]) : candidates[0]
    if (next) matched++
    // The route is listed here, above any switch (or its divisions do not match navigation.json's).
    else if (!byDefault) break
    else next = node.switch ? (siblings[node.switch.default] ?? siblings[0]) : siblings[0]
    if (!next) break
    steps.push({ division: next, from: node.switch ? node.switch.kind : 'menu', siblings })
    node = next
  }
  let scope = scopeIndex.get(root) ?? -1
  for (const step of steps) scope = scopeIndex.get(step.division) ?? scope
  return { steps, scope }
}

const listedBelowCache = new WeakMap<NavigationDivision, ReadonlySet<string>>()

/** Every URL the sidebars of a division and of the divisions below it list (asked only where sibling labels repeat). */
function listedBelow(division: NavigationDivision): ReadonlySet<string> {
  let urls = listedBelowCache.get(division)
  if (urls) return urls
  const found = new Set<string>()
  const visit = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'page') found.add(item.url)
      else {
        if (item.root !== undefined) found.add(item.root)
        visit(item.items)
      }
    }
  }
  visit(division.sidebar ?? [])
  for (const child of [...(division.switch?.items ?? []), ...(division.menu ?? [])]) for (const url of listedBelow(child)) found.add(url)
  listedBelowCache.set(division, (urls = found))
  return urls
}

/** The steps from the root to one division (for a scope rendered without a route). */
export function chainTo(root: NavigationDivision, target: NavigationDivision | undefined): Step[] | undefined {
  if (target === undefined || target === root) return []
  const siblings = root.switch?.items ?? root.menu ?? []
  for (const division of siblings) {
    const below = chainTo(division, target)
    if (below) return [{ division, from: root.switch ? root.switch.kind : 'menu', siblings }, ...below]
  }
  return undefined
}
