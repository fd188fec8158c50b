/**
 * Where a build may write: never into the project's own files. The output folder may not be the
 * project folder, hold it, or hold any file the build reads or looks for (docs.json, an include, a
 * spec, a page), compared by real path, so a link cannot smuggle an input in.
 */
import { lstatSync, realpathSync, statSync } from 'node:fs'
import { basename, dirname, join, relative, sep } from 'node:path'
import { describeFsError } from '../files/fs-errors.js'

/** The real path a folder has or would have once created: its nearest existing ancestor's real path, then the rest. */
export function realPathOf(path: string): string {
  const missing: string[] = []
  let existing = path
  for (;;) {
    try {
      return join(realpathSync.native(existing), ...missing.reverse())
    } catch {
      const parent = dirname(existing)
      if (parent === existing) return path
      missing.push(basename(existing))
      existing = parent
    }
  }
}

/**
 * Why `out` cannot receive the outputs of the project at `root`, or undefined. `inputs` are the
 * files the compile read or looked for (project-relative real paths); without them only the
 * folders are compared.
 */
export function outFolderProblem(out: string, root: string, inputs: readonly string[] = []): string | undefined {
  // Followed: a link to a folder is a fine output folder (its real path is what is compared below).
  let stats
  try {
    stats = statSync(out, { throwIfNoEntry: false })
  } catch (error) {
    return describeFsError(error)
  }
  if (stats === undefined && lstatSync(out, { throwIfNoEntry: false })?.isSymbolicLink())
    return 'it is a symbolic link to nothing; create the folder it points to, or give another'
  if (stats !== undefined && !stats.isDirectory()) return 'it is a file; --out names the folder the outputs go into'
  const realOut = realPathOf(out)
  const realRoot = realPathOf(root)
  if (realOut === realRoot) return 'it is the project folder itself; write the outputs into a folder of their own'
  if (isInside(realRoot, realOut)) return 'it holds the project folder; write the outputs into a folder of their own'
  // Inputs are real paths inside the root: only an output folder inside the root can hold one.
  if (!isInside(realOut, realRoot)) return undefined
  const prefix = `${relative(realRoot, realOut).split(sep).join('/')}/`
  const held = inputs.find((input) => input.startsWith(prefix))
  return held === undefined ? undefined : `it holds \`${held}\`, which the build reads or looks for; write the outputs into a folder of their own`
}

function isInside(path: string, folder: string): boolean {
  return path.startsWith(folder.endsWith(sep) ? folder : folder + sep)
}
