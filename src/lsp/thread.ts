import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * V8's young generation for the language server's thread, in MB: three semi-spaces of 64 MB
 * (Node's default: 16 MB). A keystroke's compile makes a navigation tree that lives until the next
 * keystroke, and every young collection copies it: with the default one came about every keystroke,
 * with these about every sixth (docs/performance.md, "The language server's young generation").
 */
export const SERVER_YOUNG_GENERATION_MB = 192

/**
 * `docsnav lsp`: the language server (server.ts) in a worker thread of its own, so that it can have
 * a young generation larger than Node's default, which an editor's plain `docsnav lsp` cannot set
 * (`--max-semi-space-size` is read only when a process starts). The server's thread reads stdin and
 * writes stdout itself (worker.ts); this one only waits for it to end.
 */
export async function runLanguageServerInThread(): Promise<number> {
  const script = workerScript()
  if (script === undefined) {
    process.stderr.write('docsnav: the language server is not built (no lsp-worker.bundle.cjs or lsp/worker.js beside the command line)\n')
    return 1
  }
  const { Worker } = await import('node:worker_threads')
  const worker = new Worker(script, { resourceLimits: { maxYoungGenerationSizeMb: SERVER_YOUNG_GENERATION_MB } })
  return new Promise((resolve) => {
    worker.on('error', (error) => {
      process.stderr.write(`docsnav: the language server's thread failed: ${error.stack ?? error.message}\n`)
    })
    // The thread ends with the server's exit code (worker.ts), or 1 when it failed.
    worker.on('exit', (code) => resolve(code))
  })
}

/** The worker script beside this module: the bundle's own in dist/ (the command line), else the module's compiled twin. */
function workerScript(): string | undefined {
  for (const name of ['./lsp-worker.bundle.cjs', './worker.js']) {
    const url = new URL(name, import.meta.url)
    if (url.protocol === 'file:' && existsSync(url)) return fileURLToPath(url)
  }
  return undefined
}
