import { at, childPointer, report, type Reporter, type Place } from '../ir/diagnostics/report.js'
import { describeValue, type JsonRecord, defineOwn } from '../ir/json-values.js'
import { normalizeInsideRoot, relativeTo, resolveFrom } from '../ir/paths.js'
import { schemeOf } from '../ir/urls.js'
import type { FileHost } from '../ir/files.js'
import { readJson, reportByteOrderMark } from './read-json.js'
import type { Regions } from '../source/regions.js'
import { MAX_JSON_DEPTH } from '../source/json-tree.js'
import { sourceFile, type Region, type SourceFile } from '../source/source-file.js'

/**
 * Resolves `$ref` includes: an object `{"$ref": "./file.json", ...siblings}` is replaced by the
 * value in that file (relative to the file holding the `$ref`), with the siblings merged over it
 * when both are objects. What each include brought in is recorded in `regions`, so positions point
 * into the file it was written in. Unchanged subtrees are returned as they are.
 */
export function resolveRefs(value: unknown, region: Region, host: FileHost, reporter: Reporter, regions: Regions): unknown {
  const state: RefState = { host, reporter, regions, included: new Map(), budget: MAX_RESOLVED_VALUES, exhausted: false, path: [] }
  const resolved = resolveIn(value, region, [region.source.path], state)
  if (state.budget >= 0 && !state.exhausted) return resolved
  if (!state.exhausted) report(state.reporter, 'DN1107', at(region, '', 'start'), { limit: MAX_RESOLVED_VALUES.toLocaleString('en-US') })
  // None of the navigation is used: a part of it would be reported entry by entry, and built, and written.
  const nothing = {}
  regions.markIncomplete(nothing)
  if (typeof resolved !== 'object' || resolved === null || Array.isArray(resolved)) return resolved
  const document = { ...(resolved as JsonRecord) }
  defineOwn(document, 'navigation', nothing)
  return document
}

/**
 * The most values (objects, arrays and their entries) a resolved docs.json may hold: twenty times
 * the largest real one (crewAI, about 50,000), and few enough to build and write in bounded memory.
 * Includes are where it matters: a file included ten times by files that are themselves included
 * ten times multiplies, and eight such levels of 2 KB files are a hundred million entries.
 */
export const MAX_RESOLVED_VALUES = 1_000_000

interface RefState {
  host: FileHost
  reporter: Reporter
  regions: Regions
  /** Each included file is read and parsed once, however often it is referenced. */
  included: Map<string, Loaded | undefined>
  /** Values still allowed in the resolved document; includes stop when it runs out. */
  budget: number
  exhausted: boolean
  /**
   * The keys from the root to the value being resolved: its pointer is made from them only when
   * something needs it (an include, a report), not for each of the document's many values.
   */
  path: Array<string | number>
}

function pointerOf(path: ReadonlyArray<string | number>): string {
  let pointer = ''
  for (const key of path) pointer = childPointer(pointer, key)
  return pointer
}

interface Loaded {
  value: unknown
  source: SourceFile
}

/**
 * Resolves the value at `state.path`. Nesting is counted across includes (the path's length): each
 * file is within the limit, and a chain of them must be too.
 */
function resolveIn(value: unknown, region: Region, chain: readonly string[], state: RefState): unknown {
  if (typeof value !== 'object' || value === null) return value
  const path = state.path
  if (path.length >= MAX_JSON_DEPTH) {
    report(state.reporter, 'DN1011', at(region, pointerOf(path), 'start'), { limit: String(MAX_JSON_DEPTH) })
    return Array.isArray(value) ? [] : {}
  }
  if (Array.isArray(value)) {
    state.budget -= value.length
    let items: unknown[] | undefined
    for (let index = 0; index < value.length; index++) {
      const item = value[index]
      if (typeof item !== 'object' || item === null) continue
      path.push(index)
      const resolved = resolveIn(item, region, chain, state)
      path.pop()
      if (resolved !== item) (items ??= value.slice())[index] = resolved
    }
    return items ?? value
  }
  const record = value as JsonRecord
  // A `$ref` that is not a string is no include to Mintlify (its `getRefPath`): the object is data, and `$ref` an unknown key of it.
  if (Object.hasOwn(record, '$ref') && typeof record.$ref === 'string') return include(record, region, chain, state)
  let copy: JsonRecord | undefined
  // for-in, not Object.keys: no array per object (own keys only: an enumerable key added to Object.prototype is not data).
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue
    state.budget--
    const member = record[key]
    if (typeof member !== 'object' || member === null) continue
    path.push(key)
    const resolved = resolveIn(member, region, chain, state)
    path.pop()
    if (resolved !== member) defineOwn((copy ??= { ...record }), key, resolved)
  }
  return copy ?? record
}

