import type { Place } from './diagnostics/report.js'
import type { SourceFile } from '../source/source-file.js'
import type { HttpMethod } from './schema.js'
import type { WrittenReference } from './page-entry.js'
import { MAX_SUGGESTION_COMPARISONS } from './nearest.js'

/**
 * The operation (or channel) an API page shows, as routes.json has it: a page generated from a
 * spec, or a page written by hand whose frontmatter names one (`openapi`, `asyncapi`). `method` is
 * upper case, or `webhook` for a webhook (its name in `path`).
 */
export type ApiSource =
  | { kind: 'openapi'; spec: string; method: string; path: string; operationId?: string }
  | { kind: 'asyncapi'; spec: string; channel: string }

/** What navigation needs of an OpenAPI spec: its operations, in the order docs/openapi.md defines. */

export interface SpecOperation {
  kind: 'endpoint' | 'webhook'
  method: HttpMethod
  /** The path (`/pets/{petId}`), or the webhook's name. */
  path: string
  summary?: string
  /** The operation's own `description`. */
  description?: string
  operationId?: string
  /** The first tag's name. */
  tag?: string
  /** `x-hidden`: routable, not listed. */
  hidden: boolean
  /** `x-excluded`: no page at all. */
  excluded: boolean
  /** `x-mint.href`: replaces the generated URL. */
  href?: string
  /** `x-mint.metadata.title`. */
  title?: string
  /** `x-mint.metadata.sidebarTitle`: the sidebar label only. */
  sidebarTitle?: string
  /** `x-mint.metadata.description`: the generated page's description, over the operation's own. */
  metadataDescription?: string
  /** `x-mint.metadata.tag` (a badge, not an OpenAPI tag) and `icon`; `deprecated` from the metadata, else the operation's own. */
  badge?: string
  icon?: string
  deprecated?: boolean
  /** Where the operation object is written (a `$ref`ed path item may live in another file). */
  source: SourceFile
  pointer: string
}

export interface Spec {
  /** How the spec is addressed: a project-relative path, or a URL. */
  id: string
  /** `3.1.0`, `3.0.3`, `2.0`, ... */
  version: string
  /** Paths in document order, methods get, put, post, delete, options, head, patch, trace; webhooks last. */
  operations: SpecOperation[]
  /** Tag name -> label of its generated group (`x-group`, else `x-displayName`), where one is given. */
  tagLabels: Map<string, string>
  source: SourceFile
  /** False when some path items could not be read (reported): an empty spec is then no news. */
  complete: boolean
}

/** The operation of a spec at `method path` (a trailing `/` tolerated), excluded ones included. */
export function findEndpoint(spec: Spec, method: HttpMethod, path: string): SpecOperation | undefined {
  const alternative = otherSpelling(path)
  const atPath = operationsAt(spec, 'endpoint', path)
  return (
    atPath.find((operation) => operation.method === method && operation.path === path) ??
    atPath.find((operation) => operation.method === method && operation.path === alternative)
  )
}

/**
 * The endpoints of the path item Mintlify's build takes for `path` (@mintlify/common
 * `findOpenApiPath`): the one written exactly so, else the first equal to it but for one trailing
 * `/` on either side; empty when there is none.
 */
export function pathItemEndpoints(spec: Spec, path: string): SpecOperation[] {
  const atPath = operationsAt(spec, 'endpoint', path)
  const exact = atPath.filter((operation) => operation.path === path)
  if (exact.length > 0) return exact
  const canonical = withoutOneTrailingSlash(path)
  const key = atPath.find((operation) => withoutOneTrailingSlash(operation.path) === canonical)?.path
  return key === undefined ? [] : atPath.filter((operation) => operation.path === key)
}

function withoutOneTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

/** The path with a trailing `/` less, or one more. */
function otherSpelling(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : `${path}/`
}

