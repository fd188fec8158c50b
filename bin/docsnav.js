#!/usr/bin/env node
import { main } from '../dist/cli.js'

// A reader that stops early (`docsnav check | head -1`) closes the pipe: stop writing to it
// quietly and finish the command as usual (a build still writes its outputs), with its exit code.
const closed = { stdout: false, stderr: false }
for (const stream of ['stdout', 'stderr']) {
  process[stream].on('error', (error) => {
    if (error.code !== 'EPIPE') throw error
    closed[stream] = true
  })
}
const write = (stream) => (text) => {
  if (!closed[stream]) process[stream].write(text)
}

main(process.argv.slice(2), {
  stdout: write('stdout'),
  stderr: write('stderr'),
  env: process.env,
  cwd: process.cwd(),
  isTTY: Boolean(process.stdout.isTTY),
}).then(
  (code) => {
    process.exitCode = code
  },
  (error) => {
    write('stderr')(`docsnav: internal error: ${error instanceof Error ? error.stack : String(error)}\n`)
    process.exitCode = 2
  },
)
