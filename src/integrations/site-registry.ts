import type { CompileResult } from '../compile/compile.js'
import type { NavigationDocument } from '../ir/navigation-document.js'
import type { Redirect } from '../ir/redirects.js'
import type { Route } from '../ir/site.js'
import type { Renderer } from '../render/index.js'

/**
 * The projects an Astro process keeps open, by root, on `globalThis`: Astro loads the config, the
 * content config and the pages as separate module graphs (and bundles the pages), so a module
 * variable would be one per graph. Kept apart from open-site.ts, which imports the compiler,
 * so that the route middleware reaches the open project without bundling the compiler into pages.
 */

/** What an integration needs of one compile. */
export interface CompiledSite {
  /** The project folder, absolute. */
  root: string
  result: CompileResult
  navigation: NavigationDocument
  routes: Route[]
  renderer: Renderer
  /**
   * docs.json's redirects, then, on a site with no page at `/` that none of them leads from, one
   * from `/` to the site's first page, as Mintlify sends `/` there (the logo links to `/`).
   */
  redirects: Redirect[]
  /** With a site URL, the build outputs by name (sitemap.xml, llms.txt, ...); else none are made. */
  files: Record<string, string>
}

export interface OpenSite {
  readonly root: string
  /** The latest compile, made once if none is yet. */
  current(): Promise<CompiledSite>
  /**
   * Compiles again after files changed (absolute, or relative to the root), then lets each listener
   * follow, one update after another (an older compile never overwrites a newer one's entries).
   * Resolves when all have: then the pages may reload.
   */
  update(changed: Iterable<string>): Promise<CompiledSite>
  /** Called after every compile that {@link update} makes; a listener added again under the same name replaces the old one (a dev server's restart makes new ones). */
  onChange(name: string, listener: (site: CompiledSite) => void | Promise<void>): void
  /** Whether a path (absolute) is one the compile read or looked for: an edit to it may change the navigation. */
  isInput(path: string): boolean
}

const REGISTRY = Symbol.for('docsnav.open-sites')

export function openSites(): Map<string, OpenSite> {
  return ((globalThis as Record<symbol, unknown>)[REGISTRY] ??= new Map()) as Map<string, OpenSite>
}
