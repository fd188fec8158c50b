import { join, relative, resolve, sep } from 'node:path'
import { parseArgs } from 'node:util'
import { addInternalError, compile, type CompileResult } from '../compile/compile.js'
import type { PreviousRoute } from '../ir/site.js'
import { countOf, visible } from '../present/report.js'
import { readPreviousRoutes, rootFolderProblem } from './inputs.js'
import {
  describeWriteFailure,
  diffResult,
  print,
  printChanges,
  printDiff,
  printFixes,
  progressLine,
  readVersion,
  type CliIo,
  type Format,
  type Shown,
  type Written,
  usageError,
} from './print.js'
import { mkdocsCommand } from './mkdocs-command.js'
import { docsJsonSchema } from '../ir/json-schema.js'
import { fixFiles, type FixFilesResult } from '../project/fix-files.js'
import { createProject } from '../project/project.js'
import type { CompileOptions } from '../compile/options.js'
import { nearest } from '../ir/nearest.js'
import { schemeOf } from '../ir/urls.js'
import { DEFAULT_MAX_FILE_SIZE } from '../ir/files.js'
import { outFolderProblem, realPathOf } from '../output-folder/placement.js'
import { recoverOutputs, writeOutputs } from '../output-folder/write.js'
import { addPagefindOutputs } from '../search/pagefind.js'
import { writeReportFile } from '../output-folder/report-file.js'
import { renderSarif } from '../present/sarif.js'
import { TARGETS, isTargetName, type TargetName } from '../emit/targets/index.js'
import { isOutputPath } from '../emit/index.js'
import { USAGE } from './usage.js'

/** The command line: argument parsing and the commands' flow; the work is `compile()`, the writing `writeOutputs()`, the printing print.ts. */

export type { CliIo } from './print.js'

const DEFAULT_PREVIEW_PORT = 3030
/** The options of the other commands, refused by import rather than ignored. */
const NOT_FOR_IMPORT = [
  'fix',
  'sarif',
  'watch',
  'no-files',
  'missing-pages',
  'links',
  'cache',
  'no-cache',
  'allow-remote',
  'max-file-size',
  'site-url',
  'pretty',
  'target',
  'suggest',
  'pagefind',
  'port',
] as const
/** The commands, in the order the usage lists them. */
const COMMANDS = ['check', 'build', 'diff', 'preview', 'mkdocs', 'import', 'mcp', 'schema', 'lsp'] as const

const OPTIONS = {
  format: { type: 'string', default: 'pretty' },
  fix: { type: 'boolean', default: false },
  sarif: { type: 'string' },
  watch: { type: 'boolean', default: false },
  'no-files': { type: 'boolean', default: false },
  'missing-pages': { type: 'string' },
  links: { type: 'boolean' },
  cache: { type: 'boolean' },
  'no-cache': { type: 'boolean' },
  'allow-remote': { type: 'boolean', default: false },
  'max-file-size': { type: 'string' },
  out: { type: 'string' },
  'site-url': { type: 'string' },
  force: { type: 'boolean', default: false },
  pretty: { type: 'boolean', default: false },
  target: { type: 'string', multiple: true },
  suggest: { type: 'boolean', default: false },
  pagefind: { type: 'boolean', default: false },
  from: { type: 'string' },
  'write-pages': { type: 'boolean', default: false },
  'old-urls': { type: 'string' },
  port: { type: 'string' },
  color: { type: 'boolean' },
  'no-color': { type: 'boolean' },
  // The language server's transport, as editors' clients pass it: stdio is the one it speaks.
  stdio: { type: 'boolean' },
  'node-ipc': { type: 'boolean' },
  socket: { type: 'string' },
  pipe: { type: 'string' },
  clientProcessId: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} as const

