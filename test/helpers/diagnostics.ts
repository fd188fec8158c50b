import type { Diagnostic } from '../../src/index.js'

/**
 * What a fixture records of a diagnostic: code, positions and parameters (as ESLint's RuleTester
 * records `data`: a changed suggestion shows in review), never prose (it may be reworded).
 */
export function fixtureOf(diagnostic: Diagnostic, projectRoot: string) {
  return {
    code: diagnostic.code,
    severity: diagnostic.severity,
    file: diagnostic.file,
    line: diagnostic.line,
    column: diagnostic.column,
    endLine: diagnostic.endLine,
    endColumn: diagnostic.endColumn,
    pointer: diagnostic.pointer,
    ...(Object.keys(diagnostic.params).length > 0 ? { params: portable(diagnostic.params, projectRoot) } : {}),
    ...(diagnostic.related.length > 0 ? { related: diagnostic.related.map(({ file, line, column, pointer }) => ({ file, line, column, pointer })) } : {}),
  }
}

/** Whether fixtures are being rewritten (`UPDATE=1 npm test`). */
export const updating = process.env.UPDATE === '1'

/** Parameters with the project's absolute path written `<root>`, so a fixture holds in any clone. */
function portable(params: Record<string, string>, projectRoot: string): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, value.split(projectRoot).join('<root>')]))
}
