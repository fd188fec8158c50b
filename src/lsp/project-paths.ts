import { statSync } from 'node:fs'
import { isAbsolute, join, relative, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { pointAt, type SourceFile } from '../source/source-file.js'

/** The project's files as the client names them (`file:` URIs) and as the compile does (project-relative paths). */
export interface ProjectPaths {
  /** The project folder, absolute. */
  readonly root: string
  /** The project-relative path of a URI; undefined outside the root or for a URI that is not a file. */
  pathOf(uri: string): string | undefined
  /** The URI of a project-relative path. */
  uriOf(path: string): string
}

/** The paths of the project at `root` (absolute). */
export function projectPaths(root: string): ProjectPaths {
  return {
    root,
    pathOf(uri) {
      let absolute: string
      try {
        absolute = fileURLToPath(uri)
      } catch {
        return undefined
      }
      const inside = relative(root, absolute)
      if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return undefined
      return sep === '/' ? inside : inside.split(sep).join('/')
    },
    uriOf(path) {
      return pathToFileURL(join(root, path)).href
    },
  }
}

/** The absolute path of a `file:` URI; undefined for another scheme. */
export function fileOfUri(uri: string): string | undefined {
  try {
    return fileURLToPath(uri)
  } catch {
    return undefined
  }
}

/** A zero-based LSP position. */
export interface LspPosition {
  line: number
  character: number
}

/** The LSP position of an offset in a source file (columns in UTF-16 code units, as offsets are). */
export function positionIn(source: SourceFile, offset: number): LspPosition {
  const point = pointAt(source, Math.max(0, Math.min(offset, source.text.length)))
  return { line: point.line - 1, character: point.column - 1 }
}

/** Whether a project-relative path is a file on disk. */
export function isFile(root: string, path: string): boolean {
  try {
    return statSync(join(root, path)).isFile()
  } catch {
    return false
  }
}
