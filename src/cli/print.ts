import { readFileSync } from 'node:fs'
import type { CompileResult, Diagnostic } from '../compile/compile.js'
import type { FixFilesResult } from '../project/fix-files.js'
import type { Progress } from '../ir/context.js'
import type { WriteFailure } from '../output-folder/write.js'
import { countOf, renderGithub, renderJson, renderPretty, visible } from '../present/report.js'
import { renderSarif } from '../present/sarif.js'
import type { DiagnosticChanges } from '../project/watch.js'

/** What the command line prints: a compile's report in each format, the changes of watch mode, the fixes of `--fix`, `diff`'s comparison. */

/** Where the command line writes, and what it knows of its surroundings. */
export interface CliIo {
  stdout: (text: string) => void
  stderr: (text: string) => void
  env: Readonly<Record<string, string | undefined>>
  cwd: string
  /** Whether stdout is a terminal (colours by default). */
  isTTY: boolean
  /** Whether stderr is a terminal: then long runs show their progress there. */
  stderrIsTTY?: boolean
  /** Called as a build starts: the process running the command line tunes itself for one (bin/docsnav.js). */
  beforeBuild?: () => void
}

/** How often the progress line is drawn again, at most. */
const PROGRESS_INTERVAL_MS = 100

/**
 * A progress line on stderr, when it is a terminal and the report is for people (`pretty`): never
 * in a report a program reads, never in a log. `done` clears it.
 */
export function progressLine(io: CliIo, format: Format): { onProgress?: (progress: Progress) => void; done: () => void } {
  if (!io.stderrIsTTY || format !== 'pretty') return { done: () => {} }
  let drawn = false
  let last = 0
  return {
    onProgress({ done, total }) {
      const now = Date.now()
      if (now - last < PROGRESS_INTERVAL_MS && done < total) return
      last = now
      drawn = true
      io.stderr(`\r\u001b[Kdocsnav: reading pages for links ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}`)
    },
    done() {
      if (drawn) io.stderr('\r\u001b[K')
    },
  }
}

/** How results are shown: the format, paths, colours. */
export interface Shown {
  format: Format | 'quiet'
  displayPath: (file: string) => string
  color: boolean | undefined
}

/** After a change: the diagnostics that are new and those gone (pretty, github), or both as one JSON line. */
export function printChanges(io: CliIo, shown: Shown, result: CompileResult, changes: DiagnosticChanges): void {
  if (shown.format === 'json') {
    io.stdout(`${JSON.stringify({ added: changes.added, removed: changes.removed, summary: result.summary })}\n`)
    return
  }
  if (shown.format === 'github') {
    io.stdout(renderGithub(changes.added, result.summary, shown.displayPath))
    return
  }
  const time = new Date().toTimeString().slice(0, 8)
  io.stdout(
    `\n[${time}] ${changes.added.length === 0 && changes.removed.length === 0 ? 'no change in the diagnostics' : `${changes.added.length} new, ${changes.removed.length} gone`}\n`,
  )
  for (const gone of changes.removed) {
    const where = gone.file ? `${shown.displayPath(gone.file)}${gone.line === undefined ? '' : `:${gone.line}:${gone.column}`} ` : ''
    io.stdout(`  gone: ${where}${gone.code} ${visible(gone.message)}\n`)
  }
  io.stdout(renderPretty(changes.added, result.summary, { color: useColor(shown.color, io), sources: result.sources, displayPath: shown.displayPath }))
}

/** What `--fix` changed, one line per fix (in the JSON report for `--format json`, on stderr for the machine formats). */
export function printFixes(io: CliIo, format: Format, fixed: FixFilesResult, displayPath: (file: string) => string): void {
  const lines = [
    ...fixed.applied.map((fix) => `fixed ${displayPath(fix.file)}:${fix.line}:${fix.column} ${fix.code} ${visible(fix.title)}\n`),
    ...fixed.skipped.map((skip) => `not fixed ${displayPath(skip.file)}: ${visible(skip.reason)}\n`),
  ]
  if (format === 'json') return
  if (format === 'pretty') for (const line of lines) io.stdout(line)
  else for (const line of lines) io.stderr(line)
}

/** What `diff` reports: the comparison's own diagnostics, and the errors that make the comparison unsure. */
export function diffResult(result: CompileResult): CompileResult {
  const diagnostics = result.diagnostics.filter(
    (diagnostic) => ['DN7021', 'DN7022', 'DN7023', 'DN6004'].includes(diagnostic.code) || diagnostic.severity === 'error',
  )
  const count = (severity: Diagnostic['severity']) => diagnostics.filter((diagnostic) => diagnostic.severity === severity).length
  return { ...result, diagnostics, summary: { errors: count('error'), warnings: count('warning'), infos: count('info') } }
}

/** The redirects `--suggest` proposes: a moved page's new URL, else the nearest page (reviewed by the user), else `/`. */
function suggestedRedirects(result: CompileResult): Array<{ source: string; destination: string }> {
  return result.diagnostics.flatMap((diagnostic) => {
    if (diagnostic.code === 'DN7022') return [{ source: diagnostic.params.from!, destination: diagnostic.params.to! }]
    if (diagnostic.code === 'DN7021') return [{ source: diagnostic.params.url!, destination: diagnostic.params.suggestion ?? '/' }]
    return []
  })
}

