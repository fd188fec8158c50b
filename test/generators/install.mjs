// Installs the real site generators the target tests run (one folder each: their peer dependencies
// conflict), from each folder's lockfile, when they are not installed yet. Run by `npm test`.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const here = import.meta.dirname
for (const name of readdirSync(here, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)) {
  const folder = join(here, name)
  if (!existsSync(join(folder, 'package-lock.json')) || existsSync(join(folder, 'node_modules', '.package-lock.json'))) continue
  console.log(`Installing ${name} for the target tests (once)...`)
  execSync('npm ci --no-audit --no-fund --loglevel=error', { cwd: folder, stdio: 'inherit' })
}
