import { at, report } from '../../ir/diagnostics/report.js'
import type { Context } from '../../ir/context.js'
import { labelsFromSlug, operationLabel, type ResolvedOperation } from '../../ir/openapi.js'
import type { OperationNode, RootNode } from '../../ir/types.js'
import { walk } from '../../ir/walk.js'
import { folderOf } from '../../ir/paths.js'
import { titleFromSlug } from '../../ir/titles.js'
import { unsafeCharacters } from './slug.js'

/**
 * Makes operation URLs unique across the whole site, deterministically: in document order, the
 * first operation keeps a slug and later different operations get `-1`, `-2`, ... (Mintlify dedups
 * only inside one generated group and otherwise overwrites pages). Also reports slugs with
 * characters that need encoding, and pages written at a generated slug, which replace it.
 */
export function dedupeSlugs(tree: RootNode, ctx: Context): void {
  // No spec was loaded, so no operation has a slug: nothing to walk for.
  if (![...ctx.specs.entries.values()].some((entry) => entry.status === 'loaded') && ![...ctx.specs.asyncApis.values()].some(Boolean)) return
  const nodes: OperationNode[] = []
  const pagePaths = new Set<string>()
  walk(tree, (node) => {
    if (node.type === 'operation' && node.operation) nodes.push(node)
    else if (node.type === 'page' && node.path !== undefined) pagePaths.add(node.path)
  })
  const slugOf = new Map<string, string>()
  const folders = new Map<string, Set<string>>()
  const holder = new Map<string, OperationNode>()
  for (const node of nodes) {
    const operation = node.operation!
    const key = operationKey(operation)
    const assigned = slugOf.get(key)
    // A later listing of an operation at the same generated slug shares the slug (and the labels
    // made from it) its first listing was given.
    if (assigned !== undefined) {
      node.operation = retitled(operation, assigned)
      continue
    }
    let slug = operation.slug
    const first = holder.get(slug)
    if (first) {
      let suffix = 1
      while (holder.has(`${operation.slug}-${suffix}`)) suffix++
      slug = `${operation.slug}-${suffix}`
      report(
        ctx,
        'DN3015',
        at(node.region, node.pointer),
        {
          slug: operation.slug,
          renamed: slug,
          first: describe(first.operation!),
          second: describe(operation),
        },
        at(first.region, first.pointer),
      )
    }
    slugOf.set(key, slug)
    holder.set(slug, node)
    node.operation = retitled(operation, slug)
    checkSlug(ctx, node, pagePaths, folders)
  }
}

/** Whether a page file exists at a path, listing each folder once: sites generate hundreds of operations per folder. */
function pageFileAt(ctx: Context, folders: Map<string, Set<string>>, slug: string): string | undefined {
  const folder = folderOf(slug)
  let names = folders.get(folder)
  if (!names) folders.set(folder, (names = new Set(ctx.host.list(folder))))
  const name = slug.slice(folder === '' ? 0 : folder.length + 1)
  const extension = names.has(`${name}.mdx`) ? '.mdx' : names.has(`${name}.md`) ? '.md' : undefined
  return extension === undefined ? undefined : slug + extension
}

function checkSlug(ctx: Context, node: OperationNode, pagePaths: ReadonlySet<string>, folders: Map<string, Set<string>>): void {
  const operation = node.operation!
  const unsafe = unsafeCharacters(operation.slug)
  if (unsafe.length > 0) {
    report(ctx, 'DN3016', at(node.region, node.pointer), {
      slug: operation.slug,
      operation: describe(operation),
      characters: unsafe.map((character) => (character.trim() === '' ? 'a space' : `\`${character}\``)).join(', '),
    })
  }
  const file = pagePaths.has(operation.slug) ? operation.slug : ctx.options.noFiles ? undefined : pageFileAt(ctx, folders, operation.slug)
  if (file !== undefined) {
    node.operation = { ...operation, replacedBy: file }
    report(ctx, 'DN3017', at(node.region, node.pointer), { file, operation: describe(operation), slug: operation.slug })
    return
  }
  // Mintlify's build writes each generated page as `<slug>.mdx`: a file or folder name over the file system's limit stops it (ENAMETOOLONG).
  const segments = operation.slug.split('/')
  const tooLong = segments
    .map((segment, index) => (index === segments.length - 1 ? `${segment}.mdx` : segment))
    .find((name) => Buffer.byteLength(name) > MAX_FILE_NAME_BYTES)
  if (tooLong !== undefined) {
    report(ctx, 'DN3035', at(node.region, node.pointer), {
      operation: describe(operation),
      name: tooLong.length > 60 ? `${tooLong.slice(0, 40)}…${tooLong.slice(-12)}` : tooLong,
      bytes: String(Buffer.byteLength(tooLong)),
      limit: String(MAX_FILE_NAME_BYTES),
    })
  }
}

/** The longest file or folder name file systems take, in bytes (ext4, APFS, NTFS in UTF-16 units). */
const MAX_FILE_NAME_BYTES = 255

/** The operation with the labels made from its slug made again from its final slug (`Owners pets 1`, as Mintlify's). */
function retitled(operation: ResolvedOperation, slug: string): ResolvedOperation {
  const fromSlug = labelsFromSlug.get(operation)
  const renamed = { ...operation, slug }
  if (fromSlug?.title) renamed.title = titleFromSlug(slug)
  if (fromSlug?.sidebarTitle) renamed.sidebarTitle = titleFromSlug(slug)
  return renamed
}

/** An operation with the slug it was generated at: under two `directory`s it is two pages, as on Mintlify. */
function operationKey(operation: ResolvedOperation): string {
  return `${operation.spec}\n${operation.kind}\n${operation.kind === 'channel' ? '' : operation.method}\n${operation.path}\n${operation.slug}`
}

function describe(operation: ResolvedOperation): string {
  return `\`${operationLabel(operation)}\` of \`${operation.spec}\``
}
