import type { Plugin } from 'unified'
import { contextOf, guarded, type Context } from '../ir/context.js'
import type { RootNode } from '../ir/types.js'
import { dedupeSlugs } from './openapi/dedupe-slugs.js'
import { expandChannels } from './openapi/expand-channels.js'
import { expandEndpoints } from './openapi/expand-endpoints.js'
import { loadSpecs } from './openapi/load-specs.js'
import { resolvePages } from './resolve-pages.js'
import { inventory } from './inventory/index.js'
import { links, pagesToCheck, readPages } from './links/index.js'
import { extractInWorkers } from './links/workers.js'
import { report, unplaced } from '../ir/diagnostics/report.js'
import { redirects } from './redirects/index.js'
import { redirectRules } from './redirects/rules.js'
import { routes } from './routes/index.js'
import { structure } from './structure/index.js'

/** A pass: reads (and may extend) the tree, reports through the context, never throws on user input. */
export interface Pass {
  name: string
  run: (tree: RootNode, ctx: Context) => void
}

/**
 * The passes that read the navigation, in the order they run: after them the tree is final (they
 * read docs.json, its includes and specs, and never a page's content).
 */
export const navigationPasses: readonly Pass[] = [
  { name: 'structure', run: structure },
  { name: 'redirect-rules', run: redirectRules },
  { name: 'load-specs', run: loadSpecs },
  { name: 'expand-endpoints', run: expandEndpoints },
  { name: 'expand-channels', run: expandChannels },
  { name: 'dedupe-slugs', run: dedupeSlugs },
]

/** The passes over the site the navigation makes (pages, routes, files, redirects, links), in the order they run; they leave the tree as it is. */
export const sitePasses: readonly Pass[] = [
  { name: 'resolve-pages', run: resolvePages },
  { name: 'routes', run: routes },
  { name: 'inventory', run: inventory },
  { name: 'redirects', run: redirects },
  { name: 'links', run: links },
]

/** Every pass, in the order they run. */
export const passes: readonly Pass[] = [...navigationPasses, ...sitePasses]

/**
 * Passes as unified transformers, in order: each works from the compile's context on the file,
 * and one that throws (a docsnav bug) becomes an internal-error diagnostic naming it.
 */
function pluginsOf(list: readonly Pass[]): Plugin<[], RootNode>[] {
  return list.map(({ name, run }) => {
    const plugin: Plugin<[], RootNode> = () => (tree, file) => {
      const ctx = contextOf(file)
      guarded(ctx, name, () => run(tree, ctx))
    }
    Object.defineProperty(plugin, 'name', { value: name })
    return plugin
  })
}

export const navigationPassPlugins = pluginsOf(navigationPasses)
export const sitePassPlugins = pluginsOf(sitePasses)

/**
 * Reads the pages for the link check in worker threads, before the links pass (which then finds
 * them in `ctx.pageReads`): a stage only an asynchronous compile can run.
 */
const readPagesInParallel: Plugin<[], RootNode> = () => async (_tree, file) => {
  const ctx = contextOf(file)
  if (!ctx.options.links || ctx.options.noFiles || !ctx.listings) return
  try {
    ctx.pageReads = await readPages(ctx, pagesToCheck(ctx), (texts) => extractInWorkers(texts, (done) => ctx.onProgress?.({ stage: 'links', done, total: texts.length })))
  } catch (error) {
    report(ctx, 'DN9001', unplaced(), { stage: 'links', reason: error instanceof Error ? error.message : String(error) })
  }
}

/** {@link sitePassPlugins}, with the pages of the link check read on every core. */
export const parallelSitePassPlugins: Plugin<[], RootNode>[] = sitePassPlugins.flatMap((plugin, index) => (sitePasses[index]!.run === links ? [readPagesInParallel, plugin] : [plugin]))
