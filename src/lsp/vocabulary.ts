import {
  CHILD_KEYS,
  ELEMENT_NAME,
  ELEMENT_OF_KEY,
  FIELDS,
  GENERATORS,
  GLOBAL_ENTRY_FIELDS,
  GLOBAL_KEYS,
  LABEL_KEY,
  NAVIGATION_FIELDS,
  REDIRECT_FIELDS,
  type ChildKey,
  type GlobalKind,
  type ElementKind,
  type FieldSpec,
} from '../ir/schema.js'
import { DOCS_JSON } from '../ir/docs-json.js'
import { shapesAt, type Shape } from '../ir/shape.js'
import { fieldTypeWords, shapeWords } from '../ir/shape-words.js'
import type { Segment } from './cursor.js'

/**
 * What an object of docs.json is, from its path in the resolved document (`navigation`, `tabs`,
 * 0, `groups`, 1): an element of the navigation, `navigation` itself, a `global` entry, a
 * redirect, an object of the keys outside the navigation (`colors`, `integrations.ga4`); and the
 * keys each takes, from their declarations (ir/schema.ts, ir/docs-json.ts).
 */
export type ObjectKind =
  | { kind: 'document' }
  | { kind: 'element'; element: ElementKind | 'navigation' }
  | { kind: 'global' }
  | { kind: 'globalEntry'; element: GlobalKind }
  | { kind: 'redirect' }
  | { kind: 'setting'; path: readonly Segment[] }

/** A key an object may hold: what it is for and what its value is. */
export interface KeyInfo {
  key: string
  doc: string
  /** The type of its value, in words (`boolean`, `one of none, accordion, card`). */
  type: string
  /** Values the key takes, when they are few. */
  values?: readonly string[]
}

const ELEMENT_KEYS = new Set<string>(Object.keys(ELEMENT_OF_KEY))

/** The kind of the object at `path` of the resolved docs.json; undefined for a value the schema does not describe. */
export function objectKindAt(path: readonly Segment[]): ObjectKind | undefined {
  if (path.length === 0) return { kind: 'document' }
  const [first, second] = path
  if (first === 'redirects') return path.length === 2 && typeof second === 'number' ? { kind: 'redirect' } : undefined
  if (first !== 'navigation') return shapesAt(DOCS_JSON, path).some(holdsKeys) ? { kind: 'setting', path } : undefined
  let current: ObjectKind = { kind: 'element', element: 'navigation' }
  let at = 1
  while (at < path.length) {
    const key = path[at]
    const index = path[at + 1]
    if (current.kind === 'element' && key === 'global' && current.element !== 'group') {
      if (at + 1 === path.length) return { kind: 'global' }
      const entry = path[at + 2]
      if (typeof index !== 'string' || !(GLOBAL_KEYS as readonly string[]).includes(index) || typeof entry !== 'number' || at + 3 !== path.length)
        return undefined
      return { kind: 'globalEntry', element: ELEMENT_OF_KEY[index as (typeof GLOBAL_KEYS)[number]] }
    }
    if (current.kind !== 'element' || typeof key !== 'string' || typeof index !== 'number') return undefined
    if (key === 'pages') current = { kind: 'element', element: 'group' }
    else if (ELEMENT_KEYS.has(key)) current = { kind: 'element', element: ELEMENT_OF_KEY[key as keyof typeof ELEMENT_OF_KEY] }
    else return undefined
    at += 2
  }
  return current
}

/** The element kind an array's entries are, from the array's key (`tabs`: tab; `pages`: group, for its objects). */
export function entryKindOf(key: Segment | undefined): ElementKind | undefined {
  if (key === 'pages') return 'group'
  return typeof key === 'string' && ELEMENT_KEYS.has(key) ? ELEMENT_OF_KEY[key as keyof typeof ELEMENT_OF_KEY] : undefined
}

