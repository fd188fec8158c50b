import { posix } from 'node:path'
import { routeKeyOfPath } from '../../ir/urls.js'
import type { LoadedDoc, LoadedVersion } from './load.js'

/**
 * Where each doc goes in docs.json: the page path that serves it at the URL Docusaurus serves it at
 * (its permalink, the site's base URL cut), and the file it is now (relative to the source root).
 * A number prefix (`01-intro.md` served at `/docs/intro`), a `slug` in the frontmatter, or an index
 * Docusaurus reads as its folder's page (`README.md`, `guides/guides.md`) make the page path differ
 * from the file's path: the import then plans the move.
 */

export interface PlacedDoc {
  doc: LoadedDoc
  /** Relative to docs.json's folder; undefined when no page path gives the doc's URL. */
  pagePath: string | undefined
  /** The doc's file, relative to the source root. */
  file: string
  /** The URL path Docusaurus serves it at, without the base URL or the leading `/`. */
  url: string
}

/** A page path docs.json can hold: no empty, `.` or `..` segment, nothing a file name cannot be. */
const PAGE_PATH = /^(?:[^/\\:*?"<>|#%\s.][^/\\:*?"<>|#%]*)(?:\/[^/\\:*?"<>|#%\s.][^/\\:*?"<>|#%]*)*$/

export function placeDoc(doc: LoadedDoc, version: LoadedVersion, baseUrl: string, siteDirFile: (source: string) => string): PlacedDoc {
  const file = siteDirFile(doc.source)
  const url = urlPathOf(doc.permalink, baseUrl)
  // The file's own path below its content folder, as the URL folder of the version would hold it.
  const contentRoot = [version.contentPathLocalized, version.contentPath].find((root) => root !== undefined && file.startsWith(`${root}/`))
  const inside = contentRoot === undefined ? posix.basename(file) : file.slice(contentRoot.length + 1)
  const natural = posix.join(urlPathOf(version.path, baseUrl), inside.replace(/\.mdx?$/, ''))
  if (routeKeyOfPath(natural) === url && PAGE_PATH.test(natural)) return { doc, pagePath: natural, file, url }
  const base = posix
    .basename(inside)
    .replace(/\.mdx?$/, '')
    .toLowerCase()
  const folder = posix
    .basename(posix.dirname(inside))
    .toLowerCase()
    .replace(/^\d+\s*[-_.]+\s*/, '')
  const indexLike = base === 'index' || base === 'readme' || base.replace(/^\d+\s*[-_.]+\s*/, '') === folder
  const pagePath = url === '' ? 'index' : indexLike ? `${url}/index` : url
  return { doc, pagePath: PAGE_PATH.test(pagePath) ? pagePath : undefined, file, url }
}

/** `/base/docs/intro/` -> `docs/intro` (decoded: docs.json page paths are not percent-encoded). */
export function urlPathOf(permalink: string, baseUrl: string): string {
  let path = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink
  try {
    path = decodeURI(path)
  } catch {
    // A malformed escape stays as written.
  }
  return path.replace(/^\/+|\/+$/g, '')
}
