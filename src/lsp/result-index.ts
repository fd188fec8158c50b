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

/**
 * Where a result keeps its index (not enumerable). On the result, not in a WeakMap of results: V8's
 * young-generation collector keeps every value of a WeakMap alive, whether its key lives or not,
 * so each keystroke's result, through its index, survived until a full collection.
 */
const INDEX = Symbol('docsnav result index')

/** The index of a result, made on first use. */
export function indexOf(result: CompileResult): ResultIndex {
  const indexed = result as CompileResult & { [INDEX]?: ResultIndex }
  let index = indexed[INDEX]
  if (!index) Object.defineProperty(result, INDEX, { value: (index = makeIndex(result)) })
  return index
}

function makeIndex(result: CompileResult): ResultIndex {
  let ctx: Context | undefined
  try {
    ctx = contextOf(result.file)
  } catch {
    ctx = undefined
  }
  let pages: string[] | undefined
  let bases: Map<string, Segment[]> | undefined
  return {
    result,
    ctx,
    nodeAt(pointer) {
      // Down the one branch whose pointers hold it (a node's children's pointers extend its own):
      // a request asks for a node or two, and a map of every node's pointer would cost a walk of the
      // whole tree after each compile (40 ms of crewAI's, more than the keystroke's compile).
      return nodeOnBranch(result.tree, pointer)
    },
    baseOf(file) {
      if (!bases) {
        const found = new Map<string, Segment[]>([['docs.json', []]])
        walk(result.tree, (node) => {
          if ('generated' in node && node.generated) return
          const region = node.region
          if (!found.has(region.source.path)) found.set(region.source.path, segmentsOf(region.logical))
        })
        bases = found
      }
      return bases.get(file)
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

/**
 * The first node, in the tree's order, written at `pointer` (generated nodes left out), searching
 * only the nodes whose pointer is the pointer or holds it.
 */
function nodeOnBranch(node: AnyNavNode, pointer: string): AnyNavNode | undefined {
  const own = node.pointer
  if (own === pointer && !('generated' in node && node.generated)) return node
  // By type, as walk() does: a miss of `'children' in node` on a class instance walks its prototypes.
  if (node.type === 'page' || node.type === 'operation' || node.type === 'globalEntry') return undefined
  for (const child of (node as Extract<AnyNavNode, { children: unknown }>).children as readonly AnyNavNode[]) {
    const childPointer = child.pointer
    if (childPointer !== pointer && !(pointer.startsWith(childPointer) && pointer.charCodeAt(childPointer.length) === 0x2f)) continue
    const found = nodeOnBranch(child, pointer)
    if (found) return found
  }
  return undefined
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
