import { copyFileSync, existsSync, mkdirSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { docsFiles, docsStylesheets, isAssetPath } from '../site-assets.js'

/**
 * The docs folder's own files as Mintlify serves them: each image, download or font at its path
 * (`images/x.png` at `/images/x.png`, for `<img src>` in JSX, which Docusaurus does not bundle,
 * and docs.json's favicon), and its stylesheets on every page. `docusaurus build` gets the files
 * copied into the built site (a file the site has there already wins: its `static/` folder's); the
 * dev server serves them from the docs folder.
 */

/** The folders of the docs folder that are not its own (the site's, when docs.json sits at its root). */
const SITE_FOLDERS = ['build', 'static', 'src', 'node_modules']

/** The docs folder's stylesheets, absolute, in the order they apply. */
export function docsAssets(root: string): { stylesheets: string[] } {
  return { stylesheets: docsStylesheets(root, SITE_FOLDERS).map((path) => join(root, path)) }
}

/** Copies the docs folder's served files into the built site (`outDir`); how many. */
export function writeDocsAssets(root: string, outDir: string): number {
  const out = relative(root, outDir).split(sep).join('/')
  let copied = 0
  for (const path of docsFiles(root)) {
    if (!isAssetPath(path, [...SITE_FOLDERS, out])) continue
    const target = join(outDir, path)
    if (existsSync(target)) continue
    mkdirSync(dirname(target), { recursive: true })
    copyFileSync(join(root, path), target)
    copied++
  }
  return copied
}

/**
 * webpack-dev-server's `static` entry (merged with Docusaurus's own) for the docs folder: its
 * files at their paths under the base URL. A folder is not answered (its page is the app's:
 * `/installation` is a page where `installation/` is a folder), nor a page's source.
 */
export function serveDocsAssets(root: string, baseUrl: string): { static: unknown[] } {
  return {
    static: [
      {
        publicPath: baseUrl,
        directory: root,
        watch: false,
        staticOptions: { index: false, redirect: false, dotfiles: 'ignore' },
      },
    ],
  }
}
