import { report } from '../ir/diagnostics/report.js'
import type { Context } from '../ir/context.js'
import { editDistance, spendComparisons } from '../ir/nearest.js'
import { findReferenced, operationLabel, pathItemEndpoints, type FrontmatterSpecs, type Spec, type SpecOperation } from '../ir/openapi.js'
import type { OperationNode } from '../ir/types.js'
import type { WrittenReference } from '../ir/page-entry.js'
import { at } from '../ir/diagnostics/report.js'
import { fileRegion } from '../source/source-file.js'
import { posix } from 'node:path'
import type { Place } from '../ir/diagnostics/report.js'
import { frontmatterSpecs } from './frontmatter-specs.js'
import { isRemoteSpec, specId, type SpecUse } from './spec-uses.js'

/** What an operation reference resolved to; `use` is the scope's spec use (undefined when the entry named its spec). */
export interface Resolution {
  spec: Spec
  operation: SpecOperation
  use: SpecUse | undefined
}

/**
 * Finds the operation an explicit reference names: in the spec it names, else in the specs in
 * scope, in order. Reports a reference with no spec in scope, an unknown path, method or webhook
 * (with the nearest operations), and an `x-excluded` operation. Specs that could not be loaded were
 * reported already; a reference that might be in one of them is left unchecked.
 */
export function resolveReference(ctx: Context, node: OperationNode, scope: readonly SpecUse[]): Resolution | undefined {
  const reference = node.reference
  // A channel is only ever generated, resolved as it is made.
  if (reference.kind === 'channel') return undefined
  const place = at(node.region, node.pointer)
  const candidates: Array<{ spec: Spec; use: SpecUse | undefined }> = []
  let unavailable = false
  const consider = (id: string | undefined, use: SpecUse | undefined) => {
    const entry = id === undefined ? undefined : ctx.specs.entries.get(id)
    if (entry?.status === 'loaded') candidates.push({ spec: entry.spec, use })
    else unavailable = true
  }
  if (reference.spec !== undefined) consider(specId(reference.spec), undefined)
  else {
    if (scope.length === 0) {
      report(ctx, 'DN3010', place, { reference: node.value.trim() })
      return undefined
    }
    for (const use of scope) consider(use.id, use)
  }

  for (const { spec, use } of candidates) {
    const operation = findReferenced(spec, reference)
    if (!operation) continue
    if (operation.excluded) {
      report(ctx, 'DN3013', place, { reference: node.value.trim(), spec: spec.id }, at(fileRegion(operation.source), operation.pointer, 'key'))
      return undefined
    }
    return { spec, operation, use }
  }
  if (unavailable || candidates.length === 0) return undefined
  reportNotFound(
    ctx,
    node,
    reference,
    candidates.map((candidate) => candidate.spec),
  )
  return undefined
}

function reportNotFound(ctx: Context, node: OperationNode, reference: WrittenReference, specs: readonly Spec[]): void {
  const place = at(node.region, node.pointer)
  const names = specs.map((spec) => spec.id).join('`, `')
  if (reference.kind === 'webhook') {
    const nearby = closest(reference.name, operationsOf(ctx, specs, 'webhook'), (operation) => operation.path)
    report(ctx, 'DN3014', place, {
      name: reference.name,
      spec: names,
      suggestion: nearby[0] && withinReach(reference.name, nearby[0].path) ? operationLabel(nearby[0]) : undefined,
      nearby: listOf(nearby),
    })
    return
  }
  const samePath = specs.flatMap((spec) => pathItemEndpoints(spec, reference.path).filter((operation) => !operation.excluded))
  if (samePath.length > 0) {
    report(ctx, 'DN3012', place, {
      spec: names,
      method: reference.method.toUpperCase(),
      path: reference.path,
      methods: samePath.map((operation) => `\`${operation.method.toUpperCase()}\``).join(', '),
    })
    return
  }
  const nearby = closest(`${reference.method} ${reference.path}`, operationsOf(ctx, specs, 'endpoint'), (operation) => `${operation.method} ${operation.path}`)
  report(ctx, 'DN3011', place, {
    path: reference.path,
    spec: names,
    suggestion: nearby[0] && withinReach(reference.path, nearby[0].path) ? operationLabel(nearby[0]) : undefined,
    nearby: listOf(nearby),
  })
}

/**
 * The three operations nearest to `text` by edit distance (the first found of equals), each key
 * once (specs may share operations). A distance is worked out only as far as it could still place.
 */
function closest(text: string, operations: readonly SpecOperation[], key: (operation: SpecOperation) => string): SpecOperation[] {
  const lower = text.toLowerCase()
  const seen = new Set<string>()
  const best: Array<{ operation: SpecOperation; distance: number }> = []
  for (const operation of operations) {
    const written = key(operation)
    if (seen.has(written)) continue
    seen.add(written)
    const worst = best.length < 3 ? Infinity : best[2]!.distance
    const distance = editDistance(lower, written.toLowerCase(), worst - 1)
    if (distance >= worst) continue
    const after = best.findIndex((entry) => entry.distance > distance)
    best.splice(after === -1 ? best.length : after, 0, { operation, distance })
    if (best.length > 3) best.pop()
  }
  return best.map(({ operation }) => operation)
}

/** Close enough to say "did you mean": a third of the length, at least two edits. */
function withinReach(written: string, candidate: string): boolean {
  return editDistance(written.toLowerCase(), candidate.toLowerCase()) <= Math.max(2, Math.floor(written.length / 3))
}

function listOf(operations: readonly SpecOperation[]): string | undefined {
  return operations.length === 0 ? undefined : operations.map((operation) => `\`${operationLabel(operation)}\``).join(', ')
}

