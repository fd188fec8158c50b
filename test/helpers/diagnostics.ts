import type { Diagnostic } from '../../src/index.js'

/** What a fixture records of a diagnostic: code and positions, never prose (it may be reworded). */
export function fixtureOf(diagnostic: Diagnostic) {
  return {
    code: diagnostic.code,
    severity: diagnostic.severity,
    file: diagnostic.file,
    line: diagnostic.line,
    column: diagnostic.column,
    endLine: diagnostic.endLine,
    endColumn: diagnostic.endColumn,
    pointer: diagnostic.pointer,
    ...(diagnostic.related.length > 0
      ? { related: diagnostic.related.map(({ file, line, column, pointer }) => ({ file, line, column, pointer })) }
      : {}),
  }
}

/** Whether fixtures are being rewritten (`UPDATE=1 npm test`). */
export const updating = process.env.UPDATE === '1'
