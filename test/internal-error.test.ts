import { describe, expect, it, vi } from 'vitest'

// A pass that breaks its own invariant: the compile must turn it into DN9001, not a stack trace.
vi.mock('../src/passes/structure/index.js', () => ({
  structure: () => {
    throw new Error('invariant broken')
  },
}))

const { compileSync } = await import('../src/index.js')
const { main } = await import('../src/cli/main.js')

describe('internal errors', () => {
  it('become a DN9001 diagnostic naming the pass', () => {
    const result = compileSync({ config: { navigation: { pages: ['index'] } } }, { noFiles: true })
    expect(result.diagnostics).toMatchObject([{ code: 'DN9001', severity: 'error', message: expect.stringContaining('structure') }])
  })

  it('make the CLI exit with 2', async () => {
    const out: string[] = []
    const code = await main(['check', 'examples/acme', '--format', 'json'], {
      stdout: (text) => out.push(text),
      stderr: (text) => out.push(text),
      env: {},
      cwd: process.cwd(),
      isTTY: false,
    })
    expect(code).toBe(2)
    expect(JSON.parse(out.join('')).diagnostics[0].code).toBe('DN9001')
  })
})
