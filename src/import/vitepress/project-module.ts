import { createRequire } from 'node:module'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { firstLine, type ImportReport } from '../report.js'

/**
 * A module of the generator as the source project has it installed (resolved from the project's
 * own package.json, as its build would), or undefined after DN1203 (naming the generator as its
 * users spell it: `VitePress`) when the project lacks it.
 */
export async function projectModule<T>(root: string, name: string, generator: string, report: ImportReport): Promise<T | undefined> {
  let resolved: string
  try {
    resolved = createRequire(join(root, 'package.json')).resolve(name)
  } catch (error) {
    report.add('DN1203', { kind: generator, module: name, reason: firstLine(error) })
    return undefined
  }
  try {
    return (await import(pathToFileURL(resolved).href)) as T
  } catch (error) {
    report.add('DN1203', { kind: generator, module: name, reason: firstLine(error) })
    return undefined
  }
}