/** Runs the CLI with `argv` (without `node` and the script); resolves to the exit code. */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({ args: [...argv], allowPositionals: true, options: OPTIONS })
  } catch (error) {
    return usageError(io, describeParseError(error as Error & { code?: string }))
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
  const command = positionals[0]
  if (command === undefined) return usageError(io, `a command is needed: ${COMMANDS.slice(0, -1).join(', ')} or ${COMMANDS.at(-1)}`)
  const transport = values['node-ipc'] ? '--node-ipc' : values.socket !== undefined ? '--socket' : values.pipe !== undefined ? '--pipe' : undefined
  if (command !== 'lsp' && (values.stdio || transport !== undefined || values.clientProcessId !== undefined))
    return usageError(io, '--stdio, --node-ipc, --socket, --pipe and --clientProcessId go with lsp')
  if (transport !== undefined)
    return usageError(io, `docsnav lsp speaks over stdio only, not ${transport}: set your editor's client to the stdio transport (it then passes --stdio)`)
  if (command === 'schema' || command === 'lsp') {
    if (positionals.length > 1) return usageError(io, `${command} takes no argument, found \`${visible(positionals[1]!)}\``)
    if (command === 'schema') {
      io.stdout(`${JSON.stringify(docsJsonSchema(), null, 2)}\n`)
      return 0
    }
    // Loaded only here: the language server's libraries, in its thread, cost no other command anything.
    const { runLanguageServerInThread } = await import('../lsp/thread.js')
    return runLanguageServerInThread()
  }
  if (command === 'import') {
    const foreign = NOT_FOR_IMPORT.find((name) => values[name] !== undefined && values[name] !== false)
    if (foreign !== undefined) return usageError(io, `--${foreign} does not go with import`)
    // Loaded only here: the readers of other generators' configs (and the YAML parser they bundle)
    // were 40% of the command line's bundle, read by every check.
    const { importCommand } = await import('./import-command.js')
    return importCommand(io, positionals.slice(1), values)
  }
  if (values.from !== undefined || values['write-pages'] || values['old-urls'] !== undefined)
    return usageError(io, '--from, --write-pages and --old-urls go with import')
  if (command === 'mkdocs') return mkdocsCommand(io, positionals.slice(1), values)
  if (command === 'mcp') {
    // Loaded only here, as the language server is: the MCP SDK costs every other command its start-up time.
    const { mcpCommand } = await import('./mcp-command.js')
    return mcpCommand(io, positionals.slice(1), values)
  }
  if (command !== 'check' && command !== 'build' && command !== 'diff' && command !== 'preview')
    return usageError(io, `unknown command \`${visible(command)}\`${didYouMean(command, COMMANDS)}`)
  const previous = command === 'diff' ? positionals[1] : undefined
  if (command === 'diff' && previous === undefined) return usageError(io, 'diff needs the earlier build: its routes.json, or the folder holding it')
  const [root = '.', ...extra] = positionals.slice(command === 'diff' ? 2 : 1)
  if (extra.length > 0) return usageError(io, `unexpected argument \`${visible(extra[0]!)}\``)
  if (values.suggest && command !== 'diff') return usageError(io, '--suggest goes with diff')
  const format = values.format
  if (format !== 'pretty' && format !== 'json' && format !== 'github' && format !== 'sarif')
    return usageError(io, `--format must be pretty, json, github or sarif, not \`${visible(format)}\``)
  if (values.fix && command !== 'check') return usageError(io, '--fix goes with check')
  if (values.sarif !== undefined && (command !== 'check' || values.watch)) return usageError(io, '--sarif goes with check (without --watch)')
  if (values.sarif === '') return usageError(io, '--sarif is empty; give the file the SARIF log goes into')
  if (values.port !== undefined && command !== 'preview') return usageError(io, '--port goes with preview')
  const port =
    values.port === undefined ? DEFAULT_PREVIEW_PORT : /^\d{1,5}$/.test(values.port) && Number(values.port) <= 65535 ? Number(values.port) : undefined
  if (port === undefined) return usageError(io, `--port takes a port number from 0 to 65535, not \`${visible(values.port!)}\``)
  if (command === 'preview' && (values.watch || values.fix || format !== 'pretty'))
    return usageError(io, 'preview watches by itself and shows diagnostics in its pages: --watch, --fix and --format do not go with it')
  if (values.watch && command === 'diff') return usageError(io, '--watch goes with check and build')
  if (values.watch && values.fix) return usageError(io, '--fix and --watch go one at a time: fix first, then watch')
  if (values.watch && format === 'sarif') return usageError(io, '--format sarif makes one report: it cannot go with --watch')
  if (values.suggest && format === 'sarif') return usageError(io, '--suggest prints redirects, which a SARIF log cannot hold: use --format json or pretty')
  const missingPages = values['missing-pages']
  if (missingPages !== undefined && missingPages !== 'error' && missingPages !== 'warn')
    return usageError(io, `--missing-pages must be error or warn, not \`${visible(missingPages)}\``)
  const maxFileSizeText = values['max-file-size']
  const maxFileSize = maxFileSizeText === undefined ? DEFAULT_MAX_FILE_SIZE : Number(maxFileSizeText) * 1024 * 1024
  if ((maxFileSizeText !== undefined && !/^\d+(?:\.\d+)?$/.test(maxFileSizeText)) || !(maxFileSize >= 1) || !Number.isSafeInteger(Math.round(maxFileSize))) {
    return usageError(io, `--max-file-size takes a number of MiB, such as 64, not \`${visible(maxFileSizeText ?? '')}\``)
  }
  if (values.color && values['no-color']) return usageError(io, '--color and --no-color contradict each other')
  if (values.cache && values['no-cache']) return usageError(io, '--cache and --no-cache contradict each other')
  if (values.links && values['no-files']) return usageError(io, '--links reads page files: it cannot go with --no-files')
  if (values.pagefind && command !== 'build') return usageError(io, '--pagefind goes with build')
  if (values.pagefind && values['site-url'] === undefined) return usageError(io, '--pagefind needs --site-url: the index links to each page at its URL')
  if (values.pagefind && values['no-files']) return usageError(io, '--pagefind reads page files: it cannot go with --no-files')
  if (values.pagefind && values.watch) return usageError(io, '--pagefind does not go with --watch: run `docsnav preview` for a search that follows your edits')
  // A cache that came with the checkout (a pull request can commit one) must not decide a CI check.
  const cache = values.cache ?? (!values['no-cache'] && !isSet(io.env.CI))
  const targets = (values.target ?? []).flatMap((value) => value.split(',')).map((name) => name.trim())
  if (targets.includes(''))
    return usageError(io, `--target takes generator names, such as docusaurus,starlight; targets are ${Object.keys(TARGETS).join(', ')}`)
  const unknown = targets.find((name) => !isTargetName(name))
  if (unknown !== undefined)
    return usageError(
      io,
      `unknown --target \`${visible(unknown)}\`${didYouMean(unknown, Object.keys(TARGETS))}; targets are ${Object.keys(TARGETS).join(', ')}`,
    )
  if (command !== 'build' && (values.out !== undefined || values['site-url'] !== undefined || values.force || values.pretty || targets.length > 0)) {
    return usageError(io, '--out, --site-url, --target, --force and --pretty go with build')
  }

  const rootPath = resolve(io.cwd, root)
  const rootProblem = rootFolderProblem(rootPath, root)
  if (rootProblem !== undefined) return usageError(io, rootProblem)
  let outPath: string | undefined
  if (command === 'build') {
    io.beforeBuild?.()
    if (values.out === undefined) return usageError(io, 'build needs --out <dir>')
    if (values.out === '') return usageError(io, '--out is empty; give the folder the outputs go into')
    outPath = resolve(io.cwd, values.out)
    // The folders alone first: no compile is needed to refuse the project folder itself.
    const problem = outFolderProblem(outPath, rootPath)
    if (problem !== undefined) return usageError(io, `--out \`${visible(values.out)}\` cannot be used: ${problem}`)
  }

  let previousRoutes: unknown[] | undefined
  if (previous !== undefined) {
    const read = readPreviousRoutes(resolve(io.cwd, previous), Math.round(maxFileSize))
    if ('problem' in read) return usageError(io, `the earlier build \`${visible(previous)}\` cannot be used: ${read.problem}`)
    previousRoutes = read.routes
  }
  const siteUrl = values['site-url']
  const options: CompileOptions = {
    ...(previousRoutes === undefined ? {} : { previousRoutes: previousRoutes as PreviousRoute[] }),
    noFiles: values['no-files'],
    allowRemote: values['allow-remote'],
    ...(missingPages === undefined ? {} : { missingPages }),
    ...(values.links ? { links: true } : {}),
    cache,
    maxFileSize: Math.round(maxFileSize),
    // Streamed: each output is made as it is written, so a large site's are never all in memory.
    ...(command === 'build'
      ? { outputs: { pretty: values.pretty, targets: targets as TargetName[], stream: true, ...(siteUrl === undefined ? {} : { siteUrl }) } }
      : {}),
  }
  // Paths as the user gave them: the root as typed, joined with the project-relative path. SARIF's
  // are relative to the folder docsnav runs in (the repository's root, in CI), where code scanning looks.
  const sarifPath = (file: string) => (schemeOf(file) !== undefined ? file : relative(io.cwd, join(rootPath, file)).split(sep).join('/'))
  const displayPath = format === 'sarif' ? sarifPath : (file: string) => (schemeOf(file) !== undefined ? file : join(root, file))
  const color = values.color ? true : values['no-color'] ? false : undefined
  const shown: Shown = { format: format as Format, displayPath, color }
  if (command === 'preview') return previewCommand(io, rootPath, options, port)
  if (values.watch)
    return watchCommand(io, rootPath, options, shown, outPath === undefined ? undefined : { outPath, shownOut: visible(values.out!), force: values.force })
  let result: CompileResult
  let fixed: FixFilesResult | undefined
  if (values.fix) {
    fixed = await fixFiles(rootPath, options)
    printFixes(io, format, fixed, displayPath)
    result = fixed.result
  } else {
    const progress = progressLine(io, format)
    try {
      result = await compile(rootPath, options, progress)
    } finally {
      progress.done()
    }
  }
  if (command === 'diff') {
    printDiff(io, format, result, displayPath, color, values.suggest)
    return exitCode(diffResult(result), false)
  }
  if (command !== 'build' || outPath === undefined) {
    print(io, format, result, displayPath, color, undefined, fixed)
    const sarifFailure =
      values.sarif === undefined
        ? undefined
        : writeReportFile(
            resolve(io.cwd, values.sarif),
            renderSarif(result.diagnostics, result.summary, { toolVersion: readVersion(), displayPath: sarifPath }),
          )
    if (sarifFailure !== undefined) io.stderr(`docsnav: could not write the SARIF log \`${visible(values.sarif!)}\`: ${visible(sarifFailure)}\n`)
    // A fix or a report that could not be written is work asked for and not done, as outputs not written are.
    return exitCode(result, sarifFailure !== undefined || (fixed?.skipped.some((skip) => !skip.undone) ?? false))
  }
  if (values.pagefind && result.outputs !== undefined && (result.summary.errors === 0 || values.force)) {
    // Made before the write, as one more set of outputs: the folder gets all of them or none.
    const failure = await addPagefindOutputs(result.outputs, result, siteUrl!, rootPath, Math.round(maxFileSize))
    if (failure !== undefined) {
      print(io, shown.format, result, shown.displayPath, shown.color, undefined)
      io.stderr(`docsnav: not writing the outputs: Pagefind could not make the search index: ${visible(failure)}\n`)
      return exitCode(result, true)
    }
  }
  const build = buildAndPrint(io, result, shown, { rootPath, outPath, shownOut: visible(values.out!), force: values.force })
  return build.usage !== undefined ? usageError(io, build.usage) : exitCode(result, build.failure !== undefined)
}

