import { childPointer, report, valueSite, type Reporter, type Site } from '../ir/diagnostics/report.js'
import { resolveFrom } from '../ir/paths.js'
import type { FileHost } from '../host.js'
import { parseReporting } from './json-diagnostics.js'
import type { JsonMember, JsonObject, JsonValue } from './json.js'
import { sourceFile } from './source.js'

/**
 * Resolves `$ref` includes: an object `{"$ref": "./file.json", ...siblings}` is replaced by the
 * value in that file (relative to the file holding the `$ref`), with the siblings merged over it
 * when both are objects. Included values keep their own source, so positions point into the file
 * they were written in. Unchanged subtrees are returned as they are.
 */
export function resolveRefs(value: JsonValue, host: FileHost, reporter: Reporter): JsonValue {
  const state: RefState = { host, reporter, included: new Map() }
  return resolveIn(value, '', [value.source.path], state)
}

interface RefState {
  host: FileHost
  reporter: Reporter
  /** Each included file is read and parsed once, however often it is referenced. */
  included: Map<string, JsonValue | undefined>
}

function resolveIn(value: JsonValue, pointer: string, chain: string[], state: RefState): JsonValue {
  if (value.kind === 'array') {
    let items: JsonValue[] | undefined
    value.items.forEach((item, index) => {
      const resolved = resolveIn(item, childPointer(pointer, index), chain, state)
      if (resolved !== item) (items ??= value.items.slice())[index] = resolved
    })
    return items ? { ...value, items } : value
  }
  if (value.kind !== 'object') return value
  const ref = value.members.find((member) => member.key === '$ref')
  if (ref) return include(value, ref, pointer, chain, state)
  let members: JsonMember[] | undefined
  value.members.forEach((member, index) => {
    const resolved = resolveIn(member.value, childPointer(pointer, member.key), chain, state)
    if (resolved !== member.value) (members ??= value.members.slice())[index] = { ...member, value: resolved }
  })
  return members ? { ...value, members } : value
}

function include(holder: JsonObject, ref: JsonMember, pointer: string, chain: string[], state: RefState): JsonValue {
  const refSite = valueSite(ref.value, childPointer(pointer, '$ref'))
  const siblings: JsonObject = { ...holder, members: holder.members.filter((member) => member !== ref) }
  const withoutRef = () => resolveIn(siblings, pointer, chain, state)
  const describedChain = chain.join(' → ')

  if (ref.value.kind !== 'string' || ref.value.value === '' || /^[a-z][a-z0-9+.-]*:/i.test(ref.value.value) || ref.value.value.startsWith('#')) {
    const found = ref.value.kind === 'string' ? `\`${ref.value.value}\`` : `a ${ref.value.kind}`
    report(state.reporter, 'DN1104', refSite, { found })
    return withoutRef()
  }
  const written = ref.value.value
  const target = resolveFrom(ref.value.source.path, written)
  if (target === undefined) {
    report(state.reporter, 'DN1102', refSite, { target: written, chain: describedChain })
    return withoutRef()
  }
  if (chain.includes(target)) {
    report(state.reporter, 'DN1103', refSite, { chain: [...chain, target].join(' → ') })
    return withoutRef()
  }
  const included = load(target, written, refSite, describedChain, state)
  if (included === undefined) return withoutRef()
  const resolved = resolveIn(included, pointer, [...chain, target], state)
  if (siblings.members.length === 0) return resolved
  if (resolved.kind !== 'object') {
    report(state.reporter, 'DN1105', refSite, { target: written, found: resolved.kind === 'array' ? 'an array' : `a ${resolved.kind}` })
    return withoutRef()
  }
  return mergeOver(resolved, resolveIn(siblings, pointer, chain, state) as JsonObject)
}

function load(target: string, written: string, refSite: Site, chain: string, state: RefState): JsonValue | undefined {
  if (state.included.has(target)) return state.included.get(target)
  const read = state.host.read(target)
  let value: JsonValue | undefined
  if (!read.ok) {
    if (read.missing) report(state.reporter, 'DN1101', refSite, { target: written, chain })
    else report(state.reporter, 'DN1106', refSite, { target: written, reason: read.reason })
  } else {
    value = parseReporting(state.reporter, sourceFile(target, read.text), refSite)
  }
  state.included.set(target, value)
  return value
}

/** `{...base, ...over}`: keys of `over` replace those of `base` in place; new ones are appended. */
function mergeOver(base: JsonObject, over: JsonObject): JsonObject {
  const members = base.members.slice()
  for (const member of over.members) {
    const index = members.findIndex((existing) => existing.key === member.key)
    if (index === -1) members.push(member)
    else members[index] = member
  }
  return { ...base, members }
}
