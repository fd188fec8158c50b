import { urlOfPath } from '../ir/urls.js'
import type { Crumb } from '../ir/site.js'
import type { DivisionLike, GroupNode, Listing } from '../ir/types.js'
import type { DivisionKind } from '../ir/schema.js'

// What a route links to besides itself: its division chain and breadcrumbs (its neighbours: site-model.ts).

/**
 * Divisions from the root to the owning listing. Listings in one group share their ancestor array,
 * so the result is computed once per group and shared by its routes (identical in the output).
 */
export function divisionsOf(
  owner: Listing,
  cache: WeakMap<object, Array<{ kind: DivisionKind; label: string }>>,
): Array<{ kind: DivisionKind; label: string }> {
  const cached = cache.get(owner.ancestors)
  if (cached && owner.node.type !== 'group') return cached
  const divisions: Array<{ kind: DivisionKind; label: string }> = []
  for (const ancestor of owner.ancestors) {
    if (ancestor.type !== 'root' && ancestor.type !== 'group') divisions.push({ kind: ancestor.type, label: ancestor.label })
  }
  if (owner.node.type !== 'group') cache.set(owner.ancestors, divisions)
  return divisions
}

/** A division or group above a listing that gives it a breadcrumb, with the crumb's label. */
export interface CrumbSource {
  node: DivisionLike | GroupNode
  label: string
}

/**
 * The divisions and groups from the root to the owning listing that make its breadcrumbs:
 * versions and languages left out, products by `name` when set, blank labels left out.
 */
export function crumbSources(owner: Listing): CrumbSource[] {
  const sources: CrumbSource[] = []
  for (const ancestor of owner.ancestors) {
    if (ancestor.type === 'root' || ancestor.type === 'version' || ancestor.type === 'language') continue
    // A group's root page is the group itself: its own crumb would point at the page.
    if (ancestor === owner.node) continue
    const label = ancestor.type === 'product' ? (ancestor.fields.name ?? ancestor.label) : ancestor.label
    if (label.trim() !== '') sources.push({ node: ancestor, label })
  }
  return sources
}

/** Breadcrumbs of a listing (see {@link crumbSources}): a division links to its link, a group to its root page. */
export function breadcrumbsOf(owner: Listing, divisionLinks: ReadonlyMap<DivisionLike, string | undefined>, cache: WeakMap<object, Crumb[]>): Crumb[] {
  // A group's root page leaves its own group out, so only page and operation listings share.
  const shareable = owner.node.type !== 'group'
  const cached = shareable ? cache.get(owner.ancestors) : undefined
  if (cached) return cached
  const crumbs = crumbSources(owner).map(({ node, label }): Crumb => {
    const url = node.type === 'group' ? (node.root === undefined ? undefined : urlOfPath(node.root)) : divisionLinks.get(node)
    return url === undefined ? { label } : { label, url }
  })
  if (shareable) cache.set(owner.ancestors, crumbs)
  return crumbs
}
