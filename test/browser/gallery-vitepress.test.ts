import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { filesUnder, galleryOf } from './gallery.js'

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
  builtPages: (out) =>
    filesUnder(out)
      .filter((file) => file.endsWith('.html') && file !== '404.html' && !/http-equiv="refresh"/.test(readFileSync(join(out, file), 'utf8').slice(0, 2000)))
      .map((file) => `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`),
})
