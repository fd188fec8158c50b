import type { Context } from '../ir/context.js'
import { MAX_SUGGESTION_COMPARISONS, nearest, spendComparisons } from '../ir/nearest.js'
import { folderOf } from '../ir/paths.js'
import type { UnlistedPage } from '../ir/site.js'
import type { Listing, PageInfo } from '../ir/types.js'

/**
 * The routes of the site as redirects see them: by path (`/x`, decoded, no trailing slash), listed
 * or not (page files no navigation lists are routes too), with what messages call each, and the
 * route nearest to one that is missing.
 */
export class SiteRoutes {
  /** The page files no navigation lists, by route key. */
  private readonly unlisted = new Map<string, UnlistedPage>()
  /** Route paths by their last segment and by their folder, for "did you mean" (made when first needed). */
  private bySlug: Map<string, string[]> | undefined
  private byFolder: Map<string, string[]> | undefined
  /** Routes compared with missing ones, for "did you mean" ({@link MAX_SUGGESTION_COMPARISONS}). */
  comparisonsLeft = MAX_SUGGESTION_COMPARISONS

  constructor(private readonly ctx: Context) {
    for (const page of ctx.inventory?.unlisted ?? []) this.unlisted.set(page.routeKey, page)
  }

  has(path: string): boolean {
    const key = path.slice(1)
    return this.ctx.listings!.routeNames.has(key) || this.unlisted.has(key)
  }

  /** The page at a route path as messages name it (its page path, or the operation it is made from). */
  pageAt(path: string): string | undefined {
    const named = this.ctx.listings!.routeNames.get(path.slice(1))
    if (named !== undefined) return named
    const unlisted = this.unlisted.get(path.slice(1))
    return unlisted && (unlisted.page.file ?? unlisted.path)
  }

  /** What the frontmatter of a page file no navigation lists says, at its route path. */
  unlistedPage(path: string): PageInfo | undefined {
    return this.unlisted.get(path.slice(1))?.page
  }

  /** The owning listing of a listed route path. */
  ownerAt(path: string): Listing | undefined {
    return this.ctx.listings!.routeOwners.get(path.slice(1))
  }

  *paths(): Generator<string> {
    for (const key of this.keys()) yield `/${key}`
  }

  /** Every route's key: its path without the leading `/`. */
  *keys(): Generator<string> {
    yield* this.ctx.listings!.routeNames.keys()
    yield* this.unlisted.keys()
  }

  /** A route like a missing one: the same page in another folder, else a near name in the same folder. */
  nearestTo(path: string): string | undefined {
    if (!this.bySlug || !this.byFolder) {
      this.bySlug = new Map()
      this.byFolder = new Map()
      for (const route of this.paths()) {
        for (const [index, value] of [
          [this.bySlug, route.slice(route.lastIndexOf('/') + 1)],
          [this.byFolder, folderOf(route.slice(1))],
        ] as const) {
          let list = index.get(value)
          if (!list) index.set(value, (list = []))
          list.push(route)
        }
      }
    }
    const moved = this.bySlug.get(path.slice(path.lastIndexOf('/') + 1))
    if (moved) return (spendComparisons(this, moved.length) ? nearest(path, moved) : undefined) ?? moved[0]
    const siblings = this.byFolder.get(folderOf(path.slice(1)))
    return siblings && spendComparisons(this, siblings.length) ? nearest(path, siblings) : undefined
  }
}
