import { readFileSync } from 'node:fs'
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo, Server } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compile, compileSync } from '../src/index.js'
import { folderWith, repository, runProcessAsync } from './helpers/cli.js'
import { docsJson } from './helpers/docs-json.js'

/**
 * Remote specs, served by the test's own servers on loopback (the only network the tests use):
 * HTTPS with a self-signed certificate (test/fixtures/tls) that the command line under test
 * trusts through NODE_EXTRA_CA_CERTS, and plain HTTP, which must never be fetched.
 */

const spec = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Remote', version: '1' },
  paths: { '/pets': { get: { summary: 'List pets', tags: ['pets'], responses: { 200: { description: 'ok' } } } } },
})
const asyncApiSpec = JSON.stringify({ asyncapi: '3.0.0', info: { title: 'Remote', version: '1' }, channels: { userSignedUp: { address: 'user/signedup' } } })
const tls = join(repository, 'test', 'fixtures', 'tls')
let https: Server
let http: Server
let base: string
let insecureBase: string
const insecureRequests: string[] = []
let open = 0
let peak = 0

function routes(request: IncomingMessage, response: ServerResponse): void {
  const url = request.url ?? '/'
  const redirect = /^\/redirect\/(\d+)$/.exec(url)
  if (url === '/openapi.json') response.writeHead(200, { 'content-type': 'application/json' }).end(spec)
  else if (url === '/asyncapi.json') response.writeHead(200, { 'content-type': 'application/json' }).end(asyncApiSpec)
  else if (url === '/broken.json') response.writeHead(200).end('{\n  "openapi": "3.1.0",\n  "paths": {,}\n}\n')
  else if (url === '/relative-ref.json') response.writeHead(200).end(JSON.stringify({ openapi: '3.1.0', paths: { '/a': { $ref: './local.json#/a' } } }))
  else if (url === '/endless.json') {
    // No length given, and no end: a reader that does not stop at the cap never finishes.
    response.writeHead(200)
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    const more = () => {
      while (!response.destroyed) if (!response.write(chunk)) return void response.once('drain', more)
    }
    response.on('error', () => {})
    more()
  } else if (url === '/declared-large.json') response.writeHead(200, { 'content-length': String(3 * 1024 * 1024) }).end(' '.repeat(3 * 1024 * 1024))
  else if (redirect) response.writeHead(302, { location: Number(redirect[1]) === 0 ? '/openapi.json' : `/redirect/${Number(redirect[1]) - 1}` }).end()
  else if (url === '/to-http') response.writeHead(302, { location: `${insecureBase}/openapi.json` }).end()
  else if (url === '/utf16.json') response.writeHead(200).end(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(spec, 'utf16le')]))
  else if (/^\/slow\/\d+\.json$/.test(url)) {
    // Counts how many requests are open at once.
    open++
    peak = Math.max(peak, open)
    setTimeout(() => {
      open--
      response.writeHead(200).end(spec.replace('List pets', `List pets ${url.replace(/\D/g, '')}`))
    }, 100)
  } else response.writeHead(404).end('not here')
}

beforeAll(async () => {
  https = createHttpsServer({ key: readFileSync(join(tls, 'key.pem')), cert: readFileSync(join(tls, 'cert.pem')) }, routes)
  http = createHttpServer((request, response) => {
    insecureRequests.push(request.url ?? '')
    routes(request, response)
  })
  await Promise.all([https, http].map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))))
  base = `https://localhost:${(https.address() as AddressInfo).port}`
  insecureBase = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
})

afterAll(() => Promise.all([https, http].map((server) => new Promise<void>((resolve) => server.close(() => resolve())))))

const configFor = (url: string) => docsJson({ navigation: { groups: [{ group: 'API', openapi: url }] } })

/** Runs `docsnav check --allow-remote` on a project naming `url`, trusting the test certificate. */
async function checkRemote(url: string, args: string[] = [], files: Record<string, string> = {}) {
  const root = folderWith({ 'docs.json': JSON.stringify(configFor(url), null, 2), ...files })
  const result = await runProcessAsync(['check', root, '--no-files', '--allow-remote', ...args], { NODE_EXTRA_CA_CERTS: join(tls, 'cert.pem') })
  return { ...result, json: args.includes('json') ? (JSON.parse(result.stdout) as { diagnostics: Array<Record<string, unknown>> }) : undefined }
}

