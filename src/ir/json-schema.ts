import { DOCS_JSON } from './docs-json.js'
import { BANNER, FOOTER, ICON_LIBRARIES, ICON_STYLES, NAVBAR } from './field-types.js'
import { HEX_COLOUR } from './shape-rules.js'
import type { Shape } from './shape.js'
import {
  ALL_CHILD_KEYS,
  CHILD_KEYS,
  ELEMENT_NAME,
  ELEMENT_OF_KEY,
  FIELDS,
  GENERATOR_TAB_KEYS,
  GENERATORS,
  GLOBAL_ENTRY_FIELDS,
  GLOBAL_KEYS,
  HTTP_METHODS,
  LABEL_KEY,
  LANGUAGE_CODES,
  NAVIGATION_FIELDS,
  NON_EMPTY_AT_ROOT,
  REDIRECT_CONTROL_CHARACTER,
  REDIRECT_FIELDS,
  REDIRECT_REQUIRED,
  SDK_FORMATS,
  withArticle,
  type ChildKey,
  type GlobalKind,
  type ElementArrayKey,
  type ElementKind,
  type FieldSpec,
  type FieldType,
} from './schema.js'
import { SCRIPT_SCHEMES } from './urls.js'

/**
 * docs.json's navigation as a JSON Schema (draft 2020-12) for editors, made from the schema's
 * declarations (labels, child keys, fields and their docs, language codes, ...), never written by
 * hand. It fails exactly where docsnav reports an error that JSON Schema can express, and accepts
 * what docsnav accepts or only warns about (unknown keys, empty elements, page extensions). docs.json
 * as written may hold `$ref` includes, so every value may also be `{ "$ref": "file.json" }`.
 */

type Schema = { [keyword: string]: unknown }

const DEF = '#/$defs/'

/** The schema of docs.json as docsnav reads it. */
export function docsJsonSchema(): Record<string, unknown> {
  const defs: Record<string, Schema> = {
    include: { ...INCLUDE, ...documented('A `$ref` include: replaced by the JSON value of that file, relative to this one') },
    includePath: INCLUDE_PATH,
    json: JSON_VALUE,
    navigation: navigation(),
    global: object({
      properties: Object.fromEntries(
        GLOBAL_KEYS.map((key) => [
          key,
          value({
            type: 'array',
            items: ref(`global.${ELEMENT_OF_KEY[key]}`),
            ...documented(`Links shown as ${ELEMENT_NAME[ELEMENT_OF_KEY[key]]}s on every page`),
          }),
        ]),
      ),
      additional: false,
    }),
    pageEntry: PAGE_ENTRY,
    operation: {
      type: 'string',
      pattern: OPERATION,
      ...documented('An OpenAPI operation: `GET /path`, `spec.json GET /path`, `webhook name` or `spec.json webhook name`'),
    },
    pagePath: value({ type: 'string', allOf: PAGE_PATH_RULES, ...documented('A page: its path from the folder of docs.json, without `.mdx` or `.md`') }),
    icon: ICON,
    color: object({
      properties: {
        light: value({ ...HEX, ...documented('The colour on a light background') }),
        dark: value({ ...HEX, ...documented('The colour on a dark background') }),
      },
      additional: false,
    }),
    banner: shapeSchema(BANNER, 'banner', false),
    footer: shapeSchema(FOOTER, 'footer', false),
    navbar: shapeSchema(NAVBAR, 'navbar', false),
    openapi: spec('openapi'),
    asyncapi: spec('asyncapi'),
    graphql: GRAPHQL,
    sdk: SDK,
    'switcher.versions': switcher('versions'),
    'switcher.languages': switcher('languages'),
  }
  for (const kind of Object.keys(LABEL_KEY) as ElementKind[]) defs[kind] = element(kind)
  for (const key of GLOBAL_KEYS) defs[`global.${ELEMENT_OF_KEY[key]}`] = globalEntry(ELEMENT_OF_KEY[key])
  for (const key of [...(Object.keys(ELEMENT_OF_KEY) as ElementArrayKey[]), 'pages' as const]) defs[key] = value(elementList(key, false))

  // docs.json itself, from its declaration (docs-json.ts); `navigation` and `redirects` by their own definitions.
  // `navigation` is required too (DN2001, which root.ts reports rather than the shape's check).
  const root = shapeSchema({ ...DOCS_JSON, required: [...(DOCS_JSON.required ?? []), 'navigation'] }, '')
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'urn:docsnav:docs.json',
    title: 'docs.json as docsnav reads it',
    description: 'A Mintlify docs.json, as docsnav checks it: every key Mintlify’s schema knows',
    ...root,
    $defs: defs,
  }
}

