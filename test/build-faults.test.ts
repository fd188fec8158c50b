import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isOutputPath } from '../src/emit/index.js'
import { breakLock } from '../src/output-folder/lock.js'
import { recoverOutputs } from '../src/output-folder/write.js'
import { project, repository, run, runProcess, snapshot } from './helpers/cli.js'
import { timeoutFor } from './helpers/timeouts.js'
import { docsJson } from './helpers/docs-json.js'

/**
 * Fault injection, not reading: builds are killed (SIGKILL) before every single file system step
 * of their write, and run two at a time into one folder. Whatever happens, the folder holds
 * either every old output or every new one once the next build has started, and that build
 * succeeds.
 */

const v1 = docsJson({ navigation: { groups: [{ group: 'One', pages: ['index', 'a'] }] } })
// Different outputs, not only different contents: a sitemap and a target folder appear.
const v2 = docsJson({ navigation: { tabs: [{ tab: 'Two', groups: [{ group: 'Two', pages: ['a', 'index', 'b'] }] }] } })
const v2Args = ['--site-url', 'https://docs.example.com', '--target', 'starlight']
const v3 = docsJson({ navigation: { pages: ['b'] } })

function outputsOf(config: unknown, args: string[] = []): Record<string, string> {
  const folder = project(config, ['index', 'a', 'b'])
  const out = join(folder, 'out')
  const result = runProcess(['build', folder, '--out', out, ...args])
  expect(result.stderr).toBe('')
  return snapshot(out)
}

describe('a build killed at any step of its write', () => {
  it(
    'leaves all old or all new outputs, and the next build succeeds',
    async () => {
      const expected = { old: outputsOf(v1), new: outputsOf(v2, v2Args), next: outputsOf(v3) }
      const folder = project(v1, ['index', 'a', 'b'])
      const pristine = join(folder, 'pristine')
      expect(runProcess(['build', folder, '--out', pristine]).code).toBe(0)
      writeFileSync(join(folder, 'docs.json'), JSON.stringify(v2))
      const out = join(folder, 'out')
      const fresh = () => {
        rmSync(out, { recursive: true, force: true })
        cpSync(pristine, out, { recursive: true })
      }
      fresh()
      const counted = runProcess(['build', folder, '--out', out, ...v2Args], { fault: 'count', scope: out })
      expect(counted.code).toBe(0)
      const steps = Number(/fault-steps: (\d+)/.exec(counted.stderr)![1])
      expect(steps).toBeGreaterThan(20)
      const seen = { old: 0, new: 0 }
      for (let step = 1; step <= steps; step++) {
        fresh()
        const killed = runProcess(['build', folder, '--out', out, ...v2Args], { fault: `kill:${step}`, scope: out })
        expect(killed.signal, `step ${step}`).toBe('SIGKILL')
        // Without a commit record to finish, a deploy of the folder right now would publish one whole site.
        if (!existsSync(join(out, '.docsnav', 'commit.json'))) expect([expected.old, expected.new], `step ${step}`).toContainEqual(snapshot(out))
        // What the next build does first: finish the committed write, or discard the uncommitted one.
        expect(recoverOutputs(out, { ownable: isOutputPath }), `step ${step}`).toBeUndefined()
        const after = snapshot(out)
        const which = JSON.stringify(after) === JSON.stringify(expected.old) ? 'old' : 'new'
        expect(after, `step ${step}: all ${which}`).toEqual(expected[which])
        seen[which]++
        expect(readdirSync(join(out, '.docsnav')).sort(), `step ${step}`).toEqual(existsSync(join(out, '.docsnav', 'manifest.json')) ? ['manifest.json'] : [])
        // And the next real build, with its own outputs, succeeds from there (run in this process:
        // the killed one's process is gone, and a new process a step cost half the test's time).
        writeFileSync(join(folder, 'docs.json'), JSON.stringify(v3))
        const next = await run(['build', folder, '--out', out])
        expect(next.code, `step ${step}: ${next.stderr}`).toBe(0)
        expect(snapshot(out), `step ${step}`).toEqual(expected.next)
        writeFileSync(join(folder, 'docs.json'), JSON.stringify(v2))
      }
      // The kills fell on both sides of the commit.
      expect(seen.old).toBeGreaterThan(0)
      expect(seen.new).toBeGreaterThan(0)
      // A build killed a step (about 30 steps), each a new process of about 400 ms; the next runs here.
    },
    timeoutFor(3 * 40, 400),
  )

  it("a killed build's lock does not stop the next one", () => {
    const folder = project(v1, ['index', 'a', 'b'])
    const out = join(folder, 'out')
    // The first steps make the folders and take the lock; by step 8 the build holds it.
    const killed = runProcess(['build', folder, '--out', out], { fault: 'kill:8', scope: out })
    expect(killed.signal).toBe('SIGKILL')
    expect(existsSync(join(out, '.docsnav', 'lock'))).toBe(true)
    const next = runProcess(['build', folder, '--out', out])
    expect(next.code).toBe(0)
    expect(next.stderr).toBe('')
    expect(existsSync(join(out, '.docsnav', 'lock'))).toBe(false)
  })
})

