// Bundles the command line into one CommonJS file, dist/cli.bundle.cjs, which bin/docsnav.js
// loads. Node then loads one file instead of about a hundred ES modules (docsnav's, unified's,
// vfile's), and CommonJS reaches Node's own modules without building an ES module facade for each
// (which for `node:fs` also loads its streams): a small check starts in about a third less time
// (bench/cold.js). The library (`docsnav`, `docsnav/testing`) stays as separate ES modules in
// dist/, for the bundlers and type checkers of those who import it. Only the whitespace and
// comments are taken out, not the names: an internal error's stack should name docsnav's functions.
import { build } from 'esbuild'
import { cpSync, existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { writeCodeCache } from './code-cache.mjs'

const root = join(import.meta.dirname, '..')
// The folder tsc wrote and the bundles go to: dist/, or the one the tests' set-up builds in before
// it puts it in dist/'s place (test/helpers/global-setup.ts), so that a running test never reads half a build.
const dist = process.env.DOCSNAV_BUILD_DIR ?? join(root, 'dist')
// The language server's thread (`docsnav lsp`, src/lsp/thread.ts) and watch mode (`--watch`) are
// bundles of their own, loaded by the command line only when asked for: in its bundle,
// vscode-languageserver and chokidar would cost every check the time to read them (a cold check of
// a tiny project took 15% longer).
const apart = {
  name: 'apart',
  setup(build) {
    // An import of the module, not the module as the entry of its own bundle.
    const bundled = (path) => (args) => (args.kind === 'entry-point' ? undefined : { path, external: true })
    build.onResolve({ filter: /[\\/]project[\\/]watch\.js$/ }, bundled('./watch.bundle.cjs'))
    build.onResolve({ filter: /[\\/]preview[\\/]server\.js$/ }, bundled('./preview.bundle.cjs'))
    // `docsnav mkdocs` carries the Markdown writer and the page conversion: only that command loads it.
    build.onResolve({ filter: /[\\/]integrations[\\/]mkdocs[\\/]index\.js$/ }, bundled('./mkdocs.bundle.cjs'))
    // `docsnav mcp` carries the MCP SDK and the search index: only that command loads it.
    build.onResolve({ filter: /(?:^|[\\/])mcp-command\.js$/ }, bundled('./mcp.bundle.cjs'))
    // `docsnav import` carries the readers of other generators' configs: 40% of the command line.
    build.onResolve({ filter: /(?:^|[\\/])import-command\.js$/ }, bundled('./import.bundle.cjs'))
  },
}
// The link check's worker thread (src/passes/links/workers.ts) is bundled the same way, beside it.
for (const [entry, outfile, plugins] of [
  [join('cli', 'main.js'), 'cli.bundle.cjs', [apart]],
  [join('passes', 'links', 'worker.js'), 'links-worker.bundle.cjs', []],
  [join('lsp', 'worker.js'), 'lsp-worker.bundle.cjs', []],
  [join('project', 'watch.js'), 'watch.bundle.cjs', []],
  // The preview reaches watch mode through the same plugin: one copy of chokidar.
  [join('preview', 'server.js'), 'preview.bundle.cjs', [apart]],
  [join('integrations', 'mkdocs', 'index.js'), 'mkdocs.bundle.cjs', [apart]],
  [join('cli', 'mcp-command.js'), 'mcp.bundle.cjs', [apart]],
  [join('cli', 'import-command.js'), 'import.bundle.cjs', [apart]],
])
  await build({
    entryPoints: [join(dist, entry)],
    outfile: join(dist, outfile),
    plugins,
    bundle: true,
    platform: 'node',
    // Pagefind finds its binary from its own package's place in node_modules: loaded from there.
    external: ['pagefind'],
    format: 'cjs',
    target: 'node20',
    // CommonJS has no import.meta: the bundle's own URL stands in for each module's (all are in dist/).
    define: { 'import.meta.url': 'bundleUrl' },
    // The directive first: after the banner, esbuild's own "use strict" would be a plain string and
    // the bundle would run in sloppy mode (writes to frozen objects silently ignored).
    banner: { js: "'use strict';\nconst bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
    legalComments: 'inline',
    // Comments and indentation were a quarter of the command line's bundle, and the comments of
    // its dependencies hold characters beyond ASCII, which made the whole source a two-byte string:
    // without them a small check takes 0.94 of its time (bench/cold.js; docs/performance.md).
    minifyWhitespace: true,
    logLevel: 'warning',
  })

// The integrations' components (Astro, Vue and React files) are compiled by the site's own
// generator, not by tsc: each integration's `components/` folder is copied as it is.
const integrations = join(root, 'src', 'integrations')
for (const entry of readdirSync(integrations, { withFileTypes: true })) {
  const components = join(integrations, entry.name, 'components')
  if (entry.isDirectory() && existsSync(components)) cpSync(components, join(dist, 'integrations', entry.name, 'components'), { recursive: true })
}

// V8's code cache of the command line, read by bin/load-bundle.cjs (scripts/code-cache.mjs).
writeCodeCache(join(dist, 'cli.bundle.cjs'), ['check'])
