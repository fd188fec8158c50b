import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { main } from '../src/cli.js'

async function run(args: string[], env: Record<string, string> = {}, isTTY = false) {
  const stdout: string[] = []
  const stderr: string[] = []
  const code = await main(args, { stdout: (text) => stdout.push(text), stderr: (text) => stderr.push(text), env, cwd: process.cwd(), isTTY })
  return { code, stdout: stdout.join(''), stderr: stderr.join('') }
}

/** A project folder with a docs.json and, for each `pages` entry given, a page file. */
function project(docs: unknown, pages: string[] = ['a', 'index']): string {
  const folder = mkdtempSync(join(tmpdir(), 'docsnav-cli-'))
  writeFileSync(join(folder, 'docs.json'), typeof docs === 'string' ? docs : JSON.stringify(docs, null, 2))
  for (const page of pages) writeFileSync(join(folder, `${page}.mdx`), `---\ntitle: ${page}\n---\n`)
  return folder
}

const withError = { navigation: { groups: [{ group: 'A', pages: ['../outside'], colapsed: true }] } }

describe('docsnav check', () => {
  it('exits 0 on the example site', async () => {
    const result = await run(['check', 'examples/acme'])
    expect(result.code).toBe(0)
    expect(result.stdout).toContain('0 errors, 0 warnings')
  })

  it('exits 1 when there are errors, with a code frame, the hint and a summary', async () => {
    const result = await run(['check', project(withError)])
    expect(result.code).toBe(1)
    expect(result.stdout).toMatch(/docs\.json:\d+:\d+ error DN4002 Page `\.\.\/outside` points outside the project root/)
    expect(result.stdout).toMatch(/> +\d+ \|.*"\.\.\/outside"/)
    expect(result.stdout).toContain('hint: Remove the `..` segments')
    expect(result.stdout).toContain('1 error, 1 warning')
  })

  it('exits 0 when there are only warnings', async () => {
    const result = await run(['check', project({ navigation: { groups: [{ group: 'A', pages: ['a'], colapsed: true }] } })])
    expect(result.code).toBe(0)
  })

  it('prints JSON with 1-based positions and a summary', async () => {
    const result = await run(['check', project(withError), '--format', 'json'])
    const output = JSON.parse(result.stdout)
    expect(output.summary).toEqual({ errors: 1, warnings: 1, infos: 0 })
    expect(output.diagnostics[0]).toMatchObject({
      code: 'DN4002', severity: 'error', file: 'docs.json', line: 7, column: 11, pointer: '/navigation/groups/0/pages/0',
      hint: expect.any(String), message: expect.any(String), related: [],
    })
  })

  it('prints GitHub workflow annotations, escaping what the format needs', async () => {
    const result = await run(['check', project(withError), '--format', 'github'])
    const lines = result.stdout.trim().split('\n')
    expect(lines[0]).toMatch(/^::error file=[^,]*docs\.json,line=7,col=11,endLine=7,endColumn=\d+,title=DN4002 page-outside-root::Page `\.\.\/outside` points outside the project root%0ARemove/)
    expect(lines[1]).toMatch(/^::warning /)
  })

  it('colours only when asked or on a terminal, and honours NO_COLOR', async () => {
    const folder = project(withError)
    expect((await run(['check', folder])).stdout).not.toContain('\u001b[')
    expect((await run(['check', folder], {}, true)).stdout).toContain('\u001b[')
    expect((await run(['check', folder], { NO_COLOR: '1' }, true)).stdout).not.toContain('\u001b[')
    expect((await run(['check', folder, '--color'])).stdout).toContain('\u001b[')
  })

  it('reports a syntax error at its line and column, not a stack trace', async () => {
    const result = await run(['check', project('{\n  "navigation": {\n    "pages": ["a",]\n  }\n}\n'), '--format', 'json'])
    expect(result.code).toBe(1)
    expect(JSON.parse(result.stdout).diagnostics).toMatchObject([{ code: 'DN1002', line: 3, column: 18 }])
  })

  it('exits 2 on usage errors', async () => {
    expect((await run([])).code).toBe(2)
    expect((await run(['build'])).code).toBe(2)
    expect((await run(['check', '--format', 'xml'])).code).toBe(2)
    expect((await run(['check', '--bogus'])).code).toBe(2)
    expect((await run(['check', 'a', 'b'])).code).toBe(2)
  })

  it('accepts --no-files and --allow-remote, and shows help and version', async () => {
    expect((await run(['check', 'examples/acme', '--no-files'])).code).toBe(0)
    expect((await run(['check', 'examples/acme', '--allow-remote'])).code).toBe(0)
    const help = await run(['--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('docsnav build [root] --out <dir>')
    expect((await run(['--version'])).stdout).toMatch(/^\d+\.\d+\.\d+\n$/)
    expect((await run(['check', 'examples/acme', '--missing-pages', 'sometimes'])).code).toBe(2)
    expect((await run(['check', 'examples/acme', '--out', 'x'])).code).toBe(2)
    expect((await run(['build', 'examples/acme'])).code).toBe(2)
  })
})
