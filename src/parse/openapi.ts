import type { OpenAPIV2, OpenAPIV3, OpenAPIV3_1 } from 'openapi-types'
import type { Spec, SpecOperation } from '../ir/openapi.js'
import { HTTP_METHODS } from '../ir/schema.js'
import { childPointer } from '../ir/diagnostics/report.js'
import { describeValue, isRecord, type JsonRecord } from '../ir/json-values.js'
import type { SourceFile } from '../source/source-file.js'

/**
 * A parsed spec value -> its operations. Reads only what navigation needs and never dereferences
 * schemas; a path item that is a `$ref` is followed through `load`, which reads other files of the
 * project (relative to the referencing file) and reports nothing itself.
 */

export type SpecProblem =
  | { kind: 'unsupported-version'; found: string }
  | { kind: 'ref-unresolved'; ref: string; source: SourceFile; pointer: string; reason: string }
  | { kind: 'ref-cycle'; ref: string; source: SourceFile; pointer: string }
  /** `x-hidden` or `x-excluded` that is not a boolean: read by truthiness, as Mintlify reads it. */
  | { kind: 'flag-not-boolean'; flag: string; value: string /** How Mintlify reads it: by truthiness. */; readAs: boolean; source: SourceFile; pointer: string }
  /** OpenAPI 3.2, which Mintlify's build rejects; `unread`: its `query` and `additionalOperations` operations, which get no page. */
  | { kind: 'openapi-3.2'; version: string; unread: number }
  /** An operation's `x-mint.href` or `x-mint.metadata` of a type Mintlify's build fails on (it calls string and object methods on them). */
  | { kind: 'x-mint-type'; key: string; expected: string; found: string; source: SourceFile; pointer: string }

/** Reads a file of the project for a `$ref`: its source (with `value` set) and plain value, or why it cannot. */
export type RefLoader = (fromFile: string, target: string) => { source: SourceFile; value: unknown } | { error: string }

/** The documents and objects navigation reads, as openapi-types describes them, with Mintlify's extensions. */
type SpecDocument = OpenAPIV2.Document | OpenAPIV3.Document | OpenAPIV3_1.Document
type OperationObject = (OpenAPIV2.OperationObject | OpenAPIV3.OperationObject | OpenAPIV3_1.OperationObject) & {
  'x-hidden'?: unknown
  'x-excluded'?: unknown
  'x-mint'?: {
    href?: unknown
    metadata?: { title?: unknown; sidebarTitle?: unknown; description?: unknown; tag?: unknown; icon?: unknown; deprecated?: unknown }
  }
}
type TagObject = (OpenAPIV2.TagObject | OpenAPIV3.TagObject) & { 'x-group'?: unknown; 'x-displayName'?: unknown }

const MAX_REF_HOPS = 32

/** A version written as a number, as the string it stands for: `3.1` is `3.1.0`. */
function asVersion(number: number): string {
  const parts = String(number).split('.')
  return [...parts, '0', '0'].slice(0, 3).join('.')
}

/** Indexes a spec (`source.value` must be set); returns the spec, with problems about parts of it, or why it is not one. */
export function indexSpec(id: string, value: unknown, source: SourceFile, load: RefLoader): { spec?: Spec; problems: SpecProblem[] } {
  const problems: SpecProblem[] = []
  const version = specVersion(value)
  if (!isRecord(value) || version === undefined) {
    // A version written as a number (`openapi: 3.1`) is none: said so, not taken for the version it looks like.
    const found = !isRecord(value)
      ? 'not an OpenAPI document'
      : typeof value.openapi === 'string'
        ? `OpenAPI ${value.openapi}`
        : typeof value.openapi === 'number'
          ? `written with \`openapi: ${value.openapi}\`, a number where the version is a string (\`"${asVersion(value.openapi)}"\`)`
          : typeof value.swagger === 'string'
            ? `Swagger ${value.swagger}`
            : typeof value.swagger === 'number'
              ? `written with \`swagger: ${value.swagger}\`, a number where the version is a string (\`"2.0"\`)`
              : 'not an OpenAPI document (no `openapi` or `swagger` version)'
    return { problems: [{ kind: 'unsupported-version', found }] }
  }
  const operations: SpecOperation[] = []
  let unread = 0
  const collect = (container: unknown, containerPointer: string, kind: SpecOperation['kind']) => {
    if (!isRecord(container)) return
    for (const path of Object.keys(container)) {
      if (kind === 'endpoint' && !path.startsWith('/')) continue // `x-` extensions beside the paths
      const item = followRef(container[path], source, childPointer(containerPointer, path), load, problems)
      if (!item) continue
      collectOperations(item.value, item.source, item.pointer, path, kind, operations, problems)
      // Methods only OpenAPI 3.2 has: counted, so that what gets no page is said, not dropped silently.
      if (isRecord(item.value.query)) unread++
      if (isRecord(item.value.additionalOperations)) unread += Object.values(item.value.additionalOperations).filter(isRecord).length
    }
  }
  const document = value as unknown as SpecDocument
  collect(document.paths, '/paths', 'endpoint')
  collect('webhooks' in document ? document.webhooks : undefined, '/webhooks', 'webhook')
  if (version.startsWith('3.2')) problems.push({ kind: 'openapi-3.2', version, unread })
  return { spec: { id, version, operations, tagLabels: tagLabels(document.tags), source, complete: problems.length === 0 }, problems }
}

