// bench/bisect.js on small repositories of the test's own: each commit's "benchmark" prints the
// figure written in the commit, some commits break the build, and the search must name the commit
// that made the figure worse (or every commit it could not tell from it), leaving no worktree and no
// scratch folder behind.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const bisect = join(import.meta.dirname, '..', 'bench', 'bisect.js')
const made: string[] = []
afterAll(() => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true })
})

/** A figure, and whether that commit's build fails. */
type Step = number | { figure: number; broken: true }

/**
 * A repository with a commit per step, oldest first: its benchmark prints a start-up line, `took
 * <figure> ms`, then `{"result": {"ms": figure, "speed": 1000 / figure}}`. Returns the commits.
 */
function repository(steps: readonly Step[]): { repo: string; history: string[]; git: (...args: string[]) => string } {
  const repo = mkdtempSync(join(tmpdir(), 'docsnav-bisect-test-'))
  made.push(repo)
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], { cwd: repo, encoding: 'utf8' }).trim()
  git('init', '-q')
  const history = steps.map((step) => {
    const { figure, broken } = typeof step === 'number' ? { figure: step, broken: false } : step
    writeFileSync(join(repo, 'package.json'), JSON.stringify({ private: true, scripts: { build: broken ? 'node -e "process.exit(1)"' : 'node -e ""' } }))
    writeFileSync(
      join(repo, 'bench.js'),
      `console.log('took 0 ms to start')\nconsole.log('took ${figure} ms')\nconsole.log(JSON.stringify({ result: { ms: ${figure}, speed: ${1000 / figure} } }))\n`,
    )
    git('add', '-A')
    git('commit', '-q', '-m', `figure ${figure}${broken ? ', build broken' : ''}`)
    return git('rev-parse', '--short=12', 'HEAD')
  })
  return { repo, history, git }
}

/** bench/bisect.js on `repo`, its scratch folders in a temporary folder of its own; with that folder's entries afterwards. */
function run(repo: string, ...args: string[]) {
  const temporary = mkdtempSync(join(tmpdir(), 'docsnav-bisect-tmp-'))
  made.push(temporary)
  const result = spawnSync(process.execPath, [bisect, '--repo', repo, '--repeat', '1', ...args, '--', process.execPath, 'bench.js'], {
    encoding: 'utf8',
    env: { ...process.env, TMPDIR: temporary },
  })
  return { ...result, left: readdirSync(temporary) }
}

const short = (commit: string) => commit.slice(0, 7)

// The figure gets worse at 30, after a commit that does not build and a good one measured past it.
const worse = repository([10, 11, 12, { figure: 10, broken: true }, 12, 30, 29, 30])

describe('bench/bisect.js', () => {
  it('names the first commit whose figure is past the midpoint, past commits that do not build', () => {
    const { repo, history, git } = worse
    const found = run(repo, '--good', history[0]!, '--bad', history.at(-1)!, '--figure', 'result.ms')
    expect(found.status, found.stderr).toBe(0)
    expect(found.stdout).toMatch(/build broken: not measured \(skipped\)/)
    // 12 is worse than the good commit's 10, but short of the midpoint of 10 and 30: good.
    expect(found.stdout).toContain(`${short(history[4]!)} figure 12: 12 (good)`)
    expect(found.stdout).toContain(`first bad commit: ${short(history[5]!)}`)
    expect(found.stdout).toContain(`the last good one: ${short(history[4]!)}`)
    expect(git('worktree', 'list').split('\n')).toHaveLength(1)
    expect(found.left).toEqual([])
  })

  it('names every commit it could not tell from the first bad one', () => {
    const { repo, history } = repository([10, 11, { figure: 10, broken: true }, 30, 31])
    const found = run(repo, '--good', history[0]!, '--bad', history.at(-1)!, '--figure', 'result.ms')
    expect(found.status, found.stderr).toBe(0)
    expect(found.stdout).toContain('first bad commit: one of these 2')
    expect(found.stdout).toContain(`  ${short(history[2]!)} figure 10, build broken (not measured)`)
    expect(found.stdout).toContain(`  ${short(history[3]!)} figure 30 (30)`)
    expect(found.stdout).toContain(`the last good one: ${short(history[1]!)}`)
  })

  it('reads a figure that should grow with --higher-is-better', () => {
    const { repo, history } = worse
    const found = run(repo, '--good', history[0]!, '--bad', history.at(-1)!, '--figure', 'result.speed', '--higher-is-better')
    expect(found.status, found.stderr).toBe(0)
    expect(found.stdout).toContain(`first bad commit: ${short(history[5]!)}`)
  })

  it('reads the last line a pattern matches in the output of a bench without JSON (--match)', () => {
    const { repo, history } = worse
    const found = run(repo, '--good', history[0]!, '--bad', history.at(-1)!, '--match', 'took ([0-9.]+) ms')
    expect(found.status, found.stderr).toBe(0)
    expect(found.stdout).toContain(`first bad commit: ${short(history[5]!)}`)
  })

  it('refuses a bad commit no worse than the good one, and a good one that does not come first', () => {
    const { repo, history, git } = worse
    const better = run(repo, '--good', history[5]!, '--bad', history[6]!, '--figure', 'result.ms')
    expect(better.status).toBe(1)
    expect(better.stderr).toMatch(/measures no worse/)
    const reversed = run(repo, '--good', history.at(-1)!, '--bad', history[0]!, '--figure', 'result.ms')
    expect(reversed.status).toBe(1)
    expect(reversed.stderr).toMatch(/is not an ancestor/)
    expect(git('worktree', 'list').split('\n')).toHaveLength(1)
    expect([...better.left, ...reversed.left]).toEqual([])
  })

  it('refuses a pattern without a group for the figure before building anything', () => {
    const { repo, history } = worse
    const found = run(repo, '--good', history[0]!, '--bad', history.at(-1)!, '--match', 'took [0-9.]+ ms')
    expect(found.status).toBe(2)
    expect(found.stderr).toMatch(/--match needs a valid regular expression with a group/)
    expect(found.left).toEqual([])
  })
})
