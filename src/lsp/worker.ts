/**
 * The language server's thread (thread.ts): the server over the thread's stdio, which the main
 * thread relays. When it ends, the thread ends with its exit code: `process.exit` in a worker
 * ends the thread, and the stdio streams the main thread lends it would otherwise keep it alive.
 */
import { runLanguageServer } from './server.js'

void runLanguageServer().then((code) => process.exit(code))
