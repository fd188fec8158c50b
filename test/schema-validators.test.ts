import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { validatorSources } from '../scripts/schema-validators.mjs'
import { asyncApiSchemaProblem, openApiSchemaProblem } from '../src/parse/spec-schemas.js'

describe('the precompiled spec schemas (validators/)', () => {
  it('are what scripts/schema-validators.mjs writes from the schema packages installed', () => {
    for (const [file, source] of Object.entries(validatorSources())) {
      expect(readFileSync(join(import.meta.dirname, '..', 'validators', file), 'utf8'), `${file}: run node scripts/schema-validators.mjs`).toBe(source)
    }
  })

  it('find the first place a spec breaks its schema, and take what the schema takes', () => {
    const spec = (operation: object) => ({ openapi: '3.0.3', info: { title: 'T' }, paths: { '/pets': { get: operation } } })
    expect(openApiSchemaProblem(spec({ responses: { 200: { description: 'ok' } } }), '3.0')).toBeUndefined()
    expect(openApiSchemaProblem(spec({ summary: 42, responses: { 200: { description: 'ok' } } }), '3.0')).toEqual({
      pointer: '/paths/~1pets/get/summary',
      reason: 'must be string',
    })
    // 3.1 makes `responses` optional; 3.0 does not.
    expect(openApiSchemaProblem(spec({}), '3.0')?.reason).toBe("must have required property 'responses'")
    expect(openApiSchemaProblem({ ...spec({}), openapi: '3.1.0' }, '3.1')).toBeUndefined()
    expect(asyncApiSchemaProblem({ asyncapi: '3.0.0', info: { title: 'T', version: '1' }, channels: { a: { address: 5 } } })?.pointer).toBe(
      '/channels/a/address',
    )
  })
})