/** `description` and `markdownDescription` (VS Code shows the second, with its `code`). */
function documented(doc: string): Schema {
  return { description: doc, markdownDescription: doc }
}

function ref(name: string, doc?: string): Schema {
  return { $ref: `${DEF}${name}`, ...(doc === undefined ? {} : documented(doc)) }
}

/** A value that is no object (a string, a list, ...): an include object may stand for it. */
function value(schema: Schema): Schema {
  const { description, markdownDescription, ...rest } = schema
  return { if: { type: 'object' }, then: ref('include'), else: rest, ...(description === undefined ? {} : { description, markdownDescription }) }
}

interface ObjectShape {
  properties: Record<string, Schema | boolean>
  required?: readonly string[]
  /** Checks that hold only without a `$ref`, whose file may bring in what is required. */
  complete?: Schema
  /** Keys not listed: any JSON value unless given (docsnav warns about unknown keys, at most). */
  additional?: boolean | Schema
  extra?: Schema
}

/**
 * An object, which may be an include: keys beside a `$ref` are merged over what its file holds,
 * so they are checked as they are, but nothing is required of it.
 */
function object(shape: ObjectShape): Schema {
  const complete = { ...(shape.required ? requires(shape.required) : {}), ...shape.complete }
  return {
    type: 'object',
    properties: { $ref: ref('includePath'), ...shape.properties },
    additionalProperties: shape.additional ?? ref('json'),
    ...shape.extra,
    ...(Object.keys(complete).length > 0 ? { if: IS_INCLUDE, else: complete } : {}),
  }
}

/** `required`, with the keys also under `properties` as ajv's strict mode wants where `required` stands apart from them. */
function requires(keys: readonly string[]): Schema {
  return { properties: Object.fromEntries(keys.map((key) => [key, true])), required: [...keys] }
}

/** Shapes the schema defines once in `$defs`, for docs.json and the languages that take them. */
const DEFINED_SHAPES = new Map<Shape, string>([
  [BANNER, 'banner'],
  [FOOTER, 'footer'],
  [NAVBAR, 'navbar'],
])

/**
 * The JSON Schema of a declared shape (docs-json.ts), as far as JSON Schema expresses its rules:
 * a rule only code can check (`new URL()`, a folder path's segments) is left out, so the schema
 * never fails what docsnav accepts.
 */
