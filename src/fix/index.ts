import type { Diagnostic } from '../ir/diagnostics/diagnostic.js'
import { catalogue, fill, type DiagnosticCode, type FixRule } from '../ir/diagnostics/catalogue.js'
import { editDistance } from '../ir/nearest.js'
import { KEY_SYNONYMS } from '../ir/schema.js'
import { parseJson, type JsonMember, type JsonObject, type JsonValue } from '../source/json-tree.js'
import { offsetAt, sourceFile } from '../source/source-file.js'

/**
 * Mechanical fixes: the edits that certainly fix a diagnostic, made from its range and parameters
 * as its catalogue entry's `fix` says (`check --fix`, the language server's quick fixes). Every
 * edit is the smallest change to the text: formatting, key order and the rest of the file stay.
 */

/** A replacement of the text from `start` to `end` (UTF-16 offsets into the file's text). */
export interface TextEdit {
  start: number
  end: number
  text: string
}

export interface Fix {
  /** What the fix does, for a person choosing it. */
  title: string
  edits: TextEdit[]
  /** A key this fix writes into an object (by where the object is): two fixes may not write the same. */
  claim?: string
}

/** The mechanical fix of a diagnostic, given the text of the file it points into; undefined when it has none. */
export function fixOf(diagnostic: Diagnostic, text: string): Fix | undefined {
  const rule: FixRule | undefined = (catalogue[diagnostic.code as DiagnosticCode] as { fix?: FixRule } | undefined)?.fix
  if (!rule || diagnostic.line === undefined || diagnostic.column === undefined || diagnostic.endLine === undefined || diagnostic.endColumn === undefined)
    return undefined
  const source = sourceFile(diagnostic.file ?? '', text)
  const start = offsetAt(source, diagnostic.line, diagnostic.column)
  const end = offsetAt(source, diagnostic.endLine, diagnostic.endColumn)
  const { params } = diagnostic
  const title = fill(rule.title, params)
  const fix = (edits: TextEdit[] | undefined): Fix | undefined => edits && { title, edits }
  switch (rule.kind) {
    case 'remove-text':
      return fix(end > start ? [removedText(text, start, end)] : undefined)
    case 'text': {
      const by = params[rule.by]
      return fix(by !== undefined && text.slice(start, end) === by ? [{ start, end, text: JSON.stringify(by) }] : undefined)
    }
    case 'value': {
      const by = params[rule.by]
      if (by === undefined || (rule.by === 'suggestion' && !onlyClosest(params.found ?? params.code ?? params.icon, by, params.allowed))) return undefined
      // A suggestion of one word: `fa-solid fa-book` is not `solid fa-book`.
      if (rule.by === 'suggestion' && /\s/.test(by)) return undefined
      const value = valueAt(text, start, end)
      return fix(value?.kind === 'string' ? [{ start: value.start, end: value.end, text: JSON.stringify(by) }] : undefined)
    }
    case 'key': {
      const by = params[rule.by]
      const key = params.key
      if (by === undefined || key === undefined || params.topLevel !== undefined) return undefined
      if (!meantKey(key, by, params.allowed)) return undefined
      const found = memberAt(text, start, end)
      // With `by` already there, the rename would write it twice: which one is meant is a guess.
      if (!found || found.member.key !== key || found.members.some((other) => other.key === by)) return undefined
      const { member } = found
      const edits = [{ start: member.keyStart, end: member.keyEnd, text: JSON.stringify(by) }]
      if (params.inverted !== undefined) {
        if (member.value.kind !== 'boolean') return undefined
        edits.push({ start: member.value.start, end: member.value.end, text: String(!member.value.value) })
      }
      return { title, edits, claim: `${found.members[0]!.keyStart}\n${by}` }
    }
    case 'label': {
      const { suggestion, label } = params
      if (suggestion === undefined || label === undefined || !meantKey(suggestion, label, `\`${label}\``)) return undefined
      const object = objectAt(text, start)
      const member = object?.members.find((candidate) => candidate.key === suggestion)
      if (!object || !member || object.members.some((other) => other.key === label)) return undefined
      return { title, edits: [{ start: member.keyStart, end: member.keyEnd, text: JSON.stringify(label) }], claim: `${object.members[0]!.keyStart}\n${label}` }
    }
    case 'remove-member': {
      // In an include, the member may be right where the file is included again (a group nested there).
      if (diagnostic.file !== 'docs.json') return undefined
      const found = memberAt(text, start, end)
      return fix(found && [removal(text, found)])
    }
  }
}

/**
 * Applies fixes to a text, each whole or not at all: a fix with an edit overlapping one already
 * taken waits for the next round (after it, the diagnostics are found again). The text after them,
 * and the fixes applied.
 */
export function applyFixes(text: string, fixes: readonly Fix[]): { text: string; applied: Fix[] } {
  const taken: TextEdit[] = []
  const claimed = new Set<string>()
  const applied: Fix[] = []
  const overlaps = (edit: TextEdit) =>
    taken.some((other) => (edit.start < other.end && other.start < edit.end) || (edit.start === edit.end && edit.start === other.start))
  for (const fix of fixes) {
    // Two keys renamed to one name would write it twice: the first is taken, the other left to a person.
    if (fix.edits.some(overlaps) || (fix.claim !== undefined && claimed.has(fix.claim))) continue
    taken.push(...fix.edits)
    if (fix.claim !== undefined) claimed.add(fix.claim)
    applied.push(fix)
  }
  taken.sort((a, b) => b.start - a.start)
  let result = text
  for (const edit of taken) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end)
  return { text: result, applied }
}

/**
 * Whether `suggestion` is the one name of `allowed` (a list as the message shows it: `` `a`, `b` ``)
 * closest to `word`: with two as close, which one was meant is a guess, not a fix. Without a list,
 * the suggestion was worked out from the value alone (a prefix dropped), and stands.
 */