/** The keys an object of a kind takes, in the schema's order: label, child keys, fields. */
export function keysOf(kind: ObjectKind): KeyInfo[] {
  switch (kind.kind) {
    case 'document':
      return shapeKeys([DOCS_JSON])
    case 'element': {
      const element = kind.element
      const label = element === 'navigation' ? [] : [{ key: LABEL_KEY[element], doc: `The label of the ${ELEMENT_NAME[element]}`, type: 'string' }]
      const fields: Readonly<Record<string, FieldSpec>> = element === 'navigation' ? NAVIGATION_FIELDS : FIELDS[element]
      const generators =
        element === 'navigation'
          ? []
          : Object.entries(GENERATORS)
              .filter(([, generator]) => (generator.places as readonly string[]).includes(element))
              .map(([key, generator]) => ({ key, doc: generator.doc, type: 'object' }))
      return [...label, ...CHILD_KEYS[element].map(childKeyInfo), ...fieldInfos(fields), ...generators]
    }
    case 'global':
      return GLOBAL_KEYS.map((key) => ({ key, doc: `${capitalised(ELEMENT_NAME[ELEMENT_OF_KEY[key]])} links shown on every page`, type: 'array' }))
    case 'globalEntry':
      return [
        { key: LABEL_KEY[kind.element], doc: `The label of the ${ELEMENT_NAME[kind.element]}`, type: 'string' },
        { key: 'href', doc: 'The URL or path the entry links to (required)', type: 'string' },
        ...fieldInfos(GLOBAL_ENTRY_FIELDS[kind.element]),
      ]
    case 'redirect':
      return fieldInfos(REDIRECT_FIELDS)
    case 'setting':
      return shapeKeys(shapesAt(DOCS_JSON, kind.path))
  }
}

/** The key of an object of a kind, if the schema knows it. */
export function keyOf(kind: ObjectKind, key: string): KeyInfo | undefined {
  return keysOf(kind).find((info) => info.key === key)
}

function childKeyInfo(key: ChildKey): KeyInfo {
  if (key === 'href') return { key, doc: 'A URL the element links to, instead of holding pages', type: 'string' }
  if (key === 'pages') return { key, doc: 'Page paths (`guides/setup`), operation references (`GET /pets`) and groups', type: 'array' }
  const element = ELEMENT_NAME[ELEMENT_OF_KEY[key]]
  return { key, doc: `A list of ${element === 'menu item' ? 'menu items' : `${element}s`}`, type: 'array' }
}

function fieldInfos(fields: Readonly<Record<string, FieldSpec>>): KeyInfo[] {
  return Object.entries(fields).map(([key, field]) => {
    const info: KeyInfo = { key, doc: field.doc, type: fieldTypeWords(field.type) }
    if (typeof field.type === 'object') info.values = field.type.oneOf
    else if (field.type === 'boolean') info.values = ['true', 'false']
    return info
  })
}

/** Whether values of a shape are objects with keys to offer. */
const holdsKeys = (shape: Shape) => shape.kind === 'object' || (shape.kind === 'record' && shape.keys !== undefined)

/** The keys the objects of these shapes take (a union's options together), each once, in declaration order, with every option's values. */
function shapeKeys(shapes: readonly Shape[]): KeyInfo[] {
  const keys = new Map<string, KeyInfo>()
  const add = (info: KeyInfo) => {
    const known = keys.get(info.key)
    if (known === undefined) keys.set(info.key, info)
    else if (info.values !== undefined) known.values = [...new Set([...(known.values ?? []), ...info.values])]
  }
  for (const shape of shapes) {
    if (shape.kind === 'object') for (const [key, property] of Object.entries(shape.properties)) add(shapeInfo(key, property, shape.required?.includes(key)))
    else if (shape.kind === 'record' && shape.keys !== undefined) for (const key of shape.keys) add(shapeInfo(key, shape.values, false))
  }
  return [...keys.values()]
}

function shapeInfo(key: string, shape: Shape, required = false): KeyInfo {
  const info: KeyInfo = { key, doc: `${shape.doc ?? ''}${required ? ' (required)' : ''}`, type: shapeWords(shape) }
  const options = shape.kind === 'union' ? shape.options : [shape]
  const values = options.flatMap((option) => (option.kind === 'enum' ? option.values : option.kind === 'boolean' ? ['true', 'false'] : []))
  if (values.length > 0) info.values = values
  return info
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
