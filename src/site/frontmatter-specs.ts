import type { Context } from '../ir/context.js'
import { isRecord } from '../ir/json-values.js'
import { inUnit } from '../ir/memo.js'
import type { FrontmatterSpecs, Refusal, Spec } from '../ir/openapi.js'
import { indexSpec } from '../parse/openapi.js'
import { siteFilesOf } from './project-files.js'
import { refusalsOf, specTextOf } from './spec-text.js'
import { isRemoteSpec } from './spec-uses.js'

/**
 * The files Mintlify reads to find specs: JSON and YAML by their extension as it reads one
 * (`path.parse`, lower case): a name before it, so that a file named `.json` is not one.
 */
const SPEC_FILE = /(?:^|\/)[^/]+\.(?:json|yaml|yml)$/
/** How many unreadable files a message names; the rest are counted. */
const UNREAD_NAMED = 3
/** Files up to this size are read whole from their start, which does not count toward the cap on all a compile reads (most are not specs). */
const SMALL_FILE = 64 * 1024

/** What a project file is to Mintlify's search for specs: a spec, and what docsnav could not read of it (or of a file that may be one). */
interface FileAsSpec {
  spec?: Spec
  unread?: string
}
const NOT_A_SPEC: FileAsSpec = {}

/**
 * The specs Mintlify looks a page's frontmatter `openapi` up in (@mintlify/prebuild
 * `categorizeFilePaths`, then `getOpenApiFilesFromConfig`): every JSON or YAML file of the project
 * that its validator takes for an OpenAPI spec, in the order its walk yields them, then the remote
 * specs docs.json names. Made once per compile, when a page asks; each file is a unit of work, so a
 * project kept open reads again only the files that changed. A spec docs.json names is the one the
 * navigation loaded (its problems reported there); any other file is read quietly: what keeps one
 * from being read is said only when a lookup misses.
 */
export function frontmatterSpecs(ctx: Context): FrontmatterSpecs {
  if (ctx.specs.frontmatter) return ctx.specs.frontmatter
  const found: FrontmatterSpecs = { specs: [], unread: [] }
  const files = siteFilesOf(ctx)
  if (files.truncated) found.unread.push('the project has too many files to walk them all')
  for (const link of files.linksOut.filter((path) => SPEC_FILE.test(path))) found.unread.push(`\`${link}\` (it leads out of the project root)`)
  // docs.json itself is no spec (Mintlify would read it, find no top-level `openapi`, and pass on).
  for (const path of [...files.all].filter((file) => SPEC_FILE.test(file) && file !== ctx.file.path).sort(inWalkOrder)) {
    const named = ctx.specs.entries.get(path)
    const file =
      named === undefined
        ? inUnit(ctx.memo, ctx, 'project-spec', path, [], () => fileAsSpec(ctx, path))
        : named.status === 'loaded'
          ? validatorTakes(named.refusals)
            ? { spec: named.spec }
            : NOT_A_SPEC
          : { unread: `\`${path}\` (reported above)` }
    if (file.spec) found.specs.push({ spec: file.spec, location: `/${path}` })
    if (file.unread !== undefined) found.unread.push(file.unread)
  }
  // Local specs the walk does not find are not searched (Mintlify's build fails on them: reported with the navigation).
  for (const [id, entry] of ctx.specs.entries) {
    if (!isRemoteSpec(id)) continue
    if (entry.status !== 'loaded') found.unread.push(`\`${id}\` (reported above)`)
    else if (validatorTakes(entry.refusals)) found.specs.push({ spec: entry.spec, location: id })
  }
  if (found.unread.length > UNREAD_NAMED) found.unread.splice(UNREAD_NAMED, Infinity, `${found.unread.length - UNREAD_NAMED} more`)
  ctx.specs.frontmatter = found
  return found
}

/**
 * A project file docs.json does not name, as Mintlify's search for specs sees it: a spec when its
 * top level has an `openapi` key (Swagger 2.0 files have none) and its validator would take it
 * ({@link validatorTakes}); what keeps docsnav from telling is `unread`. A small file is read from
 * its start, which costs nothing toward the cap on all a compile reads.
 */
function fileAsSpec(ctx: Context, path: string): FileAsSpec {
  const start = ctx.host.readStart(path, SMALL_FILE)
  const read = start.ok && start.complete ? start : ctx.host.read(path)
  if (!read.ok) return read.kind === 'missing' ? NOT_A_SPEC : { unread: `\`${path}\`: ${read.reason}` }
  // No key `openapi` without the word (unless written with escapes, which no spec is): most JSON files are not parsed.
  if (!read.text.includes('openapi')) return NOT_A_SPEC
  const parsed = specTextOf(ctx.memo, path, read.text)
  if ('problem' in parsed) return { unread: `\`${path}\` (it cannot be parsed)` }
  const value = parsed.source.value
  if (!isRecord(value) || !Object.hasOwn(value, 'openapi')) return NOT_A_SPEC
  // A spec whose path items are in other files is refused below (Mintlify refuses it): nothing else is read.
  const { spec, problems } = indexSpec(path, value, parsed.source, () => ({ error: 'not followed' }))
  return spec && validatorTakes(refusalsOf(spec, problems, ctx.memo)) ? { spec } : NOT_A_SPEC
}

/**
 * Whether Mintlify's validator (@mintlify/common `validate`) takes a spec docsnav read: nothing it
 * refuses ({@link refusalsOf}: a version it does not take, a `$ref` to another file, a place that
 * breaks the OpenAPI schema).
 */
function validatorTakes(refusals: readonly Refusal[] | undefined): boolean {
  return refusals === undefined || refusals.length === 0
}

/**
 * Mintlify's walk order: each folder's entries by name as `readdir` sorts them (by their UTF-8
 * bytes, so by code point), a folder's files where its name falls among theirs. So paths compare
 * by their first differing segment.
 */
function inWalkOrder(a: string, b: string): number {
  const left = a.split('/')
  const right = b.split('/')
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    if (left[index] !== right[index]) return byCodePoint(left[index]!, right[index]!)
  }
  return left.length - right.length
}

function byCodePoint(a: string, b: string): number {
  const left = [...a]
  const right = [...b]
  for (let index = 0; index < Math.min(left.length, right.length); index++) {
    if (left[index] !== right[index]) return left[index]!.codePointAt(0)! - right[index]!.codePointAt(0)!
  }
  return left.length - right.length
}
