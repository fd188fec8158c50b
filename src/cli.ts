import { readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { compile, type CompileResult } from './compile.js'
import { renderGithub, renderJson, renderPretty } from './ir/diagnostics/render.js'
import { writeOutputs } from './write-outputs.js'
import { TARGETS, isTargetName, type TargetName } from './emit/targets/index.js'

/** The command line: argument parsing and printing only; the work is `compile()`, the writing `writeOutputs()`. */

export interface CliIo {
  stdout: (text: string) => void
  stderr: (text: string) => void
  env: Readonly<Record<string, string | undefined>>
  cwd: string
  /** Whether stdout is a terminal (colours by default). */
  isTTY: boolean
}

const USAGE = `Usage:
  docsnav check [root] [options]              check the docs.json in <root> (default: .)
  docsnav build [root] --out <dir> [options]  check it, then write navigation.json, routes.json,
                                              breadcrumbs.json (and with --site-url sitemap.xml and
                                              breadcrumbs.jsonld.json) into <dir>

Options:
  --format <pretty|json|github>  Output format (default: pretty)
  --no-files                     Skip checks that need page files; titles come from paths
  --missing-pages <error|warn>   How a listed page without a file is reported (default: error)
  --allow-remote                 Fetch remote (https://) OpenAPI specs instead of reporting them unchecked
  --out <dir>                    build: where to write the outputs
  --site-url <url>               build: the site's absolute URL, for sitemap.xml and JSON-LD
  --force                        build: write the outputs even when there are errors
  --pretty                       build: indent the JSON outputs
  --target <names>               build: also write sidebars for docusaurus, starlight, vitepress,
                                 fumadocs and/or mkdocs (comma-separated, or the option repeated)
  --color / --no-color           Force colours on or off (NO_COLOR and FORCE_COLOR are honoured)
  -h, --help                     Show this help
  -v, --version                  Show the version

Exit codes: 0 no errors, 1 errors found, 2 usage error, internal failure, or outputs not written.
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
        'missing-pages': { type: 'string', default: 'error' },
        'allow-remote': { type: 'boolean', default: false },
        out: { type: 'string' },
        'site-url': { type: 'string' },
        force: { type: 'boolean', default: false },
        pretty: { type: 'boolean', default: false },
        target: { type: 'string', multiple: true },
        color: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    })
  } catch (error) {
    return usageError(io, (error as Error).message)
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
  if (command === undefined) return usageError(io, 'a command is needed: check or build')
  if (command !== 'check' && command !== 'build') return usageError(io, `unknown command \`${command}\``)
  if (extra.length > 0) return usageError(io, `unexpected argument \`${extra[0]}\``)
  const format = values.format
  if (format !== 'pretty' && format !== 'json' && format !== 'github') return usageError(io, `--format must be pretty, json or github, not \`${format}\``)
  const missingPages = values['missing-pages']
  if (missingPages !== 'error' && missingPages !== 'warn') return usageError(io, `--missing-pages must be error or warn, not \`${missingPages}\``)
  if (command === 'build' && values.out === undefined) return usageError(io, 'build needs --out <dir>')
  const targets = (values.target ?? []).flatMap((value) => value.split(',')).map((name) => name.trim()).filter((name) => name !== '')
  const unknown = targets.find((name) => !isTargetName(name))
  if (unknown !== undefined) return usageError(io, `unknown --target \`${unknown}\`; targets are ${Object.keys(TARGETS).join(', ')}`)
  if (command === 'check' && (values.out !== undefined || values['site-url'] !== undefined || values.force || values.pretty || targets.length > 0)) {
    return usageError(io, '--out, --site-url, --target, --force and --pretty go with build')
  }

  const rootPath = resolve(io.cwd, root)
  const siteUrl = values['site-url']
  const result = await compile(rootPath, {
    noFiles: !values.files,
    allowRemote: values['allow-remote'],
    missingPages,
    ...(command === 'build' ? { outputs: { pretty: values.pretty, targets: targets as TargetName[], ...(siteUrl === undefined ? {} : { siteUrl }) } } : {}),
  })
  const displayPath = (file: string) => relative(io.cwd, resolve(rootPath, file)) || file

  let written: { folder: string; files: string[] } | undefined
  let failure: string | undefined
  if (command === 'build' && result.files) {
    const folder = resolve(io.cwd, values.out!)
    if (result.summary.errors > 0 && !values.force) {
      failure = `not writing the outputs: ${result.summary.errors} error${result.summary.errors === 1 ? '' : 's'} (pass --force to write them anyway)`
    } else {
      const outcome = writeOutputs(folder, result.files)
      if (outcome.ok) written = { folder: relative(io.cwd, folder) || '.', files: outcome.written }
      else failure = `could not write ${outcome.file} into ${relative(io.cwd, folder) || '.'}: ${outcome.reason}; the previous outputs are unchanged`
    }
  }

  print(io, format, result, displayPath, values.color, written)
  if (failure !== undefined) io.stderr(`docsnav: ${failure}\n`)
  if (result.diagnostics.some((diagnostic) => diagnostic.code.startsWith('DN9'))) return 2
  if (failure !== undefined && result.summary.errors === 0) return 2
  return result.summary.errors > 0 ? 1 : 0
}

function print(io: CliIo, format: 'pretty' | 'json' | 'github', result: CompileResult, displayPath: (file: string) => string,
  color: boolean | undefined, written: { folder: string; files: string[] } | undefined): void {
  if (format === 'json') {
    const document = JSON.parse(renderJson(result.diagnostics, result.summary)) as Record<string, unknown>
    if (written) document.outputs = written
    io.stdout(`${JSON.stringify(document, null, 2)}\n`)
    return
  }
  if (format === 'github') io.stdout(renderGithub(result.diagnostics, result.summary, displayPath))
  else io.stdout(renderPretty(result.diagnostics, result.summary, { color: useColor(color, io), sources: result.sources, displayPath }))
  if (written) io.stdout(`Wrote ${written.files.length} files to ${written.folder}: ${written.files.join(', ')}\n`)
}

function usageError(io: CliIo, message: string): number {
  io.stderr(`docsnav: ${message}\n\n${USAGE}`)
  return 2
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
