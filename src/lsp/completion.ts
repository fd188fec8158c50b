import type { CompletionItem, CompletionItemKind, Range } from 'vscode-languageserver'
import { operationLabel, type Spec } from '../ir/openapi.js'
import { LANGUAGE_CODES } from '../ir/schema.js'
import { replaceRange } from './cursor.js'
import { kindOfHolder, listKey, specsInScope, type CursorContext } from './cursor-context.js'
import type { LooseObject } from './loose-json.js'
import { keyOf, keysOf, type KeyInfo, type ObjectKind } from './vocabulary.js'

/** The protocol's completion kinds used here. */
const KIND = { method: 2, property: 10, enumMember: 20, file: 17 } as const satisfies Record<string, CompletionItemKind>

/** A range of the file, from offsets to the protocol's positions. */
export type RangeOf = (start: number, end: number) => Range

/**
 * What may be written at the cursor:
 * - in an entry of `pages`: the project's page paths, and the operations (`GET /pets`) of the
 *   OpenAPI specs in force there;
 * - in a group's `root`: page paths;
 * - where a key goes in an object of the navigation (a tab, a group, ...): the keys it may still
 *   take, each with what it is for;
 * - in the value of `language` and of a key with a few values (`directory`, `align`, booleans):
 *   those values.
 */
export function completionsAt(context: CursorContext, pagePaths: () => readonly string[], rangeOf: RangeOf): CompletionItem[] {
  const { spot, offset } = context
  const holder = spot.holder
  if (!holder) return []
  const replaced = replaceRange(spot, offset)
  const range = rangeOf(replaced.start, replaced.end)
  const inString = spot.token?.kind === 'string'
  const quoted = (text: string) => (inString ? text : JSON.stringify(text))
  const item = (label: string, kind: CompletionItemKind, extra: Partial<CompletionItem> = {}): CompletionItem => ({
    label,
    kind,
    textEdit: { range, newText: quoted(label) },
    ...extra,
  })

  if (spot.role === 'item') {
    if (listKey(context, holder) !== 'pages') return []
    return [...operations(specsInScope(context), item), ...pagePaths().map((path) => item(path, KIND.file, { sortText: `1${path}` }))]
  }
  const kind = kindOfHolder(context, holder)
  if (!kind) return []
  if (spot.role === 'value' && spot.member) {
    const key = spot.member.key.value
    if (key === 'root' && kind.kind === 'element' && kind.element === 'group') return pagePaths().map((path) => item(path, KIND.file))
    const values = valuesOf(kind, key)
    return values.map((value) => {
      // true and false as JSON booleans, unless a string was begun.
      const bare = (value === 'true' || value === 'false') && !inString
      return { label: value, kind: KIND.enumMember, textEdit: { range, newText: bare ? value : quoted(value) } }
    })
  }
  if (spot.role === 'key') {
    const present = new Set((holder.value as LooseObject).members.filter((member) => member !== spot.member).map((member) => member.key.value))
    return keysOf(kind)
      .filter((info) => !present.has(info.key))
      .map((info, order) => ({
        label: info.key,
        kind: KIND.property,
        detail: info.type,
        documentation: { kind: 'markdown', value: info.doc },
        sortText: String(order).padStart(3, '0'),
        textEdit: { range, newText: inString ? info.key : `${JSON.stringify(info.key)}: ` },
      }))
  }
  return []
}

/** The values of a key of an object of a kind: language codes for `language`, else its few values. */
function valuesOf(kind: ObjectKind, key: string): readonly string[] {
  if (key === 'language' && ((kind.kind === 'element' && kind.element === 'language') || (kind.kind === 'globalEntry' && kind.element === 'language')))
    return LANGUAGE_CODES
  const info: KeyInfo | undefined = keyOf(kind, key)
  return info?.values ?? []
}

/** The operations of specs as entries of `pages` (`GET /pets`, `webhook petCreated`), excluded ones left out. */
function operations(
  specs: readonly Spec[],
  item: (label: string, kind: CompletionItemKind, extra?: Partial<CompletionItem>) => CompletionItem,
): CompletionItem[] {
  const seen = new Set<string>()
  const items: CompletionItem[] = []
  for (const spec of specs) {
    for (const operation of spec.operations) {
      const label = operationLabel(operation)
      if (operation.excluded || seen.has(label)) continue
      seen.add(label)
      const extra: Partial<CompletionItem> = {
        sortText: `0${String(items.length).padStart(6, '0')}`,
        documentation: { kind: 'markdown', value: `From \`${spec.id}\`${operation.operationId ? ` (\`${operation.operationId}\`)` : ''}` },
      }
      if (operation.summary) extra.detail = operation.summary
      items.push(item(label, KIND.method, extra))
    }
  }
  return items
}
