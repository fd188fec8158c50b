import { readdirSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'

/**
 * The files of a docs.json folder that a site serves as they are (images, downloads, fonts), at
 * the path Mintlify serves them (`/images/x.png`): every integration copies or serves the same ones.
 */

/** Files a docs site links to that are served as they are: their media types, by extension. */
export const ASSET_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
}

const ASSET_EXTENSIONS: ReadonlySet<string> = new Set(Object.keys(ASSET_TYPES))

/**
 * Whether a path of the docs.json folder (relative to it, `/`-separated) is a file a page may link
 * to, served as it is: an asset's extension, not in a hidden folder or node_modules, not in the
 * folders the generator writes (`outside`: Astro's outDir and cache, VitePress's source folder,
 * when docs.json sits at the project's root).
 */
export function isAssetPath(path: string, outside: readonly string[]): boolean {
  if (!ASSET_EXTENSIONS.has(extname(path).toLowerCase())) return false
  const segments = path.split('/')
  if (segments.some((segment) => segment === 'node_modules' || segment.startsWith('.') || segment === '..')) return false
  return !outside.some((folder) => path === folder || path.startsWith(`${folder}/`))
}

/**
 * The files of the docs folder, relative to it and `/`-separated; hidden folders and node_modules
 * are not walked (none of theirs is served, and a docs.json at the project's root has a
 * node_modules of tens of thousands of files beside it).
 */
export function docsFiles(root: string): string[] {
  const files: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isFile()) files.push(relative(root, path).split(sep).join('/'))
      else if (entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.')) walk(path)
    }
  }
  walk(root)
  return files
}

/** A stylesheet of the docs folder's own (not in a hidden folder, node_modules or `outside`): Mintlify applies each to every page. */
export function isDocsStylesheet(path: string, outside: readonly string[]): boolean {
  return extname(path).toLowerCase() === '.css' && isAssetPath(`${path.slice(0, -4)}.txt`, outside)
}

/** The docs folder's stylesheets, relative to it, in the order they apply. */
export function docsStylesheets(root: string, outside: readonly string[]): string[] {
  return docsFiles(root)
    .filter((path) => isDocsStylesheet(path, outside))
    .sort()
}