describe('remote specs', () => {
  it('are not fetched unless allowed: a warning, and nothing generated', async () => {
    const result = await compile({ config: configFor(`${base}/openapi.json`) })
    expect(result.diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['DN3003'])
  })

  it('are fetched over https and expanded when allowed', async () => {
    const root = folderWith({ 'docs.json': JSON.stringify(configFor(`${base}/openapi.json`)) })
    const result = await runProcessAsync(['build', root, '--no-files', '--allow-remote', '--out', join(root, 'out')], {
      NODE_EXTRA_CA_CERTS: join(tls, 'cert.pem'),
    })
    expect(result.stderr).toBe('')
    expect(result.code).toBe(0)
    const routes = JSON.parse(readFileSync(join(root, 'out', 'routes.json'), 'utf8')).routes as Array<{ url: string }>
    expect(routes.map((route) => route.url)).toEqual(['/api-reference/pets/list-pets'])
  })

  it('include AsyncAPI specs: not fetched unless allowed, and their channels get pages when they are', async () => {
    const config = docsJson({ navigation: { groups: [{ group: 'Events', asyncapi: `${base}/asyncapi.json` }] } })
    expect((await compile({ config })).diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['DN3003'])
    const root = folderWith({ 'docs.json': JSON.stringify(config) })
    const result = await runProcessAsync(['build', root, '--no-files', '--allow-remote', '--out', join(root, 'out')], {
      NODE_EXTRA_CA_CERTS: join(tls, 'cert.pem'),
    })
    expect(result.stderr).toBe('')
    const routes = JSON.parse(readFileSync(join(root, 'out', 'routes.json'), 'utf8')).routes as Array<{ url: string }>
    expect(routes.map((route) => route.url)).toEqual(['/api-reference/websockets/usersignedup'])
  })

  it('are never fetched over plain http, and say why', async () => {
    const before = insecureRequests.length
    const result = await compile({ config: configFor(`${insecureBase}/openapi.json`) }, { allowRemote: true })
    expect(result.diagnostics).toMatchObject([{ code: 'DN3009', message: expect.stringContaining('only `https://` specs are fetched') }])
    // Without --allow-remote too: Mintlify's schema rejects the URL, so the deploy would fail.
    const unallowed = await compile({ config: configFor(`${insecureBase}/openapi.json`) })
    expect(unallowed.diagnostics).toMatchObject([{ code: 'DN3009', severity: 'error', message: expect.stringContaining('Mintlify rejects `http:` ones') }])
    expect(insecureRequests.length).toBe(before)
  })

  it('follow a few redirects, never to another scheme', async () => {
    expect((await checkRemote(`${base}/redirect/3`, ['--format', 'json'])).json!.diagnostics).toEqual([])
    expect((await checkRemote(`${base}/redirect/6`, ['--format', 'json'])).json!.diagnostics).toMatchObject([
      { code: 'DN3009', message: expect.stringContaining('more than 5 redirects') },
    ])
    const before = insecureRequests.length
    expect((await checkRemote(`${base}/to-http`, ['--format', 'json'])).json!.diagnostics).toMatchObject([
      { code: 'DN3009', message: expect.stringContaining('only `https://` is followed') },
    ])
    expect(insecureRequests.length).toBe(before)
  })

  it('are read no further than the size cap', async () => {
    for (const path of ['/endless.json', '/declared-large.json']) {
      const result = await checkRemote(`${base}${path}`, ['--format', 'json', '--max-file-size', '1'])
      expect(result.json!.diagnostics).toMatchObject([{ code: 'DN3009', message: expect.stringContaining('over the limit of 1 MiB') }])
    }
  })

  it('refuse a body that is not UTF-8 text, and schemes other than https', async () => {
    expect((await checkRemote(`${base}/utf16.json`, ['--format', 'json'])).json!.diagnostics).toMatchObject([
      { code: 'DN3009', message: expect.stringContaining('saved as UTF-16') },
    ])
    for (const url of ['ftp://files.example.com/openapi.json', 'file:///etc/passwd']) {
      const allowed = await compile({ config: configFor(url) }, { allowRemote: true })
      expect(allowed.diagnostics, url).toMatchObject([{ code: 'DN3009', message: expect.stringContaining('only `https://` specs are fetched') }])
      const unallowed = await compile({ config: configFor(url) })
      expect(unallowed.diagnostics, url).toMatchObject([
        { code: 'DN3009', severity: 'error', message: expect.stringContaining('only `https://` specs are fetched') },
      ])
    }
  })

  it('are fetched a few at a time', async () => {
    const root = folderWith({
      'docs.json': JSON.stringify(
        docsJson({
          navigation: { groups: Array.from({ length: 20 }, (_, index) => ({ group: `G${index}`, openapi: `${base}/slow/${index}.json` })) },
        }),
      ),
    })
    peak = 0
    const result = await runProcessAsync(['check', root, '--no-files', '--allow-remote', '--format', 'json'], { NODE_EXTRA_CA_CERTS: join(tls, 'cert.pem') })
    expect(JSON.parse(result.stdout).diagnostics).toEqual([])
    expect(peak).toBeGreaterThan(1)
    expect(peak).toBeLessThanOrEqual(8)
  })

  it('report a failed fetch', async () => {
    expect((await checkRemote(`${base}/missing.json`, ['--format', 'json'])).json!.diagnostics).toMatchObject([
      { code: 'DN3009', message: expect.stringContaining('404') },
    ])
  })

  it('point into themselves by URL', async () => {
    const result = await checkRemote(`${base}/broken.json`)
    expect(result.stdout).toContain(`the problem is here: ${base}/broken.json:3:13`)
    const json = (await checkRemote(`${base}/broken.json`, ['--format', 'json'])).json!
    expect(json.diagnostics).toMatchObject([{ code: 'DN3004', related: [{ file: `${base}/broken.json`, line: 3, column: 13 }] }])
  })

  it('do not lead a relative `$ref` into the project', async () => {
    const result = await checkRemote(`${base}/relative-ref.json`, ['--format', 'json'], { 'local.json': '{"a": {"get": {}}}' })
    // Mintlify refuses the spec for it (DN3030); docsnav does not follow it either (DN3006).
    expect(result.json!.diagnostics).toMatchObject([
      { code: 'DN3006', message: expect.stringContaining('references in a remote spec are not followed') },
      { code: 'DN3030' },
    ])
  })

  it('cannot be fetched by compileSync, and it says so', () => {
    const result = compileSync({ config: configFor(`${base}/openapi.json`) }, { allowRemote: true })
    expect(result.diagnostics).toMatchObject([{ code: 'DN3009', message: expect.stringContaining('compileSync') }])
  })
})
