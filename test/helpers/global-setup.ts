import { execFileSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Some tests run the real command line in a child process (bin/docsnav.js loads dist/, bundled):
 * build dist/ first whenever a source file, the bundling script or the lockfile is newer than it,
 * so those tests never run stale code.
 */
export default function setup(): void {
  const root = join(import.meta.dirname, '..', '..')
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
  if (sources > built) {
    execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' })
    execFileSync(process.execPath, [join(root, 'scripts', 'bundle.mjs')], { stdio: 'inherit' })
  }
}
