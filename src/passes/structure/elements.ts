import { report } from '../../ir/diagnostics/report.js'
import { holderPlace, memberPlace, type Holder, type Context } from '../../ir/context.js'
import { describeValue, isRecord, own } from '../../ir/json-values.js'
import { normalizePagePath } from '../../ir/page-entry.js'
import {
  ALL_CHILD_KEYS,
  CHILD_KEYS,
  ELEMENT_NAME,
  FIELDS,
  GENERATOR_TAB_KEYS,
  GENERATORS,
  LABEL_KEY,
  NON_EMPTY_AT_ROOT,
  SDK_FORMATS,
  STRIPPED_BY_MINTLIFY,
  knownKeys,
  withArticle,
  type ChildKey,
  type ElementKind,
  type FieldTable,
} from '../../ir/schema.js'
import type { DivisionNode, GroupNode } from '../../ir/types.js'
import { capitalise, checkFieldValue, checkLabel } from './fields.js'
import { reportUnknownKey } from '../../ir/unknown-keys.js'
import { checkHref } from './hrefs.js'
import { checkPagePath, pagePathNeedsALook } from './page-paths.js'

const KNOWN_KEYS = new Map<ElementKind, readonly string[]>((Object.keys(LABEL_KEY) as ElementKind[]).map((kind) => [kind, knownKeys(kind)]))
const ANY_CHILD_KEY = new Set<string>([...ALL_CHILD_KEYS, 'global'])

/**
 * Checks one division or group against the schema: its label, its child keys (at most one, each
 * allowed here), the type of every field, unknown keys, and whether it has any content at all.
 */
export function checkElement(ctx: Context, node: DivisionNode | GroupNode, parentType: string): void {
  const kind: ElementKind = node.type === 'group' ? 'group' : node.type
  // The node is the holder: its pointer is made only if something is reported.
  const holder: Holder = node
  const element = ELEMENT_NAME[kind]
  const known = KNOWN_KEYS.get(kind)!
  const labelKey = LABEL_KEY[kind]
  const standIn = checkLabel(ctx, holder, labelKey, element, known)

  const allowedChildren = CHILD_KEYS[kind]
  const fields: FieldTable = FIELDS[kind]
  const keys = Object.keys(holder.raw)
  let childKeyCount = 0
  let misplacedContent = false
  for (const key of keys) {
    if (key === labelKey) continue
    if (allowedChildren.includes(key as ChildKey)) {
      if (key === 'href') {
        checkFieldValue(ctx, holder, key, 'string')
        checkHref(ctx, holder, element)
      } else if (Array.isArray(holder.raw[key]) && (holder.raw[key] as unknown[]).length === 0 && key !== 'pages') {
        // Inside an element Mintlify drops an empty list and builds: the element is empty.
        report(ctx, 'DN2017', memberPlace(ctx, holder, key, 'key'), { element: capitalise(element), label: node.label })
      }
      childKeyCount++
      continue
    }
    if (key !== 'global' && ANY_CHILD_KEY.has(key)) misplacedContent = true
    const spec = own(fields, key)
    if (spec !== undefined) {
      checkFieldValue(ctx, holder, key, spec.type, STRIPPED_BY_MINTLIFY[kind]?.includes(key))
      const value = holder.raw[key]
      if (spec.type === 'page-path' && typeof value === 'string') {
        const path = normalizePagePath(value)
        if (pagePathNeedsALook(value, path)) checkPagePath(ctx, value, path, memberPlace(ctx, holder, key))
      }
    } else if (ANY_CHILD_KEY.has(key)) {
      report(ctx, 'DN2005', memberPlace(ctx, holder, key, 'key'), { subject: capitalise(withArticle(element)), key, allowed: describeAllowed(allowedChildren) })
    } else if (own(PLACES_OF_GENERATORS, key) !== undefined && !generatorAllowed(holder.raw, kind, key)) {
      report(ctx, 'DN2026', memberPlace(ctx, holder, key, 'key'), {
        key,
        subject: withArticle(element),
        where: `only on ${own(PLACES_OF_GENERATORS, key)!
          .map((name) => `${ELEMENT_NAME[name]}s`)
          .join(' and ')}, and on a tab only beside \`groups\` and its own fields`,
      })
    } else if (own(PLACES_OF_GENERATORS, key) !== undefined && generatorValueProblem(key, holder.raw[key]) !== undefined) {
      report(ctx, 'DN2008', memberPlace(ctx, holder, key), {
        key,
        expected: generatorValueProblem(key, holder.raw[key])!,
        found: describeValue(holder.raw[key]),
      })
    } else if (key !== standIn) {
      reportUnknownKey(ctx, holder, key, element, known)
    }
  }

  // Several child keys: the first in the schema's order is used, the others are reported.
  if (childKeyCount > 1) {
    const childKeys = keys.filter((key): key is ChildKey => key !== labelKey && allowedChildren.includes(key as ChildKey))
    childKeys.sort((a, b) => allowedChildren.indexOf(a) - allowedChildren.indexOf(b))
    const kept = childKeys[0]!
    for (const key of childKeys.slice(1)) {
      report(
        ctx,
        'DN2004',
        memberPlace(ctx, holder, key, 'key'),
        {
          element: capitalise(element),
          label: node.label,
          kept,
          key,
          withHref: kept === 'href' ? '' : undefined,
        },
        memberPlace(ctx, holder, kept, 'key'),
      )
    }
  }

  const hasSpec = Object.hasOwn(holder.raw, 'openapi') || Object.hasOwn(holder.raw, 'asyncapi')
  // Content under a key that is not allowed here, or lost with a failed `$ref`, was reported already.
  const contentReported = misplacedContent || ctx.regions.isIncomplete(holder.raw)
  if (node.type === 'group') checkGroup(ctx, node, holder, parentType, hasSpec || contentReported)
  else if (childKeyCount === 0 && !hasSpec && !contentReported) {
    report(ctx, 'DN2017', holderPlace(holder), { element: capitalise(element), label: node.label })
  }
}

