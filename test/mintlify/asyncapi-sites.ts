import fc from 'fast-check'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

// Generated sites whose navigation comes from AsyncAPI specs: what Mintlify's build turns into
// channel pages (slugs, titles, groups), to compare with docsnav's.

const channelId = fc.constantFrom('userSignedUp', 'chatRoom', 'notifications', 'Some Channel', 'orders_v2', 'ping')
const title = fc.oneof(
  { weight: 3, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.constantFrom('Chat Room (live)', 'User events', "Owner's feed", 'Search / filter', '', '  ') },
)
const tag = fc.oneof({ weight: 2, arbitrary: fc.constant(undefined) }, { weight: 2, arbitrary: fc.constantFrom('Live Chat', 'Accounts', 'v2 Events') })

const channel = fc.record({ title, tag, viaRef: fc.boolean(), tagViaRef: fc.boolean() })

/** An AsyncAPI 3 document with channels (some given by `$ref`, some tags too), or one Mintlify's build refuses. */
const asyncApiSpec = fc.oneof(
  { weight: 8, arbitrary: fc.uniqueArray(fc.tuple(channelId, channel), { minLength: 1, maxLength: 5, selector: ([id]) => id }).map(documentOf) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<object>(
      { asyncapi: '3.0.0', info: { title: 'Empty', version: '1.0.0' }, channels: {} },
      {
        asyncapi: '2.6.0',
        info: { title: 'Old', version: '1.0.0' },
        channels: { 'user/signedup': { subscribe: { message: { payload: { type: 'string' } } } } },
      },
      { openapi: '3.1.0', info: { title: 'Not AsyncAPI', version: '1.0.0' }, paths: {} },
      // Against the AsyncAPI schema: a `$ref` that is no URI, a tag twice, a channel that is no object.
      {
        asyncapi: '3.0.0',
        info: { title: 'Bad ref', version: '1.0.0' },
        channels: { a: { $ref: '#/components/channels/Some Channel' } },
        components: { channels: { 'Some Channel': { address: 'a' } } },
      },
      { asyncapi: '3.0.0', info: { title: 'Tag twice', version: '1.0.0' }, channels: { a: { address: 'a', tags: [{ name: 'A' }, { name: 'A' }] } } },
      { asyncapi: '3.0.0', info: { title: 'Not an object', version: '1.0.0' }, channels: { a: 'a' } },
      // Mintlify refuses `$ref`s to other files in AsyncAPI specs.
      { asyncapi: '3.0.0', info: { title: 'External', version: '1.0.0' }, channels: { a: { $ref: 'channels.json#/a' } } },
    ),
  },
)

function documentOf(channels: Array<[string, { title: string | undefined; tag: string | undefined; viaRef: boolean; tagViaRef: boolean }]>): object {
  const components: { channels: Record<string, object>; tags: Record<string, object> } = { channels: {}, tags: {} }
  const written: Record<string, object> = {}
  for (const [id, { title, tag, viaRef, tagViaRef }] of channels) {
    const body: Record<string, unknown> = { address: id.toLowerCase().replace(/ /g, '-') }
    if (title !== undefined) body.title = title
    if (tag !== undefined) {
      const key = tag.replace(/\W/g, '')
      if (tagViaRef) components.tags[key] = { name: tag }
      body.tags = [tagViaRef ? { $ref: `#/components/tags/${key}` } : { name: tag }]
    }
    if (viaRef) components.channels[id] = body
    written[id] = viaRef ? { $ref: `#/components/channels/${encodeURIComponent(id)}` } : body
  }
  return { asyncapi: '3.0.0', info: { title: 'Generated', version: '1.0.0' }, channels: written, components }
}

/** Where the spec is used: its setting's form, the element holding it, and what else is there. */
const placement = fc.record({
  form: fc.constantFrom('string', 'array', 'object', 'object with directory', 'missing file'),
  directory: fc.constantFrom('reference', './ws/', '/Events'),
  holder: fc.constantFrom('tab', 'group', 'anchor', 'nested group'),
  withOpenApi: fc.boolean(),
  innerAsyncApi: fc.boolean(),
})

export const asyncApiSite = fc.tuple(asyncApiSpec, asyncApiSpec, placement)
type AsyncApiSite = typeof asyncApiSite extends fc.Arbitrary<infer T> ? T : never

const OPENAPI = { openapi: '3.1.0', info: { title: 'Rest', version: '1.0.0' }, paths: { '/pets': { get: { summary: 'List pets', tags: ['Pets'] } } } }

/** Writes the site (docs.json and the specs) into `folder`. */
export function writeAsyncApiSite(folder: string, [first, second, { form, directory, holder, withOpenApi, innerAsyncApi }]: AsyncApiSite): void {
  mkdirSync(join(folder, 'specs'), { recursive: true })
  writeFileSync(join(folder, 'specs', 'first.json'), JSON.stringify(first, null, 2))
  writeFileSync(join(folder, 'specs', 'second.json'), JSON.stringify(second, null, 2))
  writeFileSync(join(folder, 'openapi.json'), JSON.stringify(OPENAPI, null, 2))
  const setting =
    form === 'string'
      ? 'specs/first.json'
      : form === 'array'
        ? ['specs/first.json', 'specs/second.json']
        : form === 'object'
          ? { source: '/specs/first.json' }
          : form === 'object with directory'
            ? { source: 'specs/first.json', directory }
            : 'specs/absent.json'
  const inner = innerAsyncApi ? [{ group: 'Inner', asyncapi: 'specs/second.json', pages: ['index'] }] : []
  const owner = { asyncapi: setting, ...(withOpenApi ? { openapi: 'openapi.json' } : {}) }
  const start = { group: 'Start', pages: ['index'] }
  const navigation =
    holder === 'group'
      ? { groups: [start, { group: 'Events', ...owner, pages: ['index', ...inner] }] }
      : holder === 'nested group'
        ? { groups: [start, { group: 'Outer', pages: [{ group: 'Events', ...owner, pages: inner }] }] }
        : {
            [`${holder}s`]: [
              { [holder]: 'Docs', groups: [start] },
              { [holder]: 'Events', ...owner, ...(inner.length > 0 ? { groups: inner } : {}) },
            ],
          }
  writeFileSync(join(folder, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Generated', colors: { primary: '#0D9373' }, navigation }, null, 2))
}
