import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** What reading a project file gave. */
export type ReadResult = { ok: true; text: string } | { ok: false; missing: boolean; reason: string }

/**
 * The files a compile can see, addressed by project-relative `/` paths. The compiler reads only
 * through a host, so the same compile runs on a folder on disk or on an in-memory map.
 */
export interface FileHost {
  /** A label for the project root in messages (the folder path, or `(in memory)`). */
  readonly rootLabel: string
  read(path: string): ReadResult
  /** Whether a file exists, without reading it. */
  exists(path: string): boolean
}

/** Files under a folder on disk. */
export function diskHost(root: string): FileHost {
  return {
    rootLabel: root,
    exists(path) {
      return existsSync(join(root, path))
    },
    read(path) {
      try {
        return { ok: true, text: readFileSync(join(root, path), 'utf8') }
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code
        return { ok: false, missing: code === 'ENOENT' || code === 'ENOTDIR', reason: describeFsError(code, error) }
      }
    },
  }
}

/** Files given as a map of project-relative path to content. */
export function memoryHost(files: Readonly<Record<string, string>>): FileHost {
  const byPath = new Map<string, string>()
  for (const [path, text] of Object.entries(files)) byPath.set(path.replace(/^\.?\/+/, ''), text)
  return {
    rootLabel: '(in memory)',
    exists(path) {
      return byPath.has(path)
    },
    read(path) {
      const text = byPath.get(path)
      return text === undefined ? { ok: false, missing: true, reason: 'no such file' } : { ok: true, text }
    },
  }
}

function describeFsError(code: string | undefined, error: unknown): string {
  switch (code) {
    case 'ENOENT': return 'no such file'
    case 'EISDIR': return 'it is a folder'
    case 'EACCES': case 'EPERM': return 'permission denied'
    default: return error instanceof Error ? error.message : String(error)
  }
}
