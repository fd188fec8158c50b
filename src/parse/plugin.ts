import type { Plugin } from 'unified'
import { contextOf } from '../ir/context.js'
import { createRoot, type RootNode } from '../ir/types.js'
import { fileRegion, sourceFile, type SourceFile } from '../source/source-file.js'
import { buildNavigation } from './navigation.js'
import { readJson } from './read-json.js'
import { resolveRefs } from './refs.js'

/**
 * The unified parser: docs.json text -> navigation tree. Reads the JSON (with positions only where
 * something is reported), resolves `$ref` includes, and builds one node per element.
 */
export const docsJsonParser: Plugin<[], string, RootNode> = function () {
  this.parser = (document, file) => {
    const ctx = contextOf(file)
    const source = sourceFile(file.basename ?? 'docs.json', document)
    const read = readJson(ctx, source)
    if (!read) return emptyTree(source)
    const region = fileRegion(source)
    return buildNavigation(resolveRefs(read.value, region, ctx.host, ctx, ctx.regions), region, ctx.regions, ctx)
  }
}

/** The tree of a docs.json that could not be read or parsed. */
export function emptyTree(source: SourceFile): RootNode {
  return createRoot(undefined, fileRegion(source), '', undefined)
}
