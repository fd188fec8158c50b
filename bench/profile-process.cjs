// Loaded with `node --require` (in NODE_OPTIONS, so that every Node process of a build loads it:
// Next's workers, Turbopack's loader processes) by bench/gallery.js. Each process profiles its
// own main thread through the inspector (`--cpu-prof` is refused in NODE_OPTIONS) and writes into
// the folder DOCSNAV_PROFILE_DIR names: <pid>-<n>.cpuprofile as it exits, and <pid>.json with its
// argv, peak resident set size (kB) and CPU time (ms); <pid>.start counts the processes. A child
// process (one with an IPC channel: Next's workers, which their pool ends with SIGKILL when they
// take long to exit) also writes a part every 5 seconds, and so loses at most its last 5. Only
// those: at each new part V8 lists all the code compiled so far, seconds on a big heap.
const { writeFileSync } = require('node:fs')
const { join } = require('node:path')
const inspector = require('node:inspector')
const { isMainThread } = require('node:worker_threads')

const folder = process.env.DOCSNAV_PROFILE_DIR
if (folder && isMainThread) {
  const name = join(folder, String(process.pid))
  writeFileSync(`${name}.start`, process.argv.join(' '))
  const session = new inspector.Session()
  session.connect()
  session.post('Profiler.enable')
  session.post('Profiler.setSamplingInterval', { interval: 1000 })
  session.post('Profiler.start')
  let part = 0
  let done = false
  // A session on the same thread answers synchronously: each part is written before this returns.
  const write = (last) => {
    if (done) return
    done = last
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(`${name}-${part++}.cpuprofile`, JSON.stringify(result.profile))
    })
    const cpu = process.cpuUsage()
    writeFileSync(`${name}.json`, JSON.stringify({ argv: process.argv, maxRSS: process.resourceUsage().maxRSS, cpuMs: (cpu.user + cpu.system) / 1000 }))
    if (!last) session.post('Profiler.start')
  }
  if (typeof process.send === 'function') setInterval(() => write(false), 5000).unref()
  process.on('exit', () => write(true))
  for (const signal of ['SIGTERM', 'SIGINT']) {
    const listener = () => {
      write(true)
      // Alone, this listener would keep the process alive: end it as the signal would have.
      if (process.listenerCount(signal) === 1) process.exit(signal === 'SIGTERM' ? 143 : 130)
    }
    process.on(signal, listener)
  }
}
