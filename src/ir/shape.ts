import type { AnyMessage } from './diagnostics/catalogue.js'
import { childPointer } from './diagnostics/report.js'
import { describeValue, isRecord } from './json-values.js'
import { nearest, suggest } from './nearest.js'
import { KEY_SYNONYMS, type FieldType } from './schema.js'

/**
 * Shapes: docs.json's values outside `navigation` as Mintlify's schema takes them, declared as data
 * (src/ir/docs-json.ts). One declaration gives the check (here), the JSON Schema editors read
 * (json-schema.ts), the language server's completion and hover (lsp/vocabulary.ts) and the
 * reference in docs/docs-json.md. Mintlify's schema is written with zod; docsnav does not load zod
 * for it: importing zod costs about 80 ms, most of a small project's whole check (docs/docs-json.md).
 */
export type Shape = StringShape | PlainShape | EnumShape | ObjectShape | ArrayShape | RecordShape | UnionShape | FieldShape | ElsewhereShape

interface Described {
  /** What the value is for, shown on hover and in the reference. */
  readonly doc?: string
  /** What the value must be, in words (`an object: { light, dark }`), for messages. */
  readonly words?: string
  /** A value that would do, as written in JSON, for hints. */
  readonly example?: string
}

/** A rule a string must keep, with what it asks in words (`an https:// URL`). */
export interface StringRule {
  readonly test: (value: string) => boolean
  readonly expected: string
  /** The code reporting a broken rule: DN2028, or DN2020 for a colour. */
  readonly code?: 'DN2028' | 'DN2020'
  /** JSON Schema keywords expressing the rule, when they can exactly (`new URL()` cannot be). */
  readonly schema?: { readonly pattern?: string; readonly minLength?: number; readonly maxLength?: number }
}

export interface StringShape extends Described {
  readonly kind: 'string'
  /** Rules checked in order (on the trimmed text, with `trim`); the first broken one is reported. */
  readonly rules?: readonly StringRule[]
  readonly trim?: boolean
}
export interface PlainShape extends Described {
  readonly kind: 'boolean' | 'number'
}
export interface EnumShape extends Described {
  readonly kind: 'enum'
  readonly values: readonly string[]
}
export interface ObjectShape extends Described {
  readonly kind: 'object'
  readonly properties: Readonly<Record<string, Shape>>
  readonly required?: readonly string[]
  /** `strict`: Mintlify rejects other keys (an error); `strip`: it drops them without a word (a warning). */
  readonly unknown: 'strict' | 'strip'
  /** Keys Mintlify's schema has only when another key holds one of some values (`variations` for the theme `willow`). */
  readonly onlyWhen?: Readonly<Record<string, { key: string; values: readonly string[] }>>
  /** Keys of Mintlify's older mint.json and where docs.json has them (`topbarLinks`: `navbar.links`), for the warning about them. */
  readonly movedKeys?: Readonly<Record<string, string>>
  /** Rules across keys (a font's `format` when it has a `source`), and their JSON Schema keywords. */
  readonly refine?: (value: Record<string, unknown>, name: string) => ShapeProblem[]
  readonly refineSchema?: Readonly<Record<string, unknown>>
}
export interface ArrayShape extends Described {
  readonly kind: 'array'
  readonly items: Shape
  readonly min?: number
  readonly max?: number
  /** What `min` and `max` ask, in words (`one to four columns`). */
  readonly length?: string
  /** Entries must differ by this text, which names a repeated one (entries it gives undefined for are not compared). */
  readonly unique?: (item: unknown) => string | undefined
}
export interface RecordShape extends Described {
  readonly kind: 'record'
  /** The keys it may have (any, when not given). */
  readonly keys?: readonly string[]
  readonly values: Shape
}
export interface UnionShape extends Described {
  readonly kind: 'union'
  readonly options: readonly Shape[]
  /** The key whose value says which option an object is (`type` of `navbar.primary`), as zod's discriminated unions. */
  readonly discriminator?: string
}
/** A value of one of the navigation's field types (an icon, a spec), checked as field-types.ts checks it. */
export interface FieldShape extends Described {
  readonly kind: 'field'
  readonly type: FieldType
  readonly check: (value: unknown, key: string) => { message: AnyMessage; below: string; atKey?: boolean } | undefined
}
/** A value another pass checks (`navigation`, `redirects`), described for the JSON Schema by its definition. */
export interface ElsewhereShape extends Described {
  readonly kind: 'elsewhere'
  readonly definition: string
}

