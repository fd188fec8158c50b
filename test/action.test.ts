import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { repository } from './helpers/cli.js'

/**
 * action.yml's steps, run here as GitHub runs them: each `run` script with bash, its `env` filled
 * as the runner would fill it.
 */

interface Step {
  name?: string
  run?: string
  env?: Record<string, string>
  if?: string
}
const action = parse(readFileSync(join(repository, 'action.yml'), 'utf8')) as { inputs: Record<string, { default: string }>; runs: { steps: Step[] } }
const step = (name: string) => action.runs.steps.find((candidate) => candidate.name === name)!

const folders: string[] = []
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})
const temporary = () => {
  const folder = mkdtempSync(join(tmpdir(), 'docsnav-action-'))
  folders.push(folder)
  return folder
}

/** Runs a step's script with its `env`, `${{ ... }}` replaced by the values given. */
function runStep(one: Step, values: Record<string, string>, cwd: string, extraEnv: Record<string, string> = {}) {
  const env: Record<string, string> = {}
  for (const [name, value] of Object.entries(one.env ?? {}))
    env[name] = value.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expression: string) => values[expression] ?? '')
  return spawnSync('bash', ['-c', one.run!], { cwd, env: { ...process.env, ...env, ...extraEnv }, encoding: 'utf8' })
}

describe('action.yml', () => {
  it('passes inputs to its scripts only through the environment (an input can hold any text)', () => {
    for (const one of action.runs.steps) if (one.run) expect(one.run).not.toMatch(/\$\{\{/)
  })

  it('checks the project once, annotating the pull request, fails on errors, and writes SARIF when asked', () => {
    const sarif = join(temporary(), 'a folder', 'docsnav.sarif')
    mkdirSync(join(sarif, '..'))
    // The action's docsnav, counting its runs.
    const runs = join(temporary(), 'runs')
    const actionPath = temporary()
    mkdirSync(join(actionPath, 'bin'))
    writeFileSync(
      join(actionPath, 'bin', 'docsnav.js'),
      `import { appendFileSync } from 'node:fs'\nappendFileSync(${JSON.stringify(runs)}, 'run\\n')\nawait import(${JSON.stringify(join(repository, 'bin', 'docsnav.js'))})\n`,
    )
    const run = runStep(
      step('docsnav check'),
      {
        'github.action_path': actionPath,
        'inputs.root': join(repository, 'examples', 'broken-links'),
        'inputs.args': '--links',
        'inputs.sarif': sarif,
      },
      repository,
    )
    expect(run.status).toBe(1)
    expect(run.stdout).toMatch(/^::error file=.*line=\d+.*DN8001/m)
    expect(readFileSync(runs, 'utf8')).toBe('run\n')
    const log = JSON.parse(readFileSync(sarif, 'utf8')) as { runs: Array<{ results: Array<{ ruleId: string }> }> }
    expect(log.runs[0]!.results.map((result) => result.ruleId)).toContain('DN8001')
    const clean = runStep(
      step('docsnav check'),
      { 'github.action_path': repository, 'inputs.root': join(repository, 'examples', 'acme'), 'inputs.args': '', 'inputs.sarif': '' },
      repository,
    )
    expect(clean.status).toBe(0)
  })

  it('on a pull request, builds the base branch and fails when a URL went away without a redirect', () => {
    // A repository whose main branch has two pages, and a pull request that removes one.
    const origin = temporary()
    const git = (cwd: string, ...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { cwd, encoding: 'utf8' })
    git(origin, 'init', '-q', '-b', 'main')
    writeFileSync(join(origin, 'docs.json'), '{"navigation": {"pages": ["intro", "old"]}}')
    writeFileSync(join(origin, 'intro.mdx'), '---\ntitle: Intro\n---\n')
    writeFileSync(join(origin, 'old.mdx'), '---\ntitle: Old\n---\n')
    git(origin, 'add', '.')
    git(origin, 'commit', '-qm', 'base')
    const checkout = join(temporary(), 'pr')
    git(origin, 'clone', '-q', origin, checkout)
    git(checkout, 'checkout', '-q', '-b', 'pull-request')
    writeFileSync(join(checkout, 'docs.json'), '{"navigation": {"pages": ["intro"]}}')
    unlinkSync(join(checkout, 'old.mdx'))
    git(checkout, 'commit', '-qam', 'remove a page')

    const diffStep = step('docsnav diff against the base branch')
    expect(diffStep.if).toContain("inputs.diff-base == 'true'")
    const runnerTemp = temporary()
    // The check's options that are not the site's (--fix, --links, --format) are not given to build and diff.
    const run = runStep(
      diffStep,
      { 'github.action_path': repository, 'inputs.root': '.', 'inputs.args': '--fix --links --missing-pages warn', 'github.base_ref': 'main' },
      checkout,
      { RUNNER_TEMP: runnerTemp },
    )
    expect(run.stderr).not.toContain('Run `docsnav --help`')
    expect(run.status).toBe(1)
    expect(run.stdout).toMatch(/^::error .*DN7021.*\/old/m)
    // Run again in the same job (another site, new in this pull request): compared with nothing of the first run's.
    mkdirSync(join(checkout, 'site2'))
    writeFileSync(join(checkout, 'site2', 'docs.json'), '{"navigation": {"pages": ["intro"]}}')
    writeFileSync(join(checkout, 'site2', 'intro.mdx'), '---\ntitle: Intro\n---\n')
    const second = runStep(diffStep, { 'github.action_path': repository, 'inputs.root': 'site2', 'inputs.args': '', 'github.base_ref': 'main' }, checkout, {
      RUNNER_TEMP: runnerTemp,
    })
    expect(second.stdout).toMatch(/::notice title=docsnav::The base branch has no navigation/)
    expect(second.status).toBe(0)
  })
})
