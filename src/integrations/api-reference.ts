import { diskHost } from '../files/hosts.js'
import { isRecord } from '../ir/json-values.js'
import type { ApiSource, RouteSource } from '../ir/site.js'
import { isRemoteSpec } from '../site/spec-uses.js'
import { parseSpecText } from '../site/spec-text.js'

/**
 * What an API page shows in a site built with an integration, for a page generated from an
 * OpenAPI operation or an AsyncAPI channel and for a page written by hand whose frontmatter names
 * one (`openapi`, `asyncapi`: after its own body): a readable reference (method, path, summary,
 * description, parameters, request body, responses, their examples), not a playground. Read from
 * the spec the route names, inside the project only, its local `$ref`s followed.
 */

export interface ApiField {
  name: string
  type: string
  required: boolean
  description?: string
  /** For a parameter: where it goes (`path`, `query`, `header`, `cookie`). */
  in?: string
}

/** An example of a body as the spec gives it (`example`, `examples`, the schema's `example`), as text. */
export interface ApiExample {
  /** The key of an `examples` entry, or its `summary`; absent for a lone `example`. */
  name?: string
  /** The media type it is of, when the body has one (`application/json`). */
  contentType?: string
  /** JSON (indented) for a value that is not a string, else the string as written. */
  value: string
}

export interface ApiBody {
  description?: string
  required: boolean
  contentTypes: string[]
  fields: ApiField[]
  examples: ApiExample[]
}

export interface ApiResponse {
  status: string
  description?: string
  contentTypes: string[]
  fields: ApiField[]
  examples: ApiExample[]
}

export interface ApiOperation {
  /** `GET`, `POST`, ...; `WEBHOOK` for a webhook, `CHANNEL` for an AsyncAPI channel. */
  method: string
  /** The path, the webhook's name, or the channel's address. */
  path: string
  summary?: string
  description?: string
  deprecated: boolean
  parameters: ApiField[]
  requestBody?: ApiBody
  responses: ApiResponse[]
  /** AsyncAPI: the channel's messages. */
  messages: ApiResponse[]
  /** Requests as code (`x-codeSamples`, `x-code-samples`: Mintlify's request examples), in the spec's order. */
  codeSamples: ApiCodeSample[]
}

/** A request written as code, as the spec gives it (`x-codeSamples`). */
export interface ApiCodeSample {
  /** Its language (`bash`, `python`), lower case. */
  lang: string
  label?: string
  source: string
}

/** How deep `$ref`s are followed, and nested properties listed: a guard against cycles and giants. */
const MAX_DEPTH = 8
/** The most fields a table lists: a schema whose properties refer to it again would otherwise grow as branches^depth. */
const MAX_FIELDS = 200
/** The most examples a body shows, and the longest one shown whole (a spec may embed a large file). */
const MAX_EXAMPLES = 5
const MAX_EXAMPLE_LENGTH = 20_000

/**
 * The operation behind an API route: a generated page's, or the one a page's frontmatter names
 * (routes.json's `source.api`); undefined for a page that names none, or when the spec is remote,
 * unreadable or lacks it (the compile has said why).
 */
export function apiOperation(root: string, source: RouteSource): ApiOperation | undefined {
  const api: ApiSource | undefined = source.kind === 'page' ? source.api : source
  if (api === undefined) return undefined
  const document = readSpec(root, api.spec)
  if (!document) return undefined
  return api.kind === 'openapi' ? openApiOperation(document, api.method, api.path) : asyncApiChannel(document, api.channel)
}

/** The spec's value, read through the project's host (confined to the root, links out of it refused, size limited) and parsed as the compile parses it. */
function readSpec(root: string, spec: string): Record<string, unknown> | undefined {
  if (isRemoteSpec(spec)) return undefined
  const read = diskHost(root).read(spec.replace(/^\/+/, ''))
  if (!read.ok) return undefined
  const parsed = parseSpecText(spec, read.text)
  return 'problem' in parsed || !isRecord(parsed.source.value) ? undefined : parsed.source.value
}

/** A value with its local `$ref` (`#/components/...`) followed, repeatedly, up to {@link MAX_DEPTH}. */
function deref(document: Record<string, unknown>, value: unknown): unknown {
  let current = value
  for (let hops = 0; isRecord(current) && typeof current.$ref === 'string' && hops < MAX_DEPTH; hops++) {
    const ref = current.$ref
    if (!ref.startsWith('#/')) return current
    let target: unknown = document
    for (const segment of ref.slice(2).split('/')) {
      let key: string
      try {
        key = decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~')
      } catch {
        return undefined
      }
      target = isRecord(target) ? target[key] : undefined
    }
    current = target
  }
  return current
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined)

