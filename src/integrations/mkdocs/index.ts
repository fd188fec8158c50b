import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { basename, dirname, join, relative, resolve, sep } from 'node:path'
import type { CompileResult } from '../../compile/compile.js'
import { createProject, type Project } from '../../project/project.js'
import { compiledSite, diagnosticLine } from '../open-site.js'
import { type ConvertedPage, mkdocsFiles, type PageCache } from './site.js'

/**
 * `docsnav mkdocs`: a docs.json site for MkDocs with Material. Writes a config (default
 * `docsnav.mkdocs.yml`) that the user's mkdocs.yml takes with `INHERIT:`, and beside it a folder
 * (`.docsnav/`) of the pages as Markdown and Material's override: no Python runs. `--watch` writes
 * again on every change to the docs folder, which `mkdocs serve` (watching the pages) follows.
 * Only files whose content changed are written, and only pages whose text, link targets or
 * snippets changed are converted again (`.docsnav/pages.json` keeps the converted pages between runs).
 * docs/integrations/mkdocs.md is the guide.
 */

export interface MkdocsOptions {
  /** The folder holding docs.json. */
  root: string
  /** The config file to write (default `docsnav.mkdocs.yml` in the working directory). */
  out?: string
  /** Where the lines go: diagnostics and losses at file:line:column, what was written. */
  log: { info(line: string): void; warn(line: string): void; error(line: string): void }
  /** The working directory the lines' file paths are relative to. */
  cwd: string
}

/** What one writing did: errors stop it (nothing is written then). */
export interface MkdocsRun {
  errors: number
  pages: number
  written: number
}

/** The generated folder's name, beside the config. */
const FOLDER = '.docsnav'
/** Files of the docs folder that are the site's own data, never served as they are. */
const NOT_ASSETS = /\.(mdx?|json|ya?ml)$/i

/** Writes the config and the pages once. */
export async function writeMkdocs(options: MkdocsOptions): Promise<MkdocsRun> {
  const writer = mkdocsWriter(options)
  return writer.write(await writer.project.compile())
}

/** Writes, then writes again after every change under the root (watch mode's watcher), until `signal` aborts. */
export async function watchMkdocs(options: MkdocsOptions, signal: AbortSignal): Promise<void> {
  const writer = mkdocsWriter(options)
  // Loaded only here, as the command line's own --watch loads it (a bundle of its own, with chokidar).
  const { watchProject } = await import('../../project/watch.js')
  let started = performance.now()
  // Timed from the compile a change starts (after the watcher's settling), not from the last writing.
  const project: Project = {
    ...writer.project,
    update: (paths) => {
      started = performance.now()
      return writer.project.update(paths)
    },
  }
  await watchProject(
    project,
    (result, changes) => {
      const run = writer.write(result)
      if (changes && run.errors === 0)
        options.log.info(`docsnav mkdocs: ${run.written} file${run.written === 1 ? '' : 's'} written again in ${Math.round(performance.now() - started)} ms`)
    },
    signal,
    [writer.folder, join(dirname(writer.config), 'site')],
    (error) => options.log.error(`docsnav mkdocs: watching failed, changes may go unseen: ${error.message}`),
  )
}

