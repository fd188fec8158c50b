import { defineConfig } from 'vitepress'
import { withDocsnav } from 'docsnav/vitepress'

// `docs/` holds docs.json and its pages, as Mintlify has them; docsnav writes the pages VitePress
// reads into .vitepress/docsnav/ (generated: see .gitignore) and gives the nav, sidebars and locales.
export default withDocsnav(defineConfig({ title: 'Acme Cloud' }), {
  root: 'docs',
  // With it, the build also writes docsnav's sitemap.xml, llms.txt and llms-full.txt.
  siteUrl: 'https://docs.acme.example.com',
})