function openApiOperation(document: Record<string, unknown>, method: string, path: string): ApiOperation | undefined {
  // A route's source does not say whether it is an endpoint or a webhook: an endpoint is looked for first, as the slug pass does.
  const found = operationIn(document, document.paths, method, path, false) ?? operationIn(document, document.webhooks, method, path, true)
  if (!found) return undefined
  const { item, operation, webhook } = found
  const parameters = [...asArray(item.parameters), ...asArray(operation.parameters)]
    .map((parameter) => deref(document, parameter))
    .filter(isRecord)
    .map((parameter): ApiField => {
      const schema = deref(document, parameter.schema)
      return withDescription(
        { name: String(parameter.name ?? ''), in: String(parameter.in ?? ''), type: typeOf(document, schema), required: parameter.required === true },
        parameter.description ?? (isRecord(schema) ? schema.description : undefined),
      )
    })
  const body = deref(document, operation.requestBody)
  const requestBody = isRecord(body)
    ? withBodyDescription<ApiBody>({ required: body.required === true, ...content(document, body.content) }, body.description)
    : undefined
  const responses = Object.entries(isRecord(operation.responses) ? operation.responses : {}).map(([status, given]): ApiResponse => {
    const response = deref(document, given)
    return withBodyDescription<ApiResponse>(
      { status, ...content(document, isRecord(response) ? response.content : undefined) },
      isRecord(response) ? response.description : undefined,
    )
  })
  const result: ApiOperation = {
    method: webhook ? 'WEBHOOK' : method.toUpperCase(),
    path,
    deprecated: operation.deprecated === true,
    parameters,
    responses,
    messages: [],
    codeSamples: codeSamples(document, operation['x-codeSamples'] ?? operation['x-code-samples']),
  }
  if (requestBody) result.requestBody = requestBody
  const summary = text(operation.summary)
  if (summary) result.summary = summary
  const description = text(operation.description)
  if (description) result.description = description
  return result
}

