import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compile, compileSync, walk } from '../src/index.js'

// A spec server of the test's own, on loopback: the only network the tests use.
const spec = JSON.stringify({
  openapi: '3.1.0', info: { title: 'Remote', version: '1' },
  paths: { '/pets': { get: { summary: 'List pets', tags: ['pets'], responses: { 200: { description: 'ok' } } } } },
})
let server: Server
let base: string

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/openapi.json') response.writeHead(200, { 'content-type': 'application/json' }).end(spec)
    else response.writeHead(404).end('not here')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const configFor = (url: string) => ({ navigation: { groups: [{ group: 'API', openapi: url }] } })

describe('remote specs', () => {
  it('are not fetched unless allowed: a warning, and nothing generated', async () => {
    const result = await compile({ config: configFor(`${base}/openapi.json`) })
    expect(result.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['DN3003'])
  })

  it('are fetched and expanded when allowed', async () => {
    const result = await compile({ config: configFor(`${base}/openapi.json`) }, { allowRemote: true })
    expect(result.diagnostics).toEqual([])
    const slugs: string[] = []
    walk(result.tree, (node) => void (node.type === 'operation' && slugs.push(node.operation!.slug)))
    expect(slugs).toEqual(['api-reference/pets/list-pets'])
  })

  it('report a failed fetch', async () => {
    const result = await compile({ config: configFor(`${base}/missing.json`) }, { allowRemote: true })
    expect(result.diagnostics).toMatchObject([{ code: 'DN3009', message: expect.stringContaining('404') }])
  })

  it('cannot be fetched by compileSync, and it says so', () => {
    const result = compileSync({ config: configFor(`${base}/openapi.json`) }, { allowRemote: true })
    expect(result.diagnostics).toMatchObject([{ code: 'DN3009', message: expect.stringContaining('compileSync') }])
  })
})
