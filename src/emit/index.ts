import { kept, type Memo } from '../ir/memo.js'
import type { Route, SiteModel } from '../ir/site.js'
import { isRecord } from '../ir/json-values.js'
import type { RootNode } from '../ir/types.js'
import { breadcrumbsDocument, breadcrumbsJsonLd } from './breadcrumbs.js'
import { llmsOutputs, type PageContent } from './llms.js'
import { navigationDocument } from './navigation.js'
import { redirectsDocument } from './redirects.js'
import { routesDocument } from './routes.js'
import { sitemapOutputs } from './sitemap.js'
import { jsonOutput, type MadeTexts, type OutputText } from './output-text.js'
import { emitTargets, isTargetOutput, type TargetName } from './targets/index.js'

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
  /**
   * Give the outputs as `result.outputs`, each text made a chunk at a time when read, instead of
   * as strings in `result.files`: a large site's outputs need not be in memory at once (the
   * command line writes them so).
   */
  stream?: boolean
}

/** The outputs Mintlify generates that a project may have its own of, at its root, which then replace them (docsnav writes no robots.txt). */
export const REPLACEABLE_FILES = ['sitemap.xml', 'llms.txt', 'llms-full.txt'] as const

/** The page files, for the outputs made of their content (llms-full.txt): only when files are read. */
export interface PageFiles {
  content: PageContent
  /** Generated files the project has its own of, at its root (`sitemap.xml`, `llms.txt`, ...): those are not made. */
  own: ReadonlySet<string>
}

/**
 * Every output of a build, as files (path -> text, made when read); nothing is written here.
 * `unexpressed` is called once per target whose format cannot express part of the navigation.
 * With `memo` (a project kept open), the parts of routes that did not change are made once.
 */
export function emitOutputs(tree: RootNode, site: SiteModel, options: EmitOptions, unexpressed: (target: TargetName, features: string) => void = () => {}, pages?: PageFiles, memo?: Memo): Record<string, OutputText> {
  const pretty = options.pretty === true
  const navigation = navigationDocument(tree, site)
  // A project kept open writes again only the entries of routes that changed.
  const texts = (name: string) => memo && kept(memo, 'output-texts', `${name}\0${pretty}`, '', (): MadeTexts => new WeakMap())
  const files: Record<string, OutputText> = {
    'navigation.json': jsonOutput(navigation, pretty),
    'routes.json': jsonOutput(routesDocument(site, memo && kept(memo, 'routes-entries', '', '', () => new WeakMap<Route, Route>())), pretty, texts('routes.json')),
    'breadcrumbs.json': jsonOutput(breadcrumbsDocument(site), pretty, texts('breadcrumbs.json')),
  }
  // When docs.json has `redirects` (an empty list too): a site without any gets no empty file.
  if (isRecord(tree.document) && Object.hasOwn(tree.document, 'redirects')) files['redirects.json'] = jsonOutput(redirectsDocument(tree.redirects), pretty)
  if (options.siteUrl !== undefined) {
    files['breadcrumbs.jsonld.json'] = jsonOutput(breadcrumbsJsonLd(site, options.siteUrl, tree.settings.trailingSlash === true, memo), pretty, texts('breadcrumbs.jsonld.json'))
    // A project's own sitemap.xml replaces the generated one, as on Mintlify.
    if (!pages?.own.has('sitemap.xml')) Object.assign(files, sitemapOutputs(tree, site, options.siteUrl, memo))
    if (pages) Object.assign(files, llmsOutputs(tree, site, options.siteUrl, pages.content, pages.own, memo))
  }
  if (options.targets && options.targets.length > 0) {
    const targets = emitTargets(navigation, site.routes, options.targets, tree.redirects, pretty)
    Object.assign(files, targets.files)
    for (const { target, features } of targets.unexpressed) unexpressed(target, features)
  }
  return files
}

const TOP_LEVEL_OUTPUT = /^(?:navigation\.json|routes\.json|breadcrumbs\.json|redirects\.json|llms\.txt|llms-full\.txt|breadcrumbs\.jsonld\.json|sitemap(?:-\d+)?\.xml)$/

/**
 * Whether a file of an output folder has a name some build writes: the manifest of an output
 * folder can vouch for no other file (a forged one cannot get `keep.txt` deleted).
 */
export function isOutputPath(name: string): boolean {
  return TOP_LEVEL_OUTPUT.test(name) || isTargetOutput(name)
}
