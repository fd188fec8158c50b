import type { Importer } from './source.js'

// Placeholder while the reader is written (issue 30): it reads nothing yet.
export const vitepressImporter: Importer = {
  kind: 'vitepress',
  detect: () => undefined,
  read: async () => undefined,
}
