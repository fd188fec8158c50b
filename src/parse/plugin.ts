import type { Plugin } from 'unified'
import { contextOf } from '../ir/context.js'
import { createRoot, type RootNode } from '../ir/types.js'
import { fileRegion, sourceFile, type SourceFile } from '../source/source-file.js'
import { buildNavigation } from './navigation.js'
import { readJson, reportByteOrderMark, rereadJson } from './read-json.js'
import { kept } from '../ir/memo.js'
import type { Context } from '../ir/context.js'
import { resolveRefs } from './refs.js'

/**
 * The unified parser: docs.json text -> navigation tree. Reads the JSON (with positions only where
 * something is reported), resolves `$ref` includes, and builds one node per element.
 */
export const docsJsonParser: Plugin<[], string, RootNode> = function () {
  this.parser = (document, file) => {
    const ctx = contextOf(file)
    // The editor's edited text is docs.json's only while it is the text parsed.
    const edited = ctx.configEdited?.toString() === document ? ctx.configEdited : undefined
    const source = sourceFile(file.basename ?? 'docs.json', document, 'json', edited)
    ctx.regions.addSource(source)
    const read = readDocsJson(ctx, source)
    if (!read) return emptyTree(source)
    const region = fileRegion(source)
    return buildNavigation(resolveRefs(read.value, region, ctx.host, ctx, ctx.regions), region, ctx.regions, ctx, ctx.memo)
  }
}

/** docs.json as it was last read with nothing to report, by a project kept open. */
interface LastRead {
  read?: { source: SourceFile; value: unknown }
}

/**
 * docs.json's value. A project kept open parses again only the part an edit changed, and shares
 * the rest with the value it read last: what is made from a part that did not change can be kept.
 */
function readDocsJson(ctx: Context, source: SourceFile): { value: unknown } | undefined {
  reportByteOrderMark(ctx, source)
  if (!ctx.memo) return readJson(ctx, source)
  const last = kept(ctx.memo, 'docs.json', '', '', (): LastRead => ({}))
  const read = last.read ? rereadJson(ctx, source, last.read) : readJson(ctx, source)
  last.read = read?.clean ? { source, value: read.value } : undefined
  return read
}

/** The tree of a docs.json that could not be read or parsed. */
export function emptyTree(source: SourceFile): RootNode {
  return createRoot(undefined, fileRegion(source), '', undefined)
}
