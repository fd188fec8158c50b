// @ts-check
import react from '@astrojs/react'
import starlight from '@astrojs/starlight'
import { defineConfig } from 'astro/config'
import docsnav from 'docsnav/starlight'

export default defineConfig({
  // With `site`, the build also writes docsnav's sitemap.xml, llms.txt and robots.txt.
  site: 'https://docs.acme.example.com',
  integrations: [
    // React, for the pages' `.jsx` snippets: drawn on the server and run in the browser, as on Mintlify.
    react(),
    starlight({
      title: 'Acme Cloud',
      // `docs/` holds docs.json and its pages, as Mintlify has them.
      plugins: [docsnav({ root: 'docs' })],
    }),
  ],
})