/**
 * The operation a written reference (`[spec] METHOD /path`, `[spec] webhook name`) names in a spec,
 * as Mintlify's build finds it: the method in the path item {@link pathItemEndpoints} takes (so
 * `POST /a` is not found in a spec that has `/a` for GET and `/a/` for POST).
 */
export function findReferenced(spec: Spec, reference: WrittenReference): SpecOperation | undefined {
  if (reference.kind === 'webhook') return findWebhook(spec, reference.name)
  return pathItemEndpoints(spec, reference.path).find((operation) => operation.method === reference.method)
}

/** The first operation of the webhook named `name`. */
export function findWebhook(spec: Spec, name: string): SpecOperation | undefined {
  return operationsAt(spec, 'webhook', name).find((operation) => operation.path === name)
}

/**
 * Each spec's operations by kind and path, without trailing `/`s, in document order: made on the
 * first lookup (pages may name thousands of operations), for a spec that never changes once made.
 */
const byPath = new WeakMap<Spec, Map<string, SpecOperation[]>>()

function operationsAt(spec: Spec, kind: SpecOperation['kind'], path: string): readonly SpecOperation[] {
  let index = byPath.get(spec)
  if (!index) {
    index = new Map()
    for (const operation of spec.operations) {
      const key = `${operation.kind} ${withoutTrailingSlashes(operation.path)}`
      const list = index.get(key)
      if (list) list.push(operation)
      else index.set(key, [operation])
    }
    byPath.set(spec, index)
  }
  return index.get(`${kind} ${withoutTrailingSlashes(path)}`) ?? []
}

/** A path and the same with a `/` more or less at its end share a key: every trailing `/` dropped. */
function withoutTrailingSlashes(path: string): string {
  let end = path.length
  while (end > 0 && path.charCodeAt(end - 1) === 47) end--
  return path.slice(0, end)
}

/** `GET /pets`, `webhook petCreated`, `channel chatRoom`: how an operation is named in messages and references. */
export function operationLabel(operation: { kind: 'endpoint'; method: string; path: string } | { kind: 'webhook' | 'channel'; path: string }): string {
  return operation.kind === 'endpoint' ? `${operation.method.toUpperCase()} ${operation.path}` : `${operation.kind} ${operation.path}`
}

/** The badge of a generated page in the sidebar: the HTTP method, `WEBHOOK`, or `CHANNEL` (AsyncAPI). */
export function methodBadge(operation: { kind: 'endpoint'; method: string } | { kind: 'webhook' | 'channel' }): string {
  return operation.kind === 'endpoint' ? operation.method.toUpperCase() : operation.kind.toUpperCase()
}

/** A spec as the compile knows it: loaded, or unavailable (missing, broken, remote; already reported). */
export type SpecEntry = { status: 'loaded'; spec: Spec; refusals?: readonly Refusal[] } | { status: 'unavailable' }

/**
 * Why Mintlify's OpenAPI validator refuses a spec docsnav reads (3.2, Swagger 2.0, a `$ref` to
 * another file, a place that breaks the OpenAPI schema): reported where the spec is named, an
 * error where Mintlify's build needs it.
 */
export interface Refusal {
  code: 'DN3022' | 'DN3030' | 'DN3032' | 'DN3033' | 'DN3034' | 'DN3036'
  /** The message's parameters but `source` (the spec as the reporting use writes it). */
  params: Readonly<Record<string, string>>
  related: Place
}

/** What navigation needs of an AsyncAPI spec: its channels, in document order. */
export interface AsyncApiSpec {
  /** How the spec is addressed: a project-relative path, or a URL. */
  id: string
  channels: AsyncApiChannel[]
}

export interface AsyncApiChannel {
  /** The key of the channel in `channels`. */
  id: string
  /** `title`, when it is a string (even an empty one, as Mintlify takes it). */
  title?: string
  /** The page's description: the channel's `description`, else its `summary`, else empty (as Mintlify's generated page has it). */
  description: string
  /** The name of the first tag: the generated group. */
  tag?: string
}

