// Makes V8's code cache of the command line's bundle (dist/cli.bundle.cjs.v8-cache), which
// bin/load-bundle.cjs reads so that a run reads compiled code instead of compiling 1.2 MB of
// JavaScript. The cache is taken after a check of a small project has run, so it holds the
// functions a check calls as well as the bundle's top level. It is made in a process of its own
// with no Node options: V8 accepts a cache only under the flags it was made with.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'acorn'

/**
 * Node 20 loses the loader of `import()` in code V8 compiles from a code cache: such an `import()`
 * throws ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING. Every `import(x)` of the bundle (found in its
 * syntax tree, not by text) becomes a call of `__docsnavImport`, which bin/load-bundle.cjs passes
 * in; a bundle required without it imports as before. No line is added: stack traces keep their lines.
 */
export function routeDynamicImports(bundle) {
  const text = readFileSync(bundle, 'utf8')
  const imports = []
  const visit = (node) => {
    if (node.type === 'ImportExpression') imports.push(node)
    for (const value of Object.values(node)) {
      for (const child of Array.isArray(value) ? value : [value])
        if (child !== null && typeof child === 'object' && typeof child.type === 'string') visit(child)
    }
  }
  visit(parse(text, { ecmaVersion: 'latest', sourceType: 'script', allowHashBang: true }))
  let routed = ''
  let at = 0
  for (const { start, end, source } of imports.sort((a, b) => a.start - b.start)) {
    routed += `${text.slice(at, start)}(typeof __docsnavImport === "function" ? __docsnavImport : (specifier) => import(specifier))(${text.slice(source.start, source.end)})`
    at = end
  }
  writeFileSync(bundle, routed + text.slice(at))
}

/**
 * Writes `<bundle>.v8-cache` after running the bundle's `main` with `args` (a project folder is
 * appended), its `import()`s routed first ({@link routeDynamicImports}).
 */
export function writeCodeCache(bundle, args) {
  routeDynamicImports(bundle)
  const project = mkdtempSync(join(tmpdir(), 'docsnav-code-cache-'))
  try {
    writeFileSync(
      join(project, 'docs.json'),
      JSON.stringify({
        name: 'Warm-up',
        theme: 'mint',
        colors: { primary: '#0D9373' },
        navigation: { groups: [{ group: 'Start', pages: ['index', 'guide/quickstart'] }] },
      }),
    )
    writeFileSync(join(project, 'index.mdx'), '---\ntitle: Home\n---\n# Home\n')
    mkdirSync(join(project, 'guide'))
    writeFileSync(join(project, 'guide', 'quickstart.mdx'), '---\ntitle: Quickstart\ndescription: Start here\n---\n# Quickstart\n')
    const child = spawnSync(process.execPath, ['--input-type=commonjs', '-e', WARM_UP, bundle, JSON.stringify([...args, project])], {
      env: { ...process.env, NODE_OPTIONS: '' },
      encoding: 'utf8',
    })
    if (child.status !== 0) throw new Error(`the code cache of ${bundle} could not be made (exit ${child.status}):\n${child.stderr}`)
  } finally {
    rmSync(project, { recursive: true, force: true })
  }
}

// Run in the child: load as bin/docsnav.js does, run quietly, then write the cache whole (a temp
// file renamed over it), so a build stopped half-way never leaves half a cache.
const WARM_UP = `
const { renameSync, rmSync, writeFileSync } = require('node:fs')
const { join } = require('node:path')
const { loadBundle, cacheFileOf } = require(${JSON.stringify(join(import.meta.dirname, '..', 'bin', 'load-bundle.cjs'))})
const [bundle, args] = process.argv.slice(1)
rmSync(cacheFileOf(bundle), { force: true })
const { exports, script } = loadBundle(bundle)
const quiet = () => {}
exports.main(JSON.parse(args), { stdout: quiet, stderr: quiet, env: {}, cwd: process.cwd(), isTTY: false, stderrIsTTY: false }).then((code) => {
  if (code !== 0) throw new Error('the warm-up check exited with ' + code)
  if (!script) return
  const temporary = cacheFileOf(bundle) + '.' + process.pid
  writeFileSync(temporary, script.createCachedData())
  renameSync(temporary, cacheFileOf(bundle))
})
`
