// Whole processes, timed: shared by bench/cold.js and bench/report.js. Each run is a new node
// process (its own peak resident set size reported by bench/peak-rss.cjs as it exits), killed with
// SIGKILL past its time limit, so a benchmark can never hang the job that runs it.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'

export const root = join(import.meta.dirname, '..')
export const docsnav = join(root, 'bin', 'docsnav.js')
const peakReporter = join(import.meta.dirname, 'peak-rss.cjs')

/** Node's `-e` source that reads `file` and JSON.parses it: the least a process checking it does. */
export const readAndParse = (file) => `JSON.parse(require('node:fs').readFileSync(${JSON.stringify(file)}, 'utf8'))`

export const median = (list) => [...list].sort((x, y) => x - y)[Math.floor(list.length / 2)]

/** Writes a tiny project (one group, two pages with frontmatter) into `folder`; returns the folder. */
export function tinyProject(folder) {
  mkdirSync(folder, { recursive: true })
  writeFileSync(
    join(folder, 'docs.json'),
    JSON.stringify({
      name: 'Tiny',
      theme: 'mint',
      colors: { primary: '#0D9373' },
      navigation: { groups: [{ group: 'Start', pages: ['index', 'quickstart'] }] },
    }),
  )
  writeFileSync(join(folder, 'index.mdx'), '---\ntitle: Home\n---\n# Home\n')
  writeFileSync(join(folder, 'quickstart.mdx'), '---\ntitle: Quickstart\ndescription: Start here\n---\n# Quickstart\n')
  return folder
}

/**
 * One run of `node <args>`: wall milliseconds and the process's own peak RSS in MB. Throws when it
 * exits with another status than 0, or outlives `timeoutMs` (then it is killed with SIGKILL).
 */
export function runNode(args, { timeoutMs = 120_000, env = process.env, cwd } = {}) {
  const scratch = mkdtempSync(join(tmpdir(), 'docsnav-bench-peak-'))
  const report = join(scratch, 'peak')
  try {
    const start = process.hrtime.bigint()
    const child = spawnSync(process.execPath, ['--require', peakReporter, ...args], {
      env: { ...env, DOCSNAV_PEAK_RSS_FILE: report },
      cwd,
      stdio: ['ignore', 'ignore', 'pipe'],
      maxBuffer: 1 << 26,
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
    })
    const wall = Number(process.hrtime.bigint() - start) / 1e6
    if (child.error?.code === 'ETIMEDOUT' || child.signal === 'SIGKILL') {
      throw new Error(`node ${args.join(' ')} took more than ${Math.round(timeoutMs / 1000)} s: killed`)
    }
    if (child.status !== 0) throw new Error(`node ${args.join(' ')} exited with ${child.status}: ${String(child.stderr).slice(0, 2000)}`)
    return { wall, peak: Number(readFileSync(report, 'utf8')) / 1024 }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

/**
 * A CPU-bound process that ends itself once the process that started it is gone: a bench killed
 * before it could stop its load (a time limit's SIGKILL) once left two of them running, and every
 * figure measured after was measured on a busy machine without saying so. Its stdin is a pipe from
 * the bench, which ends when the bench does; it turns to its event loop every 20 ms to see that.
 * (A process id is no sign: on a busy machine the bench's is soon another's.)
 */
const BURNER =
  "process.stdin.on('end', () => process.exit(0)).resume(); const burn = () => { const until = Date.now() + 20; while (Date.now() < until); setImmediate(burn) }; burn()"

/**
 * Makes the machine busy as editors and CI jobs find it: one CPU-bound process per core (a node
 * loop each), started now; resolves, once they run, with the function that stops them (and their
 * process ids, `pids`). None outlives its bench.
 */
export async function busyCores() {
  const burners = Array.from({ length: availableParallelism() }, () => spawn(process.execPath, ['-e', BURNER], { stdio: ['pipe', 'ignore', 'ignore'] }))
  const stop = () => {
    for (const burner of burners) burner.kill('SIGKILL')
  }
  // A bench that exits without stopping them (an error, a signal's handler) stops them as it goes.
  process.once('exit', stop)
  await new Promise((resolveStart) => setTimeout(resolveStart, 200))
  return Object.assign(stop, { count: burners.length, pids: burners.map((burner) => burner.pid) })
}

/**
 * Runs `a` and `b` (node arguments) in turns, A B A B ..., `warmups` rounds first, then `runs`
 * counted: medians of wall time and peak RSS of each, and the median of the pairwise ratios a ÷ b.
 * `beforeA`: run before each run of `a`, untimed (a build's output folder moved aside, so that
 * each run is a first build).
 */
export function paired(a, b, { runs = 15, warmups = 2, timeoutMs, beforeA } = {}) {
  const samplesA = []
  const samplesB = []
  for (let round = -warmups; round < runs; round++) {
    beforeA?.()
    const first = runNode(a, { timeoutMs })
    const second = runNode(b, { timeoutMs })
    if (round >= 0) {
      samplesA.push(first)
      samplesB.push(second)
    }
  }
  const summary = (samples) => ({ wallMs: median(samples.map((s) => s.wall)), peakMb: median(samples.map((s) => s.peak)) })
  return { a: summary(samplesA), b: summary(samplesB), ratio: median(samplesA.map((sample, index) => sample.wall / samplesB[index].wall)), runs }
}

/**
 * Runs a command (not only node) in a process group of its own and resolves with its stdout, or
 * rejects when it fails or outlives `timeoutMs`: then the whole group (its children too) is killed
 * with SIGKILL. `onLine` sees stderr lines as they come (progress).
 */
const groups = new Set()
const killGroup = (pid) => {
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // Gone already.
  }
}
// Stopped (Ctrl-C, a job's timeout), this process takes the groups it started with it: they run
// detached, so they would not get the signal themselves.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    for (const pid of groups) killGroup(pid)
    process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1))
  })
}

export function runCommand(command, args, { timeoutMs, cwd = root, env = process.env, onStderr } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    let stderrHead = ''
    let timedOut = false
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      if (stderrHead.length < 20_000) stderrHead += chunk
      stderr = (stderr + chunk).slice(-20_000)
      onStderr?.(chunk)
    })
    groups.add(child.pid)
    const kill = () => killGroup(child.pid)
    const timer = setTimeout(() => {
      timedOut = true
      kill()
    }, timeoutMs)
    // If this process is stopped, its children go with it.
    process.once('exit', kill)
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('close', (status, signal) => {
      clearTimeout(timer)
      process.removeListener('exit', kill)
      // Whatever the command left running in its group (a dev server, a worker) goes too.
      kill()
      groups.delete(child.pid)
      if (timedOut) reject(new Error(`took more than ${Math.round(timeoutMs / 1000)} s: killed`))
      else if (status !== 0) {
        // The error's own line (a stack's first), else the last lines.
        const lines = stderr.trim().split('\n')
        const error = `${stderrHead}\n${stderr}`.split('\n').find((line) => /^\w*Error\b|^Error:|FAILED/.test(line.trim()))
        reject(new Error(`exited with ${status ?? signal}: ${error?.trim() ?? lines.slice(-5).join(' | ')}`))
      } else resolve(stdout)
    })
  })
}
