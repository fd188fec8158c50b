import type { AnyMessage } from '../../ir/diagnostics/catalogue.js'
import { at, childPointer, report, reportMessage, type Place } from '../../ir/diagnostics/report.js'
import type { Context } from '../../ir/context.js'
import type { AsyncApiSpec, Refusal, SpecEntry } from '../../ir/openapi.js'
import { resolveFrom } from '../../ir/paths.js'
import { schemeOf } from '../../ir/urls.js'
import type { RootNode } from '../../ir/types.js'
import { indexSpec, type RefLoader, type SpecProblem } from '../../parse/openapi.js'
import { indexAsyncApi } from '../../parse/asyncapi.js'
import { fileRegion, type SourceFile } from '../../source/source-file.js'
import { allSpecUses, asyncApiOwners, isHttpsSpec, isRemoteSpec, ownSpecUses, type SpecUse } from '../../site/spec-uses.js'
import { mintlifyLeavesOut } from '../../site/project-files.js'
import { refusalsOf, specTextOf, type ParsedSpecText } from '../../site/spec-text.js'

/**
 * Loads every OpenAPI spec the navigation names (`openapi` fields, `api.openapi`, `<spec> METHOD
 * /path` entries) and every AsyncAPI spec whose channels get pages, each once however often it is
 * named, and reports what keeps one from being used.
 */
export function loadSpecs(tree: RootNode, ctx: Context): void {
  const uses = allSpecUses(ctx, tree)
  // The specs Mintlify's build needs: those the navigation uses, and remote ones. Loaded from such a use first, so that what keeps one from loading is said there.
  const needed = new Set(uses.filter((use) => use.inNavigation || (use.id !== undefined && isRemoteSpec(use.id))).map((use) => use.id))
  for (const use of [...uses.filter((use) => needed.has(use.id)), ...uses.filter((use) => !needed.has(use.id))]) ensureLoaded(ctx, use, !needed.has(use.id))
  reportRefusals(ctx, uses)
  loadAsyncApis(ctx, tree)
}

/**
 * What Mintlify's build does not take of the specs docsnav read, once per spec: what its validator
 * refuses ({@link Refusal}) and a file `.mintignore` leaves out. Its build fails where it needs the
 * spec, for the navigation or from a URL (an error at the first such use); a local spec only
 * `api.openapi` names it passes over, with a warning, and searches no frontmatter in it.
 */
function reportRefusals(ctx: Context, uses: readonly SpecUse[]): void {
  let leavesOut: ((path: string) => boolean) | undefined
  const first = new Map<string, SpecUse>()
  const needed = new Map<string, SpecUse>()
  for (const use of uses) {
    if (use.id === undefined || ctx.specs.entries.get(use.id)?.status !== 'loaded') continue
    if (!first.has(use.id)) first.set(use.id, use)
    if ((use.inNavigation || isRemoteSpec(use.id)) && !needed.has(use.id)) needed.set(use.id, use)
  }
  for (const [id, use] of first) {
    const entry = ctx.specs.entries.get(id) as Extract<SpecEntry, { status: 'loaded' }>
    const buildUse = needed.get(id)
    for (const { code, params, related } of entry.refusals ?? []) {
      reportMessage(
        ctx,
        { code, params: { source: (buildUse ?? use).written, ...params } } as AnyMessage,
        (buildUse ?? use).place,
        related,
        buildUse ? undefined : 'warning',
      )
    }
    // Mintlify finds the navigation's specs among the files its walk keeps: its build fails on one `.mintignore` leaves out.
    if (buildUse === undefined || isRemoteSpec(id)) continue
    leavesOut ??= mintlifyLeavesOut(ctx)
    if (leavesOut(id)) report(ctx, 'DN3031', buildUse.place, { source: buildUse.written })
  }
}

/**
 * Loads the AsyncAPI specs whose pages are generated into `ctx.specs.asyncApis`, reporting what
 * Mintlify's build fails on (a missing file, one that breaks the AsyncAPI 3 schema, one without
 * channels) and the `asyncapi` settings it ignores.
 */