/** A spec a frontmatter spec name stands for, and whether Mintlify's build (not only its page renderer) finds it by that name. */
interface NamedSpec {
  spec: Spec
  /** False when only the renderer's looser match (a part of the path) finds it: the build then takes no title from it. */
  exact: boolean
}

/** The operation a page's frontmatter names: the one its page shows, and the one Mintlify's build takes its title from. */
export interface FrontmatterOperation {
  /** Where Mintlify's page renderer finds it: the spec and the operation. */
  shown: { spec: Spec; operation: SpecOperation }
  /** The operation Mintlify's build takes the page's title and description from, when it takes them. */
  titleFrom: SpecOperation | undefined
}

/**
 * Checks a page's frontmatter `openapi: "[spec] METHOD /path"` against the specs Mintlify looks in
 * ({@link frontmatterSpecs}), as its page renderer finds the operation (@mintlify/common
 * `getMatchingOpenApiFile`: in any spec that has it, the spec name only choosing among those), and
 * returns it with the operation its build takes the page's title from. A miss, a blank page on
 * Mintlify, is an error when docsnav read every spec Mintlify would, else a warning naming what it
 * could not read.
 */
export function resolveFrontmatterOperation(
  ctx: Context,
  value: string,
  reference: WrittenReference | undefined,
  file: string,
  place: Place,
): FrontmatterOperation | undefined {
  const params = { key: 'openapi', value, file }
  if (!reference) {
    report(ctx, 'DN4012', place, { ...params, what: 'operation', reason: 'it is not `[spec] METHOD /path` or `[spec] webhook name`' })
    return undefined
  }
  const known = frontmatterSpecs(ctx)
  const named = reference.spec === undefined ? known.specs.map(({ spec }) => ({ spec, exact: true })) : specsNamed(known, reference.spec)
  const having = known.specs.find(({ spec }) => findReferenced(spec, reference) !== undefined)
  if (having) {
    // Without a spec name every spec is named: only a name can stand for none that has it.
    const namedHaving = named.find(({ spec }) => findReferenced(spec, reference) !== undefined)
    if (!namedHaving) report(ctx, 'DN4014', place, { ...params, spec: reference.spec!, used: having.spec.id })
    const spec = (namedHaving ?? having).spec
    return { shown: { spec, operation: findReferenced(spec, reference)! }, titleFrom: buildOperation(named, reference) }
  }
  // Suggested from the specs the name stands for, else from all.
  const searched = named.length > 0 ? named.map(({ spec }) => spec) : known.specs.map(({ spec }) => spec)
  const written = reference.kind === 'webhook' ? reference.name : `${reference.method} ${reference.path}`
  const nearby = closest(written, operationsOf(ctx, searched, reference.kind), (operation) =>
    operation.kind === 'webhook' ? operation.path : `${operation.method} ${operation.path}`,
  )
  const suggestion =
    nearby[0] && withinReach(written, reference.kind === 'webhook' ? nearby[0].path : `${nearby[0].method} ${nearby[0].path}`)
      ? `${reference.spec === undefined || named.length === 0 ? '' : `${reference.spec} `}${operationLabel(nearby[0])}`
      : undefined
  if (known.unread.length > 0) {
    report(ctx, 'DN4013', place, { ...params, suggestion, unread: known.unread.join(', ') })
    return undefined
  }
  const missing = `\`${reference.kind === 'webhook' ? `webhook ${reference.name}` : operationLabel(reference)}\``
  const reason = known.specs.length === 0 ? 'the project has no OpenAPI spec Mintlify reads' : `no spec of the project has ${missing}`
  report(ctx, 'DN4012', place, { ...params, what: 'operation', reason, suggestion, nearby: listOf(nearby) })
  return undefined
}

/**
 * The operations of these specs of one kind that a page can show (not `x-excluded`), to suggest
 * from: spent from the compile's allowance of comparisons, none once it cannot cover them (the
 * lists themselves would take the time).
 */
function operationsOf(ctx: Context, specs: readonly Spec[], kind: WrittenReference['kind']): SpecOperation[] {
  if (
    !spendComparisons(
      ctx.specs,
      specs.reduce((sum, spec) => sum + spec.operations.length, 0),
    )
  )
    return []
  return specs.flatMap((spec) => spec.operations.filter((operation) => !operation.excluded && operation.kind === kind))
}

/**
 * The operation Mintlify's build takes a page's title from (@mintlify/common
 * `getOpenApiOperationMethodAndEndpoint`): of the specs the exact name stands for, the last that
 * has the path, and the method in that path item; none for a webhook.
 */
function buildOperation(named: readonly NamedSpec[], reference: WrittenReference): SpecOperation | undefined {
  if (reference.kind !== 'endpoint') return undefined
  const last = named.filter(({ spec, exact }) => exact && pathItemEndpoints(spec, reference.path).length > 0).at(-1)
  return last && pathItemEndpoints(last.spec, reference.path).find((operation) => operation.method === reference.method)
}

/**
 * The specs a frontmatter spec name stands for: by `/` and the file's project path (the URL of a
 * remote one) or by its file name without extension (`v1` for `openapi/v1.json`), as Mintlify's
 * build matches, else by part of its path (`openapi.json`) as its page renderer does.
 */
function specsNamed(known: FrontmatterSpecs, name: string): NamedSpec[] {
  const exact = known.specs.filter(({ spec, location }) => name === location || (!isRemoteSpec(spec.id) && posix.parse(spec.id).name === name))
  if (exact.length > 0) return exact.map(({ spec }) => ({ spec, exact: true }))
  const path = name.replace(/^\/+/, '')
  return known.specs.filter(({ spec }) => spec.id.includes(path)).map(({ spec }) => ({ spec, exact: false }))
}
