import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { project, run } from './helpers/cli.js'
import { docsJson } from './helpers/docs-json.js'

const withError = docsJson({ navigation: { groups: [{ group: 'A', pages: ['../outside'], colapsed: true }] } })

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
    const result = await run(['check', project(docsJson({ navigation: { groups: [{ group: 'A', pages: ['a'], colapsed: true }] } }))])
    expect(result.code).toBe(0)
  })

  it('prints JSON with 1-based positions and a summary', async () => {
    const result = await run(['check', project(withError, []), '--format', 'json'])
    const output = JSON.parse(result.stdout)
    expect(output.summary).toEqual({ errors: 1, warnings: 1, infos: 0 })
    expect(output.diagnostics[0]).toMatchObject({
      code: 'DN4002',
      severity: 'error',
      file: 'docs.json',
      line: 7,
      column: 11,
      pointer: '/navigation/groups/0/pages/0',
      hint: expect.any(String),
      message: expect.any(String),
      related: [],
    })
  })

  it('prints GitHub workflow annotations, escaping what the format needs', async () => {
    const result = await run(['check', project(withError), '--format', 'github'])
    const lines = result.stdout.trim().split('\n')
    expect(lines[0]).toMatch(
      /^::error file=[^,]*docs\.json,line=7,col=11,endLine=7,endColumn=\d+,title=DN4002 page-outside-root::Page `\.\.\/outside` points outside the project root%0ARemove/,
    )
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
    expect((await run(['check', 'examples/acme', '--links', '--no-files'])).stderr).toContain('--links reads page files')
    expect((await run(['check', 'examples/acme', '--cache', '--no-cache'])).code).toBe(2)
    expect((await run(['check', 'examples/broken-links', '--links', '--no-cache'])).code).toBe(1)
  })
})

describe('docsnav command-line messages', () => {
  it('suggests the option meant, and accepts only the negations it documents', async () => {
    expect((await run(['check', '--fromat', 'json'])).stderr).toContain('unknown option `--fromat`; did you mean `--format`?')
    expect((await run(['check', '--files'])).stderr).toContain('did you mean `--no-files`?')
    for (const flag of ['--no-help', '--no-force', '--no-pretty', '--no-allow-remote', '--no-format']) {
      const result = await run(['check', 'examples/acme', flag])
      expect(result.code, flag).toBe(2)
      expect(result.stderr, flag).toContain(`unknown option \`${flag}\``)
    }
    expect((await run(['check', 'examples/acme', '--no-files', '--no-color'])).code).toBe(0)
    expect((await run(['chek', 'examples/acme'])).stderr).toContain('unknown command `chek`; did you mean `check`?')
    expect((await run(['build', 'examples/acme', '--out', 'x', '--target', 'docusaurs'])).stderr).toContain('did you mean `docusaurus`?')
  })

  it('writes a SARIF log beside the report with --sarif, only for check', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'docsnav-sarif-'))
    const result = await run(['check', 'examples/broken', '--no-files', '--format', 'github', '--sarif', join(folder, 'log.sarif')])
    expect(result.stdout).toMatch(/^::(error|warning) /m)
    const log = JSON.parse(readFileSync(join(folder, 'log.sarif'), 'utf8')) as { version: string; runs: Array<{ results: unknown[] }> }
    expect(log.version).toBe('2.1.0')
    expect(log.runs[0]!.results.length).toBe(
      result.stdout.split('\n').filter((line) => line.startsWith('::error') || line.startsWith('::warning') || line.startsWith('::notice')).length,
    )
    expect((await run(['build', 'examples/acme', '--out', join(folder, 'out'), '--sarif', join(folder, 'x')])).stderr).toContain('--sarif goes with check')
    const unwritable = await run(['check', 'examples/acme', '--sarif', join(folder, 'missing', 'x.sarif')])
    expect(unwritable.code).toBe(2)
    expect(unwritable.stderr).toContain('could not write the SARIF log')
  })

  it("takes the language server's transport as editors pass it: stdio, and says which others it does not speak", async () => {
    for (const transport of ['--node-ipc', '--socket=5000', '--pipe=/tmp/x']) {
      const result = await run(['lsp', transport])
      expect(result.code, transport).toBe(2)
      expect(result.stderr, transport).toContain('docsnav lsp speaks over stdio only')
    }
    expect((await run(['check', 'examples/acme', '--stdio'])).stderr).toContain('--stdio, --node-ipc, --socket, --pipe and --clientProcessId go with lsp')
  })

  it('lists every command when none is given', async () => {
    const result = await run([])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('a command is needed: check, build, diff, preview, mkdocs, import, mcp, schema or lsp')
  })

  it('says, as a usage error, when the project folder does not exist', async () => {
    for (const command of [['check'], ['build', '--out', 'x'], ['diff', 'examples/acme']]) {
      const [name, ...rest] = command
      const result = await run([name!, ...(name === 'diff' ? rest : []), 'missing-folder', ...(name === 'diff' ? [] : rest)])
      expect(result.code, name).toBe(2)
      expect(result.stderr, name).toContain('the project folder `missing-folder` does not exist; give the folder that holds docs.json')
    }
  })

  it('says when a file is given where the project folder goes', async () => {
    const result = await run(['check', 'examples/acme/docs.json'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('`examples/acme/docs.json` is a file; give the folder that holds docs.json (`examples/acme`)')
  })

  it('checks --target and --max-file-size', async () => {
    for (const targets of ['', ',', 'docusaurus,,starlight']) {
      const result = await run(['build', 'examples/acme', '--out', 'x', `--target=${targets}`])
      expect(result.code, targets).toBe(2)
      expect(result.stderr, targets).toContain('--target takes generator names')
    }
    for (const value of ['0', '-3', 'big', '', '0x10', '1e3', ' 4']) {
      const result = await run(['check', 'examples/acme', `--max-file-size=${value}`])
      expect(result.code, value).toBe(2)
      expect(result.stderr, value).toContain('--max-file-size takes a number of MiB')
    }
    expect((await run(['check', 'examples/acme', '--max-file-size', '0.5'])).code).toBe(0)
  })

  it('prints paths of diagnostics as the root was given', async () => {
    const relative = await run(['check', './examples/../examples/acme/', '--format', 'github', '--no-files'])
    expect(relative.code).toBe(0)
    const broken = await run(['check', 'examples/broken', '--no-files'])
    expect(broken.stdout).toMatch(/^examples\/broken\/docs\.json:\d+:\d+ /m)
  })
})

