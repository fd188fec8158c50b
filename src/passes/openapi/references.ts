import { report } from '../../ir/diagnostics/report.js'
import type { Context } from '../../ir/context.js'
import { editDistance } from '../../ir/nearest.js'
import { findEndpoint, findWebhook, operationLabel, type Spec, type SpecOperation } from '../../ir/openapi.js'
import type { OperationNode } from '../../ir/types.js'
import type { WrittenReference } from '../../ir/page-entry.js'
import { at } from '../../ir/diagnostics/report.js'
import { fileRegion } from '../../source/source-file.js'
import { posix } from 'node:path'
import { folderOf } from '../../ir/paths.js'
import { parseOperationReference } from '../../ir/page-entry.js'
import type { Place } from '../../ir/diagnostics/report.js'
import { ensureLoaded } from './load-specs.js'
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
    const operation = reference.kind === 'webhook' ? findWebhook(spec, reference.name) : findEndpoint(spec, reference.method, reference.path)
    if (!operation) continue
    if (operation.excluded) {
      report(ctx, 'DN3013', place, { reference: node.value.trim(), spec: spec.id }, at(fileRegion(operation.source), operation.pointer, 'key'))
      return undefined
    }
    return { spec, operation, use }
  }
  if (unavailable || candidates.length === 0) return undefined
  reportNotFound(ctx, node, reference, candidates.map((candidate) => candidate.spec))
  return undefined
}

function reportNotFound(ctx: Context, node: OperationNode, reference: WrittenReference, specs: readonly Spec[]): void {
  const place = at(node.region, node.pointer)
  const names = specs.map((spec) => spec.id).join('`, `')
  const operations = specs.flatMap((spec) => spec.operations.filter((operation) => !operation.excluded))
  if (reference.kind === 'webhook') {
    const webhooks = operations.filter((operation) => operation.kind === 'webhook')
    const nearby = closest(reference.name, webhooks, (operation) => operation.path)
    report(ctx, 'DN3014', place, {
      name: reference.name, spec: names, suggestion: nearby[0] && withinReach(reference.name, nearby[0].path) ? operationLabel(nearby[0]) : undefined,
      nearby: listOf(nearby),
    })
    return
  }
  const samePath = operations.filter((operation) => operation.kind === 'endpoint' && sameRoute(operation.path, reference.path))
  if (samePath.length > 0) {
    report(ctx, 'DN3012', place, {
      spec: names, method: reference.method.toUpperCase(), path: reference.path,
      methods: samePath.map((operation) => `\`${operation.method.toUpperCase()}\``).join(', '),
    })
    return
  }
  const endpoints = operations.filter((operation) => operation.kind === 'endpoint')
  const nearby = closest(`${reference.method} ${reference.path}`, endpoints, (operation) => `${operation.method} ${operation.path}`)
  report(ctx, 'DN3011', place, {
    path: reference.path, spec: names,
    suggestion: nearby[0] && withinReach(reference.path, nearby[0].path) ? operationLabel(nearby[0]) : undefined,
    nearby: listOf(nearby),
  })
}

function sameRoute(a: string, b: string): boolean {
  return a === b || a.replace(/\/$/, '') === b.replace(/\/$/, '')
}