function shapeSchema(shape: Shape, key: string, byDefinition = true): Schema {
  const doc = shape.doc === undefined ? {} : documented(shape.doc)
  const definition = byDefinition ? DEFINED_SHAPES.get(shape) : undefined
  if (definition !== undefined) return { ...ref(definition), ...doc }
  switch (shape.kind) {
    case 'string': {
      const rules = (shape.rules ?? []).flatMap((rule) => (rule.schema === undefined ? [] : [rule.schema]))
      return value({ type: 'string', ...(rules.length === 1 ? rules[0] : rules.length > 1 ? { allOf: rules } : {}), ...doc })
    }
    case 'boolean':
    case 'number':
      return value({ type: shape.kind, ...doc })
    case 'enum':
      return value({ type: 'string', enum: [...shape.values], ...doc })
    case 'object':
      return {
        ...object({
          properties: Object.fromEntries(Object.entries(shape.properties).map(([name, property]) => [name, shapeSchema(property, name)])),
          required: shape.required,
          additional: shape.unknown === 'strict' ? false : undefined,
          extra: shape.refineSchema,
        }),
        ...doc,
      }
    case 'array':
      return value({
        type: 'array',
        items: shapeSchema(shape.items, key),
        ...(shape.min === undefined ? {} : { minItems: shape.min }),
        ...(shape.max === undefined ? {} : { maxItems: shape.max }),
        ...doc,
      })
    case 'record':
      return {
        type: 'object',
        properties: { $ref: ref('includePath') },
        additionalProperties: shapeSchema(shape.values, key),
        ...(shape.keys === undefined ? {} : { propertyNames: { enum: ['$ref', ...shape.keys] } }),
        ...doc,
      }
    case 'union':
      return { anyOf: shape.options.map((option) => shapeSchema(option, key)), ...doc }
    case 'field':
      return { ...fieldSchema(shape.type, key), ...doc }
    case 'elsewhere':
      return shape.definition === 'redirects' ? { ...value({ type: 'array', items: REDIRECT }), ...doc } : { ...ref(shape.definition), ...doc }
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** `[aA][bB]...`: JSON Schema patterns have no case-insensitive flag. */
function caseless(word: string, between = ''): string {
  return [...word].map((letter) => (/[a-z]/i.test(letter) ? `[${letter.toLowerCase()}${letter.toUpperCase()}]` : letter)).join(between)
}

/** A string that, trimmed, has a non-space character (docsnav reports a blank one). */
const NOT_BLANK = '\\S'
/** A URL scheme, as `schemeOf` in urls.ts reads one. */
const SCHEME = '[A-Za-z][A-Za-z0-9+.-]*:'
/** A path whose first named segment is `..`: it climbs out of the project root. */
const CLIMBS_OUT = '(?:\\.?/)*\\.\\.(?:/|$)'
/** An href with a scheme that runs code, spaces around it and tabs or line breaks inside ignored, as a browser reads it. */
const SCRIPT_HREF = `\\s*(?:${[...SCRIPT_SCHEMES].map((scheme) => caseless(scheme, '[\\t\\n\\r]*')).join('|')})[\\t\\n\\r]*:`
/**
 * An operation reference, as page-entry.ts reads one: with a space somewhere, and, trimmed,
 * `[spec] METHOD /path` or `[spec] webhook name`, the method or `webhook` in any case.
 */
const OPERATION = `^(?=[\\s\\S]* )\\s*(?:\\S+\\s+)?(?:(?:${HTTP_METHODS.map((method) => caseless(method)).join('|')})\\s+/\\S*|${caseless('webhook')}\\s+\\S+)\\s*$`

/** A `$ref` that is a string makes an include (Mintlify's `getRefPath`); one of another type is an unknown key of the object, as to Mintlify. */
const INCLUDE_PATH: Schema = {
  if: { type: 'string' },
  then: { type: 'string', pattern: `^(?!#)(?!${SCHEME})[\\s\\S]`, patternErrorMessage: 'A `$ref` is the relative path of a JSON file (DN1104)' },
  ...documented('Includes the JSON value of this file (relative to this one) here; keys beside the `$ref` are merged over it'),
}
/** Whether an object is an include: it has a `$ref` that is a string. */
const IS_INCLUDE: Schema = { properties: { $ref: { type: 'string' } }, required: ['$ref'] }
/** Any JSON value; includes are resolved everywhere in docs.json, so a `$ref` in it must still be a file's path. */
const JSON_VALUE: Schema = {
  if: { type: 'object' },
  then: { type: 'object', properties: { $ref: ref('includePath') }, additionalProperties: ref('json') },
  else: { if: { type: 'array' }, then: { type: 'array', items: ref('json') } },
  ...documented('Any JSON value'),
}
/** An include where an array stands: keys beside its `$ref` have nothing to merge into (Mintlify drops them, DN1105 says so). */
const INCLUDE: Schema = {
  type: 'object',
  properties: { $ref: { ...ref('includePath'), type: 'string' } },
  required: ['$ref'],
  additionalProperties: ref('json'),
}

/** What docsnav reports of a page path as written (docs/format.md, Page entries): only the errors. */
const PAGE_PATH_RULES: Schema[] = [
  { pattern: NOT_BLANK, patternErrorMessage: 'An empty page entry (DN4004)' },
  { pattern: '^(?!(?:\\.?/)*\\.?$)', patternErrorMessage: 'The path names no page (DN4004)' },
  { pattern: `^(?!${CLIMBS_OUT})`, patternErrorMessage: 'The page is outside the project root (DN4002)' },
  { pattern: '^[^\\\\]*$', patternErrorMessage: 'Page paths use `/` as the separator, not `\\` (DN4005)' },
  {
    // A control character inside the path; around it, it is trimmed (a warning: DN4003).
    pattern: '^(?![\\s\\S]*(?:[\\u0000-\\u0008\\u000e-\\u001f\\u007f]|\\S[\\s\\S]*[\\u0009-\\u000d][\\s\\S]*\\S))',
    patternErrorMessage: 'The page path holds a control character (DN4010)',
  },
]

/** A `pages` entry: an operation reference, else a page path; or a group. */
const PAGE_ENTRY: Schema = {
  if: { type: 'string' },
  then: { type: 'string', if: { pattern: OPERATION }, then: ref('operation'), else: ref('pagePath') },
  else: ref('group'),
  ...documented('A page path (`guides/setup`), an OpenAPI operation (`GET /users`, `openapi.json POST /users`) or a nested group'),
}

const HEX: Schema = { type: 'string', pattern: HEX_COLOUR.source, patternErrorMessage: 'A hex colour such as `#0D9373` (DN2020)' }

const ICON: Schema = {
  if: { type: 'string' },
  then: { type: 'string', pattern: '^(?!fa-)', patternErrorMessage: 'Icon names are written without `fa-` (DN2025)' },
  else: object({
    properties: {
      name: value({
        type: 'string',
        pattern: '^(?!fa-)',
        patternErrorMessage: 'Icon names are written without `fa-` (DN2025)',
        ...documented("The icon's name, a URL or a path"),
      }),
      style: value({ type: 'string', enum: [...ICON_STYLES], ...documented('The Font Awesome style') }),
      library: value({ type: 'string', enum: [...ICON_LIBRARIES], ...documented('The library the name is from') }),
    },
    required: ['name'],
    additional: { type: 'string' },
  }),
}

const NON_BLANK_STRING: Schema = { type: 'string', pattern: NOT_BLANK }

/** An `openapi` or `asyncapi` value (field-types.ts, checkSpecSetting); only `openapi` takes objects in arrays, and `overlays`. */
function spec(key: 'openapi' | 'asyncapi'): Schema {
  const source = object({
    properties: {
      source: value({ ...NON_BLANK_STRING, ...documented('A spec path or `https://` URL') }),
      directory: value({
        type: 'string',
        pattern: `^(?!\\s*(?:\\.?/)*\\.\\.(?:/|\\s*$))(?!${SCHEME})`,
        patternErrorMessage: 'A folder of the site, not leaving it',
        ...documented('The folder its generated pages go in'),
      }),
      ...(key === 'openapi'
        ? {
            overlays: value({
              type: 'array',
              items: value(NON_BLANK_STRING),
              ...documented('Overlay files for the spec (docsnav reads the spec without them: DN3023)'),
            }),
          }
        : {}),
    },
    required: ['source'],
    additional: false,
  })
  return {
    if: { type: 'string' },
    then: NON_BLANK_STRING,
    else: {
      if: { type: 'array' },
      then: { type: 'array', items: key === 'openapi' ? { if: { type: 'string' }, then: NON_BLANK_STRING, else: source } : value(NON_BLANK_STRING) },
      else: source,
    },
  }
}

const GENERATED_FOLDER: Schema = ref('json', 'The folder its generated pages go in')
const GRAPHQL: Schema = {
  if: { type: 'string' },
  then: NON_BLANK_STRING,
  else: object({
    properties: { source: value({ ...NON_BLANK_STRING, ...documented('The schema: a path or an `https://` URL') }), directory: GENERATED_FOLDER },
    required: ['source'],
    additional: false,
  }),
}
const SDK: Schema = object({
  properties: {
    source: value({ ...NON_BLANK_STRING, ...documented('What the reference is generated from: a path or an `https://` URL') }),
    format: value({ type: 'string', enum: [...SDK_FORMATS], ...documented('The documentation format of the source') }),
    directory: GENERATED_FOLDER,
  },
  required: ['source', 'format'],
  additional: false,
})

/** A `redirects` entry (redirects/index.ts): its source and destination hold no control character (DN7025). */
const REDIRECT: Schema = object({
  properties: Object.fromEntries(
    Object.entries<FieldSpec>(REDIRECT_FIELDS).map(([key, field]) => [
      key,
      {
        ...(field.type === 'string'
          ? value({
              type: 'string',
              pattern: `^(?![\\s\\S]*${REDIRECT_CONTROL_CHARACTER.source})`,
              patternErrorMessage: 'A control character: no URL holds one (DN7025)',
            })
          : fieldSchema(field.type, key)),
        ...documented(field.doc),
      },
    ]),
  ),
  required: REDIRECT_REQUIRED,
})

/** The schema of a field's value, by its declared type. */
function fieldSchema(type: FieldType, key: string): Schema {
  if (typeof type === 'object') return value({ type: 'string', enum: [...type.oneOf] })
  switch (type) {
    case 'string':
      return value({ type: 'string' })
    case 'boolean':
      return value({ type: 'boolean' })
    case 'number':
      return value({ type: 'number' })
    case 'object':
      return key === 'global' ? ref('global') : object({ properties: {} })
    case 'page-path':
      return ref('pagePath')
    case 'spec':
      return ref(key === 'openapi' ? 'openapi' : 'asyncapi')
    case 'icon':
    case 'color':
    case 'banner':
    case 'footer':
    case 'navbar':
      return ref(type)
  }
}

function fieldProperties(fields: Readonly<Record<string, FieldSpec>>): Record<string, Schema> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, { ...fieldSchema(field.type, key), ...documented(field.doc) }]))
}

