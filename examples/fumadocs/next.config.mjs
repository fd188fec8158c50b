import { fileURLToPath } from 'node:url'
import { withDocsnav } from 'docsnav/fumadocs'

// A static export (`out/`): any static host serves it. Without `output: 'export'`, docs.json's
// redirects are Next's `redirects()`; with it, its fixed redirects are pages that redirect.
export default withDocsnav(
  {
    output: 'export',
    images: { unoptimized: true },
    // docsnav is linked from the repository (`file:../..`): Turbopack must see the repository.
    turbopack: { root: fileURLToPath(new URL('../..', import.meta.url)) },
  },
  { root: 'docs' },
)
