import { isAbsolute, relative, resolve, sep } from 'node:path'
import { compileThrough, type CompileOptions, type CompileResult } from '../compile/compile.js'
import { projectFiles } from '../files/project-host.js'
import { untilWritten } from '../files/until-written.js'
import { DEFAULT_MAX_FILE_SIZE } from '../ir/files.js'
import type { PageExtract, PageExtractCache } from '../ir/page-links.js'
import { isPlainObject } from '../compile/options.js'
import { projectMemo } from './memo.js'
import type { EditedText } from '../source/edited-text.js'

/**
 * A project kept open (watch mode, the language server, a tool's own loop): it keeps what it read
 * and computed, and compiles again when told what changed. Every result is what a fresh
 * `compile(root, options)` of the same files gives; only the time differs.
 */
export interface Project {
  /** The project folder, as given. */
  readonly root: string
  /** The latest result; undefined before the first compile ends. */
  readonly result: CompileResult | undefined
  /** Compiles the project as it is now: in full the first time, then again from what is kept. */
  compile(): Promise<CompileResult>
  /**
   * Says which files or folders changed (were added, edited or removed), by path relative to the
   * root or absolute, and compiles again. Paths outside the root are ignored; the root itself (`''`)
   * means anything may have changed: everything is read again.
   */
  update(changed: Iterable<string>): Promise<CompileResult>
  /**
   * Sets the text of a file as an editor holds it, unsaved (undefined: back to the file on disk);
   * the next compile reads it. Only files that exist on disk are read this way. `bytes`: the
   * text's size in UTF-8 when the caller knows it (an editor following its edits); else measured.
   * An editor that follows its edits gives them as an {@link EditedText}: a compile then reads
   * docs.json where it was edited, without a whole new copy of it (docs/incremental.md).
   */
  setText(path: string, text: string | EditedText | undefined, bytes?: number): void
}

/** Opens the project at `root`: nothing is read until the first {@link Project.compile}. */
export function createProject(root: string, options?: CompileOptions): Project {
  const maxFileSize = isPlainObject(options) && typeof options.maxFileSize === 'number' ? options.maxFileSize : DEFAULT_MAX_FILE_SIZE
  const files = projectFiles(root, maxFileSize)
  const memo = projectMemo()
  const pageCache = memoryPageCache()
  let result: CompileResult | undefined
  // One compile at a time: an update asked for during a compile runs after it.
  let queue: Promise<unknown> = Promise.resolve()
  // A path as the host keeps it: relative to the root, `/`-separated, `.`, `..` and repeated or trailing slashes resolved.
  const relativePath = (path: string): string | undefined => {
    const inside = relative(resolve(root), resolve(root, path))
    if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return inside === '' ? '' : undefined
    return sep === '/' ? inside : inside.split(sep).join('/')
  }
  const run = (): Promise<CompileResult> => {
    const next = queue.then(async () => {
      const host = memo.begin(files.host())
      result = await compileThrough(root, host, options, { memo, prepared: memo.reported, pageCache })
      return result
    })
    queue = next.catch(() => undefined)
    return next
  }
  return {
    root,
    get result() {
      return result
    },
    compile: run,
    update(changed) {
      const paths: string[] = []
      for (const path of changed) {
        const inside = relativePath(path)
        if (inside !== undefined) paths.push(inside)
      }
      // A file read while it is being written in place would compile empty: waited for first.
      return untilWritten(root, paths).then(() => {
        files.changed(paths)
        return run()
      })
    },
    setText(path, text, bytes) {
      const inside = relativePath(path)
      if (inside !== undefined && inside !== '') files.setText(inside, text, bytes)
    },
  }
}

/** What page bodies yielded, by text, kept in memory while the project is open (no file is written). */
function memoryPageCache(): PageExtractCache {
  let entries = new Map<string, PageExtract>()
  let used = new Map<string, PageExtract>()
  return {
    lookup(text) {
      const extract = entries.get(text) ?? used.get(text)
      if (extract) used.set(text, extract)
      return extract
    },
    store(text, extract) {
      used.set(text, extract)
    },
    save() {
      entries = used
      used = new Map()
    },
  }
}
