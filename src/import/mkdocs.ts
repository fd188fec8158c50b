import type { Importer } from './source.js'

// Placeholder while the reader is written (issue 30): it reads nothing yet.
export const mkdocsImporter: Importer = {
  kind: 'mkdocs',
  detect: () => undefined,
  read: async () => undefined,
}
