import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { compile } from '../src/compile/compile.js'
import type { Route } from '../src/ir/site.js'
import { apiOperation } from '../src/integrations/api-reference.js'
import { apiOperationHeadings, apiOperationHtml } from '../src/integrations/api-reference-html.js'
import { docsJson } from './helpers/docs-json.js'

/** What an integration's API page shows of an operation: read from the project's spec, `$ref`s followed, nothing outside the project. */

const root = mkdtempSync(join(tmpdir(), 'docsnav-api-reference-'))
mkdirSync(join(root, 'specs'))
writeFileSync(
  join(root, 'specs', 'openapi.json'),
  JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths: {
      '/pets/{id}': {
        parameters: [{ $ref: '#/components/parameters/Id' }],
        delete: { summary: 'Delete a pet', deprecated: true, responses: { '204': { description: 'Gone.' } } },
      },
    },
    webhooks: {
      newPet: { post: { summary: 'A pet was added', requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } } } },
    },
    components: {
      parameters: { Id: { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } } },
      schemas: {
        Pet: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } }, owner: { $ref: '#/components/schemas/Owner' } },
        },
        Owner: { type: 'object', properties: { pet: { $ref: '#/components/schemas/Pet' } } },
      },
    },
  }),
)
writeFileSync(
  join(root, 'asyncapi.yaml'),
  'asyncapi: 3.0.0\ninfo: {title: T, version: "1"}\nchannels:\n  orders:\n    address: orders/{id}\n    title: Orders\n    messages:\n      placed:\n        name: OrderPlaced\n        payload: {type: object, properties: {total: {type: number}}}\n',
)

