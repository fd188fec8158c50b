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
