import { posix } from 'node:path'
import { importStatements } from './imports.js'
import { toLines } from './lines.js'

/**
 * A page's `import … from './x'` pointed at the same file from the place the page moves to: a
 * Docusaurus doc moved out of `01-guides/` (its number prefix) would import `./_partial.md` from
 * a folder that has none. Imports of packages and of `/`-rooted paths are the project's, wherever
 * the page is; code blocks are passed by.
 */
export function repointedImports(text: string, from: string, to: string): { text: string; count: number } {
  if (posix.dirname(from) === posix.dirname(to) || !/^import[\s{*'"]/m.test(text)) return { text, count: 0 }
  const lines = toLines(text)
  const edits = new Map<number, string>()
  for (const statement of importStatements(lines)) {
    const module = statement.module
    if (!module.startsWith('./') && !module.startsWith('../')) continue
    const target = posix.join(posix.dirname(from), module)
    const moved = posix.relative(posix.dirname(to), target)
    const repointed = moved.startsWith('.') ? moved : `./${moved}`
    // The specifier is on the statement's last line (`from '…'`), written as it was but for its path.
    const last = statement.end - 1
    const written = lines[last]!.text.replace(/(['"])([^'"]+)\1/, (quoted, quote, path) => (path === module ? `${quote}${repointed}${quote}` : quoted))
    if (written !== lines[last]!.text) edits.set(last, written)
  }
  if (edits.size === 0) return { text, count: 0 }
  // Each line's text replaced in place, its line ending kept.
  const parts = text.split(/(\r?\n)/)
  for (const [index, written] of edits) parts[index * 2] = written
  return { text: parts.join(''), count: edits.size }
}
