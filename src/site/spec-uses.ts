import { at, childPointer, type Place } from '../ir/diagnostics/report.js'
import type { Context } from '../ir/context.js'
import { checkField } from '../ir/field-types.js'
import { isRecord, own } from '../ir/json-values.js'
import { normalizeInsideRoot } from '../ir/paths.js'
import { schemeOf } from '../ir/urls.js'
import type { SpecSetting } from '../ir/schema.js'
import { DivisionNode, GroupNode, type RootNode } from '../ir/types.js'
import { walk } from '../ir/walk.js'
import type { Region } from '../source/source-file.js'

/** Where a spec is named: an `openapi` value (or one entry of it), `api.openapi`, or a `<spec> METHOD /path` entry. */
export interface SpecUse {
  /** As written. */
  written: string
  /** Project-relative path or URL; undefined when the path leaves the project root. */
  id: string | undefined
  /** `directory` of an `{source, directory}` setting: the first part of generated URLs. */
  directory?: string
  /** How many OpenAPI overlays the setting lists (they are not applied). */
  overlays?: number
  place: Place
  /** Named in the navigation (an element's `openapi`, a `<spec> METHOD /path` entry), not by `api.openapi`. */
  inNavigation?: true
}

/** Whether a spec is named by a URL, of any scheme (only `https:` is ever fetched). */
export function isRemoteSpec(id: string): boolean {
  return schemeOf(id) !== undefined
}

/** Whether a spec URL is one Mintlify takes and docsnav may fetch: `https:` only. */
export function isHttpsSpec(id: string): boolean {
  return /^https:/i.test(id)
}

/** How a spec is addressed in this compile: a URL as it is, a path relative to the project root. */
export function specId(written: string): string | undefined {
  const trimmed = written.trim()
  if (isRemoteSpec(trimmed)) return trimmed
  const path = normalizeInsideRoot(trimmed)
  return path === '' ? undefined : path
}

/** Shared by the many elements that name no spec. */
const NO_USES: readonly SpecUse[] = Object.freeze([])

/** The specs an element's own `openapi` (or `asyncapi`) names, each with the site of the value that names it. */
export function ownSpecUses(ctx: Context, node: DivisionNode | GroupNode, key: 'openapi' | 'asyncapi' = 'openapi'): readonly SpecUse[] {
  const setting = node.fields[key]
  if (setting === undefined) return NO_USES
  const base = childPointer(node.pointer, key)
  return usesOf(setting, base, ctx.regions.child(node.raw as object, key, node.region))
}

/** The specs of `api.openapi` in docs.json: the scope of operation references outside any `openapi`. */
export function documentSpecUses(ctx: Context, root: RootNode): SpecUse[] {
  const document = root.document
  if (!isRecord(document)) return []
  const api = own(document, 'api')
  if (!isRecord(api)) return []
  const setting = own(api, 'openapi')
  const region = ctx.regions.child(api, 'openapi', ctx.regions.child(document, 'api', root.documentRegion))
  // A value of the wrong shape is reported by the structure pass and names no spec.
  return checkField('spec', 'openapi', setting) === undefined ? usesOf(setting as SpecSetting, '/api/openapi', region) : []
}

function usesOf(setting: SpecSetting, pointer: string, region: Region): SpecUse[] {
  if (Array.isArray(setting)) return setting.flatMap((entry, index) => usesOf(entry, `${pointer}/${index}`, region))
  if (typeof setting === 'string') return [{ written: setting, id: specId(setting), place: at(region, pointer) }]
  const use: SpecUse = { written: setting.source, id: specId(setting.source), place: at(region, `${pointer}/source`) }
  // As Mintlify takes it: `./reference`, `/reference` and `reference/` are the folder `reference`.
  const directory = setting.directory === undefined ? undefined : normalizeInsideRoot(setting.directory.trim())
  if (directory !== undefined) use.directory = directory
  if (setting.overlays !== undefined && setting.overlays.length > 0) use.overlays = setting.overlays.length
  return [use]
}

/** Every place the navigation names a spec, in document order (`api.openapi` first). */
export function allSpecUses(ctx: Context, tree: RootNode): SpecUse[] {
  const uses = documentSpecUses(ctx, tree)
  if (!tree.namesSpecs) return uses
  walk(tree, (node) => {
    if (node.type === 'operation') {
      const written = node.reference.spec
      if (written !== undefined) uses.push({ written, id: specId(written), place: at(node.region, node.pointer), inNavigation: true })
    } else if (node.type !== 'root' && node.type !== 'page' && node.type !== 'global' && node.type !== 'globalEntry') {
      for (const use of ownSpecUses(ctx, node)) uses.push({ ...use, inNavigation: true })
    }
  })
  return uses
}

/** An element with `asyncapi` whose pages Mintlify does not generate, and why. */
export interface IgnoredAsyncApi {
  node: DivisionNode | GroupNode
  /** The owner above it, when that is why; else it is a group that also has `openapi`. */
  below?: DivisionNode | GroupNode
}

/**
 * The elements whose `asyncapi` specs get pages, in document order, and those whose do not:
 * Mintlify ignores `asyncapi` on a group that has `openapi`, and never looks below an element
 * whose `asyncapi` it has expanded.
 */
export function asyncApiOwners(tree: RootNode): { owners: Array<DivisionNode | GroupNode>; ignored: IgnoredAsyncApi[] } {
  const owners: Array<DivisionNode | GroupNode> = []
  const ignored: IgnoredAsyncApi[] = []
  if (!tree.namesSpecs) return { owners, ignored }
  const visit = (parent: RootNode | DivisionNode | GroupNode, owner: DivisionNode | GroupNode | undefined) => {
    for (const child of parent.children) {
      if (!(child instanceof DivisionNode || child instanceof GroupNode)) continue
      let inside = owner
      if (child.fields.asyncapi !== undefined) {
        if (owner !== undefined) ignored.push({ node: child, below: owner })
        else if (child.type === 'group' && child.fields.openapi !== undefined) ignored.push({ node: child })
        else {
          owners.push(child)
          inside = child
        }
      }
      visit(child, inside)
    }
  }
  visit(tree, undefined)
  return { owners, ignored }
}
