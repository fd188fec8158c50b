import fc from 'fast-check'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

// Generated sites whose navigation comes from OpenAPI specs: what Mintlify's build turns into
// pages (slugs, titles, groups), to compare with docsnav's.

const word = fc.constantFrom('pets', 'users', 'orders', 'Store', 'admin', 'v2', 'billing', 'API Keys', 'user_profile')
const summary = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'List pets',
      'Create a user',
      'Get order (by id)',
      'Delete the user, now.',
      'Update',
      "Owner's pets",
      'Search / filter',
      'List  pets',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('   ', '') },
)
const flag = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constantFrom('true', 1, 0, 'no') },
)
const method = fc.constantFrom('get', 'post', 'put', 'delete', 'patch')

const operation = fc.record(
  {
    summary: fc.option(summary, { nil: undefined }),
    tags: fc.option(fc.array(word, { minLength: 1, maxLength: 2 }), { nil: undefined }),
    operationId: fc.option(fc.constantFrom('listPets', 'createUser', 'getOrder'), { nil: undefined }),
    'x-hidden': flag,
    'x-excluded': flag,
    'x-mint': fc.option(
      fc.record(
        {
          href: fc.option(fc.constantFrom('/guides/custom-endpoint', '/reference/Pets/list', 'custom'), { nil: undefined }),
          metadata: fc.option(
            fc.record(
              {
                title: fc.option(fc.constantFrom('A custom title'), { nil: undefined }),
                sidebarTitle: fc.option(fc.constantFrom('Short'), { nil: undefined }),
              },
              { requiredKeys: [] },
            ),
            { nil: undefined },
          ),
        },
        { requiredKeys: [] },
      ),
      { nil: undefined },
    ),
  },
  { requiredKeys: [] },
)

