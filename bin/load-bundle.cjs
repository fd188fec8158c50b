// Loads one of docsnav's bundles (dist/*.bundle.cjs) as Node's require would, but compiled with
// V8's code cache for it when there is one (`<bundle>.v8-cache`, made by scripts/code-cache.mjs
// when the package is built). Compiling the 1.2 MB command line took about a third of a small
// check; with the cache V8 reads its compiled code instead (bench/cold.js, docs/performance.md).
// A cache V8 rejects (another Node version, other flags, a bundle changed since) costs nothing
// but the read: V8 then compiles the source as it would without one.
const { readFileSync } = require('node:fs')
const Module = require('node:module')
const { dirname } = require('node:path')
const vm = require('node:vm')

/** Where the code cache of a bundle is kept. */
const cacheFileOf = (bundle) => `${bundle}.v8-cache`

// `import()` inside code compiled by vm needs a loader: the main context's resolves specifiers as
// the bundle's own `import()` would (relative to its file). Node 20 calls it experimental and says
// so once, on the first `import()`; the bundles' imports are of docsnav's own files and of the
// generators', not an experiment a user should be warned of.
const mainLoader = vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER
if (mainLoader !== undefined) {
  const emitWarning = process.emitWarning
  process.emitWarning = function emitUnlessMainLoader(warning, ...rest) {
    if (String(warning).includes('USE_MAIN_CONTEXT_DEFAULT_LOADER')) return
    return emitWarning.call(process, warning, ...rest)
  }
}

/**
 * The bundle's exports, and the script it was compiled as (undefined when this Node has no
 * loader for `import()` in vm code, and the bundle was required as usual).
 * @param {string} bundle the bundle's absolute path
 */
function loadBundle(bundle) {
  if (mainLoader === undefined) return { exports: require(bundle), script: undefined }
  let cachedData
  try {
    cachedData = readFileSync(cacheFileOf(bundle))
  } catch {
    // No cache: compile the source.
  }
  const script = new vm.Script(Module.wrap(readFileSync(bundle, 'utf8')), {
    filename: bundle,
    cachedData,
    importModuleDynamically: mainLoader,
  })
  const module = { exports: {}, filename: bundle, id: bundle, loaded: false }
  script.runInThisContext().call(module.exports, module.exports, Module.createRequire(bundle), module, bundle, dirname(bundle))
  module.loaded = true
  return { exports: module.exports, script }
}

module.exports = { loadBundle, cacheFileOf }