describe('apiOperation', () => {
  it('reads an endpoint with its path-level parameters through their $ref', () => {
    const operation = apiOperation(root, { kind: 'openapi', spec: 'specs/openapi.json', method: 'DELETE', path: '/pets/{id}' })!
    expect(operation).toMatchObject({ method: 'DELETE', path: '/pets/{id}', summary: 'Delete a pet', deprecated: true })
    expect(operation.parameters).toEqual([{ name: 'id', in: 'path', type: 'string (uuid)', required: true }])
    expect(operation.responses).toEqual([{ status: '204', description: 'Gone.', contentTypes: [], fields: [], examples: [] }])
    expect(apiOperationHeadings(operation).map((heading) => heading.slug)).toEqual(['parameters', 'responses', 'response-204'])
  })

  it('reads a webhook, its body fields nested and a cycle of $refs cut', () => {
    const operation = apiOperation(root, { kind: 'openapi', spec: 'specs/openapi.json', method: 'POST', path: 'newPet' })!
    expect(operation.method).toBe('WEBHOOK')
    const names = operation.requestBody!.fields.map((field) => field.name)
    expect(names.slice(0, 4)).toEqual(['name', 'tags', 'owner', 'owner.pet'])
    expect(operation.requestBody!.fields[1]!.type).toBe('array of string')
    expect(names.length).toBeLessThan(40)
  })

  it('reads an AsyncAPI channel and its messages', () => {
    const operation = apiOperation(root, { kind: 'asyncapi', spec: 'asyncapi.yaml', channel: 'orders' })!
    expect(operation).toMatchObject({ method: 'CHANNEL', path: 'orders/{id}', summary: 'Orders' })
    expect(operation.messages.map((message) => [message.status, message.fields.map((field) => field.name)])).toEqual([['OrderPlaced', ['total']]])
  })

  it('lists a schema that contains itself once per way in, and survives a broken $ref', () => {
    const spec = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      paths: {
        '/tree': {
          get: {
            responses: {
              '200': { description: 'A tree.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } } },
              '500': { $ref: '#/x/%E0%A4%A' },
            },
          },
        },
      },
      components: {
        schemas: {
          List: { type: 'array', items: { $ref: '#/components/schemas/List' } },
          Node: {
            type: 'object',
            properties: Object.fromEntries(
              ['a', 'b', 'c', 'd', 'e', 'list'].map((name) => [name, { $ref: name === 'list' ? '#/components/schemas/List' : '#/components/schemas/Node' }]),
            ),
          },
        },
      },
    }
    writeFileSync(join(root, 'cycles.json'), JSON.stringify(spec))
    const operation = apiOperation(root, { kind: 'openapi', spec: 'cycles.json', method: 'GET', path: '/tree' })!
    const fields = operation.responses[0]!.fields
    expect(fields.map((field) => field.name)).toEqual(['a', 'b', 'c', 'd', 'e', 'list'])
    expect(fields.at(-1)!.type).toMatch(/^(array of )+any$/)
    expect(operation.responses[1]).toEqual({ status: '500', contentTypes: [], fields: [], examples: [] })
  })

  it('reads nothing outside the project, nothing remote, and escapes what it writes', () => {
    const outside = mkdtempSync(join(tmpdir(), 'docsnav-api-outside-'))
    writeFileSync(
      join(outside, 'openapi.json'),
      JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, paths: { '/': { get: { summary: 'Secret' } } } }),
    )
    const nested = join(root, 'nested')
    mkdirSync(nested, { recursive: true })
    expect(apiOperation(outside, { kind: 'openapi', spec: 'openapi.json', method: 'GET', path: '/' })?.summary).toBe('Secret')
    expect(apiOperation(nested, { kind: 'openapi', spec: `../${relative(root, outside)}/openapi.json`, method: 'GET', path: '/' })).toBeUndefined()
    symlinkSync(join(outside, 'openapi.json'), join(nested, 'linked.json'))
    expect(apiOperation(nested, { kind: 'openapi', spec: 'linked.json', method: 'GET', path: '/' })).toBeUndefined()
    expect(apiOperation(root, { kind: 'openapi', spec: 'https://example.com/openapi.json', method: 'GET', path: '/' })).toBeUndefined()
    expect(apiOperation(root, { kind: 'openapi', spec: 'specs/openapi.json', method: 'GET', path: '/pets/{id}' })).toBeUndefined()
    const html = apiOperationHtml({
      method: 'GET',
      path: '/<script>',
      deprecated: false,
      parameters: [],
      responses: [],
      messages: [],
      codeSamples: [],
      summary: '<b>',
    })
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;b&gt;')
    // A summary that is the page's title is not said twice.
    expect(
      apiOperationHtml({ method: 'GET', path: '/', deprecated: false, parameters: [], responses: [], messages: [], codeSamples: [], summary: 'List' }, 'List'),
    ).not.toContain('dn-api-summary')
  })

  it('reads a webhook from its route, which says `webhook` rather than its method', () => {
    const operation = apiOperation(root, { kind: 'openapi', spec: 'specs/openapi.json', method: 'webhook', path: 'newPet' })
    expect(operation).toMatchObject({ method: 'WEBHOOK', path: 'newPet', summary: 'A pet was added' })
  })
})

