import { findReferenced, type Spec, type SpecOperation } from '../ir/openapi.js'
import { parseOperationReference } from '../ir/page-entry.js'
import { LABEL_KEY, type ElementKind } from '../ir/schema.js'
import { DivisionNode, GroupNode, OperationNode, PageNode } from '../ir/types.js'
import { spotAt, type Holder, type Segment, type Spot } from './cursor.js'
import { memberOf, type LooseValue } from './loose-json.js'
import { indexOf, pointerOf, type ResultIndex } from './result-index.js'
import type { Compiled } from './session.js'
import { entryKindOf, objectKindAt, type ObjectKind } from './vocabulary.js'
import type { ReadableText } from '../source/edited-text.js'

/**
 * A request at a place in a navigation file (docs.json or a file it includes): the file's text as
 * the editor holds it, what the cursor is at, and where the file sits in the latest compile.
 */
export interface CursorContext {
  /** Project-relative. */
  file: string
  text: ReadableText
  offset: number
  spot: Spot
  /** The path of the file's root in the resolved docs.json; undefined when no compile included the file. */
  base: Segment[] | undefined
  index: ResultIndex | undefined
}

/** The files that are not navigation: diagnostics only. */
const NOT_NAVIGATION = new Set(['docsnav.config.json'])

/** Whether a file is one the navigation may be written in: docs.json or a JSON file it includes (not the settings). */
export function isNavigationFile(file: string): boolean {
  return file.endsWith('.json') && !NOT_NAVIGATION.has(file)
}

/**
 * The context of a request at `offset` of a navigation file, whose text reads as `tree`
 * (loose-json.ts); undefined for a file that is not one.
 */
export function cursorContext(
  file: string,
  text: ReadableText,
  tree: LooseValue | undefined,
  offset: number,
  latest: Compiled | undefined,
): CursorContext | undefined {
  if (!isNavigationFile(file)) return undefined
  const clamped = Math.max(0, Math.min(offset, text.length))
  const index = latest && indexOf(latest.result)
  const base = file === 'docs.json' ? [] : index?.baseOf(file)
  return { file, text, offset: clamped, spot: spotAt(tree, clamped), base, index }
}

/** The path of a holder in the resolved docs.json, when the file's place in it is known. */
export function logicalPath(context: CursorContext, holder: Holder): Segment[] | undefined {
  return context.base && [...context.base, ...holder.path]
}

/**
 * What an object of the file is: from its path in the resolved docs.json when the file's place is
 * known; else guessed from its label key (`"group": ...`), or from the key of the list holding it.
 */
export function kindOfHolder(context: CursorContext, holder: Holder): ObjectKind | undefined {
  if (holder.value.kind !== 'object') return undefined
  const path = logicalPath(context, holder)
  if (path) return objectKindAt(path)
  for (const [element, label] of Object.entries(LABEL_KEY)) {
    if (memberOf(holder.value, label)) return { kind: 'element', element: element as ElementKind }
  }
  const element = entryKindOf(holder.path.at(-2))
  return element && { kind: 'element', element }
}

/** The key of the list the cursor's holder is (`pages`), for a holder that is an array. */
export function listKey(context: CursorContext, holder: Holder): Segment | undefined {
  return holder.path.length > 0 ? holder.path.at(-1) : context.base?.at(-1)
}

/**
 * The OpenAPI specs in force at the cursor: those of the nearest `openapi` on the objects holding it
 * (as written now), else on the elements above the file (in the latest compile). Only specs the
 * latest compile loaded count.
 */
export function specsInScope(context: CursorContext): Spec[] {
  const index = context.index
  if (!index) return []
  for (let at = context.spot.holders.length - 1; at >= 0; at--) {
    const holder = context.spot.holders[at]!.value
    if (holder.kind !== 'object') continue
    const setting = memberOf(holder, 'openapi')?.value
    if (setting) return specsOf(index, looseSources(setting))
  }
  const base = context.base ?? []
  for (let length = base.length; length >= 0; length--) {
    const node = index.nodeAt(pointerOf(base.slice(0, length)))
    if ((node instanceof DivisionNode || node instanceof GroupNode) && node.fields.openapi !== undefined)
      return specsOf(index, plainSources(node.fields.openapi))
  }
  return []
}

/** The operation an entry names (`GET /pets`, `spec.json POST /pets`), in the specs it names or those in force at the cursor. */
export function operationAt(context: CursorContext, entry: string): SpecOperation | undefined {
  const reference = parseOperationReference(entry)
  if (!reference) return undefined
  const specs = reference.spec !== undefined ? [context.index?.specNamed(reference.spec)].filter((spec) => spec !== undefined) : specsInScope(context)
  for (const spec of specs) {
    const operation = findReferenced(spec, reference)
    if (operation) return operation
  }
  return undefined
}

function specsOf(index: ResultIndex, sources: readonly string[]): Spec[] {
  return sources.flatMap((source) => {
    const spec = index.specNamed(source)
    return spec ? [spec] : []
  })
}

/** The spec sources an `openapi` value names, as written now: a string, a list, or `{ source }`. */
function looseSources(value: LooseValue): string[] {
  if (value.kind === 'string') return [value.value]
  if (value.kind === 'array') return value.items.flatMap(looseSources)
  if (value.kind === 'object') {
    const source = memberOf(value, 'source')?.value
    return source?.kind === 'string' ? [source.value] : []
  }
  return []
}

function plainSources(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(plainSources)
  if (typeof value === 'object' && value !== null && typeof (value as { source?: unknown }).source === 'string') return [(value as { source: string }).source]
  return []
}

/** The page or operation node the latest compile made of the entry at the cursor, if it still says the same. */
export function entryNode(context: CursorContext): PageNode | OperationNode | undefined {
  const { spot, index } = context
  if (spot.role !== 'item' || !spot.holder || spot.index === undefined || spot.token?.kind !== 'string' || !index) return undefined
  const path = logicalPath(context, spot.holder)
  if (!path) return undefined
  const node = index.nodeAt(pointerOf([...path, spot.index]))
  if ((node instanceof PageNode || node instanceof OperationNode) && node.value === spot.token.value) return node
  return undefined
}

/** The group the latest compile made of the object holding the cursor, if it is one. */
export function holderGroup(context: CursorContext): GroupNode | undefined {
  const { spot, index } = context
  if (!spot.holder || !index) return undefined
  const path = logicalPath(context, spot.holder)
  const node = path && index.nodeAt(pointerOf(path))
  return node instanceof GroupNode ? node : undefined
}
