import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { docsFiles, docsStylesheets, isAssetPath, isDocsStylesheet } from '../site-assets.js'

/**
 * The docs folder's images and other files (downloads, the favicon, the logo) and its stylesheets
 * (Mintlify applies every `.css` file of the folder to every page) served where Mintlify serves
 * them (`/images/x.png`): Next serves the project's `public/` at `/` (and copies it into a static
 * export), so they are copied there, each when it is new or newer than its copy. The project's own
 * folders under the docs folder (when docs.json sits at the project's root) are left out. Returns
 * how many files were copied.
 */
export function copyDocsAssets(root: string, project: string): number {
  const publicFolder = join(project, 'public')
  const outside = projectFolders(root, project)
  let copied = 0
  for (const path of docsFiles(root)) {
    if (!isAssetPath(path, outside) && !isDocsStylesheet(path, outside)) continue
    const source = join(root, path)
    const target = join(publicFolder, path)
    if (existsSync(target) && statSync(target).mtimeMs >= statSync(source).mtimeMs) continue
    mkdirSync(dirname(target), { recursive: true })
    copyFileSync(source, target)
    copied++
  }
  return copied
}

/** The docs folder's stylesheets, as URLs of the site (`/styling.css`), in order. */
export function docsStylesheetUrls(root: string, project: string): string[] {
  return docsStylesheets(root, projectFolders(root, project)).map((path) => `/${path}`)
}

/** The Next project's folders, relative to the docs folder: never the site's files. */
function projectFolders(root: string, project: string): string[] {
  return ['public', 'out', 'app', '.next'].map((folder) => relative(root, join(project, folder)).split(sep).join('/'))
}
