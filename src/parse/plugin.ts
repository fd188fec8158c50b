import type { Plugin } from 'unified'
import type { Context } from '../ir/context.js'
import { createRoot, type RootNode } from '../ir/types.js'
import { parseReporting } from './json-diagnostics.js'
import { buildNavigation } from './navigation.js'
import { resolveRefs } from './refs.js'
import { sourceFile, type SourceFile } from './source.js'

/**
 * The unified parser plugin: docs.json text -> navigation tree. Reads the JSON with positions,
 * resolves `$ref` includes, and builds one node per navigation element.
 */
export const docsJsonParser: Plugin<[Context], string, RootNode> = function (ctx) {
  this.parser = (document, file) => {
    const source = sourceFile(file.basename ?? 'docs.json', document)
    const value = parseReporting(ctx, source)
    if (!value) return emptyTree(source)
    return buildNavigation(resolveRefs(value, ctx.host, ctx), ctx)
  }
}

/** The tree of a docs.json that could not be read or parsed. */
export function emptyTree(source: SourceFile): RootNode {
  const nothing = { kind: 'null', value: null, start: 0, end: 0, source } as const
  return createRoot(nothing, '', nothing)
}
