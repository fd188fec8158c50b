import type { Context } from '../../ir/context.js'
import { isRecord } from '../../ir/json-values.js'
import { inUnit } from '../../ir/memo.js'
import type { FrontmatterSpecs, Spec } from '../../ir/openapi.js'
import { indexSpec } from '../../parse/openapi.js'
import { siteFilesOf } from '../inventory/project-files.js'
import { parseSpecText, refLoader } from './load-specs.js'
import { isRemoteSpec } from './spec-uses.js'

/** The files Mintlify reads to find specs: JSON and YAML by their extension, as it writes them (lower case). */
const SPEC_FILE = /\.(json|yaml|yml)$/
/** How many unreadable files a message names; the rest are counted. */
const UNREAD_NAMED = 3

/** What a project file is to Mintlify's search for specs: a spec, and what docsnav could not read of it (or of a file that may be one). */
interface FileAsSpec {
  spec?: Spec
  unread?: string
}
const NOT_A_SPEC: FileAsSpec = {}

/**
 * The specs Mintlify looks a page's frontmatter `openapi` up in (@mintlify/prebuild
 * `categorizeFilePaths`, then the specs docs.json names): every JSON or YAML file of the project
 * whose top level has an `openapi` key, in the order Mintlify's walk yields them, then the specs
 * docs.json names that the walk does not find. Made once per compile, when a page asks; each file
 * is a unit of work, so a project kept open reads again only the files that changed. A spec
 * docs.json names is the one the navigation loaded (its problems reported there); any other file
 * is read quietly: what keeps one from being read is said only when a lookup misses.
 */
export function frontmatterSpecs(ctx: Context): FrontmatterSpecs {
  if (ctx.specs.frontmatter) return ctx.specs.frontmatter
  const found: FrontmatterSpecs = { specs: [], unread: [] }
  const files = siteFilesOf(ctx)
  if (files.truncated) found.unread.push('the project has too many files to walk them all')
  const walked = new Set<string>()
  // docs.json itself is no spec (Mintlify would read it, find no top-level `openapi`, and pass on).
  for (const path of [...files.all].filter((file) => SPEC_FILE.test(file) && file !== ctx.file.path).sort(inWalkOrder)) {
    walked.add(path)
    const named = ctx.specs.entries.get(path)
    const file = named === undefined ? inUnit(ctx.memo, ctx, 'project-spec', path, [], () => fileAsSpec(ctx, path))
      : named.status === 'loaded' ? { spec: named.spec } : { unread: `\`${path}\` (reported above)` }
    if (file.spec) found.specs.push({ spec: file.spec, location: `/${path}` })
    if (file.unread !== undefined) found.unread.push(file.unread)
  }
  for (const [id, entry] of ctx.specs.entries) {
    if (walked.has(id)) continue
    if (entry.status === 'loaded') found.specs.push({ spec: entry.spec, location: isRemoteSpec(id) ? id : `/${id}` })
    else found.unread.push(`\`${id}\` (reported above)`)
  }
  if (found.unread.length > UNREAD_NAMED) found.unread.splice(UNREAD_NAMED, Infinity, `${found.unread.length - UNREAD_NAMED} more`)
  ctx.specs.frontmatter = found
  return found
}

/**
 * A project file docs.json does not name, as Mintlify's search for specs sees it: an OpenAPI spec
 * when its top level has an `openapi` key (Swagger 2.0 files have none: Mintlify does not find
 * them). Its path item `$ref`s are read through a cache of its own, so that the unit records them.
 */
function fileAsSpec(ctx: Context, path: string): FileAsSpec {
  const read = ctx.host.read(path)
  if (!read.ok) return read.kind === 'missing' ? NOT_A_SPEC : { unread: `\`${path}\`: ${read.reason}` }
  // No key `openapi` without the word (unless written with escapes, which no spec is): most JSON files are not parsed.
  if (!read.text.includes('openapi')) return NOT_A_SPEC
  const parsed = parseSpecText(path, read.text)
  if ('problem' in parsed) return { unread: `\`${path}\` cannot be parsed: ${parsed.reason}` }
  const value = parsed.source.value
  if (!isRecord(value) || !Object.hasOwn(value, 'openapi')) return NOT_A_SPEC
  const { spec } = indexSpec(path, value, parsed.source, refLoader(ctx, new Map()))
  if (!spec) return { unread: `\`${path}\` is no OpenAPI document docsnav reads` }
  return spec.complete ? { spec } : { spec, unread: `some paths of \`${path}\` (their \`$ref\`s cannot be followed)` }
}

/**
 * Mintlify's walk order: each folder's entries by name (as `readdir` sorts them), a folder's files
 * where its name falls among theirs. So paths compare by their first differing segment.
 */
export function inWalkOrder(a: string, b: string): number {
  const left = a.split('/')
  const right = b.split('/')
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    if (left[index] !== right[index]) return left[index]! < right[index]! ? -1 : 1
  }
  return left.length - right.length
}