/** Writes the outputs of a build (writeBuild) and prints the result with what was written. */
function buildAndPrint(
  io: CliIo,
  result: CompileResult,
  shown: Shown,
  where: { rootPath: string; outPath: string; shownOut: string; force: boolean },
): BuildOutcome {
  const build = writeBuild(io, result, where)
  if (build.usage !== undefined) {
    print(io, shown.format, result, shown.displayPath, shown.color, undefined)
    return build
  }
  if (build.failure !== undefined && build.internal !== undefined) addInternalError(result, 'outputs', build.internal)
  print(io, shown.format, result, shown.displayPath, shown.color, build.written)
  if (build.written && build.written.kept.length > 0) {
    io.stderr(
      `docsnav: left in ${build.written.folder}, though no longer an output, because they were changed since docsnav wrote them: ${visible(build.written.kept.join(', '))}\n`,
    )
  }
  if (build.failure !== undefined) io.stderr(`docsnav: ${visible(build.failure)}\n`)
  return build
}

/**
 * `--watch`: the first result in full, then after each change only what changed in the diagnostics
 * and the new summary; a build writes its outputs after each compile without errors, and keeps the
 * last good ones otherwise. Runs until Ctrl-C (SIGINT) or SIGTERM; then 0.
 */
async function watchCommand(
  io: CliIo,
  rootPath: string,
  options: CompileOptions,
  shown: Shown,
  build: { outPath: string; shownOut: string; force: boolean } | undefined,
): Promise<number> {
  const stop = new AbortController()
  const onSignal = () => stop.abort()
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)
  // Loaded only here: chokidar costs every other command its start-up time.
  const { watchProject } = await import('../project/watch.js')
  try {
    await watchProject(
      createProject(rootPath, options),
      (result, changes) => {
        if (changes) printChanges(io, shown, result, changes)
        if (build) {
          // After a change the diagnostics were printed as changes: only what was written is said.
          const outcome = buildAndPrint(io, result, { ...shown, format: changes ? 'quiet' : shown.format }, { rootPath, ...build })
          if (outcome.usage !== undefined) io.stderr(`docsnav: ${visible(outcome.usage)}\n`)
        } else if (!changes) {
          print(io, shown.format, result, shown.displayPath, shown.color, undefined)
        }
        if (!changes && shown.format === 'pretty') io.stderr(`docsnav: watching ${rootPath} for changes (Ctrl-C stops)\n`)
      },
      stop.signal,
      build ? [build.outPath] : [],
      (error) => io.stderr(`docsnav: watching failed, changes may go unseen: ${visible(error.message)}\n`),
    )
  } finally {
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
  return 0
}

