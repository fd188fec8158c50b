import type { AstroSite } from './astro-site.js'

/**
 * The projects an Astro process keeps open, by root, on `globalThis`: Astro loads the config, the
 * content config and the pages as separate module graphs (and bundles the pages), so a module
 * variable would be one per graph. Kept apart from astro-site.ts, which imports the compiler,
 * so that the route middleware reaches the open project without bundling the compiler into pages.
 */

const REGISTRY = Symbol.for('docsnav.astro-sites')

export function openSites(): Map<string, AstroSite> {
  return ((globalThis as Record<symbol, unknown>)[REGISTRY] ??= new Map()) as Map<string, AstroSite>
}
