import { TOTAL_SIZE_FACTOR, formatSize, notUtf8 } from '../../ir/files.js'
import type { Context } from '../../ir/context.js'
import type { RootNode } from '../../ir/types.js'
import { allSpecUses, asyncApiOwners, isHttpsSpec, ownSpecUses } from '../../site/spec-uses.js'

/** How long one remote spec may take, redirects included. */
const FETCH_TIMEOUT_MS = 20_000
/** How long all of them may take together: a navigation naming hundreds of dead URLs must not take hours. */
const ALL_FETCHES_TIMEOUT_MS = 60_000
/** Redirects followed for one spec, at most. */
const MAX_REDIRECTS = 5
/** Specs fetched at the same time, at most: a navigation naming hundreds must not open hundreds of connections. */
const PARALLEL_FETCHES = 8
const REDIRECTS = new Set([301, 302, 303, 307, 308])

/**
 * Fetches every remote spec the navigation names into `ctx.specs.fetched`, where load-specs finds
 * them, a few at a time. Runs only when the caller allowed remote specs; failures
 * are kept and reported by load-specs like any unreadable spec. Only `https://` is fetched,
 * redirects only to `https://` and only a few of them, no body larger than the file size cap is
 * read, and a body that is not UTF-8 text is refused like a local file would be.
 */
export async function fetchRemoteSpecs(tree: RootNode, ctx: Context): Promise<void> {
  if (!ctx.options.allowRemote) return
  const urls = new Set<string>()
  // Only https URLs are fetched; load-specs reports any other.
  for (const { id } of [...allSpecUses(ctx, tree), ...asyncApiOwners(tree).owners.flatMap((owner) => ownSpecUses(ctx, owner, 'asyncapi'))])
    if (id !== undefined && isHttpsSpec(id)) urls.add(id)
  const limits: Limits = {
    perSpec: ctx.options.maxFileSize,
    left: ctx.options.maxFileSize * TOTAL_SIZE_FACTOR,
    all: AbortSignal.timeout(ALL_FETCHES_TIMEOUT_MS),
  }
  const queue = [...urls]
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) ctx.specs.fetched.set(url, await fetchSpec(url, limits))
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_FETCHES, queue.length) }, worker))
}

/** What the fetches of one compile may take: bytes per spec and left for all of them, and time for all of them. */
interface Limits {
  perSpec: number
  left: number
  all: AbortSignal
}

async function fetchSpec(url: string, limits: Limits): Promise<{ text: string } | { error: string }> {
  const { all } = limits
  let current: URL
  try {
    current = new URL(url)
  } catch {
    return { error: 'it is not a valid URL' }
  }
  if (all.aborted) return { error: `not fetched: all remote specs together may take ${ALL_FETCHES_TIMEOUT_MS / 1000} s` }
  const own = AbortSignal.timeout(FETCH_TIMEOUT_MS)
  const signal = AbortSignal.any([own, all])
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await fetch(current, { signal, redirect: 'manual' })
      if (REDIRECTS.has(response.status)) {
        await response.body?.cancel()
        const location = response.headers.get('location')
        if (location === null) return { error: `HTTP ${response.status} without a \`Location\`` }
        if (redirects === MAX_REDIRECTS) return { error: `more than ${MAX_REDIRECTS} redirects` }
        const next = new URL(location, current)
        if (next.protocol !== 'https:') return { error: `it redirects to \`${next.href}\`; only \`https://\` is followed` }
        current = next
        continue
      }
      if (!response.ok) {
        await response.body?.cancel()
        return { error: `HTTP ${response.status} ${response.statusText}`.trim() }
      }
      return await readBody(response, limits)
    }
  } catch (error) {
    if (own.aborted) return { error: `no answer within ${FETCH_TIMEOUT_MS / 1000} s` }
    if (all.aborted) return { error: `no answer before all remote specs together had taken ${ALL_FETCHES_TIMEOUT_MS / 1000} s` }
    return { error: error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error) }
  }
}

/** The body as UTF-8 text, read no further than the cap on one spec and on all of them together. */
async function readBody(response: Response, limits: Limits): Promise<{ text: string } | { error: string }> {
  const maxBytes = Math.min(limits.perSpec, limits.left)
  const tooLarge =
    limits.left < limits.perSpec
      ? {
          error: `with it, the remote specs come to more than ${formatSize(limits.perSpec * TOTAL_SIZE_FACTOR)} together (${TOTAL_SIZE_FACTOR} × \`--max-file-size\`)`,
        }
      : { error: `it is over the limit of ${formatSize(limits.perSpec)} (raise it with \`--max-file-size\` if the spec is meant to be this large)` }
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel()
    return tooLarge
  }
  if (!response.body) return { text: '' }
  const chunks: Uint8Array[] = []
  let total = 0
  const reader = response.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel()
      return tooLarge
    }
    chunks.push(value)
  }
  limits.left -= total
  const body = Buffer.concat(chunks)
  const encoding = notUtf8(body, body.length)
  return encoding === undefined ? { text: body.toString('utf8') } : { error: encoding }
}
