import { galleryOf, htmlFilePages } from './gallery.js'

galleryOf({
  name: 'Docusaurus',
  example: 'docusaurus',
  parts: ['docusaurus.config.js', 'package.json'],
  // Unminified, as docusaurus.test.ts builds the example: minifying costs a fifth of the build's time and changes nothing a reader sees.
  build: ['../node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', '--no-minify'],
  out: 'build',
  // Docusaurus's page content: the doc's article (its <main> also holds the paginator).
  content: 'article',
  quietMs: { build: 300_000, test: 600_000 },
  // Each page's .html (`trailingSlash: false`: `/x` is x.html, `/` index.html), but 404.html and a redirect's (a meta refresh).
  builtPages: (out) => htmlFilePages(out, ['404.html']),
})
