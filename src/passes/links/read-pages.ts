import type { Context } from '../../ir/context.js'
import type { RootNode } from '../../ir/types.js'
import { pagesToCheck, readPages } from './index.js'
import { extractInWorkers } from './workers.js'

/**
 * Reads the pages of the link check on every core (worker threads) before the links pass, which
 * then finds them in `ctx.pageReads`: a stage only an asynchronous compile runs (without it, the
 * links pass reads them in its own thread).
 */
export async function readPagesInThreads(_tree: RootNode, ctx: Context): Promise<void> {
  if (!ctx.options.links || ctx.options.noFiles || !ctx.listings) return
  ctx.pageReads = await readPages(ctx, pagesToCheck(ctx), (texts) =>
    extractInWorkers(texts, (done) => ctx.onProgress?.({ stage: 'links', done, total: texts.length })),
  )
}
