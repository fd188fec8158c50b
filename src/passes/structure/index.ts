import { at } from '../../ir/diagnostics/report.js'
import type { Context } from '../../ir/context.js'
import { inUnit } from '../../ir/memo.js'
import { holdsElements, type AnyNavNode, type DivisionNode, type RootNode } from '../../ir/types.js'
import { checkElement } from './elements.js'
import { checkGlobal, checkGlobalEntry } from './global.js'
import { checkPagePath, pagePathNeedsALook } from './page-paths.js'
import { checkRoot } from './root.js'
import { checkLanguageCode, checkSwitcher } from './switchers.js'

/**
 * Checks the shape of the navigation against docs/format.md and the rules of docs/pages-and-routes.md that need no files, in
 * one walk: the primary pattern, child keys, labels, field types, unknown keys, hrefs, language
 * codes, defaults, and page paths as written.
 */
export function structure(tree: RootNode, ctx: Context): void {
  checkRoot(ctx, tree)
  checkSwitchers(ctx, tree)
  for (const child of tree.children) checkSubtree(ctx, child, 'root')
}

/**
 * Checks a node and everything below it, in document order. What is checked of an element and its
 * contents depends on nothing else than what is written there and what holds it: each is a unit
 * of work, which a project kept open checks again only when that part of docs.json changed.
 */
function checkSubtree(ctx: Context, node: Exclude<AnyNavNode, RootNode>, parentType: string): void {
  if (node.type === 'page' || node.type === 'operation' || node.type === 'globalEntry') {
    checkNode(ctx, node, parentType)
    return
  }
  const check = () => {
    checkNode(ctx, node, parentType)
    for (const child of node.children) checkSubtree(ctx, child, node.type)
  }
  // The same object at the same place, written in the same file (an included part is a new object each
  // compile). An element of pages only is checked again with the one holding it: cheaper than keeping it.
  if (ctx.memo && holdsElements(node)) {
    inUnit(ctx.memo, ctx, 'structure', node.pointer, [node.raw, parentType, node.region.source.path, node.region.logical], check)
  } else check()
}

function checkNode(ctx: Context, node: Exclude<AnyNavNode, RootNode>, parentType: string): void {
  switch (node.type) {
    case 'page':
      if (pagePathNeedsALook(node.value, node.path)) checkPagePath(ctx, node.value, node.path, at(node.region, node.pointer))
      return
    case 'operation':
      return
    case 'group':
      checkElement(ctx, node, parentType)
      return
    case 'global':
      checkGlobal(ctx, node)
      return
    case 'globalEntry':
      checkGlobalEntry(ctx, node)
      if (node.kind === 'language') checkLanguageCode(ctx, node)
      return
    default:
      checkElement(ctx, node, parentType)
      if (node.type === 'language') checkLanguageCode(ctx, node)
      checkSwitchers(ctx, node)
  }
}

function checkSwitchers(ctx: Context, node: RootNode | DivisionNode): void {
  if (node.childKey !== 'versions' && node.childKey !== 'languages') return
  checkSwitcher(
    ctx,
    node.children.filter((child): child is DivisionNode => child.type === 'version' || child.type === 'language'),
  )
}
