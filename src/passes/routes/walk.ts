import { isAbsoluteHref, routeKeyOfPath } from '../../ir/urls.js'
import { DivisionNode, GroupNode, OperationNode, PageNode, defaultIndex, type DivisionLike, type Listing } from '../../ir/types.js'

/** A division or group: what holds listings. */
export type Container = DivisionLike | GroupNode

/** What the walk gives of each place the navigation lists a page, in document order. */
export interface ListingSink<L> {
  /**
   * One listing: `ancestors` are the divisions and groups from the root down to it (for a group's
   * root page, the group too), `scope` the innermost division. Returns what stands for it.
   */
  list(node: Listing['node'], routeKey: string, scope: DivisionLike, ancestors: readonly Container[], hidden: boolean): L
  /** Whether what stands for a listing is a visible one. */
  visible(listed: L): boolean
  /** A division whose contents are listed next (before {@link linked}: divisions come in pre-order). */
  entering?(division: DivisionLike): void
  /** Where a division links, once its contents are listed: its absolute `href`, else its first visible listing. */
  linked?(division: DivisionLike, href: string | undefined, first: L | undefined): void
  /**
   * Lists what an element holds (`walk()`), or takes what an earlier compile listed there: a project
   * kept open lists again only the parts of the navigation that changed.
   */
  around?(element: DivisionNode | GroupNode, ancestors: readonly Container[], hidden: boolean, walk: () => L | undefined): L | undefined
}

/**
 * Walks the navigation's listings in pre-order, as docs/pages-and-routes.md says: what is hidden
 * (by an element, or by a page's frontmatter), each listing's sidebar scope, and where each
 * division links (its `href`, else its first visible page; versions and languages from their
 * default). The routes pass checks what it gives; the listing table is made from it.
 */
export function walkListings<L>(root: DivisionLike, pages: HiddenPages, sink: ListingSink<L>): void {
  new Walk(pages, sink).division(root, [], false)
}

/** Which pages' frontmatter says whether they are hidden, and what it says (by page path). */
export type HiddenPages = ReadonlyMap<string, boolean>

class Walk<L> {
  constructor(
    private readonly pages: HiddenPages,
    private readonly sink: ListingSink<L>,
  ) {}

  /** Lists a division's pages; returns its first visible listing, for the divisions above. */
  division(node: DivisionLike, ancestors: readonly Container[], hidden: boolean): L | undefined {
    const inside = node.type === 'root' ? hidden : (node.fields.hidden ?? hidden)
    const walk = () => {
      const href = node.type !== 'root' && node.href !== undefined && isAbsoluteHref(node.href) ? node.href : undefined
      this.sink.entering?.(node)
      const first = this.contents(node, [...ancestors, node], inside, node)
      this.sink.linked?.(node, href, first)
      return first
    }
    return node.type !== 'root' && this.sink.around ? this.sink.around(node, ancestors, hidden, walk) : walk()
  }

  /** Lists the content of a division or group (`chain` ends with it); returns the first visible listing. */
  private contents(node: Container, chain: readonly Container[], hidden: boolean, scope: DivisionLike): L | undefined {
    let firstVisible: L | undefined
    if (node instanceof GroupNode && node.root !== undefined) {
      firstVisible = this.visible(this.sink.list(node, routeKeyOfPath(node.root), scope, chain, this.pages.get(node.root) ?? hidden))
    }
    // Versions and languages start from their default (Mintlify), not from the first listed.
    const switcher = !(node instanceof GroupNode) && (node.childKey === 'versions' || node.childKey === 'languages')
    const start = switcher ? defaultIndex(node.children.filter((child): child is DivisionNode => child instanceof DivisionNode)) : 0
    let divisionIndex = -1
    let fromDefault: L | undefined
    for (const child of node.children) {
      let found: L | undefined
      if (child instanceof PageNode) {
        if (child.path === undefined) continue
        found = this.visible(this.sink.list(child, routeKeyOfPath(child.path), scope, chain, this.pages.get(child.path) ?? hidden))
      } else if (child instanceof OperationNode) {
        const operation = child.operation
        if (!operation) continue
        found = this.visible(this.sink.list(child, operation.slug, scope, chain, operation.hidden || hidden))
      } else if (child instanceof GroupNode) {
        const inside = child.fields.hidden ?? hidden
        const walk = () => this.contents(child, [...chain, child], inside, scope)
        found = this.sink.around ? this.sink.around(child, chain, hidden, walk) : walk()
      } else if (child instanceof DivisionNode) {
        found = this.division(child, chain, hidden)
        if (switcher && ++divisionIndex === start) fromDefault = found
      }
      firstVisible ??= found
    }
    return fromDefault ?? firstVisible
  }

  private visible(listed: L): L | undefined {
    return this.sink.visible(listed) ? listed : undefined
  }
}
