// Builds dist/ (`npm run build`, and the tests' set-up when src/ is newer than it): tsc, then the
// bundles (scripts/bundle.mjs). Several may run at once on one machine (a benchmark's build, a test
// run's, a second test run's) while tests run the command line from dist/. So one builds at a time
// (a lock), into a folder beside dist/ (at its depth: what the code reads from `..` is the same),
// which then takes dist/'s place whole, by two renames: a test never reads half a build, and a
// build that fails leaves dist/ as it was.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { setTimeout as sleep } from 'node:timers/promises'

const root = join(import.meta.dirname, '..')

/** Whether a source file, the build's scripts or the lockfile is newer than dist/'s bundle. */
export function distIsStale() {
  // Every file of src/: the integrations' components (.astro, .jsx, .vue, .css) are copied into dist/ as they are.
  const newest = (folder) => {
    let latest = 0
    for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true }))
      if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs)
    return latest
  }
  // The bundle is made last, from the rest of dist/: its time is the build's.
  let built = 0
  try {
    built = statSync(join(root, 'dist', 'cli.bundle.cjs')).mtimeMs
  } catch {
    // Not built yet.
  }
  const sources = Math.max(
    newest(join(root, 'src')),
    ...['scripts/build-dist.mjs', 'scripts/bundle.mjs', 'scripts/code-cache.mjs', 'bin/load-bundle.cjs', 'package-lock.json'].map(
      (file) => statSync(join(root, file)).mtimeMs,
    ),
  )
  return sources > built
}

/** Builds dist/, or with `onlyIfStale` only when {@link distIsStale} (asked again once the lock is had). */
export async function buildDist({ onlyIfStale = false } = {}) {
  if (onlyIfStale && !distIsStale()) return false
  const lock = join(root, 'node_modules', '.docsnav-build.lock')
  await acquire(lock)
  try {
    // Another build may have made it while this one waited.
    if (onlyIfStale && !distIsStale()) return false
    const next = join(root, `.dist-build-${process.pid}`)
    const old = join(root, `.dist-old-${process.pid}`)
    rmSync(next, { recursive: true, force: true })
    try {
      execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(root, 'tsconfig.build.json'), '--outDir', next], {
        stdio: 'inherit',
      })
      execFileSync(process.execPath, [join(root, 'scripts', 'bundle.mjs')], { stdio: 'inherit', env: { ...process.env, DOCSNAV_BUILD_DIR: next } })
      const dist = join(root, 'dist')
      if (existsSync(dist)) renameSync(dist, old)
      renameSync(next, dist)
    } finally {
      rmSync(next, { recursive: true, force: true })
      rmSync(old, { recursive: true, force: true })
    }
    return true
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/** How long a lock with no id in it is waited for (its holder may not have written its id yet). */
const UNOWNED_MS = 30_000

/** Takes the lock (a folder, made or not at once), waiting while another living process holds it. */
async function acquire(lock) {
  for (;;) {
    try {
      mkdirSync(lock)
      writeFileSync(join(lock, 'pid'), String(process.pid))
      return
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
    }
    let holder
    let since = Date.now()
    try {
      since = statSync(lock).mtimeMs
      const id = readFileSync(join(lock, 'pid'), 'utf8')
      if (/^[1-9]\d*$/.test(id)) holder = Number(id)
    } catch {
      // Made, its id not written yet (or let go just now).
    }
    const gone = holder !== undefined && !alive(holder)
    if (gone || (holder === undefined && Date.now() - since > UNOWNED_MS)) rmSync(lock, { recursive: true, force: true })
    else await sleep(250)
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await buildDist()
