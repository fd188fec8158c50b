import type { SiteModel } from '../ir/site.js'
import type { RootNode } from '../ir/types.js'
import { breadcrumbsDocument, breadcrumbsJsonLd } from './breadcrumbs.js'
import { navigationDocument } from './navigation.js'
import { routesDocument } from './routes.js'
import { sitemapFiles } from './sitemap.js'

export interface EmitOptions {
  /** The site's absolute URL (`https://docs.example.com`): enables sitemap.xml and breadcrumb JSON-LD. */
  siteUrl?: string
  /**
   * Indent JSON outputs for people to read. Off by default: a site with many versions has many
   * alternates, and indentation doubles the size of its routes.json.
   */
  pretty?: boolean
}

/** Every output of a build, as files (path -> content); nothing is written here. */
export function emitOutputs(tree: RootNode, site: SiteModel, options: EmitOptions): Record<string, string> {
  const json = (value: unknown) => `${JSON.stringify(value, null, options.pretty ? 2 : undefined)}\n`
  const files: Record<string, string> = {
    'navigation.json': json(navigationDocument(tree, site)),
    'routes.json': json(routesDocument(site)),
    'breadcrumbs.json': json(breadcrumbsDocument(site)),
  }
  if (options.siteUrl !== undefined) {
    files['breadcrumbs.jsonld.json'] = json(breadcrumbsJsonLd(site, options.siteUrl))
    Object.assign(files, sitemapFiles(tree, site, options.siteUrl))
  }
  return files
}
