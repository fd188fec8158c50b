import { fenceEnd, type Line } from './lines.js'

/**
 * A page's `import` statements (MDX's ESM), read from its lines: which names each module gives the
 * page, for the passes that convert a generator's components and those that say what is left.
 */

/** Each page's imports, read once per page (every pass over a construct's body asks again). */
const pageImports = new WeakMap<readonly Line[], Map<string, string>>()

/** The modules each name a page imports comes from (`import Tabs from '@theme/Tabs'`). */
export function importedModules(lines: readonly Line[]): Map<string, string> {
  const known = pageImports.get(lines)
  if (known) return known
  const modules = new Map<string, string>()
  pageImports.set(lines, modules)
  for (const statement of importStatements(lines)) for (const name of statement.names) modules.set(name, statement.module)
  return modules
}

/** Each `import` statement of the page, with the index of its first line; one shown in a code block is the code's, not the page's. */
export function* importStatements(lines: readonly Line[]): Generator<{ names: string[]; module: string; start: number; end: number }> {
  for (let index = 0; index < lines.length; index++) {
    const fence = fenceEnd(lines, index)
    if (fence !== undefined) {
      index = fence - 1
      continue
    }
    const statement = importStatement(lines, index)
    if (statement === undefined) continue
    yield { ...statement, start: index }
    index = statement.end - 1
  }
}

/** An `import` statement starting at line `index` (over as many lines as it takes): its names, module and end. */
export function importStatement(lines: readonly Line[], index: number): { names: string[]; module: string; end: number } | undefined {
  if (lines[index]!.done || !/^import[\s{*]/.test(lines[index]!.text)) return undefined
  let text = ''
  for (let at = index; at < lines.length && at < index + 50; at++) {
    text += `${lines[at]!.text}\n`
    const from = /\bfrom\s*(['"])([^'"]+)\1/.exec(text) ?? /^import\s*(['"])([^'"]+)\1/.exec(text)
    if (from) return { names: importedNames(text.slice('import'.length, from.index)), module: from[2]!, end: at + 1 }
  }
  return undefined
}

/** The local names an import clause binds: `A`, `{ B, C as D }`, `* as E` (`type` imports bind none a page draws). */
function importedNames(clause: string): string[] {
  const names: string[] = []
  const rest = clause.replace(/^\s*type\s/, ' ')
  const named = /\{([^}]*)\}/.exec(rest)
  for (const specifier of named?.[1]?.split(',') ?? []) {
    const local = /(?:^|\s)([\w$]+)\s*$/.exec(specifier.replace(/^\s*type\s/, ' ').trim())
    if (local) names.push(local[1]!)
  }
  const outside = rest.replace(/\{[^}]*\}/, ' ')
  const namespace = /\*\s*as\s+([\w$]+)/.exec(outside)
  if (namespace) names.push(namespace[1]!)
  const fallback = /^\s*([\w$]+)/.exec(outside.replace(/\*\s*as\s+[\w$]+/, ''))
  if (fallback) names.push(fallback[1]!)
  return names
}
