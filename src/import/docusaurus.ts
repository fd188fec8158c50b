import type { Importer } from './source.js'

// Placeholder while the reader is written (issue 30): it reads nothing yet.
export const docusaurusImporter: Importer = {
  kind: 'docusaurus',
  detect: () => undefined,
  read: async () => undefined,
}
