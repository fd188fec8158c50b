import {
  closeSync,
  constants,
  fchmodSync,
  fchownSync,
  fsyncSync,
  lstatSync,
  openSync,
  readFileSync,
  realpathSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs'
import { join, sep } from 'node:path'
import { compile, type CompileOptions, type CompileResult, type Diagnostic } from '../compile/compile.js'
import { applyFixes, fixOf, type Fix } from '../fix/index.js'

/** A fix made to a project file. */
export interface AppliedFix {
  file: string
  /** Where the diagnostic was, before the fix (1-based). */
  line: number
  column: number
  code: string
  title: string
}

export interface FixFilesResult {
  /** The compile of the files as they are after the fixes. */
  result: CompileResult
  applied: AppliedFix[]
  /**
   * Files that had fixes but were not written, and why: one docsnav could not write (a symbolic
   * link, a file that changed meanwhile, no permission), or whose fixes it `undone` (they made an error).
   */
  skipped: Array<{ file: string; reason: string; undone?: true }>
}

/** The codes of JSON syntax errors (DN1001–DN1013). */
const SYNTAX = /^DN10(0[1-9]|1[0-3])$/

/**
 * Fixing stops after this many rounds. Each round fixes at least one problem, and most files need
 * two or three; but the JSON parser stops at the first syntax error, so comments and trailing
 * commas are fixed one a round.
 */
const MAX_ROUNDS = 200

/**
 * `docsnav check --fix`: compiles, applies every mechanical fix (src/fix) to the JSON files the
 * diagnostics point into, and compiles again, until none is left (a fix can reveal the next
 * mistake, as a misspelt key hides its value's). Only files docsnav read as docs.json, its includes
 * or its settings are written, each replaced whole (a temporary file renamed over it), never
 * through a symbolic link, and only when it still holds the text the compile read.
 */
export async function fixFiles(root: string, options?: CompileOptions): Promise<FixFilesResult> {
  const applied: AppliedFix[] = []
  const skipped = new Map<string, { reason: string; undone?: true }>()
  let result = await compile(root, options)
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const byFile = new Map<string, Array<{ diagnostic: Diagnostic; fix: Fix }>>()
    for (const diagnostic of result.diagnostics) {
      const file = diagnostic.file
      if (file === undefined || !file.endsWith('.json') || skipped.has(file)) continue
      const text = result.sources[file]
      const fix = text === undefined ? undefined : fixOf(diagnostic, text)
      if (!fix) continue
      let fixes = byFile.get(file)
      if (!fixes) byFile.set(file, (fixes = []))
      fixes.push({ diagnostic, fix })
    }
    if (byFile.size === 0) break
    const written = new Map<string, string>()
    const round: Array<AppliedFix & { pointer: string | undefined }> = []
    for (const [file, fixes] of byFile) {
      const before = result.sources[file]!
      const after = applyFixes(
        before,
        fixes.map(({ fix }) => fix),
      )
      const failure = replaceFile(root, file, before, after.text)
      if (failure !== undefined) {
        skipped.set(file, { reason: failure })
        continue
      }
      written.set(file, before)
      for (const { diagnostic, fix } of fixes) {
        if (after.applied.includes(fix))
          round.push({ file, line: diagnostic.line!, column: diagnostic.column!, code: diagnostic.code, title: fix.title, pointer: diagnostic.pointer })
      }
    }
    if (written.size === 0) break
    result = await compile(root, options)
    // Do no harm: an error where a fix was made (a page written with spaces that does exist so,
    // now "not found") undoes the fixes of that file, which is then left alone.
    const fixedAt = new Set(round.filter((fix) => fix.pointer).map((fix) => `${fix.file}\n${fix.pointer}`))
    // (Not a syntax error: the parser stops at the first, so fixing one shows the next in its place.)
    const harmed = new Set(
      result.diagnostics
        .filter((diagnostic) => diagnostic.severity === 'error' && !SYNTAX.test(diagnostic.code) && fixedAt.has(`${diagnostic.file}\n${diagnostic.pointer}`))
        .map((diagnostic) => diagnostic.file!),
    )
    for (const file of harmed) {
      replaceFile(root, file, readText(root, file), written.get(file)!)
      skipped.set(file, { reason: 'a fix made an error where it was made, so the fixes of this file were undone', undone: true })
    }
    if (harmed.size > 0) result = await compile(root, options)
    applied.push(...round.filter((fix) => !harmed.has(fix.file)).map(({ pointer: _, ...fix }) => fix))
    if (harmed.size > 0) break
  }
  return { result, applied, skipped: [...skipped].map(([file, skip]) => ({ file, ...skip })) }
}

/** Writes `text` over the project file at `file` when it is a regular file inside the root that still holds `expected`; else why not. */
function replaceFile(root: string, file: string, expected: string, text: string): string | undefined {
  let real: string
  let realRoot: string
  try {
    realRoot = realpathSync.native(root)
    real = realpathSync.native(join(root, file))
  } catch {
    return 'it cannot be found any more'
  }
  if (!real.startsWith(realRoot.endsWith(sep) ? realRoot : realRoot + sep)) return 'it is outside the project root'
  const path = join(root, file)
  const stats = lstatSync(path, { throwIfNoEntry: false })
  if (!stats?.isFile()) return stats?.isSymbolicLink() ? 'it is a symbolic link: fix the file it leads to' : 'it is not a regular file'
  // The file changed since the compile read it (an editor saved it): leave it to the next run.
  let current: string
  try {
    current = readFileSync(path, 'utf8')
  } catch (error) {
    return `it cannot be read again: ${(error as Error).message}`
  }
  const bom = current === `\uFEFF${expected}` ? '\uFEFF' : ''
  if (current !== expected && bom === '') return 'it changed while docsnav was fixing it'
  const temporary = `${path}.docsnav-fix-${process.pid}`
  try {
    const descriptor = openSync(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), 0o600)
    try {
      writeSync(descriptor, bom + text)
      // The file's own mode (not filtered by the umask) and, where allowed, its owner.
      fchmodSync(descriptor, stats.mode & 0o7777)
      try {
        fchownSync(descriptor, stats.uid, stats.gid)
      } catch {
        // Only root may give a file away; as anyone else the file is the user's own already.
      }
      fsyncSync(descriptor)
    } finally {
      closeSync(descriptor)
    }
    renameSync(temporary, path)
    return undefined
  } catch (error) {
    try {
      unlinkSync(temporary)
    } catch {
      // Never made.
    }
    return `it cannot be written: ${(error as Error).message}`
  }
}

/** A project file's text as it is now ('' when it cannot be read). */
function readText(root: string, file: string): string {
  try {
    return readFileSync(join(root, file), 'utf8')
  } catch {
    return ''
  }
}
