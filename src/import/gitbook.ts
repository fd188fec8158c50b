import type { Importer } from './source.js'

// Placeholder while the reader is written (issue 30): it reads nothing yet.
export const gitbookImporter: Importer = {
  kind: 'gitbook',
  detect: () => undefined,
  read: async () => undefined,
}
