import { report, type Reporter, type Place } from '../ir/diagnostics/report.js'
import { reportJsonProblems } from './json-diagnostics.js'
import { MAX_JSON_DEPTH, parseJson } from '../source/json-tree.js'
import { readableText, withoutBom, type SourceFile } from '../source/source-file.js'
import { editsBetween } from '../source/json-edit.js'
import { carryPositions, locatorOf } from '../source/locate.js'
import { defineOwn, type JsonRecord } from '../ir/json-values.js'

/**
 * Reads a JSON source into plain values, fast: the engine's JSON.parse does the work, and the
 * positioned parser (source/json-tree.ts) runs only when there is something to report: a syntax error, a
 * repeated key (found by counting keys in the text against keys in the value), or nesting too
 * deep to walk safely. Returns undefined when the text is not usable JSON.
 */
export function readJson(reporter: Reporter, source: SourceFile, includedFrom?: Place, pointerPrefix = ''): { value: unknown; clean?: true } | undefined {
  let value: unknown
  try {
    value = JSON.parse(withoutBom(source.text))
  } catch (error) {
    const { result, parsed } = slowPath(reporter, source, includedFrom, pointerPrefix)
    // The two parsers implement the same grammar; if ours ever accepts what the engine rejects, say so.
    if (parsed)
      report(
        reporter,
        'DN9001',
        { source, start: 0, end: 0, pointer: '' },
        { stage: 'parse', reason: `JSON.parse rejects what docsnav's parser accepts: ${String(error)}` },
      )
    return result
  }
  const inValue = countKeysInValue(value)
  if (inValue === undefined || inValue !== countKeysInText(source.text)) return slowPath(reporter, source, includedFrom, pointerPrefix, value).result
  return { value, clean: true }
}

/**
 * Reports a byte order mark at the start of docs.json or a file it includes: docsnav reads past it,
 * Mintlify's build does not (its JSON.parse fails on it).
 */
export function reportByteOrderMark(reporter: Reporter, source: SourceFile, includedFrom?: Place): void {
  if (readableText(source).charCodeAt(0) === 0xfeff) report(reporter, 'DN1026', { source, start: 0, end: 1, pointer: '' }, { file: source.path }, includedFrom)
}

/**
 * {@link readJson} of an edited text, given the text before the edit and its value, which
 * {@link readJson} read with nothing to report (`clean`): only the innermost value holding the
 * edit is parsed again, and the rest is shared with the earlier value, which stays as it was.
 * Anything the edit makes wrong (a syntax error, a repeated key) is read whole, as readJson does.
 */
export function rereadJson(
  reporter: Reporter,
  source: SourceFile,
  before: { source: SourceFile; value: unknown },
): { value: unknown; clean?: true } | undefined {
  const edits = editsBetween(before.source, source, locatorOf(before.source))
  if (!edits) return { value: before.value, clean: true }
  // The whole document is the last candidate: that is readJson's own work.
  for (const edit of edits.slice(0, -1)) {
    const text = readableText(source).slice(edit.start, edit.newEnd)
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      continue
    }
    const inValue = countKeysInValue(value, edit.path.length)
    if (inValue === undefined || inValue !== countKeysInText(text)) break
    carryPositions(before.source, source, edit.start, edit.end, edit.newEnd)
    return { value: withValueAt(before.value, edit.path, 0, value), clean: true }
  }
  return readJson(reporter, source)
}

/** `root` with the value at `path` (from `depth` on) replaced: the objects and arrays on the way copied, everything else shared. */
function withValueAt(root: unknown, path: ReadonlyArray<string | number>, depth: number, value: unknown): unknown {
  if (depth === path.length) return value
  const key = path[depth]!
  if (Array.isArray(root)) {
    const copy = root.slice()
    copy[key as number] = withValueAt(root[key as number], path, depth + 1, value)
    return copy
  }
  const copy = { ...(root as JsonRecord) }
  defineOwn(copy, key as string, withValueAt((root as JsonRecord)[key as string], path, depth + 1, value))
  return copy
}

/**
 * Parses with positions and reports what is wrong; keeps the plain value when the text parsed.
 * `parsed` says whether docsnav's parser accepted the text.
 */
function slowPath(
  reporter: Reporter,
  source: SourceFile,
  includedFrom: Place | undefined,
  pointerPrefix: string,
  value?: unknown,
): { result: { value: unknown } | undefined; parsed: boolean } {
  const parsed = parseJson(source)
  reportJsonProblems(reporter, source, parsed.problems, parsed.value, includedFrom, pointerPrefix)
  return { result: parsed.value === undefined || value === undefined ? undefined : { value }, parsed: parsed.value !== undefined }
}

/**
 * Whether JSON text holds fewer keys in its parsed value than it writes: a key repeated in one
 * object, which `JSON.parse` hides (it keeps the last). Undefined past the nesting limit.
 */
export function hidesRepeatedKeys(text: string, value: unknown): boolean | undefined {
  const inValue = countKeysInValue(value)
  return inValue === undefined ? undefined : inValue !== countKeysInText(text)
}

/**
 * Keys of every object in a parsed value, or undefined past the nesting limit. Iterative, so a
 * hostile 100,000-level document cannot overflow the stack here.
 */
function countKeysInValue(root: unknown, depth = 0): number | undefined {
  let keys = 0
  const stack: unknown[] = [root]
  const depths: number[] = [depth]
  while (stack.length > 0) {
    const value = stack.pop()
    const depth = depths.pop()!
    if (typeof value !== 'object' || value === null) continue
    if (depth >= MAX_JSON_DEPTH) return undefined
    if (Array.isArray(value)) {
      for (const item of value)
        if (typeof item === 'object' && item !== null) {
          stack.push(item)
          depths.push(depth + 1)
        }
      continue
    }
    // for-in, not Object.keys: no array per object. An enumerable key added to Object.prototype
    // would count too, and only send the text to the exact (slow) path.
    for (const key in value) {
      keys++
      const item = (value as Record<string, unknown>)[key]
      if (typeof item === 'object' && item !== null) {
        stack.push(item)
        depths.push(depth + 1)
      }
    }
  }
  return keys
}

/** Keys written in valid JSON text: strings followed by `:`. Jumps from quote to quote. */
function countKeysInText(text: string): number {
  let keys = 0
  let open = text.indexOf('"')
  while (open !== -1) {
    let close = text.indexOf('"', open + 1)
    while (close !== -1 && isEscaped(text, close)) close = text.indexOf('"', close + 1)
    if (close === -1) break
    let next = close + 1
    let code = text.charCodeAt(next)
    while (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) code = text.charCodeAt(++next)
    if (code === 0x3a) keys++
    open = text.indexOf('"', next)
  }
  return keys
}

/** Whether the quote at `at` is escaped (preceded by an odd number of backslashes). */
function isEscaped(text: string, at: number): boolean {
  let backslashes = 0
  while (text.charCodeAt(at - 1 - backslashes) === 0x5c) backslashes++
  return backslashes % 2 === 1
}
