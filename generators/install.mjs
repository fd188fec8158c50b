// Installs the real site generators the target tests run, and Mintlify's own packages the
// differential test runs (oracles/mintlify), when they are not installed yet. Run by `npm test`.
// The npm ones go into one folder each (their peer dependencies conflict), from each folder's
// lockfile; MkDocs, which is Python, comes from Debian's packages when this machine lets
// us install them (as root, or with sudo that needs no password). What cannot be installed is
// said here, loudly, and the tests that need it are skipped with the same words (failed in CI).
import { execSync, spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

const here = import.meta.dirname
const oracles = join(here, '..', 'oracles')
const folders = [here, oracles].flatMap((parent) => readdirSync(parent, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => join(parent, entry.name)))
for (const folder of folders) {
  if (!existsSync(join(folder, 'package-lock.json')) || existsSync(join(folder, 'node_modules', '.package-lock.json'))) continue
  console.log(`Installing ${folder.slice(join(here, '..').length + 1)} for the tests (once)...`)
  // `npm install`, not `npm ci`: npm 11 leaves other platforms' optional packages (rollup's,
  // pagefind's) out of the lockfiles it writes, and its `npm ci` then refuses them as out of sync.
  // The lockfile still decides every version; the top-level ones are exact in package.json.
  execSync('npm install --no-audit --no-fund --loglevel=error', { cwd: folder, stdio: 'inherit' })
}

const works = (command, args = ['--version']) => spawnSync(command, args, { stdio: 'ignore' }).status === 0
/** Debian packages the tests need, each with the command that tells it is there and what is skipped without it. */
const debianPackages = [
  { name: 'MkDocs', package: 'mkdocs', command: 'mkdocs', skipped: 'The two MkDocs target tests' },
  // The browser tests drive Debian's Chromium with playwright-core: no browser is ever downloaded.
  { name: 'Chromium', package: 'chromium', command: 'chromium', skipped: 'The browser tests (test/browser/)' },
]
const missing = debianPackages.filter((wanted) => !works(wanted.command))
if (missing.length > 0) {
  const asRoot = process.getuid?.() === 0 ? [] : works('sudo', ['-n', 'true']) ? ['sudo', '-n'] : undefined
  if (asRoot !== undefined && works('apt-get', ['--version'])) {
    console.log(`Installing ${missing.map((wanted) => wanted.name).join(' and ')} from Debian for the tests (once)...`)
    const [command, ...prefix] = [...asRoot, 'apt-get']
    const apt = (...args) => spawnSync(command, [...prefix, ...args], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
    apt('update', '-qq')
    apt('install', '-y', '-qq', ...missing.map((wanted) => wanted.package))
  }
  for (const wanted of missing) {
    if (works(wanted.command)) continue
    console.warn([
      '',
      `!!! ${wanted.name} is not installed and could not be installed here (that needs root or sudo for apt-get).`,
      `!!! ${wanted.skipped} will be skipped (in CI they fail). To run them: sudo apt-get install ${wanted.package}`,
      '',
    ].join('\n'))
  }
}
