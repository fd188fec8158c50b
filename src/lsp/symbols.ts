import type { DocumentSymbol, SymbolKind } from 'vscode-languageserver'
import { parseOperationReference } from '../ir/page-entry.js'
import { ELEMENT_NAME, GLOBAL_KEYS, LABEL_KEY, type ElementKind } from '../ir/schema.js'
import type { Segment } from './cursor.js'
import type { RangeOf } from './completion.js'
import { memberOf, type LooseArray, type LooseObject, type LooseValue } from './loose-json.js'
import { entryKindOf, objectKindAt, type ObjectKind } from './vocabulary.js'

/** The protocol's symbol kinds used here. */
const SYMBOL = { file: 1, module: 2, namespace: 3, package: 4, class: 5, method: 6, enum: 10, object: 19 } as const satisfies Record<string, SymbolKind>

const ELEMENT_SYMBOL: Record<ElementKind, SymbolKind> = {
  tab: SYMBOL.namespace,
  anchor: SYMBOL.namespace,
  dropdown: SYMBOL.namespace,
  menuItem: SYMBOL.namespace,
  product: SYMBOL.package,
  version: SYMBOL.enum,
  language: SYMBOL.enum,
  group: SYMBOL.class,
}

/**
 * The symbols of the containers of an earlier outline of the same tree (updateLoose keeps the
 * nodes an edit did not touch), for those whose symbols are still right: `reuse` gives them when
 * the node, the places it is written at and its depth (how many elements hold it) are unchanged;
 * `keep` is told those of this outline.
 */
export interface KeptSymbols {
  reuse(node: LooseObject | LooseArray, depth: number): DocumentSymbol[] | undefined
  keep(node: LooseObject | LooseArray, depth: number, symbols: DocumentSymbol[]): void
}

/**
 * The most page entries an outline lists one by one. A navigation that lists more (crewAI's docs.json:
 * 23,000) is outlined shallow: its divisions and groups, each page left out (a client would draw
 * tens of thousands of symbols, and the server spend most of the request writing them); the groups
 * still lead to where their pages are written.
 */
export const OUTLINE_PAGES_MAX = 2000

/**
 * The most divisions and groups a shallow outline lists. Above it, the deepest levels are left out,
 * a level at a time (crewAI's 4,800 groups in 2 languages and 3 versions: 1.1 MB of symbols, most
 * of the request's time and the client's): every division still shows, and its first levels of groups.
 */
export const OUTLINE_ELEMENTS_MAX = 1000

/**
 * What an outline lists: pages (`pages`), and how deep its divisions and groups go (`depth`: 1, the
 * navigation's own; undefined, all).
 */
export interface OutlineShape {
  pages: boolean
  depth: number | undefined
}

/**
 * The shape of the outline of a tolerant tree: its pages when it lists at most `maxPages`, its
 * elements (objects with a label key: a tab, a group ...) down to the deepest level at which they
 * number, with those above them, at most `maxElements` (the first level always).
 */
export function outlineShape(root: LooseValue | undefined, maxPages = OUTLINE_PAGES_MAX, maxElements = OUTLINE_ELEMENTS_MAX): OutlineShape {
  let pageEntries = 0
  const elementsAt: number[] = []
  const labels = new Set<string>(Object.values(LABEL_KEY))
  const walk = (value: LooseValue, inPages: boolean, depth: number): void => {
    if (value.kind === 'string') {
      if (inPages) pageEntries++
    } else if (value.kind === 'array') {
      for (const item of value.items) walk(item, inPages, depth)
    } else if (value.kind === 'object') {
      const element = value.members.some((member) => labels.has(member.key.value))
      if (element) elementsAt[depth] = (elementsAt[depth] ?? 0) + 1
      for (const member of value.members) if (member.value) walk(member.value, member.key.value === 'pages', element ? depth + 1 : depth)
    }
  }
  if (root) walk(root, false, 0)
  const pages = pageEntries <= maxPages
  if (pages) return { pages, depth: undefined }
  let depth = 0
  for (let listed = 0; depth < elementsAt.length; depth++) {
    listed += elementsAt[depth] ?? 0
    if (listed > maxElements && depth > 0) return { pages, depth }
  }
  return { pages, depth: undefined }
}

/**
 * The outline of a navigation file: `navigation`, its tabs, anchors, groups ... with their labels,
 * and the pages and operations they list (with `pages` false, or more than
 * {@link OUTLINE_PAGES_MAX} of them, none), each with the range it is written at. `base` is the
 * file's place in the resolved docs.json (none for docs.json); without it, what an object is is
 * guessed from its label key. Read from the text as the editor holds it, mistakes and all. `kept`:
 * the symbols of an earlier outline, reused where still right (the outline of a file being typed).
 */
