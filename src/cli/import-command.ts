import { readFileSync, renameSync, statSync, unlinkSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { describeFsError } from '../files/fs-errors.js'
import { applyChanges, describeChange, importSite, SOURCE_KINDS, type SourceKind } from '../import/index.js'
import { ImportReport } from '../import/report.js'
import { makeFolders, writeDurably } from '../output-folder/durable-files.js'
import { visible } from '../present/report.js'
import { rootFolderProblem } from './inputs.js'
import { type CliIo, type Format, print, usageError } from './print.js'

/** The largest file of old URLs read (a sitemap holds at most 50,000 URLs, about 10 MB). */
const MAX_OLD_URLS_SIZE = 64 * 1024 * 1024

export interface ImportValues {
  from?: string
  out?: string
  force: boolean
  'write-pages': boolean
  'old-urls'?: string
  format: string
  color?: boolean
  'no-color'?: boolean
}

/**
 * `import <source>`: reads another generator's navigation and writes docs.json (in the folder its
 * pages are in, or `--out`), never over an existing one without `--force`; with `--write-pages`,
 * prints the plan for the page files and then makes it. 1 when the import or its docs.json has
 * errors, 2 when nothing could be written.
 */
export async function importCommand(io: CliIo, args: readonly string[], values: ImportValues): Promise<number> {
  const [source, ...extra] = args
  if (source === undefined) return usageError(io, 'import needs the folder of the site to import')
  if (extra.length > 0) return usageError(io, `unexpected argument \`${visible(extra[0]!)}\``)
  const from = values.from
  if (from !== undefined && !(SOURCE_KINDS as readonly string[]).includes(from))
    return usageError(io, `--from takes ${SOURCE_KINDS.slice(0, -1).join(', ')} or ${SOURCE_KINDS.at(-1)}, not \`${visible(from)}\``)
  const format = values.format
  if (format !== 'pretty' && format !== 'json' && format !== 'github' && format !== 'sarif')
    return usageError(io, `--format must be pretty, json, github or sarif, not \`${visible(format)}\``)
  if (values.out === '') return usageError(io, '--out is empty; give the docs.json file to write')
  const rootPath = resolve(io.cwd, source)
  const rootProblem = rootFolderProblem(rootPath, source)
  if (rootProblem !== undefined) return usageError(io, rootProblem)
  let oldUrls: { file: string; text: string } | undefined
  if (values['old-urls'] !== undefined) {
    const path = resolve(io.cwd, values['old-urls'])
    try {
      if (statSync(path).size > MAX_OLD_URLS_SIZE) return usageError(io, `--old-urls \`${visible(values['old-urls'])}\` is larger than 64 MiB`)
      oldUrls = { file: values['old-urls'], text: readFileSync(path, 'utf8') }
    } catch (error) {
      return usageError(io, `--old-urls \`${visible(values['old-urls'])}\` cannot be read: ${describeFsError(error)}`)
    }
  }

  // A config that awaits what never comes (a promise never settled) leaves nothing to run: Node
  // would end the process quietly, with 0. Said, and 2, instead.
  const unfinished = () => {
    io.stderr("docsnav: the import could not finish: the project's config never finished loading (it waits on something that never comes)\n")
    process.exitCode = 2
  }
  process.once('beforeExit', unfinished)
  let result
  try {
    result = await importSite(rootPath, { ...(from === undefined ? {} : { from: from as SourceKind }), ...(oldUrls ? { oldUrls } : {}) })
  } finally {
    process.off('beforeExit', unfinished)
  }
  const report = result.report
  const outPath = values.out === undefined ? join(rootPath, result.folder, 'docs.json') : resolve(io.cwd, values.out)
  const shownOut = relative(io.cwd, outPath).split(sep).join('/') || outPath
  let written = false
  if (result.text !== undefined) {
    const problem = outProblem(outPath)
    if (problem === 'exists' && !values.force) report.add('DN1207', { file: shownOut })
    else if (problem !== undefined && problem !== 'exists') report.add('DN1212', { file: shownOut, reason: problem })
    else {
      const failure = writeReplacing(outPath, result.text)
      if (failure === undefined) written = true
      else report.add('DN1212', { file: shownOut, reason: failure })
    }
  }
  let made = false
  if (written && values['write-pages'] && (result.changes.length > 0 || result.mintignore !== undefined)) {
    // A partial read (or a docs.json with errors) is no plan to move files by.
    if (report.summary.errors > 0) io.stderr('docsnav: --write-pages changed no page file: the import has errors (below)\n')
    else {
      if (result.changes.length > 0)
        io.stderr(`docsnav: changing ${result.changes.length} page file${result.changes.length === 1 ? '' : 's'} as docs.json needs:\n`)
      for (const change of result.changes) io.stderr(`  ${visible(change.file)}: ${visible(describeChange(change))}\n`)
      made = true
      for (const { change, reason } of applyChanges(rootPath, result.changes))
        report.add('DN1206', { file: change.file, change: describeChange(change), reason }, { file: change.file })
      if (result.mintignore !== undefined) {
        const failure = writeReplacing(join(rootPath, result.mintignore.file), result.mintignore.text)
        if (failure === undefined) io.stderr(`docsnav: wrote ${visible(result.mintignore.file)}\n`)
        else report.add('DN1212', { file: result.mintignore.file, reason: failure })
      }
    }
  }
  const displayPath = (file: string) => relative(io.cwd, join(rootPath, file)).split(sep).join('/') || file
  const color = values.color ? true : values['no-color'] ? false : undefined
  const shown = withoutDone(report, made)
  print(io, format as Format, { diagnostics: shown.diagnostics, summary: shown.summary, sources: shown.sources }, displayPath, color, undefined)
  if (written && format === 'pretty') io.stdout(`Wrote ${shownOut}\n`)
  if (result.text !== undefined && !written) return 2
  return report.summary.errors > 0 ? 1 : 0
}

/** The report without the page changes said to be needed (DN1205) once they are made. */
function withoutDone(report: ImportReport, made: boolean): ImportReport {
  if (!made) return report
  const shown = new ImportReport()
  shown.addAll(
    report.diagnostics.filter((diagnostic) => diagnostic.code !== 'DN1205'),
    report.sources,
  )
  return shown
}

/** Why docs.json cannot be written at `path` (`exists`: a file is there), or undefined. */
function outProblem(path: string): string | undefined {
  try {
    const stats = statSync(path, { throwIfNoEntry: false })
    if (stats === undefined) return undefined
    return stats.isFile() ? 'exists' : 'it is a folder, not a file'
  } catch (error) {
    return describeFsError(error)
  }
}

/** Writes a file whole or not at all: into a new file beside it, then renamed over it. */
function writeReplacing(path: string, text: string): string | undefined {
  const temporary = `${path}.docsnav-${process.pid}`
  try {
    makeFolders(dirname(path))
    writeDurably(temporary, text)
    renameSync(temporary, path)
    return undefined
  } catch (error) {
    try {
      unlinkSync(temporary)
    } catch {}
    return describeFsError(error)
  }
}
