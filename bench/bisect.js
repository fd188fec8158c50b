// Finds the commit that made a benchmark's figure worse: a binary search over the first-parent
// history between a commit whose figure is good and one whose figure is bad, each commit built in a
// worktree of its own (sharing this checkout's node_modules) and measured by its own benchmark, so
// that a bench changed since is not what is compared. `render-per-route` went from 48 to 150 µs
// unnoticed for days; this found the commit in 12 builds.
//
// Usage:
//   node bench/bisect.js --good REV --bad REV --figure PATH [--repeat 2] [--higher-is-better] [--keep]
//     [--repo DIR] [--timeout-minutes 20] -- COMMAND [ARGS...]
//   node bench/bisect.js --good REV --bad REV --match REGEX ... -- COMMAND [ARGS...]
// COMMAND runs in each commit's worktree and prints JSON as its last line (the benches' `--json`);
// PATH names the figure in it, dot-separated (`perRouteUs`, `docsJson.update`). A bench older than
// its `--json` is read with --match instead: the first group of the regular expression on the last
// line of output it matches (`'([0-9.]+) µs per route'`). Each commit is
// measured `--repeat` times and its best figure kept (a busy machine only makes a figure worse).
// A commit whose figure is past the midpoint of the good and bad commits' figures is bad. A commit
// that does not build, or whose benchmark fails or runs past --timeout-minutes, is skipped for its
// neighbour; when skipped commits lie next to the first bad one, all of them are named. The corpus is found
// as the benches find it: pass DOCSNAV_CORPUS, or the bench's own option (`--corpus /abs/path`).
// --keep: the worktrees are left (their paths printed); --repo: the repository (default: this one).
// Example:
//   node bench/bisect.js --good fbfe4b61 --bad a4597b21 --match '([0-9.]+) µs per route' -- node bench/render.js --runs 5 --corpus "$DOCSNAV_CORPUS"
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'

const USAGE =
  'usage: node bench/bisect.js --good REV --bad REV (--figure PATH | --match REGEX) [--repeat 2] [--higher-is-better] [--keep] [--repo DIR] [--timeout-minutes 20] -- COMMAND [ARGS...]'
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    good: { type: 'string' },
    bad: { type: 'string' },
    figure: { type: 'string' },
    match: { type: 'string' },
    repeat: { type: 'string', default: '2' },
    'higher-is-better': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    repo: { type: 'string', default: join(import.meta.dirname, '..') },
    'timeout-minutes': { type: 'string', default: '20' },
  },
})
const repeat = Number(values.repeat)
const timeout = Number(values['timeout-minutes']) * 60_000
const pattern = values.match === undefined ? undefined : patternOf(values.match)
if (
  !values.good ||
  !values.bad ||
  (values.figure === undefined) === (values.match === undefined) ||
  positionals.length === 0 ||
  !Number.isInteger(repeat) ||
  repeat < 1 ||
  !(timeout > 0) ||
  pattern === null
) {
  console.error(pattern === null ? `bisect: --match needs a valid regular expression with a group for the figure\n${USAGE}` : USAGE)
  process.exit(2)
}
const repo = resolve(values.repo)
const higherIsBetter = values['higher-is-better']
const git = (...args) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim()
const scratch = mkdtempSync(join(tmpdir(), 'docsnav-bisect-'))
const worktrees = []
/** Each commit's figure once measured (undefined: it could not be). */
const figures = new Map()
const reported = new Set()

/** `--match`'s expression, or null when it is not one or has no group. */
function patternOf(source) {
  try {
    // An alternative that matches the empty string shows how many groups the expression has.
    return new RegExp(`${source}|`).exec('').length > 1 ? new RegExp(source) : null
  } catch {
    return null
  }
}

/** The commit's figure: the best of `repeat` runs of the command in a worktree of it, or undefined when it does not build or measure. */
function figureAt(commit) {
  if (!figures.has(commit)) figures.set(commit, measure(commit))
  return figures.get(commit)
}

function measure(commit) {
  const folder = join(scratch, commit.slice(0, 12))
  git('worktree', 'add', '--detach', '--quiet', folder, commit)
  worktrees.push(folder)
  if (existsSync(join(repo, 'node_modules'))) symlinkSync(join(repo, 'node_modules'), join(folder, 'node_modules'))
  if (!ran(spawnSync('npm', ['run', 'build'], { cwd: folder, encoding: 'utf8', timeout }))) return undefined
  const runs = []
  for (let run = 0; run < repeat; run++) {
    const measured = spawnSync(positionals[0], positionals.slice(1), { cwd: folder, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout })
    const figure = ran(measured) ? figureIn(measured.stdout) : undefined
    if (typeof figure !== 'number' || Number.isNaN(figure)) return undefined
    runs.push(figure)
  }
  return higherIsBetter ? Math.max(...runs) : Math.min(...runs)
}

