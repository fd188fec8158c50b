#!/usr/bin/env node
// CommonJS (bin/package.json says so): Node starts a CommonJS entry without its ES module loader,
// a few milliseconds of every run.
const { join } = require('node:path')
const { loadBundle } = require('./load-bundle.cjs')

// The command line bundled into one CommonJS file (scripts/bundle.mjs): one file to load, not a
// hundred, compiled from V8's code cache of it (load-bundle.cjs).
const { main } = loadBundle(join(__dirname, '..', 'dist', 'cli.bundle.cjs')).exports

// A reader that stops early (`docsnav check | head -1`) closes the pipe: stop writing to it
// quietly and finish the command as usual (a build still writes its outputs), with its exit code.
// Any other failure to write (a full disk) is said on the other stream, in one line, and exits 2.
const closed = { stdout: false, stderr: false }
let failedToWrite = false
for (const stream of ['stdout', 'stderr']) {
  process[stream].on('error', (error) => {
    closed[stream] = true
    if (error.code === 'EPIPE') return
    failedToWrite = true
    const other = stream === 'stdout' ? 'stderr' : 'stdout'
    if (!closed[other]) process[other].write(`docsnav: cannot write to standard ${stream === 'stdout' ? 'output' : 'error'}: ${error.code ?? error.message}\n`)
  })
}
const write = (stream) => (text) => {
  if (!closed[stream]) process[stream].write(text)
}

/**
 * For a build, V8 collects garbage once its heap has grown 20% past what the last full collection
 * left (V8 reads the flag at each one), not up to four times as by default: at 100,000 pages a
 * build holds 250–400 MB, and peaked at 500 and 880 MB of mostly garbage (docs/performance.md,
 * "Memory at 100,000 pages"); collecting sooner cost no measurable CPU time there. Set here, by
 * the process, not in main(), which the tests run in their own processes.
 */
function collectGarbageSooner() {
  require('node:v8').setFlagsFromString('--heap-growing-percent=20')
}

main(process.argv.slice(2), {
  stdout: write('stdout'),
  stderr: write('stderr'),
  env: process.env,
  cwd: process.cwd(),
  isTTY: Boolean(process.stdout.isTTY),
  stderrIsTTY: Boolean(process.stderr.isTTY),
  beforeBuild: collectGarbageSooner,
}).then(
  (code) => {
    process.exitCode = code
  },
  (error) => {
    write('stderr')(`docsnav: internal error: ${error instanceof Error ? error.stack : String(error)}\n`)
    process.exitCode = 2
  },
)
process.on('exit', () => {
  if (failedToWrite && !process.exitCode) process.exitCode = 2
})