describe('two builds into one folder at once', () => {
  it("take turns: both succeed, and the folder holds exactly one build's outputs", async () => {
    const expectedB = outputsOf(v2, v2Args)
    const parent = mkdtempSync(join(tmpdir(), 'docsnav-concurrent-'))
    const out = join(parent, 'out')
    const a = project(v1, ['index', 'a', 'b'])
    const b = project(v2, ['index', 'a', 'b'])
    // The first build's renames are slowed down (enough for the second to start and compile on a
    // loaded machine), and the second starts once the first holds the lock: their writes would
    // overlap if the second did not wait.
    const first = spawnBuild(a, out, [], 700)
    const lock = join(out, '.docsnav', 'lock')
    for (let waited = 0; !existsSync(lock) && waited < 20_000; waited += 10) await new Promise((resolve) => setTimeout(resolve, 10))
    expect(existsSync(lock)).toBe(true)
    const second = spawnBuild(b, out, v2Args)
    const results = await Promise.all([first, second])
    for (const result of results) expect(result.code, result.stderr).toBe(0)
    expect(results[1]!.stderr).toContain('waiting for another build')
    // The second build waited, then wrote: its outputs, whole.
    expect(snapshot(out)).toEqual(expectedB)
    expect(readdirSync(join(out, '.docsnav'))).toEqual(['manifest.json'])
  })
})

/** A build in a process of its own, each rename of its writing slowed by `slowMs`. */
function spawnBuild(root: string, out: string, args: string[], slowMs = 100): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', join(repository, 'test', 'helpers', 'fault-injection.mjs'), join(repository, 'bin', 'docsnav.js'), 'build', root, '--out', out, ...args],
      {
        env: { ...process.env, NO_COLOR: '1', DOCSNAV_FAULT: `slow:${slowMs}`, DOCSNAV_FAULT_SCOPE: out },
      },
    )
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()))
    child.on('close', (code) => resolve({ code, stderr }))
  })
}

