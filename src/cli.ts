import { readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { compile } from './compile.js'
import { renderGithub, renderJson, renderPretty } from './ir/diagnostics/render.js'

/** The command line: argument parsing and printing only; the work is `compile()`. */

export interface CliIo {
  stdout: (text: string) => void
  stderr: (text: string) => void
  env: Readonly<Record<string, string | undefined>>
  cwd: string
  /** Whether stdout is a terminal (colours by default). */
  isTTY: boolean
}

const USAGE = `Usage: docsnav check [root] [options]

Checks the docs.json in <root> (default: the current folder) and reports every problem.

Options:
  --format <pretty|json|github>  Output format (default: pretty)
  --no-files                     Skip checks that need page files
  --allow-remote                 Fetch remote (https://) OpenAPI specs instead of reporting them unchecked
  --color / --no-color           Force colours on or off (NO_COLOR and FORCE_COLOR are honoured)
  -h, --help                     Show this help
  -v, --version                  Show the version

Exit codes: 0 no errors, 1 errors found, 2 usage or internal failure.
`

/** Runs the CLI with `argv` (without `node` and the script); resolves to the exit code. */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      allowNegative: true,
      options: {
        format: { type: 'string', default: 'pretty' },
        files: { type: 'boolean', default: true },
        'allow-remote': { type: 'boolean', default: false },
        color: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    })
  } catch (error) {
    io.stderr(`docsnav: ${(error as Error).message}\n\n${USAGE}`)
    return 2
  }
  const { values, positionals } = parsed
  if (values.help) {
    io.stdout(USAGE)
    return 0
  }
  if (values.version) {
    io.stdout(`${readVersion()}\n`)
    return 0
  }
  const [command, root = '.', ...extra] = positionals
  if (command !== 'check' || extra.length > 0) {
    io.stderr(command === undefined ? USAGE : `docsnav: ${command !== 'check' ? `unknown command \`${command}\`` : `unexpected argument \`${extra[0]}\``}\n\n${USAGE}`)
    return 2
  }
  const format = values.format
  if (format !== 'pretty' && format !== 'json' && format !== 'github') {
    io.stderr(`docsnav: --format must be pretty, json or github, not \`${format}\`\n`)
    return 2
  }

  const rootPath = resolve(io.cwd, root)
  const result = await compile(rootPath, { noFiles: !values.files, allowRemote: values['allow-remote'] })
  const displayPath = (file: string) => relative(io.cwd, resolve(rootPath, file)) || file
  if (format === 'json') io.stdout(renderJson(result.diagnostics, result.summary))
  else if (format === 'github') io.stdout(renderGithub(result.diagnostics, result.summary, displayPath))
  else io.stdout(renderPretty(result.diagnostics, result.summary, { color: useColor(values.color, io), sources: result.sources, displayPath }))

  if (result.diagnostics.some((diagnostic) => diagnostic.code.startsWith('DN9'))) return 2
  return result.summary.errors > 0 ? 1 : 0
}

function useColor(flag: boolean | undefined, io: CliIo): boolean {
  if (flag !== undefined) return flag
  if (io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== '') return false
  if (io.env.FORCE_COLOR !== undefined) return io.env.FORCE_COLOR !== '0'
  return io.isTTY
}

function readVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
  return manifest.version
}