function operationIn(
  document: Record<string, unknown>,
  given: unknown,
  method: string,
  path: string,
  webhook: boolean,
): { item: Record<string, unknown>; operation: Record<string, unknown>; webhook: boolean } | undefined {
  const items = deref(document, given)
  const item = isRecord(items) ? deref(document, items[path] ?? items[path.endsWith('/') ? path.slice(0, -1) : `${path}/`]) : undefined
  if (!isRecord(item)) return undefined
  // A webhook's route says `webhook`, not its method: its first operation, as the slug pass takes it.
  const key = method.toLowerCase() === 'webhook' ? Object.keys(item).find((name) => HTTP_METHODS.has(name)) : method.toLowerCase()
  const operation = key === undefined ? undefined : deref(document, item[key])
  return isRecord(operation) ? { item, operation, webhook } : undefined
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'])

function asyncApiChannel(document: Record<string, unknown>, channelId: string): ApiOperation | undefined {
  const channels = deref(document, document.channels)
  const channel = isRecord(channels) ? deref(document, channels[channelId]) : undefined
  if (!isRecord(channel)) return undefined
  const messages = Object.entries(isRecord(channel.messages) ? channel.messages : {}).map(([name, given]): ApiResponse => {
    const message = deref(document, given)
    const payload = isRecord(message) ? deref(document, message.payload) : undefined
    const contentType = isRecord(message) ? text(message.contentType) : undefined
    return withBodyDescription<ApiResponse>(
      {
        status: (isRecord(message) && text(message.name)) || name,
        contentTypes: contentType === undefined ? [] : [contentType],
        fields: fieldsOf(document, payload),
        examples: messageExamples(document, message, payload, contentType),
      },
      isRecord(message) ? (message.summary ?? message.description) : undefined,
    )
  })
  const result: ApiOperation = {
    method: 'CHANNEL',
    path: text(channel.address) ?? channelId,
    deprecated: false,
    parameters: [],
    responses: [],
    messages,
    codeSamples: [],
  }
  const summary = text(channel.title) ?? text(channel.summary)
  if (summary) result.summary = summary
  const description = text(channel.description)
  if (description) result.description = description
  return result
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

function withDescription(field: ApiField, description: unknown): ApiField {
  const said = text(description)
  return said ? { ...field, description: said } : field
}

function withBodyDescription<Body extends ApiBody | ApiResponse>(body: Body, description: unknown): Body {
  const said = text(description)
  return said ? { ...body, description: said } : body
}

/** A request or response `content`: its media types, the fields of the first one's schema, and the examples of each. */
function content(document: Record<string, unknown>, given: unknown): { contentTypes: string[]; fields: ApiField[]; examples: ApiExample[] } {
  const media = isRecord(given) ? given : {}
  const contentTypes = Object.keys(media)
  const first = contentTypes[0] === undefined ? undefined : deref(document, media[contentTypes[0]])
  const examples = contentTypes.flatMap((contentType) => mediaExamples(document, deref(document, media[contentType]), contentType))
  return { contentTypes, fields: isRecord(first) ? fieldsOf(document, first.schema) : [], examples: examples.slice(0, MAX_EXAMPLES) }
}

/** A media type's examples: its `example`, else its `examples` (each `value`; an `externalValue` is not fetched), else its schema's `example`. */
function mediaExamples(document: Record<string, unknown>, media: unknown, contentType: string): ApiExample[] {
  if (!isRecord(media)) return []
  if (Object.hasOwn(media, 'example')) return [exampleOf(media.example, contentType)]
  const named = deref(document, media.examples)
  if (isRecord(named)) {
    const found = Object.entries(named).flatMap(([key, given]) => {
      const example = deref(document, given)
      if (!isRecord(example) || !Object.hasOwn(example, 'value')) return []
      return [exampleOf(example.value, contentType, text(example.summary) ?? key)]
    })
    if (found.length > 0) return found
  }
  const schema = deref(document, media.schema)
  return isRecord(schema) && Object.hasOwn(schema, 'example') ? [exampleOf(schema.example, contentType)] : []
}

/** An AsyncAPI message's examples (`examples[].payload`), else its payload schema's `example`. */
function messageExamples(document: Record<string, unknown>, message: unknown, payload: unknown, contentType: string | undefined): ApiExample[] {
  const given = isRecord(message) ? asArray(deref(document, message.examples)) : []
  const found = given.flatMap((entry) => {
    const example = deref(document, entry)
    if (!isRecord(example) || !Object.hasOwn(example, 'payload')) return []
    return [exampleOf(example.payload, contentType, text(example.name) ?? text(example.summary))]
  })
  if (found.length > 0) return found.slice(0, MAX_EXAMPLES)
  return isRecord(payload) && Object.hasOwn(payload, 'example') ? [exampleOf(payload.example, contentType)] : []
}

/** An operation's `x-codeSamples`: each with a `lang` and a `source` (at most {@link MAX_EXAMPLES} of the longest size shown). */
function codeSamples(document: Record<string, unknown>, given: unknown): ApiCodeSample[] {
  return asArray(deref(document, given))
    .map((entry) => deref(document, entry))
    .filter((entry): entry is Record<string, unknown> => isRecord(entry) && typeof entry.source === 'string' && typeof entry.lang === 'string')
    .slice(0, MAX_EXAMPLES * 2)
    .map((entry) => {
      const source = (entry.source as string).trimEnd()
      const sample: ApiCodeSample = {
        lang: (entry.lang as string).toLowerCase(),
        source: source.length > MAX_EXAMPLE_LENGTH ? `${source.slice(0, MAX_EXAMPLE_LENGTH)}\n…` : source,
      }
      const label = text(entry.label)
      if (label !== undefined) sample.label = label
      return sample
    })
}

function exampleOf(value: unknown, contentType: string | undefined, name?: string): ApiExample {
  let written = typeof value === 'string' ? value : (JSON.stringify(value, null, 2) ?? String(value))
  if (written.length > MAX_EXAMPLE_LENGTH) written = `${written.slice(0, MAX_EXAMPLE_LENGTH)}\n…`
  const example: ApiExample = { value: written }
  if (name !== undefined) example.name = name
  if (contentType !== undefined) example.contentType = contentType
  return example
}

/**
 * A schema's properties as fields (an array's items' properties), nested ones named
 * `parent.child`: a schema already on the way (a cycle of `$ref`s) is not opened again, and at
 * most {@link MAX_FIELDS} are listed.
 */
function fieldsOf(document: Record<string, unknown>, given: unknown): ApiField[] {
  const fields: ApiField[] = []
  const visit = (value: unknown, prefix: string, path: ReadonlySet<unknown>) => {
    let schema = deref(document, value)
    if (isRecord(schema) && schema.type === 'array') schema = deref(document, schema.items)
    if (!isRecord(schema) || path.has(schema) || path.size >= MAX_DEPTH) return
    const within = new Set(path).add(schema)
    const required = new Set(asArray(schema.required).filter((name): name is string => typeof name === 'string'))
    for (const [name, property] of Object.entries(isRecord(schema.properties) ? schema.properties : {})) {
      if (fields.length >= MAX_FIELDS) return
      const resolved = deref(document, property)
      fields.push(
        withDescription(
          { name: `${prefix}${name}`, type: typeOf(document, resolved), required: required.has(name) },
          isRecord(resolved) ? resolved.description : undefined,
        ),
      )
      visit(resolved, `${prefix}${name}.`, within)
    }
  }
  visit(given, '', new Set())
  return fields
}

/** A schema's type in words (`array of string`, `string (uuid)`, `enum: "a", "b"`); a cycle of array items ends in `any`. */
function typeOf(document: Record<string, unknown>, given: unknown, depth = 0): string {
  const schema = deref(document, given)
  if (!isRecord(schema) || depth >= MAX_DEPTH) return ''
  if (Array.isArray(schema.enum)) return `enum: ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : typeof schema.type === 'string' ? schema.type : schema.properties ? 'object' : ''
  if (type === 'array') return `array of ${typeOf(document, schema.items, depth + 1) || 'any'}`
  return typeof schema.format === 'string' ? `${type} (${schema.format})` : type
}

/** A part of an operation's HTML: a heading (its `slug`, the id {@link apiOperationHtml} gives it), then what follows it. */