/** A mistake in a value: its message, where it is below the value checked, and how sure Mintlify is to fail on it. */
export interface ShapeProblem {
  message: AnyMessage
  /** JSON pointer from the value checked to the wrong part. */
  below: string
  /** The key at `below` is wrong (`key`), its value, or something is missing from the object there (`start`). */
  part: 'key' | 'value' | 'start'
  /** Mintlify drops what is wrong and deploys: a warning. */
  warning?: boolean
  /** Where the entry repeated was first written, from the value checked. */
  related?: string
}

/** Every mistake in `value` as a value of `shape`, one per mistake; `name` names the value in messages (`colors`, `''` for docs.json). */
export function checkShape(shape: Shape, value: unknown, name: string): ShapeProblem[] {
  const problems: ShapeProblem[] = []
  walk(shape, value, name, '', problems)
  return problems
}

/** Whether the problems fail Mintlify's check (any that is not a warning). */
export const fails = (problems: readonly ShapeProblem[]) => problems.some((problem) => !problem.warning)

function walk(shape: Shape, value: unknown, name: string, below: string, out: ShapeProblem[]): void {
  switch (shape.kind) {
    case 'string': {
      if (typeof value !== 'string') return void out.push(wrongType(shape, name, value, below, 'a string'))
      const text = shape.trim ? value.trim() : value
      const broken = shape.rules?.find((rule) => !rule.test(text))
      if (broken === undefined) return
      const found = describeValue(value)
      out.push({
        message:
          broken.code === 'DN2020'
            ? { code: 'DN2020', params: { key: name, found } }
            : { code: 'DN2028', params: { key: name, expected: broken.expected, found, example: shape.example } },
        below,
        part: 'value',
      })
      return
    }
    case 'boolean':
      if (typeof value === 'boolean') return
      return void out.push(
        wrongType(shape, name, value, below, '`true` or `false`', typeof value === 'string' && /^(true|false)$/i.test(value) ? value.toLowerCase() : undefined),
      )
    case 'number':
      if (typeof value === 'number') return
      return void out.push(
        wrongType(
          shape,
          name,
          value,
          below,
          'a number',
          typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? value.trim() : undefined,
        ),
      )
    case 'enum': {
      const allowed = listed(shape.values)
      if (typeof value === 'string' && shape.values.includes(value)) return
      if (typeof value !== 'string')
        return void out.push(wrongType(shape, name, value, below, shape.values.length === 1 ? `\`"${shape.values[0]}"\`` : `one of ${allowed}`))
      out.push({
        message: { code: 'DN2016', params: { key: name, allowed, found: describeValue(value), ...suggest(value, shape.values) } },
        below,
        part: 'value',
      })
      return
    }
    case 'object':
      walkObject(shape, value, name, below, out)
      return
    case 'array': {
      if (!Array.isArray(value)) return void out.push(wrongType(shape, name, value, below, 'an array'))
      if ((shape.min !== undefined && value.length < shape.min) || (shape.max !== undefined && value.length > shape.max)) {
        const found = `${value.length} ${value.length === 1 ? 'entry' : 'entries'}`
        out.push({
          message: { code: 'DN2028', params: { key: name, expected: shape.length ?? `at least ${shape.min} entries`, found, example: shape.example } },
          below,
          part: 'value',
        })
      }
      const first = new Map<string, number>()
      value.forEach((item, index) => {
        walk(shape.items, item, `${name}[${index}]`, childPointer(below, index), out)
        const text = shape.unique?.(item)
        if (text === undefined) return
        const earlier = first.get(text)
        if (earlier === undefined) return void first.set(text, index)
        out.push({
          message: { code: 'DN2029', params: { entry: `\`${text}\``, key: name } },
          below: childPointer(below, index),
          part: 'value',
          related: childPointer(below, earlier),
        })
      })
      return
    }
    case 'record': {
      if (!isRecord(value)) return void out.push(wrongType(shape, name, value, below, 'an object'))
      for (const [key, item] of Object.entries(value)) {
        if (shape.keys !== undefined && !shape.keys.includes(key)) {
          out.push(unknownKey(key, name, shape.keys, below, false))
          continue
        }
        walk(shape.values, item, `${name}.${key}`, childPointer(below, key), out)
      }
      return
    }
    case 'union':
      walkUnion(shape, value, name, below, out)
      return
    case 'field': {
      const problem = shape.check(value, name)
      if (problem) out.push({ message: problem.message, below: below + problem.below, part: problem.atKey ? 'key' : 'value' })
      return
    }
    case 'elsewhere':
      return
  }
}

