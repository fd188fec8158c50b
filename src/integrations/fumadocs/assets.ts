import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, sep } from 'node:path'
import { isAssetPath } from '../site-assets.js'

/**
 * The docs folder's images and other files (downloads, the favicon, the logo) served where Mintlify
 * serves them (`/images/x.png`): Next serves the project's `public/` at `/` (and copies it into a
 * static export), so they are copied there, each when it is new or newer than its copy. The
 * project's own folders under the docs folder (when docs.json sits at the project's root) are left
 * out. Returns how many files were copied.
 */
export function copyDocsAssets(root: string, project: string): number {
  const publicFolder = join(project, 'public')
  const outside = ['public', 'out', 'app', '.next'].map((folder) => relative(root, join(project, folder)).split(sep).join('/'))
  let copied = 0
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const path = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')
    if (!isAssetPath(path, outside)) continue
    const source = join(root, path)
    const target = join(publicFolder, path)
    if (existsSync(target) && statSync(target).mtimeMs >= statSync(source).mtimeMs) continue
    mkdirSync(dirname(target), { recursive: true })
    copyFileSync(source, target)
    copied++
  }
  return copied
}
