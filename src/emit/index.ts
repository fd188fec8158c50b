import type { SiteModel } from '../ir/site.js'
import type { RootNode } from '../ir/types.js'
import { breadcrumbsDocument, breadcrumbsJsonLd } from './breadcrumbs.js'
import { navigationDocument } from './navigation.js'
import { routesDocument } from './routes.js'
import { sitemapFiles } from './sitemap.js'
import { TARGETS, emitTargets, type TargetName } from './targets/index.js'

export interface EmitOptions {
  /** The site's absolute URL (`https://docs.example.com`): enables sitemap.xml and breadcrumb JSON-LD. */
  siteUrl?: string
  /** Sidebars for other site generators, each in a folder named after it. */
  targets?: readonly TargetName[]
  /**
   * Indent JSON outputs for people to read. Off by default: a site with many versions has many
   * alternates, and indentation doubles the size of its routes.json.
   */
  pretty?: boolean
}

/**
 * Every output of a build, as files (path -> content); nothing is written here. `unexpressed` is
 * called once per target whose format cannot express part of the navigation.
 */
export function emitOutputs(tree: RootNode, site: SiteModel, options: EmitOptions, unexpressed: (target: TargetName, features: string) => void = () => {}): Record<string, string> {
  const json = (value: unknown) => `${JSON.stringify(value, null, options.pretty ? 2 : undefined)}\n`
  const navigation = navigationDocument(tree, site)
  const files: Record<string, string> = {
    'navigation.json': json(navigation),
    'routes.json': json(routesDocument(site)),
    'breadcrumbs.json': json(breadcrumbsDocument(site)),
  }
  if (options.siteUrl !== undefined) {
    files['breadcrumbs.jsonld.json'] = json(breadcrumbsJsonLd(site, options.siteUrl))
    Object.assign(files, sitemapFiles(tree, site, options.siteUrl))
  }
  if (options.targets && options.targets.length > 0) {
    const targets = emitTargets(navigation, options.targets)
    Object.assign(files, targets.files)
    for (const { target, features } of targets.unexpressed) unexpressed(target, features)
  }
  return files
}

const TOP_LEVEL_OUTPUT = /^(?:navigation\.json|routes\.json|breadcrumbs\.json|breadcrumbs\.jsonld\.json|sitemap(?:-\d+)?\.xml)$/

/**
 * Whether a file of an output folder has a name some build writes: the manifest of an output
 * folder can vouch for no other file (a forged one cannot get `keep.txt` deleted).
 */
export function isOutputPath(name: string): boolean {
  if (TOP_LEVEL_OUTPUT.test(name)) return true
  const slash = name.indexOf('/')
  return slash !== -1 && Object.hasOwn(TARGETS, name.slice(0, slash)) && /\.(?:json|ya?ml|md)$/.test(name)
}
