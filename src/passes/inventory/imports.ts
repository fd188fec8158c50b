import { posix } from 'node:path'
import type { FileHost } from '../../ir/files.js'

/** A line that opens or closes a fenced code block: its fence. */
const FENCE = /^(`{3,}|~{3,})/
/**
 * The module an `import` statement names: after `from` (`import X from '…'`), or right after
 * `import` (`import '…'`). Written so that matching takes linear time: a page is untrusted input,
 * and Mintlify's own pattern backtracks for minutes on a line of spaces.
 */
const FROM_SOURCE = /(?:^|[\s}*])from\s*(['"])([^'"\n]+)\1/g
const BARE_SOURCE = /^import\s*(['"])([^'"\n]+)\1/
/** How many lines an import statement may span (`import {\n  A,\n  B,\n} from '…'`). */
const MAX_IMPORT_LINES = 50

/**
 * Every project file some file imports (`/snippets/note.mdx`, lower case, as Mintlify compares
 * them): a page file that is imported is a snippet, not a page.
 *
 * Mintlify finds imports by lines (`categorizeFilePaths`): a line outside fenced code that starts
 * with `import `; this reads them the same way, so that a file is a snippet here exactly when it is
 * one there. An import written over several lines (where Mintlify parses the file) is read by
 * joining its lines until the module name. Parsing every page as MDX instead costs far more than
 * reading it, and finds the same imports.
 */
export function importedFiles(host: FileHost, importers: readonly string[]): Set<string> {
  const imported = new Set<string>()
  for (const file of importers) {
    const read = host.read(file)
    if (!read.ok || !/^import\s/m.test(read.text)) continue
    for (const source of importSources(read.text)) {
      const resolved = resolveImport(source, file)
      if (resolved !== undefined) imported.add(resolved.toLowerCase())
    }
  }
  return imported
}

/** The module names of the file's `import` lines outside fenced code. */
export function importSources(text: string): string[] {
  const sources: string[] = []
  const lines = text.split('\n')
  let fence: string | undefined
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!
    const run = FENCE.exec(line.trimStart())?.[1]
    if (fence !== undefined) {
      if (run !== undefined && run[0] === fence[0] && run.length >= fence.length) fence = undefined
      continue
    }
    if (run !== undefined) {
      fence = run
      continue
    }
    if (!line.startsWith('import ') && !line.startsWith('import\t')) continue
    let statement = line
    for (let more = 1; !/['"][^'"]+['"]/.test(statement) && more < MAX_IMPORT_LINES && index + more < lines.length; more++)
      statement += `\n${lines[index + more]}`
    const bare = BARE_SOURCE.exec(statement)
    if (bare) sources.push(bare[2]!)
    for (const match of statement.matchAll(FROM_SOURCE)) sources.push(match[2]!)
  }
  return sources
}

/**
 * The project path an import names, with a leading `/` (@mintlify/common `resolveImportPath`):
 * `/x` from the root, `./x` and `../x` from the importing file's folder; undefined for a package.
 */
function resolveImport(source: string, importer: string): string | undefined {
  if (source.startsWith('/')) return posix.normalize(source)
  if (!source.startsWith('./') && !source.startsWith('../')) return undefined
  return posix.resolve(posix.dirname(`/${importer}`), source)
}