describe('the bundled command line', () => {
  it('runs in strict mode, as the modules it is made from do', async () => {
    const { readFileSync } = await import('node:fs')
    const { join } = await import('node:path')
    const { repository } = await import('./helpers/cli.js')
    const bundle = readFileSync(join(repository, 'dist', 'cli.bundle.cjs'), 'utf8')
    // A directive counts only before any other statement: the bundle's first line must be it.
    expect(bundle.split('\n', 1)[0]).toBe("'use strict';")
  })
})

describe('the editor and pull-request options', () => {
  it('refuses the combinations that cannot work, with a usage error', async () => {
    const folder = project({ navigation: { pages: ['a', 'index'] } })
    for (const [args, words] of [
      [['diff', folder, folder, '--suggest', '--format', 'sarif'], '--suggest prints redirects'],
      [['check', folder, '--watch', '--fix'], '--fix and --watch'],
      [['check', folder, '--watch', '--format', 'sarif'], 'cannot go with --watch'],
      [['build', folder, '--fix', '--out', `${folder}-out`], '--fix goes with check'],
      [['schema', 'extra'], 'schema takes no argument'],
    ] as const) {
      const result = await run([...args])
      expect(result.code, args.join(' ')).toBe(2)
      expect(result.stderr).toContain(words)
    }
  })

  it('says what is wrong with an earlier build that is not one', async () => {
    const folder = project({ navigation: { pages: ['a', 'index'] } })
    const empty = project({ navigation: { pages: ['a', 'index'] } })
    const result = await run(['diff', empty, folder])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('the folder holds no routes.json')
    const missing = await run(['diff', `${empty}/nothing-here`, folder])
    expect(missing.stderr).toContain('there is no such file or folder')
  })

  it('prints the JSON Schema with docsnav schema', async () => {
    const result = await run(['schema'])
    expect(result.code).toBe(0)
    expect(JSON.parse(result.stdout)).toMatchObject({ $schema: 'https://json-schema.org/draft/2020-12/schema', properties: { navigation: expect.any(Object) } })
  })
})
