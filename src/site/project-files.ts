import ignore, { type Ignore } from 'ignore'
import type { Context } from '../ir/context.js'
import type { FileHost } from '../ir/files.js'
import { report, unplaced } from '../ir/diagnostics/report.js'
import { kept } from '../ir/memo.js'
import { OUTPUT_CONTROL_FOLDER, isOutputFolder, isPageFile } from '../ir/paths.js'
import type { SiteFiles } from '../ir/site.js'

/**
 * What Mintlify always leaves out of a site, before `.mintignore`'s own patterns
 * (@mintlify/common `DEFAULT_MINT_IGNORES`, gitignore syntax).
 */
const ALWAYS_IGNORED = [
  '.git',
  '.github',
  '.claude',
  '.agents',
  '.idea',
  '.vscode',
  '.cursor',
  '.mintlify/**',
  '!.mintlify/**/',
  '!.mintlify/skills/**',
  '!.mintlify/**/*.json',
  '!.mintlify/**/*.yaml',
  '!.mintlify/**/*.yml',
  'node_modules',
  'README.md',
  'LICENSE.md',
  'CHANGELOG.md',
  'CONTRIBUTING.md',
]
const MINTIGNORE = '.mintignore'
/** Folders never walked into, whatever the patterns say (Mintlify's file walk skips them too). */
const NEVER_WALKED = new Set(['node_modules', '.git'])
/** Files that can be imported into pages: MDX and Markdown snippets and React components (in lower case only, as Mintlify's walk sorts them). */
const SNIPPET_EXTENSION = /\.(mdx|md|jsx|tsx)$/
/** Walking stops after this many files: a project that large is a mistake (a `node_modules` under another name). */
export const MAX_PROJECT_FILES = 200_000

/**
 * The compile's walk of the project ({@link projectFiles}, with `.mintignore` read through its
 * host), made once however many ask; a project kept open keeps it while the folders' listings (the
 * host's stamp) and `.mintignore` are the same.
 */
export function siteFilesOf(ctx: Context): SiteFiles {
  if (ctx.siteFiles) return ctx.siteFiles
  const ignored = mintignoreOf(ctx)
  ctx.siteFiles = kept(ctx.memo, 'project-files', '', `${ctx.host.listingStamp}\0${ignored ?? '\0'}`, () => projectFiles(ctx.host, ignored))
  return ctx.siteFiles
}

/**
 * Walks the project as Mintlify does (`getFileList`, `getFileCategory`): every file under the root
 * but what `.mintignore` (its text, when there is one) and Mintlify's defaults ignore, sorted into
 * pages and files that may import others. Folders that are symbolic links are not walked
 * (FileHost.entries), nor docsnav's own output folders ({@link isOutputFolder}: a build with
 * `--out` inside the project must not read what an earlier build wrote).
 */
export function projectFiles(host: FileHost, mintignore: string | undefined): SiteFiles {
  const matcher = ignoreMatcher(mintignore)
  const found: SiteFiles = { pages: [], importers: [], all: new Set(), linksOut: [], truncated: false }
  const folders = ['']
  while (folders.length > 0) {
    const folder = folders.pop()!
    const prefix = folder === '' ? '' : `${folder}/`
    const { files, folders: inside, linksOut } = host.entries(folder)
    if (folder.slice(folder.lastIndexOf('/') + 1) === OUTPUT_CONTROL_FOLDER || (folder !== '' && isOutputFolder(files, inside))) continue
    for (const name of linksOut) if (!matcher.ignores(prefix + name)) found.linksOut.push(prefix + name)
    for (const name of files.sort()) {
      const path = prefix + name
      if (matcher.ignores(path)) continue
      if (found.all.size >= MAX_PROJECT_FILES) {
        found.truncated = true
        return found
      }
      found.all.add(path)
      if (SNIPPET_EXTENSION.test(name)) found.importers.push(path)
      if (isPageFile(path)) found.pages.push(path)
    }
    // In reverse, so that the first folder is walked first.
    for (const name of inside.sort().reverse()) {
      if (!leavesOutFolder(matcher, prefix + name)) folders.push(prefix + name)
    }
  }
  return found
}

/**
 * Whether Mintlify's walk leaves a project path out (`.mintignore`, read now through the compile's
 * host, and its defaults): the file itself, or a folder it is in.
 */
export function mintlifyLeavesOut(ctx: Context): (path: string) => boolean {
  const matcher = ignoreMatcher(mintignoreOf(ctx))
  return (path) => {
    const segments = path.split('/')
    for (let end = 1; end < segments.length; end++) if (leavesOutFolder(matcher, segments.slice(0, end).join('/'))) return true
    return matcher.ignores(path)
  }
}

/**
 * `.mintignore`'s text, read through the compile's host; undefined when there is none, or when it
 * cannot be read (a link out of the root, a folder, UTF-16): said once (DN7026), as Mintlify would
 * apply it.
 */
function mintignoreOf(ctx: Context): string | undefined {
  const mintignore = ctx.host.read(MINTIGNORE)
  if (mintignore.ok) return mintignore.text
  if (mintignore.kind !== 'missing') report(ctx, 'DN7026', unplaced(MINTIGNORE), { reason: mintignore.reason })
  return undefined
}

/** Whether the walk leaves a folder out (and all below it): one never walked, or one the patterns ignore. */
function leavesOutFolder(matcher: Ignore, folder: string): boolean {
  return NEVER_WALKED.has(folder.slice(folder.lastIndexOf('/') + 1)) || matcher.ignores(`${folder}/`)
}

function ignoreMatcher(mintignore: string | undefined): Ignore {
  const own = mintignore === undefined ? [] : mintignore.split(/\r?\n/).map((line) => line.trim())
  return ignore().add([...new Set([...ALWAYS_IGNORED, ...own])])
}
