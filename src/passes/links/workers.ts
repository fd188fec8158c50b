import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Worker } from 'node:worker_threads'
import type { PageExtract } from '../../ir/page-links.js'
import { SlowPageBudget, extractBounded } from './bounded.js'

/** Below this many pages to parse, starting threads (each loads the MDX parser) costs more than it saves. */
export const MIN_PAGES_FOR_WORKERS = 400
/** Pages per message: small enough to share the work evenly, large enough that messages cost little. */
const BATCH = 100

/**
 * Extracts pages on every core, in worker threads that each take the next batch when done, in
 * the order given. In this thread instead when there are few pages, one core, or no built worker
 * script (tests run the TypeScript sources); a worker that fails hands its work back to this thread.
 * `onDone` is told how many pages are done after each batch.
 */
export async function extractInWorkers(texts: string[], onDone?: (done: number) => void): Promise<PageExtract[]> {
  const script = workerScript()
  const threads = Math.min(process.getBuiltinModule('node:os').availableParallelism(), Math.ceil(texts.length / BATCH))
  const budget = new SlowPageBudget()
  if (script === undefined || texts.length < MIN_PAGES_FOR_WORKERS || threads < 2) return extractBounded(texts, budget)
  const extracts = new Array<PageExtract>(texts.length)
  let next = 0
  let pagesDone = 0
  const run = (worker: Worker) =>
    new Promise<void>((done) => {
      const send = () => {
        if (next >= texts.length) {
          stop()
          return
        }
        const start = next
        next += BATCH
        worker.postMessage({ id: start, texts: texts.slice(start, start + BATCH) })
      }
      worker.on('message', ({ id, extracts: batch }: { id: number; extracts: PageExtract[] }) => {
        batch.forEach((extract, index) => (extracts[id + index] = extract))
        pagesDone += batch.length
        onDone?.(pagesDone)
        send()
      })
      // A worker that fails or stops: its batch is left to this thread (below), the others go on without it.
      let finished = false
      const stop = () => {
        if (finished) return
        finished = true
        void worker.terminate()
        done()
      }
      worker.once('error', stop)
      worker.once('exit', stop)
      send()
    })
  // Loaded when first needed: a check without --links never starts a thread (bench/cold.js).
  const { Worker } = process.getBuiltinModule('node:worker_threads')
  await Promise.all(Array.from({ length: threads }, () => run(new Worker(script))))
  // Batches no worker finished (all of them failed) are done here.
  const left = [...extracts.keys()].filter((index) => extracts[index] === undefined)
  if (left.length > 0)
    extractBounded(
      left.map((index) => texts[index]!),
      budget,
    ).forEach((extract, at) => (extracts[left[at]!] = extract))
  return extracts
}

/** The worker script beside this module: the bundle's own in dist/ (the command line), else the module's compiled twin. */
function workerScript(): string | undefined {
  for (const name of ['./links-worker.bundle.cjs', './worker.js']) {
    const url = new URL(name, import.meta.url)
    if (url.protocol === 'file:' && existsSync(url)) return fileURLToPath(url)
  }
  return undefined
}
