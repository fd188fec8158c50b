import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { compareDiagnostics } from '../src/project/watch.js'
import type { Diagnostic } from '../src/index.js'
import { repository } from './helpers/cli.js'
import { docsJsonText } from './helpers/docs-json.js'

const folders: string[] = []
const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

/** A project folder with these files. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'docsnav-watch-'))
  folders.push(root)
  for (const [path, text] of Object.entries(files)) writeFileSync(join(root, path), text)
  return root
}

/** An editor's save: a temporary file renamed over the file, which is gone for a moment. */
function saveAtomically(path: string, text: string): void {
  writeFileSync(`${path}.swp`, text)
  renameSync(`${path}.swp`, path)
}

/** `docsnav <args>` left running; `until(pattern)` waits for its output (stdout) to match, from the last match on. */
function start(args: string[]) {
  const child = spawn(process.execPath, [join(repository, 'bin', 'docsnav.js'), ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  })
  children.push(child)
  let output = ''
  let seen = 0
  const waiters: Array<() => void> = []
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    for (const waiter of waiters.splice(0)) waiter()
  })
  child.stderr!.on('data', () => undefined)
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return {
    async until(pattern: RegExp): Promise<string> {
      const deadline = Date.now() + 20_000
      for (;;) {
        const rest = output.slice(seen)
        const match = pattern.exec(rest)
        if (match) {
          seen += match.index + match[0].length
          return rest.slice(0, match.index + match[0].length)
        }
        if (Date.now() > deadline) throw new Error(`no ${pattern} in the output:\n${output}`)
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 200)
        })
      }
    },
    stop: async () => {
      child.kill('SIGINT')
      return exited
    },
  }
}

const PAGE = '---\ntitle: Intro\n---\n'

describe('check --watch', () => {
  it('prints what changed in the diagnostics after each change, survives files deleted and made again, and stops cleanly on Ctrl-C', async () => {
    const root = project({ 'docs.json': docsJsonText('{"navigation": {"pages": ["intro", "other"]}}'), 'intro.mdx': PAGE, 'other.mdx': PAGE })
    const watch = start(['check', root, '--watch'])
    await watch.until(/0 errors, 0 warnings/)
    // Saved by rename, as editors do.
    saveAtomically(join(root, 'docs.json'), docsJsonText('{"navigation": {"pages": ["intro", "other", "later"]}}'))
    const added = await watch.until(/1 error/)
    expect(added).toMatch(/1 new, 0 gone/)
    expect(added).toMatch(/DN4006 Page `later` has no file/)
    // Only the new one is printed.
    expect(added.match(/ (error|warning|info) DN\d+/g)).toHaveLength(1)
    unlinkSync(join(root, 'other.mdx'))
    expect(await watch.until(/2 errors/)).toMatch(/DN4006 Page `other` has no file/)
    writeFileSync(join(root, 'other.mdx'), PAGE)
    writeFileSync(join(root, 'later.mdx'), PAGE)
    const gone = await watch.until(/0 errors/)
    expect(gone).toMatch(/0 new, 2 gone/)
    expect(gone).toMatch(/gone: .*DN4006 Page `other`/)
    expect(await watch.stop()).toBe(0)
  })
})

describe('build --watch', () => {
  it('writes the outputs after each compile without errors and keeps the last good ones when a change brings errors', async () => {
    const root = project({ 'docs.json': docsJsonText('{"navigation": {"pages": ["intro"]}}'), 'intro.mdx': PAGE, 'second.mdx': '---\ntitle: Second\n---\n' })
    const out = join(mkdtempSync(join(tmpdir(), 'docsnav-watch-out-')), 'site')
    folders.push(out)
    const watch = start(['build', root, '--out', out, '--watch'])
    await watch.until(/Wrote \d+ files/)
    const first = readFileSync(join(out, 'navigation.json'), 'utf8')
    saveAtomically(join(root, 'docs.json'), docsJsonText('{"navigation": {"pages": ["intro", "missing"]}}'))
    await watch.until(/1 new, 0 gone/)
    expect(readFileSync(join(out, 'navigation.json'), 'utf8')).toBe(first)
    saveAtomically(join(root, 'docs.json'), docsJsonText('{"navigation": {"pages": ["intro", "second"]}}'))
    await watch.until(/Wrote \d+ files/)
    expect(readFileSync(join(out, 'navigation.json'), 'utf8')).toContain('Second')
    expect(await watch.stop()).toBe(0)
  })
})

describe('--watch --format json', () => {
  it('prints one line per change, whether it checks or builds', async () => {
    const root = project({ 'docs.json': docsJsonText('{"navigation": {"pages": ["intro"]}}'), 'intro.mdx': PAGE })
    const out = join(mkdtempSync(join(tmpdir(), 'docsnav-watch-out-')), 'site')
    folders.push(out)
    const watch = start(['build', root, '--out', out, '--watch', '--format', 'json'])
    // The first report whole (indented JSON), then one line per change.
    await watch.until(/"outputs"[\s\S]*?\n\}\n/)
    saveAtomically(join(root, 'docs.json'), docsJsonText('{"navigation": {"pages": ["intro", "missing"]}}'))
    const line = await watch.until(/\n/)
    expect(JSON.parse(line)).toMatchObject({ added: [{ code: 'DN4006' }], removed: [], summary: { errors: 1 } })
    saveAtomically(join(root, 'docs.json'), docsJsonText('{"navigation": {"pages": ["intro"]}}'))
    const next = await watch.until(/\}\n/)
    expect(
      next
        .trim()
        .split('\n')
        .map((text) => Object.keys(JSON.parse(text))),
    ).toEqual([['added', 'removed', 'summary']])
    expect(await watch.stop()).toBe(0)
  })
})

describe('compareDiagnostics', () => {
  const diagnostic = (line: number, message = 'Page `x` has no file'): Diagnostic => ({
    code: 'DN4006',
    severity: 'error',
    slug: 'page-not-found',
    message,
    hint: '',
    related: [],
    params: {},
    file: 'docs.json',
    line,
    column: 3,
    pointer: '/navigation/pages/1',
  })

  it('takes a problem that moved down a line for the same problem, and counts repeats', () => {
    expect(compareDiagnostics([diagnostic(2)], [diagnostic(3)])).toEqual({ added: [], removed: [] })
    expect(compareDiagnostics([diagnostic(2)], [diagnostic(2), diagnostic(2)])).toEqual({ added: [diagnostic(2)], removed: [] })
    expect(compareDiagnostics([diagnostic(2)], [diagnostic(2, 'Page `y` has no file')])).toEqual({
      added: [diagnostic(2, 'Page `y` has no file')],
      removed: [diagnostic(2)],
    })
  })
})