function walkObject(shape: ObjectShape, value: unknown, name: string, below: string, out: ShapeProblem[]): void {
  if (!isRecord(value)) return void out.push(wrongType(shape, name, value, below, 'an object'))
  const reported = out.length
  for (const key of shape.required ?? []) {
    if (Object.hasOwn(value, key)) continue
    const property = shape.properties[key]!
    const missing = { holder: name === '' ? '`docs.json`' : `\`${name}\``, key, example: property.example, doc: lowerFirst(property.doc ?? 'required') }
    out.push({ message: { code: 'DN2027', params: missing }, below, part: 'start' })
  }
  const known = Object.keys(shape.properties).filter((key) => available(shape, value, key))
  for (const [key, item] of Object.entries(value)) {
    const property = Object.hasOwn(shape.properties, key) ? shape.properties[key] : undefined
    if (property === undefined || !known.includes(key)) {
      const problem = unknownKey(key, name, known, below, shape.unknown === 'strip', property === undefined ? undefined : shape.onlyWhen?.[key])
      const movedTo = shape.movedKeys && Object.hasOwn(shape.movedKeys, key) ? shape.movedKeys[key] : undefined
      if (movedTo !== undefined && problem.message.code === 'DN2009') problem.message.params = { ...problem.message.params, suggestion: undefined, movedTo }
      out.push(problem)
      continue
    }
    walk(property, item, name === '' ? key : `${name}.${key}`, childPointer(below, key), out)
  }
  // Rules across keys hold only once the keys themselves are right (as zod refines a parsed object).
  if (shape.refine && !fails(out.slice(reported))) out.push(...shape.refine(value, name).map((problem) => ({ ...problem, below: below + problem.below })))
}

/** Whether a key is one of the object's, given its other keys (`variations` only for the theme `willow`). */
function available(shape: ObjectShape, value: Record<string, unknown>, key: string): boolean {
  const condition = shape.onlyWhen?.[key]
  return condition === undefined || condition.values.includes(value[condition.key] as string)
}

/**
 * A union passes when one of its options does. When none does, the mistakes reported are those of
 * the option the value was most likely meant as: of its JSON type, with its discriminating key's
 * value (`"type": "github"`), the fewest mistakes.
 */
function walkUnion(shape: UnionShape, value: unknown, name: string, below: string, out: ShapeProblem[]): void {
  if (shape.discriminator !== undefined && isRecord(value)) return void walkDiscriminated(shape, shape.discriminator, value, name, below, out)
  let best: { problems: ShapeProblem[]; score: number } | undefined
  for (const option of shape.options) {
    const problems: ShapeProblem[] = []
    walk(option, value, name, below, problems)
    if (!fails(problems)) return void out.push(...problems.map((problem) => readAs(problem, option, shape, below)))
    if (!sameJsonType(option, value)) continue
    // Keys an option does not know (warnings) count against it as its errors do: `{ "heading": ... }` is meant as the split fonts.
    const score = problems.length - (discriminatedBy(option, value) ? 1000 : 0)
    if (best === undefined || score < best.score) best = { problems, score }
  }
  if (best) out.push(...best.problems)
  else out.push(wrongType(shape, name, value, below, 'a value of another type'))
}

/**
 * A key dropped because the value was read as one option while another option has it (`heading`
 * beside a font's `family`): its warning says how Mintlify read the value.
 */
function readAs(problem: ShapeProblem, option: Shape, union: UnionShape, below: string): ShapeProblem {
  if (problem.message.code !== 'DN2009' || option.doc === undefined) return problem
  const key = problem.below.slice(below.length + 1)
  const elsewhere = union.options.some((other) => other !== option && other.kind === 'object' && Object.hasOwn(other.properties, key))
  if (!elsewhere) return problem
  const subject = `${problem.message.params.subject}, read as ${lowerFirst(option.doc)}`
  return { ...problem, message: { ...problem.message, params: { ...problem.message.params, subject } } }
}

