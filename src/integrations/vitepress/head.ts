import { relative } from 'node:path'
import type { CompiledSite } from '../open-site.js'
import { docsFiles, isDocsStylesheet } from '../site-assets.js'
import { siteInfo } from '../site-info.js'

/** A tag of VitePress's `head` config: `[tag, attributes]`. */
export type HeadTag = [string, Record<string, string>]

/**
 * What docs.json's site adds to every page's `<head>`: its favicon, and the docs folder's own
 * stylesheets, which Mintlify applies to every page (copied into the source folder's `public/` by
 * `copyAssets`, so served at their path in the docs folder, their `url()`s resolving as there).
 */
export function docsHead(compiled: CompiledSite, srcDir: string): HeadTag[] {
  const tags: HeadTag[] = []
  const { favicon } = siteInfo(compiled)
  if (favicon !== undefined) tags.push(['link', { rel: 'icon', href: favicon }])
  const outside = [relative(compiled.root, srcDir).split('\\').join('/')]
  for (const path of docsFiles(compiled.root)
    .filter((file) => isDocsStylesheet(file, outside))
    .sort())
    tags.push(['link', { rel: 'stylesheet', href: `/${path}` }])
  return tags
}
