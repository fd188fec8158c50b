import { describe, expect, it, vi } from 'vitest'
import { docsJson } from './helpers/docs-json.js'

// Outputs past what a JavaScript string holds (about 512 MB) take a site far too large for a test
// to build; the engine's own error is raised where routes.json is serialised instead.
vi.mock('../src/emit/routes.js', () => ({
  routesDocument: () => ({
    toJSON() {
      throw new RangeError('Invalid string length')
    },
  }),
}))

// And the targets' sidebars, which are made whole while the outputs are made.
vi.mock('../src/emit/targets/index.js', async (original) => ({
  ...(await original<typeof import('../src/emit/targets/index.js')>()),
  emitTargets: () => {
    throw new RangeError('Invalid string length')
  },
}))

const { compileSync } = await import('../src/index.js')

describe('outputs too large to hold', () => {
  it('are a diagnostic of their own, not an internal error, and nothing is written', () => {
    const result = compileSync({ config: docsJson({ navigation: { pages: ['a'] } }) }, { noFiles: true, outputs: true })
    expect(result.diagnostics).toMatchObject([{ code: 'DN6003', severity: 'error' }])
    expect(result.files).toBeUndefined()
  })

  it('are DN6003 when the sidebar of a target is too long, streamed or not', () => {
    for (const stream of [false, true]) {
      const result = compileSync({ config: docsJson({ navigation: { pages: ['a'] } }) }, { noFiles: true, outputs: { targets: ['mkdocs'], stream } })
      expect(result.diagnostics).toMatchObject([{ code: 'DN6003', severity: 'error' }])
      expect(result.files ?? result.outputs).toBeUndefined()
    }
  })
})
