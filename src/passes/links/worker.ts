import { parentPort } from 'node:worker_threads'
import { extractPage } from './extract.js'

/** A worker thread of the link check: extracts each batch of page texts it is sent (workers.ts). */
parentPort?.on('message', ({ id, texts }: { id: number; texts: string[] }) => {
  parentPort!.postMessage({ id, extracts: texts.map(extractPage) })
})
