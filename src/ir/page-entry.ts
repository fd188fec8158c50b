import { normalizeInsideRoot } from './paths.js'
import { HTTP_METHODS, type HttpMethod } from './schema.js'

/** Reading a string entry of `pages`: a page path, or a reference to an OpenAPI operation. */

/** An operation as an entry of docs.json names it. */
export type WrittenReference = { kind: 'endpoint'; spec?: string; method: HttpMethod; path: string } | { kind: 'webhook'; spec?: string; name: string }

/** What an operation node stands for: a written reference, or an AsyncAPI channel (only ever generated). */
export type OperationReference = WrittenReference | { kind: 'channel'; spec: string; channel: string }

const ENDPOINT = new RegExp(`^(?:(\\S+)\\s+)?(${HTTP_METHODS.join('|')})\\s+(/\\S*)$`, 'i')
const WEBHOOK = /^(?:(\S+)\s+)?webhook\s+(\S+)$/i

/** The operation an entry refers to (`GET /pets`, `spec.yaml POST /pets`, `webhook created`), if it is one. */
export function parseOperationReference(entry: string): WrittenReference | undefined {
  // Cheap pre-check: every reference has a space; most page paths have none.
  if (!entry.includes(' ')) return undefined
  const endpoint = ENDPOINT.exec(entry.trim())
  if (endpoint) {
    const reference: WrittenReference = { kind: 'endpoint', method: endpoint[2]!.toLowerCase() as HttpMethod, path: endpoint[3]! }
    if (endpoint[1]) reference.spec = endpoint[1]
    return reference
  }
  const webhook = WEBHOOK.exec(entry.trim())
  if (webhook) {
    const reference: WrittenReference = { kind: 'webhook', name: webhook[2]! }
    if (webhook[1]) reference.spec = webhook[1]
    return reference
  }
  return undefined
}

const EXTENSION = /\.mdx?$/i

/**
 * The page a path entry names, relative to the project root: a leading `/` and `./` dropped, inner
 * `..` resolved, `\` read as `/`, a `.md`/`.mdx` extension removed. Undefined for an empty entry or
 * one that leaves the root. Spaces are kept: entries are not trimmed (docs/pages-and-routes.md).
 */
export function normalizePagePath(entry: string): string | undefined {
  let path = entry.includes('\\') ? entry.replace(/\\/g, '/') : entry
  if (EXTENSION.test(path)) path = path.replace(EXTENSION, '')
  const normalized = normalizeInsideRoot(path)
  return normalized === '' ? undefined : normalized
}

/** The extension a page entry was written with (`.mdx`), if any. */
export function pageExtension(entry: string): string | undefined {
  return EXTENSION.exec(entry)?.[0]
}