/** A list of elements of one kind, or `pages`; `nonEmpty` at the root, where Mintlify requires an entry. */
function elementList(key: Exclude<ChildKey, 'href'>, nonEmpty: boolean): Schema {
  const array: Schema = { type: 'array', items: key === 'pages' ? ref('pageEntry') : ref(ELEMENT_OF_KEY[key]), ...(nonEmpty ? { minItems: 1 } : {}) }
  return key === 'versions' || key === 'languages' ? { ...array, allOf: [ref(`switcher.${key}`)] } : array
}

/**
 * The entries of one switcher (switchers.ts): at most one `default` (DN5001), each language once
 * (DN5002). A version label may be anything, so a repeated one (DN5003) is not expressed.
 */
function switcher(key: 'versions' | 'languages'): Schema {
  const once = (property: string, constant: unknown): Schema => ({
    contains: { type: 'object', properties: { [property]: { const: constant } }, required: [property] },
    minContains: 0,
    maxContains: 1,
  })
  return { type: 'array', allOf: [once('default', true), ...(key === 'languages' ? LANGUAGE_CODES.map((code) => once('language', code)) : [])] }
}

function childDoc(key: ChildKey): string {
  if (key === 'href') return 'Makes it a link to this URL instead of holding content'
  if (key === 'pages') return 'Page paths, OpenAPI operations (`GET /path`) and nested groups'
  return `The ${ELEMENT_NAME[ELEMENT_OF_KEY[key]]}s it holds`
}

