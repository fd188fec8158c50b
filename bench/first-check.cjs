// The cold check's compile, measured where it runs: loads docsnav's command line as bin/docsnav.js
// does (its bundle, from V8's code cache) and runs `check --no-files` of one project several times
// in the same process, printing each run's time (wall: V8's compiler and collector threads run
// beside the check, so the process's CPU time counts more than the check waits for). The first run
// is the one a CI job's process pays: V8 runs it before it has optimised any of it.
// Usage: node bench/first-check.cjs <project folder> [runs] -- prints {"wallMs": [first, second, ...]}
const { join } = require('node:path')
const { loadBundle } = require('../bin/load-bundle.cjs')

const [folder, runsArgument = '6'] = process.argv.slice(2)
const { main } = loadBundle(join(__dirname, '..', 'dist', 'cli.bundle.cjs')).exports
const io = { stdout() {}, stderr() {}, env: process.env, cwd: process.cwd(), isTTY: false, stderrIsTTY: false }

async function measure() {
  const wallMs = []
  for (let run = 0; run < Number(runsArgument); run++) {
    const start = process.hrtime.bigint()
    const code = await main(['check', folder, '--no-files'], io)
    if (code === 2) throw new Error(`docsnav check ${folder} failed (exit code 2)`)
    wallMs.push(Number(process.hrtime.bigint() - start) / 1e6)
  }
  console.log(JSON.stringify({ wallMs }))
}
measure().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
