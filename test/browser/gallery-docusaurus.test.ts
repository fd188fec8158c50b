import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { filesUnder, galleryOf } from './gallery.js'

galleryOf({
  name: 'Docusaurus',
  example: 'docusaurus',
  parts: ['docusaurus.config.js', 'package.json'],
  build: ['../node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'],
  out: 'build',
  // Docusaurus's page content: the doc's article (its <main> also holds the paginator).
  content: 'article',
  quietMs: { build: 300_000, test: 600_000 },
  // Each page's .html (`trailingSlash: false`: `/x` is x.html, `/` index.html), but 404.html and a redirect's (a meta refresh).
  builtPages: (out) =>
    filesUnder(out)
      .filter((file) => file.endsWith('.html') && file !== '404.html' && !/http-equiv="refresh"/.test(readFileSync(join(out, file), 'utf8').slice(0, 3000)))
      .map((file) => `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`),
})
