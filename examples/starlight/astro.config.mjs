// @ts-check
import starlight from '@astrojs/starlight'
import { defineConfig } from 'astro/config'
import docsnav from 'docsnav/starlight'

export default defineConfig({
  // With `site`, the build also writes docsnav's sitemap.xml, llms.txt and robots.txt.
  site: 'https://docs.acme.example.com',
  integrations: [
    starlight({
      title: 'Acme Cloud',
      // `docs/` holds docs.json and its pages, as Mintlify has them.
      plugins: [docsnav({ root: 'docs' })],
    }),
  ],
})
