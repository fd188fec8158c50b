import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Folders never walked for pages: dependencies, and snippets (imported into pages, never pages themselves). */
const NOT_WALKED = new Set(['node_modules', 'snippets', '_snippets'])
/** A project with more files than this is not walked further (a dependency folder under another name). */
const MAX_ENTRIES = 100_000

/**
 * The page paths of a project on disk, for completion: each `.mdx` and `.md` file's path without
 * its extension, project-relative, sorted; hidden folders (`.git`, `.mintlify`) and snippets left
 * out. Kept until {@link PageFiles.forget}: a file watcher says when files come and go.
 */
export interface PageFiles {
  list(): string[]
  forget(): void
}

/** The page files of the project at `root`. */
export function pageFiles(root: string): PageFiles {
  let kept: string[] | undefined
  return {
    list: () => (kept ??= walk(root)),
    forget() {
      kept = undefined
    },
  }
}

function walk(root: string): string[] {
  const pages = new Set<string>()
  const folders = ['']
  let seen = 0
  while (folders.length > 0 && seen < MAX_ENTRIES) {
    const folder = folders.pop()!
    let entries
    try {
      entries = readdirSync(join(root, folder), { withFileTypes: true })
    } catch {
      continue
    }
    for (const entry of entries) {
      seen++
      const path = folder === '' ? entry.name : `${folder}/${entry.name}`
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && !NOT_WALKED.has(entry.name)) folders.push(path)
      } else if (entry.isFile() && /\.mdx?$/.test(entry.name)) {
        pages.add(path.replace(/\.mdx?$/, ''))
      }
    }
  }
  return [...pages].sort()
}
