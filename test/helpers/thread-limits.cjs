// Preloaded (NODE_OPTIONS=--require) by test/lsp-thread.test.ts into every thread of `docsnav lsp`:
// appends one line per thread to $DOCSNAV_THREAD_LIMITS, whether it is the main thread and the
// resource limits it was given.
const { isMainThread, resourceLimits } = require('node:worker_threads')
require('node:fs').appendFileSync(process.env.DOCSNAV_THREAD_LIMITS, `${JSON.stringify({ isMainThread, resourceLimits })}\n`)