function include(holder: JsonRecord, region: Region, chain: readonly string[], state: RefState): unknown {
  const pointer = pointerOf(state.path)
  const refPlace = at(region, childPointer(pointer, '$ref'))
  const { $ref: raw, ...siblingValues } = holder
  // Mintlify reads `\` in a path as `/` (its `normalizePath`).
  const written = (raw as string).replace(/\\/g, '/')
  const withoutRef = () => {
    const rest = resolveIn(siblingValues, region, chain, state) as object
    state.regions.markIncomplete(rest)
    return rest
  }

  if (written === '' || schemeOf(written) !== undefined || written.startsWith('#')) {
    report(state.reporter, 'DN1104', refPlace, { found: `\`${raw}\`` })
    return withoutRef()
  }
  if (state.budget <= 0) {
    if (!state.exhausted) report(state.reporter, 'DN1107', refPlace, { limit: MAX_RESOLVED_VALUES.toLocaleString('en-US'), include: '' })
    state.exhausted = true
    return withoutRef()
  }
  const describedChain = chain.join(' → ')
  // Mintlify resolves a path that starts with `/` from the root of the file system: outside the project.
  if (written.startsWith('/')) {
    const inside = normalizeInsideRoot(written)
    const relative = inside === undefined ? undefined : relativeTo(region.source.path, inside)
    report(state.reporter, 'DN1102', refPlace, { target: written, chain: describedChain, ...(relative === undefined ? {} : { absolute: '', relative }) })
    return withoutRef()
  }
  const target = resolveFrom(region.source.path, written)
  if (target === undefined) {
    report(state.reporter, 'DN1102', refPlace, { target: written, chain: describedChain })
    return withoutRef()
  }
  if (chain.includes(target)) {
    report(state.reporter, 'DN1103', refPlace, { chain: [...chain, target].join(' → ') })
    return withoutRef()
  }
  const loaded = load(target, written, refPlace, describedChain, state)
  if (!loaded) return withoutRef()
  const includedRegion: Region = { source: loaded.source, logical: pointer }
  let resolved = resolveIn(loaded.value, includedRegion, [...chain, target], state)
  // A fresh identity per inclusion, so one file included twice gets two regions.
  if (typeof resolved === 'object' && resolved !== null) {
    const original = resolved
    resolved = Array.isArray(original) ? original.slice() : { ...(original as JsonRecord) }
    state.regions.setValue(resolved as object, includedRegion)
    if (state.regions.isIncomplete(original)) state.regions.markIncomplete(resolved as object)
  }
  if (Object.keys(siblingValues).length === 0) return resolved
  if (typeof resolved !== 'object' || resolved === null || Array.isArray(resolved)) {
    // Mintlify takes the included value and drops the keys beside the `$ref`: said, not silent.
    report(state.reporter, 'DN1105', refPlace, { target: written, found: describeValue(resolved) })
    return resolved
  }
  const siblings = resolveIn(siblingValues, region, chain, state) as JsonRecord
  // Defined, not assigned: a `__proto__` key beside a `$ref` is data, not the object's prototype.
  const merged = resolved as JsonRecord
  for (const key of Object.keys(siblings)) {
    defineOwn(merged, key, siblings[key])
    state.regions.setMember(merged, key, region)
  }
  return merged
}

function load(target: string, written: string, refPlace: Place, chain: string, state: RefState): Loaded | undefined {
  if (!state.included.has(target)) {
    const read = state.host.read(target)
    if (!read.ok) {
      if (read.kind === 'missing') report(state.reporter, 'DN1101', refPlace, { target: written, chain })
      else if (read.kind === 'outside') report(state.reporter, 'DN1102', refPlace, { target: written, chain, link: '' })
      else report(state.reporter, 'DN1106', refPlace, { target: written, reason: read.reason, ...(read.kind === 'not-text' ? { notText: '' } : {}) })
      state.included.set(target, undefined)
    } else {
      const source = sourceFile(target, read.text)
      state.regions.addSource(source)
      // Problems inside the file get pointers into the resolved document: where the `$ref` stood.
      reportByteOrderMark(state.reporter, source, refPlace)
      const parsed = readJson(state.reporter, source, refPlace, refPlace.pointer.replace(/\/\$ref$/, ''))
      state.included.set(target, parsed && { value: parsed.value, source })
    }
  }
  return state.included.get(target)
}
