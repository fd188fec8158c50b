import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { decodedPath, queryOrFragmentIn, sourcePattern } from '../../ir/redirects.js'
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
  const { written, patterns } = writeRedirectPages(outDir, site, layout)
  if (written > 0) logger.info(`[docsnav] wrote ${written} redirect page${written === 1 ? '' : 's'} (docs.json's redirects)`)
  if (patterns > 0)
    logger.warn(
      `[docsnav] ${patterns} redirect${patterns === 1 ? '' : 's'} with parameters or wildcards cannot be static pages: serve ${patterns === 1 ? 'it' : 'them'} from the host (\`docsnav build --target netlify\` or \`vercel\` writes its rules)`,
    )
  const served = servedOutputs(site)
  for (const [name, text] of served) writeWhole(join(outDir, name), text)
  if (served.size > 0) logger.info(`[docsnav] wrote ${describeServed([...served.keys()])}`)
}

/**
 * A page for each redirect with a plain source, at `<source>/index.html` (which a static host
 * serves at `/<source>` and `/<source>/`): a refresh to the destination, its canonical link, and a
 * script that keeps the fragment. A source a built page already answers is left to the page.
 */
function writeRedirectPages(outDir: string, site: CompiledSite, layout: PageLayout): { written: number; patterns: number } {
  let written = 0
  let patterns = 0
  const done = new Set<string>()
  for (const redirect of site.result.tree.redirects) {
    if (queryOrFragmentIn(redirect.source) !== undefined) continue
    if (sourcePattern(redirect.source).parameters.length > 0) {
      patterns++
      continue
    }
    const path = decodedPath(redirect.source).replace(/^\/+|\/+$/g, '')
    if (path === '' || done.has(path) || path.split('/').includes('..')) continue
    done.add(path)
    if (existsSync(join(outDir, `${path}.html`)) || existsSync(join(outDir, path, 'index.html'))) continue
    writeWhole(join(outDir, path, 'index.html'), redirectPage(layout.linkOf(redirect.destination)))
    written++
  }
  return { written, patterns }
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
