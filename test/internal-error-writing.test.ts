import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'

// An emitter that breaks part-way through an output. The command line makes outputs as it writes
// them, so the fault shows while the output folder is being staged.
let broken = false
vi.mock('../src/emit/routes.js', async (original) => {
  const { LazyArray } = await import('../src/emit/output-text.js')
  const actual = await original<typeof import('../src/emit/routes.js')>()
  return {
    routesDocument: (site: Parameters<typeof actual.routesDocument>[0]) =>
      broken
        ? {
            routes: new LazyArray(function* () {
              yield* Array.from({ length: 600 }, (_, index) => ({ url: `/${index}` }))
              throw new Error('emitter broke')
            }),
          }
        : actual.routesDocument(site),
  }
})

const { run } = await import('./helpers/cli.js')

describe('a fault while making an output that is being written', () => {
  it('is an internal error (exit 2) that leaves the previous outputs whole and no staged file behind', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'docsnav-fault-')), 'out')
    expect((await run(['build', 'examples/acme', '--out', out])).code).toBe(0)
    const before = Object.fromEntries(
      readdirSync(out)
        .filter((name) => name.endsWith('.json'))
        .map((name) => [name, readFileSync(join(out, name), 'utf8')]),
    )
    broken = true
    const failed = await run(['build', 'examples/acme', '--out', out, '--pretty', '--format', 'json'])
    broken = false
    expect(failed.code).toBe(2)
    // In the report like any internal error, so --format json and github show it too.
    const report = JSON.parse(failed.stdout)
    expect(report.diagnostics).toMatchObject([{ code: 'DN9001', params: { stage: 'outputs', reason: 'emitter broke' } }])
    expect(report.summary.errors).toBe(1)
    expect(failed.stderr).toMatch(/not writing the outputs: docsnav failed while making them \(DN9001 above\); the previous outputs are unchanged/)
    for (const [name, text] of Object.entries(before)) expect(readFileSync(join(out, name), 'utf8'), name).toBe(text)
    expect(existsSync(join(out, '.docsnav', 'stage'))).toBe(false)
    // The folder is as a finished build leaves it: the next build writes as usual.
    expect((await run(['build', 'examples/acme', '--out', out, '--pretty'])).code).toBe(0)
  })
})
