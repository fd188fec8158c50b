// examples/docusaurus's config as a site on Docusaurus's default bundler, webpack. The example
// builds with Docusaurus Faster (Rspack); the tests build a copy on webpack too, to keep docsnav's
// webpack path (its loader, `resolve`, the dev server's files) tested, and bench/docusaurus.js
// builds on webpack so that its profile sees the bundler's work (Rspack's is native code) and its
// figures stay comparable with the report's earlier ones.

/** The config's text without its `future: { faster: true ... }` line; throws when it has none. */
export function onWebpack(config) {
  const without = config.replace(/^ *future: \{ faster: true\b.*\n/m, '')
  if (without === config) throw new Error("examples/docusaurus's config has no `future: { faster: true ... }` line to take out")
  return without
}
