// bench/bisect.js on a small repository of the test's own: each commit's "benchmark" prints the
// figure written in the commit, one commit breaks the build, and the search must name the commit
// that made the figure worse and leave no worktree behind.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const bisect = join(import.meta.dirname, '..', 'bench', 'bisect.js')
const repo = mkdtempSync(join(tmpdir(), 'docsnav-bisect-test-'))
afterAll(() => rmSync(repo, { recursive: true, force: true }))

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], { cwd: repo, encoding: 'utf8' }).trim()

/** A commit whose benchmark prints `took <figure> ms`, then `{"result": {"ms": figure, "speed": 1000 / figure}}`; its build fails when asked to. */
function commit(figure: number, buildFails = false): string {
  writeFileSync(join(repo, 'package.json'), JSON.stringify({ private: true, scripts: { build: buildFails ? 'node -e "process.exit(1)"' : 'node -e ""' } }))
  writeFileSync(
    join(repo, 'bench.js'),
    `console.log('took ${figure} ms')\nconsole.log(JSON.stringify({ result: { ms: ${figure}, speed: ${1000 / figure} } }))\n`,
  )
  git('add', '-A')
  git('commit', '-q', '-m', `figure ${figure}${buildFails ? ', build broken' : ''}`)
  return git('rev-parse', '--short=12', 'HEAD')
}

git('init', '-q')
const history = [commit(10), commit(11), commit(10), commit(10, true), commit(30), commit(31, true), commit(29), commit(30)]

function run(...args: string[]) {
  return spawnSync(process.execPath, [bisect, '--repo', repo, '--repeat', '1', ...args, '--', process.execPath, 'bench.js'], { encoding: 'utf8' })
}

describe('bench/bisect.js', () => {
  it('names the first commit whose figure is worse, past commits that do not build', () => {
    const found = run('--good', history[0]!, '--bad', history.at(-1)!, '--figure', 'result.ms')
    expect(found.status, found.stderr).toBe(0)
    expect(found.stdout).toContain(`first bad commit: ${history[4]!.slice(0, 7)}`)
    // The commit before it does not build: the one before that is the last good one measured.
    expect(found.stdout).toContain(`the one before: ${history[2]!.slice(0, 7)}`)
    expect(found.stdout).toMatch(/build broken: not measured \(skipped\)/)
    expect(git('worktree', 'list').split('\n')).toHaveLength(1)
  })

  it('says so when the commit given as bad measures no worse', () => {
    const found = run('--good', history.at(-1)!, '--bad', history[0]!, '--figure', 'result.ms')
    expect(found.status).toBe(1)
    expect(found.stderr).toMatch(/measures no worse/)
    expect(git('worktree', 'list').split('\n')).toHaveLength(1)
  })

  it('reads a figure that should grow with --higher-is-better', () => {
    const found = run('--good', history[0]!, '--bad', history.at(-1)!, '--figure', 'result.speed', '--higher-is-better')
    expect(found.status, found.stderr).toBe(0)
    expect(found.stdout).toContain(`first bad commit: ${history[4]!.slice(0, 7)}`)
  })

  it('reads a figure from the output of a bench without JSON with --match', () => {
    const found = run('--good', history[0]!, '--bad', history.at(-1)!, '--match', 'took ([0-9.]+) ms')
    expect(found.status, found.stderr).toBe(0)
    expect(found.stdout).toContain(`first bad commit: ${history[4]!.slice(0, 7)}`)
  })
})
