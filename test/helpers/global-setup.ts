import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Some tests run the real command line in a child process (bin/docsnav.js loads dist/, bundled):
 * build dist/ first whenever a source file, the bundling script or the lockfile is newer than it,
 * so those tests never run stale code.
 *
 * Two runs may start side by side (`npm run test:quick` beside `npm test`), or one while the other
 * is half way: one builds at a time (a lock), the others wait for it and then find dist/ new; and
 * the build is made in a folder of its own and put in dist/'s place whole, so that a run's tests
 * never read a half-written dist/.
 */
export default async function setup(): Promise<void> {
  const root = join(import.meta.dirname, '..', '..')
  if (!stale(root)) return
  const lock = join(root, 'node_modules', '.docsnav-build.lock')
  await acquire(lock)
  try {
    // Another run may have built it while this one waited.
    if (stale(root)) build(root)
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/** Whether a source file, the bundling script or the lockfile is newer than dist/'s bundle. */
function stale(root: string): boolean {
  // Every file of src/: the integrations' components (.astro, .jsx, .vue, .css) are copied into dist/ as they are.
  const newest = (folder: string): number => {
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
    statSync(join(root, 'scripts', 'bundle.mjs')).mtimeMs,
    statSync(join(root, 'scripts', 'code-cache.mjs')).mtimeMs,
    statSync(join(root, 'bin', 'load-bundle.cjs')).mtimeMs,
    statSync(join(root, 'package-lock.json')).mtimeMs,
  )
  return sources > built
}

/**
 * Builds into a folder beside dist/ (at its depth, so that what it finds from `..` is the same),
 * then puts it in dist/'s place: the old dist/ is renamed away and the new one renamed in, two
 * renames with nothing between them, where writing into dist/ took tens of seconds.
 */
function build(root: string): void {
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
}

/** How long a lock with no living holder is waited for (its holder may not have written its id yet). */
const UNOWNED_MS = 30_000

/** Takes the lock (a folder, made or not at once), waiting while another living run holds it. */
async function acquire(lock: string): Promise<void> {
  for (;;) {
    try {
      mkdirSync(lock)
      writeFileSync(join(lock, 'pid'), String(process.pid))
      return
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    let holder: number | undefined
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

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