function onlyClosest(word: string | undefined, suggestion: string, allowed: string | undefined): boolean {
  if (allowed === undefined) return true
  if (word === undefined) return false
  const names = namesOf(allowed)
  // A value as messages describe it: `a string ("sections")`.
  const described = /^a string \((".*")\)$/.exec(word)
  const lower = (described ? (JSON.parse(described[1]!) as string) : word).toLowerCase()
  const distance = (name: string) => editDistance(lower, name.toLowerCase())
  const best = distance(suggestion)
  return names.filter((name) => name !== suggestion && distance(name) <= best).length === 0
}

/**
 * Whether renaming `key` to `by` is certainly meant: the one name closest to the key, among the
 * known names and the synonyms other generators use, is `by` or a synonym of it (`colapsed` is
 * `collapsed`, which docs.json calls `expanded`).
 */
function meantKey(key: string, by: string, allowed: string | undefined): boolean {
  if (allowed === undefined) return false
  const names = [...new Set([...namesOf(allowed), ...Object.keys(KEY_SYNONYMS)])]
  const lower = key.toLowerCase()
  const distances = names.map((name) => editDistance(lower, name.toLowerCase()))
  const best = Math.min(...distances)
  const closest = names.filter((_, at) => distances[at] === best)
  if (closest.length !== 1) return false
  const [name] = closest as [string]
  return name === by || (Object.hasOwn(KEY_SYNONYMS, name) && KEY_SYNONYMS[name]!.key === by)
}

/** The names of a list as a message shows it: `` `a`, `b` `` or `a, b`. */
function namesOf(allowed: string): string[] {
  return allowed.split(', ').map((name) => name.replace(/^`|`$/g, ''))
}

/** The JSON value that starts and ends where the range does (a string holding it, as its quotes). */
function valueAt(text: string, start: number, end: number): JsonValue | undefined {
  return positioned(text).values.get(`${start}:${end}`)
}

/** The object that starts at an offset. */
function objectAt(text: string, start: number): JsonObject | undefined {
  const value = positioned(text).values.get(`${start}`)
  return value?.kind === 'object' ? value : undefined
}

/** The member whose key is at the range, with the members of the object holding it. */
function memberAt(text: string, start: number, end: number): { member: JsonMember; members: readonly JsonMember[] } | undefined {
  return positioned(text).keys.get(`${start}:${end}`)
}

/** The edit removing a member and the comma that separates it from the next (or the previous). */
function removal(text: string, { member, members }: { member: JsonMember; members: readonly JsonMember[] }): TextEdit {
  const index = members.indexOf(member)
  const next = members[index + 1]
  const previous = members[index - 1]
  // From this key to the next key: the comma and the line break go with it, the next line's indent stays.
  if (next) return { start: lineStartOrKey(text, member.keyStart), end: lineStartOrKey(text, next.keyStart), text: '' }
  // The last member: from the end of the previous value, taking its comma.
  if (previous) return { start: previous.value.end, end: member.value.end, text: '' }
  return { start: member.keyStart, end: member.value.end, text: '' }
}

/**
 * The edit removing some text (a comment): with its line when it stands alone on it, else with the
 * spaces before it, so that no blank line or trailing space is left.
 */
function removedText(text: string, start: number, end: number): TextEdit {
  let before = start
  while (before > 0 && (text[before - 1] === ' ' || text[before - 1] === '\t')) before--
  let after = end
  while (after < text.length && (text[after] === ' ' || text[after] === '\t')) after++
  const lineStart = before === 0 || text[before - 1] === '\n'
  const lineEnd = after === text.length || text[after] === '\n' || (text[after] === '\r' && text[after + 1] === '\n')
  if (lineStart && lineEnd) {
    // The whole line, with its line break.
    const breakLength = text[after] === '\r' ? 2 : after < text.length ? 1 : 0
    return { start: before, end: after + breakLength, text: '' }
  }
  // Inside a line: the spaces before it go too when it ends the line, else one space is kept between words.
  if (lineEnd) return { start: before, end: after, text: '' }
  return { start, end: after, text: '' }
}

/** The start of the key's line when only spaces come before it there, else the key itself. */
function lineStartOrKey(text: string, key: number): number {
  let at = key
  while (at > 0 && (text[at - 1] === ' ' || text[at - 1] === '\t')) at--
  return at > 0 && text[at - 1] === '\n' ? at : key
}

/** The values and keys of a JSON text by where they are written. */
interface Positioned {
  text: string
  /** By `start:end`, and objects by `start` too. */
  values: Map<string, JsonValue>
  /** By the key's `start:end`. */
  keys: Map<string, { member: JsonMember; members: readonly JsonMember[] }>
}

/** The last text indexed: each diagnostic of a file asks for its fix, and a file may have thousands. */
let lastPositioned: Positioned | undefined

/** The index of a JSON text's values and keys (empty when it does not parse), made once per text. */
function positioned(text: string): Positioned {
  if (lastPositioned?.text === text) return lastPositioned
  const index: Positioned = { text, values: new Map(), keys: new Map() }
  const parsed = parseJson(sourceFile('', text))
  const stack: JsonValue[] = parsed.value ? [parsed.value] : []
  while (stack.length > 0) {
    const value = stack.pop()!
    index.values.set(`${value.start}:${value.end}`, value)
    if (value.kind === 'object') {
      index.values.set(`${value.start}`, value)
      for (const member of value.members) {
        index.keys.set(`${member.keyStart}:${member.keyEnd}`, { member, members: value.members })
        stack.push(member.value)
      }
    } else if (value.kind === 'array') {
      stack.push(...value.items)
    }
  }
  lastPositioned = index
  return index
}
