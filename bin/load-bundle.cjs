// Loads one of docsnav's bundles (dist/*.bundle.cjs) as Node's require would, but compiled with
// V8's code cache for it when there is one (`<bundle>.v8-cache`, made by scripts/code-cache.mjs
// when the package is built). Compiling the command line's bundle took about a fifth of a small
// check; with the cache V8 reads its compiled code instead (docs/performance.md). A cache V8
// rejects (another Node version, other flags, a bundle changed since) costs nothing but the read:
// V8 then compiles the source as it would without one.
const { readFileSync } = require('node:fs')
const Module = require('node:module')
const { dirname, resolve } = require('node:path')
const { pathToFileURL } = require('node:url')
const vm = require('node:vm')

/** Where the code cache of a bundle is kept. */
const cacheFileOf = (bundle) => `${bundle}.v8-cache`

/**
 * The bundle's exports, and the script it was compiled as.
 * @param {string} bundle the bundle's absolute path
 */
function loadBundle(bundle) {
  let cachedData
  try {
    cachedData = readFileSync(cacheFileOf(bundle))
  } catch {
    // No cache: compile the source.
  }
  // Node 20 loses the loader of `import()` in code compiled from a cache: the bundle's `import()`s
  // call `__docsnavImport` instead (scripts/code-cache.mjs), a function of this module, whose own
  // `import()` is Node's. As in the bundle, a relative specifier is relative to the bundle's file.
  const importModule = (specifier) =>
    import(specifier.startsWith('./') || specifier.startsWith('../') ? pathToFileURL(resolve(dirname(bundle), specifier)).href : specifier)
  const wrapped = `(function (exports, require, module, __filename, __dirname, __docsnavImport) {${readFileSync(bundle, 'utf8')}\n});`
  const script = new vm.Script(wrapped, { filename: bundle, cachedData })
  const module = { exports: {}, filename: bundle, id: bundle, loaded: false }
  script.runInThisContext().call(module.exports, module.exports, Module.createRequire(bundle), module, bundle, dirname(bundle), importModule)
  module.loaded = true
  return { exports: module.exports, script }
}

module.exports = { loadBundle, cacheFileOf }
