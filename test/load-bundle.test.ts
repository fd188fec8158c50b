import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { routeDynamicImports } from '../scripts/code-cache.mjs'

const repository = join(import.meta.dirname, '..')
const loader = join(repository, 'bin', 'load-bundle.cjs')
const tiny = join(repository, 'examples', 'acme')

/** Runs `code` in a new node process with `loadBundle` and `bundle` defined; its stdout and stderr. */
function inNode(code: string, bundle: string): { stdout: string; stderr: string; status: number | null } {
  const preamble = `const { loadBundle } = require(${JSON.stringify(loader)}); const bundle = ${JSON.stringify(bundle)};`
  return spawnSync(process.execPath, ['--input-type=commonjs', '-e', preamble + code], { encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } })
}

const checkQuietly = `
const { exports, script } = loadBundle(bundle)
exports.main(['check', ${JSON.stringify(tiny)}], { stdout: () => {}, stderr: (t) => process.stderr.write(t), env: {}, cwd: process.cwd(), isTTY: false, stderrIsTTY: false })
  .then((code) => console.log(JSON.stringify({ code, rejected: script?.cachedDataRejected })))
`

describe('the command line bundle is compiled from its code cache', () => {
  it('V8 accepts the cache the build made, and the check runs', () => {
    const result = inNode(checkQuietly, join(repository, 'dist', 'cli.bundle.cjs'))
    expect(result.stderr).toBe('')
    expect(JSON.parse(result.stdout)).toEqual({ code: 0, rejected: false })
  })

  it('a cache V8 rejects is passed over: the bundle compiles from its source', () => {
    const folder = mkdtempSync(join(tmpdir(), 'docsnav-load-bundle-'))
    const bundle = join(folder, 'main.cjs')
    writeFileSync(bundle, 'exports.twice = (n) => 2 * n\n')
    writeFileSync(`${bundle}.v8-cache`, 'not a code cache')
    const result = inNode('const { exports, script } = loadBundle(bundle); console.log(exports.twice(21), script.cachedDataRejected)', bundle)
    expect(result.stderr).toBe('')
    expect(result.stdout.trim()).toBe('42 true')
  })

  it("a bundle's import() loads relative to the bundle when it is compiled from its code cache", () => {
    // Node 20 loses the loader of import() in code compiled from a cache: the bundle's are routed.
    const folder = mkdtempSync(join(tmpdir(), 'docsnav-load-bundle-'))
    const bundle = join(folder, 'main.cjs')
    writeFileSync(join(folder, 'apart.cjs'), 'module.exports = { answer: 42 }\n')
    writeFileSync(bundle, "exports.load = () => import('./apart.cjs').then((m) => m.default.answer)\n")
    routeDynamicImports(bundle)
    const made = inNode("require('node:fs').writeFileSync(bundle + '.v8-cache', loadBundle(bundle).script.createCachedData())", bundle)
    expect(made.stderr).toBe('')
    const result = inNode(
      'const { exports, script } = loadBundle(bundle); exports.load().then((answer) => console.log(script.cachedDataRejected, answer), (error) => console.log(error.code))',
      bundle,
    )
    expect(result.stderr).toBe('')
    expect(result.stdout.trim()).toBe('false 42')
  })

  it('bin/docsnav.js runs through it', () => {
    expect(execFileSync(process.execPath, [join(repository, 'bin', 'docsnav.js'), 'check', tiny], { encoding: 'utf8' })).toContain('0 errors')
  })
})
