import { parentPort } from 'node:worker_threads'
import { SlowPageBudget, extractBounded } from './bounded.js'

/** One budget for slow pages per thread, which lives for one run. */
const budget = new SlowPageBudget()

/** A worker thread of the link check: extracts each batch of page texts it is sent (workers.ts). */
parentPort?.on('message', ({ id, texts }: { id: number; texts: string[] }) => {
  parentPort!.postMessage({ id, extracts: extractBounded(texts, budget) })
})
