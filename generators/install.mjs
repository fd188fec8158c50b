// Installs the real site generators the target tests run, the integrations' examples they build
// (examples/starlight), and Mintlify's own packages the
// differential test runs (oracles/mintlify), when they are not installed yet. Run by `npm test`.
// The npm ones go into one folder each (their peer dependencies conflict), from each folder's
// lockfile; MkDocs, which is Python, comes from Debian's packages when this machine lets
// us install them (as root, or with sudo that needs no password). What cannot be installed is
// said here, loudly, and the tests that need it are skipped with the same words (failed in CI).
import { execSync, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const here = import.meta.dirname
const oracles = join(here, '..', 'oracles')
// The integrations' examples (examples/starlight, ...) are built by the tests with the generator they pin.
const examples = join(here, '..', 'examples')
const folders = [here, oracles, examples].flatMap((parent) =>
  readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(parent, entry.name)),
)
/** Whether a folder's install is there and has every dependency its package.json names now (one added since is installed). */
function installed(folder) {
  if (!existsSync(join(folder, 'node_modules', '.package-lock.json'))) return false
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'))
  const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })
  return names.every((name) => existsSync(join(folder, 'node_modules', name, 'package.json')))
}
for (const folder of folders) {
  if (!existsSync(join(folder, 'package-lock.json')) || installed(folder)) continue
  console.log(`Installing ${folder.slice(join(here, '..').length + 1)} for the tests (once)...`)
  // `npm install`, not `npm ci`: npm 11 leaves other platforms' optional packages (rollup's,
  // pagefind's) out of the lockfiles it writes, and its `npm ci` then refuses them as out of sync.
  // The lockfile still decides every version; the top-level ones are exact in package.json.
  execSync('npm install --no-audit --no-fund --loglevel=error', { cwd: folder, stdio: 'inherit' })
}

const works = (command, args = ['--version']) => spawnSync(command, args, { stdio: 'ignore' }).status === 0
/**
 * The Python MkDocs runs with (its script's `#!` line), which need not be the `python3` on PATH (a
 * pyenv's, which lacks Debian's packages): a plugin or theme counts when MkDocs's Python has it.
 */
function mkdocsPython() {
  const found = spawnSync('sh', ['-c', 'command -v mkdocs'], { encoding: 'utf8' })
  if (found.status !== 0) return 'python3'
  return /^#!\s*(\S+)/.exec(readFileSync(found.stdout.trim(), 'utf8'))?.[1] ?? 'python3'
}
/** Whether a wanted package is there: its command runs, or MkDocs's Python runs its `python` probe. */
const present = (wanted) => (wanted.python === undefined ? works(wanted.command, wanted.args) : works(mkdocsPython(), ['-c', wanted.python]))
/** Debian packages the tests need, each with what tells it is there (a command, or a probe MkDocs's Python runs) and what is skipped without it. */
const debianPackages = [
  { name: 'MkDocs', package: 'mkdocs', command: 'mkdocs', skipped: 'The MkDocs target tests and examples/mkdocs' },
  // examples/mkdocs builds with Material's theme and takes docs.json's redirects through mkdocs-redirects.
  {
    name: 'Material for MkDocs',
    package: 'mkdocs-material',
    python: "from mkdocs.utils import get_theme_names; assert 'material' in get_theme_names()",
    skipped: 'The browser test of examples/mkdocs',
  },
  {
    name: 'mkdocs-redirects',
    package: 'mkdocs-redirects',
    python: 'import mkdocs_redirects',
    skipped: 'The browser test of examples/mkdocs',
  },
  // The browser tests drive Debian's Chromium with playwright-core: no browser is ever downloaded.
  { name: 'Chromium', package: 'chromium', command: 'chromium', skipped: 'The browser tests (test/browser/)' },
]
/** How long apt-get waits for another apt-get or dpkg to let go of the package database. */
const LOCK_WAIT_SECONDS = 300
const missing = debianPackages.filter((wanted) => !present(wanted))
if (missing.length > 0) {
  const asRoot = process.getuid?.() === 0 ? [] : works('sudo', ['-n', 'true']) ? ['sudo', '-n'] : undefined
  // Why what is missing could not be installed, in apt-get's own words where it ran.
  let why
  if (asRoot === undefined) why = 'that needs root or sudo for apt-get'
  else if (!works('apt-get')) why = 'apt-get is not on this machine'
  else {
    console.log(`Installing ${missing.map((wanted) => wanted.name).join(' and ')} from Debian for the tests (once)...`)
    const [command, ...prefix] = [...asRoot, 'apt-get']
    // Another apt-get (unattended upgrades, a second test run) may hold the lock: wait for it, bounded.
    const apt = (...args) => {
      const ran = spawnSync(command, [...prefix, '-o', `DPkg::Lock::Timeout=${LOCK_WAIT_SECONDS}`, ...args], {
        encoding: 'utf8',
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      })
      process.stderr.write(ran.stderr ?? '')
      return ran.status === 0
        ? undefined
        : `apt-get ${args[0]} failed${ran.error ? ` (${ran.error.message})` : ''}: ${(ran.stderr ?? '').trim().split('\n').slice(-3).join(' / ') || `exit ${ran.status}`}`
    }
    why = apt('update', '-qq')
    why = apt('install', '-y', '-qq', ...missing.map((wanted) => wanted.package)) ?? why
  }
  for (const wanted of missing) {
    if (present(wanted)) continue
    console.warn(
      [
        '',
        `!!! ${wanted.name} is not installed and could not be installed here (${why ?? 'apt-get installed nothing that runs'}).`,
        `!!! ${wanted.skipped} will be skipped (in CI they fail). To run them: sudo apt-get install ${wanted.package}`,
        '',
      ].join('\n'),
    )
  }
}