export function symbolsOf(
  root: LooseValue | undefined,
  base: Segment[] | undefined,
  rangeOf: RangeOf,
  kept?: KeptSymbols,
  { pages, depth: maxDepth }: OutlineShape = outlineShape(root),
): DocumentSymbol[] {
  const symbols: DocumentSymbol[] = []
  if (root) visit(root, [], undefined, symbols, 0)
  return symbols

  // `depth`: how many elements hold the value (a division or group, not the navigation itself).
  function visit(value: LooseValue, path: Segment[], listKey: Segment | undefined, into: DocumentSymbol[], depth: number): void {
    if (!kept || (value.kind !== 'object' && value.kind !== 'array')) {
      visitValue(value, path, listKey, into, depth)
      return
    }
    const reused = kept.reuse(value, depth)
    if (reused) {
      for (const symbol of reused) into.push(symbol)
      kept.keep(value, depth, reused)
      return
    }
    const mark = into.length
    visitValue(value, path, listKey, into, depth)
    kept.keep(value, depth, into.slice(mark))
  }

  function visitValue(value: LooseValue, path: Segment[], listKey: Segment | undefined, into: DocumentSymbol[], depth: number): void {
    if (value.kind === 'string') {
      if (pages && listKey === 'pages' && value.value.trim() !== '') {
        const operation = parseOperationReference(value.value) !== undefined
        into.push(leaf(value.value, operation ? 'operation' : 'page', operation ? SYMBOL.method : SYMBOL.file, value.start, value.end))
      }
      return
    }
    if (value.kind === 'array') {
      // Shallow: a list of pages holds nothing more to outline but the groups written in it.
      if (!pages && value.items.every((item) => item.kind === 'string')) return
      // A string entry needs no path of its own (most entries are: thousands of pages).
      value.items.forEach((item, index) => visit(item, item.kind === 'object' || item.kind === 'array' ? [...path, index] : path, listKey, into, depth))
      return
    }
    if (value.kind !== 'object') return
    const kind = kindOf(value, path, listKey)
    const element = (kind?.kind === 'element' || kind?.kind === 'globalEntry') && kind.element !== 'navigation'
    // Below the outline's depth: neither the element nor what it holds.
    if (element && maxDepth !== undefined && depth >= maxDepth) return
    const insideDepth = element ? depth + 1 : depth
    const children: DocumentSymbol[] = []
    for (const member of value.members) {
      const key = member.key.value
      const inside = member.value
      if (!inside || (inside.kind !== 'object' && inside.kind !== 'array')) continue
      if (kind?.kind === 'document' && key !== 'navigation') continue
      if (kind?.kind === 'global' && !(GLOBAL_KEYS as readonly string[]).includes(key)) continue
      visit(inside, [...path, key], key, children, insideDepth)
    }
    const refValue = memberOf(value, '$ref')?.value
    const ref = refValue?.kind === 'string' ? refValue : undefined
    if (kind?.kind === 'element' || kind?.kind === 'globalEntry') {
      const element = kind.element
      if (element === 'navigation') {
        into.push(node('navigation', undefined, SYMBOL.module, value, value.start, value.start + 1, children))
        return
      }
      const labelValue = memberOf(value, LABEL_KEY[element])?.value
      const label = labelValue?.kind === 'string' && labelValue.value.trim() !== '' ? labelValue : undefined
      // An element brought in whole by `$ref` is named by its file until it has a label of its own.
      const named = label ?? ref
      const name = label?.value ?? (ref ? `$ref ${ref.value}` : `(${ELEMENT_NAME[element]} without a label)`)
      const selection = named ?? { start: value.start, end: value.start + 1 }
      into.push(
        node(
          name,
          kind.kind === 'globalEntry' ? `global ${ELEMENT_NAME[element]}` : ELEMENT_NAME[element],
          ELEMENT_SYMBOL[element],
          value,
          selection.start,
          selection.end,
          children,
        ),
      )
      return
    }
    if (ref) children.unshift(leaf(`$ref ${ref.value}`, 'include', SYMBOL.module, ref.start, ref.end))
    if (kind?.kind === 'global') {
      if (children.length > 0) into.push(node('global', undefined, SYMBOL.object, value, value.start, value.start + 1, children))
      return
    }
    into.push(...children)
  }

  function kindOf(value: LooseObject, path: Segment[], listKey: Segment | undefined): ObjectKind | undefined {
    if (base) return objectKindAt([...base, ...path])
    for (const [element, label] of Object.entries(LABEL_KEY)) {
      if (memberOf(value, label)) return { kind: 'element', element: element as ElementKind }
    }
    if (memberOf(value, 'navigation')) return { kind: 'document' }
    const element = entryKindOf(listKey)
    return element && { kind: 'element', element }
  }

  function leaf(name: string, detail: string, kind: SymbolKind, start: number, end: number): DocumentSymbol {
    const range = rangeOf(start, end)
    return { name, detail, kind, range, selectionRange: range }
  }

  function node(
    name: string,
    detail: string | undefined,
    kind: SymbolKind,
    value: LooseValue,
    selectionStart: number,
    selectionEnd: number,
    children: DocumentSymbol[],
  ): DocumentSymbol {
    const symbol: DocumentSymbol = { name, kind, range: rangeOf(value.start, value.end), selectionRange: rangeOf(selectionStart, selectionEnd), children }
    if (detail !== undefined) symbol.detail = detail
    return symbol
  }
}