/**
 * Child keys as Mintlify reads them: the first present in the declared order is used, and a later
 * one is an error (DN2004, DN2003 at the root), so each child key forbids those after it.
 */
function oneChildKey(order: readonly ChildKey[]): Schema {
  return Object.fromEntries(
    order.slice(0, -1).map((key, index) => [key, { properties: Object.fromEntries(order.slice(index + 1).map((later) => [later, false])) }]),
  )
}

function navigation(): Schema {
  const primary = CHILD_KEYS.navigation
  const properties: Record<string, Schema | boolean> = {
    ...Object.fromEntries(
      primary.map((key) => [key, value({ ...elementList(key as Exclude<ChildKey, 'href'>, NON_EMPTY_AT_ROOT.includes(key)), ...documented(childDoc(key)) })]),
    ),
    ...fieldProperties(NAVIGATION_FIELDS),
  }
  for (const key of [...ALL_CHILD_KEYS, ...Object.keys(GENERATORS)]) if (!Object.hasOwn(properties, key)) properties[key] = false
  return object({ properties, complete: { anyOf: primary.map((key) => requires([key])) }, extra: { dependentSchemas: oneChildKey(primary) } })
}

function label(kind: ElementKind, element: string): Schema {
  if (kind === 'language')
    return value({ type: 'string', enum: [...LANGUAGE_CODES], ...documented('The language code (DN2010 for one Mintlify does not know)') })
  return value({ type: 'string', minLength: 1, ...documented(`The label of the ${element} (required; not empty)`) })
}