export interface SpecStore {
  entries: Map<string, SpecEntry>
  /** AsyncAPI specs by id; undefined when one cannot be used (already reported). */
  asyncApis: Map<string, AsyncApiSpec | undefined>
  /** Remote spec texts fetched by `compile()` before the passes ran, by URL. */
  fetched: Map<string, { text: string } | { error: string }>
  /** Files that path item `$ref`s point to, by project path, each parsed once. */
  files: Map<string, { source: SourceFile; value: unknown } | { error: string }>
  /** The specs a page's frontmatter `openapi` is looked up in, once a page asked (never copied: each compile finds its own). */
  frontmatter?: FrontmatterSpecs
  /**
   * How many more operations the compile may compare with references it finds nowhere, for "did
   * you mean" ({@link MAX_SUGGESTION_COMPARISONS}); kept with the navigation, whose references spend
   * it first, so that a kept navigation leaves the site passes what a fresh one would.
   */
  comparisonsLeft: number
}

/** A store for a new compile: nothing loaded yet. */
export function newSpecStore(): SpecStore {
  return { entries: new Map(), asyncApis: new Map(), fetched: new Map(), files: new Map(), comparisonsLeft: MAX_SUGGESTION_COMPARISONS }
}

/**
 * The OpenAPI specs Mintlify looks in for a page's frontmatter `openapi`: every spec file of the
 * project, in the order its file walk finds them, then the specs docs.json names that the walk
 * does not find (remote ones, files `.mintignore` leaves out).
 */
export interface FrontmatterSpecs {
  specs: Array<{ spec: Spec /** How Mintlify's build knows the file: `/` and its project path, or the URL. */; location: string }>
  /** What keeps the list from being all Mintlify has (a file docsnav could not read, a walk cut short), for messages; empty when nothing does. */
  unread: string[]
}

/** A store with the same specs, to add to without changing the one it was copied from (which a project kept open shares between compiles). */
export function copyOfSpecStore(store: SpecStore): SpecStore {
  return {
    entries: new Map(store.entries),
    asyncApis: new Map(store.asyncApis),
    fetched: new Map(store.fetched),
    files: new Map(store.files),
    comparisonsLeft: store.comparisonsLeft,
  }
}

/**
 * The operation an `operation` node stands for, once resolved against its spec: an OpenAPI
 * endpoint or webhook, or an AsyncAPI channel (whose `path` is the channel's id).
 */
export type ResolvedOperation = ResolvedPage & ({ kind: SpecOperation['kind']; method: HttpMethod; path: string } | { kind: 'channel'; path: string })

/** What every generated API page has, whatever its spec. */
interface ResolvedPage {
  /** The spec's id (project path or URL). */
  spec: string
  operationId?: string
  title: string
  /**
   * The sidebar label, when it is not the title: `x-mint.metadata.sidebarTitle`, else, for an
   * operation placed by `x-mint.href`, a title made from its slug (as Mintlify labels it).
   */
  sidebarTitle?: string
  /**
   * The page's description (routes.json, llms.txt), as Mintlify's generated page has it: an
   * operation's `x-mint.metadata.description`, else its own; a channel's description, else its
   * summary, else empty.
   */
  description?: string
  /** From `x-mint.metadata` (and the operation's `deprecated`): a badge, an icon, deprecation. */
  tag?: string
  icon?: string
  deprecated?: boolean
  /** The page's URL path, without the leading `/`. */
  slug: string
  /** Routable but not listed (`x-hidden` on a generated page). */
  hidden: boolean
  /** The page file at the slug that replaces the generated page, if any. */
  replacedBy?: string
}

/**
 * Which labels of an operation were made from its slug, so that making the slug unique remakes
 * them (`Owners pets 1`, as Mintlify's): kept beside the operation, not in it (not an output).
 */
export const labelsFromSlug = new WeakMap<ResolvedOperation, { title: boolean; sidebarTitle: boolean }>()