function specVersion(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined
  if (typeof value.openapi === 'string' && /^3\.[0-2](\.|$)/.test(value.openapi)) return value.openapi
  if (value.swagger === '2.0' || value.swagger === 2) return '2.0'
  return undefined
}

/**
 * An object that may be a `$ref` (a path item; an AsyncAPI channel or tag), followed (same file or
 * another file of the project) until a plain one; undefined, with a problem when a `$ref` fails.
 */
export function followRef(
  item: unknown,
  source: SourceFile,
  pointer: string,
  load: RefLoader,
  problems: SpecProblem[],
): { value: JsonRecord; source: SourceFile; pointer: string } | undefined {
  const seen = new Set<string>()
  let current = { value: item, source, pointer }
  for (let hop = 0; hop < MAX_REF_HOPS; hop++) {
    if (!isRecord(current.value)) return undefined
    const ref = current.value.$ref
    if (typeof ref !== 'string') return { value: current.value, source: current.source, pointer: current.pointer }
    const [file, fragment = ''] = ref.split('#', 2) as [string, string?]
    const key = `${file === '' ? current.source.path : file}#${fragment}`
    if (seen.has(key)) {
      problems.push({ kind: 'ref-cycle', ref, source: current.source, pointer: childPointer(current.pointer, '$ref') })
      return undefined
    }
    seen.add(key)
    let target: { source: SourceFile; value: unknown }
    if (file === '') target = { source: current.source, value: undefined }
    else {
      const loaded = load(current.source.path, file)
      if ('error' in loaded) {
        problems.push({ kind: 'ref-unresolved', ref, source: current.source, pointer: childPointer(current.pointer, '$ref'), reason: loaded.error })
        return undefined
      }
      target = loaded
    }
    const root = file === '' ? current.source.value : target.value
    const resolved = resolvePointer(root, fragment)
    if (resolved === undefined) {
      problems.push({
        kind: 'ref-unresolved',
        ref,
        source: current.source,
        pointer: childPointer(current.pointer, '$ref'),
        reason: `nothing at \`#${fragment}\``,
      })
      return undefined
    }
    current = { value: resolved, source: target.source, pointer: fragment }
  }
  problems.push({ kind: 'ref-cycle', ref: String((current.value as JsonRecord).$ref), source: current.source, pointer: current.pointer })
  return undefined
}

/** The value at a JSON pointer (`/paths/~1pets`, URI-encoded or not), or undefined. */
function resolvePointer(root: unknown, pointer: string): unknown {
  if (pointer === '' || pointer === '/') return root
  if (!pointer.startsWith('/')) return undefined
  let node = root
  for (const raw of pointer.slice(1).split('/')) {
    let segment = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    try {
      segment = decodeURIComponent(segment)
    } catch {
      // Not URI-encoded: use it as it is.
    }
    if (Array.isArray(node)) node = node[Number(segment)]
    else if (isRecord(node) && Object.hasOwn(node, segment)) node = node[segment]
    else return undefined
  }
  return node
}

