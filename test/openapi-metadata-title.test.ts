import { describe, expect, it } from 'vitest'
import { compileSync } from '../src/index.js'

describe('x-mint.metadata.title', () => {
  it('titles the generated page with a number as text, as Mintlify does', () => {
    const spec = {
      openapi: '3.1.0',
      info: { title: 'Pets', version: '1.0.0' },
      paths: { '/pets': { get: { summary: 'List pets', 'x-mint': { metadata: { title: 5 } }, responses: { '200': { description: 'OK' } } } } },
    }
    const result = compileSync(
      { config: { navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] } }, files: { 'openapi.json': JSON.stringify(spec) } },
      { noFiles: true },
    )
    expect(result.site!.routes.map((route) => route.title)).toEqual(['5'])
  })
})
