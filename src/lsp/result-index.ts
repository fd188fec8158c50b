import type { CompileResult } from '../compile/compile.js'
import { contextOf, type Context } from '../ir/context.js'
import { childPointer } from '../ir/diagnostics/report.js'
import type { Spec } from '../ir/openapi.js'
import { isPageFile, normalizeInsideRoot } from '../ir/paths.js'
import type { AnyNavNode } from '../ir/types.js'
import { schemeOf } from '../ir/urls.js'
import { walk } from '../ir/walk.js'
import type { Segment } from './cursor.js'

/**
 * What the language server looks up in a compile's result, indexed once per result: the node
 * written at each pointer of the resolved docs.json, and where each included file sits in it.
 */
export interface ResultIndex {
  readonly result: CompileResult
  /** The compile's state (specs, listings, inventory); undefined if the result has none. */
  readonly ctx: Context | undefined
  /** The node written at a pointer of the resolved docs.json (generated nodes left out). */
  nodeAt(pointer: string): AnyNavNode | undefined
  /**
   * The path in the resolved docs.json of a file's root: none for docs.json, where the `$ref`
   * stood for an include; undefined for a file the navigation does not include.
   */
  baseOf(file: string): Segment[] | undefined
  /** The loaded OpenAPI spec a spec setting names (a project path or URL, as written). */
  specNamed(written: string): Spec | undefined
  /**
   * The page paths of the project (each page file's path without its extension, sorted), from the
   * compile's walk of the project (`.mintignore` honoured); undefined when it made none (`noFiles`,
   * or a docs.json it could not read).
   */
  pagePaths(): readonly string[] | undefined
}

const indexes = new WeakMap<CompileResult, ResultIndex>()

/** The index of a result, made on first use. */
export function indexOf(result: CompileResult): ResultIndex {
  let index = indexes.get(result)
  if (!index) indexes.set(result, (index = makeIndex(result)))
  return index
}

function makeIndex(result: CompileResult): ResultIndex {
  let ctx: Context | undefined
  try {
    ctx = contextOf(result.file)
  } catch {
    ctx = undefined
  }
  let nodes: Map<string, AnyNavNode> | undefined
  let pages: string[] | undefined
  let bases: Map<string, Segment[]> | undefined
  const build = () => {
    nodes = new Map()
    bases = new Map([['docs.json', []]])
    walk(result.tree, (node) => {
      if ('generated' in node && node.generated) return
      if (!nodes!.has(node.pointer)) nodes!.set(node.pointer, node)
      const region = node.region
      if (!bases!.has(region.source.path)) bases!.set(region.source.path, segmentsOf(region.logical))
    })
  }
  return {
    result,
    ctx,
    nodeAt(pointer) {
      if (!nodes) build()
      return nodes!.get(pointer)
    },
    baseOf(file) {
      if (!bases) build()
      return bases!.get(file)
    },
    specNamed(written) {
      const trimmed = written.trim()
      const id = schemeOf(trimmed) !== undefined ? trimmed : normalizeInsideRoot(trimmed)
      const entry = id === undefined || id === '' ? undefined : ctx?.specs.entries.get(id)
      return entry?.status === 'loaded' ? entry.spec : undefined
    },
    pagePaths() {
      const files = ctx?.inventory?.files
      if (!files) return undefined
      pages ??= [...new Set([...files].filter(isPageFile).map((file) => file.replace(/\.mdx?$/, '')))].sort()
      return pages
    },
  }
}

/** The path an RFC 6901 pointer names; array indices (digits only) as numbers. */
export function segmentsOf(pointer: string): Segment[] {
  if (pointer === '') return []
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => {
      if (/^(?:0|[1-9]\d*)$/.test(segment)) return Number(segment)
      return segment.includes('~') ? segment.replace(/~1/g, '/').replace(/~0/g, '~') : segment
    })
}

/** The RFC 6901 pointer of a path. */
export function pointerOf(path: readonly Segment[]): string {
  let pointer = ''
  for (const segment of path) pointer = childPointer(pointer, segment)
  return pointer
}