/** A discriminated union: the option its key names, or that key reported (missing, or none of the options' values). */
function walkDiscriminated(shape: UnionShape, key: string, value: Record<string, unknown>, name: string, below: string, out: ShapeProblem[]): void {
  const option = shape.options.find((each) => discriminatedBy(each, value))
  if (option) {
    walk(option, value, name, below, out)
    return
  }
  const values = shape.options.flatMap((each) => {
    const property = each.kind === 'object' ? each.properties[key] : undefined
    return property?.kind === 'enum' ? property.values : []
  })
  if (!Object.hasOwn(value, key)) {
    const example = `"${values[0]}"`
    out.push({ message: { code: 'DN2027', params: { holder: `\`${name}\``, key, example, doc: `one of ${listed(values)}` } }, below, part: 'start' })
    return
  }
  const found = value[key]
  out.push({
    message: { code: 'DN2016', params: { key: `${name}.${key}`, allowed: listed(values), found: describeValue(found), ...suggest(found, values) } },
    below: childPointer(below, key),
    part: 'value',
  })
}

/** Whether an option takes values of the JSON type `value` has. */
function sameJsonType(shape: Shape, value: unknown): boolean {
  switch (shape.kind) {
    case 'string':
    case 'enum':
      return typeof value === 'string'
    case 'boolean':
    case 'number':
      return typeof value === shape.kind
    case 'object':
    case 'record':
      return isRecord(value)
    case 'array':
      return Array.isArray(value)
    case 'union':
      return shape.options.some((option) => sameJsonType(option, value))
    default:
      return true
  }
}

/** Whether an object option has a one-value key (`type: "github"`) that the value holds. */
function discriminatedBy(shape: Shape, value: unknown): boolean {
  if (shape.kind !== 'object' || !isRecord(value)) return false
  return Object.entries(shape.properties).some(
    ([key, property]) => property.kind === 'enum' && property.values.length === 1 && value[key] === property.values[0],
  )
}

function wrongType(shape: Shape, name: string, value: unknown, below: string, expected: string, example?: string): ShapeProblem {
  return {
    message: {
      code: 'DN2008',
      params: { key: name === '' ? 'docs.json' : name, expected: shape.words ?? expected, found: describeValue(value), example: example ?? shape.example },
    },
    below,
    part: 'value',
  }
}

function unknownKey(
  key: string,
  name: string,
  known: readonly string[],
  below: string,
  stripped: boolean,
  condition?: { key: string; values: readonly string[] },
): ShapeProblem {
  const subject = name === '' ? '`docs.json`' : `\`${name}\``
  const allowed = known.map((item) => `\`${item}\``).join(', ')
  // A key other generators use for one of these (`url` for `href`) is suggested as a misspelling is.
  const synonym = Object.hasOwn(KEY_SYNONYMS, key) ? KEY_SYNONYMS[key]!.key : undefined
  const suggestion = nearest(key, known) ?? (synonym !== undefined && known.includes(synonym) ? synonym : undefined)
  if (!stripped) return { message: { code: 'DN2022', params: { key, subject, suggestion, allowed } }, below: childPointer(below, key), part: 'key' }
  // Mintlify drops it and deploys: a warning, which says when the key would count.
  const where =
    condition === undefined
      ? subject
      : `${subject} (\`${key}\` is read only when \`${condition.key}\` is ${condition.values.map((item) => `\`${item}\``).join(' or ')})`
  return { message: { code: 'DN2009', params: { key, subject: where, suggestion, allowed } }, below: childPointer(below, key), part: 'key', warning: true }
}

/** The values of an enum in words; a long list (Shiki's 61 themes) cut short. */
function listed(values: readonly string[]): string {
  const quoted = values.map((item) => `\`${item}\``)
  return quoted.length <= 12 ? quoted.join(', ') : `${quoted.slice(0, 8).join(', ')}, ... (${quoted.length} values)`
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1)
}

/** The shape of the value at `path` below `shape` (keys and indexes), as far as the declarations say; union options merged by the caller. */
export function shapesAt(shape: Shape, path: readonly (string | number)[]): Shape[] {
  let current: Shape[] = [shape]
  for (const segment of path) {
    current = current
      .flatMap((each) => (each.kind === 'union' ? each.options : [each]))
      .flatMap((each): Shape[] => {
        if (each.kind === 'object' && typeof segment === 'string' && Object.hasOwn(each.properties, segment)) return [each.properties[segment]!]
        if (each.kind === 'record' && typeof segment === 'string') return [each.values]
        if (each.kind === 'array' && typeof segment === 'number') return [each.items]
        return []
      })
  }
  return current.flatMap((each) => (each.kind === 'union' ? each.options : [each]))
}