function mkdocsWriter(options: MkdocsOptions): { project: Project; folder: string; config: string; write(result: CompileResult): MkdocsRun } {
  const root = resolve(options.cwd, options.root)
  const config = resolve(options.cwd, options.out ?? 'docsnav.mkdocs.yml')
  const folder = join(dirname(config), FOLDER)
  const project = createProject(root)
  const cachePath = join(folder, CACHE)
  const cache = loadCache(cachePath)
  const shown = (path: string) => relative(options.cwd, path) || '.'
  // What this writer last wrote or found at each path (a text, or a copied file's source and its stat):
  // an update compares with it instead of reading a thousand files back.
  const onDisk = new Map<string, string>()
  const writeChanged = (path: string, content: string | { copy: string }): boolean => {
    const source = typeof content === 'string' ? undefined : statSync(content.copy, { throwIfNoEntry: false })
    const known = typeof content === 'string' ? content : `${content.copy}\0${source?.size}\0${source?.mtimeMs}`
    if (onDisk.get(path) === known && existsSync(path)) return false
    const changed = writeIfChanged(path, content)
    onDisk.set(path, known)
    return changed
  }
  return {
    project,
    folder,
    config,
    write(result) {
      const { diagnostics, summary } = result
      for (const diagnostic of diagnostics) {
        const line = diagnosticLine(root, diagnostic, options.cwd)
        if (diagnostic.severity === 'error') options.log.error(line)
        else if (diagnostic.severity === 'warning') options.log.warn(line)
      }
      if (summary.infos > 0) options.log.info(`${summary.infos} more note${summary.infos === 1 ? '' : 's'}: \`docsnav check ${shown(root)}\` shows them`)
      if (summary.errors > 0 || result.site === undefined) {
        options.log.error(
          `docsnav mkdocs: ${summary.errors} error${summary.errors === 1 ? '' : 's'} in ${shown(join(root, 'docs.json'))}; ${shown(config)} is left as it was (fix each error above at its file:line:column; \`docsnav check ${shown(root)}\` shows them with their context)`,
        )
        return { errors: Math.max(1, summary.errors), pages: 0, written: 0 }
      }
      const generated = mkdocsFiles(
        compiledSite(root, result),
        { folder: relative(dirname(config), folder).split(sep).join('/'), config: basename(config), project: dirname(config) },
        assetsOf(root, folder, join(dirname(config), 'site')),
        cache,
      )
      for (const found of generated.lost) options.log.warn(`${shown(join(root, found.file))}:${found.line}:${found.column} ${found.name} ${found.loses}`)
      for (const note of generated.unexpressed) options.log.warn(`docsnav mkdocs: what MkDocs cannot hold of docs.json's ${note}`)
      let written = 0
      const kept = new Set<string>()
      for (const [path, content] of generated.files) {
        const target = join(folder, path)
        kept.add(target)
        if (writeChanged(target, content)) written++
      }
      kept.add(cachePath)
      written += removeOthers(folder, kept)
      if (generated.cacheChanged || !existsSync(cachePath)) saveCache(cachePath, cache)
      if (writeChanged(config, generated.config)) written++
      const pages = [...generated.files.keys()].filter((path) => path.endsWith('.md')).length
      options.log.info(`docsnav mkdocs: ${shown(config)} and ${shown(folder)}${sep} (${pages} page${pages === 1 ? '' : 's'}) are up to date`)
      return { errors: 0, pages, written }
    },
  }
}

/** The converted pages (site.ts's PageCache), in the generated folder, outside MkDocs's `docs_dir`: a run after the first converts only what changed. */
const CACHE = 'pages.json'

/** What a cache was made by: this docsnav's own code (a converted page from another version of the conversion is not reused). */
function cacheVersion(): string {
  const code = statSync(fileURLToPath(import.meta.url), { throwIfNoEntry: false })
  return `${import.meta.url} ${code?.size ?? 0} ${code?.mtimeMs ?? 0}`
}

function loadCache(path: string): PageCache {
  try {
    const saved = JSON.parse(readFileSync(path, 'utf8')) as { version?: unknown; pages?: Array<[string, ConvertedPage]> }
    if (saved.version === cacheVersion() && Array.isArray(saved.pages)) return new Map(saved.pages)
  } catch {
    // No cache yet, or one that does not read: every page is converted.
  }
  return new Map()
}

function saveCache(path: string, cache: PageCache): void {
  try {
    writeIfChanged(path, JSON.stringify({ version: cacheVersion(), pages: [...cache] }))
  } catch {
    // A cache not written costs the next run its conversions, nothing else.
  }
}

/** Writes a file only when its content differs (MkDocs's dev server rebuilds on every write); whole or not at all. */
function writeIfChanged(path: string, content: string | { copy: string }): boolean {
  const bytes = typeof content === 'string' ? Buffer.from(content) : readFileSync(content.copy)
  if (existsSync(path) && readFileSync(path).equals(bytes)) return false
  mkdirSync(dirname(path), { recursive: true })
  if (typeof content !== 'string') copyFileSync(content.copy, `${path}.docsnav-tmp`)
  else writeFileSync(`${path}.docsnav-tmp`, bytes)
  renameSync(`${path}.docsnav-tmp`, path)
  return true
}

/** Removes the files of the generated folder that this writing did not make (a page removed from docs.json); the count removed. */
function removeOthers(folder: string, kept: ReadonlySet<string>): number {
  let removed = 0
  const visit = (dir: string) => {
    if (!existsSync(dir)) return
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) {
        visit(path)
        if (readdirSync(path).length === 0) rmSync(path, { recursive: true })
      } else if (!kept.has(path)) {
        rmSync(path)
        removed++
      }
    }
  }
  visit(folder)
  return removed
}

/** The docs folder's other files (images, downloads), relative to it; not docs.json's own data, hidden files, the generated folder or MkDocs's `site/`. */
function assetsOf(root: string, folder: string, site: string): string[] {
  const found: string[] = []
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.name.startsWith('.') || entry.name === 'node_modules' || inside(folder, path) || inside(site, path)) continue
      if (entry.isDirectory()) visit(path)
      else if (entry.isFile() && !NOT_ASSETS.test(entry.name)) found.push(relative(root, path).split(sep).join('/'))
    }
  }
  visit(root)
  return found.sort()
}

function inside(folder: string, path: string): boolean {
  return path === folder || path.startsWith(folder + sep)
}
