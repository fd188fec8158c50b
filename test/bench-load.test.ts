// The benchmarks' load (bench/processes.js, busyCores): the busy processes end with the bench that
// started them, even when it is killed before it can stop them.
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'

const processes = pathToFileURL(join(import.meta.dirname, '..', 'bench', 'processes.js')).href

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe("the benchmarks' busy processes", () => {
  it('end when the bench that started them is killed', async () => {
    // A bench that makes the machine busy, says which processes do it, and waits to be killed.
    const bench = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { busyCores } = await import(${JSON.stringify(processes)}); const stop = await busyCores(); console.log(JSON.stringify(stop.pids)); setInterval(() => {}, 1000)`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const pids = await new Promise<number[]>((resolve, reject) => {
      let out = ''
      bench.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString()
        if (out.includes('\n')) resolve(JSON.parse(out) as number[])
      })
      bench.once('exit', (code) => reject(new Error(`the bench exited (${code}) before it said its processes`)))
    })
    try {
      expect(pids.length).toBeGreaterThan(0)
      expect(pids.every(alive)).toBe(true)
      bench.kill('SIGKILL')
      // Each sees its stdin end within some milliseconds: a minute is plenty on any machine.
      const deadline = Date.now() + 60_000
      while (pids.some(alive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
      expect(pids.filter(alive)).toEqual([])
    } finally {
      // Not their ids killed: by now one may be another process's. Their stdin ends with the bench.
      bench.kill('SIGKILL')
    }
  }, 90_000)
})
