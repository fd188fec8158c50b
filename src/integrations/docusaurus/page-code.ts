import type { Root, RootContent } from 'mdast'
import { MINTLIFY_HOOKS } from '../../ir/components.js'
import { moduleProgram } from '../../parse/module-exports.js'
import { declaredNames, esmStatements, withReactImports } from '../mintlify-mdx.js'

/**
 * React's hooks, which Mintlify gives a page's code and its `.jsx` snippets without an import, as
 * Docusaurus needs them: imported from `react` (the page's components run in the browser, where
 * the hooks are React's own).
 */

/** Imports from `react` the hooks a page's `import`/`export` code reads and declares nowhere. */
export function withHookImports(tree: Root): void {
  const code: string[] = []
  const declared = new Set<string>()
  for (const child of tree.children) {
    if (child.type !== 'mdxjsEsm') continue
    code.push(child.value)
    for (const statement of esmStatements(child)) for (const name of declaredNames(statement)) declared.add(name)
  }
  const text = code.join('\n')
  const missing = MINTLIFY_HOOKS.filter((hook) => !declared.has(hook) && new RegExp(`(?<![\\w$.])${hook}(?![\\w$])`).test(text))
  if (missing.length === 0) return
  const statement = `import { ${missing.join(', ')} } from 'react'`
  const program = moduleProgram(statement)
  if ('error' in program) throw new Error(`docsnav's hook import does not parse: ${program.error.reason}`)
  tree.children.unshift({ type: 'mdxjsEsm', value: statement, data: { estree: program.program } } as unknown as RootContent)
}

/**
 * A webpack loader for the docs folder's `.jsx` and `.js` files (snippets a page imports): React's
 * hooks and `React` imported where the code reads them without an import, its lines kept.
 */
export default function snippetLoader(this: unknown, code: string): string {
  return withReactImports(code) ?? code
}
