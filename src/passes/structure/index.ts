import { at } from '../../ir/diagnostics/report.js'
import type { Context } from '../../ir/context.js'
import type { DivisionNode, RootNode } from '../../ir/types.js'
import { walk } from '../../ir/walk.js'
import { checkElement } from './elements.js'
import { checkGlobal, checkGlobalEntry } from './global.js'
import { checkPagePath, pagePathNeedsALook } from './page-paths.js'
import { checkRoot } from './root.js'
import { checkLanguageCode, checkSwitcher } from './switchers.js'

/**
 * Checks the shape of the navigation against docs/format.md and the rules of docs/pages-and-routes.md that need no files, in
 * one walk: the primary pattern, child keys, labels, field types, unknown keys, hrefs, language
 * codes, defaults, and page paths as written.
 * Needs: the tree from the parser. Guarantees: every structural problem is reported; the tree is
 * not changed.
 */
export function structure(tree: RootNode, ctx: Context): void {
  checkRoot(ctx, tree)
  walk(tree, (node, _index, parent) => {
    switch (node.type) {
      case 'page':
        if (pagePathNeedsALook(node.value, node.path)) checkPagePath(ctx, node.value, node.path, at(node.region, node.pointer))
        return
      case 'operation':
        return
      case 'group':
        checkElement(ctx, node, parent?.type ?? 'root')
        return
      case 'global':
        checkGlobal(ctx, node)
        return
      case 'globalEntry':
        checkGlobalEntry(ctx, node)
        return
      case 'root':
        checkSwitchers(ctx, node)
        return
      default:
        checkElement(ctx, node, parent?.type ?? 'root')
        if (node.type === 'language') checkLanguageCode(ctx, node)
        checkSwitchers(ctx, node)
    }
  })
}

function checkSwitchers(ctx: Context, node: RootNode | DivisionNode): void {
  if (node.childKey !== 'versions' && node.childKey !== 'languages') return
  checkSwitcher(ctx, node.children.filter((child): child is DivisionNode => child.type === 'version' || child.type === 'language'))
}