/** Whether a child process ended well; one stopped by its time limit is said to have. */
function ran(result) {
  if (result.error?.code === 'ETIMEDOUT') console.log(`  (stopped after ${values['timeout-minutes']} minutes)`)
  return result.status === 0
}

/** The figure a run printed: at --figure in the JSON of its last line, or --match's first group on the last line it matches. */
function figureIn(output) {
  const lines = output.trim().split('\n')
  if (pattern) {
    const found = lines.findLast((line) => pattern.test(line))?.match(pattern)?.[1]
    return found === undefined ? undefined : Number(found)
  }
  try {
    return values.figure.split('.').reduce((value, key) => value?.[key], JSON.parse(lines.at(-1) ?? ''))
  } catch {
    return undefined
  }
}

const describe = (commit) => git('log', '-1', '--format=%h %s', commit).slice(0, 90)
const shown = (figure) => (figure === undefined ? 'not measured' : String(figure))
function report(commit, figure, verdict) {
  if (reported.has(commit)) return
  reported.add(commit)
  console.log(`${describe(commit)}: ${shown(figure)} (${verdict})`)
}

/** The worktrees removed (unless --keep), once, however the search ends. */
let cleaned = false
function cleanUp() {
  if (cleaned) return
  cleaned = true
  if (values.keep) return console.log(`worktrees kept: ${worktrees.join(' ')}`)
  for (const folder of worktrees) spawnSync('git', ['worktree', 'remove', '--force', folder], { cwd: repo })
  spawnSync('git', ['worktree', 'prune'], { cwd: repo })
  rmSync(scratch, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    cleanUp()
    process.exit(130)
  })

try {
  const [good, bad] = [git('rev-parse', values.good), git('rev-parse', values.bad)]
  if (spawnSync('git', ['merge-base', '--is-ancestor', good, bad], { cwd: repo }).status !== 0)
    throw new Error(`${values.good} is not an ancestor of ${values.bad}: the good commit must come first`)
  const [goodFigure, badFigure] = [figureAt(good), figureAt(bad)]
  report(good, goodFigure, 'given as good')
  report(bad, badFigure, 'given as bad')
  if (goodFigure === undefined || badFigure === undefined) throw new Error('the good or the bad commit could not be measured')
  if (higherIsBetter ? badFigure >= goodFigure : badFigure <= goodFigure) throw new Error('the bad commit measures no worse than the good one')
  const midpoint = (goodFigure + badFigure) / 2
  const isBad = (figure) => (higherIsBetter ? figure < midpoint : figure > midpoint)
  // Oldest first; the good commit is not in it, the bad one is last.
  const commits = git('rev-list', '--first-parent', '--reverse', `${good}..${bad}`).split('\n')
  let [low, high] = [-1, commits.length - 1]
  while (high - low > 1) {
    const middle = (low + high) >> 1
    // A commit that cannot be measured: the nearest measurable one between low and high instead.
    const order = [middle, ...Array.from({ length: high - low - 2 }, (_, step) => middle + (step % 2 === 0 ? step / 2 + 1 : -(step + 1) / 2))]
    let probe
    for (const index of order.filter((index) => index > low && index < high)) {
      const figure = figureAt(commits[index])
      report(commits[index], figure, figure === undefined ? 'skipped' : isBad(figure) ? 'bad' : 'good')
      if (figure === undefined) continue
      probe = index
      break
    }
    if (probe === undefined) break
    if (isBad(figures.get(commits[probe]))) high = probe
    else low = probe
  }
  const before = low === -1 ? good : commits[low]
  if (high - low === 1) console.log(`\nfirst bad commit: ${describe(commits[high])} (${shown(figures.get(commits[high]))})`)
  else {
    // Commits between the last good one and the first bad one measured could not be: any of them may be the first bad one.
    console.log(`\nfirst bad commit: one of these ${high - low}, the ones before the last not measured:`)
    for (const commit of commits.slice(low + 1, high + 1)) console.log(`  ${describe(commit)} (${shown(figures.get(commit))})`)
  }
  console.log(`the last good one: ${describe(before)} (${shown(figures.get(before))})`)
} catch (error) {
  console.error(`bisect: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
} finally {
  cleanUp()
}
