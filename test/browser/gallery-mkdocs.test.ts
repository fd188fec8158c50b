import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { filesUnder, galleryOf } from './gallery.js'
import { MKDOCS_MISSING, mkdocsInstalled } from './mkdocs-checks.js'

galleryOf({
  name: 'MkDocs with Material',
  example: 'mkdocs',
  parts: ['mkdocs.yml'],
  // `docsnav mkdocs docs`, then `mkdocs build --strict` (examples/mkdocs/build.mjs, the example's own build).
  build: ['../build.mjs'],
  out: 'site',
  content: '.md-content',
  quietMs: { build: 60_000, test: 150_000 },
  needs: { installed: mkdocsInstalled, missing: MKDOCS_MISSING },
  // MkDocs's pages link relative to their folder: a host serves `/a` as `/a/` (a redirect), which the reader asks for directly.
  served: (route) => (route === '/' ? '/' : `${route}/`),
  // Each folder's index.html, but a redirect's (mkdocs-redirects' page that sends the reader on).
  builtPages: (out) =>
    filesUnder(out)
      .filter((file) => /(^|\/)index\.html$/.test(file) && !/http-equiv="refresh"/.test(readFileSync(join(out, file), 'utf8').slice(0, 2000)))
      .map((file) => `/${file.replace(/\/?index\.html$/, '')}`),
})
