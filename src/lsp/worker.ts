/**
 * The language server's thread (thread.ts): the server over the process's own stdin and stdout,
 * read and written from this thread (file descriptors 0 and 1), so that no message waits for the
 * main thread to pass it on. When it ends, the thread ends with its exit code.
 */
import { createReadStream, createWriteStream, fstatSync } from 'node:fs'
import { Socket } from 'node:net'
import type { Readable, Writable } from 'node:stream'
import { isatty, ReadStream, WriteStream } from 'node:tty'
import { runLanguageServer } from './server.js'

/**
 * Whether a file descriptor is read and written by polling (a terminal, pipe or socket), as the
 * main thread's stdio is, rather than as a file. A read of a pipe as a file, in flight, would keep
 * the thread from ending until the client wrote again or closed; clients wait for the server to
 * exit before they close.
 */
function polled(fd: number): 'tty' | 'socket' | undefined {
  if (isatty(fd)) return 'tty'
  const stat = fstatSync(fd)
  return stat.isFIFO() || stat.isSocket() ? 'socket' : undefined
}

function stdin(): Readable {
  const kind = polled(0)
  return kind === 'tty'
    ? new ReadStream(0)
    : kind === 'socket'
      ? new Socket({ fd: 0, readable: true, writable: false })
      : createReadStream('', { fd: 0, autoClose: false })
}

function stdout(): Writable & { unref?: () => void } {
  const kind = polled(1)
  return kind === 'tty'
    ? new WriteStream(1)
    : kind === 'socket'
      ? new Socket({ fd: 1, readable: false, writable: true })
      : createWriteStream('', { fd: 1, autoClose: false })
}

const output = stdout()
// The thread ends as the process would: when nothing is left to do, the last answers written (the
// server writes each message in two steps, so it is not ended at once). Its exit code is the server's.
void runLanguageServer(stdin(), output).then((code) => {
  process.exitCode = code
  output.unref?.()
})