/** The three operations nearest to `text` by edit distance. */
function closest(text: string, operations: readonly SpecOperation[], key: (operation: SpecOperation) => string): SpecOperation[] {
  return operations
    .map((operation) => ({ operation, distance: editDistance(text.toLowerCase(), key(operation).toLowerCase()) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, 3)
    .map(({ operation }) => operation)
}

/** Close enough to say "did you mean": a third of the length, at least two edits. */
function withinReach(written: string, candidate: string): boolean {
  return editDistance(written.toLowerCase(), candidate.toLowerCase()) <= Math.max(2, Math.floor(written.length / 3))
}

function listOf(operations: readonly SpecOperation[]): string | undefined {
  return operations.length === 0 ? undefined : operations.map((operation) => `\`${operationLabel(operation)}\``).join(', ')
}

/** A spec named in frontmatter, and whether Mintlify's build (not only its page renderer) finds it by that name. */
interface NamedSpec {
  spec: Spec
  /** False when only the renderer's looser match (a part of the path) finds it: the build then takes no title from it. */
  exact: boolean
}

/**
 * Checks a page's frontmatter `openapi: "[spec] METHOD /path"` against the specs, as Mintlify
 * finds it (a blank page when it does not), and returns the operation when the build takes the
 * page's title from it. Without a spec name, Mintlify searches every spec file of the project,
 * which docsnav does not read: a miss among the specs docs.json names is then only a warning.
 */
export function resolveFrontmatterOperation(ctx: Context, value: string, file: string, place: Place): SpecOperation | undefined {
  const params = { key: 'openapi', value, file }
  const reference = parseOperationReference(value)
  if (!reference) {
    report(ctx, 'DN4012', place, { ...params, what: 'operation', reason: 'it is not `[spec] METHOD /path` or `[spec] webhook name`' })
    return undefined
  }
  let named: NamedSpec[]
  if (reference.spec === undefined) {
    named = [...ctx.specs.entries.values()].flatMap((entry) => (entry.status === 'loaded' ? [{ spec: entry.spec, exact: true }] : []))
  } else {
    named = specsNamed(ctx, reference.spec, place)
    if (named.length === 0) {
      report(ctx, 'DN4013', place, params)
      return undefined
    }
  }
  // The build takes the last spec that has the operation.
  const found = named.map(({ spec, exact }) => ({ exact, operation: reference.kind === 'webhook' ? findWebhook(spec, reference.name) : findEndpoint(spec, reference.method, reference.path) }))
    .filter((match) => match.operation !== undefined).at(-1)
  if (found) return found.exact && found.operation!.kind === 'endpoint' ? found.operation : undefined
  const operations = named.flatMap(({ spec }) => spec.operations.filter((operation) => !operation.excluded && operation.kind === reference.kind))
  const written = reference.kind === 'webhook' ? reference.name : `${reference.method} ${reference.path}`
  const nearby = closest(written, operations, (operation) => (operation.kind === 'webhook' ? operation.path : `${operation.method} ${operation.path}`))
  const suggestion = nearby[0] && withinReach(written, reference.kind === 'webhook' ? nearby[0].path : `${nearby[0].method} ${nearby[0].path}`)
    ? `${reference.spec === undefined ? '' : `${reference.spec} `}${operationLabel(nearby[0])}` : undefined
  // Named specs Mintlify finds: the operation is certainly missing. Otherwise it may be in a spec docs.json does not name.
  if (reference.spec !== undefined) report(ctx, 'DN4012', place, { ...params, what: 'operation', reason: `\`${named.map(({ spec }) => spec.id).join('`, `')}\` has no \`${reference.kind === 'webhook' ? `webhook ${reference.name}` : operationLabel(reference)}\``, suggestion, nearby: listOf(nearby) })
  else report(ctx, 'DN4013', place, { ...params, suggestion })
  return undefined
}

/**
 * The specs a frontmatter spec name stands for: one docs.json names, by `/` and its path or by its
 * file name without extension (`v1` for `openapi/v1.json`), as Mintlify's build matches, else by
 * part of its path (`openapi.json`) as its page renderer does; else the file at that path, read now.
 */
function specsNamed(ctx: Context, name: string, place: Place): NamedSpec[] {
  const loaded = [...ctx.specs.entries.values()].flatMap((entry) => (entry.status === 'loaded' ? [entry.spec] : []))
  // The build knows a spec file by `/` and its path, or by its name without extension.
  const exact = loaded.filter((spec) => name === `/${spec.id}` || posix.parse(spec.id).name === name)
  if (exact.length > 0) return exact.map((spec) => ({ spec, exact: true }))
  const path = name.replace(/^\/+/, '')
  const loose = loaded.filter((spec) => spec.id.includes(path))
  if (loose.length > 0) return loose.map((spec) => ({ spec, exact: false }))
  const id = specId(name)
  if (id === undefined || isRemoteSpec(id) || !ctx.host.list(folderOf(id)).includes(posix.basename(id))) return []
  ensureLoaded(ctx, { written: name, id, place })
  const entry = ctx.specs.entries.get(id)
  return entry?.status === 'loaded' ? [{ spec: entry.spec, exact: name.startsWith('/') }] : []
}
