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
  // `npm install`, not `npm ci`: npm 11 leaves other platforms' optional packages (rollup's,
  // pagefind's) out of the lockfiles it writes, and its `npm ci` then refuses them as out of sync.
  // The lockfile still decides every version; the top-level ones are exact in package.json.
  execSync('npm install --no-audit --no-fund --loglevel=error', { cwd: folder, stdio: 'inherit' })
}