function loadAsyncApis(ctx: Context, tree: RootNode): void {
  const { owners, ignored } = asyncApiOwners(tree)
  for (const { node, below } of ignored) {
    const place = at(node.region, childPointer(node.pointer, 'asyncapi'), 'key')
    if (below === undefined) report(ctx, 'DN3028', place)
    else report(ctx, 'DN3029', place, { outer: below.label }, at(below.region, childPointer(below.pointer, 'asyncapi'), 'key'))
  }
  for (const owner of owners) {
    for (const use of ownSpecUses(ctx, owner, 'asyncapi')) {
      if (use.id === undefined) report(ctx, 'DN3026', use.place, { source: use.written, reason: 'it is outside the project root' })
      else if (!ctx.specs.asyncApis.has(use.id)) ctx.specs.asyncApis.set(use.id, loadAsyncApi(ctx, use, use.id))
    }
  }
}

function loadAsyncApi(ctx: Context, use: SpecUse, id: string): AsyncApiSpec | undefined {
  const read = specText(ctx, id)
  if ('failure' in read) {
    if (read.failure === 'missing') report(ctx, 'DN3025', use.place, { source: use.written })
    else if (read.failure === 'not-fetched') report(ctx, 'DN3003', use.place, { source: id })
    else report(ctx, 'DN3026', use.place, { source: use.written, reason: read.reason })
    return undefined
  }
  const parsed = specTextOf(ctx.memo, id, read.text)
  const indexed = 'problem' in parsed ? { reason: parsed.reason ?? 'it cannot be parsed' } : indexAsyncApi(id, parsed.source.value, parsed.source)
  if ('spec' in indexed) return indexed.spec
  report(ctx, 'DN3026', use.place, { source: use.written, reason: indexed.reason })
  return undefined
}

/**
 * Loads the spec a use names, once per compile, reporting what keeps it from being used. A local
 * spec only `api.openapi` names (`apiOnly`) that does not exist is a warning: Mintlify's validator
 * and build pass over it without a word.
 */
function ensureLoaded(ctx: Context, use: SpecUse, apiOnly: boolean): void {
  // Overlays change a spec's operations on Mintlify; docsnav reads the spec as it is: say so.
  if (use.overlays !== undefined && use.overlays > 0) report(ctx, 'DN3023', use.place, { source: use.written, count: String(use.overlays) })
  if (use.id === undefined) {
    report(ctx, 'DN3002', use.place, { source: use.written })
    return
  }
  if (ctx.specs.entries.has(use.id)) return
  ctx.specs.entries.set(use.id, load(ctx, use, use.id, apiOnly))
}

const UNAVAILABLE: SpecEntry = { status: 'unavailable' }

function load(ctx: Context, use: SpecUse, id: string, apiOnly: boolean): SpecEntry {
  const read = specText(ctx, id)
  if ('failure' in read) {
    switch (read.failure) {
      case 'not-fetched':
        report(ctx, 'DN3003', use.place, { source: id })
        break
      case 'missing':
        report(ctx, 'DN3001', use.place, { source: use.written }, undefined, apiOnly ? 'warning' : undefined)
        break
      case 'outside':
        report(ctx, 'DN3002', use.place, { source: use.written, link: '' })
        break
      case 'unreadable':
        report(ctx, 'DN3020', use.place, { source: use.written, reason: read.reason, ...(read.notText ? { notText: '' } : {}) })
        break
      default:
        report(ctx, 'DN3009', use.place, { source: id, reason: read.reason })
    }
    return UNAVAILABLE
  }
  const parsed = specTextOf(ctx.memo, id, read.text)
  if ('problem' in parsed) {
    reportParseProblem(ctx, use, parsed)
    return UNAVAILABLE
  }
  const { spec, problems } = indexSpec(id, parsed.source.value, parsed.source, refLoader(ctx))
  for (const problem of problems) reportSpecProblem(ctx, use, parsed.source, problem)
  if (!spec) return UNAVAILABLE
  // docsnav still reads what Mintlify refuses (for other generators): reported where the spec is named.
  const refusals = refusalsOf(spec, problems, ctx.memo)
  return refusals.length > 0 ? { status: 'loaded', spec, refusals } : { status: 'loaded', spec }
}

/** Why a spec's text is not at hand: each kind of spec reports it with codes of its own. */
type TextFailure = { failure: 'not-https' | 'not-fetched' | 'fetch-failed' | 'missing' | 'outside' | 'unreadable'; reason: string; notText?: boolean }

