import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { staticRedirects } from '../../emit/targets/static-redirects.js'
import { RedirectTable, decodedPath, queryOrFragmentIn } from '../../ir/redirects.js'
import { escapeHtml } from '../../render/html.js'
import type { CompiledSite } from '../open-site.js'
import { describeServed, servedOutputs } from '../served-outputs.js'
import type { PageLayout } from './layout.js'
import type { Logger } from './source-folder.js'

/**
 * What `vitepress build` gets from docsnav after VitePress has written the site: docs.json's
 * redirects as static pages (VitePress has no redirects), and with a site URL what the site
 * serves of docsnav's outputs: sitemap.xml, robots.txt, the llms files, each page's Markdown (the
 * project's own files of Mintlify's names win).
 */

export function writeBuildFiles(outDir: string, site: CompiledSite, layout: PageLayout, logger: Logger): void {
  const { written, unexpressed } = writeRedirectPages(outDir, site, layout)
  if (written > 0) logger.info(`[docsnav] wrote ${written} redirect page${written === 1 ? '' : 's'} (docs.json's redirects)`)
  if (unexpressed > 0)
    logger.warn(
      `[docsnav] ${unexpressed} redirect${unexpressed === 1 ? '' : 's'} with parameters or wildcards cannot be static pages (or only some of the URLs ${unexpressed === 1 ? 'it matches' : 'they match'}): serve ${unexpressed === 1 ? 'it' : 'them'} from the host (\`docsnav build --target netlify\` or \`vercel\` writes its rules)`,
    )
  const served = servedOutputs(site)
  for (const [name, text] of served) writeWhole(join(outDir, name), text)
  if (served.size > 0) logger.info(`[docsnav] wrote ${describeServed([...served.keys()])}`)
}

/**
 * A page for each path a redirect leads from, at `<source>/index.html` (which a static host serves
 * at `/<source>` and `/<source>/`; `/` when the site has no page there, to its first page): a
 * refresh to where readers land at the end of a chain of redirects, its canonical link, and a
 * script that keeps the fragment. A rule with parameters is one page per URL of the site it leads
 * to (`staticRedirects`). A source a built page already answers is left to the page.
 */
function writeRedirectPages(outDir: string, site: CompiledSite, layout: PageLayout): { written: number; unexpressed: number } {
  let written = 0
  const { redirects, unexpressed } = staticRedirects(
    site.redirects,
    site.routes.map((route) => route.url),
  )
  for (const redirect of redirects) {
    const path = decodedPath(redirect.source).replace(/^\/+|\/+$/g, '')
    if (path.split('/').includes('..')) continue
    if (existsSync(join(outDir, `${path}.html`)) || existsSync(join(outDir, path, 'index.html'))) continue
    writeWhole(join(outDir, path, 'index.html'), redirectPage(layout.linkOf(redirect.destination)))
    written++
  }
  return { written, unexpressed: unexpressed.length }
}

/**
 * Whether a link of a page leads to a redirect of docs.json (VitePress's dead-link check, which
 * knows only its pages, asks: the link leads to the redirect's page or the host's rule).
 */
export function redirectedLink(site: CompiledSite): (url: string) => boolean {
  const table = new RedirectTable(
    site.redirects.filter((redirect) => queryOrFragmentIn(redirect.source) === undefined),
    undefined,
  )
  // VitePress asks with `index` after a trailing slash and without the query or fragment.
  return (url) => url.startsWith('/') && table.match(url.replace(/\/index$/, '') || '/') !== undefined
}

function redirectPage(destination: string): string {
  const href = escapeHtml(destination)
  return [
    '<!doctype html>',
    '<html><head><meta charset="utf-8">',
    '<title>Redirecting…</title>',
    `<link rel="canonical" href="${href}">`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    '<meta name="robots" content="noindex">',
    `<script>location.replace(${JSON.stringify(destination).replaceAll('<', '\\u003c')} + location.hash)</script>`,
    `</head><body><p>This page has moved to <a href="${href}">${href}</a>.</p></body></html>`,
    '',
  ].join('\n')
}

function writeWhole(path: string, text: string | Buffer): void {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(`${path}.docsnav-tmp`, text)
  renameSync(`${path}.docsnav-tmp`, path)
}