const path = fc
  .array(
    fc.oneof(
      word.map((name) => name.toLowerCase().replace(/ /g, '-')),
      fc.constantFrom('{id}', '{petId}'),
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((parts) => `/${parts.join('/')}`)

export const openApiSpec = fc
  .record({
    paths: fc.uniqueArray(fc.tuple(path, fc.uniqueArray(fc.tuple(method, operation), { minLength: 1, maxLength: 3, selector: ([name]) => name })), {
      minLength: 1,
      maxLength: 6,
      selector: ([name]) => name,
    }),
    webhooks: fc.array(
      fc.tuple(fc.constantFrom('newPet', 'orderUpdated', 'user-deleted'), fc.record({ summary: fc.option(summary, { nil: undefined }) }, { requiredKeys: [] })),
      { maxLength: 2 },
    ),
    tagInfo: fc.array(
      fc.record(
        {
          name: word,
          'x-group': fc.option(fc.constantFrom('Pet Store', 'Admin'), { nil: undefined }),
          'x-displayName': fc.option(fc.constantFrom('Shown name'), { nil: undefined }),
        },
        { requiredKeys: ['name'] },
      ),
      { maxLength: 3 },
    ),
  })
  .map(({ paths, webhooks, tagInfo }) => ({
    openapi: '3.1.0',
    info: { title: 'Generated', version: '1.0.0' },
    tags: tagInfo,
    // Each x-mint.href its own (real specs place each operation somewhere else); collisions are another matter.
    paths: Object.fromEntries(
      paths.map(([name, operations], at) => [
        name,
        Object.fromEntries(operations.map(([verb, body], index) => [verb, uniqueHref(clean(body), `${at}-${index}`)])),
      ]),
    ),
    ...(webhooks.length > 0 ? { webhooks: Object.fromEntries(webhooks.map(([name, body]) => [name, { post: clean(body) }])) } : {}),
  }))

/** Where the spec is used: one element, or two with their own directories, with or without explicit references. */
const placement = fc.record({
  directories: fc.constantFrom<Array<string | undefined>>([undefined], ['reference'], ['./reference'], ['/reference/'], [undefined, 'v2/api'], ['a', 'b']),
  holder: fc.constantFrom('tab', 'group', 'anchor'),
  explicit: fc.boolean(),
})

export const openApiSite = fc.tuple(openApiSpec, placement)
type OpenApiSite = typeof openApiSite extends fc.Arbitrary<infer T> ? T : never

/** Writes the site (docs.json and openapi.json) into `folder`. */
export function writeOpenApiSite(folder: string, [spec, { directories, holder, explicit }]: OpenApiSite): void {
  mkdirSync(folder, { recursive: true })
  writeFileSync(join(folder, 'openapi.json'), JSON.stringify(spec, null, 2))
  const firstPath = Object.keys(spec.paths)[0]!
  const firstMethod = Object.keys(spec.paths[firstPath]!)[0]!
  const setting = (directory: string | undefined) => (directory === undefined ? 'openapi.json' : { source: 'openapi.json', directory })
  const elements = directories.map((directory, index) => {
    const label = `API ${index + 1}`
    const pages = explicit && index === 0 ? [`${firstMethod.toUpperCase()} ${firstPath}`] : []
    if (holder === 'group') return { group: label, openapi: setting(directory), pages }
    return { [holder]: label, openapi: setting(directory), ...(pages.length > 0 ? { groups: [{ group: 'Endpoints', pages }] } : {}) }
  })
  const navigation =
    holder === 'group'
      ? { groups: [{ group: 'Start', pages: ['index'] }, ...elements] }
      : { [`${holder}s`]: [{ [holder]: 'Docs', groups: [{ group: 'Start', pages: ['index'] }] }, ...elements] }
  writeFileSync(join(folder, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Generated', colors: { primary: '#0D9373' }, navigation }, null, 2))
}

/** The object without its undefined members (JSON would drop them anyway). */
function clean<T extends object>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}

function uniqueHref<T extends { 'x-mint'?: { href?: string } }>(operation: T, suffix: string): T {
  if (operation['x-mint']?.href !== undefined) operation['x-mint'].href = `${operation['x-mint'].href}-${suffix}`
  return operation
}

/**
 * Changes to a spec against the OpenAPI schema (each one place, most of which the schema refuses,
 * some it takes): what Mintlify's validator decides on them, docsnav must decide alike.
 */
const SCHEMA_MUTATIONS: Record<string, (spec: SchemaSpec, version: '3.0' | '3.1') => void> = {
  'summary a number': (spec) => (firstOperation(spec).summary = 42),
  'summary null': (spec) => (firstOperation(spec).summary = null),
  'tags a string': (spec) => (firstOperation(spec).tags = 'pets'),
  'tags of numbers': (spec) => (firstOperation(spec).tags = [1]),
  'no responses': (spec) => delete firstOperation(spec).responses,
  'responses empty': (spec) => (firstOperation(spec).responses = {}),
  'a response without description': (spec) => (firstOperation(spec).responses = { 200: {} }),
  'a parameter without in': (spec) => (firstOperation(spec).parameters = [{ name: 'id', schema: { type: 'string' } }]),
  'a path parameter not required': (spec) => (firstOperation(spec).parameters = [{ name: 'id', in: 'path', schema: { type: 'string' } }]),
  'a query parameter': (spec) => (firstOperation(spec).parameters = [{ name: 'q', in: 'query', schema: { type: 'string' } }]),
  'security a string': (spec) => (firstOperation(spec).security = 'x'),
  'description a number': (spec) => (firstOperation(spec).description = 5),
  'operationId a number': (spec) => (firstOperation(spec).operationId = 5),
  'deprecated a string': (spec) => (firstOperation(spec).deprecated = 'yes'),
  'an unknown operation key': (spec) => (firstOperation(spec).summaryText = 'x'),
  'an x- operation key': (spec) => (firstOperation(spec)['x-internal'] = { any: 1 }),
  'a request body without content': (spec) => (firstOperation(spec).requestBody = { description: 'x' }),
  'no info': (spec) => delete spec.info,
  'info without title': (spec) => delete (spec.info as Record<string, unknown>).title,
  'info without version': (spec) => delete (spec.info as Record<string, unknown>).version,
  'no paths': (spec) => delete spec.paths,
  webhooks: (spec) => (spec.webhooks = { newPet: { post: { summary: 'New pet', responses: { 200: { description: 'ok' } } } } }),
  'an unknown top-level key': (spec) => (spec.foo = 1),
  'an x- top-level key': (spec) => (spec['x-logo'] = { url: 'https://example.com/logo.png' }),
  'components.schemas a number': (spec) => (spec.components = { schemas: 5 }),
  'a schema with a type of the wrong kind': (spec) => (spec.components = { schemas: { Pet: { type: 5 } } }),
  'servers a string': (spec) => (spec.servers = 'https://api.example.com'),
  'a server without url': (spec) => (spec.servers = [{ description: 'x' }]),
  'a path not starting with a slash': (spec) => {
    spec.paths = { ...(spec.paths as object), pets: { get: { summary: 'No slash', responses: { 200: { description: 'ok' } } } } }
  },
  'external docs without url': (spec) => (spec.externalDocs = { description: 'x' }),
  'a tag without name': (spec) => (spec.tags = [{ description: 'x' }]),
  'info.version a number': (spec) => ((spec.info as Record<string, unknown>).version = 2),
  // In YAML unquoted (below): a date to a YAML reader with timestamps, text to one without.
  'info.version a date': (spec) => ((spec.info as Record<string, unknown>).version = UNQUOTED_DATE),
  'a summary that is a date': (spec) => (firstOperation(spec).summary = UNQUOTED_DATE),
  // Written twice (below): Mintlify reads JSON and YAML specs alike with its YAML reader, which refuses it.
  'a repeated key': (spec) => (firstOperation(spec)['x-repeated'] = REPEATED),
  'nothing changed': () => {},
}

const REPEATED = 'repeated'

const UNQUOTED_DATE = '2024-01-01'

type SchemaSpec = Record<string, unknown>

function firstOperation(spec: SchemaSpec): Record<string, unknown> {
  return (spec.paths as Record<string, Record<string, Record<string, unknown>>>)['/pets']!.get!
}

interface SchemaMutatedSite {
  version: '3.0' | '3.1'
  mutation: string
  format: 'json' | 'yaml'
}

/** Every mutation on both versions, as JSON and as YAML (the family is small enough to try whole). */
export const schemaMutatedSites: SchemaMutatedSite[] = (['3.0', '3.1'] as const).flatMap((version) =>
  Object.keys(SCHEMA_MUTATIONS).flatMap((mutation) => (['json', 'yaml'] as const).map((format) => ({ version, mutation, format }))),
)

/** Writes a site whose navigation uses one spec changed at one place against the OpenAPI schema; its name says how. */
export function writeSchemaMutatedSite(folder: string, { version, mutation, format }: SchemaMutatedSite): string {
  mkdirSync(folder, { recursive: true })
  const spec: SchemaSpec = {
    openapi: version === '3.0' ? '3.0.3' : '3.1.0',
    info: { title: 'Pets', version: '1.0.0' },
    paths: {
      '/pets': { get: { summary: 'List pets', tags: ['pets'], responses: { 200: { description: 'ok' } } } },
      '/pets/{id}': { delete: { summary: 'Delete a pet', responses: { 204: { description: 'gone' } } } },
    },
  }
  SCHEMA_MUTATIONS[mutation]!(spec, version)
  const file = `openapi.${format}`
  // JSON is YAML: a YAML file written as JSON is read by each tool's YAML reader all the same (but a date left unquoted).
  const text = JSON.stringify(spec, null, 2)
  const repeated = text.replace(`"x-repeated": "${REPEATED}"`, '"x-repeated": 1, "x-repeated": 2')
  writeFileSync(join(folder, file), format === 'yaml' ? repeated.replaceAll(`"${UNQUOTED_DATE}"`, UNQUOTED_DATE) : repeated)
  const navigation = {
    groups: [
      { group: 'Start', pages: ['index'] },
      { group: 'API', openapi: file },
    ],
  }
  writeFileSync(join(folder, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Generated', colors: { primary: '#0D9373' }, navigation }, null, 2))
  return `OpenAPI ${version} spec (${format}): ${mutation}`
}