/** `preview`: serves the site until Ctrl-C (SIGINT) or SIGTERM; then 0. A port in use is a usage error. */
async function previewCommand(io: CliIo, rootPath: string, options: CompileOptions, port: number): Promise<number> {
  // Loaded only here, as watch mode is.
  const { startPreview } = await import('../preview/server.js')
  let preview
  try {
    preview = await startPreview(rootPath, { port, compile: options })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'EADDRINUSE') return usageError(io, `port ${port} is in use: pass another with --port (0 picks a free one)`)
    if (code === 'EACCES') return usageError(io, `port ${port} may not be used here: pass another with --port`)
    throw error
  }
  io.stdout(`docsnav preview: ${preview.url} (Ctrl-C stops)\n`)
  await new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve())
    process.once('SIGTERM', () => resolve())
  })
  await preview.close()
  return 0
}

/**
 * The writing part of `build`: the outputs into `--out` when there are any and no errors (or
 * `--force`), after checking that no input is inside it. A build that does not write still
 * finishes a write into `--out` that an earlier build committed but could not finish.
 */
function writeBuild(io: CliIo, result: CompileResult, where: { rootPath: string; outPath: string; shownOut: string; force: boolean }): BuildOutcome {
  const { shownOut } = where
  // Now that the inputs are known: none of them may be inside the output folder, written or not.
  const problem = outFolderProblem(where.outPath, where.rootPath, result.inputs)
  if (problem !== undefined) return { usage: `--out \`${shownOut}\` cannot be used: ${problem}` }
  const realOut = realPathOf(where.outPath)
  const notWriting = (why: string): BuildOutcome => {
    const recovered = recoverOutputs(realOut, { ownable: isOutputPath, force: where.force })
    return { failure: `not writing the outputs: ${why}${recovered === undefined ? '' : `; and ${describeWriteFailure(recovered, shownOut)}`}` }
  }
  if (result.outputs === undefined) return notWriting('there is nothing to build them from (see the errors above)')
  if (result.summary.errors > 0 && !where.force) return notWriting(`${countOf(result.summary.errors, 'error')} (pass --force to write them anyway)`)
  let outcome
  try {
    outcome = writeOutputs(realOut, result.outputs, {
      ownable: isOutputPath,
      force: where.force,
      onWait: (holder) => io.stderr(`docsnav: waiting for another build (${visible(holder)}) to finish writing into ${shownOut}...\n`),
    })
  } catch (error) {
    // The outputs are made as they are written, so a fault of docsnav's own in an emitter shows
    // here (writeOutputs lets only the folder's failures through as outcomes): nothing was committed.
    return { failure: 'not writing the outputs: docsnav failed while making them (DN9001 above); the previous outputs are unchanged', internal: error }
  }
  return outcome.ok
    ? { written: { folder: shownOut, files: outcome.written, unchanged: outcome.unchanged, kept: outcome.kept } }
    : { failure: describeWriteFailure(outcome, shownOut) }
}

