import { at, report } from '../../ir/diagnostics/report.js'
import type { Context } from '../../ir/context.js'
import { labelsFromSlug, operationLabel, type Spec, type SpecOperation } from '../../ir/openapi.js'
import { titleFromSlug } from '../../ir/titles.js'
import { DivisionNode, GroupNode, OperationNode, type RootNode } from '../../ir/types.js'
import { resolveReference } from '../../site/references.js'
import { DEFAULT_DIRECTORY, operationSlug } from './slug.js'
import { documentSpecUses, ownSpecUses, type SpecUse } from '../../site/spec-uses.js'
import { cannotShowGenerated, generatedGroup, insertContent } from './generated-groups.js'

/**
 * Gives every operation reference its operation, and every element that owns `openapi` the pages
 * of its specs' operations (docs/openapi.md).
 */
export function expandEndpoints(tree: RootNode, ctx: Context): void {
  // No reference to resolve, no element that owns a spec.
  if (!tree.namesSpecs) return
  const root: Scope = { uses: documentSpecUses(ctx, tree), owner: undefined, parent: undefined, switchedOff: new Set() }
  const owners: Scope[] = []
  expandIn(ctx, tree, root, owners)
  for (const scope of owners) generate(ctx, scope)
}

/**
 * Resolves the operation references below `node` against the specs in force there (`scope`), and
 * collects the elements that own specs, in document order. Recursion, not `walk`: each level
 * passes its scope down, with no table of scopes by node.
 */
function expandIn(ctx: Context, node: RootNode | DivisionNode | GroupNode, scope: Scope, owners: Scope[]): void {
  for (const child of node.children) {
    if (child instanceof DivisionNode || child instanceof GroupNode) {
      const uses = ownSpecUses(ctx, child)
      let inside = scope
      if (uses.length > 0) {
        inside = { uses, owner: child, parent: scope, switchedOff: new Set() }
        owners.push(inside)
        // An owner below an owner of the same spec generates its pages; the one above must not again.
        for (const use of uses) if (use.id !== undefined) switchOff(scope, use.id)
      }
      expandIn(ctx, child, inside, owners)
    } else if (child instanceof OperationNode) {
      const resolved = resolveReference(ctx, child, scope.uses)
      if (!resolved) continue
      child.operation = resolvedOperation(resolved.spec, resolved.operation, resolved.use?.directory, false)
      if (resolved.use) switchOff(scope, resolved.spec.id)
      // Mintlify reads `api.openapi` for page frontmatter only: there the entry stays a missing page.
      if (resolved.use && scope.owner === undefined)
        report(ctx, 'DN3021', at(child.region, child.pointer), { reference: child.value.trim(), spec: resolved.use.written })
    }
  }
}

interface Scope {
  /** The specs in force: the owner's own, or those of the nearest owner above. */
  uses: readonly SpecUse[]
  /** The element that owns these specs (undefined at the root, for `api.openapi`). */
  owner: DivisionNode | GroupNode | undefined
  parent: Scope | undefined
  /** Specs whose pages this owner must not generate: something below it lists them. */
  switchedOff: Set<string>
}

/** Marks `spec` as listed below every owner of it from `scope` up. */
function switchOff(scope: Scope | undefined, spec: string): void {
  for (let current = scope; current; current = current.parent) {
    if (current.uses.some((use) => use.id === spec)) current.switchedOff.add(spec)
  }
}

function resolvedOperation(spec: Spec, operation: SpecOperation, directory: string | undefined, generated: boolean) {
  const slug = operationSlug(operation, directory ?? DEFAULT_DIRECTORY)
  const ownTitle = operation.title ?? (operation.kind === 'webhook' ? undefined : operation.summary)
  const resolved = {
    spec: spec.id,
    kind: operation.kind,
    method: operation.method,
    path: operation.path,
    // As Mintlify titles them: an endpoint by its summary as written, a webhook by its slug.
    title: ownTitle ?? titleFromSlug(slug),
    slug,
    hidden: generated && operation.hidden,
  } as NonNullable<OperationNode['operation']>
  if (operation.operationId !== undefined) resolved.operationId = operation.operationId
  if (operation.badge !== undefined) resolved.tag = operation.badge
  if (operation.icon !== undefined) resolved.icon = operation.icon
  if (operation.deprecated !== undefined) resolved.deprecated = operation.deprecated
  const description = operation.metadataDescription ?? operation.description
  if (description !== undefined) resolved.description = description
  // Mintlify labels an endpoint placed by `x-mint.href` (with a summary) from its slug.
  const sidebarFromSlug = operation.sidebarTitle === undefined && operation.href !== undefined && operation.kind !== 'webhook' && Boolean(operation.summary)
  const sidebarTitle = operation.sidebarTitle ?? (sidebarFromSlug ? titleFromSlug(slug) : undefined)
  if (sidebarTitle !== undefined) resolved.sidebarTitle = sidebarTitle
  if (ownTitle === undefined || sidebarFromSlug) labelsFromSlug.set(resolved, { title: ownTitle === undefined, sidebarTitle: sidebarFromSlug })
  return resolved
}

/** Appends the pages of each spec an owner generates, grouped by first tag, after its own content. */
function generate(ctx: Context, scope: Scope): void {
  const owner = scope.owner!
  for (const use of scope.uses) {
    if (use.id === undefined || scope.switchedOff.has(use.id)) continue
    const entry = ctx.specs.entries.get(use.id)
    if (entry?.status !== 'loaded') continue
    const unshown = cannotShowGenerated(owner)
    if (unshown) report(ctx, 'DN3019', use.place, { kind: 'OpenAPI', source: use.written, key: owner.childKey! })
    const operations = entry.spec.operations.filter((operation) => !operation.excluded)
    if (operations.length === 0) {
      // A spec whose path items could not be read has been reported for that already.
      if (entry.spec.complete) report(ctx, 'DN3018', use.place, { source: use.written })
      continue
    }
    const groups = new Map<string, GroupNode>()
    const region = ctx.regions.child(owner.raw as object, 'openapi', owner.region)
    const pointer = `${owner.pointer}/openapi`
    for (const operation of operations) {
      const label = operation.tag === undefined ? 'API Reference' : (entry.spec.tagLabels.get(operation.tag) ?? operation.tag)
      let group = groups.get(label)
      if (!group) {
        group = generatedGroup(region, pointer, label, unshown)
        groups.set(label, group)
      }
      const reference =
        operation.kind === 'webhook'
          ? { kind: 'webhook' as const, name: operation.path, spec: use.written }
          : { kind: 'endpoint' as const, method: operation.method, path: operation.path, spec: use.written }
      const node = new OperationNode(region, pointer, -1, operationLabel(operation), reference)
      node.generated = true
      node.operation = resolvedOperation(entry.spec, operation, use.directory, true)
      group.children.push(node)
    }
    insertContent(owner, [...groups.values()])
  }
}
