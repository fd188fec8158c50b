import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { filesUnder, galleryOf } from './gallery.js'

galleryOf({
  name: 'Starlight',
  example: 'starlight',
  parts: ['astro.config.mjs', 'package.json', 'src'],
  build: ['../node_modules/astro/astro.js', 'build'],
  out: 'dist',
  content: 'main',
  quietMs: { build: 300_000, test: 600_000 },
  adjust: (copy) => rmSync(join(copy, 'src', 'pages'), { recursive: true, force: true }),
  // Each folder's index.html, but a redirect's (a meta refresh to another page).
  builtPages: (out) =>
    filesUnder(out)
      .filter((file) => /(^|\/)index\.html$/.test(file) && !/http-equiv="refresh"/.test(readFileSync(join(out, file), 'utf8').slice(0, 2000)))
      .map((file) => `/${file.replace(/\/?index\.html$/, '')}`),
})
