import { renameSync, rmSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { describeFsError } from '../files/fs-errors.js'
import { writeDurably } from './durable-files.js'

/**
 * Writes a report the command line was asked for beside its output (`check --sarif <file>`) whole
 * or not at all: into a new file beside it, then renamed over it, so a reader (an upload step)
 * never finds half of one. Returns why it could not be written, or undefined.
 */
export function writeReportFile(path: string, text: string): string | undefined {
  const temporary = join(dirname(path), `.${basename(path)}.docsnav-${process.pid}.tmp`)
  try {
    writeDurably(temporary, text)
    renameSync(temporary, path)
    return undefined
  } catch (error) {
    rmSync(temporary, { force: true })
    return describeFsError(error)
  }
}