/** A spec's text: a project file, or a remote spec fetched before the passes ran. */
function specText(ctx: Context, id: string): { text: string } | TextFailure {
  if (isRemoteSpec(id)) {
    // Fetched or not, a spec URL must be https: Mintlify's schema rejects any other (a failed deploy).
    if (!isHttpsSpec(id))
      return { failure: 'not-https', reason: `only \`https://\` specs are fetched, and Mintlify rejects \`${id.slice(0, id.indexOf(':') + 1)}\` ones` }
    const fetched = ctx.specs.fetched.get(id)
    if (!fetched) {
      return ctx.options.allowRemote
        ? { failure: 'fetch-failed', reason: 'only `compile()` fetches remote specs; `compileSync()` cannot' }
        : { failure: 'not-fetched', reason: 'remote specs are fetched only with `--allow-remote`' }
    }
    return 'error' in fetched ? { failure: 'fetch-failed', reason: fetched.error } : fetched
  }
  const read = ctx.host.read(id)
  if (read.ok) return { text: read.text }
  if (read.kind === 'missing') return { failure: 'missing', reason: 'it does not exist' }
  if (read.kind === 'outside') return { failure: 'outside', reason: 'it is outside the project root' }
  return { failure: 'unreadable', reason: read.reason, notText: read.kind === 'not-text' }
}

function reportParseProblem(ctx: Context, use: SpecUse, parsed: Extract<ParsedSpecText, { problem: string }>): void {
  if (parsed.problem === 'aliases') {
    report(ctx, 'DN3008', use.place, { source: use.written })
    return
  }
  const where: Place = { source: parsed.source, start: parsed.start, end: parsed.end, pointer: '' }
  report(ctx, 'DN3004', use.place, { source: use.written, reason: parsed.reason, format: parsed.source.format === 'yaml' ? 'YAML' : 'JSON' }, where)
}

function reportSpecProblem(ctx: Context, use: SpecUse, source: SourceFile, problem: SpecProblem): void {
  switch (problem.kind) {
    case 'unsupported-version': {
      const versionKey = source.value !== null && typeof source.value === 'object' && 'swagger' in source.value ? '/swagger' : '/openapi'
      report(ctx, 'DN3005', use.place, { source: use.written, found: problem.found }, at(fileRegion(source), versionKey, 'start'))
      return
    }
    case 'ref-unresolved':
      report(ctx, 'DN3006', use.place, { source: use.written, ref: problem.ref, reason: problem.reason }, at(fileRegion(problem.source), problem.pointer))
      return
    case 'ref-cycle':
      report(ctx, 'DN3007', use.place, { source: use.written, ref: problem.ref }, at(fileRegion(problem.source), problem.pointer))
      return
    case 'flag-not-boolean':
      report(
        ctx,
        'DN3024',
        use.place,
        { source: use.written, flag: problem.flag, value: problem.value, meaning: String(problem.readAs) },
        at(fileRegion(problem.source), problem.pointer),
      )
      return
    case 'openapi-3.2':
    case 'x-mint-type':
      // A refusal of Mintlify's: reported once per spec where it is named (reportRefusals).
      return
  }
}

/** Reads the files path item `$ref`s point to: inside the project, each parsed once per compile. */
function refLoader(ctx: Context): RefLoader {
  return (fromFile, target) => {
    if (schemeOf(target) !== undefined) return { error: 'remote references are not followed' }
    // Relative to a remote spec is remote too: never a file of this project.
    if (isRemoteSpec(fromFile)) return { error: 'references in a remote spec are not followed' }
    const path = resolveFrom(fromFile, target)
    if (path === undefined) return { error: 'the file is outside the project root' }
    const cached = ctx.specs.files.get(path)
    if (cached) return cached
    const read = ctx.host.read(path)
    let result: { source: SourceFile; value: unknown } | { error: string }
    if (!read.ok) result = { error: read.kind === 'missing' ? `\`${path}\` does not exist` : `\`${path}\`: ${read.reason}` }
    else {
      const parsed = specTextOf(ctx.memo, path, read.text)
      result = 'problem' in parsed ? { error: `\`${path}\` cannot be parsed: ${parsed.reason}` } : { source: parsed.source, value: parsed.source.value }
    }
    ctx.specs.files.set(path, result)
    return result
  }
}
