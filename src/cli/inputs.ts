import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describeFsError } from '../files/fs-errors.js'
import { visible } from '../present/report.js'

/** What the command line reads from its arguments before a compile: the project folder, an earlier build's routes. */

/** The `routes` of an earlier build's routes.json (given as the file, or the folder holding it), or why they cannot be read. */
export function readPreviousRoutes(path: string, maxFileSize: number): { routes: unknown[] } | { problem: string } {
  let file = path
  let text
  try {
    if (statSync(path).isDirectory()) {
      file = join(path, 'routes.json')
      if (!statSync(file, { throwIfNoEntry: false }))
        return { problem: 'the folder holds no routes.json (give the --out folder of a docsnav build, or its routes.json)' }
    }
    const size = statSync(file).size
    if (size > maxFileSize) return { problem: `${file} is larger than --max-file-size` }
    text = readFileSync(file, 'utf8')
  } catch (error) {
    return { problem: describeFsError(error) }
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    return { problem: `it is not JSON (${(error as Error).message})` }
  }
  const routes = (parsed as { routes?: unknown } | null)?.routes
  return Array.isArray(routes) ? { routes } : { problem: 'it is not a routes.json written by `docsnav build` (it has no `routes` array)' }
}

/** Why the project folder cannot be used, or undefined: it does not exist, is a file, or cannot be looked at. */
export function rootFolderProblem(rootPath: string, root: string): string | undefined {
  let stats
  try {
    stats = statSync(rootPath, { throwIfNoEntry: false })
  } catch (error) {
    return `\`${visible(root)}\` cannot be used as the project folder: ${describeFsError(error)}`
  }
  if (stats === undefined) return `the project folder \`${visible(root)}\` does not exist; give the folder that holds docs.json`
  if (stats.isDirectory()) return undefined
  const folder = root.replace(/[\\/]?[^\\/]*$/, '') || '.'
  return `\`${visible(root)}\` is a file; give the folder that holds docs.json${/(^|[\\/])docs\.json$/.test(root) ? ` (\`${visible(folder)}\`)` : ''}`
}
