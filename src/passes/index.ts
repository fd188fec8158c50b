import type { Plugin } from 'unified'
import { contextOf, guarded, type Context } from '../ir/context.js'
import type { RootNode } from '../ir/types.js'
import { dedupeSlugs } from './openapi/dedupe-slugs.js'
import { expandChannels } from './openapi/expand-channels.js'
import { expandEndpoints } from './openapi/expand-endpoints.js'
import { loadSpecs } from './openapi/load-specs.js'
import { resolvePages } from './resolve-pages.js'
import { inventory } from './inventory/index.js'
import { links } from './links/index.js'
import { redirects } from './redirects/index.js'
import { routes } from './routes.js'
import { structure } from './structure/index.js'

/** A pass: reads (and may extend) the tree, reports through the context, never throws on user input. */
export interface Pass {
  name: string
  run: (tree: RootNode, ctx: Context) => void
}

/** The passes, in the order they run. */
export const passes: readonly Pass[] = [
  { name: 'structure', run: structure },
  { name: 'load-specs', run: loadSpecs },
  { name: 'expand-endpoints', run: expandEndpoints },
  { name: 'expand-channels', run: expandChannels },
  { name: 'dedupe-slugs', run: dedupeSlugs },
  { name: 'resolve-pages', run: resolvePages },
  { name: 'routes', run: routes },
  { name: 'inventory', run: inventory },
  { name: 'redirects', run: redirects },
  { name: 'links', run: links },
]

/**
 * The passes as unified transformers, in order: each works from the compile's context on the file,
 * and one that throws (a docsnav bug) becomes an internal-error diagnostic naming it.
 */
export const passPlugins: Plugin<[], RootNode>[] = passes.map(({ name, run }) => {
  const plugin: Plugin<[], RootNode> = () => (tree, file) => {
    const ctx = contextOf(file)
    guarded(ctx, name, () => run(tree, ctx))
  }
  Object.defineProperty(plugin, 'name', { value: name })
  return plugin
})
