import { galleryOf, htmlFilePages } from './gallery.js'

galleryOf({
  name: 'VitePress',
  example: 'vitepress',
  parts: ['.vitepress/config.mts', '.vitepress/theme', 'package.json'],
  build: ['../node_modules/vitepress/bin/vitepress.js', 'build'],
  out: '.vitepress/dist',
  // VitePress's page content: the `.vp-doc` of its doc layout.
  content: '.vp-doc',
  quietMs: { build: 120_000, test: 240_000 },
  // Each page's .html (cleanUrls: `x.html` is served at `/x`), but VitePress's 404 and a redirect's (a meta refresh to another page).
  builtPages: (out) => htmlFilePages(out, ['404.html']),
})