/** What `build` did with the output folder: wrote, failed to (said on stderr), or refused it (a usage error). */
type BuildOutcome =
  | { written: Written; failure?: undefined; usage?: undefined }
  | { failure: string; internal?: unknown; written?: undefined; usage?: undefined }
  | { usage: string; written?: undefined; failure?: undefined }

function exitCode(result: CompileResult, notWritten: boolean): number {
  if (result.diagnostics.some((diagnostic) => diagnostic.code.startsWith('DN9'))) return 2
  if (result.summary.errors > 0) return 1
  return notWritten ? 2 : 0
}

/** parseArgs' messages, with "did you mean" for a misspelt option. */
function describeParseError(error: Error & { code?: string }): string {
  const unknown = /Unknown option '(-{1,2}[^']+)'/.exec(error.message)
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && unknown) {
    const written = unknown[1]!
    const names = Object.keys(OPTIONS).map((name) => `--${name}`)
    const suggestion = written === '--files' ? '--no-files' : nearest(written, names)
    return `unknown option \`${visible(written)}\`${suggestion === undefined ? '' : `; did you mean \`${suggestion}\`?`}`
  }
  const missing = /Option '(-[^']+)' argument missing/.exec(error.message)
  if (missing) return `${missing[1]} needs a value`
  const ambiguous = /Option '(-[^']+)' argument is ambiguous/.exec(error.message)
  if (ambiguous) return `${ambiguous[1]} needs a value; write \`${ambiguous[1]}=<value>\` for one that starts with \`-\``
  return visible(error.message.split('\n')[0]!.replace(/\. To specify a positional argument.*$/s, ''))
}

function didYouMean(word: string, candidates: readonly string[]): string {
  const suggestion = nearest(word, candidates)
  return suggestion === undefined ? '' : `; did you mean \`${suggestion}\`?`
}

/** Whether an environment variable is set to something other than empty, `0` or `false` (`CI=true`, `CI=1`). */
function isSet(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false'
}