/** Where Mintlify allows its other page generators (the schema's `GENERATORS`), by key. */
const PLACES_OF_GENERATORS: Readonly<Record<string, readonly ElementKind[]>> = Object.fromEntries(
  Object.entries(GENERATORS).map(([key, generator]) => [key, generator.places]),
)

const GENERATOR_TAB_KEY_SET = new Set(GENERATOR_TAB_KEYS)

/**
 * Whether Mintlify's schema takes `key` (graphql, sdk) here: a group takes `sdk`; a tab takes one
 * of them in strict variants of its own, beside `groups` and its base fields only.
 */
function generatorAllowed(raw: Record<string, unknown>, kind: ElementKind, key: string): boolean {
  if (!PLACES_OF_GENERATORS[key]!.includes(kind)) return false
  return kind !== 'tab' || Object.keys(raw).every((name) => name === key || GENERATOR_TAB_KEY_SET.has(name))
}

/** Why a `graphql` or `sdk` value is one Mintlify's schema rejects, or undefined. */
function generatorValueProblem(key: string, value: unknown): string | undefined {
  const source = (text: unknown) => typeof text === 'string' && text.trim() !== '' && (!URL.canParse(text.trim()) || /^https:/i.test(text.trim()))
  if (key === 'graphql') {
    if (typeof value === 'string') return source(value) ? undefined : 'a local path or an `https://` URL'
    if (isRecord(value) && source(value.source) && Object.keys(value).every((name) => name === 'source' || name === 'directory')) return undefined
    return 'a local path or an `https://` URL, or `{ "source": ..., "directory": ... }`'
  }
  if (
    isRecord(value) &&
    source(value.source) &&
    typeof value.format === 'string' &&
    SDK_FORMATS.includes(value.format) &&
    Object.keys(value).every((name) => name === 'source' || name === 'format' || name === 'directory')
  )
    return undefined
  return `\`{ "format": ..., "source": ... }\` with a format of ${SDK_FORMATS.map((format) => `\`${format}\``).join(', ')}`
}

const NON_EMPTY_LISTS = new Set<string>(NON_EMPTY_AT_ROOT)

/** Reports an empty root list of a kind Mintlify requires at least one of. */
export function checkNotEmpty(ctx: Context, holder: Holder, key: string): void {
  const value = holder.raw[key]
  if (NON_EMPTY_LISTS.has(key) && Array.isArray(value) && value.length === 0) report(ctx, 'DN2024', memberPlace(ctx, holder, key, 'value'), { key })
}

/** `pagesOptional`: the group has a spec to generate pages from, or its content problem was reported. */
function checkGroup(ctx: Context, node: GroupNode, holder: Holder, parentType: string, pagesOptional: boolean): void {
  const pages = own(holder.raw, 'pages')
  // No `pages` is an empty group, as on Mintlify (its schema defaults `pages` to `[]`): a warning.
  if (pages === undefined && !pagesOptional) {
    report(ctx, 'DN2017', holderPlace(holder), { element: 'Group', label: node.label })
  } else if (Array.isArray(pages) && pages.length === 0 && !pagesOptional) {
    report(ctx, 'DN2017', memberPlace(ctx, holder, 'pages', 'key'), { element: 'Group', label: node.label })
  }
  if (Object.hasOwn(holder.raw, 'expanded') && parentType !== 'group') {
    report(ctx, 'DN2012', memberPlace(ctx, holder, 'expanded', 'key'), { label: node.label })
  }
}

function describeAllowed(keys: readonly ChildKey[]): string {
  const names = keys.map((key) => `\`${key}\``)
  return names.length === 1 ? `only ${names[0]}` : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`
}
