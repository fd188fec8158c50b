// Mintlify's own navigation build (prebuild of oracles/mintlify, the packages mint ships), timed in
// its own process with the network refused (test/mintlify/block-network.mjs), as docs/performance.md
// measured it: the time of `prebuild(folder)` only, its packages loaded before the clock starts.
// Usage: node bench/mintlify-build.mjs <site folder>   Prints one JSON line: {"ms", "pages"}.
import '../test/mintlify/block-network.mjs'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const folder = resolve(process.argv[2] ?? '.')
const oracle = join(import.meta.dirname, '..', 'oracles', 'mintlify')
if (!existsSync(join(oracle, 'node_modules', '@mintlify', 'prebuild'))) {
  console.log(JSON.stringify({ error: 'oracles/mintlify is not installed' }))
  process.exit(0)
}
const require = createRequire(join(oracle, 'package.json'))
const { prebuild } = await import(require.resolve('@mintlify/prebuild'))
// prebuild logs progress and warnings with console.log: out of stdout, which carries the result.
const print = console.log.bind(console)
console.log = console.info = console.warn = console.error = () => {}
const work = mkdtempSync(join(tmpdir(), 'docsnav-bench-mintlify-'))
process.chdir(work)
try {
  const started = performance.now()
  await prebuild(folder, {})
  const ms = performance.now() - started
  const nav = JSON.parse(readFileSync(join(work, 'src', '_props', 'generatedDocsNav.json'), 'utf8'))
  let pages = 0
  const walk = (value) => {
    if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === 'object') {
      if (typeof value.href === 'string' && typeof value.title === 'string') pages++
      Object.values(value).forEach(walk)
    }
  }
  walk(nav)
  print(JSON.stringify({ ms, pages }))
} finally {
  process.chdir(tmpdir())
  rmSync(work, { recursive: true, force: true })
}