/** A division or a group (elements.ts, checkElement). */
function element(kind: ElementKind): Schema {
  const name = ELEMENT_NAME[kind]
  const children = CHILD_KEYS[kind]
  const fields: Readonly<Record<string, FieldSpec>> = FIELDS[kind]
  const properties: Record<string, Schema | boolean> = {
    [LABEL_KEY[kind]]: label(kind, name),
    ...Object.fromEntries(children.map((key) => [key, key === 'href' ? { ...value(HREF), ...documented(childDoc(key)) } : ref(key, childDoc(key))])),
    ...fieldProperties(fields),
  }
  // Content keys this element may not hold are errors (DN2005); `global` is one on a group.
  for (const key of [...ALL_CHILD_KEYS, 'global']) if (!Object.hasOwn(properties, key)) properties[key] = false
  const dependentSchemas = oneChildKey(children)
  for (const [key, generator] of Object.entries(GENERATORS)) {
    if (!(generator.places as readonly ElementKind[]).includes(kind)) {
      properties[key] = false
      continue
    }
    properties[key] = ref(key, generator.doc)
    // On a tab, only beside `groups` and the tab's own fields (Mintlify's strict tab variants).
    if (kind === 'tab') dependentSchemas[key] = { propertyNames: { enum: ['$ref', key, ...GENERATOR_TAB_KEYS] } }
  }
  return {
    title: capitalise(name),
    ...documented(
      `${capitalise(withArticle(name))}, labelled by \`${LABEL_KEY[kind]}\`; it holds ${children.length > 1 ? 'one of ' : ''}${children.map((key) => `\`${key}\``).join(', ')}`,
    ),
    ...object({ properties, required: [LABEL_KEY[kind]], extra: { dependentSchemas } }),
  }
}

const HREF: Schema = { type: 'string', pattern: `^(?!${SCRIPT_HREF})`, patternErrorMessage: 'This scheme runs code instead of navigating (DN2013)' }

/** An entry under `global` (global.ts): a label, a required `href` that is a URL or a path. */
function globalEntry(kind: GlobalKind): Schema {
  const name = `global ${ELEMENT_NAME[kind]}`
  return {
    title: capitalise(name),
    ...documented(`${capitalise(withArticle(name))}: a link shown on every page`),
    ...object({
      properties: {
        [LABEL_KEY[kind]]: value({ type: 'string', minLength: 1, ...documented(`The label of the ${name} (required; not empty)`) }),
        href: value({
          type: 'string',
          // A path from `/`, `#` or `mailto:`, or what `new URL()` parses, which needs a scheme.
          pattern: `^(?!${SCRIPT_HREF})(?:[/#]|[\\u0000-\\u0020]*[A-Za-z][A-Za-z0-9+.\\-\\t\\n\\r]*:)`,
          patternErrorMessage: 'A URL, or a path starting with `/` or `#` (DN2023; DN2013 for a scheme that runs code)',
          ...documented('Where the link leads: an absolute URL, or a path starting with `/` or `#` (required)'),
        }),
        ...fieldProperties(GLOBAL_ENTRY_FIELDS[kind]),
        ...Object.fromEntries(Object.keys(GENERATORS).map((key) => [key, false])),
      },
      required: [LABEL_KEY[kind], 'href'],
    }),
  }
}
