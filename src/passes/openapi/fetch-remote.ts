import type { Context } from '../../ir/context.js'
import type { RootNode } from '../../ir/types.js'
import { allSpecUses, isRemoteSpec } from './spec-uses.js'

/** How long one remote spec may take. */
const FETCH_TIMEOUT_MS = 20_000

/**
 * Fetches every remote spec the navigation names, in parallel, into `ctx.specs.fetched`, where
 * load-specs finds them. Runs only when the caller allowed remote specs; failures are kept and
 * reported by load-specs like any unreadable spec.
 */
export async function fetchRemoteSpecs(tree: RootNode, ctx: Context): Promise<void> {
  const urls = new Set<string>()
  for (const { id } of allSpecUses(ctx, tree)) if (id !== undefined && isRemoteSpec(id)) urls.add(id)
  await Promise.all([...urls].map(async (url) => {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' })
      ctx.specs.fetched.set(url, response.ok ? { text: await response.text() } : { error: `HTTP ${response.status} ${response.statusText}`.trim() })
    } catch (error) {
      ctx.specs.fetched.set(url, { error: error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error) })
    }
  }))
}