describe('apiOperation of a page written by hand (frontmatter `openapi`, `asyncapi`)', () => {
  const site = mkdtempSync(join(tmpdir(), 'docsnav-api-frontmatter-'))
  const write = (path: string, text: string) => {
    mkdirSync(join(site, path, '..'), { recursive: true })
    writeFileSync(join(site, path), text)
  }
  const spec = (summary: string) => ({
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths: {
      '/users/{id}': {
        get: {
          summary,
          'x-codeSamples': [{ lang: 'bash', label: 'cURL', source: 'curl https://api.example.com/users/1 <&>\n' }, { lang: 'python' }],
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': {
              description: 'The user.',
              content: {
                'application/json': {
                  schema: { type: 'object', properties: { name: { type: 'string' } } },
                  examples: { ada: { summary: 'Ada', value: { name: 'Ada' } } },
                },
              },
            },
          },
        },
        post: {
          requestBody: {
            content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } }, example: { name: 'Grace' } } } },
          },
          responses: { '201': { description: 'Made.' } },
        },
      },
    },
  })
  write('openapi.json', JSON.stringify(spec('Get a user')))
  write('specs/v2.json', JSON.stringify(spec('Get a user (v2)')))
  write(
    'events.yaml',
    'asyncapi: 3.0.0\ninfo: {title: T, version: "1"}\nchannels:\n  signups:\n    address: users/signup\n    messages:\n      signedUp:\n        name: SignedUp\n        payload: {type: object, properties: {id: {type: string}}}\n        examples:\n          - name: One\n            payload: {id: u1}\n',
  )
  write('users/get.mdx', '---\nopenapi: GET /users/{id}\n---\n\nWhat the page says of it.\n')
  write('users/create.mdx', '---\ntitle: Create a user\nopenapi: "specs/v2.json POST /users/{id}"\n---\n\nBody.\n')
  write('users/get-v2.mdx', '---\nopenapi: "v2 GET /users/{id}"\n---\n')
  write('users/signups.mdx', '---\ntitle: Sign-ups\nasyncapi: "/events.yaml signups"\n---\n')
  write('plain.mdx', '---\ntitle: Plain\n---\n')
  write(
    'docs.json',
    JSON.stringify(
      docsJson({
        name: 'T',
        navigation: {
          tabs: [
            { tab: 'Docs', pages: ['plain', 'users/get', 'users/create', 'users/get-v2', 'users/signups'] },
            { tab: 'Events', asyncapi: 'events.yaml' },
          ],
        },
      }),
    ),
  )
  const routes = async () => {
    const result = await compile(site, { outputs: true })
    expect(result.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([])
    return new Map((JSON.parse(result.files!['routes.json']!) as { routes: Route[] }).routes.map((route) => [route.url, route]))
  }

  it('reads the operation `METHOD /path` names, in the spec Mintlify finds it in, with its examples', async () => {
    const route = (await routes()).get('/users/get')!
    expect(route.source).toEqual({ kind: 'page', file: 'users/get.mdx', api: { kind: 'openapi', spec: 'openapi.json', method: 'GET', path: '/users/{id}' } })
    const operation = apiOperation(site, route.source)!
    expect(operation).toMatchObject({ method: 'GET', path: '/users/{id}', summary: 'Get a user' })
    expect(operation.parameters.map((parameter) => parameter.name)).toEqual(['id'])
    expect(operation.responses[0]!.examples).toEqual([{ name: 'Ada', contentType: 'application/json', value: '{\n  "name": "Ada"\n}' }])
    expect(operation.codeSamples).toEqual([{ lang: 'bash', label: 'cURL', source: 'curl https://api.example.com/users/1 <&>' }])
    const html = apiOperationHtml(operation, route.title)
    expect(html).toContain('&quot;name&quot;: &quot;Ada&quot;')
    expect(html).toContain('curl https://api.example.com/users/1 &lt;&amp;&gt;')
    expect(apiOperationHeadings(operation).map((heading) => heading.slug)).toEqual(['request-examples', 'parameters', 'responses', 'response-200'])
  })

  it('reads the operation `spec METHOD /path` names in that spec, by its path or its name', async () => {
    const all = await routes()
    const create = apiOperation(site, all.get('/users/create')!.source)!
    expect(create).toMatchObject({ method: 'POST', path: '/users/{id}' })
    expect(create.requestBody!.examples).toEqual([{ contentType: 'application/json', value: '{\n  "name": "Grace"\n}' }])
    expect(all.get('/users/get-v2')!.source).toMatchObject({ api: { spec: 'specs/v2.json' } })
    expect(apiOperation(site, all.get('/users/get-v2')!.source)!.summary).toBe('Get a user (v2)')
  })

  it('reads the AsyncAPI channel `asyncapi` names, with its message examples; a page naming none has no operation', async () => {
    const all = await routes()
    const channel = apiOperation(site, all.get('/users/signups')!.source)!
    expect(channel).toMatchObject({ method: 'CHANNEL', path: 'users/signup' })
    expect(channel.messages[0]!.examples).toEqual([{ name: 'One', value: '{\n  "id": "u1"\n}' }])
    expect(apiOperation(site, all.get('/plain')!.source)).toBeUndefined()
  })
})