describe('the lock of an output folder', () => {
  it('when broken as stale, never takes the place of a lock another build holds', () => {
    const folder = mkdtempSync(join(tmpdir(), 'docsnav-lock-'))
    const lock = join(folder, 'lock')
    const stale = '{"pid":4194305,"host":"gone"}\n'
    // Between judging the lock stale and breaking it, another build broke it and took it.
    writeFileSync(lock, '{"pid":1,"host":"fresh"}\n')
    breakLock(lock, stale)
    expect(readFileSync(lock, 'utf8')).toBe('{"pid":1,"host":"fresh"}\n')
    // The stale one itself goes.
    writeFileSync(lock, stale)
    breakLock(lock, stale)
    expect(existsSync(lock)).toBe(false)
    expect(readdirSync(folder)).toEqual([])
  })

  it("planted in the folder (committed, or from a cache), is not taken for a live build's", () => {
    const folder = project(v1, ['index', 'a', 'b'])
    const out = join(folder, 'out')
    expect(runProcess(['build', folder, '--out', out]).code).toBe(0)
    const namespace = readlinkSync('/proc/self/ns/pid')
    const stat = readFileSync('/proc/1/stat', 'utf8')
    const started = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
    // pid 1 is alive, in this namespace: once without its start time, once with it guessed right.
    for (const holder of [
      { pid: 1, namespace, host: hostname() },
      { pid: 1, namespace, host: hostname(), started },
    ]) {
      writeFileSync(join(out, '.docsnav', 'lock'), JSON.stringify(holder))
      const result = runProcess(['build', folder, '--out', out], { timeout: 30_000 })
      expect(result.code, JSON.stringify(holder)).toBe(0)
      expect(result.stderr).toBe('')
    }
  })

  it("leaves alone the lock candidate of a build waiting elsewhere, and removes dead builds' leftovers", () => {
    const folder = project(v1, ['index', 'a', 'b'])
    const out = join(folder, 'out')
    expect(runProcess(['build', folder, '--out', out]).code).toBe(0)
    const control = join(out, '.docsnav')
    // A build in another container: its pid is no process here, but its candidate is fresh.
    writeFileSync(join(control, 'lock.4194305.tmp'), JSON.stringify({ pid: 4194305, namespace: 'pid:[1]', host: 'elsewhere' }))
    // A build of this namespace that died; and a lock moved aside an hour ago by a killed build.
    writeFileSync(join(control, 'lock.4194306.tmp'), JSON.stringify({ pid: 4194306, namespace: readlinkSync('/proc/self/ns/pid'), host: hostname() }))
    writeFileSync(join(control, 'lock.4194307.stale'), '{}')
    const hourAgo = new Date(Date.now() - 3_600_000)
    utimesSync(join(control, 'lock.4194307.stale'), hourAgo, hourAgo)
    expect(runProcess(['build', folder, '--out', out]).code).toBe(0)
    expect(readdirSync(control).sort()).toEqual(['lock.4194305.tmp', 'manifest.json'])
  })
})

describe('an interrupted write', () => {
  /** A folder with v1's outputs and a committed, unfinished write of v2 (killed just after its commit). */
  function interrupted() {
    const folder = project(v1, ['index', 'a', 'b'])
    const out = join(folder, 'out')
    expect(runProcess(['build', folder, '--out', out]).code).toBe(0)
    writeFileSync(join(folder, 'docs.json'), JSON.stringify(v2))
    expect(runProcess(['build', folder, '--out', out], { fault: 'kill-after-rename:/.docsnav/commit.json', scope: out }).signal).toBe('SIGKILL')
    expect(existsSync(join(out, '.docsnav', 'commit.json'))).toBe(true)
    return { folder, out }
  }

  it('is not finished over an output edited since, unless --force', () => {
    const { folder, out } = interrupted()
    // Nothing was moved yet: routes.json is still v1's, and someone edits it.
    writeFileSync(join(out, 'routes.json'), '{"edited": true}\n')
    const refused = runProcess(['build', folder, '--out', out])
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain('routes.json, which docsnav did not write (or which changed since it did)')
    expect(readFileSync(join(out, 'routes.json'), 'utf8')).toBe('{"edited": true}\n')
    const forced = runProcess(['build', folder, '--out', out, '--force'])
    expect(forced.code).toBe(0)
    expect(readFileSync(join(out, 'routes.json'), 'utf8')).not.toContain('edited')
  })
})

describe('an output folder the system will not let exist', () => {
  it('is an error, never a hang', () => {
    const folder = project(v1, ['index', 'a', 'b'])
    const result = runProcess(['build', folder, '--out', '/proc/self/docsnav-out'], { timeout: 20_000 })
    expect(result.signal).toBeNull()
    expect(result.code).toBe(2)
    expect(result.stderr).toMatch(/could not write into \/proc\/self\/docsnav-out/)
  })
})
