import type { Plugin } from 'unified'
import { contextOf, guarded, guardedAsync, type Context } from '../ir/context.js'
import type { RootNode } from '../ir/types.js'
import { inventory } from './inventory/index.js'
import { links } from './links/index.js'
import { readPagesInThreads } from './links/read-pages.js'
import { dedupeSlugs } from './openapi/dedupe-slugs.js'
import { expandChannels } from './openapi/expand-channels.js'
import { expandEndpoints } from './openapi/expand-endpoints.js'
import { fetchRemoteSpecs } from './openapi/fetch-remote.js'
import { loadSpecs } from './openapi/load-specs.js'
import { redirects } from './redirects/index.js'
import { redirectRules } from './redirects/rules.js'
import { resolvePages } from './resolve-pages.js'
import { routes } from './routes/index.js'
import { structure } from './structure/index.js'

/**
 * What one pass makes for the passes after it, named for where it is kept. A pass may read only
 * what the parser made (the tree) and what a pass before it provides: `test/passes.test.ts` checks
 * the order, and that each fact is there after its pass has run.
 */
export type Fact =
  /** `ctx.specs.fetched`: the remote specs' texts (only `compile()`, with `allowRemote`). */
  | 'fetched specs'
  /** Every structural problem of the tree reported: its fields have the types the schema gives them. */
  | 'structure'
  /** `tree.redirects`: docs.json's redirects, read. */
  | 'redirect rules'
  /** `ctx.specs.entries` and `ctx.specs.asyncApis`: every spec the navigation names, loaded. */
  | 'specs'
  /** Every operation entry matched with its spec's operation, and the generated OpenAPI pages. */
  | 'operations'
  /** The generated pages of AsyncAPI channels. */
  | 'channels'
  /** One slug per operation, none shared. */
  | 'slugs'
  /** `ctx.pages`: each listed page's file and frontmatter (not with `noFiles`). */
  | 'pages'
  /** `ctx.listings`: every listing with its URL and owner. */
  | 'listings'
  /** `ctx.inventory`: the project's page files no navigation lists (not with `noFiles`). */
  | 'inventory'
  /** `ctx.redirectTable`, and `ctx.urlChanges` with `previousRoutes`. */
  | 'redirect table'
  /** `ctx.pageReads`: the link check's pages, read and parsed on every core (only `compile()`, with `links`). */
  | 'page reads'
  /** Every link inside a page checked (with `links`). */
  | 'links'

/** A pass: reads (and may extend) the tree, reports through the context, never throws on user input. */
export interface Pass {
  name: string
  needs: readonly Fact[]
  provides: readonly Fact[]
  /** The pass, in `compile()` and `compileSync()` alike. */
  run?: (tree: RootNode, ctx: Context) => void
  /** A stage only `compile()` runs, which may wait (fetches, threads); `compileSync()` goes without it. */
  runAsync?: (tree: RootNode, ctx: Context) => Promise<void>
}

/**
 * The passes that read the navigation, in the order they run: after them the tree is final (they
 * read docs.json, its includes and specs, and never a page's content).
 */
export const navigationPasses: readonly Pass[] = [
  { name: 'fetch-remote-specs', needs: [], provides: ['fetched specs'], runAsync: fetchRemoteSpecs },
  { name: 'structure', needs: [], provides: ['structure'], run: structure },
  { name: 'redirect-rules', needs: [], provides: ['redirect rules'], run: redirectRules },
  { name: 'load-specs', needs: ['structure', 'fetched specs'], provides: ['specs'], run: loadSpecs },
  { name: 'expand-endpoints', needs: ['specs'], provides: ['operations'], run: expandEndpoints },
  // After the OpenAPI pages: an element with both shows those first.
  { name: 'expand-channels', needs: ['specs', 'operations'], provides: ['channels'], run: expandChannels },
  { name: 'dedupe-slugs', needs: ['operations', 'channels'], provides: ['slugs'], run: dedupeSlugs },
]

/** The passes over the site the navigation makes (pages, routes, files, redirects, links), in the order they run; they leave the tree as it is. */
export const sitePasses: readonly Pass[] = [
  // A page's frontmatter `openapi` is looked up in the specs.
  { name: 'resolve-pages', needs: ['structure', 'specs'], provides: ['pages'], run: resolvePages },
  { name: 'routes', needs: ['pages', 'slugs'], provides: ['listings'], run: routes },
  { name: 'inventory', needs: ['listings'], provides: ['inventory'], run: inventory },
  { name: 'redirects', needs: ['redirect rules', 'listings', 'inventory'], provides: ['redirect table'], run: redirects },
  { name: 'read-pages', needs: ['listings', 'inventory'], provides: ['page reads'], runAsync: readPagesInThreads },
  { name: 'links', needs: ['listings', 'inventory', 'redirect table', 'page reads'], provides: ['links'], run: links },
]

/** Every pass, in the order they run. */
export const passes: readonly Pass[] = [...navigationPasses, ...sitePasses]

/**
 * Passes as unified transformers, in order: each works from the compile's context on the file,
 * and one that throws (a docsnav bug) becomes an internal-error diagnostic naming it. A
 * synchronous pipeline leaves out the stages only `compile()` runs.
 */
export function passPlugins(list: readonly Pass[], mode: 'sync' | 'async'): Plugin<[], RootNode>[] {
  return list.flatMap(({ name, run, runAsync }) => {
    let plugin: Plugin<[], RootNode>
    if (mode === 'async' && runAsync)
      plugin = () => async (tree, file) => void (await guardedAsync(contextOf(file), name, () => runAsync(tree, contextOf(file))))
    else if (run) plugin = () => (tree, file) => void guarded(contextOf(file), name, () => run(tree, contextOf(file)))
    else return []
    Object.defineProperty(plugin, 'name', { value: name })
    return [plugin]
  })
}
