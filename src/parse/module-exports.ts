import { createRequire } from 'node:module'
import { exportedNames } from './page-body.js'

/**
 * The names a JavaScript snippet exports (`/snippets/button.jsx`: `export const Button = ...`),
 * read with acorn and its JSX plugin (the parser MDX itself uses for a page's imports and exports),
 * or where it stops being JavaScript.
 */

const require = createRequire(import.meta.url)

type Parse = (text: string) => { body: Array<{ type: string; [key: string]: unknown }> }
let parse: Parse | undefined

/** The parser, made on first use: only `--links` of a site with JavaScript snippets needs it. */
function parser(): Parse {
  if (parse) return parse
  const acorn = require('acorn') as typeof import('acorn')
  const jsx = require('acorn-jsx') as () => (base: typeof acorn.Parser) => typeof acorn.Parser
  const Parser = acorn.Parser.extend(jsx())
  // `ranges` and `locations`, as MDX's own parse of a page's code gives them (its compiler reads them).
  parse = (text) =>
    Parser.parse(text, { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true, locations: true, ranges: true }) as unknown as ReturnType<Parse>
  return parse
}

/** A JavaScript module's estree (acorn's, JSX included), or where it stops parsing (line and column 1-based). */
export function moduleProgram(text: string): { program: ReturnType<Parse> } | { error: { line: number; column: number; reason: string } } {
  try {
    return { program: parser()(text) }
  } catch (caught) {
    const error = caught as { loc?: { line: number; column: number }; message?: string }
    if (!(caught instanceof SyntaxError) || !error.loc) throw caught
    return { error: { line: error.loc.line, column: error.loc.column + 1, reason: (error.message ?? '').replace(/\s*\(\d+:\d+\)$/, '') } }
  }
}

/**
 * A JavaScript module's exports (`open`: it also re-exports all of another module's, which are not
 * read), or where it stops parsing (line and column 1-based).
 */
export function moduleExports(text: string): { exported: string[]; open: boolean } | { error: { line: number; column: number; reason: string } } {
  const parsed = moduleProgram(text)
  if ('error' in parsed) return parsed
  const body = parsed.program.body
  const exported = body.flatMap(exportedNames)
  return { exported, open: body.some((statement) => statement.type === 'ExportAllDeclaration' && !statement.exported) }
}
