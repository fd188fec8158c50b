// Module hooks for fixture-navs.mjs: Mintlify's navigation unit tests import `vitest` and the
// functions they test; here `vitest` is a stand-in that only runs the test bodies, and the
// navigation functions are wrapped to record every decorated navigation the tests pass them (with
// the arguments beside it: the page, and the version or language a test says the reader is in), and
// to mark the scoped navigations they return (Mintlify's internal form, not a site's: not recorded
// when a test passes one back in).
const STAND_IN = 'docsnav-fixtures:vitest'
const RECORDED = 'docsnav-fixtures:record?'
/** The modules whose functions take a decorated navigation (`{decoratedNav}` or the first argument), and those functions. */
const WRAPPED = { 'filterDivisions.js': ['filterDivisions'], 'scopeNavToPath.js': ['getScopedNavForPath', 'scopeDecoratedNavToPath'] }

export async function resolve(specifier, context, next) {
  if (specifier === 'vitest') return { url: STAND_IN, shortCircuit: true }
  const resolved = await next(specifier, context)
  const file = resolved.url.split('/').pop()
  if (context.parentURL?.endsWith('.test.js') && file in WRAPPED) return { url: `${RECORDED}${encodeURIComponent(resolved.url)}`, shortCircuit: true }
  return resolved
}

export async function load(url, context, next) {
  if (url === STAND_IN) return { format: 'module', shortCircuit: true, source: 'export const { describe, it, expect } = globalThis.mintlifyTestStandIn' }
  if (!url.startsWith(RECORDED)) return next(url, context)
  const real = JSON.stringify(decodeURIComponent(url.slice(RECORDED.length)))
  const names = WRAPPED[real.slice(1, -1).split('/').pop()]
  const source = [
    `import * as real from ${real}`,
    `export * from ${real}`,
    'const { record, derived } = globalThis.mintlifyTestStandIn',
    ...names.map((name) => `export const ${name} = (args, ...rest) => { record(args?.decoratedNav ?? args, args); return derived(real.${name}(args, ...rest)) }`),
  ].join('\n')
  return { format: 'module', shortCircuit: true, source }
}