function collectOperations(
  item: JsonRecord,
  source: SourceFile,
  pointer: string,
  path: string,
  kind: SpecOperation['kind'],
  out: SpecOperation[],
  problems: SpecProblem[],
): void {
  for (const method of HTTP_METHODS) {
    if (!isRecord(item[method])) continue
    // Typed as the spec says it is; every field is still checked, since specs do not always comply.
    const operation = item[method] as OperationObject
    const mint = isRecord(operation['x-mint']) ? operation['x-mint'] : {}
    const metadata = isRecord(mint.metadata) ? mint.metadata : {}
    const mintPointer = childPointer(childPointer(pointer, method), 'x-mint')
    const wrongType = (key: string, value: unknown, expected: string, at: string) =>
      problems.push({ kind: 'x-mint-type', key, expected, found: describeValue(value), source, pointer: at })
    // (An `x-mint` that is no object is read as one without keys, by Mintlify too: upstash writes `x-mint: content | ...`.)
    if (mint.href !== undefined && typeof mint.href !== 'string') wrongType('x-mint.href', mint.href, 'a string', childPointer(mintPointer, 'href'))
    if (mint.metadata !== undefined && !isRecord(mint.metadata)) wrongType('x-mint.metadata', mint.metadata, 'an object', childPointer(mintPointer, 'metadata'))
    const tags: unknown[] = Array.isArray(operation.tags) ? operation.tags : []
    const entry: SpecOperation = {
      kind,
      method,
      path,
      // Read as Mintlify reads them: any truthy value.
      hidden: Boolean(operation['x-hidden']),
      excluded: Boolean(operation['x-excluded']),
      source,
      pointer: childPointer(pointer, method),
    }
    // Kept as written, blank too: Mintlify titles the page with it, and slugs it unless empty.
    for (const flag of ['x-hidden', 'x-excluded'] as const) {
      const value = operation[flag]
      if (value !== undefined && typeof value !== 'boolean') {
        // Infinity and NaN (YAML `.inf`, `.nan`) have no JSON text: shown as JavaScript writes them.
        const shown = typeof value === 'number' && !Number.isFinite(value) ? String(value) : (JSON.stringify(value) ?? String(value))
        problems.push({ kind: 'flag-not-boolean', flag, value: shown, readAs: Boolean(value), source, pointer: childPointer(entry.pointer, flag) })
      }
    }
    if (typeof operation.summary === 'string') entry.summary = operation.summary
    if (typeof operation.description === 'string') entry.description = operation.description
    if (typeof operation.operationId === 'string') entry.operationId = operation.operationId
    if (typeof tags[0] === 'string') entry.tag = tags[0]
    // An empty href places nothing (Mintlify ignores it).
    if (typeof mint.href === 'string' && mint.href !== '') entry.href = mint.href
    // A number is a title too: Mintlify writes the metadata into the page's frontmatter, which shows `title: 5` as "5".
    if (typeof metadata.title === 'string') entry.title = metadata.title
    else if (typeof metadata.title === 'number' && Number.isFinite(metadata.title)) entry.title = String(metadata.title)
    if (typeof metadata.sidebarTitle === 'string') entry.sidebarTitle = metadata.sidebarTitle
    if (typeof metadata.description === 'string') entry.metadataDescription = metadata.description
    if (typeof metadata.tag === 'string') entry.badge = metadata.tag
    if (typeof metadata.icon === 'string') entry.icon = metadata.icon
    // The metadata is spread over the operation's own fields on Mintlify: it wins.
    const deprecated = typeof metadata.deprecated === 'boolean' ? metadata.deprecated : operation.deprecated
    if (typeof deprecated === 'boolean') entry.deprecated = deprecated
    out.push(entry)
  }
}

function tagLabels(tags: readonly TagObject[] | undefined): Map<string, string> {
  const labels = new Map<string, string>()
  if (!Array.isArray(tags)) return labels
  for (const tag of tags) {
    if (!isRecord(tag) || typeof tag.name !== 'string') continue
    // Mintlify names a tag's group by `x-group` only (not `x-displayName`).
    const label = typeof tag['x-group'] === 'string' ? tag['x-group'] : undefined
    if (label !== undefined) labels.set(tag.name, label)
  }
  return labels
}

/** A `$ref` whose value does not start with `#`, in the text of a spec: none there, none in its value (checked by text first: a 13 MB spec is searched in milliseconds). */
const EXTERNAL_REF_TEXT = /\$ref["']?\s*:(?!\s*["']?#)/

/**
 * The `$ref`s of a spec that point out of it (their value does not start with `#`), as Mintlify's
 * validator finds them (@mintlify/common `checkForExternalRefs`, which refuses such a spec): the
 * first, where it is, and how many. Undefined when there is none.
 */
export function externalRefs(source: SourceFile): { ref: string; pointer: string; count: number } | undefined {
  if (!EXTERNAL_REF_TEXT.test(source.text)) return undefined
  let first: { ref: string; pointer: string } | undefined
  let count = 0
  // Depth first in document order (children pushed last first), without recursion: a spec may nest deeper than the stack.
  const stack: Array<{ value: unknown; pointer: string; isRef: boolean }> = [{ value: source.value, pointer: '', isRef: false }]
  const seen = new Set<object>()
  while (stack.length > 0) {
    const { value, pointer, isRef } = stack.pop()!
    if (isRef && typeof value === 'string') {
      if (!value.startsWith('#')) {
        count++
        first ??= { ref: value, pointer }
      }
      continue
    }
    if (value === null || typeof value !== 'object' || seen.has(value)) continue
    seen.add(value)
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value)
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, item] = entries[index]!
      stack.push({ value: item, pointer: childPointer(pointer, key), isRef: key === '$ref' && !Array.isArray(value) })
    }
  }
  return first && { ...first, count }
}
