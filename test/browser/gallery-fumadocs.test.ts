import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { filesUnder, galleryOf } from './gallery.js'

galleryOf({
  name: 'Fumadocs',
  example: 'fumadocs',
  parts: ['app', 'lib', 'mdx-components.jsx', 'next.config.mjs', 'package.json', 'postcss.config.mjs'],
  build: ['../node_modules/next/dist/bin/next', 'build'],
  out: 'out',
  // Fumadocs' page has no <main>: its content is the article.
  content: '#nd-page',
  quietMs: { build: 90_000, test: 150_000 },
  adjust: (copy) => {
    // Turbopack's root must hold the linked docsnav (the repository), and Tailwind's sources are named from app/.
    const config = join(copy, 'next.config.mjs')
    writeFileSync(config, readFileSync(config, 'utf8').replace("new URL('../..', import.meta.url)", "new URL('../../..', import.meta.url)"))
    const css = join(copy, 'app', 'global.css')
    writeFileSync(css, readFileSync(css, 'utf8').replaceAll("'../node_modules/", "'../../node_modules/"))
  },
  // Each page's .html, but Next's own (404, _not-found) and a redirect's (Next's redirect() in the page's data).
  builtPages: (out) =>
    filesUnder(out)
      .filter((file) => file.endsWith('.html') && !/^(404|_not-found)\.html$/.test(file) && !readFileSync(join(out, file), 'utf8').includes('NEXT_REDIRECT'))
      .map((file) => `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`),
})