export function printDiff(
  io: CliIo,
  format: Format,
  compiled: CompileResult,
  displayPath: (file: string) => string,
  color: boolean | undefined,
  suggest: boolean,
): void {
  const result = diffResult(compiled)
  const suggested = suggest ? suggestedRedirects(result) : undefined
  if (format === 'json') {
    io.stdout(renderJson(result.diagnostics, result.summary, { changes: compiled.urlChanges, ...(suggested ? { suggestedRedirects: suggested } : {}) }))
    return
  }
  print(io, format, result, displayPath, color, undefined)
  if (suggested && suggested.length > 0) {
    const lines = suggested.map(({ source, destination }) => `  { "source": ${JSON.stringify(source)}, "destination": ${JSON.stringify(destination)} }`)
    io.stdout(`\nRedirects for the URLs that have none (review each destination, then add them to \`redirects\` in docs.json):\n[\n${lines.join(',\n')}\n]\n`)
  }
}

export interface Written {
  folder: string
  files: string[]
  /** How many of the files the folder held already, the same: left as they were. */
  unchanged: number
  kept: string[]
}

/** What a build wrote, in one line: how many files, where, how many were there already the same, and which. */
function wroteLine(written: Written): string {
  const unchanged = written.unchanged > 0 ? ` (${written.unchanged === written.files.length ? 'all' : written.unchanged} unchanged, left as they were)` : ''
  return `Wrote ${countOf(written.files.length, 'file')} to ${written.folder}${unchanged}: ${summariseFiles(written.files)}\n`
}

export function describeWriteFailure(outcome: WriteFailure, out: string): string {
  switch (outcome.kind) {
    case 'not-ours':
      return `not writing the outputs: ${out} already holds ${listOf(outcome.files)}, which docsnav did not write (or which changed since it did); move ${outcome.files.length === 1 ? 'it' : 'them'} away, or pass --force to replace ${outcome.files.length === 1 ? 'it' : 'them'}`
    case 'in-the-way':
      return `could not write into ${out}: ${outcome.file}: ${outcome.reason}; the previous outputs are unchanged`
    case 'failed':
      return `could not write ${outcome.file === '.' ? '' : `${outcome.file} `}into ${out}: ${outcome.reason}${/next build/.test(outcome.reason) ? '' : '; the previous outputs are unchanged'}`
    case 'locked':
      return `could not write into ${out}: ${outcome.reason}; the previous outputs are unchanged`
  }
}

/** The report formats of `--format`. */
export type Format = 'pretty' | 'json' | 'github' | 'sarif'

/** The report of a compile in a format; `quiet`: only what was written (watch mode, where the diagnostics were printed as changes). */
export function print(
  io: CliIo,
  format: Format | 'quiet',
  result: Pick<CompileResult, 'diagnostics' | 'summary' | 'sources'>,
  displayPath: (file: string) => string,
  color: boolean | undefined,
  written: Written | undefined,
  fixed?: FixFilesResult,
): void {
  if (format === 'json') {
    io.stdout(
      renderJson(result.diagnostics, result.summary, {
        ...(written ? { outputs: written } : {}),
        ...(fixed ? { fixed: fixed.applied, notFixed: fixed.skipped } : {}),
      }),
    )
    return
  }
  if (format === 'sarif') {
    io.stdout(renderSarif(result.diagnostics, result.summary, { toolVersion: readVersion(), displayPath }))
    return
  }
  if (format === 'quiet') {
    if (written) io.stdout(wroteLine(written))
    return
  }
  if (format === 'github') io.stdout(renderGithub(result.diagnostics, result.summary, displayPath))
  else io.stdout(renderPretty(result.diagnostics, result.summary, { color: useColor(color, io), sources: result.sources, displayPath }))
  if (written) io.stdout(wroteLine(written))
}

/** One readable line for any number of files: top-level files by name (up to a few), folders with a count. */
function summariseFiles(files: readonly string[]): string {
  const top = files.filter((file) => !file.includes('/'))
  const folders = new Map<string, number>()
  for (const file of files) if (file.includes('/')) folders.set(file.slice(0, file.indexOf('/')), (folders.get(file.slice(0, file.indexOf('/'))) ?? 0) + 1)
  const parts = top.length <= 6 ? [...top] : [...top.slice(0, 5), `${top.length - 5} more`]
  for (const [folder, count] of folders) parts.push(count === 1 ? files.find((file) => file.startsWith(`${folder}/`))! : `${folder}/ (${count} files)`)
  return parts.join(', ')
}

function listOf(files: readonly string[]): string {
  return files.length <= 4 ? files.join(', ') : `${files.slice(0, 3).join(', ')} and ${files.length - 3} more`
}

function useColor(flag: boolean | undefined, io: CliIo): boolean {
  if (flag !== undefined) return flag
  if (io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== '') return false
  if (io.env.FORCE_COLOR !== undefined) return io.env.FORCE_COLOR !== '0'
  return io.isTTY
}

/**
 * docsnav's version, from its package.json: one folder up from the command line's bundle
 * (dist/cli.bundle.cjs), two from this module (src/cli/, dist/cli/).
 */
export function readVersion(): string {
  for (const path of ['../package.json', '../../package.json']) {
    try {
      const manifest = JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as { name?: string; version?: string }
      if (manifest.name === 'docsnav' && typeof manifest.version === 'string') return manifest.version
    } catch {
      // Not there: the next folder up.
    }
  }
  return 'unknown'
}

/** A mistake in the command line: said with where to look, exit code 2. */
export function usageError(io: CliIo, message: string): number {
  io.stderr(`docsnav: ${message}\n\nRun \`docsnav --help\` for the options.\n`)
  return 2
}
