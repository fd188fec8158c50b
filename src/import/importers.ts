import type { Importer, SourceKind } from './source.js'

/**
 * The reader of each kind, loaded when it is used: some load the generator's own modules from the
 * project, which no other kind needs. In the order detection tries them: the more specific marker
 * first (a Docusaurus site may hold a SUMMARY.md; any of them may hold a mkdocs.yml left over).
 */
export const IMPORTERS: Record<SourceKind, () => Promise<Importer>> = {
  mint: async () => (await import('./mint.js')).mintImporter,
  docusaurus: async () => (await import('./docusaurus.js')).docusaurusImporter,
  vitepress: async () => (await import('./vitepress.js')).vitepressImporter,
  starlight: async () => (await import('./starlight.js')).starlightImporter,
  fumadocs: async () => (await import('./fumadocs.js')).fumadocsImporter,
  mkdocs: async () => (await import('./mkdocs.js')).mkdocsImporter,
  gitbook: async () => (await import('./gitbook.js')).gitbookImporter,
}
